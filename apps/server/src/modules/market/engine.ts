import {
  HUNDRED_POINTS,
  PERIOD_MS,
  type CandlePeriod,
  type MarketStatus,
  type MarketTypeId,
} from '@swx/contract';
import { CandleBuilder, type Candle } from './candles.js';
import { tradingHours, type ScheduleId, type TradingHours } from './hours.js';
import type { InstrumentRow, StoredState } from './repository.js';
import { fromUnits, maxUnits, minUnits, percentChange } from '../../platform/units.js';

/**
 * The market's live state on one server instance, built from the ticks on the bus: the last
 * price of every instrument, its current candles, 24-hour statistics, the `hundred` series and
 * its trading state. Every instance holds the same state because every instance applies the
 * same ticks (the leader's feed publishes them; docs/adr/0007).
 */

const DAY = 86_400_000;
const FIVE = PERIOD_MS['5m'];

/** A tick as it travels on the bus, in the instrument's units. */
export interface BusTick {
  /** Instrument id. */
  id: number;
  price: bigint;
  volume: bigint;
  time: number;
  bid?: bigint | undefined;
  ask?: bigint | undefined;
}

export interface Quote {
  price: bigint;
  time: number;
  bid: bigint | undefined;
  ask: bigint | undefined;
}

export class InstrumentState {
  /** Replaced by `reschedule` (the back office changed the instrument's sessions). */
  hours: TradingHours;
  last: Quote | undefined;
  readonly builder: CandleBuilder;
  /** Closed 5-minute candles of the last 24 hours, oldest first. */
  private readonly recent5m: Candle[];
  /** The volume of `recent5m`, kept as candles come and go (a list answer reads it per row). */
  private closedVolume: bigint;
  /** The last close before the 24-hour window (the change's reference when nothing is in it). */
  private refBefore: bigint | undefined;
  /** Closed 15-minute candles, oldest first, at most HUNDRED_POINTS - 1. */
  private readonly recent15m: Candle[];
  private hundredCache: string[] | undefined;
  status: MarketStatus = 'stale';

  constructor(
    readonly row: InstrumentRow,
    /** Whether this instrument's prices come from the simulated provider. */
    public simulated: boolean,
    stored?: {
      latest?: Map<CandlePeriod, Candle>;
      recent5m?: Candle[];
      recent15m?: Candle[];
      lastTick?: { price: bigint; time: number };
    },
  ) {
    this.hours = tradingHours(row.schedule);
    this.builder = new CandleBuilder(stored?.latest ?? []);
    // The last recorded tick; without one (generated history, ticks pruned), the close of the
    // latest minute candle at its open time, which is no later than its last trade.
    const minute = stored?.latest?.get('1m');
    const tick = stored?.lastTick;
    if (tick && (!minute || tick.time >= minute.t)) {
      this.last = { price: tick.price, time: tick.time, bid: undefined, ask: undefined };
    } else if (minute) {
      this.last = { price: minute.c, time: minute.t, bid: undefined, ask: undefined };
    }
    const current5 = this.builder.current.get('5m')?.t;
    this.recent5m = (stored?.recent5m ?? []).filter((k) => k.t !== current5).map((k) => ({ ...k }));
    this.closedVolume = this.recent5m.reduce((sum, k) => sum + k.v, 0n);
    const current15 = this.builder.current.get('15m')?.t;
    this.recent15m = (stored?.recent15m ?? [])
      .filter((k) => k.t !== current15)
      .slice(-(HUNDRED_POINTS - 1))
      .map((k) => ({ ...k }));
  }

  get id(): number {
    return this.row.id;
  }
  get code(): string {
    return this.row.code;
  }
  get type(): MarketTypeId {
    return this.row.type;
  }

  /** Applies a tick; answers false (and changes nothing) for a tick not newer than the last. */
  apply(tick: BusTick): boolean {
    if (this.last && tick.time <= this.last.time) return false;
    this.last = { price: tick.price, time: tick.time, bid: tick.bid, ask: tick.ask };
    const { closed } = this.builder.apply(tick.price, tick.volume, tick.time);
    for (const [period, candle] of closed) {
      if (period === '5m') {
        this.recent5m.push(candle);
        this.closedVolume += candle.v;
      } else if (period === '15m') {
        this.recent15m.push(candle);
        if (this.recent15m.length > HUNDRED_POINTS - 1) this.recent15m.shift();
        this.hundredCache = undefined;
      }
    }
    return true;
  }

  private trim(now: number): void {
    const from = now - DAY;
    while (this.recent5m.length > 0 && this.recent5m[0]!.t + FIVE <= from) {
      const gone = this.recent5m.shift()!;
      this.refBefore = gone.c;
      this.closedVolume -= gone.v;
    }
  }

  /** Volume traded in the last 24 hours (to five minutes), in units of the quantity. */
  volume24h(now: number): bigint {
    this.trim(now);
    return this.closedVolume + (this.currentInWindow(now)?.v ?? 0n);
  }

  /** The current 5-minute candle, when it overlaps the last 24 hours. */
  private currentInWindow(now: number): Candle | undefined {
    const current = this.builder.current.get('5m');
    return current && current.t + FIVE > now - DAY ? current : undefined;
  }

  /** Price 24 hours ago, to five minutes (the reference of `zdf`). */
  reference(now: number): bigint | undefined {
    this.trim(now);
    // Runs on every tick and list answer: the first candle of the window, without building it.
    const first = this.recent5m[0] ?? this.currentInWindow(now);
    // Nothing traded in the last 24 hours (a weekend, a stopped feed): the price then was
    // the last price, whatever came before.
    if (!first) return this.last?.price;
    if (first.t <= now - DAY) return first.o;
    return this.refBefore ?? first.o;
  }

  zdf(now: number): string {
    return this.last ? percentChange(this.reference(now), this.last.price) : '0.00';
  }

  stats24h(now: number): { open: bigint; high: bigint; low: bigint; volume: bigint } | undefined {
    if (!this.last) return undefined;
    this.trim(now);
    const current = this.currentInWindow(now);
    let high = this.last.price;
    let low = this.last.price;
    for (const k of current ? [...this.recent5m, current] : this.recent5m) {
      high = maxUnits(high, k.h);
      low = minUnits(low, k.l);
    }
    const volume = this.volume24h(now);
    return { open: this.reference(now) ?? this.last.price, high, low, volume };
  }

  /** Closes of the last 15-minute candles and the live price, as decimal strings. */
  hundred(): string[] {
    if (!this.last) return [];
    this.hundredCache ??= this.recent15m.map((k) => fromUnits(k.c, this.row.precision));
    return [...this.hundredCache, fromUnits(this.last.price, this.row.precision)];
  }

  reschedule(schedule: ScheduleId): void {
    this.row.schedule = schedule;
    this.hours = tradingHours(schedule);
  }

  statusAt(now: number, staleMs: number): MarketStatus {
    if (!this.hours.isOpen(now)) return 'closed';
    if (!this.last || now - this.last.time > staleMs) return 'stale';
    return 'open';
  }
}

export interface EngineListener {
  /** Instruments whose tick was applied, in the order of the batch. */
  onTicks(ticked: readonly InstrumentState[]): void;
  /** Instruments whose trading state changed. */
  onStatus(changed: readonly InstrumentState[]): void;
}

export class MarketEngine {
  readonly byId = new Map<number, InstrumentState>();
  readonly byCode = new Map<string, InstrumentState>();
  readonly byType = new Map<MarketTypeId, InstrumentState[]>();
  private readonly listeners: EngineListener[] = [];

  constructor(
    list: readonly InstrumentRow[],
    stored: StoredState,
    isSimulated: (row: InstrumentRow) => boolean,
    private readonly now: () => number,
    public staleMs: number,
  ) {
    for (const row of list) {
      if (!row.enabled) continue;
      const state = new InstrumentState(row, isSimulated(row), {
        latest: stored.latest.get(row.id),
        recent5m: stored.recent5m.get(row.id),
        recent15m: stored.recent15m.get(row.id),
        lastTick: stored.lastTick.get(row.id),
      });
      state.status = state.statusAt(now(), staleMs);
      this.byId.set(row.id, state);
      this.byCode.set(row.code, state);
      const ofType = this.byType.get(row.type) ?? [];
      ofType.push(state);
      this.byType.set(row.type, ofType);
    }
  }

  listen(listener: EngineListener): () => void {
    this.listeners.push(listener);
    return () => {
      const i = this.listeners.indexOf(listener);
      if (i >= 0) this.listeners.splice(i, 1);
    };
  }

  /** Applies a batch from the bus; answers the ticks that were taken (newer than the last). */
  apply(batch: readonly BusTick[]): Array<{ state: InstrumentState; tick: BusTick }> {
    const taken: Array<{ state: InstrumentState; tick: BusTick }> = [];
    for (const tick of batch) {
      const state = this.byId.get(tick.id);
      if (state?.apply(tick)) taken.push({ state, tick });
    }
    if (taken.length === 0) return taken;
    const now = this.now();
    const changed = taken.map((x) => x.state).filter((s) => this.refreshStatus(s, now));
    const ticked = taken.map((x) => x.state);
    for (const l of this.listeners) l.onTicks(ticked);
    if (changed.length > 0) for (const l of this.listeners) l.onStatus(changed);
    return taken;
  }

  private refreshStatus(state: InstrumentState, now: number): boolean {
    const status = state.statusAt(now, this.staleMs);
    if (status === state.status) return false;
    state.status = status;
    return true;
  }

  /**
   * Applies the stored catalogue (`list`, every instrument in catalogue order) after the back
   * office changed it: a disabled instrument leaves the lists (its last state heard as
   * 'closed'), an enabled one missing here is added with `make`, a changed schedule replaces its
   * trading hours. Listeners hear of every instrument that changed; answers them.
   */
  reconcile(
    list: readonly InstrumentRow[],
    make: (row: InstrumentRow) => InstrumentState,
  ): InstrumentState[] {
    const now = this.now();
    const changed: InstrumentState[] = [];
    const enabled = new Set<number>();
    for (const row of list) {
      if (!row.enabled) continue;
      enabled.add(row.id);
      const state = this.byId.get(row.id);
      if (!state) {
        const added = make(row);
        added.status = added.statusAt(now, this.staleMs);
        this.byId.set(row.id, added);
        this.byCode.set(row.code, added);
        changed.push(added);
      } else if (state.row.schedule !== row.schedule) {
        state.reschedule(row.schedule);
        this.refreshStatus(state, now);
        changed.push(state);
      }
    }
    for (const state of [...this.byId.values()]) {
      if (enabled.has(state.id)) continue;
      this.byId.delete(state.id);
      this.byCode.delete(state.code);
      state.status = 'closed';
      changed.push(state);
    }
    if (changed.length === 0) return changed;
    this.byType.clear();
    for (const row of list) {
      const state = this.byId.get(row.id);
      if (!state) continue;
      const ofType = this.byType.get(row.type) ?? [];
      ofType.push(state);
      this.byType.set(row.type, ofType);
    }
    for (const l of this.listeners) l.onStatus(changed);
    return changed;
  }

  /** Re-evaluates every instrument's state (sessions opening and closing, stale feeds). */
  sweep(): void {
    const now = this.now();
    const changed = [...this.byId.values()].filter((s) => this.refreshStatus(s, now));
    if (changed.length > 0) for (const l of this.listeners) l.onStatus(changed);
  }
}
