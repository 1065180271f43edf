import { Code, type OptionsOrder } from '@swx/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registerUser } from '../../test/client.js';
import { sqlRows, startTestCluster, type TestApp } from '../../test/harness.js';
import { reconcile } from '../ledger/reconcile.js';

/**
 * Two server instances on one PostgreSQL and one Redis, the simulated feed on: both run the
 * settlement worker over the same expiring orders, and each order is settled exactly once.
 */

const CODE = 'BTCUSDT'; // trades every day
const ORDERS = 40;
/** A failure bound only: every wait below ends on a condition. */
const WAIT_MS = 30_000;

async function until(condition: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('options settlement across two instances', () => {
  let cluster: Awaited<ReturnType<typeof startTestCluster>>;
  let a: TestApp;
  let b: TestApp;
  const settledBy = new Map<TestApp, number>();

  beforeAll(async () => {
    cluster = await startTestCluster(2, { MARKET_FEED: 'simulated' });
    [a, b] = cluster.instances as [TestApp, TestApp];
    // Count what each instance's worker settles (the worker calls the service each round).
    for (const t of [a, b]) {
      const service = t.app.optionsOrders;
      const settleDue = service.settleDue.bind(service);
      settledBy.set(t, 0);
      service.settleDue = async (limit?: number) => {
        const n = await settleDue(limit);
        settledBy.set(t, settledBy.get(t)! + n);
        return n;
      };
    }
  }, 60_000);
  afterAll(async () => {
    await cluster?.close();
  });

  it('settles every expiring order once, whichever instance claims it', async () => {
    const user = await registerUser(a);
    await until(
      () => [a, b].every((t) => t.app.market.engine.byCode.get(CODE)?.status === 'open'),
      `${CODE} open on both instances`,
    );
    const ids: string[] = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const t = i % 2 ? b : a;
      const answer = await post<OptionsOrder>(t, '/order/buyOptions', {
        token: user.token,
        headers: { 'x-real-account': 'NO' },
        body: { code: CODE, direction: i % 4 < 2 ? 'up' : 'down', period: 60, amount: '10' },
      });
      expect(answer.code, answer.msg).toBe(Code.PURCHASE_SUCCESSFUL);
      ids.push(answer.result.id);
    }
    // A minute later on both clocks: the feed ticks past expiry and both workers settle.
    for (const t of [a, b]) t.advance(61_000);
    await until(async () => {
      const [open] = await sqlRows<{ n: string }>(
        a,
        sql`select count(*)::text as n from options_orders where status = 'open'`,
      );
      return open!.n === '0';
    }, 'every order settled');

    const journals = await sqlRows<{ ref_id: string; n: string }>(
      a,
      sql`select ref_id, count(*)::text as n from ledger_journals
          where ref_type = 'options_order' and reason <> 'options.open'
          group by ref_id`,
    );
    expect(journals).toHaveLength(ORDERS);
    expect(journals.every((j) => j.n === '1')).toBe(true);
    expect(journals.map((j) => String(j.ref_id)).sort()).toEqual([...ids].sort());
    expect(settledBy.get(a)! + settledBy.get(b)!).toBe(ORDERS);
    const report = await reconcile(a.database.db);
    expect(report.ok, JSON.stringify(report)).toBe(true);
  });
});
