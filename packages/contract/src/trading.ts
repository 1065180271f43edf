import { z } from 'zod';
import { Code } from './codes.js';
import { queryInt } from './content.js';
import { BOOKS } from './ledger.js';
import { AMOUNT_PATTERN } from './wallet.js';

/**
 * Options contracts (spec sections 1, 3, 7 order group; domain.md; docs/adr/0011): up or down
 * on an instrument over a period, the stake held at open, settled by the first recorded tick
 * at or after expiry. Amounts, prices and rates are decimal strings.
 */

const invalid = { error: String(Code.INVALID_PARAMS) };

export const OPTIONS_DIRECTIONS = ['up', 'down'] as const;
export type OptionsDirection = (typeof OPTIONS_DIRECTIONS)[number];

/** open: stake held, waiting for expiry; settled: won, lost or drawn; void: no price came. */
export const OPTIONS_STATUSES = ['open', 'settled', 'void'] as const;
export const OPTIONS_RESULTS = ['win', 'lose', 'draw'] as const;
export type OptionsResult = (typeof OPTIONS_RESULTS)[number];

export const optionsPeriod = z.object({
  /** Length in seconds. */
  seconds: z.number().int(),
  /** Paid on top of the stake on a win, as a decimal fraction ("0.1" = 10%). */
  payoutRate: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
});
export const optionsProduct = z.object({
  id: z.number().int(),
  instrumentId: z.number().int(),
  code: z.string(),
  periods: z.array(optionsPeriod),
});
export const optionsProductQuery = z.strictObject(
  { code: z.string(invalid).regex(/^[A-Z0-9]{2,20}$/, invalid) },
  invalid,
);

const code = (c: number) => ({ error: String(c) });

export const buyOptionsBody = z.strictObject(
  {
    /** The instrument (its code, as in the market list). */
    code: z
      .string(code(Code.OPTIONS_PRODUCT_INCORRECT))
      .regex(/^[A-Z0-9]{2,20}$/, code(Code.OPTIONS_PRODUCT_INCORRECT)),
    direction: z.enum(OPTIONS_DIRECTIONS, invalid),
    /** The period's length in seconds, one of the product's. */
    period: z
      .number(code(Code.PERIOD_NOT_FOUND))
      .int(code(Code.PERIOD_NOT_FOUND))
      .positive(code(Code.PERIOD_NOT_FOUND)),
    /** The stake in USDT. */
    amount: z
      .string(code(Code.PURCHASE_AMOUNT_INCORRECT))
      .regex(AMOUNT_PATTERN, code(Code.PURCHASE_AMOUNT_INCORRECT)),
  },
  invalid,
);

export const optionsOrder = z.object({
  id: z.string(),
  /** The order number shown to the user. */
  orderNo: z.string(),
  book: z.enum(BOOKS),
  instrumentId: z.number().int(),
  code: z.string(),
  direction: z.enum(OPTIONS_DIRECTIONS),
  period: z.number().int(),
  /** The stake, USDT. */
  amount: z.string(),
  /** As agreed at open. */
  payoutRate: z.string(),
  /** What a win pays back: stake plus stake × rate (rounded down). */
  expectedReturn: z.string(),
  openPrice: z.string(),
  /** The time of the tick the order opened at. */
  openTickAt: z.string(),
  openedAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(OPTIONS_STATUSES),
  result: z.enum(OPTIONS_RESULTS).nullable(),
  /** The settlement tick: the first recorded at or after expiry. */
  closePrice: z.string().nullable(),
  closeTickAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  /** Paid back to the available balance at settlement (stake + payout, the stake, or 0). */
  returned: z.string().nullable(),
  /** Gain or loss against the stake, signed. */
  profit: z.string().nullable(),
});

export const OPTIONS_PAGE_SIZE_MAX = 100;
export const listOptionsOrderQuery = z.strictObject(
  {
    /** open: waiting for expiry; history: settled or void. */
    state: z.enum(['open', 'history'], invalid).optional(),
    code: z
      .string(invalid)
      .regex(/^[A-Z0-9]{2,20}$/, invalid)
      .optional(),
    page: queryInt(100_000).optional(),
    pageSize: queryInt(OPTIONS_PAGE_SIZE_MAX).optional(),
  },
  invalid,
);
export const optionsOrderPage = z.object({
  items: z.array(optionsOrder),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export type OptionsPeriod = z.infer<typeof optionsPeriod>;
export type OptionsProduct = z.infer<typeof optionsProduct>;
export type BuyOptionsBody = z.infer<typeof buyOptionsBody>;
export type OptionsOrder = z.infer<typeof optionsOrder>;
export type OptionsOrderPage = z.infer<typeof optionsOrderPage>;
