import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  Code,
  MarketType,
  type KlineQuery,
  type KlineResult,
  type MarketInfo,
  type MarketItem,
  type MarketTypeId,
} from '@swx/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { internalParameter } from '../../platform/parameters.js';
import type { TickBus } from './bus.js';
import { toWire } from './candles.js';
import { InstrumentState, MarketEngine, type BusTick } from './engine.js';
import { generateHistory } from './history.js';
import { tradingHours } from './hours.js';
import { monogramSvg } from './logos.js';
import * as repo from './repository.js';
import type { CandleWrite, InstrumentRow, TickWrite } from './repository.js';
import type { FeedTick, InstrumentSpec, PriceProvider } from './types.js';
import { fromUnits } from '../../platform/units.js';

/** Any number, the same on every instance: the holder runs the feed and records its ticks. */
const FEED_LOCK_ID = 7_316_240_404;
const FLUSH_INTERVAL_MS = 1000;
const SWEEP_INTERVAL_MS = 1000;
const ELECTION_INTERVAL_MS = 5000;
const PRUNE_INTERVAL_MS = 10 * 60_000;
const PARAMETER_REFRESH_MS = 60_000;
/**
 * How often every instance re-reads the catalogue's `enabled` and `schedule` (edited in the
 * back office). The instance that made the change applies it at once (`reloadInstruments`);
 * the others within this interval: one small query, no new bus message.
 */
const CATALOGUE_REFRESH_MS = 10_000;
/** Ticks kept in memory while the database does not take them; older ones are dropped. */
const MAX_PENDING_TICKS = 200_000;
/** Favourites one user may keep. */
export const WATCHLIST_MAX = 200;

export const STALE_PARAMETER = 'market.staleAfterSeconds';
export const RETENTION_PARAMETER = 'market.tickRetentionHours';

export interface MarketDeps {
  database: Database;
  db: Db;
  bus: TickBus;
  now: () => Date;
  log: FastifyBaseLogger;
  seed: number;
  /** Generate past candles for simulated instruments that have none (first start). */
  history: boolean;
  /** The catalogue to seed. */
  catalogue: readonly InstrumentSpec[];
  /**
   * The providers and the instruments each covers; instruments no provider covers get no
   * ticks. Called on the instance that leads, with the stored last prices.
   */
  providers: (
    instruments: readonly InstrumentRow[],
    lastPrice: (code: string) => bigint | undefined,
  ) => Array<{ provider: PriceProvider; instruments: InstrumentRow[] }>;
  /** Whether the instrument's prices come from a simulation (labelled in the interface). */
  isSimulated: (row: InstrumentRow) => boolean;
  /** Run the timers (feed election, recording, sweeps); off in tests that drive the engine. */
  autostart: boolean;
}

/**
 * The market: catalogue, live engine, recording of ticks and candles, and the queries of the
 * index group (spec section 7). One instance leads (an advisory lock): it runs the providers,
 * publishes their ticks on the bus and records them; every instance applies the bus's ticks.
 */
export class MarketService {
  engine!: MarketEngine;
  private instruments: InstrumentRow[] = [];
  private lock: { release(): Promise<void> } | undefined;
  private running: Array<{ provider: PriceProvider; instruments: InstrumentRow[] }> = [];
  private timers: NodeJS.Timeout[] = [];
  private pendingTicks: TickWrite[] = [];
  private dirty = new Map<string, CandleWrite>();
  private flushing: Promise<void> | undefined;
  private retentionHours = 48;
  private stopped = false;

  constructor(private readonly deps: MarketDeps) {}

  get isLeader(): boolean {
    return this.lock !== undefined;
  }

  private nowMs(): number {
    return this.deps.now().getTime();
  }

  async start(): Promise<void> {
    const { db } = this.deps;
    await repo.seedInstruments(db, this.deps.catalogue);
    this.instruments = await repo.loadInstruments(db);
    const lock = await this.deps.database.tryLock(FEED_LOCK_ID, () => this.lostLeadership());
    if (lock) {
      this.lock = lock;
      if (this.deps.history) await this.generateMissingHistory();
    }
    const stored = await repo.loadState(db, this.instruments, this.nowMs());
    const staleMs = await this.readStaleMs();
    this.engine = new MarketEngine(
      this.instruments,
      stored,
      this.deps.isSimulated,
      () => this.nowMs(),
      staleMs,
    );
    this.deps.bus.subscribe((batch) => this.onBus(batch));
    if (!this.deps.autostart) return;
    this.every(SWEEP_INTERVAL_MS, () => this.engine.sweep());
    this.every(FLUSH_INTERVAL_MS, () => void this.flush());
    this.every(PARAMETER_REFRESH_MS, () => void this.refreshParameters());
    this.every(CATALOGUE_REFRESH_MS, () => void this.refreshInstruments());
    this.every(PRUNE_INTERVAL_MS, () => void this.prune());
    if (this.lock) this.startProviders();
    else this.every(ELECTION_INTERVAL_MS, () => void this.elect());
  }

  private every(ms: number, fn: () => void): void {
    const timer = setInterval(fn, ms);
    timer.unref();
    this.timers.push(timer);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    await this.stopProviders();
    await this.flush();
    await this.lock?.release();
    this.lock = undefined;
  }

  // ---- leadership and feed ---------------------------------------------------------------

  private async elect(): Promise<void> {
    if (this.lock || this.stopped) return;
    const lock = await this.deps.database.tryLock(FEED_LOCK_ID, () => this.lostLeadership());
    if (!lock) return;
    if (this.stopped) {
      await lock.release();
      return;
    }
    this.lock = lock;
    this.deps.log.info('market feed: this instance now leads');
    this.startProviders();
  }

  private lostLeadership(): void {
    if (!this.lock) return;
    this.deps.log.warn('market feed: lost the feed lock; stopping providers');
    this.lock = undefined;
    void this.stopProviders();
  }

  private startProviders(): void {
    const enabled = this.instruments.filter((i) => i.enabled);
    this.running = this.deps.providers(
      enabled,
      (code) => this.engine.byCode.get(code)?.last?.price,
    );
    for (const { provider, instruments } of this.running) {
      provider.start(instruments, (ticks) => this.publish(ticks));
      this.deps.log.info(
        { provider: provider.name, instruments: instruments.length },
        'market feed started',
      );
    }
  }

  private async stopProviders(): Promise<void> {
    const running = this.running;
    this.running = [];
    await Promise.all(running.map((r) => r.provider.stop()));
  }

  /** A provider's ticks onto the bus, as instrument ids. */
  publish(ticks: readonly FeedTick[]): void {
    const batch: BusTick[] = [];
    for (const t of ticks) {
      const state = this.engine.byCode.get(t.code);
      if (!state || t.price <= 0n) continue;
      batch.push({
        id: state.id,
        price: t.price,
        volume: t.volume,
        time: t.time,
        bid: t.bid,
        ask: t.ask,
      });
    }
    if (batch.length > 0) this.deps.bus.publish(batch);
  }

  private onBus(batch: BusTick[]): void {
    const taken = this.engine.apply(batch);
    if (!this.lock) return;
    for (const { state, tick } of taken) {
      this.pendingTicks.push({
        inst: state.row,
        price: tick.price,
        volume: tick.volume,
        time: tick.time,
      });
      for (const [period, candle] of state.builder.current) {
        this.dirty.set(`${state.id}:${period}:${candle.t}`, { inst: state.row, period, candle });
      }
    }
    if (this.pendingTicks.length > MAX_PENDING_TICKS) {
      const dropped = this.pendingTicks.length - MAX_PENDING_TICKS;
      this.pendingTicks.splice(0, dropped);
      this.deps.log.error({ dropped }, 'market recorder: database behind; oldest ticks dropped');
    }
  }

  /** Writes the ticks and candles taken since the last flush (the leader's job). */
  async flush(): Promise<void> {
    // A write is running: wait for it, then write what came in meanwhile.
    while (this.flushing) await this.flushing;
    if (this.pendingTicks.length === 0 && this.dirty.size === 0) return;
    const ticks = this.pendingTicks;
    // Snapshot the candles now: the current ones keep changing while the write runs.
    const writes = [...this.dirty.values()].map((w) => ({ ...w, candle: { ...w.candle } }));
    this.pendingTicks = [];
    this.dirty = new Map();
    this.flushing = repo
      .writeMarketData(this.deps.db, ticks, writes)
      .catch((error: unknown) => {
        this.deps.log.error({ err: error }, 'market recorder: write failed; retrying');
        this.pendingTicks = [...ticks, ...this.pendingTicks];
        for (const w of writes) {
          const key = `${w.inst.id}:${w.period}:${w.candle.t}`;
          if (!this.dirty.has(key)) this.dirty.set(key, w);
        }
      })
      .finally(() => {
        this.flushing = undefined;
      });
    return this.flushing;
  }

  private async prune(): Promise<void> {
    if (!this.lock) return;
    const before = new Date(this.nowMs() - this.retentionHours * 3_600_000);
    try {
      for (const inst of this.instruments) await repo.pruneTicks(this.deps.db, inst.id, before);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'market: pruning old ticks failed');
    }
  }

  private async readStaleMs(): Promise<number> {
    const value = await internalParameter(this.deps.db, STALE_PARAMETER);
    const seconds = Number(value);
    if (!Number.isInteger(seconds) || seconds < 1 || seconds > 3600) {
      throw new Error(`parameter ${STALE_PARAMETER} must be whole seconds (1-3600), not ${value}`);
    }
    return seconds * 1000;
  }

  /** Re-reads the market's parameters (also called by the back office after a change). */
  async refreshParameters(): Promise<void> {
    try {
      this.engine.staleMs = await this.readStaleMs();
      const hours = Number(await internalParameter(this.deps.db, RETENTION_PARAMETER));
      if (Number.isInteger(hours) && hours >= 1) this.retentionHours = hours;
    } catch (error) {
      this.deps.log.warn({ err: error }, 'market: reading parameters failed; keeping the last');
    }
  }

  private reloading: Promise<void> | undefined;

  /**
   * Re-reads the catalogue's `enabled` and `schedule` and applies them to the engine: a disabled
   * instrument leaves the lists and its trading answers not found, an enabled one joins with its
   * stored candles, a new schedule changes its sessions. The back office calls it after a change
   * (this instance at once); every instance also runs it every CATALOGUE_REFRESH_MS. On the
   * leader, an instrument enabled after start restarts the providers so that it gets ticks.
   */
  async reloadInstruments(): Promise<void> {
    while (this.reloading) await this.reloading;
    this.reloading = this.reload().finally(() => {
      this.reloading = undefined;
    });
    return this.reloading;
  }

  private async reload(): Promise<void> {
    const { db } = this.deps;
    const list = await repo.loadInstruments(db);
    const added = list.filter((r) => r.enabled && !this.engine.byId.has(r.id));
    const stored = added.length > 0 ? await repo.loadState(db, added, this.nowMs()) : undefined;
    const uncovered = added.some(
      (r) => !this.running.some((p) => p.instruments.some((i) => i.id === r.id)),
    );
    this.instruments = list;
    this.engine.reconcile(
      list,
      (row) =>
        new InstrumentState(row, this.deps.isSimulated(row), {
          latest: stored?.latest.get(row.id),
          recent5m: stored?.recent5m.get(row.id),
          recent15m: stored?.recent15m.get(row.id),
          lastTick: stored?.lastTick.get(row.id),
        }),
    );
    if (this.lock && uncovered && this.running.length > 0) {
      await this.stopProviders();
      if (this.lock && !this.stopped) this.startProviders();
    }
  }

  private async refreshInstruments(): Promise<void> {
    try {
      await this.reloadInstruments();
    } catch (error) {
      this.deps.log.warn({ err: error }, 'market: reading the catalogue failed; keeping the last');
    }
  }

  private async generateMissingHistory(): Promise<void> {
    const have = await repo.instrumentsWithCandles(this.deps.db);
    const missing = this.instruments.filter(
      (i) => i.enabled && !have.has(i.id) && this.deps.isSimulated(i),
    );
    if (missing.length === 0) return;
    const started = Date.now();
    const now = this.nowMs();
    for (const inst of missing) {
      const history = generateHistory(inst, tradingHours(inst.schedule), this.deps.seed, now);
      const writes: CandleWrite[] = [];
      for (const [period, list] of history.candles) {
        for (const candle of list) writes.push({ inst, period, candle });
      }
      await repo.upsertCandles(this.deps.db, writes);
    }
    this.deps.log.info(
      { instruments: missing.length, ms: Date.now() - started },
      'market: generated simulated history',
    );
  }

  // ---- queries ---------------------------------------------------------------------------

  /** Enabled instruments by type, in catalogue order. */
  ofType(type: MarketTypeId): readonly InstrumentState[] {
    return this.engine.byType.get(type) ?? [];
  }

  item(state: InstrumentState, now = this.nowMs()): MarketItem {
    const p = state.row.precision;
    const price = state.last ? fromUnits(state.last.price, p) : fromUnits(0n, p);
    return {
      id: state.id,
      code: state.code,
      type: state.type,
      appName: state.row.appName,
      logo: logoPath(state.row),
      price,
      nowPrice: price,
      zdf: state.zdf(now),
      hundred: state.hundred(),
      volume24h: fromUnits(state.volume24h(now), state.row.qtyPrecision),
      precision: p,
      status: state.statusAt(now, this.engine.staleMs),
      simulated: state.simulated,
    };
  }

  list(type: MarketTypeId): MarketItem[] {
    const now = this.nowMs();
    return this.ofType(type)
      .filter((s) => s.last)
      .map((s) => this.item(s, now));
  }

  find(id: number): InstrumentState {
    const state = this.engine.byId.get(id);
    if (!state) throw new AppError(Code.NOT_FOUND);
    return state;
  }

  findByCode(code: string): InstrumentState {
    const state = this.engine.byCode.get(code);
    if (!state) throw new AppError(Code.NOT_FOUND);
    return state;
  }

  info(id: number): MarketInfo {
    const state = this.find(id);
    const now = this.nowMs();
    const row = state.row;
    const p = row.precision;
    const stats = state.stats24h(now);
    const hours = state.hours;
    const next = hours.nextChange(now);
    const last = state.last;
    return {
      ...this.item(state, now),
      open24h: fromUnits(stats?.open ?? 0n, p),
      high24h: fromUnits(stats?.high ?? 0n, p),
      low24h: fromUnits(stats?.low ?? 0n, p),
      volume24h: fromUnits(stats?.volume ?? 0n, row.qtyPrecision),
      bid: last?.bid !== undefined ? fromUnits(last.bid, p) : null,
      ask: last?.ask !== undefined ? fromUnits(last.ask, p) : null,
      contractSize: row.contractSize,
      description: row.description,
      venue: row.venue,
      tradingHours: {
        timeZone: hours.schedule.timeZone,
        sessions: hours.schedule.windows.map((w) => ({ from: w.from, to: w.to })),
        alwaysOpen: hours.alwaysOpen,
        nextChange: next === null ? null : new Date(next).toISOString(),
      },
      lastTickAt: last ? new Date(last.time).toISOString() : null,
    };
  }

  async klines(query: KlineQuery): Promise<KlineResult> {
    const state = this.findByCode(query.code);
    const row = state.row;
    const stored = await repo.queryCandles(this.deps.db, row, query.period, {
      ...(query.startTime !== undefined ? { start: query.startTime } : {}),
      ...(query.endTime !== undefined ? { end: query.endTime } : {}),
      limit: query.limit,
    });
    // The live candle is newer than the recorder's last write: it replaces the stored copy.
    const live = state.builder.current.get(query.period);
    const candles = stored;
    if (live && inRange(live.t, query)) {
      const lastStored = candles.at(-1);
      if (lastStored && lastStored.t === live.t) candles[candles.length - 1] = live;
      else if (!lastStored || lastStored.t < live.t) {
        candles.push(live);
        if (candles.length > query.limit) candles.shift();
      }
    }
    return {
      code: row.code,
      period: query.period,
      candles: candles.map((k) => toWire(k, row.precision, row.qtyPrecision)),
    };
  }

  /**
   * Refuses trading (10015) on an instrument outside its session or whose feed is stale, and
   * answers its latest quote otherwise. The trading engines call this before every order.
   */
  tradableQuote(id: number): NonNullable<InstrumentState['last']> {
    const state = this.find(id);
    const status = state.statusAt(this.nowMs(), this.engine.staleMs);
    if (status !== 'open' || !state.last) throw new AppError(Code.TRADING_UNAVAILABLE);
    return state.last;
  }

  /** Figures for the home page: instruments listed, all and crypto. */
  listedCounts(): { all: number; crypto: number } {
    return { all: this.engine.byId.size, crypto: this.ofType(MarketType.crypto).length };
  }

  // ---- logos -----------------------------------------------------------------------------

  private logoCache = new Map<string, string>();

  /** An instrument's logo as SVG text: the crypto icon package's, or a generated monogram. */
  async logo(file: string): Promise<string> {
    const match = /^([A-Z0-9._-]{1,24})\.svg$/.exec(file);
    const state = match ? this.engine.byCode.get(match[1]!) : undefined;
    if (!state) throw new AppError(Code.NOT_FOUND);
    const cached = this.logoCache.get(state.code);
    if (cached) return cached;
    let svg: string | undefined;
    if (state.row.icon && /^[a-z0-9]+$/.test(state.row.icon)) {
      svg = await readFile(
        require.resolve(`cryptocurrency-icons/svg/color/${state.row.icon}.svg`),
        'utf8',
      ).catch(() => undefined);
    }
    svg ??= monogramSvg(state.row);
    this.logoCache.set(state.code, svg);
    return svg;
  }

  // ---- watchlist -------------------------------------------------------------------------

  async watchlist(userId: number): Promise<number[]> {
    return repo.listWatchlist(this.deps.db, userId);
  }

  async addToWatchlist(userId: number, id: number): Promise<void> {
    this.find(id);
    if ((await repo.countWatchlist(this.deps.db, userId)) >= WATCHLIST_MAX) {
      throw new AppError(Code.INVALID_PARAMS);
    }
    await repo.addToWatchlist(this.deps.db, userId, id);
  }

  async removeFromWatchlist(userId: number, id: number): Promise<void> {
    this.find(id);
    await repo.removeFromWatchlist(this.deps.db, userId, id);
  }
}

const require = createRequire(import.meta.url);

function inRange(t: number, q: KlineQuery): boolean {
  return (
    (q.startTime === undefined || t >= q.startTime) && (q.endTime === undefined || t <= q.endTime)
  );
}

export function logoPath(row: InstrumentRow): string {
  return `/swx/customer/index/getMarketLogo/${encodeURIComponent(row.code)}.svg`;
}
