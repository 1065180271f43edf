import { z } from 'zod';
import { Code } from './codes.js';
import { queryInt } from './content.js';
import { fromUnits, toUnits } from './money.js';
import { ASSET_SCALE } from './networks.js';

/**
 * Loans (spec sections 1, 3 "Loan", 4, 5, 6; domain.md "Loan"; docs/adr/0025): unsecured USDT
 * loans from the operator's loan pool to identity-verified customers, applied for with a drawn
 * signature under an agreement in the reader's language, reviewed by staff, disbursed to the
 * real available balance and repaid from it. Amounts and rates are decimal strings; the
 * arithmetic below is the one the server charges and the web app shows.
 */

const invalid = { error: String(Code.INVALID_PARAMS) };
const code = (c: number) => ({ error: String(c) });
const USDT = ASSET_SCALE.USDT;
const FINE = 18;
const ONE = 10n ** BigInt(FINE);

/**
 * pending_review: signed by the applicant, waiting for staff; signed: approved (countersigned)
 * by one staff member, waiting for a second because the amount is above `loan.fourEyesUsdt`;
 * repaying: disbursed; repaid: nothing owed; expired: overdue, unpaid after the due date;
 * rejected: refused by staff (nothing disbursed).
 */
export const LOAN_STATUSES = [
  'pending_review',
  'signed',
  'repaying',
  'repaid',
  'expired',
  'rejected',
] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];
/** The statuses of a loan that is not over: they count against `loan.maxActive`. */
export const LOAN_ACTIVE_STATUSES: readonly LoanStatus[] = [
  'pending_review',
  'signed',
  'repaying',
  'expired',
];

/**
 * What a customer may borrow (spec section 6, docs/adr/0025): nothing before identity
 * verification; `verified` borrows up to a product's first maximum; `established` (verified,
 * with a loan repaid in full by its due date) up to its second.
 */
export const LOAN_LEVELS = ['unverified', 'verified', 'established'] as const;
export type LoanLevel = (typeof LOAN_LEVELS)[number];

/** Bounds staff cannot lift: the largest loan, the longest term, the largest daily rate. */
export const LOAN_AMOUNT_MAX_USDT = '100000';
export const LOAN_TERM_DAYS_MAX = 365;
export const LOAN_DAILY_RATE_MAX = '0.005';
/** A loan's day, in milliseconds (counted from the disbursement, 24 hours each). */
export const LOAN_DAY_MS = 86_400_000;

/** A rate as a fraction at the fine scale (18 decimals). */
function fineOf(rate: string): bigint {
  const units = toUnits(rate, FINE);
  if (units === undefined || units < 0n) throw new Error(`rate ${rate} is not a fraction`);
  return units;
}

/** n ÷ d rounded half to even (banker's rounding), for n ≥ 0 and d > 0. */
export function divideHalfEven(n: bigint, d: bigint): bigint {
  const q = n / d;
  const twice = (n % d) * 2n;
  if (twice > d || (twice === d && q % 2n === 1n)) return q + 1n;
  return q;
}

/**
 * The interest on `principal` USDT units for `days` chargeable days at `dailyRate`: principal ×
 * rate × days, rounded half to even at the ledger's scale (6 decimals).
 */
export function interestFor(principal: bigint, dailyRate: string, days: number): bigint {
  return interestRounded(interestExact(principal, dailyRate, days));
}

/**
 * The same interest unrounded, in USDT units × 10^18: a loan adds these up over the periods
 * between its repayments and charges their sum rounded (`interestRounded`), so that partial
 * repayments never charge more than the whole term would.
 */
export function interestExact(principal: bigint, dailyRate: string, days: number): bigint {
  if (days <= 0 || principal <= 0n) return 0n;
  return principal * fineOf(dailyRate) * BigInt(days);
}

/** Exact interest (units × 10^18) rounded half to even at the ledger's scale. */
export function interestRounded(exact: bigint): bigint {
  return divideHalfEven(exact, ONE);
}

/** A daily rate as a percentage ("0.0005" → "0.05%"). */
export function ratePercent(dailyRate: string): string {
  const text = fromUnits(fineOf(dailyRate) * 100n, FINE);
  return `${text.includes('.') ? text.replace(/\.?0+$/, '') : text}%`;
}

/** Days of a loan's term that bear interest: those after the interest-free days. */
export function chargeableDays(termDays: number, interestFreeDays: number): number {
  return Math.max(0, termDays - interestFreeDays);
}

/**
 * The day of the loan at `at` (1-based; a day counts once begun): day 1 is the first 24 hours
 * after `disbursedAt`. Before the disbursement it is 0.
 */
export function loanDayAt(disbursedAt: Date, at: Date): number {
  const elapsed = at.getTime() - disbursedAt.getTime();
  if (elapsed <= 0) return 0;
  return Math.ceil(elapsed / LOAN_DAY_MS);
}

/**
 * The chargeable days begun by `at`: the loan's days after the interest-free ones, counted to the
 * due date and no further (no interest and no fee accrues after it; docs/adr/0025).
 */
export function chargeableDaysAt(
  disbursedAt: Date,
  at: Date,
  termDays: number,
  interestFreeDays: number,
): number {
  const day = Math.min(loanDayAt(disbursedAt, at), termDays);
  return Math.max(0, day - interestFreeDays);
}

/** When a loan disbursed at `disbursedAt` is due: `termDays` days of 24 hours later. */
export function loanDueAt(disbursedAt: Date, termDays: number): Date {
  return new Date(disbursedAt.getTime() + termDays * LOAN_DAY_MS);
}

export interface LoanFigures {
  /** Interest over the whole term if nothing is repaid early. */
  totalInterest: bigint;
  /** Principal + total interest: what is due at the due date. */
  repaymentAmount: bigint;
  chargeableDays: number;
}

/** The figures of a loan of `principal` USDT units: the quote's, the agreement's, the server's. */
export function loanFigures(input: {
  principal: bigint;
  dailyRate: string;
  termDays: number;
  interestFreeDays: number;
}): LoanFigures {
  const days = chargeableDays(input.termDays, input.interestFreeDays);
  const totalInterest = interestFor(input.principal, input.dailyRate, days);
  return { totalInterest, repaymentAmount: input.principal + totalInterest, chargeableDays: days };
}

/** USDT units as a 6-decimal string. */
export const loanUsdt = (units: bigint) => fromUnits(units, USDT);

/** The fields an agreement's text is filled with ({{name}} in the template). */
export const AGREEMENT_FIELDS = [
  'date',
  'lender',
  'borrower',
  'birthdate',
  'country',
  'address',
  'documentType',
  'product',
  'amount',
  'termDays',
  'dailyRate',
  'interestFreeDays',
  'totalInterest',
  'repaymentAmount',
] as const;
export type AgreementField = (typeof AGREEMENT_FIELDS)[number];

/**
 * An agreement template with its fields filled in. Every `{{field}}` must be given; a template
 * naming an unknown field throws (the server checks its templates at start).
 */
export function renderAgreement(
  template: string,
  values: Readonly<Record<AgreementField, string>>,
): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(AGREEMENT_FIELDS as readonly string[]).includes(name)) {
      throw new Error(`agreement field {{${name}}} is not known`);
    }
    return values[name as AgreementField];
  });
}

// ---- API -----------------------------------------------------------------------------------------

/** A USDT amount as typed: up to 6 decimals, below a trillion. */
const USDT_TEXT = /^(?:0|[1-9]\d{0,11})(?:\.\d{1,6})?$/;
const loanAmount = z
  .string(code(Code.AMOUNT_INCORRECT))
  .regex(USDT_TEXT, code(Code.AMOUNT_INCORRECT))
  .refine((v) => /[1-9]/.test(v), code(Code.AMOUNT_INCORRECT));
const productId = z
  .number(code(Code.LOAN_PRODUCT_INCORRECT))
  .int(code(Code.LOAN_PRODUCT_INCORRECT))
  .positive(code(Code.LOAN_PRODUCT_INCORRECT))
  .max(2 ** 31 - 1, code(Code.LOAN_PRODUCT_INCORRECT));
const termDays = z
  .number(code(Code.LOAN_PERIOD_INCORRECT))
  .int(code(Code.LOAN_PERIOD_INCORRECT))
  .min(1, code(Code.LOAN_PERIOD_INCORRECT))
  .max(LOAN_TERM_DAYS_MAX, code(Code.LOAN_PERIOD_INCORRECT));

export const loanLimit = z.object({
  level: z.enum(LOAN_LEVELS),
  minAmount: z.string(),
  /** 0 for `unverified`: loans need identity verification. */
  maxAmount: z.string(),
});

export const loanProduct = z.object({
  id: z.number().int(),
  code: z.string(),
  /** In the reader's language (English when the product has no text in it). */
  name: z.string(),
  description: z.string(),
  lang: z.string(),
  /** The terms offered, in days. */
  terms: z.array(z.number().int()),
  /** Fraction per day ("0.0005" = 0.05%). */
  dailyRate: z.string(),
  /** dailyRate × 365, simple. */
  annualRate: z.string(),
  /** Days after the disbursement that bear no interest (parameter loan.interestFreeDays). */
  interestFreeDays: z.number().int(),
  /** What each level may borrow. */
  limits: z.array(loanLimit),
});

/** The caller's standing: level, verification, loans open, what the pool can lend now. */
export const loanStanding = z.object({
  level: z.enum(LOAN_LEVELS),
  kycStatus: z.enum(['none', 'pending', 'verified', 'rejected']),
  activeLoans: z.number().int(),
  maxActive: z.number().int(),
  overdue: z.boolean(),
  /** The largest loan the operator's pool can fund now. */
  poolAvailable: z.string(),
});

export const loanProductList = z.object({
  items: z.array(loanProduct),
  standing: loanStanding,
});

/** POST /user/loanQuote: what a loan would cost, before the applicant signs. */
export const loanQuoteBody = z.strictObject(
  { productId, amount: loanAmount, days: termDays },
  invalid,
);

export const loanApplicant = z.object({
  firstName: z.string(),
  lastName: z.string(),
  sex: z.enum(['male', 'female']),
  birthdate: z.string(),
  country: z.string(),
  address: z.string(),
  phone: z.string(),
  documentType: z.enum(['id_card', 'driver_licence', 'passport']),
  /** The verified KYC photos (front, back, in hand), served by GET /user/getFile/:key. */
  photos: z.object({ front: z.string(), back: z.string(), hand: z.string() }),
});

export const loanQuote = z.object({
  productId: z.number().int(),
  productName: z.string(),
  amount: z.string(),
  termDays: z.number().int(),
  dailyRate: z.string(),
  annualRate: z.string(),
  interestFreeDays: z.number().int(),
  chargeableDays: z.number().int(),
  totalInterest: z.string(),
  repaymentAmount: z.string(),
  /** The due date if the loan were disbursed now (it counts from the disbursement). */
  repaymentDate: z.string(),
  applicant: loanApplicant,
  agreement: z.object({
    version: z.number().int(),
    language: z.string(),
    /** The agreement with the figures filled in, as the applicant signs it. */
    text: z.string(),
    /** SHA-256 of `text` (UTF-8), hex. */
    sha256: z.string(),
  }),
});

/**
 * POST /user/loan (multipart): the quote's fields as text, the agreement's version and hash the
 * applicant read, the details confirmed, and the drawn signature as the image `signature`.
 */
export const loanApplicationFields = z.strictObject(
  {
    productId: z
      .string(code(Code.LOAN_PRODUCT_INCORRECT))
      .regex(/^[1-9]\d{0,9}$/, code(Code.LOAN_PRODUCT_INCORRECT))
      .transform(Number)
      .pipe(productId),
    amount: loanAmount,
    days: z
      .string(code(Code.LOAN_PERIOD_INCORRECT))
      .regex(/^[1-9]\d{0,3}$/, code(Code.LOAN_PERIOD_INCORRECT))
      .transform(Number)
      .pipe(termDays),
    agreementVersion: z
      .string(invalid)
      .regex(/^[1-9]\d{0,5}$/, invalid)
      .transform(Number),
    agreementSha256: z
      .string(code(Code.TERMS_CHANGED))
      .regex(/^[0-9a-f]{64}$/, code(Code.TERMS_CHANGED)),
    /** The applicant confirmed the details taken from the verified KYC record. */
    detailsConfirmed: z.literal('true', invalid),
  },
  invalid,
);
export const LOAN_SIGNATURE_FILE = 'signature';

export const loanRepayment = z.object({
  id: z.string(),
  amount: z.string(),
  principal: z.string(),
  interest: z.string(),
  /** user: the borrower repaid; automatic: taken at the due date. */
  source: z.enum(['user', 'automatic']),
  at: z.string(),
  journalId: z.string(),
});

export const loanRecord = z.object({
  id: z.string(),
  loanNo: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  amount: z.string(),
  termDays: z.number().int(),
  dailyRate: z.string(),
  interestFreeDays: z.number().int(),
  /** Over the whole term, as agreed. */
  totalInterest: z.string(),
  repaymentAmount: z.string(),
  status: z.enum(LOAN_STATUSES),
  appliedAt: z.string(),
  disbursedAt: z.string().nullable(),
  /** The repayment date: null until disbursed. */
  dueAt: z.string().nullable(),
  /** Interest charged to now (days begun beyond the free ones, to the due date). */
  interestToDate: z.string(),
  principalRepaid: z.string(),
  interestPaid: z.string(),
  /** What would settle the loan now. */
  outstanding: z.string(),
  closedAt: z.string().nullable(),
  /** Why staff refused it. */
  rejectReason: z.string().nullable(),
});

export const loanDetail = loanRecord.extend({
  repayments: z.array(loanRepayment),
  agreementSha256: z.string(),
  agreementVersion: z.number().int(),
});

export const LOAN_PAGE_SIZE_MAX = 50;
export const listLoanRecordQuery = z.strictObject(
  {
    status: z.enum(LOAN_STATUSES, invalid).optional(),
    page: queryInt(100_000).optional(),
    pageSize: queryInt(LOAN_PAGE_SIZE_MAX).optional(),
  },
  invalid,
);
export const loanPage = z.object({
  items: z.array(loanRecord),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const loanIdParams = z.strictObject(
  { id: z.string(invalid).min(1, invalid).max(40, invalid) },
  invalid,
);

/** POST /user/repayLoan: part or all of what is owed now (more answers 10070). */
export const repayLoanBody = z.strictObject(
  {
    id: z.string(invalid).regex(/^[1-9]\d{0,17}$/, invalid),
    amount: loanAmount,
  },
  invalid,
);

/** GET /user/getLoanAgreement/:id: the agreement as signed, for both sides. */
export const loanAgreement = z.object({
  loanId: z.string(),
  loanNo: z.string(),
  version: z.number().int(),
  language: z.string(),
  text: z.string(),
  sha256: z.string(),
  signedAt: z.string(),
  signedIp: z.string(),
  /** The stored signature image (GET /user/getLoanSignature/:id; staff: the file route). */
  signatureKey: z.string(),
});

export type LoanLimit = z.infer<typeof loanLimit>;
export type LoanProduct = z.infer<typeof loanProduct>;
export type LoanStanding = z.infer<typeof loanStanding>;
export type LoanProductList = z.infer<typeof loanProductList>;
export type LoanQuoteBody = z.infer<typeof loanQuoteBody>;
export type LoanApplicant = z.infer<typeof loanApplicant>;
export type LoanQuote = z.infer<typeof loanQuote>;
export type LoanApplicationFields = z.infer<typeof loanApplicationFields>;
export type LoanRepayment = z.infer<typeof loanRepayment>;
export type LoanRecord = z.infer<typeof loanRecord>;
export type LoanDetail = z.infer<typeof loanDetail>;
export type LoanPage = z.infer<typeof loanPage>;
export type RepayLoanBody = z.infer<typeof repayLoanBody>;
export type LoanAgreement = z.infer<typeof loanAgreement>;
