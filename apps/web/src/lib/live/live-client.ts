import {
  LIVE_HEARTBEAT_MS,
  LIVE_PATH,
  type LiveServerMessage,
  type MarketStatus,
} from '@swx/contract';
import { compareDecimal } from '../decimal';

/**
 * The browser side of the live channel (docs/adr/0007): one WebSocket for the whole app,
 * opened when the first topic is wanted and closed a while after the last is released. It
 * reconnects with exponential backoff and jitter, subscribes again to everything wanted, and
 * treats a silent connection (no frame for 2.5 heartbeats) as dead. Updates are applied to the
 * store at once but announced to the interface at most once per animation frame.
 *
 * While an account is signed in the connection stays open and carries its token (an `auth`
 * frame, sent again after every reconnect), so that the server can push the unread
 * notification count. Signing out closes that connection: the server binds an account to a
 * connection until it closes.
 */

export interface LivePrice {
  price: string;
  zdf: string;
  /** Direction of the last change: 1 up, -1 down, 0 first value. */
  dir: 1 | -1 | 0;
  /** Increments with every change (a key for the price flash). */
  seq: number;
}

/** The latest tick of an instrument from its ticker: what an order is confirmed against. */
export interface LiveQuote {
  price: string;
  /** The tick's time (the server's stamp, ms since the epoch). */
  time: number;
  /** When this browser received it (its own clock): how old the price on screen is. */
  receivedAt: number;
}

/**
 * What the reader is told about the connection (issue 17): live, connecting (the first time),
 * reconnecting (lost, trying again with backoff), or offline (the browser says so).
 */
export type Connection = 'live' | 'connecting' | 'reconnecting' | 'offline';

type TopicHandler = (message: LiveServerMessage) => void;
type NoticeListener = (unread: number) => void;

const BACKOFF_INITIAL_MS = 1000;
const BACKOFF_MAX_MS = 30_000;
const IDLE_CLOSE_MS = 30_000;
const SILENCE_MS = LIVE_HEARTBEAT_MS * 2.5;

export type LiveState = 'idle' | 'connecting' | 'open' | 'reconnecting';

export class LiveClient {
  private ws: WebSocket | undefined;
  private readonly wanted = new Map<string, number>();
  private readonly handlers = new Map<string, Set<TopicHandler>>();
  private readonly prices = new Map<string, LivePrice>();
  private readonly statuses = new Map<string, MarketStatus>();
  private readonly quotes = new Map<string, LiveQuote>();
  private online = true;
  private readonly listeners = new Set<() => void>();
  private readonly noticeListeners = new Set<NoticeListener>();
  private token: string | null = null;
  /** A support chat visitor's token (sent as a `visitor` frame, again after a reconnect). */
  private visitor: string | null = null;
  /** Latest undelivered frame per topic for topic handlers (conflated to one per frame). */
  private readonly pending = new Map<string, LiveServerMessage[]>();
  private frame: number | undefined;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private silenceTimer: ReturnType<typeof setTimeout> | undefined;
  private current: LiveState = 'idle';

  constructor(private readonly url: () => string) {}

  get state(): LiveState {
    return this.current;
  }

  /** Changes the state and tells the listeners (at the next frame, with any prices). */
  private set state(next: LiveState) {
    if (next === this.current) return;
    this.current = next;
    this.scheduleFrame();
  }

  /** The connection as the reader is told it (live, connecting, reconnecting, offline). */
  connection(): Connection {
    if (!this.online) return 'offline';
    if (this.current === 'open') return 'live';
    return this.current === 'reconnecting' ? 'reconnecting' : 'connecting';
  }

  /** Whether a page wants prices now (a topic is subscribed). */
  watching(): boolean {
    return this.wanted.size > 0;
  }

  /**
   * Follows the browser's network state: going offline drops the connection at once (a socket
   * can stay "open" for a long time without a network) and says so; coming back online
   * connects again at once, without waiting for the backoff.
   */
  watchNetwork(target: Pick<Window, 'addEventListener'>, onLine: boolean): void {
    this.online = onLine;
    target.addEventListener('offline', () => {
      this.online = false;
      clearTimeout(this.retryTimer);
      this.retryTimer = undefined;
      this.dropSocket();
      this.state = this.needed() ? 'reconnecting' : 'idle';
      this.scheduleFrame();
    });
    target.addEventListener('online', () => {
      this.online = true;
      this.attempt = 0;
      clearTimeout(this.retryTimer);
      this.retryTimer = undefined;
      if (this.needed() && !this.ws) this.connect();
      this.scheduleFrame();
    });
  }

  // ---- the store -------------------------------------------------------------------------

  price(code: string): LivePrice | undefined {
    return this.prices.get(code);
  }

  status(code: string): MarketStatus | undefined {
    return this.statuses.get(code);
  }

  /** The latest tick of an instrument whose ticker is subscribed (undefined before one). */
  quote(code: string): LiveQuote | undefined {
    return this.quotes.get(code);
  }

  /** Called (at most once per animation frame) after prices or states changed. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // ---- the signed-in account ------------------------------------------------------------

  /** Binds the connection to a signed-in account's token, or to none (null). */
  setAccount(token: string | null): void {
    if (token === this.token) return;
    this.token = token;
    if (token === null) {
      this.restart();
      return;
    }
    // A connection already open authenticates now (the server rebinds it from the earlier
    // account, if any); one still connecting sends the frame when it opens.
    this.send({ op: 'auth', token });
    this.ensureOpen();
  }

  /**
   * Binds the connection to a support chat visitor's token too (its conversation's topic is
   * private to it), or to none. The connection itself is kept for topics, not for the token.
   */
  setVisitor(token: string | null): void {
    if (token === this.visitor) return;
    this.visitor = token;
    if (token !== null) this.send({ op: 'visitor', token });
    else this.restart();
  }

  /** Called with the account's unread notification count whenever the server pushes it. */
  onNotice(listener: NoticeListener): () => void {
    this.noticeListeners.add(listener);
    return () => this.noticeListeners.delete(listener);
  }

  // ---- topics ----------------------------------------------------------------------------

  /** Wants a topic until the returned function is called; `handler` gets its frames. */
  subscribe(topic: string, handler?: TopicHandler): () => void {
    const count = this.wanted.get(topic) ?? 0;
    this.wanted.set(topic, count + 1);
    if (handler) {
      let set = this.handlers.get(topic);
      if (!set) this.handlers.set(topic, (set = new Set()));
      set.add(handler);
    }
    if (count === 0) this.send({ op: 'subscribe', topic });
    this.ensureOpen();
    return () => {
      if (handler) this.handlers.get(topic)?.delete(handler);
      const n = (this.wanted.get(topic) ?? 1) - 1;
      if (n > 0) {
        this.wanted.set(topic, n);
        return;
      }
      this.wanted.delete(topic);
      // A ticker no longer followed: its last tick would only grow old on the next visit.
      if (topic.startsWith('ticker.')) this.quotes.delete(topic.slice('ticker.'.length));
      this.send({ op: 'unsubscribe', topic });
      if (!this.needed()) this.scheduleIdleClose();
    };
  }

  private send(message: object): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
  }

  // ---- connection ------------------------------------------------------------------------

  /** A connection is kept while a topic is wanted or an account is signed in. */
  private needed(): boolean {
    return this.wanted.size > 0 || this.token !== null;
  }

  /** Drops the current connection (and the account bound to it) and opens a new one if needed. */
  private restart(): void {
    if (!this.ws) return;
    this.dropSocket();
    if (this.needed()) this.connect();
    else this.state = 'idle';
  }

  /** Closes the current socket (its close handler then ignores it) and stops its silence timer. */
  private dropSocket(): void {
    const ws = this.ws;
    this.ws = undefined;
    clearTimeout(this.silenceTimer);
    ws?.close(1000);
  }

  private ensureOpen(): void {
    clearTimeout(this.idleTimer);
    if (this.ws || this.retryTimer || typeof WebSocket === 'undefined') return;
    this.connect();
  }

  private connect(): void {
    this.retryTimer = undefined;
    // Offline, a socket cannot open: the 'online' event connects again.
    if (!this.online) {
      this.state = 'reconnecting';
      return;
    }
    this.state = this.attempt === 0 ? 'connecting' : 'reconnecting';
    let ws: WebSocket;
    try {
      ws = new WebSocket(this.url());
    } catch {
      this.scheduleRetry();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      this.state = 'open';
      this.attempt = 0;
      if (this.token !== null) ws.send(JSON.stringify({ op: 'auth', token: this.token }));
      if (this.visitor !== null) ws.send(JSON.stringify({ op: 'visitor', token: this.visitor }));
      for (const topic of this.wanted.keys()) ws.send(JSON.stringify({ op: 'subscribe', topic }));
      this.armSilence();
    };
    ws.onmessage = (event) => {
      this.armSilence();
      if (typeof event.data !== 'string') return;
      let message: LiveServerMessage;
      try {
        message = JSON.parse(event.data) as LiveServerMessage;
      } catch {
        return;
      }
      this.receive(message);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = undefined;
      clearTimeout(this.silenceTimer);
      if (this.needed()) this.scheduleRetry();
      else this.state = 'idle';
    };
  }

  private scheduleRetry(): void {
    this.state = 'reconnecting';
    const base = Math.min(BACKOFF_MAX_MS, BACKOFF_INITIAL_MS * 2 ** this.attempt);
    this.attempt += 1;
    const delay = base / 2 + Math.random() * (base / 2);
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private armSilence(): void {
    clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(() => this.ws?.close(), SILENCE_MS);
  }

  private scheduleIdleClose(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.needed()) return;
      clearTimeout(this.retryTimer);
      this.retryTimer = undefined;
      this.dropSocket();
      this.state = 'idle';
    }, IDLE_CLOSE_MS);
  }

  // ---- frames ----------------------------------------------------------------------------

  private receive(message: LiveServerMessage): void {
    if (message.t === 'notice') {
      for (const listener of this.noticeListeners) listener(message.unread);
      return;
    }
    let topic: string | undefined;
    if (message.t === 'market') {
      for (const u of message.d) {
        const before = this.prices.get(u.code);
        if (before && before.price === u.price && before.zdf === u.zdf) continue;
        const dir = before ? compareDecimal(u.price, before.price) : 0;
        this.prices.set(u.code, {
          price: u.price,
          zdf: u.zdf,
          dir: dir === 0 ? (before?.dir ?? 0) : dir,
          seq: (before?.seq ?? 0) + (dir === 0 && before ? 0 : 1),
        });
      }
      topic = `market.${message.type}`;
    } else if (message.t === 'status') {
      for (const u of message.d) this.statuses.set(u.code, u.status);
      topic = `market.${message.type}`;
    } else if (message.t === 'tick') {
      this.quotes.set(message.code, {
        price: message.price,
        time: message.time,
        receivedAt: Date.now(),
      });
      topic = `ticker.${message.code}`;
    } else if (message.t === 'candle') {
      topic = `candle.${message.code}.${message.period}`;
    } else if (message.t === 'nft') {
      topic = `nft.${message.item.id}`;
    } else if (message.t === 'support') {
      topic = `support.${message.conversation.id}`;
    }
    if (topic && this.handlers.get(topic)?.size) {
      const queue = this.pending.get(topic) ?? [];
      // Tick, candle, item and conversation frames carry whole values: only the latest matters
      // within a frame.
      if (
        message.t === 'tick' ||
        message.t === 'candle' ||
        message.t === 'nft' ||
        message.t === 'support'
      ) {
        queue.length = 0;
      }
      queue.push(message);
      this.pending.set(topic, queue);
    }
    this.scheduleFrame();
  }

  private scheduleFrame(): void {
    if (this.frame !== undefined) return;
    const run = () => {
      this.frame = undefined;
      const pending = [...this.pending];
      this.pending.clear();
      for (const [topic, messages] of pending) {
        for (const handler of this.handlers.get(topic) ?? []) {
          for (const m of messages) handler(m);
        }
      }
      for (const listener of this.listeners) listener();
    };
    this.frame =
      typeof requestAnimationFrame === 'function'
        ? requestAnimationFrame(run)
        : (setTimeout(run, 16) as unknown as number);
  }
}

function liveUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${LIVE_PATH}`;
}

/** The app's one live connection. */
export const live = new LiveClient(liveUrl);
if (typeof window !== 'undefined') live.watchNetwork(window, navigator.onLine !== false);
