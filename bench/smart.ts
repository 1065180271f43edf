/**
 * Smart plans' daily accrual (docs/adr/0024, issue 18): BENCH_PLANS (100,000) earning plans
 * accrued one day each through the engine (`AccrualEngine.runDue`, rounds of ACCRUE_BATCH),
 * beside a raw baseline that writes the same rows by hand-written SQL, measured in the same run
 * on the same database: on PGlite in memory always, and on PostgreSQL when BENCH_DATABASE_URL
 * or TEST_DATABASE_URL is set (in a fresh database `swx_bench_<random>`, dropped at the end).
 *
 * Set-up, per database: migrated, the seeded products, BENCH_USERS (1,000) users with real USDT,
 * a funded yield reserve, and the plans sold in bulk (rows inserted by SQL, the sale journals by
 * `postMany` in chunks): 1,000 USDT each in EA-STEADY-7 (daily payout, 0.3 USDT a day); then
 * ANALYZE, as autovacuum would after such a load (PGlite has none).
 *
 * Then days 1 to 2 × BENCH_PAIRS (2) come due one at a time, alternately accrued by
 * - engine: `runDue()`: claim (`FOR UPDATE SKIP LOCKED`), `postMany` (accounts locked and
 *   checked, journals, entries, balances), counters, accrual rows, then the daily digest;
 * - raw: the same claim and rows with the account ids known in advance: the accounts locked in
 *   id order, one statement for journals, entries and balances, the counters, the accrual rows;
 *   no digest;
 * each in transactions of the same batch size. Printed per database: plan-days per second for
 * each (the best of the pairs), engine ÷ raw (goal ≥ 0.5), the p99 of the engine's per-round
 * time, and the event loop's delay p99 during the engine's runs (goal < 50 ms). Afterwards the
 * ledger and the smart books must reconcile and every plan must have accrued every day once.
 *
 * Exits non-zero if a goal is missed, after printing everything.
 *
 *   npm run bench:smart   (BENCH_PLANS=100000 BENCH_USERS=1000 BENCH_PAIRS=2 BENCH_BATCH=200,
 *                          BENCH_PGLITE=0 for PostgreSQL alone)
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:smart
 */
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { ASSET_SCALE } from '@swx/contract';
import { openDatabase, type Database, type Db } from '../apps/server/src/platform/db/client.ts';
import { scratchDatabase } from '../apps/server/src/platform/db/scratch.ts';
import { pgArray } from '../apps/server/src/platform/db/arrays.ts';
import { rows } from '../apps/server/src/platform/db/rows.ts';
import { fromUnits } from '../apps/server/src/platform/units.ts';
import { LocalIdEvents } from '../apps/server/src/platform/events.ts';
import { insertUserWithBooks } from '../apps/server/src/modules/identity/repository.ts';
import {
  PlatformAccount,
  post,
  postMany,
  unitsOf,
  type Posting,
} from '../apps/server/src/modules/ledger/ledger.ts';
import { reconcile } from '../apps/server/src/modules/ledger/reconcile.ts';
import { NotificationService } from '../apps/server/src/modules/notifications/service.ts';
import { ACCRUE_BATCH, AccrualEngine } from '../apps/server/src/modules/smart/accrual.ts';
import { loadSeedProducts, seedProducts } from '../apps/server/src/modules/smart/products.ts';
import { reconcileSmart } from '../apps/server/src/modules/smart/reconcile.ts';

const PLANS = Number(process.env.BENCH_PLANS ?? 100_000);
const USERS = Number(process.env.BENCH_USERS ?? 1000);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 2);
const BATCH = Number(process.env.BENCH_BATCH ?? ACCRUE_BATCH);
const RATIO_GOAL = 0.5;
const LOOP_P99_GOAL_MS = 50;
const DAY_MS = 86_400_000;
const USDT = ASSET_SCALE.USDT;
const PRINCIPAL = 1000n * 10n ** BigInt(USDT);
const TERM = 7;
/** 1,000 × 0.0003 × 7 and one day of it. */
const TOTAL = 2_100_000n;
const DAY = 300_000n;
const SETUP_CHUNK = 1000;

if (2 * PAIRS > TERM) throw new Error(`BENCH_PAIRS at most ${TERM >> 1}`);

interface Setup {
  product: number;
  users: number[];
}

async function setUp(database: Database, first: Date): Promise<Setup> {
  const { db } = database;
  await database.migrate();
  await seedProducts(db, loadSeedProducts());
  const [product] = rows<{ id: number; term_days: number; daily_rate: string; payout: string }>(
    await db.execute(sql`
      select id, term_days, daily_rate::text, payout from smart_products
      where code = 'EA-STEADY-7'`),
  );
  if (!product || product.term_days !== TERM || product.payout !== 'daily') {
    throw new Error('EA-STEADY-7 is not the 7-day daily-payout product this bench expects');
  }
  const tag = randomBytes(3).toString('hex');
  const perUser = BigInt(Math.ceil(PLANS / USERS)) * PRINCIPAL;
  const users: number[] = [];
  for (let from = 0; from < USERS; from += 50) {
    const ids = await db.transaction(async (tx) => {
      const ids: number[] = [];
      for (let i = from; i < Math.min(USERS, from + 50); i += 1) {
        const row = await insertUserWithBooks(tx, {
          username: `bench_${tag}_${i}`,
          email: `bench.${tag}.${i}@example.test`,
          passwordHash: null,
          areaCode: null,
          phone: null,
          inviteCode: `S${tag}${String(i).padStart(6, '0')}`.toUpperCase(),
          invitedByUserId: null,
          googleSub: null,
        });
        ids.push(row.id);
      }
      await postMany(
        tx,
        ids.map((userId): Posting => ({
          book: 'real',
          reason: 'deposit.credit',
          userId,
          legs: [
            {
              account: { platform: PlatformAccount.depositsClearing },
              asset: 'USDT',
              amount: -perUser,
            },
            { account: { userId, kind: 'available' }, asset: 'USDT', amount: perUser },
          ],
        })),
      );
      return ids;
    });
    users.push(...ids);
  }
  const reserve = BigInt(PLANS) * TOTAL;
  await db.transaction((tx) =>
    post(tx, {
      book: 'real',
      reason: 'smart.reserve',
      ref: { type: 'bench', id: tag },
      legs: [
        { account: { platform: PlatformAccount.operatorCapital }, asset: 'USDT', amount: -reserve },
        { account: { platform: PlatformAccount.yieldReserve }, asset: 'USDT', amount: reserve },
      ],
    }),
  );
  const started = new Date(first.getTime() - DAY_MS).toISOString();
  const matures = new Date(first.getTime() + (TERM - 1) * DAY_MS).toISOString();
  for (let from = 0; from < PLANS; from += SETUP_CHUNK) {
    const count = Math.min(SETUP_CHUNK, PLANS - from);
    await db.transaction(async (tx) => {
      const owners = Array.from({ length: count }, (_, i) => users[(from + i) % USERS]!);
      const sold = rows<{ id: string; user_id: string }>(
        await tx.execute(sql`
          insert into smart_orders (user_id, product_id, principal, term_days, daily_rate, payout,
            accrual_minute, penalty_rate, one_per_user, total_interest, started_at,
            first_accrual_at, matures_at, next_accrual_at)
          select u, ${product.id}, ${fromUnits(PRINCIPAL, USDT)}, ${TERM}, ${product.daily_rate},
            'daily', 0, '0.05', false, ${fromUnits(TOTAL, USDT)}, ${started},
            ${first.toISOString()}, ${matures}, ${first.toISOString()}
          from unnest(${pgArray(owners)}::bigint[]) as u
          returning id::text, user_id::text`),
      );
      await postMany(
        tx,
        sold.map((o): Posting => {
          const plan = Number(o.id);
          const userId = Number(o.user_id);
          return {
            book: 'real',
            reason: 'smart.buy',
            userId,
            ref: { type: 'smart_order', id: o.id },
            legs: [
              { account: { userId, kind: 'available' }, asset: 'USDT', amount: -PRINCIPAL },
              { account: { plan, part: 'principal' }, asset: 'USDT', amount: PRINCIPAL },
              {
                account: { platform: PlatformAccount.yieldReserve },
                asset: 'USDT',
                amount: -TOTAL,
              },
              { account: { plan, part: 'reserved' }, asset: 'USDT', amount: TOTAL },
            ],
          };
        }),
      );
    });
  }
  // Statistics for the planner, as PostgreSQL's autovacuum gathers after a bulk load. PGlite has
  // no autovacuum: without this its planner, blind to 300,000 new accounts, hash-joins the
  // ledger's account lookup over every platform account in each round (~150 ms per round of 200
  // at 100,000 plans, against ~16 ms analyzed).
  await db.execute(sql`analyze`);
  return { product: product.id, users };
}

/** Account ids the raw path knows in advance: each plan's reserved, each user's available. */
async function accountIds(
  db: Db,
): Promise<{ reserved: Map<string, number>; available: Map<string, number> }> {
  const found = rows<{ id: string; kind: string; user_id: string | null }>(
    await db.execute(sql`
      select id::text, kind, user_id::text from ledger_accounts
      where book = 'real' and asset = 'USDT'
        and ((user_id is null and kind like 'plan:%:reserved')
          or (user_id is not null and kind = 'available'))`),
  );
  const reserved = new Map<string, number>();
  const available = new Map<string, number>();
  for (const r of found) {
    if (r.user_id === null) reserved.set(r.kind.split(':')[1]!, Number(r.id));
    else available.set(r.user_id, Number(r.id));
  }
  return { reserved, available };
}

/** One raw round: the engine's rows by hand-written SQL. Answers the plans accrued. */
async function rawRound(
  db: Db,
  ids: { reserved: Map<string, number>; available: Map<string, number> },
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = rows<{
      id: string;
      user_id: string;
      days_accrued: number;
      next_accrual_at: string | Date;
    }>(
      await tx.execute(sql`
        select id::text, user_id::text, days_accrued, next_accrual_at from smart_orders
        where status = 'earning' and next_accrual_at <= ${now.toISOString()}
        order by next_accrual_at limit ${BATCH}
        for update skip locked`),
    );
    if (due.length === 0) return 0;
    const accounts = [
      ...new Set(due.flatMap((p) => [ids.reserved.get(p.id)!, ids.available.get(p.user_id)!])),
    ].sort((a, b) => a - b);
    const locked = rows<{ id: string; balance: string }>(
      await tx.execute(sql`
        select id::text, balance::text from ledger_accounts
        where id = any(${pgArray(accounts)}::bigint[]) order by id for update`),
    );
    const balances = new Map(locked.map((a) => [Number(a.id), unitsOf(a.balance, USDT)]));
    const entries: Array<{ n: number; account: number; amount: bigint; after: bigint }> = [];
    due.forEach((p, i) => {
      for (const [account, amount] of [
        [ids.reserved.get(p.id)!, -DAY],
        [ids.available.get(p.user_id)!, DAY],
      ] as const) {
        const after = balances.get(account)! + amount;
        balances.set(account, after);
        entries.push({ n: i + 1, account, amount, after });
      }
    });
    const finals = [...balances.keys()];
    const journals = rows<{ id: string }>(
      await tx.execute(sql`
        with ids as (
          select n, nextval('ledger_journals_id_seq') as id
          from generate_series(1, ${due.length}) as n),
        journals as (
          insert into ledger_journals (id, book, reason, ref_type, ref_id, user_id)
          overriding system value
          select ids.id, 'real', 'smart.accrue', 'smart_order', v.ref_id, v.user_id
          from unnest(${pgArray(due.map((p) => p.id))}::text[],
                      ${pgArray(due.map((p) => p.user_id))}::bigint[])
            with ordinality as v(ref_id, user_id, n)
          join ids using (n)),
        entries as (
          insert into ledger_entries (journal_id, book, account_id, asset, amount, balance_after)
          select ids.id, 'real', v.a, 'USDT', v.m::numeric, v.b::numeric
          from unnest(${pgArray(entries.map((e) => e.n))}::bigint[],
                      ${pgArray(entries.map((e) => e.account))}::bigint[],
                      ${pgArray(entries.map((e) => fromUnits(e.amount, USDT)))}::text[],
                      ${pgArray(entries.map((e) => fromUnits(e.after, USDT)))}::text[])
            with ordinality as v(n, a, m, b, k)
          join ids using (n) order by v.k),
        balances as (
          update ledger_accounts a set balance = v.b::numeric
          from unnest(${pgArray(finals)}::bigint[],
                      ${pgArray(finals.map((id) => fromUnits(balances.get(id)!, USDT)))}::text[]) as v(id, b)
          where a.id = v.id)
        select id::text from ids order by n`),
    );
    await tx.execute(sql`
      update smart_orders o set days_accrued = v.day,
        accrued_interest = o.accrued_interest + ${fromUnits(DAY, USDT)}::numeric,
        paid_interest = o.paid_interest + ${fromUnits(DAY, USDT)}::numeric,
        next_accrual_at = o.next_accrual_at + interval '1 day'
      from unnest(${pgArray(due.map((p) => p.id))}::bigint[],
                  ${pgArray(due.map((p) => p.days_accrued + 1))}::int[]) as v(id, day)
      where o.id = v.id`);
    await tx.execute(sql`
      insert into smart_accruals (order_id, day, accrual_at, amount, paid, user_id, journal_id)
      select v.o, v.d, v.t, ${fromUnits(DAY, USDT)}::numeric, true, v.u, v.j
      from unnest(${pgArray(due.map((p) => p.id))}::bigint[],
                  ${pgArray(due.map((p) => p.days_accrued + 1))}::int[],
                  ${pgArray(due.map((p) => new Date(p.next_accrual_at).toISOString()))}::timestamptz[],
                  ${pgArray(due.map((p) => p.user_id))}::bigint[],
                  ${pgArray(journals.map((j) => j.id))}::bigint[]) as v(o, d, t, u, j)`);
    return due.length;
  });
}

interface Pass {
  path: 'engine' | 'raw';
  day: number;
  plans: number;
  seconds: number;
  roundP99Ms: number;
  loopP99Ms: number;
}

const p99 = (values: number[]) =>
  values.length === 0
    ? 0
    : values.slice().sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1]!;

/** Both reconciliations, each timed (they read every row: minutes on PGlite at 100,000 plans). */
async function timedReconcile(name: string, db: Db) {
  let started = performance.now();
  const ledger = await reconcile(db);
  const ledgerSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  const smart = await reconcileSmart(db);
  const smartSeconds = (performance.now() - started) / 1000;
  console.error(
    `${name}: ledger reconcile ${ledgerSeconds.toFixed(1)} s, smart reconcile ${smartSeconds.toFixed(1)} s`,
  );
  return { ledger, smart, ledgerSeconds, smartSeconds };
}

async function benchDatabase(name: string, database: Database) {
  const first = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + DAY_MS);
  let clock = first.getTime() - DAY_MS;
  const now = () => new Date(clock);
  const setupStarted = performance.now();
  await setUp(database, first);
  const setupSeconds = (performance.now() - setupStarted) / 1000;
  console.error(`${name}: ${PLANS} plans set up in ${setupSeconds.toFixed(1)} s`);
  const ids = await accountIds(database.db);
  const notifications = new NotificationService({
    db: database.db,
    events: new LocalIdEvents(),
    now,
  });
  const engine = new AccrualEngine({ db: database.db, now, notifications });
  const roundMs: number[] = [];
  const round = engine.round.bind(engine);
  engine.round = async (limit?: number) => {
    const started = performance.now();
    const result = await round(limit);
    roundMs.push(performance.now() - started);
    return result;
  };

  const passes: Pass[] = [];
  for (let day = 1; day <= 2 * PAIRS; day += 1) {
    clock = first.getTime() + (day - 1) * DAY_MS + 1000;
    const path = day % 2 ? 'engine' : 'raw';
    roundMs.length = 0;
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const started = performance.now();
    let plans = 0;
    if (path === 'engine') {
      plans = await engine.runDue(BATCH);
    } else {
      for (;;) {
        const t0 = performance.now();
        const n = await rawRound(database.db, ids, now());
        if (n === 0) break;
        roundMs.push(performance.now() - t0);
        plans += n;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    const seconds = (performance.now() - started) / 1000;
    loop.disable();
    passes.push({
      path,
      day,
      plans,
      seconds,
      roundP99Ms: p99(roundMs),
      loopP99Ms: loop.percentile(99) / 1e6,
    });
    console.error(
      `${name} day ${day} ${path}: ${plans} plans in ${seconds.toFixed(2)} s, round p99 ${p99(roundMs).toFixed(1)} ms, loop p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms`,
    );
  }
  const best = (path: Pass['path']) =>
    passes.filter((p) => p.path === path).sort((a, b) => a.seconds - b.seconds)[0]!;
  const engineBest = best('engine');
  const rawBest = best('raw');
  const [counts] = rows<{ wrong: string; accruals: string }>(
    await database.db.execute(sql`
      select (select count(*) from smart_orders where days_accrued <> ${2 * PAIRS})::text as wrong,
             (select count(*) from smart_accruals)::text as accruals`),
  );
  return {
    name,
    setupSeconds,
    passes,
    engine: engineBest,
    raw: rawBest,
    ratio: engineBest.plans / engineBest.seconds / (rawBest.plans / rawBest.seconds),
    loopP99Ms: Math.max(...passes.filter((p) => p.path === 'engine').map((p) => p.loopP99Ms)),
    ...(await timedReconcile(name, database.db)),
    plansBehind: Number(counts!.wrong),
    accruals: Number(counts!.accruals),
  };
}

async function main(): Promise<void> {
  const results: Array<Awaited<ReturnType<typeof benchDatabase>>> = [];
  if (process.env.BENCH_PGLITE !== '0') {
    const lite = await openDatabase({});
    try {
      results.push(await benchDatabase('pglite', lite));
    } finally {
      await lite.close();
    }
  }
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (base) {
    const fresh = await scratchDatabase(base, 'swx_bench');
    try {
      const database = await openDatabase({ url: fresh.url });
      try {
        results.push(await benchDatabase('postgres', database));
      } finally {
        await database.close();
      }
    } finally {
      await fresh.drop();
    }
  }

  console.log(
    `\nsmart accrual benchmark: ${PLANS} earning plans (${USERS} users), one day each per pass, rounds of ${BATCH}, best of ${PAIRS} alternating passes per path, ${cpus().length} cores`,
  );
  if (!base) console.log('(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  console.log(
    `${'database'.padEnd(10)} ${'path'.padEnd(8)} ${'plan-days/s'.padStart(11)} ${'seconds'.padStart(8)} ${'round p99 ms'.padStart(12)} ${'loop p99 ms'.padStart(11)}`,
  );
  for (const r of results) {
    for (const p of [r.raw, r.engine]) {
      console.log(
        `${r.name.padEnd(10)} ${p.path.padEnd(8)} ${(p.plans / p.seconds).toFixed(0).padStart(11)} ${p.seconds.toFixed(2).padStart(8)} ${p.roundP99Ms.toFixed(1).padStart(12)} ${p.loopP99Ms.toFixed(1).padStart(11)}`,
      );
    }
  }
  console.log('');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(10)} engine / raw: ${r.ratio.toFixed(3)} (goal ≥ ${RATIO_GOAL}); event-loop delay p99 during the engine's runs: ${r.loopP99Ms.toFixed(1)} ms (goal < ${LOOP_P99_GOAL_MS}); set-up ${r.setupSeconds.toFixed(1)} s`,
    );
    console.log(
      `${r.name.padEnd(10)} reconcile: ledger ${r.ledger.ok ? 'ok' : 'FAILED'} (${r.ledgerSeconds.toFixed(1)} s), smart ${r.smart.ok ? 'ok' : 'FAILED'} (${r.smartSeconds.toFixed(1)} s); ${r.accruals} accrual rows (expected ${PLANS * 2 * PAIRS}), ${r.plansBehind} plans not at day ${2 * PAIRS}`,
    );
  }
  const missed = results.flatMap((r) =>
    [
      r.ratio < RATIO_GOAL && `${r.name}: engine below ${RATIO_GOAL * 100}% of raw SQL`,
      r.loopP99Ms >= LOOP_P99_GOAL_MS &&
        `${r.name}: event-loop delay p99 ${r.loopP99Ms.toFixed(1)} ms`,
      !r.ledger.ok && `${r.name}: ledger reconcile failed`,
      !r.smart.ok && `${r.name}: smart reconcile failed`,
      r.accruals !== PLANS * 2 * PAIRS && `${r.name}: ${r.accruals} accrual rows`,
      r.plansBehind !== 0 && `${r.name}: ${r.plansBehind} plans behind`,
    ].filter((m): m is string => typeof m === 'string'),
  );
  for (const m of missed) console.log(`MISSED: ${m}`);
  process.exitCode = missed.length > 0 ? 1 : 0;
}

await main();
