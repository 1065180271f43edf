import type { AddressInfo } from 'node:net';
import { LIVE_PATH } from '@swx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { registerUser } from '../../test/client.js';
import { multipartBody, pngImage, postForm } from '../../test/multipart.js';
import { sql } from 'drizzle-orm';
import { sqlRows, startTestCluster, type TestApp } from '../../test/harness.js';
import { staffLogin } from '../../test/staff.js';
import type { InstrumentState } from './engine.js';

/**
 * Two server instances on one PostgreSQL and one Redis, the simulated feed on (ADR 0007): the
 * first to start leads (runs the providers and records), every instance applies the ticks it
 * publishes through Redis, and when the leader stops another takes over within an election
 * interval.
 */

const CODE = 'BTCUSDT'; // trades every day, so the simulated feed ticks it whatever the date
/** A failure bound only: every wait below ends on an event. */
const WAIT_MS = 20_000;

type Seen = Array<{ price: bigint; time: number }>;

/** Every tick of CODE that an instance's engine takes, in order. */
function watch(t: TestApp): Seen {
  const seen: Seen = [];
  t.app.market.engine.listen({
    onTicks(ticked: readonly InstrumentState[]) {
      for (const s of ticked) {
        if (s.code === CODE && s.last) seen.push({ price: s.last.price, time: s.last.time });
      }
    },
    onStatus() {},
  });
  return seen;
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the feed across two instances', () => {
  let cluster: Awaited<ReturnType<typeof startTestCluster>>;
  let a: TestApp;
  let b: TestApp;
  let seenA: Seen;
  let seenB: Seen;

  beforeAll(async () => {
    cluster = await startTestCluster(2, { MARKET_FEED: 'simulated' });
    [a, b] = cluster.instances as [TestApp, TestApp];
    seenA = watch(a);
    seenB = watch(b);
  });
  afterAll(async () => {
    await cluster?.close();
  });

  it('has one leader, and both instances take the same ticks', async () => {
    expect(a.app.market.isLeader).toBe(true);
    expect(b.app.market.isLeader).toBe(false);
    await until(() => seenA.length >= 3 && seenB.length >= 3, 'three ticks on both');
    // Both engines saw one sequence, the leader's provider's through the bus (compared over
    // the span both watched: a message may reach one instance's subscriber a moment earlier).
    const from = Math.max(seenA[0]!.time, seenB[0]!.time);
    const to = Math.min(seenA.at(-1)!.time, seenB.at(-1)!.time);
    const span = (seen: Seen) => seen.filter((t) => t.time >= from && t.time <= to);
    expect(span(seenA).length).toBeGreaterThanOrEqual(2);
    expect(span(seenB)).toEqual(span(seenA));
  });

  it('records each tick once, by the leader', async () => {
    const taken = seenA.slice();
    await a.app.market.flush();
    const rows = await sqlRows<{ price: string; at: string }>(
      a,
      sql`select t.price::text as price, (extract(epoch from t.at) * 1000)::bigint::text as at
          from market_ticks t join instruments i on i.id = t.instrument_id
          where i.code = ${CODE} order by t.at`,
    );
    const recorded = new Map(rows.map((r) => [Number(r.at), r.price]));
    for (const tick of taken) expect(recorded.has(tick.time)).toBe(true);
    expect(rows.length).toBe(new Set(rows.map((r) => r.at)).size);
  });

  it('hands the feed to the other instance when the leader stops', async () => {
    await a.close();
    const stoppedAt = Date.now();
    await until(() => b.app.market.isLeader, 'the second instance to lead');
    // Its own provider now ticks, continuing from the last price.
    await until(() => seenB.some((t) => t.time > stoppedAt), 'a tick from the new leader');
    const before = seenB.filter((t) => t.time <= stoppedAt).at(-1)!;
    const after = seenB.find((t) => t.time > stoppedAt)!;
    // From the last price on, not from the catalogue's starting price.
    // eslint-disable-next-line money/no-money-number -- a ratio of two prices for a tolerance, not an amount
    const move = Number(after.price - before.price) / Number(before.price);
    expect(Math.abs(move)).toBeLessThan(0.01);
    // And records them. A write that fails is retried by the next flush (the recorder keeps
    // what it could not write), so this waits for the recording rather than the first write.
    const recordedSince = async () => {
      await b.app.market.flush();
      const [row] = await sqlRows<{ n: string }>(
        b,
        sql`select count(*)::text as n from market_ticks t join instruments i on i.id = t.instrument_id
            where i.code = ${CODE} and t.at > to_timestamp(${stoppedAt / 1000})`,
      );
      return Number(row!.n);
    };
    const deadline = Date.now() + WAIT_MS;
    let recorded = await recordedSince();
    while (recorded === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      recorded = await recordedSince();
    }
    expect(recorded).toBeGreaterThan(0);
  });
});

describe('a notification across two instances', () => {
  it('is pushed by the instance the user is connected to when another decides', async () => {
    const c = await startTestCluster(2, {
      ADMIN_BOOTSTRAP_USERNAME: 'cluster_staff',
      ADMIN_BOOTSTRAP_EMAIL: 'cluster.staff@example.test',
      ADMIN_BOOTSTRAP_PASSWORD: 'Cluster-Staff-2026!',
      DEPOSIT_ADDRESS_USDT_TRC20: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    });
    try {
      const [a, b] = c.instances as [TestApp, TestApp];
      const user = await registerUser(a);
      await b.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `ws://127.0.0.1:${(b.app.server.address() as AddressInfo).port}${LIVE_PATH}`;
      const ws = new WebSocket(url);
      const notices: number[] = [];
      let authed!: () => void;
      const ready = new Promise<void>((r) => (authed = r));
      let got!: () => void;
      const noticed = new Promise<void>((r) => (got = r));
      ws.on('message', (data: Buffer) => {
        const frame = JSON.parse(data.toString()) as { t: string; unread?: number };
        if (frame.t === 'authed') authed();
        if (frame.t === 'notice') {
          notices.push(frame.unread!);
          if (frame.unread === 1) got();
        }
      });
      await new Promise((r) => ws.once('open', r));
      ws.send(JSON.stringify({ op: 'auth', token: user.token }));
      await ready;
      // The deposit is claimed and decided on instance A.
      const claim = await postForm<{ id: string }>(
        a,
        '/user/recharge',
        multipartBody(
          { network: 'USDT-TRC20', amount: '130', txHash: 'f'.repeat(64), last6: 'clustr' },
          { proof: { bytes: await pngImage(9) } },
        ),
        { token: user.token, headers: { 'x-real-account': 'YES' } },
      );
      const staffToken = await staffLogin(a, {
        username: 'cluster_staff',
        password: 'Cluster-Staff-2026!',
      });
      const approved = await a.app.inject({
        method: 'POST',
        url: `/swx/admin/deposits/${claim.result.id}/approve`,
        headers: { authorization: `Bearer ${staffToken}` },
      });
      expect(approved.statusCode).toBe(200);
      await noticed;
      expect(notices).toEqual([0, 1]);
      ws.close();
    } finally {
      await c.close();
    }
  });
});
