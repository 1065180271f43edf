import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rows } from '../../platform/db/rows.js';

/**
 * Smart plans' self-check (docs/adr/0024), beside the ledger's (ledger/reconcile.ts): the plan
 * rows and the plan accounts tell the same story. Read-only; `npm run reconcile` and the tests'
 * `expectReconciled` run it.
 *
 * - every earning plan's `plan:<id>:principal` holds its principal, its `reserved` account the
 *   interest promised and not yet accrued, its `accrued` account the interest accrued and not
 *   yet paid;
 * - the yield reserve and every plan account are at zero or above;
 * - per plan, the accrual rows count its days accrued and sum to its accrued interest, which is
 *   what the ledger's `smart.accrue` journals took from its reserved account;
 * - no plan account holds anything once its plan has ended (or for a plan that does not exist).
 */
export interface SmartReconcileReport {
  ok: boolean;
  plans: number;
  earning: number;
  /** Earning plans whose accounts do not hold what the plan row says. */
  mismatchedPlans: Array<{
    planId: number;
    principal: string;
    principalBalance: string;
    unaccrued: string;
    reservedBalance: string;
    unpaid: string;
    accruedBalance: string;
  }>;
  /** The yield reserve or a plan account below zero. */
  negativeAccounts: Array<{ accountId: number; kind: string; balance: string }>;
  /** Plans whose accrual rows, counters and ledger journals disagree. */
  accrualMismatches: Array<{
    planId: number;
    daysAccrued: number;
    accrualRows: number;
    accruedInterest: string;
    accrualSum: string;
    ledgerPaid: string;
  }>;
  /** Plan accounts with a balance whose plan has ended or does not exist. */
  orphanAccounts: Array<{
    accountId: number;
    kind: string;
    balance: string;
    status: string | null;
  }>;
}

/**
 * How many offenders each list reports at most (the counts say how big the books are). Amounts
 * are shown in USDT's six decimals.
 */
const LIST_MAX = 100;

/** The checks in one repeatable-read snapshot. */
export async function reconcileSmart(db: Db): Promise<SmartReconcileReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    return smartFindings(tx);
  });
}

/** The checks on `db` as it stands (tests run them inside a transaction they roll back). */
export async function smartFindings(db: Db): Promise<SmartReconcileReport> {
  const [counts] = rows<{ plans: string; earning: string }>(
    await db.execute(sql`
      select count(*)::text as plans,
             count(*) filter (where status = 'earning')::text as earning
      from smart_orders`),
  );
  const planAccount = (alias: string, part: string) => sql`
    left join ledger_accounts ${sql.raw(alias)}
      on ${sql.raw(alias)}.user_id is null and ${sql.raw(alias)}.book = 'real'
     and ${sql.raw(alias)}.asset = 'USDT'
     and ${sql.raw(alias)}.kind = 'plan:' || o.id::text || ${`:${part}`}`;
  const mismatched = rows<{
    id: string;
    principal: string;
    principal_balance: string;
    unaccrued: string;
    reserved_balance: string;
    unpaid: string;
    accrued_balance: string;
  }>(
    await db.execute(sql`
      select o.id::text, round(o.principal, 6)::text as principal,
             round(coalesce(p.balance, 0), 6)::text as principal_balance,
             round(o.total_interest - o.accrued_interest, 6)::text as unaccrued,
             round(coalesce(r.balance, 0), 6)::text as reserved_balance,
             round(o.accrued_interest - o.paid_interest, 6)::text as unpaid,
             round(coalesce(c.balance, 0), 6)::text as accrued_balance
      from smart_orders o
      ${planAccount('p', 'principal')}
      ${planAccount('r', 'reserved')}
      ${planAccount('c', 'accrued')}
      where o.status = 'earning'
        and (coalesce(p.balance, 0) <> o.principal
          or coalesce(r.balance, 0) <> o.total_interest - o.accrued_interest
          or coalesce(c.balance, 0) <> o.accrued_interest - o.paid_interest)
      order by o.id limit ${LIST_MAX}`),
  );
  const negative = rows<{ id: string; kind: string; balance: string }>(
    await db.execute(sql`
      select id::text, kind, round(balance, 6)::text as balance from ledger_accounts
      where user_id is null and (kind = 'yield_reserve' or kind like 'plan:%') and balance < 0
      order by ledger_accounts.id limit ${LIST_MAX}`),
  );
  const accruals = rows<{
    id: string;
    days_accrued: number;
    accrual_rows: number;
    accrued_interest: string;
    accrual_sum: string;
    ledger_paid: string;
  }>(
    // One aggregate over the plan rows, the accrual rows and the ledger's accrual entries, by
    // plan: no join of those per-plan sums, which a planner with stale statistics would run as a
    // nested loop (100,000 × 100,000 on the bench's books).
    await db.execute(sql`
      select id::text, sum(days)::int as days_accrued, sum(n)::int as accrual_rows,
             round(sum(accrued), 6)::text as accrued_interest,
             round(sum(accrual), 6)::text as accrual_sum,
             round(sum(paid), 6)::text as ledger_paid
      from (
        select o.id, o.days_accrued as days, 0 as n, o.accrued_interest as accrued,
               0::numeric as accrual, 0::numeric as paid
        from smart_orders o
        union all
        select a.order_id, 0, 1, 0, a.amount, 0 from smart_accruals a
        union all
        select j.ref_id::bigint, 0, 0, 0, 0, -e.amount
        from ledger_journals j
        join ledger_entries e on e.journal_id = j.id
        join ledger_accounts a on a.id = e.account_id
        where j.reason = 'smart.accrue' and j.ref_type = 'smart_order'
          and a.user_id is null and a.kind like 'plan:%:reserved') per_plan
      group by id
      having sum(days) <> sum(n) or sum(accrued) <> sum(accrual) or sum(accrued) <> sum(paid)
      order by id limit ${LIST_MAX}`),
  );
  const orphans = rows<{ id: string; kind: string; balance: string; status: string | null }>(
    await db.execute(sql`
      select a.id::text, a.kind, round(a.balance, 6)::text as balance, o.status
      from ledger_accounts a
      left join smart_orders o on o.id = split_part(a.kind, ':', 2)::bigint
      where a.user_id is null and a.kind like 'plan:%' and a.balance <> 0
        and (o.id is null or o.status <> 'earning')
      order by a.id limit ${LIST_MAX}`),
  );
  const report: SmartReconcileReport = {
    ok: false,
    plans: Number(counts!.plans),
    earning: Number(counts!.earning),
    mismatchedPlans: mismatched.map((r) => ({
      planId: Number(r.id),
      principal: r.principal,
      principalBalance: r.principal_balance,
      unaccrued: r.unaccrued,
      reservedBalance: r.reserved_balance,
      unpaid: r.unpaid,
      accruedBalance: r.accrued_balance,
    })),
    negativeAccounts: negative.map((r) => ({
      accountId: Number(r.id),
      kind: r.kind,
      balance: r.balance,
    })),
    accrualMismatches: accruals.map((r) => ({
      planId: Number(r.id),
      daysAccrued: r.days_accrued,
      accrualRows: r.accrual_rows,
      accruedInterest: r.accrued_interest,
      accrualSum: r.accrual_sum,
      ledgerPaid: r.ledger_paid,
    })),
    orphanAccounts: orphans.map((r) => ({
      accountId: Number(r.id),
      kind: r.kind,
      balance: r.balance,
      status: r.status,
    })),
  };
  report.ok =
    report.mismatchedPlans.length === 0 &&
    report.negativeAccounts.length === 0 &&
    report.accrualMismatches.length === 0 &&
    report.orphanAccounts.length === 0;
  return report;
}
