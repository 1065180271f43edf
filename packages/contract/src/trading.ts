import { z } from 'zod';
import { Code } from './codes.js';
import { queryInt } from './content.js';
import { BOOKS } from './book.js';
import { AMOUNT_PATTERN } from './wallet.js';

/**
 * Options contracts (spec sections 1, 3, 7 order group; domain.md; docs/adr/0011): up or down
 * on an instrument over a period, the stake held at open, settled by the first recorded tick
 * at or after expiry. Amounts, prices and rates are decimal strings.
 */

const invalid = { error: String(Code.INVALID_PARAMS) };

/**
 * The quote a user confirmed an order against (docs/adr/0023): the price shown and the time of
 * its tick, as the live channel sent them. The server fills at its current recorded price only
 * when this quote is recent enough and the price has not moved beyond the product's tolerance;
 * otherwise it refuses (10065, 10066) and writes nothing. Optional for API clients that accept
 * the market price; the web app always sends it.
 */
export const confirmedQuote = z.strictObject(
  {
    price: z
      .string(invalid)
      .regex(/^(?:0|[1-9]\d{0,15})(?:\.\d{1,12})?$/, invalid)
      .refine((p) => /[1-9]/.test(p), invalid),
    /** Milliseconds since the epoch of the tick the price came from. */
    time: z.number(invalid).int(invalid).positive(invalid).max(8_640_000_000_000_000, invalid),
  },
  invalid,
);

/** What every product says about the quotes it accepts (docs/adr/0023). */
const quoteTerms = {
  /** The oldest confirmed quote accepted, in milliseconds. */
  quoteMaxAgeMs: z.number().int(),
  /** The largest move from the confirmed price to the fill, as a fraction ("0.002" = 0.2%). */
  priceTolerance: z.string(),
};

/** What a trade stores of the quote it was confirmed against (null when none was sent). */
const quotedColumns = {
  quotedPrice: z.string().nullable(),
  quotedAt: z.string().nullable(),
};

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
  ...quoteTerms,
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
    quote: confirmedQuote.optional(),
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
  ...quotedColumns,
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
export type ConfirmedQuote = z.infer<typeof confirmedQuote>;
export type OptionsOrder = z.infer<typeof optionsOrder>;
export type OptionsOrderPage = z.infer<typeof optionsOrderPage>;

// ---- leveraged contracts (docs/adr/0012) -----------------------------------------------------

export const CONTRACT_SIDES = ['long', 'short'] as const;
export type ContractSide = (typeof CONTRACT_SIDES)[number];
export const CONTRACT_STATUSES = ['open', 'closed'] as const;
/** Why a position closed: the user, a stop loss, a take profit, or liquidation. */
export const CLOSE_REASONS = ['user', 'stop_loss', 'take_profit', 'liquidation'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

/** A price as typed: digits and an optional fraction, no sign or exponent. */
const priceText = (c: number) =>
  z
    .string({ error: String(c) })
    .regex(/^(?:0|[1-9]\d{0,15})(?:\.\d{1,12})?$/, { error: String(c) });

export const contractProduct = z.object({
  instrumentId: z.number().int(),
  code: z.string(),
  /** Units of the instrument per lot. */
  contractSize: z.string(),
  maxLeverage: z.number().int(),
  /** Opening fee as a fraction of the notional ("0.001" = 0.1%). */
  feeRate: z.string(),
  /** Equity at which a position is liquidated, as a fraction of its margin ("0.2"). */
  liquidationLevel: z.string(),
  minLots: z.string(),
  maxLots: z.string(),
  /** Decimals a lot count may have. */
  lotsScale: z.number().int(),
  /** How far from the entry a stop loss or take profit may be, as a fraction ("0.9"). */
  maxStopDistance: z.string(),
  ...quoteTerms,
});
export const contractProductQuery = optionsProductQuery;

export const openContractBody = z.strictObject(
  {
    code: z
      .string(code(Code.OPTIONS_PRODUCT_INCORRECT))
      .regex(/^[A-Z0-9]{2,20}$/, code(Code.OPTIONS_PRODUCT_INCORRECT)),
    side: z.enum(CONTRACT_SIDES, invalid),
    lots: z
      .string(code(Code.LOTS_INCORRECT))
      .regex(/^(?:0|[1-9]\d{0,9})(?:\.\d{1,8})?$/, code(Code.LOTS_INCORRECT)),
    leverage: z
      .number(code(Code.LEVERAGE_INCORRECT))
      .int(code(Code.LEVERAGE_INCORRECT))
      .min(1, code(Code.LEVERAGE_INCORRECT))
      .max(1000, code(Code.LEVERAGE_INCORRECT)),
    stopLoss: priceText(Code.STOP_LOSS_UNREASONABLE).optional(),
    takeProfit: priceText(Code.TAKE_PROFIT_UNREASONABLE).optional(),
    quote: confirmedQuote.optional(),
  },
  invalid,
);

const positionId = z.string(invalid).regex(/^[1-9]\d{0,17}$/, invalid);

/** New stop loss and take profit of an open position (null removes one). */
export const modifyContractBody = z.strictObject(
  {
    id: positionId,
    stopLoss: priceText(Code.STOP_LOSS_UNREASONABLE).nullable(),
    takeProfit: priceText(Code.TAKE_PROFIT_UNREASONABLE).nullable(),
  },
  invalid,
);
export const closeContractBody = z.strictObject({ id: positionId }, invalid);

export const contractPosition = z.object({
  id: z.string(),
  orderNo: z.string(),
  book: z.enum(BOOKS),
  instrumentId: z.number().int(),
  code: z.string(),
  side: z.enum(CONTRACT_SIDES),
  lots: z.string(),
  leverage: z.number().int(),
  contractSize: z.string(),
  openPrice: z.string(),
  openTickAt: z.string(),
  openedAt: z.string(),
  ...quotedColumns,
  /** Margin used (held while open). */
  margin: z.string(),
  /** Opening fee, as agreed. */
  fee: z.string(),
  feeRate: z.string(),
  liquidationLevel: z.string(),
  /** The price at which equity reaches the liquidation level. */
  liquidationPrice: z.string(),
  stopLoss: z.string().nullable(),
  takeProfit: z.string().nullable(),
  status: z.enum(CONTRACT_STATUSES),
  closeReason: z.enum(CLOSE_REASONS).nullable(),
  closePrice: z.string().nullable(),
  closeTickAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Realised profit or loss (never below minus the margin). */
  profit: z.string().nullable(),
  /** Paid back to the available balance at close (margin plus profit, at least 0). */
  returned: z.string().nullable(),
});
export const listContractOrderQuery = listOptionsOrderQuery;
export const contractPositionPage = z.object({
  items: z.array(contractPosition),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export type ContractProduct = z.infer<typeof contractProduct>;
export type OpenContractBody = z.infer<typeof openContractBody>;
export type ModifyContractBody = z.infer<typeof modifyContractBody>;
export type ContractPosition = z.infer<typeof contractPosition>;
export type ContractPositionPage = z.infer<typeof contractPositionPage>;
