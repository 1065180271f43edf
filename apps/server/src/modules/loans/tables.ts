import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { LOAN_ACTIVE_STATUSES, LOAN_STATUSES } from '@swx/contract';
import { languageCheck, textList } from '../../platform/db/checks.js';
import { createdAt, decimal, identityId, idOf, timestamptz } from '../../platform/db/columns.js';
import { users } from '../identity/tables.js';
import { kycApplications } from '../kyc/tables.js';
import { fourEyesChecks, fourEyesColumns, ledgerJournals } from '../ledger/tables.js';
import { staffUsers } from '../staff/tables.js';

/**
 * Loans (docs/adr/0025). A product is what staff offer (terms, daily rate, limits per level); an
 * agreement is the text a borrower signs, per version and language; a loan is one application
 * with the terms, the rendered agreement, its hash and the signature as signed (fixed by a
 * trigger), then its review, disbursement and repayments. The money sits in the ledger: the
 * loan pool lends, the borrower's available balance receives and repays, interest goes to
 * interest income.
 */

export const loanProducts = pgTable(
  'loan_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique('loan_products_code_key'),
    /** The terms offered, in days, ascending. */
    terms: integer('terms').array().notNull(),
    dailyRate: decimal('daily_rate').notNull(),
    minAmount: decimal('min_amount').notNull(),
    /** The most a verified customer may borrow. */
    maxVerified: decimal('max_verified').notNull(),
    /** The most a verified customer who has repaid a loan by its due date may borrow. */
    maxEstablished: decimal('max_established').notNull(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'loan_products_terms',
      sql`cardinality(${t.terms}) between 1 and 12 and 1 <= all(${t.terms})
          and 365 >= all(${t.terms})`,
    ),
    check(
      'loan_products_amounts',
      sql`${t.minAmount} > 0 and ${t.minAmount} <= ${t.maxVerified}
          and ${t.maxVerified} <= ${t.maxEstablished} and ${t.maxEstablished} <= 100000`,
    ),
    check('loan_products_rate', sql`${t.dailyRate} >= 0 and ${t.dailyRate} <= 0.005`),
  ],
);

export const loanProductTexts = pgTable(
  'loan_product_texts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => loanProducts.id),
    language: text('language').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.language] }),
    languageCheck(t.language, 'loan_product_texts_language'),
  ],
);

/** The agreement's template per version and language; the current version is the highest. */
export const loanAgreements = pgTable(
  'loan_agreements',
  {
    version: integer('version').notNull(),
    language: text('language').notNull(),
    template: text('template').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.version, t.language] }),
    languageCheck(t.language, 'loan_agreements_language'),
    check('loan_agreements_version', sql`${t.version} >= 1`),
  ],
);

export const LOAN_STATUS_SQL = textList(LOAN_STATUSES);
/** Loans not over (the contract's LOAN_ACTIVE_STATUSES): they count against loan.maxActive. */
export const LOAN_ACTIVE_SQL = textList(LOAN_ACTIVE_STATUSES);

export const loans = pgTable(
  'loans',
  {
    id: identityId(),
    userId: idOf('user_id', () => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => loanProducts.id),
    // The terms and the agreement as signed (fixed by loans_guard).
    amount: decimal('amount').notNull(),
    termDays: integer('term_days').notNull(),
    dailyRate: decimal('daily_rate').notNull(),
    interestFreeDays: integer('interest_free_days').notNull(),
    totalInterest: decimal('total_interest').notNull(),
    repaymentAmount: decimal('repayment_amount').notNull(),
    /** The verified KYC record the applicant details come from, and those details. */
    kycId: idOf('kyc_id', () => kycApplications.id),
    applicant: jsonb('applicant').notNull(),
    agreementVersion: integer('agreement_version').notNull(),
    agreementLanguage: text('agreement_language').notNull(),
    agreementText: text('agreement_text').notNull(),
    agreementSha256: text('agreement_sha256').notNull(),
    signatureKey: text('signature_key').notNull(),
    signedAt: timestamptz('signed_at').notNull(),
    signedIp: text('signed_ip').notNull(),
    // The review.
    status: text('status').notNull().default('pending_review'),
    /** The first approval of a loan above loan.fourEyesUsdt (status signed). */
    firstApprovedBy: bigint('first_approved_by', { mode: 'number' }).references(
      () => staffUsers.id,
    ),
    firstApprovedAt: timestamptz('first_approved_at'),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => staffUsers.id),
    decidedAt: timestamptz('decided_at'),
    rejectReason: text('reject_reason'),
    // The disbursement and the repayments.
    disbursedAt: timestamptz('disbursed_at'),
    dueAt: timestamptz('due_at'),
    disburseJournalId: bigint('disburse_journal_id', { mode: 'number' }).references(
      () => ledgerJournals.id,
    ),
    principalRepaid: decimal('principal_repaid').notNull().default('0'),
    /**
     * The interest of the chargeable days counted so far (`interest_days`), exact: Σ principal
     * outstanding × daily rate × days, in USDT units × 10^18; `interest_charged` is it rounded
     * half to even at the ledger's scale, so that partial repayments never charge more than the
     * whole term's interest.
     */
    interestExact: numeric('interest_exact').notNull().default('0'),
    interestCharged: decimal('interest_charged').notNull().default('0'),
    interestDays: integer('interest_days').notNull().default(0),
    interestPaid: decimal('interest_paid').notNull().default('0'),
    closedAt: timestamptz('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('loans_user_idx').on(t.userId, t.id),
    index('loans_status_idx').on(t.status, t.id),
    index('loans_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'repaying'`),
    check('loans_status', sql`${t.status} in ${LOAN_STATUS_SQL}`),
    check('loans_amount', sql`${t.amount} > 0 and ${t.amount} <= 100000`),
    check('loans_term', sql`${t.termDays} between 1 and 365`),
    check('loans_free_days', sql`${t.interestFreeDays} >= 0`),
    check('loans_sha256', sql`${t.agreementSha256} ~ '^[0-9a-f]{64}$'`),
    languageCheck(t.agreementLanguage, 'loans_agreement_language'),
    check(
      'loans_repaid',
      sql`${t.principalRepaid} between 0 and ${t.amount}
          and ${t.interestPaid} between 0 and ${t.interestCharged}
          and ${t.interestCharged} <= ${t.totalInterest}`,
    ),
    check(
      'loans_four_eyes',
      sql`${t.status} not in ('repaying', 'repaid', 'expired') or ${t.firstApprovedBy} is null
          or ${t.decidedBy} <> ${t.firstApprovedBy}`,
    ),
    check(
      'loans_disbursed',
      sql`(${t.status} in ('repaying', 'repaid', 'expired'))
            = (${t.disbursedAt} is not null and ${t.dueAt} is not null
               and ${t.disburseJournalId} is not null)`,
    ),
    check(
      'loans_closed',
      sql`(${t.status} in ('repaid', 'rejected')) = (${t.closedAt} is not null)
          and (${t.status} = 'rejected') = (${t.rejectReason} is not null)`,
    ),
  ],
);

/** One repayment of a loan: by the borrower, or taken automatically at the due date. */
export const loanRepayments = pgTable(
  'loan_repayments',
  {
    id: identityId(),
    loanId: idOf('loan_id', () => loans.id),
    userId: idOf('user_id', () => users.id),
    amount: decimal('amount').notNull(),
    principal: decimal('principal').notNull(),
    interest: decimal('interest').notNull(),
    source: text('source').notNull(),
    journalId: idOf('journal_id', () => ledgerJournals.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('loan_repayments_loan_idx').on(t.loanId, t.id),
    check('loan_repayments_source', sql`${t.source} in ('user', 'automatic')`),
    check(
      'loan_repayments_amount',
      sql`${t.amount} > 0 and ${t.principal} >= 0 and ${t.interest} >= 0
          and ${t.amount} = ${t.principal} + ${t.interest}`,
    ),
  ],
);

/**
 * Fundings of the loan pool (and withdrawals of what it does not lend): asked by one staff
 * member with `ledger.adjust`, approved by another, which posts the journal.
 */
export const loanFundings = pgTable(
  'loan_fundings',
  {
    id: identityId(),
    /** Signed USDT: positive funds the pool, negative takes funds back. */
    amount: decimal('amount').notNull(),
    reason: text('reason').notNull(),
    ...fourEyesColumns(),
  },
  (t) => [
    index('loan_fundings_status_idx').on(t.status, t.id),
    check('loan_fundings_amount', sql`${t.amount} <> 0`),
    ...fourEyesChecks('loan_fundings', t),
  ],
);
