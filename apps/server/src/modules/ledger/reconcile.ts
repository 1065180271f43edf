import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rows } from '../../platform/db/rows.js';

/**
 * The ledger's self-check (docs/adr/0008): every journal has two or more entries summing to
 * zero per asset, every entry has the book and asset of its account and journal, every
 * stored balance equals the sum of its account's entries and its last entry's balance-after,
 * and no customer balance is negative. Read-only; `npm run reconcile` and the tests run it.
 */
export interface ReconcileReport {
  ok: boolean;
  journals: number;
  entries: number;
  accounts: number;
  /** Journals whose entries do not sum to zero in some asset, or have fewer than two. */
  unbalancedJournals: Array<{ journalId: number; asset: string | null; sum: string }>;
  /** Accounts whose stored balance is not the sum of their entries or the last balance-after. */
  mismatchedAccounts: Array<{ accountId: number; balance: string; sum: string; last: string }>;
  /** Customer accounts below zero. */
  negativeCustomerAccounts: Array<{ accountId: number; balance: string }>;
  /** Entries whose running balance-after does not follow from the one before. */
  brokenRunningBalances: Array<{ entryId: number }>;
}

export async function reconcile(db: Db): Promise<ReconcileReport> {
  return db.transaction(async (tx) => {
    // One snapshot for every check.
    await tx.execute(sql`set transaction isolation level repeatable read`);
    const [counts] = rows<{ journals: string; entries: string; accounts: string }>(
      await tx.execute(sql`
        select (select count(*) from ledger_journals)::text as journals,
               (select count(*) from ledger_entries)::text as entries,
               (select count(*) from ledger_accounts)::text as accounts`),
    );
    const unbalanced = rows<{ journal_id: string; asset: string | null; sum: string }>(
      await tx.execute(sql`
        select j.id::text as journal_id, e.asset, coalesce(sum(e.amount), 0)::text as sum
        from ledger_journals j left join ledger_entries e on e.journal_id = j.id
        group by j.id, e.asset
        having coalesce(sum(e.amount), 0) <> 0
        union all
        select j.id::text, null, count(e.id)::text
        from ledger_journals j left join ledger_entries e on e.journal_id = j.id
        group by j.id having count(e.id) < 2
        order by 1`),
    );
    const mismatched = rows<{ id: string; balance: string; sum: string; last: string }>(
      await tx.execute(sql`
        select a.id::text, a.balance::text, coalesce(s.sum, 0)::text as sum,
               coalesce(l.balance_after, 0)::text as last
        from ledger_accounts a
        left join (select account_id, sum(amount) as sum from ledger_entries group by account_id) s
          on s.account_id = a.id
        left join lateral (
          select balance_after from ledger_entries where account_id = a.id order by id desc limit 1
        ) l on true
        where a.balance <> coalesce(s.sum, 0) or a.balance <> coalesce(l.balance_after, 0)
        order by a.id`),
    );
    const negative = rows<{ id: string; balance: string }>(
      await tx.execute(sql`
        select id::text, balance::text from ledger_accounts
        where user_id is not null and balance < 0 order by ledger_accounts.id`),
    );
    const broken = rows<{ id: string }>(
      await tx.execute(sql`
        select id::text from (
          select id, balance_after,
                 sum(amount) over (partition by account_id order by id) as running
          from ledger_entries) e
        where balance_after <> running order by e.id limit 100`),
    );
    const report: ReconcileReport = {
      ok: false,
      journals: Number(counts!.journals),
      entries: Number(counts!.entries),
      accounts: Number(counts!.accounts),
      unbalancedJournals: unbalanced.map((r) => ({
        journalId: Number(r.journal_id),
        asset: r.asset,
        sum: r.sum,
      })),
      mismatchedAccounts: mismatched.map((r) => ({
        accountId: Number(r.id),
        balance: r.balance,
        sum: r.sum,
        last: r.last,
      })),
      negativeCustomerAccounts: negative.map((r) => ({
        accountId: Number(r.id),
        balance: r.balance,
      })),
      brokenRunningBalances: broken.map((r) => ({ entryId: Number(r.id) })),
    };
    report.ok =
      report.unbalancedJournals.length === 0 &&
      report.mismatchedAccounts.length === 0 &&
      report.negativeCustomerAccounts.length === 0 &&
      report.brokenRunningBalances.length === 0;
    return report;
  });
}
