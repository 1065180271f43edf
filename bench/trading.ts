/**
 * Leveraged contracts under load (issue 6): the time from a tick entering the market engine to
 * the committed stop-loss close it triggers, with BENCH_POSITIONS open positions (10,000, then
 * 100,000) spread over 50 USD-quoted instruments, on PGlite in memory (and on PostgreSQL when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set, in a fresh database dropped at the end).
 *
 * The open positions are written in bulk (rows, and each user's margins moved to held in one
 * posting), with stops far from the price, and loaded into the trigger engine as at start.
 * Then BENCH_SAMPLES (200) times: a position is opened through the service with its stop loss
 * one price step below the market, and a tick at the stop is published; measured: publish →
 * the close committed (`contracts.idle()`). Beside it, as the baseline in the same run, the
 * same close done directly: a transaction closing such a position by the user's path
 * (`closeByUser`), which is the database work alone.
 *
 * The first 20 samples warm up and are not kept. Printed per database and size: p50 / p99 / max of both, and trigger / direct at p99. Goals:
 * p99 under 20 ms at 10,000 positions, and at 100,000 at most twice the 10,000 figure. Exits
 * non-zero if a goal is missed, after printing everything.
 *
 *   npm run bench:trading   (BENCH_SAMPLES=200; BENCH_SIZES=10000,100000;
 *                            BENCH_PARTS=triggers,settle,place)
 *
 * Then, on the same database: BENCH_OPTIONS (10,000) expired options contracts written in bulk
 * (rows and holds, one tick after expiry recorded) are settled by the settlement rounds; printed:
 * ledger rows written per second (journals and entries), beside a raw multi-row insert of the
 * same number of rows into tables shaped like the ledger's (no constraints, no triggers), and
 * the event loop's delay p99 during the settlement. Goals: at least 50% of raw, lag p99 under
 * 50 ms.
 *
 * Last, order placement through HTTP beside a raw transaction writing the same rows (see
 * `placement`). Goal: at least 40%.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { cpus } from 'node:os';
import { sql } from 'drizzle-orm';
import { API_PREFIX, ASSET_SCALE, Code, Paths, openTerms } from '@swx/contract';
import { openDatabase, type Database } from '../apps/server/src/platform/db/client.ts';
import { pgArray } from '../apps/server/src/platform/db/arrays.ts';
import { scratchDatabase } from '../apps/server/src/platform/db/scratch.ts';
import {
  insertSession,
  insertUserWithBooks,
} from '../apps/server/src/modules/identity/repository.ts';
import { newSessionToken, sha256 } from '../apps/server/src/modules/identity/tokens.ts';
import { load, type LoadResult } from './http-load.ts';
import { benchApp, benchConfig, listenLocally, reconciles, type App } from './support/app.ts';
import { PlatformAccount, post, type Leg } from '../apps/server/src/modules/ledger/ledger.ts';
import type { Db } from '../apps/server/src/platform/db/client.ts';
import { SETTLE_BATCH } from '../apps/server/src/modules/trading/options.ts';
import { fromUnits, toUnits } from '../apps/server/src/platform/units.ts';
import { rows } from '../apps/server/src/platform/db/rows.ts';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const WARMUP = 20;
const INSTRUMENTS = 50;
const PER_USER = 100;
const USDT = ASSET_SCALE.USDT;
const CREDIT = 1_000_000n * 10n ** BigInt(USDT);
const OPTIONS = Number(process.env.BENCH_OPTIONS ?? 10_000);
const GOAL_P99_MS = 20;
const GOAL_SETTLE = 0.5;
const GOAL_LAG_MS = 50;
const GOAL_GROWTH = 2;
const GOAL_PLACE = 0.4;
/** Which parts run: triggers, settle, place (all by default). */
const PARTS = new Set((process.env.BENCH_PARTS ?? 'triggers,settle,place').split(','));
const PLACE_USERS = Number(process.env.BENCH_PLACE_USERS ?? 64);
const PLACE_CONCURRENCY = Number(process.env.BENCH_PLACE_CONCURRENCY ?? 8);
const PLACE_SECONDS = Number(process.env.BENCH_PLACE_SECONDS ?? 10);
const PLACE_ROUNDS = 5;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Instrument {
  id: number;
  code: string;
  precision: number;
  contractSize: string;
  price: bigint;
}

async function startApp(database: Database): Promise<App> {
  return benchApp(benchConfig({ MARKET_FEED: 'off', MARKET_HISTORY: 'false' }), database);
}

let stamp = 0;
function publish(app: App, instrument: Instrument, price: bigint): void {
  stamp = Math.max(stamp + 1, Date.now());
  app.market.publish([{ code: instrument.code, price, volume: 1n, time: stamp }]);
}

async function instruments(app: App): Promise<Instrument[]> {
  const found = rows<{ id: number; code: string }>(
    await app.database.db.execute(sql`
      select i.id, i.code from contract_settings s join instruments i on i.id = s.instrument_id
      where s.enabled order by i.id`),
  );
  // The ones in session now (crypto always; the rest on weekdays), at most INSTRUMENTS.
  const now = Date.now();
  const open = found.filter((r) => app.market.engine.byCode.get(r.code)!.hours.isOpen(now));
  return open.slice(0, INSTRUMENTS).map((r) => {
    const state = app.market.engine.byCode.get(r.code)!;
    return {
      id: r.id,
      code: r.code,
      precision: state.row.precision,
      contractSize: state.row.contractSize,
      price: toUnits(state.row.startPrice, state.row.precision)!,
    };
  });
}

/**
 * A bench user with demo money, credited from the demo issuance in one journal: `available`
 * and `held` USDT units. Names carry `prefix` (one letter per part of the bench), a random tag
 * per batch and the index; invite codes are 8 characters from a random base-36 start.
 */
async function benchUser(
  tx: Db,
  name: { prefix: string; tag: string; codeBase: number; i: number },
  credit: { available?: bigint; held?: bigint },
): Promise<number> {
  const { prefix, tag, codeBase, i } = name;
  const row = await insertUserWithBooks(tx, {
    username: `t${prefix.toLowerCase()}_${tag}_${i}`,
    email: `t${prefix.toLowerCase()}.${tag}.${i}@example.test`,
    passwordHash: null,
    areaCode: null,
    phone: null,
    inviteCode: `${prefix}${(codeBase + i).toString(36).toUpperCase().padStart(7, '0')}`,
    invitedByUserId: null,
    googleSub: null,
  });
  const legs: Leg[] = [];
  for (const kind of ['available', 'held'] as const) {
    const amount = credit[kind] ?? 0n;
    if (amount > 0n) legs.push({ account: { userId: row.id, kind }, asset: 'USDT', amount });
  }
  const total = legs.reduce((sum, leg) => sum + leg.amount, 0n);
  legs.push({ account: { platform: PlatformAccount.demoIssuance }, asset: 'USDT', amount: -total });
  await post(tx, { book: 'demo', reason: 'demo.open', userId: row.id, legs });
  return row.id;
}

/** Users with demo money, PER_USER positions each, written in bulk and loaded. */
async function seed(app: App, list: Instrument[], count: number): Promise<number[]> {
  const { db } = app.database;
  const tag = randomBytes(3).toString('hex');
  // Invite codes are 8 characters: T and a base-36 counter from a random start.
  const codeBase = randomInt(36 ** 6);
  const users: number[] = [];
  const userCount = Math.ceil(count / PER_USER);
  for (let first = 0; first < userCount; first += 50) {
    const ids = await db.transaction(async (tx) => {
      const out: number[] = [];
      for (let i = first; i < Math.min(userCount, first + 50); i += 1) {
        out.push(await benchUser(tx, { prefix: 'B', tag, codeBase, i }, { available: CREDIT }));
      }
      return out;
    });
    users.push(...ids);
  }
  // Long positions of 0.01 lot at leverage 10 with the stop at half the price: never crossed.
  for (let u = 0; u < users.length; u += 1) {
    const userId = users[u]!;
    const n = Math.min(PER_USER, count - u * PER_USER);
    const picks = Array.from({ length: n }, (_, k) => list[(u * PER_USER + k) % list.length]!);
    const terms = picks.map((i) =>
      openTerms({
        side: 'long',
        price: i.price,
        precision: i.precision,
        lots: '0.01',
        contractSize: i.contractSize,
        leverage: 10,
        feeRate: '0',
        liquidationLevel: '0.2',
      }),
    );
    const total = terms.reduce((sum, t) => sum + t.margin, 0n);
    const at = new Date().toISOString();
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into contract_positions (user_id, book, instrument_id, side, lots, leverage,
          contract_size, open_price, open_tick_at, opened_at, margin, fee, fee_rate,
          liquidation_level, liquidation_price, stop_loss)
        select ${userId}, 'demo', x.instrument_id, 'long', 0.01, 10, x.contract_size, x.price,
               ${at}, ${at}, x.margin, 0, 0, 0.2, x.liquidation, x.price / 2
        from unnest(${`{${picks.map((i) => i.id).join(',')}}`}::int[],
                    ${`{${picks.map((i) => i.contractSize).join(',')}}`}::numeric[],
                    ${`{${picks.map((i) => fromUnits(i.price, i.precision)).join(',')}}`}::numeric[],
                    ${`{${terms.map((t) => fromUnits(t.margin, USDT)).join(',')}}`}::numeric[],
                    ${`{${terms.map((t, k) => fromUnits(t.liquidationPrice, picks[k]!.precision)).join(',')}}`}::numeric[])
          as x(instrument_id, contract_size, price, margin, liquidation)`);
      await post(tx, {
        book: 'demo',
        reason: 'contract.open',
        userId,
        legs: [
          { account: { userId, kind: 'available' }, asset: 'USDT', amount: -total },
          { account: { userId, kind: 'held' }, asset: 'USDT', amount: total },
        ],
      });
    });
  }
  await app.contracts.load();
  return users;
}

interface Figures {
  p50: number;
  p99: number;
  max: number;
}

const figures = (values: number[]): Figures => ({
  p50: percentile(values, 50),
  p99: percentile(values, 99),
  max: Math.max(...values),
});

/** Opens a position with its stop one step below the market (through the service). */
async function openTarget(app: App, userId: number, instrument: Instrument): Promise<string> {
  // A fresh price to open at.
  publish(app, instrument, instrument.price);
  const stop = fromUnits(instrument.price - 1n, instrument.precision);
  const opened = await app.database.db.transaction((tx) =>
    app.contracts.open(tx, userId, 'demo', {
      code: instrument.code,
      side: 'long',
      lots: '0.01',
      leverage: 10,
      stopLoss: stop,
    }),
  );
  app.contracts.announce(opened.id);
  await app.contracts.idle();
  return opened.id;
}

async function measure(app: App, list: Instrument[], users: number[]) {
  const trigger: number[] = [];
  const direct: number[] = [];
  // The first WARMUP samples of each kind are not kept (caches, plans, the pool's connections).
  for (let s = -WARMUP; s < SAMPLES; s += 1) {
    const instrument = list[(s + WARMUP) % list.length]!;
    const userId = users[(s + WARMUP) % users.length]!;
    // Through the engine: a tick at the stop.
    const id = await openTarget(app, userId, instrument);
    instrument.price -= 1n;
    const started = performance.now();
    publish(app, instrument, instrument.price);
    await app.contracts.idle();
    if (s >= 0) trigger.push(performance.now() - started);
    const closed = await app.contracts.get(userId, id);
    if (closed.closeReason !== 'stop_loss') throw new Error(`position ${id} not stopped out`);
    // Directly: the same close in a transaction of its own.
    instrument.price += 1n;
    const other = await openTarget(app, userId, instrument);
    const begun = performance.now();
    await app.database.db.transaction((tx) => app.contracts.closeByUser(tx, userId, other));
    if (s >= 0) direct.push(performance.now() - begun);
    app.contracts.announce(other);
    await app.contracts.idle();
  }
  return { trigger: figures(trigger), direct: figures(direct) };
}

async function run(label: string, database: Database): Promise<boolean> {
  let ok = true;
  let first: number | undefined;
  for (const size of PARTS.has('triggers') ? SIZES : []) {
    const app = await startApp(database);
    try {
      const list = await instruments(app);
      for (const i of list) publish(app, i, i.price);
      const started = performance.now();
      const users = await seed(app, list, size);
      const watched = app.contracts.triggers.size;
      console.log(`${label}: ${list.length} instruments in session`);
      const seeding = ((performance.now() - started) / 1000).toFixed(1);
      const result = await measure(app, list, users);
      const f = (x: Figures) =>
        `p50 ${x.p50.toFixed(2)} ms, p99 ${x.p99.toFixed(2)} ms, max ${x.max.toFixed(2)} ms`;
      const ratio = result.trigger.p99 / result.direct.p99;
      console.log(
        `${label}, ${watched.toLocaleString('en')} positions watched (seeded in ${seeding} s):`,
      );
      console.log(`  tick → committed stop-loss close: ${f(result.trigger)}`);
      console.log(`  the same close directly:          ${f(result.direct)}`);
      console.log(`  trigger / direct at p99: ${ratio.toFixed(2)}`);
      if (first === undefined) {
        first = result.trigger.p99;
        if (first >= GOAL_P99_MS) {
          console.log(`  GOAL MISSED: p99 ${first.toFixed(2)} ms is not under ${GOAL_P99_MS} ms`);
          ok = false;
        }
      } else if (result.trigger.p99 > GOAL_GROWTH * first) {
        console.log(`  GOAL MISSED: p99 more than ${GOAL_GROWTH}× the first size's`);
        ok = false;
      }
      if (!(await reconciles(database))) ok = false;
    } finally {
      await app.close();
    }
  }
  if (!PARTS.has('settle')) return ok;
  const app = await startApp(database);
  try {
    const [instrument] = await instruments(app);
    ok = (await settleOptions(label, app, instrument!)) && ok;
    if (!(await reconciles(database))) ok = false;
  } finally {
    await app.close();
  }
  return ok;
}

/** Expired open options contracts in bulk, their holds, and a recorded tick after expiry. */
async function seedOptions(app: App, instrument: Instrument, count: number): Promise<void> {
  const { db } = app.database;
  const tag = randomBytes(3).toString('hex');
  const codeBase = randomInt(36 ** 6);
  const perUser = 100;
  const stake = 10n * 10n ** BigInt(USDT);
  const opened = new Date(Date.now() - 120_000).toISOString();
  const expired = new Date(Date.now() - 60_000).toISOString();
  const price = fromUnits(instrument.price, instrument.precision);
  for (let u = 0; u * perUser < count; u += 1) {
    const n = Math.min(perUser, count - u * perUser);
    await db.transaction(async (tx) => {
      const total = stake * BigInt(n);
      const userId = await benchUser(tx, { prefix: 'O', tag, codeBase, i: u }, { held: total });
      await tx.execute(sql`
        insert into options_orders (user_id, book, instrument_id, direction, period, amount,
          payout_rate, open_price, open_tick_at, opened_at, expires_at)
        select ${userId}, 'demo', ${instrument.id},
               case when g % 2 = 0 then 'up' else 'down' end, 60, 10, 0.1, ${price},
               ${opened}, ${opened}, ${expired}
        from generate_series(1, ${n}) as g`);
    });
  }
  // The settlement tick: recorded, one step above the open price.
  await db.execute(sql`
    insert into market_ticks (instrument_id, at, price, volume)
    values (${instrument.id}, ${new Date(Date.now() - 59_000).toISOString()},
            ${fromUnits(instrument.price + 1n, instrument.precision)}, 1)
    on conflict do nothing`);
}

/**
 * The event loop's delay, sampled by a 5 ms interval timer (each sample: how late it fired).
 * `stop` waits for one more turn of the loop first, so that a block at the very end counts.
 */
function lagSampler() {
  const delays: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    delays.push(Math.max(0, now - last - 5));
    last = now;
  }, 5);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    clearInterval(timer);
    return delays.length > 0 ? percentile(delays, 99) : Infinity;
  };
}

/** Rows in the ledger's two tables. */
async function ledgerRows(app: App): Promise<number> {
  const [row] = rows<{ n: string }>(
    await app.database.db.execute(sql`select (select count(*) from ledger_journals)
                                           + (select count(*) from ledger_entries) as n`),
  );
  return Number(row!.n);
}

/**
 * The baseline: `journals` journals with `entries` entries between them, written as multi-row
 * inserts into the ledger's own tables (their indexes, foreign keys and commit-time balance
 * checks included), as many journals per transaction as a settlement round settles
 * (`SETTLE_BATCH`), on the accounts the settlement wrote to. Each journal's entries net to zero
 * on one of them with exact running balances, so that the ledger still reconciles afterwards.
 * Answers rows per second.
 */
async function rawLedgerInsert(
  app: App,
  journals: number,
  entries: number,
  accounts: string[],
): Promise<number> {
  const { db } = app.database;
  // The accounts the settlement wrote to, in the order it first did, with their balances now.
  const found = rows<{ id: string; balance: string }>(
    await db.execute(sql`select id::text, balance::text from ledger_accounts
                         where id = any(${pgArray(accounts)}::bigint[])`),
  );
  const balanceOf = new Map(found.map((r) => [r.id, r.balance]));
  const ids = pgArray(accounts);
  const balances = pgArray(accounts.map((id) => balanceOf.get(id)!));
  const three = entries - 2 * journals; // journals with a third entry
  const started = performance.now();
  for (let first = 0; first < journals; first += SETTLE_BATCH) {
    const n = Math.min(SETTLE_BATCH, journals - first);
    await db.transaction(async (tx) => {
      // Journal g's entries go to one account, in turn: +1, -1 (two), or +1, +1, -2 (three);
      // its balance runs b+1, ..., b.
      await tx.execute(sql`
        with j as (
          insert into ledger_journals (book, reason, ref_type, ref_id, user_id)
          select 'demo', 'bench.raw', 'bench', (${first} + g)::text, null
          from generate_series(1, ${n}) as g
          returning id, ref_id::int as g),
        a as (
          select id, balance, n from unnest(${ids}::bigint[], ${balances}::numeric[])
            with ordinality as a(id, balance, n))
        insert into ledger_entries (journal_id, book, account_id, asset, amount, balance_after)
        select j.id, 'demo', a.id, 'USDT', e.amount, a.balance + e.after
        from j join a on a.n = (j.g - 1) % ${accounts.length} + 1
        cross join lateral (
          select * from (values (1, 1, 1), (2, -1, 0)) v(k, amount, after)
          where j.g > ${three}
          union all
          select * from (values (1, 1, 1), (2, 1, 2), (3, -2, 0)) v(k, amount, after)
          where j.g <= ${three}) e
        order by j.id, e.k`);
    });
  }
  return (journals + entries) / ((performance.now() - started) / 1000);
}

/** For reference: the same rows into bare tables (no index, constraint or trigger). */
async function bareInsert(app: App, journals: number, entries: number): Promise<number> {
  const { db } = app.database;
  await db.execute(sql`create temp table bench_journals (id bigint, book text, reason text,
    ref_type text, ref_id text, user_id bigint, created_at timestamptz default now())`);
  await db.execute(sql`create temp table bench_entries (id bigint, journal_id bigint, book text,
    account_id bigint, asset text, amount numeric(38, 18), balance_after numeric(38, 18),
    rate numeric(38, 18))`);
  const perJournal = entries / journals;
  const started = performance.now();
  for (let first = 0; first < journals; first += SETTLE_BATCH) {
    const n = Math.min(SETTLE_BATCH, journals - first);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into bench_journals (id, book, reason, ref_type, ref_id, user_id)
        select ${first} + g, 'demo', 'options.win', 'options_order', (${first} + g)::text, 1
        from generate_series(1, ${n}) as g`);
      await tx.execute(sql`
        insert into bench_entries (id, journal_id, book, account_id, asset, amount, balance_after)
        select g, ${first} + floor((g - 1) / ${perJournal}::numeric)::int + 1, 'demo', g % 97, 'USDT',
               10.5, 1000.5
        from generate_series(1, ${Math.round(n * perJournal)}) as g`);
    });
  }
  return (journals + entries) / ((performance.now() - started) / 1000);
}

async function settleOptions(label: string, app: App, instrument: Instrument): Promise<boolean> {
  await seedOptions(app, instrument, OPTIONS);
  const before = await ledgerRows(app);
  const [last] = rows<{ id: string }>(
    await app.database.db.execute(sql`select coalesce(max(id), 0)::text as id from ledger_entries`),
  );
  const stopLag = lagSampler();
  const started = performance.now();
  let settled = 0;
  for (
    let n = await app.optionsOrders.settleDue();
    n > 0;
    n = await app.optionsOrders.settleDue()
  ) {
    settled += n;
  }
  const seconds = (performance.now() - started) / 1000;
  const lagP99 = await stopLag();
  const written = (await ledgerRows(app)) - before;
  const journals = settled;
  const entries = written - journals;
  const rate = written / seconds;
  const accounts = rows<{ id: string }>(
    await app.database.db.execute(sql`
      select account_id::text as id from ledger_entries where id > ${last!.id}
      group by account_id order by min(id)`),
  ).map((r) => r.id);
  const rawRate = await rawLedgerInsert(app, journals, entries, accounts);
  const bareRate = await bareInsert(app, journals, entries);
  const n = (x: number) => Math.round(x).toLocaleString('en');
  console.log(`${label}, settling ${settled.toLocaleString('en')} expired options contracts:`);
  console.log(`  ${n(rate)} ledger rows/s (${n(written)} rows in ${seconds.toFixed(1)} s)`);
  console.log(
    `  raw multi-row insert of the same rows into the ledger tables: ${n(rawRate)} rows/s`,
  );
  console.log(`  settlement / raw ${(rate / rawRate).toFixed(2)}`);
  console.log(
    `  (for reference, into bare tables without indexes or checks: ${n(bareRate)} rows/s)`,
  );
  console.log(`  event loop delay p99 during settlement: ${lagP99.toFixed(1)} ms`);
  let ok = settled === OPTIONS;
  if (!ok) console.log(`  SETTLED ${settled}, EXPECTED ${OPTIONS}`);
  if (rate / rawRate < GOAL_SETTLE) {
    console.log(`  GOAL MISSED: settlement under ${GOAL_SETTLE * 100}% of raw`);
    ok = false;
  }
  if (lagP99 >= GOAL_LAG_MS) {
    console.log(`  GOAL MISSED: event loop delay p99 not under ${GOAL_LAG_MS} ms`);
    ok = false;
  }
  return ok;
}

// ---- order placement -------------------------------------------------------------------------

interface Trader {
  userId: number;
  token: string;
  /** Demo USDT accounts: available and held. */
  available: number;
  held: number;
}

/** PLACE_USERS users with demo money and a session each, and their two accounts' ids. */
async function traders(app: App): Promise<Trader[]> {
  const { db } = app.database;
  const tag = randomBytes(3).toString('hex');
  const codeBase = randomInt(36 ** 6);
  const out: Array<{ userId: number; token: string }> = [];
  await db.transaction(async (tx) => {
    for (let i = 0; i < PLACE_USERS; i += 1) {
      const userId = await benchUser(
        tx,
        { prefix: 'P', tag, codeBase, i },
        { available: CREDIT, held: 1n },
      );
      const token = newSessionToken();
      await insertSession(tx, {
        userId,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + 3_600_000),
        method: 'password',
        ip: '127.0.0.1',
        userAgent: 'bench',
        language: 'en',
      });
      out.push({ userId, token });
    }
  });
  const accounts = rows<{ id: string; user_id: string; kind: string }>(
    await db.execute(sql`
      select id::text, user_id::text, kind from ledger_accounts
      where book = 'demo' and asset = 'USDT'
        and user_id in (${sql.join(
          out.map((t) => sql`${t.userId}`),
          sql`, `,
        )})`),
  );
  const idOf = (userId: number, kind: string) =>
    Number(accounts.find((a) => Number(a.user_id) === userId && a.kind === kind)!.id);
  return out.map((t) => ({
    ...t,
    available: idOf(t.userId, 'available'),
    held: idOf(t.userId, 'held'),
  }));
}

/**
 * Order placement: options orders of 10 USDT on one instrument, by PLACE_CONCURRENCY clients
 * in a closed loop, each for a random user of PLACE_USERS: through HTTP (`POST
 * /order/buyOptions` with a session token and an Idempotency-Key, over keep-alive loopback),
 * beside a raw transaction by hand-written SQL writing the same rows (the order, the journal
 * and its two entries, both balances after `SELECT … FOR UPDATE` in id order, the
 * Idempotency-Key's row). The two alternate in PLACE_ROUNDS rounds; printed: the median
 * round's orders/s and p99 latency of each, and HTTP / raw. Goal: at least 40%.
 */
async function placement(label: string, database: Database): Promise<boolean> {
  const app = await startApp(database);
  try {
    const url = `${await listenLocally(app)}${API_PREFIX}${Paths.buyOptions}`;
    const list = await instruments(app);
    const instrument = list.find((i) => i.code === 'BTCUSDT') ?? list[0]!;
    // A fresh price all along (the stale-feed guard refuses after 10 s without a tick).
    publish(app, instrument, instrument.price);
    const ticker = setInterval(() => publish(app, instrument, instrument.price), 1000);
    const users = await traders(app);
    const [period] = (await app.optionsOrders.product(instrument.code)).periods;
    const stake = 10n * 10n ** BigInt(USDT);
    const pick = () => users[randomInt(users.length)]!;

    // A keep-alive client of node:http: lighter than fetch, as the client is not what is
    // measured (it shares this process with the server).
    const agent = new Agent({ keepAlive: true, maxSockets: PLACE_CONCURRENCY });
    const http = () => {
      const user = pick();
      const body = JSON.stringify({
        code: instrument.code,
        direction: 'up',
        period: period!.seconds,
        amount: '10',
      });
      return new Promise<boolean>((resolve, reject) => {
        const req = request(
          url,
          {
            method: 'POST',
            agent,
            headers: {
              authorization: `Bearer ${user.token}`,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              'x-real-account': 'NO',
              'idempotency-key': randomUUID(),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              const answer = JSON.parse(Buffer.concat(chunks).toString()) as { code: number };
              resolve(answer.code === Code.PURCHASE_SUCCESSFUL);
            });
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    };

    const raw = async () => {
      const user = pick();
      const [lo, hi] = [user.available, user.held].sort((a, b) => a - b);
      await app.database.db.transaction(async (tx) => {
        const now = new Date();
        const [order] = rows<{ id: string }>(
          await tx.execute(sql`
            insert into options_orders (user_id, book, instrument_id, direction, period, amount,
              payout_rate, open_price, open_tick_at, opened_at, expires_at)
            values (${user.userId}, 'demo', ${instrument.id}, 'up', ${period!.seconds}, 10,
              ${period!.payoutRate}, ${fromUnits(instrument.price, instrument.precision)},
              ${now.toISOString()}, ${now.toISOString()},
              ${new Date(now.getTime() + period!.seconds * 1000).toISOString()})
            returning id::text`),
        );
        const locked = rows<{ id: string; balance: string }>(
          await tx.execute(sql`
            select id::text, balance::text from ledger_accounts
            where id in (${lo}, ${hi}) order by id for update`),
        );
        const balance = (id: number) =>
          toUnits(locked.find((r) => Number(r.id) === id)!.balance, 18)! / 10n ** 12n;
        const available = fromUnits(balance(user.available) - stake, USDT);
        const held = fromUnits(balance(user.held) + stake, USDT);
        const [journal] = rows<{ id: string }>(
          await tx.execute(sql`
            insert into ledger_journals (book, reason, ref_type, ref_id, user_id)
            values ('demo', 'options.open', 'options_order', ${order!.id}, ${user.userId})
            returning id::text`),
        );
        await tx.execute(sql`
          insert into ledger_entries (journal_id, book, account_id, asset, amount, balance_after)
          values (${journal!.id}, 'demo', ${user.available}, 'USDT', -10, ${available}),
                 (${journal!.id}, 'demo', ${user.held}, 'USDT', 10, ${held})`);
        await tx.execute(sql`
          update ledger_accounts a set balance = v.b::numeric
          from (values (${user.available}::bigint, ${available}), (${user.held}::bigint, ${held}))
            as v(id, b)
          where a.id = v.id`);
        await tx.execute(sql`
          insert into idempotency_keys (user_id, key, request_hash, response)
          values (${user.userId}, ${randomUUID()}, ${'0'.repeat(64)},
                  ${JSON.stringify({ code: Code.PURCHASE_SUCCESSFUL, orderId: order!.id })}::jsonb)`);
      });
      return true;
    };

    const roundMs = (PLACE_SECONDS * 1000) / PLACE_ROUNDS;
    await load(http, PLACE_CONCURRENCY, 500); // warm-up
    await load(raw, PLACE_CONCURRENCY, 500);
    const results = { http: [] as LoadResult[], raw: [] as LoadResult[] };
    for (let r = 0; r < PLACE_ROUNDS; r += 1) {
      results.http.push(await load(http, PLACE_CONCURRENCY, roundMs));
      results.raw.push(await load(raw, PLACE_CONCURRENCY, roundMs));
    }
    clearInterval(ticker);
    agent.destroy();
    const median = (list: LoadResult[]) =>
      [...list].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(list.length / 2)]!;
    const h = median(results.http);
    const w = median(results.raw);
    const errors = [...results.http, ...results.raw].reduce((n, x) => n + x.errors, 0);
    const ratio = h.perSecond / w.perSecond;
    const f = (x: LoadResult) =>
      `${Math.round(x.perSecond).toLocaleString('en')} orders/s, p99 ${x.p99.toFixed(1)} ms`;
    console.log(`${label}, order placement (${PLACE_CONCURRENCY} clients, ${PLACE_USERS} users):`);
    console.log(`  HTTP POST /order/buyOptions: ${f(h)}`);
    console.log(`  raw transaction, same rows:  ${f(w)}`);
    console.log(`  HTTP / raw ${ratio.toFixed(2)}`);
    let ok = true;
    if (errors > 0) {
      console.log(`  ERRORS: ${errors} requests failed`);
      ok = false;
    }
    if (ratio < GOAL_PLACE) {
      console.log(`  GOAL MISSED: HTTP under ${GOAL_PLACE * 100}% of raw`);
      ok = false;
    }
    if (!(await reconciles(database))) ok = false;
    return ok;
  } finally {
    await app.close();
  }
}

async function main() {
  console.log(`node ${process.version}, ${cpus().length} CPUs, ${SAMPLES} samples per size`);
  let ok = true;
  for (const size of SIZES) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`bad BENCH_SIZES entry ${size}`);
  }
  if (process.env.BENCH_PGLITE !== '0') {
    const database = await openDatabase({});
    try {
      ok = (await run('PGlite', database)) && ok;
      if (PARTS.has('place')) ok = (await placement('PGlite', database)) && ok;
    } finally {
      await database.close();
    }
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) {
    const scratch = await scratchDatabase(url, 'swx_bench');
    const database = await openDatabase({ url: scratch.url });
    try {
      ok = (await run('PostgreSQL', database)) && ok;
      if (PARTS.has('place')) ok = (await placement('PostgreSQL', database)) && ok;
    } finally {
      await database.close();
      await scratch.drop();
    }
  }
  process.exitCode = ok ? 0 : 1;
}

await main();
