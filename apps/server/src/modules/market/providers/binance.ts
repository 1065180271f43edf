import { randomInt } from 'node:crypto';
import WebSocket, { type RawData } from 'ws';
import type { FeedTick, InstrumentSpec, PriceProvider } from '../types.js';
import { divRound, toUnits } from '../../../platform/units.js';

/** Pino-like logger; a Fastify or pino logger fits. */
export interface BinanceLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface BinanceProviderOptions {
  /** Base address of the stream service, without a path. */
  url?: string;
  log?: BinanceLog;
  /** Shortest time between two ticks of one instrument (conflation window). */
  minIntervalMs?: number;
  /** A connection that delivers no message for this long is dropped and replaced. */
  idleTimeoutMs?: number;
  /** Reconnect delays: `initialMs` doubling on each failure up to `maxMs`. */
  backoff?: { initialMs: number; maxMs: number };
  /** Source of jitter in [0, 1); the platform's random source by default. */
  random?: () => number;
  /** Clock for rate-limiting warnings; Date.now by default. */
  now?: () => number;
}

export type BinanceState = 'connecting' | 'open' | 'backoff' | 'stopped';

const DEFAULT_URL = 'wss://stream.binance.com:9443';
/** Binance quotes quantities with 8 decimals; volume is summed at (at least) that scale. */
const FEED_QTY_SCALE = 8;
/** Each kind of bad message is logged at most once per this period. */
const WARN_INTERVAL_MS = 60_000;
/** stop() waits this long for the closing handshake before dropping the socket. */
const CLOSE_TIMEOUT_MS = 1_000;
/** aggTrade messages are about 250 bytes; anything near this is not one. */
const MAX_PAYLOAD = 64 * 1024;
const SYMBOL = /^[a-z0-9]{2,30}$/;

interface Feed {
  spec: InstrumentSpec;
  /** Decimals of the quantity accumulator, and 10^(that - qtyPrecision). */
  qtyScale: number;
  qtyDivisor: bigint;
  /** A trade arrived since the last tick; `price` and `time` are the latest one's. */
  pending: boolean;
  price: bigint;
  time: number;
  /** Quantity since the last tick at `qtyScale`, plus the rounding left over from it. */
  qty: bigint;
  /** Trade time of the last tick emitted (0 before the first). */
  lastTime: number;
}

type Json = Record<string, unknown>;
/** A field as it may be logged: long strings cut short. */
const clip = (value: unknown): unknown =>
  typeof value === 'string' && value.length > 40 ? `${value.slice(0, 40)}…` : value;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

/**
 * Real crypto prices from Binance spot trades, over one public WebSocket connection to the
 * combined stream `<url>/stream?streams=btcusdt@aggTrade/ethusdt@aggTrade/...`. Only
 * instruments with a `feedSymbol` are covered; no API key is needed.
 *
 * - Units: price and quantity strings are parsed straight to bigint (units.ts), never through a
 *   float. Prices are rounded half up to the instrument's tick. Quantities are summed at 8
 *   decimals and rounded half up to `qtyPrecision` only when a tick is emitted, the rounding
 *   left over being carried into the next tick, so that volume does not drift.
 * - Conflation: at most one tick per instrument per `minIntervalMs` (250 ms). The first trade
 *   after a quiet spell arms one shared timer; when it fires, every instrument with new trades
 *   gets one tick (latest price, summed volume, `time` = the latest trade's time `T`), all in
 *   one array to the sink. A trade older than the instrument's latest tick (or pending trade)
 *   is dropped: time never goes backwards.
 * - Robustness: malformed JSON, messages not in the combined-stream format, unknown streams,
 *   other events and bad trades (price, quantity, time) are skipped with a warning, each kind
 *   logged at most once a minute with the number suppressed. Handlers never throw; a throwing
 *   sink is logged. Pings are answered by `ws`.
 * - Connection: a connection with no message for `idleTimeoutMs` (30 s; also the handshake
 *   timeout) is terminated. Any close or error, including Binance's daily disconnect after
 *   24 h, reconnects after a delay of `initialMs` (1 s) doubling per failed attempt up to
 *   `maxMs` (30 s), less a random part of up to half of it (jitter); the delay is back to
 *   `initialMs` once a connection has delivered a message.
 * - `stop()` cancels every timer and pending tick, closes the socket (or aborts the handshake)
 *   and resolves once it is closed; nothing reconnects afterwards. `start` may follow again.
 * - `state` and `connects` (connections opened) are for diagnostics and tests.
 */
export class BinanceProvider implements PriceProvider {
  readonly name = 'binance';
  readonly simulated = false;

  private readonly url: string;
  private readonly log: BinanceLog | undefined;
  private readonly minIntervalMs: number;
  private readonly idleTimeoutMs: number;
  private readonly initialMs: number;
  private readonly maxMs: number;
  private readonly random: () => number;
  private readonly now: () => number;

  private feeds = new Map<string, Feed>();
  private sink: ((ticks: FeedTick[]) => void) | undefined;
  private socket: WebSocket | undefined;
  private closed: Promise<void> | undefined;
  private lastError: string | undefined;
  private current: BinanceState = 'stopped';
  private opened = 0;
  private attempt = 0;
  private flushTimer: NodeJS.Timeout | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private warned = new Map<string, { at: number; suppressed: number }>();

  constructor(options: BinanceProviderOptions = {}) {
    this.url = (options.url ?? DEFAULT_URL).replace(/\/+$/, '');
    const protocol = new URL(this.url).protocol;
    if (protocol !== 'wss:' && protocol !== 'ws:') {
      throw new TypeError(`BinanceProvider: not a WebSocket address: ${this.url}`);
    }
    this.log = options.log;
    this.minIntervalMs = options.minIntervalMs ?? 250;
    this.idleTimeoutMs = options.idleTimeoutMs ?? 30_000;
    this.initialMs = options.backoff?.initialMs ?? 1_000;
    this.maxMs = options.backoff?.maxMs ?? 30_000;
    this.random = options.random ?? (() => randomInt(2 ** 32) / 2 ** 32);
    this.now = options.now ?? Date.now;
    if (!(this.minIntervalMs >= 0 && this.idleTimeoutMs > 0)) {
      throw new RangeError('BinanceProvider: minIntervalMs must be >= 0, idleTimeoutMs > 0');
    }
    if (!(this.initialMs > 0 && this.maxMs >= this.initialMs)) {
      throw new RangeError('BinanceProvider: backoff needs 0 < initialMs <= maxMs');
    }
  }

  get state(): BinanceState {
    return this.current;
  }

  /** Connections opened since construction (handshake completed). */
  get connects(): number {
    return this.opened;
  }

  start(instruments: readonly InstrumentSpec[], sink: (ticks: FeedTick[]) => void): void {
    if (this.current !== 'stopped') throw new Error('BinanceProvider: already started');
    this.feeds.clear();
    for (const spec of instruments) {
      if (spec.feedSymbol === undefined) continue;
      const symbol = spec.feedSymbol.toLowerCase();
      const stream = `${symbol}@aggTrade`;
      if (!SYMBOL.test(symbol) || this.feeds.has(stream)) {
        this.log?.warn({ code: spec.code, feedSymbol: spec.feedSymbol }, 'binance: feed skipped');
        continue;
      }
      const qtyScale = Math.max(FEED_QTY_SCALE, spec.qtyPrecision);
      this.feeds.set(stream, {
        spec,
        qtyScale,
        qtyDivisor: 10n ** BigInt(qtyScale - spec.qtyPrecision),
        pending: false,
        price: 0n,
        time: 0,
        qty: 0n,
        lastTime: 0,
      });
    }
    if (this.feeds.size === 0) {
      this.log?.info({}, 'binance: no instrument with a feed symbol, not connecting');
      return;
    }
    this.sink = sink;
    this.attempt = 0;
    this.connect();
  }

  async stop(): Promise<void> {
    this.current = 'stopped';
    this.sink = undefined;
    for (const feed of this.feeds.values()) feed.pending = false;
    clearTimeout(this.flushTimer);
    clearTimeout(this.retryTimer);
    clearTimeout(this.idleTimer);
    this.flushTimer = this.retryTimer = this.idleTimer = undefined;
    const socket = this.socket;
    if (!socket) return;
    if (socket.readyState === WebSocket.CONNECTING) {
      socket.terminate();
      await this.closed;
      return;
    }
    socket.close(1000, 'stopping');
    const fallback = setTimeout(() => socket.terminate(), CLOSE_TIMEOUT_MS);
    await this.closed;
    clearTimeout(fallback);
  }

  private connect(): void {
    this.retryTimer = undefined;
    this.current = 'connecting';
    this.lastError = undefined;
    const address = `${this.url}/stream?streams=${[...this.feeds.keys()].join('/')}`;
    let socket: WebSocket;
    try {
      socket = new WebSocket(address, {
        handshakeTimeout: this.idleTimeoutMs,
        maxPayload: MAX_PAYLOAD,
        perMessageDeflate: false,
      });
    } catch (err) {
      this.lastError = String(err);
      this.retry(undefined);
      return;
    }
    this.socket = socket;
    let closed!: () => void;
    this.closed = new Promise<void>((resolve) => (closed = resolve));

    socket.on('open', () => {
      if (socket !== this.socket) return;
      if (this.current === 'stopped') {
        socket.terminate();
        return;
      }
      this.opened += 1;
      this.current = 'open';
      this.log?.info({ streams: this.feeds.size, connects: this.opened }, 'binance: connected');
      this.idleTimer = setTimeout(() => this.idle(socket), this.idleTimeoutMs);
    });
    socket.on('message', (data) => {
      if (socket !== this.socket || this.current !== 'open') return;
      this.idleTimer?.refresh();
      this.attempt = 0;
      try {
        this.handle(text(data));
      } catch (err) {
        this.warnLimited('handler', { err: String(err) }, 'binance: message handler failed');
      }
    });
    socket.on('error', (err) => {
      if (socket === this.socket) this.lastError = err.message;
    });
    socket.on('close', (code, reason) => {
      closed();
      if (socket !== this.socket) return;
      this.socket = undefined;
      clearTimeout(this.idleTimer);
      this.idleTimer = undefined;
      if (this.current === 'stopped') return;
      this.retry(code, reason.toString('utf8'));
    });
  }

  private idle(socket: WebSocket): void {
    if (socket !== this.socket) return;
    this.log?.warn({ idleTimeoutMs: this.idleTimeoutMs }, 'binance: no data, dropping connection');
    this.lastError = 'idle';
    socket.terminate();
  }

  private retry(code: number | undefined, reason = ''): void {
    const base = Math.min(this.maxMs, this.initialMs * 2 ** this.attempt);
    if (base < this.maxMs) this.attempt += 1;
    const delayMs = Math.round(base * (1 - this.random() / 2));
    this.current = 'backoff';
    this.log?.warn(
      { code, reason, error: this.lastError, delayMs },
      'binance: disconnected, reconnecting',
    );
    this.retryTimer = setTimeout(() => this.connect(), delayMs);
  }

  /** One message of the combined stream. */
  private handle(raw: string): void {
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      this.warnLimited('json', { sample: raw.slice(0, 80) }, 'binance: malformed JSON');
      return;
    }
    if (!isObject(message) || typeof message.stream !== 'string' || !isObject(message.data)) {
      this.warnLimited('shape', { sample: raw.slice(0, 80) }, 'binance: not a stream message');
      return;
    }
    const { stream, data } = message;
    const feed = this.feeds.get(stream);
    if (!feed) {
      this.warnLimited('stream', { stream: clip(stream) }, 'binance: unknown stream');
      return;
    }
    if (data.e !== 'aggTrade') {
      this.warnLimited('event', { stream, event: clip(data.e) }, 'binance: unexpected event');
      return;
    }
    const { p, q, T, s } = data;
    const price = typeof p === 'string' ? toUnits(p, feed.spec.precision, true) : undefined;
    const qty = typeof q === 'string' ? toUnits(q, feed.qtyScale, true) : undefined;
    if (
      price === undefined ||
      price <= 0n ||
      qty === undefined ||
      qty < 0n ||
      typeof T !== 'number' ||
      !Number.isSafeInteger(T) ||
      T <= 0 ||
      (typeof s === 'string' && `${s.toLowerCase()}@aggTrade` !== stream)
    ) {
      const fields = { p: clip(p), q: clip(q), T: clip(T), s: clip(s) };
      this.warnLimited('trade', { stream, ...fields }, 'binance: bad trade');
      return;
    }
    const latest = feed.pending ? feed.time : feed.lastTime;
    if (T < latest) {
      this.warnLimited('stale', { stream, T, latest }, 'binance: trade older than the last');
      return;
    }
    feed.pending = true;
    feed.price = price;
    feed.time = T;
    feed.qty += qty;
    this.flushTimer ??= setTimeout(() => this.flush(), this.minIntervalMs);
  }

  private flush(): void {
    this.flushTimer = undefined;
    const ticks: FeedTick[] = [];
    for (const feed of this.feeds.values()) {
      if (!feed.pending) continue;
      let volume = feed.qtyDivisor === 1n ? feed.qty : divRound(feed.qty, feed.qtyDivisor);
      if (volume < 0n) volume = 0n;
      feed.qty -= volume * feed.qtyDivisor;
      feed.pending = false;
      feed.lastTime = feed.time;
      ticks.push({ code: feed.spec.code, price: feed.price, volume, time: feed.time });
    }
    if (ticks.length === 0 || !this.sink) return;
    try {
      this.sink(ticks);
    } catch (err) {
      this.warnLimited('sink', { err: String(err) }, 'binance: sink failed');
    }
  }

  private warnLimited(kind: string, obj: object, msg: string): void {
    const at = this.now();
    const last = this.warned.get(kind);
    if (last && at - last.at < WARN_INTERVAL_MS) {
      last.suppressed += 1;
      return;
    }
    this.warned.set(kind, { at, suppressed: 0 });
    this.log?.warn({ ...obj, kind, suppressed: last?.suppressed ?? 0 }, msg);
  }
}
