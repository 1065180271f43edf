import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Code,
  isSuccessCode,
  type ContractPosition,
  type DepositItem,
  type LoginResult,
  type OptionsOrder,
} from '@swx/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../apps/server/src/modules/ledger/reconcile.js';
import { openDatabase, type Database } from '../../apps/server/src/platform/db/client.js';
import { multipartBody, pngImage } from '../../apps/server/src/test/multipart.js';
import { TestSmtp } from '../../apps/server/src/test/smtp.js';
import { newIdentity } from '../../apps/server/src/test/client.js';
import { AnswerCheck } from './support/answers.js';
import { ChildServer } from './support/child-server.js';
import { add, LONG, newCounts, report, scale, SEED, value } from './support/mode.js';
import { ConnectionLost, SocketClient, type SocketAnswer } from './support/socket-client.js';

/**
 * The model-based ledger test under crashes (issue 15, item 9).
 *
 * fast-check generates a workload: for each of CLIENTS clients a sequence of operations (buy an
 * options contract, open / modify / close a leveraged position, reset the demo book, claim a
 * deposit with a proof image, change the watchlist, read), and the points (in acknowledged
 * requests) at which the server process is SIGKILLed and started again on the same data folder.
 * Every client runs its sequence against the real server over its own loopback address, all at
 * once; a request cut by a kill is sent again, with the same Idempotency-Key, once the server is
 * back, until it is answered. The model keeps what every acknowledged answer said.
 *
 * After the last operation the server is SIGKILLed once more and the test opens the data folder's
 * database itself. It proves:
 * - every acknowledged write is there (users, orders, positions and their stops and closes,
 *   deposit claims and their proof files, watchlists, the stored answer of every money POST),
 *   and nothing was applied twice (no order, position or claim that no answer acknowledged);
 * - `reconcile` is clean, and each book's held balance is exactly what its open orders and
 *   positions hold;
 * - no request was answered with a 5xx.
 */

const CLIENTS = scale(32, 64);
const OPS_PER_CLIENT = scale(8, 40);
/** SIGKILLs during the run (one more follows the last operation). */
const KILLS = scale(3, 8);
const RUNS = scale(1, 2);
/** Acknowledged requests between two kills. */
const KILL_SPACING = scale({ min: 20, max: 70 }, { min: 60, max: 250 });
const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const DEMO = { 'x-real-account': 'NO' };
const REAL = { 'x-real-account': 'YES' };
/** Deposit claims one user may have pending (`deposit.pendingMax`). */
const PENDING_MAX = 5;

// ---- the workload ---------------------------------------------------------------------------

type Op =
  | { kind: 'buy'; code: string; direction: 'up' | 'down'; amount: string }
  | { kind: 'open'; code: string; side: 'long' | 'short'; lots: string; leverage: number }
  | { kind: 'modify'; pick: number; stop: number | null; take: number | null }
  | { kind: 'close'; pick: number }
  | { kind: 'reset' }
  | { kind: 'claim'; amount: string }
  | { kind: 'watch'; id: number; add: boolean }
  | { kind: 'read'; what: number };

const code = fc.constantFrom('BTCUSDT', 'ETHUSDT');
/** A stake of 10 to 2,000 USDT with up to 6 decimals (the minimum stake is 10). */
const stake = fc
  .tuple(fc.integer({ min: 10, max: 1999 }), fc.integer({ min: 0, max: 999_999 }))
  .map(([whole, micro]) =>
    micro === 0 ? `${whole}` : `${whole}.${String(micro).padStart(6, '0')}`,
  );
/** How far from the entry a stop goes, as a fraction of it (null removes the stop). */
const distance = fc.option(fc.double({ min: 0.01, max: 0.5, noNaN: true }), { nil: null });

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      code,
      direction: fc.constantFrom('up' as const, 'down' as const),
      amount: stake,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('open' as const),
      code,
      side: fc.constantFrom('long' as const, 'short' as const),
      lots: fc.constantFrom('0.01', '0.02', '0.05', '0.1'),
      leverage: fc.integer({ min: 1, max: 20 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('modify' as const),
      pick: fc.nat(),
      stop: distance,
      take: distance,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('close' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reset' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('claim' as const),
      amount: fc.integer({ min: 120, max: 5000 }).map(String),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('watch' as const),
      id: fc.integer({ min: 1, max: 8 }),
      add: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('read' as const), what: fc.nat(3) }) },
);

const workload = fc.record({
  programs: fc.array(fc.array(op, { minLength: OPS_PER_CLIENT, maxLength: OPS_PER_CLIENT }), {
    minLength: CLIENTS,
    maxLength: CLIENTS,
  }),
  killAfter: fc.array(fc.integer(KILL_SPACING), { minLength: KILLS, maxLength: KILLS }),
});

// ---- what the answers acknowledged ---------------------------------------------------------

interface Acked {
  userId: string;
  username: string;
  /** Options orders: id → stake. */
  orders: Map<string, string>;
  positions: Map<string, { stopLoss: string | null; takeProfit: string | null; closed: boolean }>;
  openPositions: ContractPosition[];
  /** Deposit claims by id (their proof files are looked up in the database). */
  claims: Set<string>;
  watchlist: Set<number>;
  /** Idempotency-Key → the code of the acknowledged answer (every money POST). */
  keys: Map<string, number>;
  pendingClaims: number;
}

/** One run's shared state: the server, the kills, the counts. */
class Run {
  readonly counts = newCounts();
  readonly check = new AnswerCheck(this.counts);
  acknowledged = 0;
  /** Resolved while the server is up; replaced by a pending one for each kill. */
  ready: Promise<void> = Promise.resolve();
  private waiters: Array<{ at: number; wake: () => void }> = [];

  constructor(readonly server: ChildServer) {}

  ack(): void {
    this.acknowledged += 1;
    this.waiters = this.waiters.filter((w) =>
      w.at <= this.acknowledged ? (w.wake(), false) : true,
    );
  }

  /** Resolves once `count` requests were acknowledged. */
  untilAcknowledged(count: number): Promise<void> {
    if (this.acknowledged >= count) return Promise.resolve();
    return new Promise((wake) => this.waiters.push({ at: count, wake }));
  }

  /** SIGKILL, then a start on the same data folder; clients wait on `ready` meanwhile. */
  async crash(): Promise<void> {
    let up!: () => void;
    this.ready = new Promise((resolve) => (up = resolve));
    try {
      await this.server.kill();
      add(this.counts, 'kills');
      await this.server.start();
    } finally {
      // Should the start fail, the clients' retries fail and say so, rather than wait forever.
      up();
    }
  }
}

/**
 * Sends a request until it is answered: a connection cut by a kill is retried once the server
 * is back, with the same headers (so the same Idempotency-Key).
 */
async function answered<T>(
  run: Run,
  send: () => Promise<SocketAnswer<T>>,
  what: string,
): Promise<SocketAnswer<T>> {
  for (let attempt = 1; ; attempt += 1) {
    await run.ready;
    try {
      const answer = await send();
      if (isSuccessCode(answer.code)) run.ack();
      return answer;
    } catch (error) {
      if (!(error instanceof ConnectionLost) || attempt >= 30) {
        throw new Error(`${what}: ${(error as Error).message}`, { cause: error });
      }
      add(run.counts, 'retries');
    }
  }
}

/** `price × (1 ± fraction)` with the price's own number of decimals. */
function shifted(price: string, fraction: number, up: boolean): string {
  const decimals = price.split('.')[1]?.length ?? 0;
  return (Number(price) * (up ? 1 + fraction : 1 - fraction)).toFixed(decimals);
}

/** One client: registers, then runs its program, keeping what was acknowledged. */
async function client(run: Run, smtp: TestSmtp, index: number, program: Op[]): Promise<Acked> {
  // 127.0.1.x: every client has its own address (rate limits and connection caps are per address).
  const http = new SocketClient(`127.0.1.${index + 1}`, () => run.server.url, run.check);
  try {
    const identity = newIdentity(`m${index}`);
    const sent = await answered(
      run,
      () =>
        http.call('POST', '/swx/customer/login/sendCode', {
          body: { email: identity.email, scene: 'register' },
        }),
      'sendCode',
    );
    expect(sent.code).toBe(Code.OK);
    const emailCode = await smtp.latestCode(identity.email);
    const body = { ...identity, confirmPassword: identity.password, code: emailCode };
    let registered = await answered(
      run,
      () => http.call<LoginResult>('POST', '/swx/customer/login/register', { body }),
      'register',
    );
    if (registered.code === Code.USERNAME_TAKEN) {
      // The first attempt committed and was cut by a kill before its answer: sign in.
      registered = await answered(
        run,
        () =>
          http.call<LoginResult>('POST', '/swx/customer/login/login', {
            body: { username: identity.username, password: identity.password },
          }),
        'login',
      );
    }
    expect(registered.code, registered.msg).toBe(Code.OK);
    const token = registered.result.token;
    const acked: Acked = {
      userId: registered.result.user.id,
      username: identity.username,
      orders: new Map(),
      positions: new Map(),
      openPositions: [],
      claims: new Set(),
      watchlist: new Set(),
      keys: new Map(),
      pendingClaims: 0,
    };
    const auth = { authorization: `Bearer ${token}` };

    /** A money POST: one Idempotency-Key for the action, kept through retries. */
    const money = async <T>(
      path: string,
      headers: Record<string, string>,
      payload: { body?: unknown; form?: () => Promise<{ payload: Buffer; contentType: string }> },
    ) => {
      const key = randomUUID();
      const form = payload.form ? await payload.form() : undefined;
      const answer = await answered(
        run,
        () =>
          http.call<T>('POST', `/swx/customer${path}`, {
            headers: { ...auth, ...headers, 'idempotency-key': key },
            body: payload.body,
            form,
          }),
        path,
      );
      if (isSuccessCode(answer.code)) acked.keys.set(key, answer.code);
      return answer;
    };

    for (const step of program) {
      switch (step.kind) {
        case 'buy': {
          const answer = await money<OptionsOrder>('/order/buyOptions', DEMO, {
            body: { code: step.code, direction: step.direction, period: 60, amount: step.amount },
          });
          if (answer.code === Code.PURCHASE_SUCCESSFUL)
            acked.orders.set(answer.result.id, answer.result.amount);
          break;
        }
        case 'open': {
          const answer = await money<ContractPosition>('/order/openContract', DEMO, {
            body: { code: step.code, side: step.side, lots: step.lots, leverage: step.leverage },
          });
          if (answer.code === Code.PURCHASE_SUCCESSFUL) {
            acked.positions.set(answer.result.id, {
              stopLoss: null,
              takeProfit: null,
              closed: false,
            });
            acked.openPositions.push(answer.result);
          }
          break;
        }
        case 'modify': {
          const position = acked.openPositions[step.pick % Math.max(1, acked.openPositions.length)];
          if (!position) break;
          const long = position.side === 'long';
          const stopLoss =
            step.stop === null ? null : shifted(position.openPrice, step.stop, !long);
          const takeProfit =
            step.take === null ? null : shifted(position.openPrice, step.take, long);
          const answer = await money<ContractPosition>(
            '/order/modifyContract',
            {},
            { body: { id: position.id, stopLoss, takeProfit } },
          );
          if (answer.code === Code.MODIFIED) {
            acked.positions.set(position.id, {
              stopLoss: answer.result.stopLoss,
              takeProfit: answer.result.takeProfit,
              closed: false,
            });
          }
          break;
        }
        case 'close': {
          const position = acked.openPositions[step.pick % Math.max(1, acked.openPositions.length)];
          if (!position) break;
          const answer = await money<ContractPosition>(
            '/order/closeContract',
            {},
            { body: { id: position.id } },
          );
          if (answer.code === Code.OK || answer.code === Code.POSITION_CLOSED) {
            // Closed by this request, or before it by a stop or liquidation: either way closed.
            acked.openPositions = acked.openPositions.filter((p) => p.id !== position.id);
          }
          if (answer.code === Code.OK) acked.positions.get(position.id)!.closed = true;
          break;
        }
        case 'reset':
          await money('/user/resetDemo', DEMO, {});
          break;
        case 'claim': {
          if (acked.pendingClaims >= PENDING_MAX) break;
          const fields = {
            network: 'USDT-TRC20',
            amount: step.amount,
            txHash: randomBytes(32).toString('hex'),
            last6: 'abc123',
          };
          const proof = await pngImage(index * 1000 + acked.claims.size, 8);
          const answer = await money<DepositItem>('/user/recharge', REAL, {
            form: async () => multipartBody(fields, { proof: { bytes: proof } }),
          });
          if (answer.code === Code.RECHARGE_SUBMITTED) {
            acked.claims.add(answer.result.id);
            acked.pendingClaims += 1;
          }
          break;
        }
        case 'watch': {
          const path = step.add
            ? '/swx/customer/user/addWatchlist'
            : '/swx/customer/user/removeWatchlist';
          const answer = await answered(
            run,
            () => http.call('POST', path, { headers: auth, body: { id: step.id } }),
            path,
          );
          if (answer.code === Code.OK) acked.watchlist[step.add ? 'add' : 'delete'](step.id);
          break;
        }
        case 'read': {
          const path = [
            '/user/listBalances',
            '/order/listOptionsOrder',
            '/order/listContractOrder',
            '/user/getUnreadCount',
          ][step.what]!;
          const answer = await answered(
            run,
            () => http.call('GET', `/swx/customer${path}`, { headers: { ...auth, ...DEMO } }),
            path,
          );
          expect(answer.code, `${path}: ${answer.msg}`).toBe(Code.OK);
          break;
        }
      }
    }
    return acked;
  } finally {
    http.close();
  }
}

// ---- verification in the database -----------------------------------------------------------

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const decimal = (text: string | null) => (text === null ? null : Number(text));

/** Counts every acknowledged write that the database lost, and every write made twice. */
async function verify(
  database: Database,
  dataDir: string,
  clients: Acked[],
): Promise<{ lost: string[]; twice: string[] }> {
  const lost: string[] = [];
  const twice: string[] = [];
  for (const c of clients) {
    const who = `${c.username} (${c.userId})`;
    const [user] = await rows<{ id: string }>(
      database,
      sql`select id::text from users where id = ${c.userId} and username = ${c.username}`,
    );
    if (!user) lost.push(`${who}: the user`);

    const orders = new Map(
      (
        await rows<{ id: string; amount: string }>(
          database,
          sql`select id::text, amount::text from options_orders where user_id = ${c.userId}`,
        )
      ).map((r) => [r.id, r.amount]),
    );
    for (const [id, amount] of c.orders) {
      if (decimal(orders.get(id) ?? null) !== decimal(amount))
        lost.push(`${who}: options order ${id} of ${amount}`);
    }
    for (const id of orders.keys())
      if (!c.orders.has(id)) twice.push(`${who}: options order ${id} that no answer acknowledged`);

    const positions = new Map(
      (
        await rows<{
          id: string;
          stop_loss: string | null;
          take_profit: string | null;
          status: string;
        }>(
          database,
          sql`select id::text, stop_loss::text, take_profit::text, status from contract_positions where user_id = ${c.userId}`,
        )
      ).map((r) => [r.id, r]),
    );
    for (const [id, expected] of c.positions) {
      const row = positions.get(id);
      if (!row) lost.push(`${who}: position ${id}`);
      else if (
        decimal(row.stop_loss) !== decimal(expected.stopLoss) ||
        decimal(row.take_profit) !== decimal(expected.takeProfit)
      )
        lost.push(
          `${who}: position ${id} stops ${row.stop_loss}/${row.take_profit}, acknowledged ${expected.stopLoss}/${expected.takeProfit}`,
        );
      else if (expected.closed && row.status !== 'closed')
        lost.push(`${who}: the close of position ${id}`);
    }
    for (const id of positions.keys())
      if (!c.positions.has(id)) twice.push(`${who}: position ${id} that no answer acknowledged`);

    const claims = await rows<{ id: string; proof_key: string }>(
      database,
      sql`select id::text, proof_key from deposits where user_id = ${c.userId}`,
    );
    for (const id of c.claims) {
      const row = claims.find((r) => r.id === id);
      if (!row) lost.push(`${who}: deposit claim ${id}`);
      else if (
        !existsSync(
          join(
            dataDir,
            'uploads',
            row.proof_key.slice(0, 2),
            row.proof_key.slice(2, 4),
            row.proof_key,
          ),
        )
      )
        lost.push(`${who}: the proof file of claim ${id}`);
    }
    for (const row of claims)
      if (!c.claims.has(row.id))
        twice.push(`${who}: deposit claim ${row.id} that no answer acknowledged`);

    const watched = (
      await rows<{ id: number }>(
        database,
        sql`select instrument_id as id from watchlist where user_id = ${c.userId}`,
      )
    ).map((r) => Number(r.id));
    if ([...c.watchlist].sort().join() !== watched.sort().join())
      lost.push(`${who}: watchlist ${watched.join()} instead of ${[...c.watchlist].join()}`);

    const keys = new Map(
      (
        await rows<{ key: string; code: number }>(
          database,
          sql`select key, (response->>'code')::int as code from idempotency_keys where user_id = ${c.userId}`,
        )
      ).map((r) => [r.key, Number(r.code)]),
    );
    for (const [key, answerCode] of c.keys) {
      if (keys.get(key) !== answerCode)
        lost.push(`${who}: the stored answer of Idempotency-Key ${key}`);
    }
  }
  return { lost, twice };
}

/** Each customer's held balance is exactly what their open orders and positions hold. */
async function heldMismatches(database: Database): Promise<unknown[]> {
  return rows(
    database,
    sql`
    with holds as (
      select user_id, book, sum(amount) as held from options_orders where status = 'open' group by user_id, book
      union all
      select user_id, book, sum(margin) from contract_positions where status = 'open' group by user_id, book
      union all
      select user_id, 'real', sum(amount + fee) from withdrawals where status in ('pending', 'approved') group by user_id
    ),
    expected as (select user_id, book, sum(held) as held from holds group by user_id, book)
    select a.user_id::text, a.book, a.balance::text as held, coalesce(e.held, 0)::text as expected
    from ledger_accounts a left join expected e on e.user_id = a.user_id and e.book = a.book
    where a.user_id is not null and a.kind = 'held' and a.asset = 'USDT' and a.balance <> coalesce(e.held, 0)`,
  );
}

// ---- the test -------------------------------------------------------------------------------

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = new TestSmtp();
}, 30_000);
afterAll(async () => {
  await smtp?.stop().catch(() => undefined);
});

describe('the ledger under random load from many clients and repeated SIGKILLs', () => {
  it(`keeps every acknowledged write once and reconciles (${CLIENTS} clients, ${KILLS} kills)`, async () => {
    const smtpUrl = await smtp.start();
    const started = Date.now();
    const total = newCounts();
    try {
      await fc.assert(
        fc.asyncProperty(workload, async ({ programs, killAfter }) => {
          const dataDir = mkdtempSync(join(tmpdir(), 'swx-adversarial-'));
          const server = new ChildServer({
            DATA_DIR: dataDir,
            SMTP_URL: smtpUrl,
            MARKET_FEED: 'simulated',
            MARKET_SEED: '11',
            MARKET_HISTORY: 'false',
            RATE_LIMIT_PER_MIN: '100000',
            DEPOSIT_ADDRESS_USDT_TRC20: TRC20,
          });
          const run = new Run(server);
          Object.assign(run.counts, { kills: 0, retries: 0, 'writes acknowledged': 0 });
          try {
            await server.start();
            // The clients, and beside them the killer, which crashes the server after each
            // spacing of acknowledged requests while the clients are still running.
            let finished = false;
            const clients = Promise.all(
              programs.map((program, i) => client(run, smtp, i, program)),
            ).finally(() => (finished = true));
            const killer = (async () => {
              let target = 0;
              for (const spacing of killAfter) {
                target += spacing;
                await Promise.race([run.untilAcknowledged(target), clients.catch(() => undefined)]);
                if (finished) return;
                await run.crash();
              }
            })();
            // Awaited below; should a restart fail, the clients fail first and say why.
            killer.catch(() => undefined);
            const acked = await clients;
            await killer;
            // The last acknowledged writes meet a SIGKILL too; then the database is ours.
            await server.kill();
            const sum = (f: (c: Acked) => number) => acked.reduce((n, c) => n + f(c), 0);
            Object.assign(run.counts, {
              'writes acknowledged': sum((c) => 1 + c.keys.size + c.watchlist.size),
              orders: sum((c) => c.orders.size),
              positions: sum((c) => c.positions.size),
              claims: sum((c) => c.claims.size),
            });
            // The workload really moved money (a refused trade everywhere would prove nothing).
            const least = ['orders', 'positions', 'claims'].map((name) => value(run.counts, name));
            expect(Math.min(...least), JSON.stringify(run.counts)).toBeGreaterThan(0);

            const database = await openDatabase({ dataDir });
            try {
              const ledger = await reconcile(database.db);
              expect(ledger.ok, JSON.stringify(ledger).slice(0, 2000)).toBe(true);
              expect(await heldMismatches(database)).toEqual([]);
              const { lost, twice } = await verify(database, dataDir, acked);
              add(run.counts, 'lost writes', lost.length);
              run.counts['writes applied twice'] = twice.length;
              expect(lost, 'acknowledged writes missing after the kills').toEqual([]);
              expect(twice, 'writes no answer acknowledged (applied twice?)').toEqual([]);
            } finally {
              await database.close();
            }
            expect(run.check.problems).toEqual([]);
            expect(run.counts['5xx']).toBe(0);
          } finally {
            await server.kill();
            for (const [name, value] of Object.entries(run.counts))
              total[name] = (total[name] ?? 0) + value;
            rmSync(dataDir, { recursive: true, force: true });
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    } finally {
      report('ledger-model', total, (Date.now() - started) / 1000);
    }
    expect(total.kills).toBeGreaterThanOrEqual(RUNS * (LONG ? KILLS : 1));
  });
});
