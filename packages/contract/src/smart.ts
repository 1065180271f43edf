import { z } from 'zod';
import { Code } from './codes.js';
import { queryInt } from './content.js';
import { fromUnits, toUnits } from './money.js';
import { ASSET_SCALE } from './networks.js';

/**
 * Smart plans (spec sections 1, 3 "Smart plan", 4, 7 order group; domain.md "Smart plan";
 * docs/adr/0024): fixed-term yield plans whose whole interest is moved from the operator's
 * yield reserve into the plan's reserved account when the plan is sold. A plan's daily rate is a
 * contractual rate the operator pays, not a trading result. Amounts and rates are decimal
 * strings; the arithmetic below is the one the server charges and the web app shows.
 */

const invalid = { error: String(Code.INVALID_PARAMS) };
const code = (c: number) => ({ error: String(c) });
const USDT = ASSET_SCALE.USDT;
const FINE = 18;
const ONE = 10n ** BigInt(FINE);

/** daily: each day's interest goes to available at once; maturity: it is paid with the principal. */
export const SMART_PAYOUTS = ['daily', 'maturity'] as const;
export type SmartPayout = (typeof SMART_PAYOUTS)[number];

/**
 * earning: principal and the reserved interest in the plan, accruing once a day;
 * profit_shared: matured, principal and interest paid; closed: exited early by the user;
 * expired: ended by the operator before maturity (principal and accrued interest paid, no
 * penalty, the unearned interest back to the reserve).
 */
export const SMART_STATUSES = ['earning', 'profit_shared', 'closed', 'expired'] as const;
export type SmartStatus = (typeof SMART_STATUSES)[number];

/** Days in the year an annual rate is quoted on (simple, not compounded: rate per day × 365). */
export const SMART_DAYS_PER_YEAR = 365;
/** Bounds staff cannot lift: the longest term, the largest daily rate, the largest principal. */
export const SMART_TERM_DAYS_MAX = 3650;
export const SMART_DAILY_RATE_MAX = '0.01';
export const SMART_AMOUNT_MAX_USDT = '1000000';

/** A rate as a fraction at the fine scale (18 decimals). */
function fineOf(rate: string): bigint {
  const units = toUnits(rate, FINE);
  if (units === undefined || units < 0n) throw new Error(`rate ${rate} is not a fraction`);
  return units;
}

/** The annual rate of a daily rate (simple: × 365), as a fraction with the daily rate's scale. */
export function annualRate(dailyRate: string): string {
  return trimRate(fromUnits(fineOf(dailyRate) * BigInt(SMART_DAYS_PER_YEAR), FINE));
}

/** A rate's text without trailing zeros ("0.001200" → "0.0012"). */
function trimRate(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

export interface SmartTerms {
  /** The whole interest the plan can pay: principal × daily rate × term, rounded down. */
  totalInterest: bigint;
  /** The penalty of an exit: principal × penalty rate, rounded down. */
  penalty: bigint;
}

/** USDT units. */
export function smartTerms(input: {
  principal: bigint;
  dailyRate: string;
  termDays: number;
  penaltyRate: string;
}): SmartTerms {
  return {
    totalInterest: (input.principal * fineOf(input.dailyRate) * BigInt(input.termDays)) / ONE,
    penalty: (input.principal * fineOf(input.penaltyRate)) / ONE,
  };
}

/**
 * The interest accrued after `days` of `termDays`: total × days ÷ term, rounded down, so that
 * each day's accrual is the difference of two of these and the term's days sum to the total
 * exactly (the last day takes no remainder of its own).
 */
export function accruedAfter(totalInterest: bigint, days: number, termDays: number): bigint {
  if (days <= 0) return 0n;
  if (days >= termDays) return totalInterest;
  return (totalInterest * BigInt(days)) / BigInt(termDays);
}

/** A plan's day, in milliseconds (plans accrue on UTC days). */
export const SMART_DAY_MS = 86_400_000;

/**
 * When a plan's first day accrues (docs/adr/0024), the server's rule and the buy sheet's: the
 * first accrual time (`accrualMinute` after midnight UTC) a full day or more after the purchase,
 * so that no day is paid for less than 24 hours held.
 */
export function firstAccrualAt(startedAt: Date, accrualMinute: number): Date {
  const earliest = startedAt.getTime() + SMART_DAY_MS;
  const at = Math.floor(earliest / SMART_DAY_MS) * SMART_DAY_MS + accrualMinute * 60_000;
  return new Date(at < earliest ? at + SMART_DAY_MS : at);
}

/** When day `day` (1-based) accrues: `day − 1` days after the first; the last day matures. */
export function accrualAt(first: Date, day: number): Date {
  return new Date(first.getTime() + (day - 1) * SMART_DAY_MS);
}

/** The interest of day `day` (1-based) of the term. */
export function dayInterest(totalInterest: bigint, day: number, termDays: number): bigint {
  return (
    accruedAfter(totalInterest, day, termDays) - accruedAfter(totalInterest, day - 1, termDays)
  );
}

export interface SmartExitFigures {
  /** Interest accrued so far and not yet paid (a maturity plan's; 0 for a daily plan). */
  unpaidInterest: bigint;
  penalty: bigint;
  /** What the user receives: principal − penalty + unpaid interest. */
  returned: bigint;
  /** The interest not yet earned, back to the operator's reserve. */
  forfeited: bigint;
}

/**
 * An early exit after `daysAccrued` days: the principal less the penalty, plus the interest
 * accrued and not yet paid; interest already paid is never taken back, so the user never
 * receives less than principal − penalty (the cap). The penalty is at most the principal.
 */
export function exitFigures(input: {
  principal: bigint;
  totalInterest: bigint;
  termDays: number;
  daysAccrued: number;
  payout: SmartPayout;
  penaltyRate: string;
}): SmartExitFigures {
  const accrued = accruedAfter(input.totalInterest, input.daysAccrued, input.termDays);
  const unpaidInterest = input.payout === 'maturity' ? accrued : 0n;
  const raw = (input.principal * fineOf(input.penaltyRate)) / ONE;
  const penalty = raw > input.principal ? input.principal : raw;
  return {
    unpaidInterest,
    penalty,
    returned: input.principal - penalty + unpaidInterest,
    forfeited: input.totalInterest - accrued,
  };
}

/** USDT units as a 6-decimal string. */
export const usdtText = (units: bigint) => fromUnits(units, USDT);

// ---- API -----------------------------------------------------------------------------------------

/** A USDT amount as typed: up to 6 decimals, below a trillion. */
const USDT_TEXT = /^(?:0|[1-9]\d{0,11})(?:\.\d{1,6})?$/;
/** A positive USDT amount; a malformed one answers `c`. */
const usdtAmount = (c: number) =>
  z
    .string(code(c))
    .regex(USDT_TEXT, code(c))
    .refine((v) => /[1-9]/.test(v), code(c));

const rateText = z.string(invalid).regex(/^(?:0|[1-9]\d{0,2})(?:\.\d{1,18})?$/, invalid);

export const smartProduct = z.object({
  id: z.number().int(),
  /** A stable code ("EA-STABLE-30"). */
  code: z.string(),
  /** In the reader's language (English when the product has no text in it). */
  name: z.string(),
  description: z.string(),
  /** The language the name and description are in. */
  lang: z.string(),
  termDays: z.number().int(),
  minAmount: z.string(),
  maxAmount: z.string(),
  /** Fraction per day ("0.0012" = 0.12%). */
  dailyRate: z.string(),
  /** dailyRate × 365, simple. */
  annualRate: z.string(),
  payout: z.enum(SMART_PAYOUTS),
  /** Minutes after midnight UTC at which interest accrues each day. */
  accrualMinute: z.number().int(),
  /** Share of principal an early exit costs (parameter smart.earlyExitPenaltyRate). */
  penaltyRate: z.string(),
  /** One earning plan of this product per user. */
  onePerUser: z.boolean(),
  /** The largest principal the operator's reserve can fund now (0.000000 when sold out). */
  capacity: z.string(),
});
export const smartProductList = z.object({ items: z.array(smartProduct) });

/** POST /order/buySmart: the product, its term (10012), the principal (10013) and the terms seen. */
export const buySmartBody = z.strictObject(
  {
    productId: z
      .number(code(Code.SMART_PRODUCT_INCORRECT))
      .int()
      .positive()
      .max(2 ** 31 - 1),
    /** The product's term in days; another answers 10012. */
    days: z.number(code(Code.DAYS_NOT_FOUND)).int(code(Code.DAYS_NOT_FOUND)).min(1).max(9999),
    amount: usdtAmount(Code.INVESTMENT_AMOUNT_INCORRECT),
    /** The daily rate and penalty rate the user confirmed: changed terms answer 10067. */
    dailyRate: rateText,
    penaltyRate: rateText,
  },
  invalid,
);

export const smartAccrual = z.object({
  day: z.number().int(),
  /** When the day accrued (the scheduled accrual time; a catch-up keeps it). */
  at: z.string(),
  amount: z.string(),
  /** Paid to available (daily payout) or kept in the plan until maturity. */
  paid: z.boolean(),
  journalId: z.string(),
});

export const smartOrder = z.object({
  id: z.string(),
  orderNo: z.string(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  principal: z.string(),
  termDays: z.number().int(),
  dailyRate: z.string(),
  annualRate: z.string(),
  payout: z.enum(SMART_PAYOUTS),
  accrualMinute: z.number().int(),
  penaltyRate: z.string(),
  /** The whole interest reserved for the plan at purchase. */
  totalInterest: z.string(),
  startedAt: z.string(),
  firstAccrualAt: z.string(),
  /** null once the plan has ended. */
  nextAccrualAt: z.string().nullable(),
  maturesAt: z.string(),
  /** Profit-sharing days: days accrued so far. */
  daysAccrued: z.number().int(),
  /** Total revenue: interest accrued so far. */
  accruedInterest: z.string(),
  /** Of which paid to available. */
  paidInterest: z.string(),
  /** Interest accrued since midnight UTC today. */
  todayEarnings: z.string(),
  status: z.enum(SMART_STATUSES),
  endedAt: z.string().nullable(),
  /** Of an early exit: the penalty and what the user received. */
  exitPenalty: z.string().nullable(),
  exitReturned: z.string().nullable(),
});
export const smartOrderDetail = smartOrder.extend({ accruals: z.array(smartAccrual) });

export const SMART_PAGE_SIZE_MAX = 50;
export const listSmartOrderQuery = z.strictObject(
  {
    status: z.enum(SMART_STATUSES, invalid).optional(),
    page: queryInt(100_000).optional(),
    pageSize: queryInt(SMART_PAGE_SIZE_MAX).optional(),
  },
  invalid,
);
/** The caller's plans as a whole (every plan, whatever the page or the status filter). */
export const smartSummary = z.object({
  /** What earning plans hold for the caller: principal and interest accrued, not yet paid. */
  inPlans: z.string(),
  /** How many plans are earning. */
  earning: z.number().int(),
  /** Interest accrued today (UTC day) over all plans. */
  todayEarnings: z.string(),
  /** Interest earned over all plans since the first (paid or kept until maturity). */
  totalEarned: z.string(),
});

export const smartOrderPage = z.object({
  items: z.array(smartOrder),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  summary: smartSummary,
});

export const smartOrderIdParams = z.strictObject(
  { id: z.string(invalid).min(1, invalid).max(40, invalid) },
  invalid,
);

/** What an early exit would pay now (GET /order/getSmartExitQuote/:id). */
export const smartExitQuote = z.object({
  id: z.string(),
  principal: z.string(),
  daysAccrued: z.number().int(),
  unpaidInterest: z.string(),
  penalty: z.string(),
  returned: z.string(),
  forfeited: z.string(),
  /** Interest already paid to available, kept by the user. */
  paidInterest: z.string(),
  /** The next accrual changes the quote. */
  validUntil: z.string(),
});

/** POST /order/exitSmart: the quote confirmed; a changed quote answers 10067. */
export const exitSmartBody = z.strictObject(
  {
    id: z.string(invalid).regex(/^[1-9]\d{0,17}$/, invalid),
    returned: z.string(invalid).regex(USDT_TEXT, invalid),
    penalty: z.string(invalid).regex(USDT_TEXT, invalid),
  },
  invalid,
);

export type SmartProduct = z.infer<typeof smartProduct>;
export type SmartProductList = z.infer<typeof smartProductList>;
export type BuySmartBody = z.infer<typeof buySmartBody>;
export type SmartAccrual = z.infer<typeof smartAccrual>;
export type SmartOrder = z.infer<typeof smartOrder>;
export type SmartOrderDetail = z.infer<typeof smartOrderDetail>;
export type SmartOrderPage = z.infer<typeof smartOrderPage>;
export type SmartSummary = z.infer<typeof smartSummary>;
export type SmartExitQuote = z.infer<typeof smartExitQuote>;
export type ExitSmartBody = z.infer<typeof exitSmartBody>;
