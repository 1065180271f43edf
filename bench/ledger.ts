/**
 * Ledger postings per second (docs/adr/0008) through the service layer, beside a raw SQL loop
 * that writes the same rows, measured in the same run on the same machine: on PGlite in memory
 * always, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (in a fresh
 * database `swx_bench_<random>` on that server, dropped at the end).
 *
 * Each database is migrated and given BENCH_USERS (200) users, each credited with a demo
 * balance by `post` ('demo.open' from the platform's demo_issuance account). Then, with
 * BENCH_CONCURRENCY (8) workers in a closed loop (PGlite has one connection: its workers
 * queue), each iteration moves 0.01 USDT from a random user's demo available USDT to the
 * platform's demo `fees` account, in one transaction of its own (READ COMMITTED, the default):
 *
 * - service: `database.db.transaction(tx => post(tx, …))` with two legs, what a product feature
 *   does (leg checks, account ensuring, locks in id order, balance check, journal, entries,
 *   balances);
 * - raw: the minimum correct work by hand-written SQL through the same driver and transaction
 *   (`tx.execute`), with the account ids known in advance: `SELECT … FOR UPDATE` of the two
 *   accounts in id order, one journal, two entries with their balance after, one update of
 *   both balances. The database's triggers check it like any other posting.
 *
 * The two alternate in BENCH_ROUNDS (5) rounds of BENCH_SECONDS / rounds each, after a second
 * of warm-up each; printed per database: the median round's postings/s, its p50/p99 latency,
 * and service / raw. Goal: service at least 40% of raw. Afterwards `reconcile` must pass and
 * the journal count must be the demo credits plus every committed iteration.
 *
 * Exits non-zero if a goal is missed, after printing everything.
 *
 *   npm run bench:ledger   (BENCH_SECONDS=5 BENCH_CONCURRENCY=8 BENCH_USERS=200 BENCH_ROUNDS=5)
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:ledger
 */
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { sql } from 'drizzle-orm';
import { ASSET_SCALE, type LedgerReason } from '@swx/contract';
import { openDatabase, type Database } from '../apps/server/src/platform/db/client.ts';
import { scratchDatabase } from '../apps/server/src/platform/db/scratch.ts';
import { insertUserWithBooks } from '../apps/server/src/modules/identity/repository.ts';
import { PlatformAccount, post, unitsOf } from '../apps/server/src/modules/ledger/ledger.ts';
import { reconcile, type ReconcileReport } from '../apps/server/src/modules/ledger/reconcile.ts';
import { fromUnits } from '../apps/server/src/platform/units.ts';
import { load, type LoadResult } from './http-load.ts';
import { rows } from '../apps/server/src/platform/db/rows.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const USERS = Number(process.env.BENCH_USERS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP_MS = 1000;
const SETUP_BATCH = 50;
const GOAL = 0.4;
const SCALE = ASSET_SCALE.USDT;
/** Each user's demo credit, and what one iteration moves to the fees account. */
const CREDIT = 100_000n * 10n ** BigInt(SCALE);
const FEE = 10n ** BigInt(SCALE - 2);
/** A reason only the bench writes (the ledger stores any reason it is given). */
const REASON = 'bench.fee' as LedgerReason;

interface Setup {
  userIds: number[];
  /** Each user's demo available USDT account, by user index. */
  available: number[];
  fees: number;
}

async function setUp(database: Database): Promise<Setup> {
  const { db } = database;
  const userIds: number[] = [];
  const tag = randomBytes(3).toString('hex');
  // In batches of SETUP_BATCH users per transaction: registration's work, minus the commits.
  for (let first = 0; first < USERS; first += SETUP_BATCH) {
    const batch = await db.transaction(async (tx) => {
      const ids: number[] = [];
      for (let i = first; i < Math.min(USERS, first + SETUP_BATCH); i += 1) {
        const row = await insertUserWithBooks(tx, {
          username: `bench_${tag}_${i}`,
          email: `bench.${tag}.${i}@example.test`,
          passwordHash: null,
          areaCode: null,
          phone: null,
          inviteCode: `B${tag}${String(i).padStart(6, '0')}`.toUpperCase(),
          invitedByUserId: null,
          googleSub: null,
        });
        await post(tx, {
          book: 'demo',
          reason: 'demo.open',
          userId: row.id,
          legs: [
            { account: { userId: row.id, kind: 'available' }, asset: 'USDT', amount: CREDIT },
            {
              account: { platform: PlatformAccount.demoIssuance },
              asset: 'USDT',
              amount: -CREDIT,
            },
          ],
        });
        ids.push(row.id);
      }
      return ids;
    });
    userIds.push(...batch);
  }
  // The fees account as `post` would create it, so that the raw loop knows its id up front.
  await db.execute(sql`
    insert into ledger_accounts (book, user_id, kind, asset)
    values ('demo', null, ${PlatformAccount.fees}, 'USDT')
    on conflict (book, kind, asset) where user_id is null do nothing`);
  const found = rows<{ id: string; user_id: string | null }>(
    await db.execute(sql`
      select id::text, user_id::text from ledger_accounts
      where book = 'demo' and asset = 'USDT'
        and ((user_id is not null and kind = 'available')
             or (user_id is null and kind = ${PlatformAccount.fees}))`),
  );
  const byUser = new Map<number, number>();
  let fees: number | undefined;
  for (const r of found) {
    if (r.user_id === null) fees = Number(r.id);
    else byUser.set(Number(r.user_id), Number(r.id));
  }
  if (fees === undefined) throw new Error('no fees account');
  return { userIds, available: userIds.map((id) => byUser.get(id)!), fees };
}

/** One iteration through the service layer. */
function serviceOnce(database: Database, setup: Setup): () => Promise<boolean> {
  return async () => {
    const userId = setup.userIds[Math.floor(Math.random() * setup.userIds.length)]!;
    await database.db.transaction((tx) =>
      post(tx, {
        book: 'demo',
        reason: REASON,
        userId,
        legs: [
          { account: { userId, kind: 'available' }, asset: 'USDT', amount: -FEE },
          { account: { platform: PlatformAccount.fees }, asset: 'USDT', amount: FEE },
        ],
      }),
    );
    return true;
  };
}

/** The same rows by hand-written SQL: the minimum correct work. */
function rawOnce(database: Database, setup: Setup): () => Promise<boolean> {
  return async () => {
    const i = Math.floor(Math.random() * setup.userIds.length);
    const userId = setup.userIds[i]!;
    const account = setup.available[i]!;
    const deltas = new Map([
      [account, -FEE],
      [setup.fees, FEE],
    ]);
    const [lo, hi] = account < setup.fees ? [account, setup.fees] : [setup.fees, account];
    await database.db.transaction(async (tx) => {
      const locked = rows<{ id: string; balance: string }>(
        await tx.execute(sql`
          select id::text, balance::text from ledger_accounts
          where id in (${lo}, ${hi}) order by id for update`),
      );
      const after = new Map(
        locked.map((r) => [Number(r.id), unitsOf(r.balance, SCALE) + deltas.get(Number(r.id))!]),
      );
      const [journal] = rows<{ id: string }>(
        await tx.execute(sql`
          insert into ledger_journals (book, reason, user_id)
          values ('demo', ${REASON}, ${userId}) returning id::text`),
      );
      const journalId = journal!.id;
      const userAfter = fromUnits(after.get(account)!, SCALE);
      const feesAfter = fromUnits(after.get(setup.fees)!, SCALE);
      await tx.execute(sql`
        insert into ledger_entries (journal_id, book, account_id, asset, amount, balance_after)
        values (${journalId}, 'demo', ${account}, 'USDT', ${fromUnits(-FEE, SCALE)}, ${userAfter}),
               (${journalId}, 'demo', ${setup.fees}, 'USDT', ${fromUnits(FEE, SCALE)}, ${feesAfter})`);
      await tx.execute(sql`
        update ledger_accounts a set balance = v.b::numeric
        from (values (${account}::bigint, ${userAfter}), (${setup.fees}::bigint, ${feesAfter})) as v(id, b)
        where a.id = v.id`);
    });
    return true;
  };
}

interface DatabaseResult {
  name: string;
  raw: LoadResult;
  service: LoadResult;
  ratio: number;
  errors: number;
  report: ReconcileReport;
  expectedJournals: number;
}

async function benchDatabase(name: string, database: Database): Promise<DatabaseResult> {
  await database.migrate();
  const setup = await setUp(database);
  const raw = rawOnce(database, setup);
  const service = serviceOnce(database, setup);
  let committed = 0;
  let errors = 0;
  let firstError: unknown;
  const run = async (send: () => Promise<boolean>, ms: number) => {
    const r = await load(
      () =>
        send().catch((e: unknown) => {
          firstError ??= e;
          throw e;
        }),
      CONCURRENCY,
      ms,
    );
    committed += r.requests - r.errors;
    errors += r.errors;
    return r;
  };
  await run(raw, WARMUP_MS);
  await run(service, WARMUP_MS);
  // Interleaved rounds, the median of each side: the machine's drift hits both alike.
  const rawRounds: LoadResult[] = [];
  const serviceRounds: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    rawRounds.push(await run(raw, (SECONDS * 1000) / ROUNDS));
    serviceRounds.push(await run(service, (SECONDS * 1000) / ROUNDS));
  }
  const median = (rounds: LoadResult[]) =>
    rounds.slice().sort((x, y) => x.perSecond - y.perSecond)[rounds.length >> 1]!;
  const rawResult = median(rawRounds);
  const serviceResult = median(serviceRounds);
  const report = await reconcile(database.db);
  if (firstError !== undefined) console.error(`${name}: first failed posting:`, firstError);
  return {
    name,
    raw: rawResult,
    service: serviceResult,
    ratio: serviceResult.perSecond / rawResult.perSecond,
    errors,
    report,
    expectedJournals: USERS + committed,
  };
}

async function main(): Promise<void> {
  const results: DatabaseResult[] = [];

  const lite = await openDatabase({});
  try {
    results.push(await benchDatabase('pglite', lite));
  } finally {
    await lite.close();
  }

  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (base) {
    const fresh = await scratchDatabase(base, 'swx_bench');
    try {
      const database = await openDatabase({
        url: fresh.url,
        poolMax: Math.max(10, CONCURRENCY + 2),
      });
      try {
        results.push(await benchDatabase('postgres', database));
      } finally {
        await database.close();
      }
    } finally {
      await fresh.drop();
    }
  }

  // ---- report ---------------------------------------------------------------------------------
  console.log(
    `\nledger benchmark: 0.01 USDT user → fees per posting, ${USERS} users, ${CONCURRENCY} concurrent workers, median of ${ROUNDS} interleaved rounds of ${(SECONDS / ROUNDS).toFixed(1)} s per side after ${WARMUP_MS / 1000} s warm-up, ${cpus().length} cores`,
  );
  if (!base) console.log('(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  console.log(
    `${'database'.padEnd(10)} ${'path'.padEnd(14)} ${'postings/s'.padStart(10)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)}`,
  );
  const row = (db: string, path: string, r: LoadResult) =>
    console.log(
      `${db.padEnd(10)} ${path.padEnd(14)} ${r.perSecond.toFixed(0).padStart(10)} ${r.p50.toFixed(2).padStart(7)} ${r.p99.toFixed(2).padStart(7)} ${String(r.errors).padStart(7)}`,
    );
  for (const r of results) {
    row(r.name, 'raw SQL', r.raw);
    row(r.name, 'post()', r.service);
  }
  console.log('');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(10)} service / raw: ${r.ratio.toFixed(3)} (goal ≥ ${GOAL.toFixed(2)})`,
    );
  }
  for (const r of results) {
    const { report } = r;
    console.log(
      `${r.name.padEnd(10)} reconcile: ${report.ok ? 'ok' : 'FAILED'}, ${report.journals} journals (expected ${r.expectedJournals}), ${report.entries} entries, ${report.accounts} accounts`,
    );
    if (!report.ok) {
      console.log(
        JSON.stringify({
          unbalancedJournals: report.unbalancedJournals.slice(0, 5),
          mismatchedAccounts: report.mismatchedAccounts.slice(0, 5),
          negativeCustomerAccounts: report.negativeCustomerAccounts.slice(0, 5),
          brokenRunningBalances: report.brokenRunningBalances.slice(0, 5),
        }),
      );
    }
  }
  console.log('');

  const missed = results.flatMap((r) =>
    [
      r.ratio < GOAL && `${r.name}: service below ${GOAL * 100}% of raw SQL`,
      r.errors > 0 && `${r.name}: ${r.errors} failed postings`,
      !r.report.ok && `${r.name}: reconcile failed`,
      r.report.journals !== r.expectedJournals &&
        `${r.name}: ${r.report.journals} journals, expected ${r.expectedJournals}`,
      r.report.entries !== 2 * r.expectedJournals &&
        `${r.name}: ${r.report.entries} entries, expected ${2 * r.expectedJournals}`,
    ].filter((m): m is string => typeof m === 'string'),
  );
  for (const m of missed) console.log(`MISSED: ${m}`);
  process.exitCode = missed.length > 0 ? 1 : 0;
}

await main();
