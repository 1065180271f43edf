import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rows } from '../../platform/db/rows.js';

/**
 * Loans' self-check (docs/adr/0025), beside the ledger's (ledger/reconcile.ts): the loan rows,
 * their repayment rows and the ledger's loan journals tell the same story. Read-only;
 * `npm run reconcile` and the tests' `expectReconciled` run it.
 *
 * - per loan, the `loan.disburse` journals paid the borrower its amount if it was disbursed and
 *   nothing otherwise;
 * - per loan, the repayment rows sum to its principal and interest repaid, and the `loan.repay`
 *   journals took that sum from the borrower, the principal into the pool and the interest into
 *   interest income;
 * - the pool is at zero or above.
 */
export interface LoanReconcileReport {
  ok: boolean;
  loans: number;
  /** Loans whose rows and journals disagree. */
  mismatchedLoans: Array<{
    loanId: number;
    status: string;
    disbursed: string;
    ledgerDisbursed: string;
    repaid: string;
    repaymentRows: string;
    ledgerRepaid: string;
    interestPaid: string;
    ledgerInterest: string;
  }>;
  /** The pool below zero. */
  negativePool: string | null;
}

const LIST_MAX = 100;

/** The checks in one repeatable-read snapshot. */
export async function reconcileLoans(db: Db): Promise<LoanReconcileReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    return loanFindings(tx);
  });
}

/** The checks on `db` as it stands. */
export async function loanFindings(db: Db): Promise<LoanReconcileReport> {
  const [count] = rows<{ n: string }>(await db.execute(sql`select count(*)::text as n from loans`));
  // One aggregate over loans, repayments and the ledger's loan entries, by loan.
  const mismatched = rows<{
    id: string;
    status: string;
    disbursed: string;
    ledger_disbursed: string;
    repaid: string;
    repayment_rows: string;
    ledger_repaid: string;
    interest_paid: string;
    ledger_interest: string;
  }>(
    await db.execute(sql`
      select id::text, max(status) as status,
             round(sum(disbursed), 6)::text as disbursed,
             round(sum(ledger_disbursed), 6)::text as ledger_disbursed,
             round(sum(repaid), 6)::text as repaid,
             round(sum(repayment_rows), 6)::text as repayment_rows,
             round(sum(ledger_repaid), 6)::text as ledger_repaid,
             round(sum(interest_paid), 6)::text as interest_paid,
             round(sum(ledger_interest), 6)::text as ledger_interest
      from (
        select l.id, l.status,
               case when l.disbursed_at is null then 0 else l.amount end as disbursed,
               0::numeric as ledger_disbursed,
               l.principal_repaid + l.interest_paid as repaid, 0::numeric as repayment_rows,
               0::numeric as ledger_repaid, l.interest_paid, 0::numeric as ledger_interest
        from loans l
        union all
        select r.loan_id, null, 0, 0, 0, r.amount, 0, 0, 0 from loan_repayments r
        union all
        select j.ref_id::bigint, null, 0,
               case when j.reason = 'loan.disburse' and a.user_id is not null
                    then e.amount else 0 end,
               0, 0,
               case when j.reason = 'loan.repay' and a.user_id is not null
                    then -e.amount else 0 end,
               0,
               case when j.reason = 'loan.repay' and a.kind = 'interest_income'
                    then e.amount else 0 end
        from ledger_journals j
        join ledger_entries e on e.journal_id = j.id
        join ledger_accounts a on a.id = e.account_id
        where j.reason in ('loan.disburse', 'loan.repay') and j.ref_type = 'loan') per_loan
      group by per_loan.id
      having sum(disbursed) <> sum(ledger_disbursed) or sum(repaid) <> sum(repayment_rows)
          or sum(repaid) <> sum(ledger_repaid) or sum(interest_paid) <> sum(ledger_interest)
      order by per_loan.id limit ${LIST_MAX}`),
  );
  const [pool] = rows<{ balance: string }>(
    await db.execute(sql`
      select round(balance, 6)::text as balance from ledger_accounts
      where user_id is null and kind = 'loan_pool' and balance < 0 limit 1`),
  );
  const report: LoanReconcileReport = {
    ok: false,
    loans: Number(count!.n),
    mismatchedLoans: mismatched.map((r) => ({
      loanId: Number(r.id),
      status: r.status,
      disbursed: r.disbursed,
      ledgerDisbursed: r.ledger_disbursed,
      repaid: r.repaid,
      repaymentRows: r.repayment_rows,
      ledgerRepaid: r.ledger_repaid,
      interestPaid: r.interest_paid,
      ledgerInterest: r.ledger_interest,
    })),
    negativePool: pool?.balance ?? null,
  };
  report.ok = report.mismatchedLoans.length === 0 && report.negativePool === null;
  return report;
}
