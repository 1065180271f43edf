import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows, startTestCluster, type TestApp } from '../../test/harness.js';
import { buyPlan, makeDaysDue, smartUser } from '../../test/smart.js';
import { reconcile } from '../ledger/reconcile.js';
import { reconcileSmart } from './reconcile.js';

/**
 * Two instances on one PostgreSQL and one Redis both run the accrual engine over the same due
 * plans at once (docs/adr/0024: `FOR UPDATE SKIP LOCKED`, every instance accrues): each plan-day
 * is accrued exactly once, by whichever instance claimed it, and the books reconcile.
 */

const USERS = 6;
const PLANS_PER_USER = 8;
const DAYS = 3;
/** Small rounds so that the two engines' rounds interleave over the same plans. */
const ROUND = 5;

describe('smart accrual across two instances', () => {
  let cluster: Awaited<ReturnType<typeof startTestCluster>>;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    cluster = await startTestCluster(2);
    [a, b] = cluster.instances as [TestApp, TestApp];
  }, 60_000);
  afterAll(async () => {
    await cluster?.close();
  });

  it('accrues each plan-day once when both engines run together', async () => {
    const ids: string[] = [];
    let last: { nextAccrualAt: string | null } | undefined;
    for (let u = 0; u < USERS; u += 1) {
      const t = u % 2 ? b : a;
      const user = await smartUser(t, '10000');
      for (let p = 0; p < PLANS_PER_USER; p += 1) {
        const bought = await (p % 2
          ? buyPlan(t, user, 'EA-STEADY-7', '100')
          : buyPlan(t, user, 'EA-BALANCED-30', '1000'));
        ids.push(bought.id);
        last = bought;
      }
    }
    // The same clock on both instances, DAYS days on from the last purchase.
    makeDaysDue(a, last!, DAYS);
    makeDaysDue(b, last!, DAYS);
    const [byA, byB] = await Promise.all([
      a.app.smartAccrual.runDue(ROUND),
      b.app.smartAccrual.runDue(ROUND),
    ]);
    const planDays = ids.length * DAYS;
    expect(byA + byB).toBe(planDays);
    // Both claimed plans (rounds of five over 144 plan-days interleave), and nothing is left.
    expect(byA).toBeGreaterThan(0);
    expect(byB).toBeGreaterThan(0);
    expect(await a.app.smartAccrual.runDue(ROUND)).toBe(0);
    expect(await b.app.smartAccrual.runDue(ROUND)).toBe(0);

    const accruals = await sqlRows<{ order_id: string; days: string; max: number }>(
      a,
      sql`select order_id::text, count(*)::text as days, max(day) as max
          from smart_accruals group by order_id order by order_id`,
    );
    expect(accruals.map((r) => r.order_id).sort()).toEqual([...ids].sort());
    expect(accruals.every((r) => r.days === String(DAYS) && r.max === DAYS)).toBe(true);
    const journals = await sqlRows<{ ref_id: string; n: string }>(
      a,
      sql`select ref_id, count(*)::text as n from ledger_journals
          where reason = 'smart.accrue' and ref_type = 'smart_order' group by ref_id`,
    );
    expect(journals).toHaveLength(ids.length);
    expect(journals.every((j) => j.n === String(DAYS))).toBe(true);
    const [counters] = await sqlRows<{ wrong: string }>(
      a,
      sql`select count(*)::text as wrong from smart_orders where days_accrued <> ${DAYS}`,
    );
    expect(counters!.wrong).toBe('0');
    const ledger = await reconcile(a.database.db);
    expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
    const smart = await reconcileSmart(a.database.db);
    expect(smart.ok, JSON.stringify(smart)).toBe(true);
  });
});
