/**
 * Soak: does the server give memory back under a steady mixed load? (issue 15, item 3)
 *
 *   npm run bench:soak                          # 30 minutes on the embedded database
 *   npm run bench:soak -- --db postgres         # on TEST_DATABASE_URL (a scratch database)
 *   npm run bench:soak -- --minutes 8 --clients 16 --warmup 2
 *
 * Starts the built server (`apps/server/dist/main.js`, as `npm start` does) as a child process
 * with the simulated feed, registers one user per client through the API (codes read from a
 * local SMTP server), then keeps `--clients` closed-loop clients busy with what a trader does:
 * market lists, candles, options orders in the demo book (settled by the server every
 * round), contract positions opened and closed, balances, the ledger and the orders list, a
 * sign-in now and then, a new account now and then (new people arrive all day), and one
 * live-channel WebSocket each (market list, ticker, account).
 * Every client uses its own loopback address, as real clients do.
 *
 * It samples the child's resident memory (VmRSS) every 5 s and prints the growth in MB per
 * minute after the warm-up: the least-squares slope over the samples, beside the same slope
 * over the warm-up itself. The goal: below 1 MB/min on PostgreSQL. It also prints the memory
 * after the load stops and 60 s of idle. `SOAK_NODE_ARGS` passes flags to the child.
 *
 * `--heap DIR` writes two heap snapshots of the server into DIR, at the end of the warm-up and
 * after the idle minute, and prints what grew between them (bench/heap-diff.ts): what is
 * JavaScript's is in the snapshot; what RSS gained beyond it is native (PGlite's WebAssembly
 * memory, buffers, the allocator). Writing a snapshot itself costs the server memory (RSS jumps
 * at the first one), so a slope measured with `--heap` is an upper bound.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { API_PREFIX, Code, Paths } from '@swx/contract';
import WebSocket from 'ws';
import { scratchDatabase } from '../apps/server/src/platform/db/scratch.ts';
import { TestSmtp } from '../apps/server/src/test/smtp.ts';
import { growth, summarise } from './heap-diff.ts';
import { freePort } from './support/free-port.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    minutes: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '3' },
    clients: { type: 'string', default: '16' },
    idle: { type: 'string', default: '60' },
    heap: { type: 'string' },
  },
});
const MINUTES = Number(args.minutes);
const WARMUP_MINUTES = Number(args.warmup);
const CLIENTS = Number(args.clients);
const IDLE_SECONDS = Number(args.idle);
const SAMPLE_MS = 5000;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = join(root, 'apps', 'server', 'dist', 'main.js');

interface Answer {
  status: number;
  code: number;
  result: unknown;
}

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

/** Least-squares slope of (minute, MB) samples. */
function slope(points: Array<[number, number]>): number {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  let num = 0;
  let den = 0;
  for (const [x, y] of points) {
    num += (x - mx) * (y - my);
    den += (x - mx) ** 2;
  }
  return num / den;
}

/**
 * Resolves when the child answers /readyz (it logs at warn level only, so that request logs
 * do not load the measurement); rejects if it exits first or takes more than 300 s.
 */
async function waitForReady(child: ChildProcess, port: number, output: string[]): Promise<void> {
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`server exited:\n${output.join('').slice(-3000)}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start in 300 s');
}

/**
 * Has the server write a heap snapshot into `dir` and resolves with its path once written: the
 * file appears when writing starts, and the server answers a request only after it (the
 * snapshot is written on the main thread).
 */
async function heapSnapshot(child: ChildProcess, port: number, dir: string): Promise<string> {
  const before = new Set(readdirSync(dir));
  child.kill('SIGUSR2');
  const deadline = Date.now() + 120_000;
  let file: string | undefined;
  while (!file) {
    if (Date.now() > deadline) throw new Error('no heap snapshot within 120 s');
    await new Promise((r) => setTimeout(r, 100));
    file = readdirSync(dir).find((f) => f.endsWith('.heapsnapshot') && !before.has(f));
  }
  await fetch(`http://127.0.0.1:${port}/healthz`);
  return join(dir, file);
}

/** Addresses for the people who arrive during the run (127.1.0.1, 127.1.0.2, ...). */
let arrivals = 0;
function arrivalAddress(): string {
  arrivals += 1;
  return `127.1.${(arrivals >> 8) & 255}.${arrivals & 255}`;
}

/** One trader: their own address, keep-alive connection, session and live channel. */
class Client {
  private agent: Agent;
  token = '';
  requests = 0;
  failures = 0;
  /** Why rounds failed: the error's message and how often. */
  reasons = new Map<string, number>();
  statuses = new Map<number, number>();
  private socket: WebSocket | undefined;
  private username = '';
  private readonly password = 'Quiet-Harbour-Lantern-42';

  constructor(
    private readonly port: number,
    private address: string,
    private readonly smtp: TestSmtp,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: address });
  }

  call(method: 'GET' | 'POST', path: string, body?: unknown, query?: string): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { 'x-real-account': 'NO' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (method === 'POST') headers['idempotency-key'] = randomUUID();
    return new Promise((resolveCall, rejectCall) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path: `${API_PREFIX}${path}${query ? `?${query}` : ''}`,
          agent: this.agent,
          headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            this.requests += 1;
            const status = res.statusCode ?? 0;
            this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
            try {
              const parsed = JSON.parse(Buffer.concat(chunks).toString()) as Answer;
              resolveCall({ ...parsed, status });
            } catch {
              resolveCall({ status, code: 0, result: null });
            }
          });
        },
      );
      req.on('error', rejectCall);
      req.setTimeout(60_000, () => req.destroy(new Error('timeout')));
      req.end(payload);
    });
  }

  /**
   * A new person takes this seat: a new account, from an address of their own (as people do;
   * one address registering all day would meet the per-address code limit, and rightly).
   */
  async arrive(): Promise<void> {
    this.address = arrivalAddress();
    this.agent.destroy();
    this.agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: this.address });
    await this.register();
  }

  async register(): Promise<void> {
    this.username = `soak_${randomBytes(5).toString('hex')}`;
    this.token = '';
    const email = `${this.username}@example.test`;
    const before = this.smtp.to(email).length;
    await this.call('POST', Paths.sendCode, { email, scene: 'register' });
    const code = await this.smtp.latestCode(email, before + 1);
    const answer = await this.call('POST', Paths.register, {
      username: this.username,
      email,
      password: this.password,
      confirmPassword: this.password,
      code,
    });
    if (answer.code !== Code.OK) throw new Error(`register answered ${answer.code}`);
    this.token = (answer.result as { token: string }).token;
    if (this.socket?.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify({ op: 'auth', token: this.token }));
    }
  }

  openLive(): void {
    const socket = new WebSocket(`ws://127.0.0.1:${this.port}/swx/live`, {
      localAddress: this.address,
    });
    socket.on('open', () => {
      socket.send(JSON.stringify({ op: 'subscribe', topic: 'market.2' }));
      socket.send(JSON.stringify({ op: 'subscribe', topic: 'ticker.BTCUSDT' }));
      socket.send(JSON.stringify({ op: 'auth', token: this.token }));
    });
    socket.on('message', () => {});
    socket.on('error', () => {});
    this.socket = socket;
  }

  /** One round of what a trader does. */
  async round(n: number): Promise<void> {
    const must = (answer: Answer) => {
      if (answer.status >= 500) this.failures += 1;
      return answer;
    };
    must(await this.call('GET', Paths.listMarketByType, undefined, 'type=2'));
    must(await this.call('GET', Paths.kline, undefined, 'code=BTCUSDT&period=1m&limit=100'));
    const order = must(
      await this.call('POST', Paths.buyOptions, {
        code: n % 2 ? 'BTCUSDT' : 'ETHUSDT',
        direction: n % 3 ? 'up' : 'down',
        period: 60,
        amount: '10',
      }),
    );
    if (order.code === Code.INSUFFICIENT_BALANCE) must(await this.call('POST', Paths.resetDemo));
    if (n % 5 === 0) {
      const opened = must(
        await this.call('POST', Paths.openContract, {
          code: 'BTCUSDT',
          side: n % 2 ? 'long' : 'short',
          lots: '0.01',
          leverage: 10,
        }),
      );
      const id = (opened.result as { id?: string } | null)?.id;
      if (id) must(await this.call('POST', Paths.closeContract, { id }));
    }
    must(await this.call('GET', Paths.listOptionsOrder, undefined, 'pageSize=20'));
    must(await this.call('GET', Paths.listBalances));
    must(await this.call('GET', Paths.listLedger, undefined, 'pageSize=20'));
    if (n > 0 && n % 120 === 0) {
      // New people arrive all day: per-user state must not pile up.
      await this.arrive();
    } else if (n % 25 === 0) {
      const login = must(
        await this.call('POST', Paths.login, { username: this.username, password: this.password }),
      );
      const token = (login.result as { token?: string } | null)?.token;
      if (token) this.token = token;
    }
  }

  close(): void {
    this.socket?.close();
    this.agent.destroy();
  }
}

async function main(): Promise<void> {
  const smtp = new TestSmtp();
  const smtpUrl = await smtp.start();
  const dataDir = mkdtempSync(join(tmpdir(), 'swx-soak-'));
  const pg =
    args.db === 'postgres'
      ? await scratchDatabase(
          process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
          'swx_soak',
        )
      : undefined;
  const port = await freePort();
  const output: string[] = [];
  const nodeArgs = (process.env.SOAK_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const heapDir = args.heap ? resolve(args.heap) : undefined;
  if (heapDir) {
    mkdirSync(heapDir, { recursive: true });
    nodeArgs.push('--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${heapDir}`);
  }
  const snapshots: string[] = [];
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(pg ? { DATABASE_URL: pg.url } : {}),
      SMTP_URL: smtpUrl,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      // The soak is about memory, not limits: each client has its own address anyway.
      RATE_LIMIT_PER_MIN: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    await waitForReady(child, port, output);
    const pid = child.pid!;
    console.log(
      `soak: ${CLIENTS} clients for ${MINUTES} min (warm-up ${WARMUP_MINUTES}) on ${args.db}; ` +
        `server pid ${pid}, RSS at start ${rssMb(pid).toFixed(0)} MB`,
    );
    const clients = Array.from(
      { length: CLIENTS },
      (_, i) => new Client(port, `127.0.0.${10 + i}`, smtp),
    );
    for (const client of clients) await client.register();
    for (const client of clients) client.openLive();

    const started = Date.now();
    const deadline = started + MINUTES * 60_000;
    const samples: Array<[number, number]> = [];
    let snapshotting: Promise<void> | undefined;
    const sampler = setInterval(() => {
      const minute = (Date.now() - started) / 60_000;
      if (heapDir && !snapshotting && minute >= WARMUP_MINUTES) {
        snapshotting = heapSnapshot(child, port, heapDir).then((f) => void snapshots.push(f));
      }
      samples.push([minute, rssMb(pid)]);
      if (samples.length % 12 === 0) {
        const requests = clients.reduce((s, c) => s + c.requests, 0);
        console.log(
          `  ${minute.toFixed(1)} min  RSS ${samples.at(-1)![1].toFixed(0)} MB  ` +
            `requests ${requests.toLocaleString('en')}`,
        );
      }
    }, SAMPLE_MS);
    await Promise.all(
      clients.map(async (client) => {
        for (let n = 0; Date.now() < deadline; n += 1) {
          await client.round(n).catch((error: unknown) => {
            client.failures += 1;
            const reason = error instanceof Error ? error.message : String(error);
            client.reasons.set(reason, (client.reasons.get(reason) ?? 0) + 1);
          });
        }
      }),
    );
    clearInterval(sampler);
    for (const client of clients) client.close();
    const loaded = rssMb(pid);
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    const idle = rssMb(pid);
    if (heapDir) {
      await snapshotting;
      snapshots.push(await heapSnapshot(child, port, heapDir));
    }

    const warm = samples.filter(([m]) => m < WARMUP_MINUTES);
    const steady = samples.filter(([m]) => m >= WARMUP_MINUTES);
    const requests = clients.reduce((s, c) => s + c.requests, 0);
    const failures = clients.reduce((s, c) => s + c.failures, 0);
    const statuses = new Map<number, number>();
    for (const c of clients)
      for (const [k, v] of c.statuses) statuses.set(k, (statuses.get(k) ?? 0) + v);
    console.log(
      `\nsoak on ${args.db}: ${requests.toLocaleString('en')} requests, ${failures} 5xx or failed`,
    );
    console.log(`  statuses: ${[...statuses].map(([k, v]) => `${k}×${v}`).join(' ')}`);
    const reasons = new Map<string, number>();
    for (const c of clients)
      for (const [k, v] of c.reasons) reasons.set(k, (reasons.get(k) ?? 0) + v);
    for (const [reason, n] of [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 5)) {
      console.log(`  failed rounds: ${n}× ${reason.slice(0, 120)}`);
    }
    console.log(
      `  RSS: start of load ${samples[0]?.[1].toFixed(0)} MB, end ${loaded.toFixed(0)} MB, after ${IDLE_SECONDS} s idle ${idle.toFixed(0)} MB`,
    );
    console.log(`  growth during warm-up: ${slope(warm).toFixed(2)} MB/min`);
    console.log(
      `  growth after warm-up:  ${slope(steady).toFixed(2)} MB/min (goal < 1 on PostgreSQL)`,
    );
    if (snapshots.length === 2) {
      console.log(`  snapshots: ${snapshots.join(', ')}`);
      const lines = growth(summarise(snapshots[0]!), summarise(snapshots[1]!));
      console.log(lines.map((l) => `  ${l}`).join('\n'));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    process.off('exit', killOnExit);
    await smtp.stop();
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
