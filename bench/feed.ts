/**
 * The live feed under load (issue 4), each figure beside a bare baseline measured in the same
 * run on the same machine:
 *
 * 1. WebSocket fan-out. BENCH_CLIENTS (2,000) clients on loopback, in a separate process,
 *    subscribed to all five market lists of the real server's /swx/live, while the engine
 *    ticks 60 instruments once a second (in five groups, one every 200 ms, as a provider
 *    spreads its ticks) and BTCUSDT ten times a second. Printed: messages delivered per second,
 *    p50/p99/max latency from the tick entering the engine to a client reading it, and server
 *    memory per connection (V8 heap plus external buffers after a full GC). Beside it: a bare
 *    `ws` server that broadcasts the same frames (built from the same ticks, one per market
 *    type per step) to every client. Goals: at least 80% of the bare delivered rate, p99
 *    under 50 ms.
 * 2. `GET /index/listMarketByType` requests per second (all five types in turn, the feed
 *    ticking so the cached JSON keeps being rebuilt) beside a bare Fastify route that returns
 *    the same JSON, both loaded from the client process. Goal: at least 60%.
 *
 * Exits non-zero if a goal is missed, after printing everything.
 *
 *   npm run bench:feed   (BENCH_CLIENTS=2000 BENCH_SECONDS=10 BENCH_HTTP_CONCURRENCY=16)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { once } from 'node:events';
import { cpus } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import Fastify from 'fastify';
import type { WebSocket as WsSocket, WebSocketServer as WsServer } from 'ws';
import { API_PREFIX, Paths, type MarketTypeId } from '@swx/contract';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { CATALOGUE } from '../apps/server/src/modules/market/catalogue.ts';
import type { FeedTick } from '../apps/server/src/modules/market/types.ts';
import { fromUnits, percentChange, toUnits } from '../apps/server/src/platform/units.ts';
import { load, type LoadResult } from './http-load.ts';
import { benchApp, benchConfig, listenLocally } from './support/app.ts';

// The server's `ws` (8.x): the root one is an older major that lighthouse brings.
const { WebSocket, WebSocketServer } = createRequire(
  new URL('../apps/server/package.json', import.meta.url),
)('ws') as { WebSocket: typeof WsSocket; WebSocketServer: typeof WsServer };
type WebSocket = WsSocket;

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const HTTP_CONCURRENCY = Number(process.env.BENCH_HTTP_CONCURRENCY ?? 16);
const WARMUP_MS = 2000;
const HTTP_ROUNDS = 5;
const STEP_MS = 100;
const FAST = 'BTCUSDT';
const SLOW_COUNT = 60;
const GROUPS = 5;

/** Microseconds on the system-wide monotonic clock: comparable between the two processes. */
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

// ---- messages between the bench and its client process --------------------------------------

type Command =
  | { op: 'connect'; url: string; n: number; subscribe: boolean }
  | { op: 'await'; key: string; count: number; timeoutMs: number }
  | { op: 'report'; published: Array<[key: string, atUs: number]> }
  | { op: 'disconnect' }
  | { op: 'http'; urls: string[]; concurrency: number; ms: number };

type Answer =
  | { op: 'connected'; ms: number }
  | { op: 'awaited'; got: number }
  | { op: 'report'; delivered: number; p50: number; p99: number; max: number }
  | { op: 'disconnected' }
  | { op: 'http'; result: LoadResult };

/** `CODE@price` of a market frame's first item: both servers' frames start the same way. */
const FIRST_ITEM = /"code":"([^"]+)","price":"([^"]+)"/;

// ---- the client process -----------------------------------------------------------------------

async function clientProcess(): Promise<void> {
  const send = (a: Answer) => process.send!(a);
  let sockets: WebSocket[] = [];
  /** Receive times (µs) of each frame, by its first item. */
  let received = new Map<string, number[]>();
  const waiters = new Set<() => void>();

  function onMessage(data: Buffer): void {
    const at = nowUs();
    const text = data.toString();
    // `{"t":"market","type":N,"d":[...` is a delta; `..."type":N,"snapshot":true` is not.
    if (!text.startsWith('{"t":"market"') || text.startsWith('"snapshot"', 23)) return;
    const m = FIRST_ITEM.exec(text);
    if (!m) return;
    const key = `${m[1]}@${m[2]}`;
    const list = received.get(key);
    if (list) list.push(at);
    else received.set(key, [at]);
    for (const w of waiters) w();
  }

  function open(url: string, subscribe: boolean): Promise<WebSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      let snapshots = 0;
      ws.on('error', reject);
      ws.on('message', (data: Buffer) => {
        // Subscribed once each of the five lists' snapshots has arrived.
        if (snapshots < GROUPS && data.toString().includes('"snapshot":true')) {
          if (++snapshots === GROUPS) resolve(ws);
        }
        onMessage(data);
      });
      ws.on('open', () => {
        if (!subscribe) return resolve(ws);
        for (let type = 1; type <= 5; type += 1) {
          ws.send(JSON.stringify({ op: 'subscribe', topic: `market.${type}` }));
        }
      });
    });
  }

  process.on('message', async (c: Command) => {
    if (c.op === 'connect') {
      const t0 = performance.now();
      for (let i = 0; i < c.n; i += 100) {
        const batch = Array.from({ length: Math.min(100, c.n - i) }, () =>
          open(c.url, c.subscribe),
        );
        sockets.push(...(await Promise.all(batch)));
      }
      send({ op: 'connected', ms: performance.now() - t0 });
    } else if (c.op === 'await') {
      const count = () => received.get(c.key)?.length ?? 0;
      await new Promise<void>((resolve) => {
        const check = () => {
          if (count() < c.count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          resolve();
        }, c.timeoutMs);
        waiters.add(check);
        check();
      });
      send({ op: 'awaited', got: count() });
    } else if (c.op === 'report') {
      let delivered = 0;
      for (const [key] of c.published) delivered += received.get(key)?.length ?? 0;
      const latencies = new Float64Array(delivered);
      let i = 0;
      for (const [key, at] of c.published) {
        for (const t of received.get(key) ?? []) latencies[i++] = (t - at) / 1000;
      }
      latencies.sort();
      const q = (p: number) => latencies[Math.min(delivered - 1, Math.floor(p * delivered))] ?? 0;
      received = new Map();
      send({ op: 'report', delivered, p50: q(0.5), p99: q(0.99), max: q(1) });
    } else if (c.op === 'disconnect') {
      await Promise.all(
        sockets.map((ws) => {
          const closed = once(ws, 'close');
          ws.close();
          return closed;
        }),
      );
      sockets = [];
      send({ op: 'disconnected' });
    } else {
      let n = 0;
      const result = await load(
        async () => {
          const response = await fetch(c.urls[n++ % c.urls.length]!);
          await response.arrayBuffer();
          return response.ok;
        },
        c.concurrency,
        c.ms,
      );
      send({ op: 'http', result });
    }
  });
}

// ---- the bench (server side) ------------------------------------------------------------------

interface Instrument {
  code: string;
  type: MarketTypeId;
  precision: number;
  start: bigint;
  price: bigint;
}

class Clients {
  private constructor(private readonly child: ChildProcess) {}

  static start(): Clients {
    // The same script and loader (tsx) in a process of its own, so that the clients' work
    // does not share the server's event loop and the server's memory is its own.
    return new Clients(fork(import.meta.filename, ['clients'], { stdio: 'inherit' }));
  }

  async ask<A extends Answer['op']>(c: Command, op: A): Promise<Extract<Answer, { op: A }>> {
    const answer = new Promise<Answer>((resolve) => this.child.once('message', resolve));
    this.child.send(c);
    const a = await answer;
    if (a.op !== op) throw new Error(`expected ${op}, got ${a.op}`);
    return a as Extract<Answer, { op: A }>;
  }

  stop(): void {
    this.child.kill();
  }
}

/** Ticks in the issue's schedule: one step every 100 ms; FAST every step; a fifth of the other
 * instruments every other step. Prices rise by one unit per tick, so each is unique. */
class Schedule {
  private step = 0;
  private lastTime = 0;
  readonly fast: Instrument;
  readonly groups: Instrument[][];

  constructor(instruments: Instrument[]) {
    this.fast = instruments.find((i) => i.code === FAST)!;
    // Every type represented: the surplus comes off the largest (stocks).
    const slow = instruments.filter((i) => i.code !== FAST);
    while (slow.length > SLOW_COUNT)
      slow.splice(
        slow.findLastIndex((i) => i.type === 3),
        1,
      );
    const size = Math.ceil(slow.length / GROUPS);
    this.groups = Array.from({ length: GROUPS }, (_, g) => slow.slice(g * size, (g + 1) * size));
  }

  private tick(inst: Instrument, time: number): FeedTick {
    inst.price += 1n;
    return { code: inst.code, price: inst.price, volume: 1n, time };
  }

  /** The next step's ticks (all with one time, later than the previous step's). */
  next(): FeedTick[] {
    const time = Math.max(Date.now(), this.lastTime + 1);
    this.lastTime = time;
    const ticks = [this.tick(this.fast, time)];
    if (this.step % 2 === 0) {
      for (const inst of this.groups[(this.step / 2) % GROUPS]!) ticks.push(this.tick(inst, time));
    }
    this.step += 1;
    return ticks;
  }

  /** Runs steps for `ms`, calling `publish` with each; returns what was published when. */
  async run(
    ms: number,
    publish: (ticks: FeedTick[]) => void,
  ): Promise<{ published: Array<[string, number]>; frames: number }> {
    const published: Array<[string, number]> = [];
    let frames = 0;
    const started = performance.now();
    for (let k = 0; performance.now() - started < ms; k += 1) {
      // Always through the timers phase, even when late: steps run in separate event-loop
      // turns, as a provider's ticks arrive (the server merges ticks of one turn).
      await delay(Math.max(0, started + k * STEP_MS - performance.now()));
      const ticks = this.next();
      const types = new Set<MarketTypeId>();
      const at = nowUs();
      for (const t of ticks) {
        const inst = byCode.get(t.code)!;
        // One frame per market type, named by its first item.
        if (!types.has(inst.type))
          published.push([`${t.code}@${fromUnits(t.price, inst.precision)}`, at]);
        types.add(inst.type);
      }
      frames += types.size;
      publish(ticks);
    }
    return { published, frames };
  }
}

const gc = (() => {
  v8.setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();
function heapBytes(): number {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
}

interface FanoutResult {
  delivered: number;
  expected: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
  bytesPerConnSubscribed: number;
  bytesPerConnAfterRun: number;
  connectMs: number;
}

async function fanout(
  clients: Clients,
  schedule: Schedule,
  url: string,
  subscribe: boolean,
  publish: (ticks: FeedTick[]) => void,
  connections: () => number,
): Promise<FanoutResult> {
  const before = heapBytes();
  const { ms: connectMs } = await clients.ask(
    { op: 'connect', url, n: CLIENTS, subscribe },
    'connected',
  );
  if (connections() !== CLIENTS) throw new Error(`${connections()} connections, not ${CLIENTS}`);
  const subscribed = heapBytes();
  await schedule.run(WARMUP_MS, publish);
  const started = performance.now();
  const { published, frames } = await schedule.run(SECONDS * 1000, publish);
  const seconds = (performance.now() - started) / 1000;
  // Every frame of the window has arrived once every client has read a later one, sent one
  // step later (in the same turn, the server would merge it with the window's last step).
  await delay(STEP_MS);
  const sentinel = schedule.next();
  const key = `${sentinel[0]!.code}@${fromUnits(sentinel[0]!.price, schedule.fast.precision)}`;
  publish(sentinel);
  const { got } = await clients.ask(
    { op: 'await', key, count: CLIENTS, timeoutMs: 15_000 },
    'awaited',
  );
  if (got < CLIENTS) console.warn(`only ${got} of ${CLIENTS} clients read the last frame`);
  const after = heapBytes();
  const report = await clients.ask({ op: 'report', published }, 'report');
  await clients.ask({ op: 'disconnect' }, 'disconnected');
  return {
    delivered: report.delivered,
    expected: frames * CLIENTS,
    seconds,
    p50: report.p50,
    p99: report.p99,
    max: report.max,
    bytesPerConnSubscribed: (subscribed - before) / CLIENTS,
    bytesPerConnAfterRun: (after - before) / CLIENTS,
    connectMs,
  };
}

const byCode = new Map<string, Instrument>();

async function main(): Promise<void> {
  for (const spec of CATALOGUE) {
    const start = toUnits(spec.startPrice, spec.precision)!;
    byCode.set(spec.code, {
      code: spec.code,
      type: spec.type,
      precision: spec.precision,
      start,
      price: start,
    });
  }
  const instruments = [...byCode.values()].sort((a, b) => a.type - b.type);
  const schedule = new Schedule(instruments);

  const config = benchConfig({
    // The bench drives the engine itself, in the issue's schedule.
    MARKET_FEED: 'off',
    MARKET_HISTORY: 'false',
    LIVE_MAX_CONNECTIONS_PER_IP: String(CLIENTS + 10),
  });
  const database = await openDatabase({});
  const app = await benchApp(config, database);
  const base = await listenLocally(app);
  const market = app.market;
  // What the leader does once a second with the feed on: record ticks and candles, re-check
  // sessions and staleness.
  const housekeeping = setInterval(() => {
    market.engine.sweep();
    void market.flush();
  }, 1000);
  const publishLive = (ticks: FeedTick[]) => market.publish(ticks);
  // Every instrument has a price before clients subscribe.
  market.publish(
    instruments.map((i) => ({ code: i.code, price: i.price, volume: 1n, time: Date.now() - 1 })),
  );

  const clients = Clients.start();

  // 1a. The bare baseline: the same frames, built from the same ticks, to every client.
  const bare = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(bare, 'listening');
  const barePort = (bare.address() as { port: number }).port;
  const publishBare = (ticks: FeedTick[]) => {
    const byType = new Map<MarketTypeId, Array<{ code: string; price: string; zdf: string }>>();
    for (const t of ticks) {
      const inst = byCode.get(t.code)!;
      let d = byType.get(inst.type);
      if (!d) byType.set(inst.type, (d = []));
      d.push({
        code: t.code,
        price: fromUnits(t.price, inst.precision),
        zdf: percentChange(inst.start, t.price),
      });
    }
    for (const [type, d] of byType) {
      const frame = Buffer.from(JSON.stringify({ t: 'market', type, d }));
      for (const ws of bare.clients) ws.send(frame, { binary: false });
    }
  };
  const bareResult = await fanout(
    clients,
    schedule,
    `ws://127.0.0.1:${barePort}`,
    false,
    publishBare,
    () => bare.clients.size,
  );
  bare.close();

  // 1b. The real live channel.
  const liveResult = await fanout(
    clients,
    schedule,
    `${base.replace(/^http/, 'ws')}/swx/live`,
    true,
    publishLive,
    () => app.live.connections,
  );

  // 2. listMarketByType beside a bare route with the same JSON, the feed ticking throughout.
  const types = [1, 2, 3, 4, 5] as const;
  const listUrl = (type: number) => `${base}${API_PREFIX}${Paths.listMarketByType}?type=${type}`;
  const json = new Map<number, string>();
  for (const type of types) json.set(type, await (await fetch(listUrl(type))).text());
  const bareHttp = Fastify({ logger: false });
  bareHttp.get<{ Querystring: { type: string } }>('/list', async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(json.get(Number(request.query.type))),
  );
  await bareHttp.listen({ port: 0, host: '127.0.0.1' });
  const bareHttpPort = (bareHttp.server.address() as { port: number }).port;
  const bareUrls = types.map((t) => `http://127.0.0.1:${bareHttpPort}/list?type=${t}`);
  const liveUrls = types.map(listUrl);
  const httpRun = async (urls: string[], ms: number) => {
    const ticking = schedule.run(ms, publishLive);
    const { result } = await clients.ask(
      { op: 'http', urls, concurrency: HTTP_CONCURRENCY, ms },
      'http',
    );
    await ticking;
    return result;
  };
  await httpRun(bareUrls, 1000);
  await httpRun(liveUrls, 1000);
  // Interleaved rounds, the median of each side: the machine's drift hits both alike.
  const bareRounds: LoadResult[] = [];
  const liveRounds: LoadResult[] = [];
  for (let round = 0; round < HTTP_ROUNDS; round += 1) {
    bareRounds.push(await httpRun(bareUrls, (SECONDS * 1000) / HTTP_ROUNDS));
    liveRounds.push(await httpRun(liveUrls, (SECONDS * 1000) / HTTP_ROUNDS));
  }
  const median = (rounds: LoadResult[]) =>
    rounds.slice().sort((x, y) => x.perSecond - y.perSecond)[rounds.length >> 1]!;
  const bareList = median(bareRounds);
  const liveList = median(liveRounds);
  const httpErrors = liveRounds.reduce((n, r) => n + r.errors, 0);

  clearInterval(housekeeping);
  clients.stop();
  await bareHttp.close();
  await app.close();
  await database.close();

  // ---- report ---------------------------------------------------------------------------------
  const kb = (b: number) => (b / 1024).toFixed(1);
  const counts = new Map<MarketTypeId, number>();
  for (const g of schedule.groups)
    for (const i of g) counts.set(i.type, (counts.get(i.type) ?? 0) + 1);
  console.log(
    `\nfeed benchmark: ${CLIENTS} clients in a separate process, ${SECONDS} s measured after ${WARMUP_MS / 1000} s warm-up, ${cpus().length} cores`,
  );
  console.log(
    `schedule: ${FAST} at 10 ticks/s; ${[...counts.values()].reduce((a, b) => a + b, 0)} instruments at 1 tick/s (per type ${[...counts].map(([t, n]) => `${t}:${n}`).join(' ')})`,
  );
  console.log(
    `${'server'.padEnd(16)} ${'msg/s'.padStart(9)} ${'of sent'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'KB/conn'.padStart(8)} ${'after run'.padStart(9)} ${'connect s'.padStart(9)}`,
  );
  const wsRow = (name: string, r: FanoutResult) =>
    console.log(
      `${name.padEnd(16)} ${(r.delivered / r.seconds).toFixed(0).padStart(9)} ${`${((100 * r.delivered) / r.expected).toFixed(1)}%`.padStart(8)} ${r.p50.toFixed(2).padStart(7)} ${r.p99.toFixed(2).padStart(7)} ${r.max.toFixed(1).padStart(7)} ${kb(r.bytesPerConnSubscribed).padStart(8)} ${kb(r.bytesPerConnAfterRun).padStart(9)} ${(r.connectMs / 1000).toFixed(1).padStart(9)}`,
    );
  wsRow('bare ws', bareResult);
  wsRow('/swx/live', liveResult);
  const rateRatio =
    liveResult.delivered / liveResult.seconds / (bareResult.delivered / bareResult.seconds);
  console.log(
    `live / bare: delivered ${rateRatio.toFixed(3)} (goal ≥ 0.80), p99 ${(liveResult.p99 / Math.max(bareResult.p99, 0.001)).toFixed(2)}×, memory per connection ${(liveResult.bytesPerConnSubscribed / Math.max(bareResult.bytesPerConnSubscribed, 1)).toFixed(2)}×`,
  );

  console.log(
    `\nGET listMarketByType, types 1-5 in turn, ${HTTP_CONCURRENCY} concurrent clients, median of ${HTTP_ROUNDS} interleaved rounds`,
  );
  console.log(
    `${'route'.padEnd(28)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)}`,
  );
  const httpRow = (name: string, r: LoadResult) =>
    console.log(
      `${name.padEnd(28)} ${r.perSecond.toFixed(0).padStart(9)} ${r.p50.toFixed(2).padStart(7)} ${r.p99.toFixed(2).padStart(7)} ${String(r.errors).padStart(7)}`,
    );
  httpRow('bare fastify (same JSON)', bareList);
  httpRow('listMarketByType', liveList);
  const httpRatio = liveList.perSecond / bareList.perSecond;
  console.log(`listMarketByType / bare: ${httpRatio.toFixed(3)} (goal ≥ 0.60)\n`);

  const missed = [
    rateRatio < 0.8 && 'delivered rate below 80% of bare ws',
    liveResult.p99 >= 50 && 'p99 latency not under 50 ms',
    httpRatio < 0.6 && 'listMarketByType below 60% of bare Fastify',
    httpErrors > 0 && 'listMarketByType errors',
  ].filter(Boolean);
  for (const m of missed) console.log(`MISSED: ${m}`);
  process.exitCode = missed.length > 0 ? 1 : 0;
}

if (process.argv[2] === 'clients') await clientProcess();
else await main();
