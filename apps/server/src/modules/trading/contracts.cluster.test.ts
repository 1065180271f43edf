import { Code, type ContractPosition } from '@swx/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerUser } from '../../test/client.js';
import { sqlRows, startTestCluster, type TestApp } from '../../test/harness.js';
import { reconcile } from '../ledger/reconcile.js';

/**
 * Two instances on one PostgreSQL and one Redis, the feed off (the test publishes ticks): a
 * position opened through the follower is watched by the leader, which closes it when a tick
 * crosses its stop loss, once; a stop loss changed through the follower is the one that counts.
 */

const WAIT_MS = 20_000;

async function until(condition: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('leveraged contracts across two instances', () => {
  let cluster: Awaited<ReturnType<typeof startTestCluster>>;
  let leader: TestApp;
  let follower: TestApp;
  let last = 0;

  /** Publishes a BTCUSDT tick through the leader and waits until both engines took it. */
  async function tick(price: bigint) {
    const time = (last = Math.max(last + 1, Date.now()));
    leader.app.market.publish([{ code: 'BTCUSDT', price, volume: 1n, time }]);
    await until(
      () =>
        [leader, follower].every(
          (t) => (t.app.market.engine.byCode.get('BTCUSDT')?.last?.time ?? 0) >= time,
        ),
      'the tick on both instances',
    );
  }

  beforeAll(async () => {
    cluster = await startTestCluster(2);
    [leader, follower] = cluster.instances as [TestApp, TestApp];
  }, 60_000);
  afterAll(async () => {
    await cluster?.close();
  });

  it('the leader closes a position opened and changed on the follower, once', async () => {
    expect(leader.app.market.isLeader).toBe(true);
    expect(follower.app.market.isLeader).toBe(false);
    const user = await registerUser(follower);
    await tick(6_500_000n); // 65,000.00
    const opened = await post<ContractPosition>(follower, '/order/openContract', {
      token: user.token,
      headers: { 'x-real-account': 'NO' },
      body: { code: 'BTCUSDT', side: 'long', lots: '0.1', leverage: 10, stopLoss: '60000' },
    });
    expect(opened.code, opened.msg).toBe(Code.PURCHASE_SUCCESSFUL);
    const id = Number(opened.result.id);
    const changed = await post<ContractPosition>(follower, '/order/modifyContract', {
      token: user.token,
      body: { id: opened.result.id, stopLoss: '64000', takeProfit: null },
    });
    expect(changed.code, changed.msg).toBe(Code.MODIFIED);
    // The leader has read the change (announced through Redis).
    await until(async () => {
      await leader.app.contracts.idle();
      return leader.app.contracts.triggers.size === 1;
    }, 'the leader watching the position');

    await tick(6_450_000n); // above the new stop: nothing
    await tick(6_390_000n); // 63,900.00: crosses it
    await until(async () => {
      await leader.app.contracts.idle();
      const p = await get<ContractPosition>(follower, `/order/getContractOrderById/${id}`, {
        token: user.token,
      });
      return p.result.status === 'closed';
    }, 'the position closed');
    const closed = await get<ContractPosition>(follower, `/order/getContractOrderById/${id}`, {
      token: user.token,
    });
    expect(closed.result).toMatchObject({
      closeReason: 'stop_loss',
      closePrice: '63900',
      profit: '-110.000000',
    });
    // The follower never closes anything itself, and the close is posted once.
    await follower.app.contracts.idle();
    const journals = await sqlRows<{ n: string }>(
      leader,
      sql`select count(*)::text as n from ledger_journals
          where ref_type = 'contract_position' and ref_id = ${String(id)} and reason = 'contract.close'`,
    );
    expect(journals[0]!.n).toBe('1');
    await until(() => follower.app.contracts.triggers.size === 0, 'the follower forgetting it');
    expect((await reconcile(leader.database.db)).ok).toBe(true);
  });
});
