import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import {
  AGREEMENT_FIELDS,
  LOAN_AMOUNT_MAX_USDT,
  LOAN_DAILY_RATE_MAX,
  LOAN_STATUSES,
  LOAN_TERM_DAYS_MAX,
  loanAgreement,
  loanApplicant,
  loanDetail,
  loanRecord,
} from '../loan.js';
import { toUnits } from '../money.js';
import { invalid, pageOf, pageQuery, productTexts, productTextsView, usdtIn } from './common.js';
import { FUNDING_STATUSES } from './fundings.js';

/**
 * The back office of loans (apps/server/src/modules/loans/staff-routes.ts, ADR 0025): the review
 * queue with the applicant, the KYC record and the signed agreement side by side; approval
 * (two different staff above `loan.fourEyesUsdt`) or rejection; the loan pool and its fundings;
 * the products and the agreement's versions (`config.manage`).
 */

export const loansQuery = z.strictObject(
  {
    status: z.enum(LOAN_STATUSES, invalid).optional(),
    userId: z
      .string(invalid)
      .regex(/^[1-9]\d{0,17}$/, invalid)
      .optional(),
    ...pageQuery,
  },
  invalid,
);

const review = {
  userId: z.string(),
  username: z.string(),
  /** Above loan.fourEyesUsdt: two different staff approve. */
  needsTwo: z.boolean(),
  firstApprovedBy: z.string().nullable(),
  firstApprovedByName: z.string().nullable(),
  firstApprovedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
};

export const loanAdmin = loanRecord.extend(review);
export const loanAdminPage = pageOf(loanAdmin);
export const loanAdminDetail = loanDetail.extend({
  ...review,
  applicant: loanApplicant,
  kycId: z.string(),
  agreement: loanAgreement,
});

export const loanOverview = z.object({
  /** The pool's balance. */
  pool: z.string(),
  /** Applied for and not decided: promised from the pool. */
  committed: z.string(),
  /** What the pool can lend now. */
  available: z.string(),
  /** Principal disbursed and not repaid (repaying and overdue loans). */
  outstandingPrincipal: z.string(),
  /** Of which overdue. */
  overduePrincipal: z.string(),
  interestIncome: z.string(),
  loans: z.record(z.enum(LOAN_STATUSES), z.number().int()),
  pendingFundings: z.number().int(),
  fourEyesUsdt: z.string(),
});

export const loanFundingsQuery = z.strictObject(
  { status: z.enum(FUNDING_STATUSES, invalid).optional(), ...pageQuery },
  invalid,
);

const USDT = 6;
const FINE = 18;
const AMOUNT_MAX = toUnits(LOAN_AMOUNT_MAX_USDT, USDT)!;

/** A loan's daily rate: from 0 (interest-free) to LOAN_DAILY_RATE_MAX, up to 8 decimals. */
export const loanDailyRate = z.string(invalid).refine((v) => {
  if (!/^0(?:\.\d{1,8})?$/.test(v)) return false;
  return toUnits(v, FINE)! <= toUnits(LOAN_DAILY_RATE_MAX, FINE)!;
}, invalid);

/** A product as staff create or change it; loans already applied for keep their terms. */
export const loanProductBody = z
  .strictObject(
    {
      code: z.string(invalid).regex(/^[A-Z0-9][A-Z0-9-]{1,31}$/, invalid),
      /** 1 to 12 terms in days, ascending. */
      terms: z
        .array(
          z.number(invalid).int(invalid).min(1, invalid).max(LOAN_TERM_DAYS_MAX, invalid),
          invalid,
        )
        .min(1, invalid)
        .max(12, invalid)
        .refine((t) => t.every((d, i) => i === 0 || d > t[i - 1]!), invalid),
      dailyRate: loanDailyRate,
      minAmount: usdtIn(1n, AMOUNT_MAX),
      /** The most a verified customer may borrow. */
      maxVerified: usdtIn(1n, AMOUNT_MAX),
      /** The most a verified customer who has repaid a loan on time may borrow. */
      maxEstablished: usdtIn(1n, AMOUNT_MAX),
      active: z.boolean(invalid),
      sort: z.number(invalid).int(invalid).min(0, invalid).max(10_000, invalid),
      texts: productTexts,
    },
    invalid,
  )
  .refine(
    (b) =>
      toUnits(b.minAmount, USDT)! <= toUnits(b.maxVerified, USDT)! &&
      toUnits(b.maxVerified, USDT)! <= toUnits(b.maxEstablished, USDT)!,
    invalid,
  );

export const loanProductAdmin = z.object({
  id: z.number().int(),
  code: z.string(),
  terms: z.array(z.number().int()),
  dailyRate: z.string(),
  annualRate: z.string(),
  minAmount: z.string(),
  maxVerified: z.string(),
  maxEstablished: z.string(),
  active: z.boolean(),
  sort: z.number().int(),
  texts: productTextsView,
  /** Loans applied for and not yet repaid, expired or rejected. */
  openLoans: z.number().int(),
  /** Principal disbursed and not repaid (repaying and overdue loans). */
  outstandingPrincipal: z.string(),
  updatedAt: z.string(),
});
export const loanProductAdminList = z.object({ items: z.array(loanProductAdmin) });

/** The `{{field}}`s of a template (each name once, in order of first use). */
export function agreementFieldsOf(template: string): string[] {
  return [...new Set([...template.matchAll(/\{\{(\w*)\}\}/g)].map((m) => m[1]!))];
}

/** A template must name every agreement field and no other. */
export function agreementTemplateComplete(template: string): boolean {
  const used = agreementFieldsOf(template);
  const known: readonly string[] = AGREEMENT_FIELDS;
  return used.every((f) => known.includes(f)) && known.every((f) => used.includes(f));
}

export const AGREEMENT_TEMPLATE_MAX = 20_000;

/**
 * A new version of the agreement: its template per language (English required; a language
 * without one is shown the English). Published versions are never changed; loans keep the text
 * their borrower signed.
 */
export const loanAgreementBody = z.strictObject(
  {
    texts: z
      .array(
        z.strictObject(
          {
            lang: z.enum(LANGUAGES, invalid),
            template: z
              .string(invalid)
              .trim()
              .min(200, invalid)
              .max(AGREEMENT_TEMPLATE_MAX, invalid)
              .refine(agreementTemplateComplete, invalid),
          },
          invalid,
        ),
        invalid,
      )
      .min(1, invalid)
      .max(LANGUAGES.length, invalid)
      .refine((t) => new Set(t.map((x) => x.lang)).size === t.length, invalid)
      .refine((t) => t.some((x) => x.lang === 'en'), invalid),
  },
  invalid,
);

/** The current agreement version with its templates, and the versions before it. */
export const loanAgreementAdmin = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  texts: z.array(z.object({ lang: z.enum(LANGUAGES), template: z.string(), sha256: z.string() })),
  /** Every version, newest first, with its languages and how many loans were signed on it. */
  versions: z.array(
    z.object({
      version: z.number().int(),
      createdAt: z.string(),
      languages: z.array(z.enum(LANGUAGES)),
      loans: z.number().int(),
    }),
  ),
});

export type LoanProductBody = z.infer<typeof loanProductBody>;
export type LoanProductAdmin = z.infer<typeof loanProductAdmin>;
export type LoanAgreementBody = z.infer<typeof loanAgreementBody>;
export type LoanAgreementAdmin = z.infer<typeof loanAgreementAdmin>;
export type LoanAdmin = z.infer<typeof loanAdmin>;
export type LoanAdminPage = z.infer<typeof loanAdminPage>;
export type LoanAdminDetail = z.infer<typeof loanAdminDetail>;
export type LoanOverview = z.infer<typeof loanOverview>;

/** A product's terms and texts as a body (its admin view without the live figures). */
export function loanProductBodyOf(p: LoanProductAdmin): LoanProductBody {
  return {
    code: p.code,
    terms: p.terms,
    dailyRate: p.dailyRate,
    minAmount: p.minAmount,
    maxVerified: p.maxVerified,
    maxEstablished: p.maxEstablished,
    active: p.active,
    sort: p.sort,
    texts: p.texts,
  };
}
