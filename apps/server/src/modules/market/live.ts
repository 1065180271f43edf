import {
  Code,
  LIVE_HEARTBEAT_MS,
  LIVE_MAX_SUBSCRIPTIONS,
  MARKET_TYPE_IDS,
  liveClientMessage,
  type CandlePeriod,
  type Language,
  type LiveServerMessage,
  type MarketTypeId,
} from '@swx/contract';
import type { Writable } from 'node:stream';
import type { WebSocket } from 'ws';
import { message } from '../../platform/http/envelope.js';
import { toWire } from './candles.js';
import type { EngineListener, InstrumentState, MarketEngine } from './engine.js';
import { fromUnits } from '../../platform/units.js';

/**
 * The live channel's fan-out (docs/adr/0007). Each update is serialised and framed once, and
 * the same bytes go to every subscriber. Ticks that arrive together (one event-loop turn) leave as one
 * frame per market type. A client whose socket is backed up (more than SOFT_LIMIT bytes
 * unsent) is skipped and gets the whole list, the latest values, once it drains; one backed
 * up for longer than SLOW_CLIENT_MS is disconnected. Nothing is queued per client beyond
 * what the socket already holds.
 *
 * A client's socket is corked at the first frame of a turn and uncorked when the turn's
 * frames are all written: the frames of one turn (a tick on three market lists, a ticker and
 * a candle) leave in one write instead of one each, which is most of a fan-out's cost.
 */

export const SOFT_LIMIT_BYTES = 256 * 1024;
export const SLOW_CLIENT_MS = 10_000;
/** Client frames allowed per window before the connection is closed. */
const RATE_WINDOW_MS = 10_000;
const RATE_MAX_FRAMES = 60;

interface Client {
  ws: WebSocket;
  /** The connection under `ws` (corked while a turn's frames are written). */
  socket: Writable;
  corked: boolean;
  language: Language;
  topics: Set<string>;
  /** Market topics whose deltas this client missed: it needs the whole list next. */
  lagging: Set<string>;
  backedUpSince: number | undefined;
  frames: number;
  windowStart: number;
  alive: boolean;
  /** The user this connection belongs to (after an `auth` frame), and the token it showed. */
  userId: number | undefined;
  token: string | undefined;
  /** The support chat visitor this connection belongs to (after a `visitor` frame). */
  visitorId: number | undefined;
  /**
   * The `auth` and `visitor` frames being applied, in the order they came: a private topic's
   * subscription sent right after one waits for it (a reconnect sends both at once).
   */
  binding: Promise<void>;
}

/** How the hub knows users: their token and their unread notifications. */
export interface LiveAccounts {
  authenticate(token: string): Promise<number | undefined>;
  unread(userId: number): Promise<number>;
}

const marketTopic = (type: MarketTypeId) => `market.${type}`;

/**
 * The state of another module's topic `<prefix>.<key>` (e.g. `nft.42`), as the frame a
 * subscriber gets; undefined when there is no such thing (the subscription is refused, 404).
 */
export type TopicState = (key: string) => Promise<LiveServerMessage | undefined>;

/** Who may follow a private topic's key: a user's or a visitor's connections; undefined: none. */
export type TopicOwner = (
  key: string,
) => Promise<{ userId: number | null; visitorId: number | null } | undefined>;

/** How the hub knows support chat visitors by their token. */
export type LiveVisitors = (token: string) => Promise<number | undefined>;

/**
 * A message as the bytes that go on the wire: one unfragmented, unmasked text frame
 * (RFC 6455 section 5.2), built once and written as it is to every subscriber's socket. The
 * server does not negotiate compression (app.ts), so a frame never needs per-client work.
 */
export function wireFrame(payload: Buffer): Buffer {
  const n = payload.length;
  const head = n < 126 ? 2 : n < 65_536 ? 4 : 10;
  const out = Buffer.allocUnsafe(head + n);
  out[0] = 0x81; // FIN, opcode 1 (text)
  if (n < 126) out[1] = n;
  else if (n < 65_536) {
    out[1] = 126;
    out.writeUInt16BE(n, 2);
  } else {
    out[1] = 127;
    out.writeBigUInt64BE(BigInt(n), 2);
  }
  payload.copy(out, head);
  return out;
}

function bytes(msg: LiveServerMessage): Buffer {
  return wireFrame(Buffer.from(JSON.stringify(msg)));
}

export class LiveHub implements EngineListener {
  private readonly clients = new Set<Client>();
  private readonly subscribers = new Map<string, Set<Client>>();
  private readonly changed = new Map<MarketTypeId, Set<InstrumentState>>();
  private readonly statusChanged = new Map<MarketTypeId, Set<InstrumentState>>();
  private readonly snapshots = new Map<MarketTypeId, Buffer>();
  private flushScheduled = false;
  private readonly corked: Client[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly perIp = new Map<string, number>();
  private readonly byUser = new Map<number, Set<Client>>();
  private accounts: LiveAccounts | undefined;
  private readonly sources = new Map<string, TopicState>();
  private readonly owners = new Map<string, TopicOwner>();
  private visitors: LiveVisitors | undefined;
  /** Topics being refreshed, and whether another refresh was asked for meanwhile. */
  private readonly refreshing = new Map<string, boolean>();

  constructor(
    private readonly engine: MarketEngine,
    private readonly now: () => number,
    private readonly maxPerIp: number,
  ) {
    const hb = setInterval(() => this.heartbeat(), LIVE_HEARTBEAT_MS);
    hb.unref();
    this.timers.push(hb);
  }

  /** Enables `auth` frames and user notices. */
  useAccounts(accounts: LiveAccounts): void {
    this.accounts = accounts;
  }

  /**
   * Serves topics `<prefix>.<key>` from `state` (the contract's `liveTopic` must accept them):
   * a subscriber gets the state at once, and again after each `refresh`.
   */
  useTopic(prefix: string, state: TopicState, owner?: TopicOwner): void {
    this.sources.set(prefix, state);
    if (owner) this.owners.set(prefix, owner);
  }

  /** Enables `visitor` frames (support chat visitors' private topics). */
  useVisitors(visitors: LiveVisitors): void {
    this.visitors = visitors;
  }

  /** Whether `client` may follow `topic`: any topic but a private one's owner's. */
  private async mayFollow(client: Client, topic: string): Promise<boolean> {
    const dot = topic.indexOf('.');
    const owner = this.owners.get(topic.slice(0, dot));
    if (!owner) return true;
    const of = await owner(topic.slice(dot + 1));
    if (!of) return false;
    return (
      (of.userId !== null && of.userId === client.userId) ||
      (of.visitorId !== null && of.visitorId === client.visitorId)
    );
  }

  /** Private topics the connection may no longer follow (it signed out or changed hands). */
  private dropPrivate(client: Client): void {
    for (const topic of client.topics) {
      if (this.owners.has(topic.slice(0, topic.indexOf('.')))) {
        client.topics.delete(topic);
        this.subscribers.get(topic)?.delete(client);
      }
    }
  }

  /**
   * The state behind `topic` changed (on any instance): its subscribers here get it again, read
   * once for all of them. Refreshes of one topic run one at a time, and those asked for while one
   * runs become one more: a subscriber never gets an older state after a newer one.
   */
  async refresh(topic: string): Promise<void> {
    if (this.refreshing.has(topic)) {
      this.refreshing.set(topic, true);
      return;
    }
    try {
      do {
        this.refreshing.set(topic, false);
        if (!this.subscribers.get(topic)?.size) continue;
        // Not readable now (the database): the next change sends it again.
        const msg = await this.stateOf(topic).catch(() => undefined);
        const set = this.subscribers.get(topic);
        if (msg && set?.size) this.broadcast(await this.allowed(set, topic), topic, bytes(msg));
      } while (this.refreshing.get(topic));
    } finally {
      this.refreshing.delete(topic);
    }
  }

  /** The subscribers that may still follow a private topic (all of a public one's). */
  private async allowed(set: Set<Client>, topic: string): Promise<Set<Client>> {
    if (!this.owners.has(topic.slice(0, topic.indexOf('.')))) return set;
    const clients = [...set];
    const may = await Promise.all(clients.map((c) => this.mayFollow(c, topic).catch(() => false)));
    return new Set(clients.filter((_, i) => may[i]));
  }

  /** The state of another module's topic; undefined for none. */
  private async stateOf(topic: string): Promise<LiveServerMessage | undefined> {
    const dot = topic.indexOf('.');
    const state = this.sources.get(topic.slice(0, dot));
    return state ? state(topic.slice(dot + 1)) : undefined;
  }

  get connections(): number {
    return this.clients.size;
  }

  /** Whether one more connection from `ip` is allowed. */
  admits(ip: string): boolean {
    return (this.perIp.get(ip) ?? 0) < this.maxPerIp;
  }

  attach(ws: WebSocket, socket: Writable, ip: string, language: Language): void {
    const client: Client = {
      ws,
      socket,
      corked: false,
      language,
      topics: new Set(),
      lagging: new Set(),
      backedUpSince: undefined,
      frames: 0,
      windowStart: this.now(),
      alive: true,
      userId: undefined,
      token: undefined,
      visitorId: undefined,
      binding: Promise.resolve(),
    };
    this.clients.add(client);
    this.perIp.set(ip, (this.perIp.get(ip) ?? 0) + 1);
    ws.on('message', (data, isBinary) => this.receive(client, data as Buffer, isBinary));
    ws.on('pong', () => {
      client.alive = true;
    });
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      this.clients.delete(client);
      for (const topic of client.topics) this.subscribers.get(topic)?.delete(client);
      this.leaveUser(client);
      const n = (this.perIp.get(ip) ?? 1) - 1;
      if (n <= 0) this.perIp.delete(ip);
      else this.perIp.set(ip, n);
    });
  }

  close(): void {
    for (const t of this.timers) clearInterval(t);
    for (const c of this.clients) c.ws.close(1001, 'server shutting down');
  }

  // ---- client frames ---------------------------------------------------------------------

  private error(client: Client, code: number, topic?: string): void {
    const msg = message(code as Parameters<typeof message>[0], client.language);
    this.send(client, bytes({ t: 'error', code, msg, ...(topic ? { topic } : {}) }));
  }

  private receive(client: Client, data: Buffer, isBinary: boolean): void {
    const now = this.now();
    if (now - client.windowStart > RATE_WINDOW_MS) {
      client.windowStart = now;
      client.frames = 0;
    }
    client.frames += 1;
    if (client.frames > RATE_MAX_FRAMES) {
      this.error(client, Code.TOO_MANY_ATTEMPTS);
      client.ws.close(1008, 'too many messages');
      return;
    }
    let parsed: unknown;
    try {
      if (isBinary) throw new Error('binary');
      parsed = JSON.parse(data.toString('utf8'));
    } catch {
      this.error(client, Code.INVALID_PARAMS);
      return;
    }
    const result = liveClientMessage.safeParse(parsed);
    if (!result.success) {
      this.error(client, Code.INVALID_PARAMS);
      return;
    }
    const msg = result.data;
    if (msg.op === 'ping') {
      this.send(client, bytes({ t: 'pong', ...(msg.id !== undefined ? { id: msg.id } : {}) }));
    } else if (msg.op === 'subscribe') {
      this.subscribe(client, msg.topic);
    } else if (msg.op === 'unsubscribe') {
      this.unsubscribe(client, msg.topic);
    } else if (msg.op === 'visitor') {
      const token = msg.token;
      client.binding = client.binding
        .then(() => this.visitor(client, token))
        .catch(() => undefined);
    } else {
      const token = msg.token;
      client.binding = client.binding.then(() => this.auth(client, token)).catch(() => undefined);
    }
  }

  /** Binds the connection to the token's support chat visitor. */
  private async visitor(client: Client, token: string): Promise<void> {
    const visitorId = this.visitors ? await this.visitors(token).catch(() => undefined) : undefined;
    if (!this.clients.has(client)) return;
    this.dropPrivate(client);
    client.visitorId = visitorId;
    if (visitorId === undefined) {
      this.error(client, Code.UNAUTHORIZED);
      return;
    }
    this.send(client, bytes({ t: 'visitor' }));
  }

  private leaveUser(client: Client): void {
    if (client.userId === undefined) return;
    this.dropPrivate(client);
    const set = this.byUser.get(client.userId);
    set?.delete(client);
    if (set?.size === 0) this.byUser.delete(client.userId);
    client.userId = undefined;
    client.token = undefined;
  }

  /** Binds the connection to the token's user, then sends the unread count. */
  private async auth(client: Client, token: string): Promise<void> {
    const accounts = this.accounts;
    const userId = accounts ? await accounts.authenticate(token).catch(() => undefined) : undefined;
    if (!this.clients.has(client)) return;
    this.leaveUser(client);
    if (userId === undefined || !accounts) {
      this.error(client, Code.UNAUTHORIZED);
      return;
    }
    client.userId = userId;
    client.token = token;
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(client);
    this.send(client, bytes({ t: 'authed' }));
    const unread = await accounts.unread(userId).catch(() => undefined);
    if (unread !== undefined && client.userId === userId) {
      this.send(client, bytes({ t: 'notice', unread }));
    }
  }

  /**
   * Something happened on a user's account: their connections here get the unread count. Each
   * connection's token is checked again first, so that a session revoked since (a logout, a
   * password reset elsewhere) hears nothing more and is told it is no longer signed in.
   */
  async onUserEvent(userId: number): Promise<void> {
    const set = this.byUser.get(userId);
    const accounts = this.accounts;
    if (!set?.size || !accounts) return;
    const clients = [...set];
    const [unread, ...owners] = await Promise.all([
      accounts.unread(userId).catch(() => undefined),
      ...clients.map((c) => accounts.authenticate(c.token ?? '').catch(() => undefined)),
    ]);
    if (unread === undefined) return;
    const frame = bytes({ t: 'notice', unread });
    clients.forEach((client, i) => {
      if (client.userId !== userId || !this.clients.has(client)) return;
      if (owners[i] !== userId) {
        this.leaveUser(client);
        this.error(client, Code.UNAUTHORIZED);
        return;
      }
      this.send(client, frame);
    });
  }

  private subscribe(client: Client, topic: string): void {
    if (this.sources.has(topic.slice(0, topic.indexOf('.')))) {
      void this.subscribeTo(client, topic);
      return;
    }
    const target = this.resolve(topic);
    if (!target) {
      this.error(client, Code.NOT_FOUND, topic);
      return;
    }
    if (!this.admit(client, topic)) return;
    // The current value at once, so that a page never waits for the next tick.
    if (target.kind === 'market') this.send(client, this.snapshot(target.type));
    else if (target.kind === 'ticker' && target.state.last) {
      this.send(client, this.tickBytes(target.state));
    } else if (target.kind === 'candle') {
      const b = this.candleBytes(target.state, target.period);
      if (b) this.send(client, b);
    }
  }

  /**
   * Another module's topic: refused (404) when its state says there is no such thing, and with
   * 500 when the state cannot be read now (the client may subscribe again).
   */
  private async subscribeTo(client: Client, topic: string): Promise<void> {
    let msg: LiveServerMessage | undefined;
    await client.binding;
    try {
      // Another owner's private topic answers as one that does not exist.
      msg = (await this.mayFollow(client, topic)) ? await this.stateOf(topic) : undefined;
    } catch {
      if (this.clients.has(client)) this.error(client, Code.UNKNOWN, topic);
      return;
    }
    if (!this.clients.has(client)) return;
    if (!msg) {
      this.error(client, Code.NOT_FOUND, topic);
      return;
    }
    if (this.admit(client, topic)) this.send(client, bytes(msg));
  }

  /** Adds the subscription within the connection's limit and confirms it; false when refused. */
  private admit(client: Client, topic: string): boolean {
    if (!client.topics.has(topic) && client.topics.size >= LIVE_MAX_SUBSCRIPTIONS) {
      this.error(client, Code.INVALID_PARAMS, topic);
      return false;
    }
    client.topics.add(topic);
    let set = this.subscribers.get(topic);
    if (!set) this.subscribers.set(topic, (set = new Set()));
    set.add(client);
    this.send(client, bytes({ t: 'subscribed', topic }));
    return true;
  }

  private unsubscribe(client: Client, topic: string): void {
    client.topics.delete(topic);
    client.lagging.delete(topic);
    this.subscribers.get(topic)?.delete(client);
    this.send(client, bytes({ t: 'unsubscribed', topic }));
  }

  private resolve(
    topic: string,
  ):
    | { kind: 'market'; type: MarketTypeId }
    | { kind: 'ticker'; state: InstrumentState }
    | { kind: 'candle'; state: InstrumentState; period: CandlePeriod }
    | undefined {
    const [kind, a, b] = topic.split('.');
    if (kind === 'market') {
      const type = Number(a) as MarketTypeId;
      return MARKET_TYPE_IDS.includes(type) ? { kind, type } : undefined;
    }
    // Codes may contain dots (0700.HK): the period is the last part of a candle topic.
    if (kind === 'ticker') {
      const state = this.engine.byCode.get(topic.slice('ticker.'.length));
      return state ? { kind, state } : undefined;
    }
    if (kind === 'candle' && a && b) {
      const rest = topic.slice('candle.'.length);
      const dot = rest.lastIndexOf('.');
      const state = this.engine.byCode.get(rest.slice(0, dot));
      return state ? { kind, state, period: rest.slice(dot + 1) as CandlePeriod } : undefined;
    }
    return undefined;
  }

  // ---- updates ---------------------------------------------------------------------------

  onTicks(ticked: readonly InstrumentState[]): void {
    for (const state of ticked) {
      if (this.subscribers.get(marketTopic(state.type))?.size) {
        let set = this.changed.get(state.type);
        if (!set) this.changed.set(state.type, (set = new Set()));
        set.add(state);
      }
      this.snapshots.delete(state.type);
      const tickers = this.subscribers.get(`ticker.${state.code}`);
      if (tickers?.size) this.broadcast(tickers, `ticker.${state.code}`, this.tickBytes(state));
      for (const [period] of state.builder.current) {
        const topic = `candle.${state.code}.${period}`;
        const set = this.subscribers.get(topic);
        if (set?.size) {
          const b = this.candleBytes(state, period);
          if (b) this.broadcast(set, topic, b);
        }
      }
    }
    this.scheduleFlush();
  }

  onStatus(changed: readonly InstrumentState[]): void {
    for (const state of changed) {
      let set = this.statusChanged.get(state.type);
      if (!set) this.statusChanged.set(state.type, (set = new Set()));
      set.add(state);
    }
    this.scheduleFlush();
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => this.flush());
  }

  /** Sends what changed since the last flush, one frame per market type, and lets the turn's
   * frames go. */
  flush(): void {
    this.flushScheduled = false;
    const now = this.now();
    for (const [type, states] of this.changed) {
      const topic = marketTopic(type);
      const set = this.subscribers.get(topic);
      if (!set?.size) continue;
      const d = [...states]
        .filter((s) => s.last)
        .map((s) => ({
          code: s.code,
          price: fromUnits(s.last!.price, s.row.precision),
          zdf: s.zdf(now),
        }));
      if (d.length > 0) this.broadcast(set, topic, bytes({ t: 'market', type, d }));
    }
    this.changed.clear();
    for (const [type, states] of this.statusChanged) {
      const set = this.subscribers.get(marketTopic(type));
      if (!set?.size) continue;
      const d = [...states].map((s) => ({ code: s.code, status: s.status }));
      this.broadcast(set, marketTopic(type), bytes({ t: 'status', type, d }));
    }
    this.statusChanged.clear();
    for (const client of this.corked) {
      client.corked = false;
      client.socket.uncork();
    }
    this.corked.length = 0;
  }

  /** Every item of a type with its latest price: for new subscribers and lagging clients. */
  private snapshot(type: MarketTypeId): Buffer {
    let b = this.snapshots.get(type);
    if (!b) {
      const now = this.now();
      const d = (this.engine.byType.get(type) ?? [])
        .filter((s) => s.last)
        .map((s) => ({
          code: s.code,
          price: fromUnits(s.last!.price, s.row.precision),
          zdf: s.zdf(now),
        }));
      b = bytes({ t: 'market', type, snapshot: true, d });
      this.snapshots.set(type, b);
    }
    return b;
  }

  /** Every instrument's trading state of a type (for a client that missed changes). */
  private statusSnapshot(type: MarketTypeId): Buffer {
    const d = (this.engine.byType.get(type) ?? []).map((s) => ({ code: s.code, status: s.status }));
    return bytes({ t: 'status', type, d });
  }

  private tickBytes(state: InstrumentState): Buffer {
    const last = state.last!;
    const p = state.row.precision;
    return bytes({
      t: 'tick',
      code: state.code,
      price: fromUnits(last.price, p),
      zdf: state.zdf(this.now()),
      bid: last.bid === undefined ? null : fromUnits(last.bid, p),
      ask: last.ask === undefined ? null : fromUnits(last.ask, p),
      time: last.time,
    });
  }

  private candleBytes(state: InstrumentState, period: CandlePeriod): Buffer | undefined {
    const k = state.builder.current.get(period);
    if (!k) return undefined;
    return bytes({
      t: 'candle',
      code: state.code,
      period,
      k: toWire(k, state.row.precision, state.row.qtyPrecision),
    });
  }

  private broadcast(set: Set<Client>, topic: string, frame: Buffer): void {
    const now = this.now();
    const type = topic.startsWith('market.') ? (Number(topic.slice(7)) as MarketTypeId) : undefined;
    for (const client of set) {
      const ws = client.ws;
      if (ws.readyState !== 1) continue;
      if (ws.bufferedAmount > SOFT_LIMIT_BYTES) {
        client.backedUpSince ??= now;
        if (now - client.backedUpSince > SLOW_CLIENT_MS) {
          ws.terminate();
          continue;
        }
        if (type !== undefined) client.lagging.add(topic);
        continue;
      }
      client.backedUpSince = undefined;
      if (type !== undefined && client.lagging.has(topic)) {
        // Caught up: the latest prices and trading states stand in for everything missed.
        client.lagging.delete(topic);
        this.send(client, this.snapshot(type));
        this.send(client, this.statusSnapshot(type));
      } else {
        this.send(client, frame);
      }
    }
  }

  /** Writes a frame into the client's socket, corked until the end of the turn (flush). Only
   * while the WebSocket is open: nothing may follow a close frame. */
  private send(client: Client, frame: Buffer): void {
    if (client.ws.readyState !== 1) return;
    if (!client.corked) {
      client.corked = true;
      client.socket.cork();
      this.corked.push(client);
      this.scheduleFlush();
    }
    client.socket.write(frame);
  }

  private heartbeat(): void {
    const frame = bytes({ t: 'hb', time: this.now() });
    for (const client of this.clients) {
      // A client that did not answer the previous protocol ping is gone.
      if (!client.alive) {
        client.ws.terminate();
        continue;
      }
      client.alive = false;
      client.ws.ping();
      if (client.ws.bufferedAmount <= SOFT_LIMIT_BYTES) this.send(client, frame);
    }
  }
}
