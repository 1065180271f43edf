import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer, type VerifyClientCallbackAsync } from 'ws';
import type { FeedTick, InstrumentSpec } from '../types.js';
import { BTC_SPEC } from '../../../test/specs.js';
import { BinanceProvider, type BinanceProviderOptions } from './binance.js';

const BTC = BTC_SPEC;
const ETH: InstrumentSpec = {
  ...BTC,
  code: 'ETHUSDT',
  appName: 'Ethereum',
  startPrice: '2640.00',
  description: 'Ether quoted in Tether on Binance spot.',
  icon: 'eth',
  feedSymbol: 'ethusdt',
};
/** Not a crypto feed: the provider leaves it out. */
const EURUSD: InstrumentSpec = {
  code: 'EURUSD',
  type: 1,
  appName: 'Euro / US Dollar',
  precision: 5,
  qtyPrecision: 2,
  startPrice: '1.08000',
  contractSize: '100000',
  schedule: 'forex',
  venue: 'OTC',
  description: 'The euro quoted in US dollars.',
};
const INSTRUMENTS = [BTC, EURUSD, ETH];
const PATH = '/stream?streams=btcusdt@aggTrade/ethusdt@aggTrade';

const RECORDING = readFileSync(
  new URL('./fixtures/binance-aggtrade.jsonl', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim() !== '');

/**
 * The recording cut into bursts: consecutive lines whose event time falls in the same second.
 * The replay writes a burst at once and waits for the provider's tick before the next, so the
 * expected ticks do not depend on the machine's speed. Lines without an event time (the
 * malformed ones) stay in the burst they are in.
 */
function bursts(lines: readonly string[]): string[][] {
  const out: string[][] = [];
  let second: number | undefined;
  for (const line of lines) {
    const s = eventSecond(line);
    const last = out.at(-1);
    if (last && (s === undefined || s === second)) last.push(line);
    else {
      out.push([line]);
      second = s;
    }
  }
  return out;
}
function eventSecond(line: string): number | undefined {
  try {
    const E: unknown = JSON.parse(line)?.data?.E;
    return typeof E === 'number' ? Math.floor(E / 1000) : undefined;
  } catch {
    return undefined;
  }
}
const BURSTS = bursts(RECORDING);

const B = 1727769600000; // 2024-10-01T08:00:00Z, start of the recording
const btc = (price: bigint, volume: bigint, t: number): FeedTick => ({
  code: 'BTCUSDT',
  price,
  volume,
  time: B + t,
});
const eth = (price: bigint, volume: bigint, t: number): FeedTick => ({
  code: 'ETHUSDT',
  price,
  volume,
  time: B + t,
});
/** One sink call per burst, worked out by hand from the fixture. */
const EXPECTED: FeedTick[][] = [
  [btc(6498153n, 12n, 120), eth(264127n, 500n, 455)],
  // malformed JSON skipped; three trades: latest price, 0.0003 + 0.015 + 0.002
  [btc(6498158n, 173n, 1596)],
  // solusdt ignored; 64981.535 rounds up, 2641.27499999 down; 0.00125 rounds up to 13 (carry -0.5)
  [btc(6498154n, 13n, 2201), eth(264127n, 1200n, 2387)],
  // subscription reply skipped; four trades, two of them at the same time
  [eth(264135n, 16728n, 3786)],
  // ticker event and bad price skipped; 0.00125 - 0.00005 carried = 0.0012
  [btc(6498000n, 12n, 4419), eth(264110n, 3000n, 4860)],
  // BTC trade older than its last tick dropped
  [eth(264102n, 1000n, 5390)],
  [btc(6497901n, 459n, 6718)],
  [btc(6497950n, 80n, 7331), eth(264095n, 6158n, 7538)],
  // negative ETH price skipped
  [btc(6498075n, 17n, 8449)],
  [btc(6498100n, 27n, 9598), eth(264108n, 1275n, 9879)],
  [btc(6498133n, 15n, 10498), eth(264115n, 400n, 10948)],
];

/** A trade message in Binance's combined-stream format. */
function aggTrade(symbol: string, time: number, price: string, qty: string): string {
  return JSON.stringify({
    stream: `${symbol}@aggTrade`,
    data: {
      e: 'aggTrade',
      E: time + 1,
      s: symbol.toUpperCase(),
      a: time,
      p: price,
      q: qty,
      f: time,
      l: time,
      T: time,
      m: false,
      M: true,
    },
  });
}

async function waitFor(what: string, predicate: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

interface Connection {
  socket: WebSocket;
  path: string;
  openedAt: number;
  closedAt?: number;
  closeCode?: number;
}
interface Server {
  url: string;
  /** Upgrade requests received, accepted or not, with their time. */
  attempts: number[];
  connections: Connection[];
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A local stream server; `onConnection` gets each accepted socket and its index (0-based). */
async function startServer(
  onConnection: (socket: WebSocket, index: number) => void | Promise<void>,
  verify: VerifyClientCallbackAsync = (_info, accept) => accept(true),
): Promise<Server> {
  const server: Server = { url: '', attempts: [], connections: [] };
  const wss = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    verifyClient: (info, accept) => {
      server.attempts.push(Date.now());
      verify(info, accept);
    },
  });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  server.url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  wss.on('connection', (socket, request) => {
    const connection: Connection = { socket, path: request.url ?? '', openedAt: Date.now() };
    server.connections.push(connection);
    socket.on('close', (code) => {
      connection.closedAt = Date.now();
      connection.closeCode = code;
    });
    void onConnection(socket, server.connections.length - 1);
  });
  cleanups.push(async () => {
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
  return server;
}

interface Harness {
  provider: BinanceProvider;
  calls: FeedTick[][];
  warnings: Array<Record<string, unknown>>;
}

function startProvider(url: string, options: BinanceProviderOptions = {}): Harness {
  const calls: FeedTick[][] = [];
  const warnings: Array<Record<string, unknown>> = [];
  const provider = new BinanceProvider({
    url,
    minIntervalMs: 20,
    backoff: { initialMs: 10, maxMs: 40 },
    random: () => 0,
    log: { info: () => {}, warn: (obj) => warnings.push({ ...obj }) },
    ...options,
  });
  provider.start(INSTRUMENTS, (ticks) => calls.push(ticks));
  cleanups.push(() => provider.stop());
  return { provider, calls, warnings };
}

/** Writes each burst at once, then waits for the provider to emit its tick. */
async function replay(socket: WebSocket, harness: Harness, groups: string[][]): Promise<void> {
  for (const group of groups) {
    const before = harness.calls.length;
    for (const line of group) socket.send(line);
    await waitFor(`ticks of burst ${before}`, () => harness.calls.length > before);
  }
}

describe('BinanceProvider', () => {
  it('replays the recording: exact units, one conflated tick per burst, bad lines skipped', async () => {
    expect(BURSTS).toHaveLength(EXPECTED.length);
    const server = await startServer((socket) => replay(socket, harness, BURSTS));
    const harness = startProvider(server.url);
    const { provider, calls, warnings } = harness;
    expect(provider).toMatchObject({ name: 'binance', simulated: false, state: 'connecting' });

    await waitFor('the whole replay', () => calls.length === EXPECTED.length);
    expect(calls).toEqual(EXPECTED);
    expect(server.connections.map((c) => c.path)).toEqual([PATH]);
    expect(provider.connects).toBe(1);
    expect(provider.state).toBe('open');
    // Each kind of bad line is logged once (the second malformed JSON, unknown stream and bad
    // price are suppressed by the rate limit).
    expect(warnings.map((w) => w.kind).sort()).toEqual([
      'event',
      'json',
      'shape',
      'stale',
      'stream',
      'trade',
    ]);

    await provider.stop();
    expect(provider.state).toBe('stopped');
    await waitFor('the server to see the close', () => server.connections[0]?.closeCode === 1000);
  });

  it.each(['close', 'terminate'] as const)(
    'resumes the replay after the server drops the connection (%s)',
    async (how) => {
      const server = await startServer(async (socket, index) => {
        if (index === 0) {
          await replay(socket, harness, BURSTS.slice(0, 6));
          if (how === 'close') socket.close(1001, 'going away');
          else socket.terminate();
        } else {
          await replay(socket, harness, BURSTS.slice(6));
        }
      });
      const harness = startProvider(server.url);

      await waitFor('the whole replay', () => harness.calls.length === EXPECTED.length);
      expect(harness.calls).toEqual(EXPECTED);
      expect(harness.provider.connects).toBe(2);
      expect(server.connections.map((c) => c.path)).toEqual([PATH, PATH]);
      expect(server.connections[0]?.closeCode).toBe(how === 'close' ? 1001 : 1006);
    },
  );

  it('backs off exponentially with jitter, back to the start once data has flowed', async () => {
    const server = await startServer(
      (socket, index) => {
        // Connections 0-2 close at once, 3 delivers a trade and closes, 4 stays open.
        if (index === 3) socket.send(aggTrade('btcusdt', B + 1, '64990.00000000', '0.01000000'));
        if (index < 4) socket.close(1013, 'try again later');
      },
      // The very first attempt is refused during the handshake.
      (_info, accept) => (server.attempts.length === 1 ? accept(false, 503) : accept(true)),
    );
    const jitter = [0, 0.5, 0, 0, 0];
    const { provider, calls, warnings } = startProvider(server.url, {
      random: () => jitter.shift() ?? 0,
    });

    await waitFor('the sixth attempt to open', () => provider.connects === 5);
    expect(provider.state).toBe('open');
    // 10 doubling to the 40 cap (15: jitter took a quarter of 20), then 10 again after data.
    const delays = warnings.filter((w) => 'delayMs' in w).map((w) => w.delayMs);
    expect(delays).toEqual([10, 15, 40, 40, 10]);
    const gaps = server.attempts.slice(1).map((at, i) => at - (server.attempts[i] ?? 0));
    for (const [i, gap] of gaps.entries())
      expect(gap).toBeGreaterThanOrEqual(Number(delays[i]) - 2);
    await waitFor('the trade of connection 3', () => calls.length === 1);
    expect(calls).toEqual([[btc(6499000n, 100n, 1)]]);
  });

  it('stop() cancels a pending reconnect, and aborts a handshake in progress', async () => {
    const closing = await startServer((socket) => socket.close(1013));
    const waiting = startProvider(closing.url, { backoff: { initialMs: 50, maxMs: 50 } });
    await waitFor('backoff', () => waiting.provider.state === 'backoff');
    await waiting.provider.stop();
    expect(waiting.provider.state).toBe('stopped');

    let release: (() => void) | undefined;
    const stalled = await startServer(
      () => {},
      (_info, accept) => (release = () => accept(false, 503)),
    );
    const connecting = startProvider(stalled.url);
    await waitFor('the handshake to start', () => release !== undefined);
    expect(connecting.provider.state).toBe('connecting');
    await connecting.provider.stop();
    expect(connecting.provider.state).toBe('stopped');
    release?.();

    // Proving that nothing happens takes time: well past the 50 ms backoff.
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(closing.attempts).toHaveLength(1);
    expect(stalled.attempts).toHaveLength(1);
    expect([waiting.provider.connects, connecting.provider.connects]).toEqual([1, 0]);
  });

  it('drops a connection that stays silent for idleTimeoutMs, and only then', async () => {
    const idleTimeoutMs = 100;
    const sent: boolean[] = [];
    const server = await startServer(async (socket, index) => {
      // Connection 0 sends nothing; 1 sends a trade every 20 ms for 160 ms, then nothing.
      if (index !== 1) return;
      for (let i = 1; i <= 8; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        sent.push(socket.readyState === WebSocket.OPEN);
        socket.send(aggTrade('ethusdt', B + i, `2641.0${i}000000`, '0.10000000'));
      }
    });
    const { provider, calls, warnings } = startProvider(server.url, { idleTimeoutMs });

    await waitFor('the third connection', () => provider.connects === 3);
    const [silent, trickle] = server.connections;
    expect(Number(silent?.closedAt) - Number(silent?.openedAt)).toBeGreaterThanOrEqual(
      idleTimeoutMs - 2,
    );
    expect(sent).toEqual(Array(8).fill(true));
    expect(trickle?.closeCode).toBe(1006);
    const ticks = calls.flat();
    expect(ticks.at(-1)).toMatchObject({ code: 'ETHUSDT', price: 264108n, time: B + 8 });
    expect(ticks.reduce((sum, t) => sum + t.volume, 0n)).toBe(8000n);
    expect(warnings.filter((w) => 'idleTimeoutMs' in w)).toHaveLength(2);
  });

  it('does not connect when no instrument has a feed symbol', () => {
    const provider = new BinanceProvider({ url: 'ws://127.0.0.1:9' });
    provider.start([EURUSD], () => {});
    expect(provider.state).toBe('stopped');
    expect(provider.connects).toBe(0);
  });
});
