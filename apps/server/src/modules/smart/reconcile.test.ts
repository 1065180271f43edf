import { Code, type SmartExitQuote } from '@swx/contract';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../test/client.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { expectReconciled } from '../../test/ledger.js';
import { REAL, accrueDays, buyPlan, planDetail, smartUser } from '../../test/smart.js';
import type { Db } from '../../platform/db/client.js';
import { reconcileSmart, smartFindings, type SmartReconcileReport } from './reconcile.js';

/**
 * Smart plans' self-check (smart/reconcile.ts): clean after buys, accruals and an exit, and each
 * invariant reported when a row breaks it. Each corruption is written inside a transaction
 * (triggers and the funded-account CHECK set aside there, as only a bug or a hand edit would)
 * that is rolled back after the check has read it, so the books stay whole for the next case.
 */

let t: TestApp;
let daily: string;
let maturity: string;
let closed: string;

beforeAll(async () => {
  t = await startTestApp();
  const user = await smartUser(t, '5000');
  const a = await buyPlan(t, user, 'EA-STEADY-7', '500');
  const b = await buyPlan(t, user, 'EA-BALANCED-30', '1000');
  const c = await buyPlan(t, user, 'EA-STEADY-7', '200');
  [daily, maturity, closed] = [a.id, b.id, c.id];
  await accrueDays(t, a, 2);
  const quote = await get<SmartExitQuote>(t, `/order/getSmartExitQuote/${closed}`, {
    token: user.token,
  });
  const exited = await post(t, '/order/exitSmart', {
    token: user.token,
    headers: REAL,
    body: { id: closed, returned: quote.result.returned, penalty: quote.result.penalty },
  });
  expect(exited.code).toBe(Code.OK);
  expect((await planDetail(t, user, maturity)).daysAccrued).toBe(2);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

class RolledBack extends Error {}

/** Runs `corrupt` and the checks in one transaction, then rolls it back. */
async function findingsAfter(corrupt: SQL[]): Promise<SmartReconcileReport> {
  let report: SmartReconcileReport | undefined;
  await t.database.db
    .transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`alter table ledger_accounts drop constraint ledger_accounts_funded_non_negative`,
      );
      for (const statement of corrupt) await tx.execute(statement);
      report = await smartFindings(tx as unknown as Db);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return report!;
}

const account = (id: string, part: string) => `plan:${id}:${part}`;

describe('smart reconciliation', () => {
  it('is clean after buys, accruals over two days, a maturity plan and an early exit', async () => {
    const report = await reconcileSmart(t.database.db);
    expect(report).toMatchObject({
      ok: true,
      plans: 3,
      earning: 2,
      mismatchedPlans: [],
      negativeAccounts: [],
      accrualMismatches: [],
      orphanAccounts: [],
    });
    await expectReconciled(t);
  });

  it('reports an earning plan whose principal account is not its principal', async () => {
    const report = await findingsAfter([
      sql`update ledger_accounts set balance = balance - 1 where kind = ${account(daily, 'principal')}`,
    ]);
    expect(report.ok).toBe(false);
    expect(report.mismatchedPlans).toEqual([
      expect.objectContaining({
        planId: Number(daily),
        principal: '500.000000',
        principalBalance: '499.000000',
      }),
    ]);
  });

  it('reports a reserved account that is not the interest promised and not yet accrued', async () => {
    const report = await findingsAfter([
      sql`update ledger_accounts set balance = balance + 0.5 where kind = ${account(maturity, 'reserved')}`,
    ]);
    expect(report.ok).toBe(false);
    // 1000 × 0.0004 × 30 = 12 promised, 0.8 accrued over two days.
    expect(report.mismatchedPlans).toEqual([
      expect.objectContaining({
        planId: Number(maturity),
        unaccrued: '11.200000',
        reservedBalance: '11.700000',
      }),
    ]);
  });

  it('reports an accrued account that is not the interest accrued and not yet paid', async () => {
    const report = await findingsAfter([
      sql`update ledger_accounts set balance = 0 where kind = ${account(maturity, 'accrued')}`,
    ]);
    expect(report.mismatchedPlans).toEqual([
      expect.objectContaining({
        planId: Number(maturity),
        unpaid: '0.800000',
        accruedBalance: '0.000000',
      }),
    ]);
  });

  it('reports a negative yield reserve', async () => {
    const report = await findingsAfter([
      sql`update ledger_accounts set balance = -1 where kind = 'yield_reserve' and book = 'real'`,
    ]);
    expect(report.ok).toBe(false);
    expect(report.negativeAccounts).toEqual([
      expect.objectContaining({ kind: 'yield_reserve', balance: '-1.000000' }),
    ]);
  });

  it('reports accrual rows that do not add up to what the plan and the ledger say', async () => {
    const report = await findingsAfter([
      sql`delete from smart_accruals where order_id = ${daily} and day = 2`,
    ]);
    expect(report.ok).toBe(false);
    // 500 × 0.0003 = 0.15 a day.
    expect(report.accrualMismatches).toEqual([
      {
        planId: Number(daily),
        daysAccrued: 2,
        accrualRows: 1,
        accruedInterest: '0.300000',
        accrualSum: '0.150000',
        ledgerPaid: '0.300000',
      },
    ]);
  });

  it('reports interest the ledger paid that no accrual row accounts for', async () => {
    const report = await findingsAfter([
      sql`update smart_orders set accrued_interest = accrued_interest + 0.15,
            paid_interest = paid_interest + 0.15 where id = ${daily}`,
      sql`insert into smart_accruals (order_id, day, accrual_at, amount, paid, user_id, journal_id)
          select order_id, 3, accrual_at + interval '1 day', amount, paid, user_id, journal_id
          from smart_accruals where order_id = ${daily} and day = 2`,
      sql`update smart_orders set days_accrued = 3 where id = ${daily}`,
    ]);
    expect(report.accrualMismatches).toEqual([
      expect.objectContaining({
        planId: Number(daily),
        daysAccrued: 3,
        accrualRows: 3,
        accrualSum: '0.450000',
        ledgerPaid: '0.300000',
      }),
    ]);
  });

  it('reports a plan account still holding money after its plan ended', async () => {
    const report = await findingsAfter([
      sql`update ledger_accounts set balance = 3 where kind = ${account(closed, 'principal')}`,
    ]);
    expect(report.ok).toBe(false);
    expect(report.orphanAccounts).toEqual([
      expect.objectContaining({
        kind: account(closed, 'principal'),
        balance: '3.000000',
        status: 'closed',
      }),
    ]);
    // And one of a plan that does not exist.
    const ghost = await findingsAfter([
      sql`insert into ledger_accounts (book, user_id, kind, asset, balance)
          values ('real', null, 'plan:999999:reserved', 'USDT', 1)`,
    ]);
    expect(ghost.orphanAccounts).toEqual([
      expect.objectContaining({ kind: 'plan:999999:reserved', status: null }),
    ]);
  });

  it('leaves the books whole after the corruption cases (each rolled back)', async () => {
    expect((await reconcileSmart(t.database.db)).ok).toBe(true);
    await expectReconciled(t);
  });
});
