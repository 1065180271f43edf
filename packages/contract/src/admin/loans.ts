import { z } from 'zod';
import { LOAN_STATUSES, loanAgreement, loanApplicant, loanDetail, loanRecord } from '../loan.js';
import { invalid, pageOf, pageQuery } from './common.js';
import { FUNDING_STATUSES } from './fundings.js';

/**
 * The back office of loans (apps/server/src/modules/loans/staff-routes.ts, ADR 0025): the review
 * queue with the applicant, the KYC record and the signed agreement side by side; approval
 * (two different staff above `loan.fourEyesUsdt`) or rejection; the loan pool and its fundings.
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

export type LoanAdmin = z.infer<typeof loanAdmin>;
export type LoanAdminPage = z.infer<typeof loanAdminPage>;
export type LoanAdminDetail = z.infer<typeof loanAdminDetail>;
export type LoanOverview = z.infer<typeof loanOverview>;
