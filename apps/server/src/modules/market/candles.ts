import {
  CANDLE_PERIODS,
  PERIOD_MS,
  type CandlePeriod,
  type Candle as WireCandle,
} from '@swx/contract';
import { fromUnits, maxUnits, minUnits } from '../../platform/units.js';

/** A candle in memory: opening time (ms, UTC) and prices and volume in units. */
export interface Candle {
  t: number;
  o: bigint;
  h: bigint;
  l: bigint;
  c: bigint;
  v: bigint;
}

/** 1970-01-05 was a Monday: weekly candles open on Monday 00:00 UTC. */
const WEEK_OFFSET_MS = 4 * 86_400_000;

/** Opening time of the candle of `period` that contains `time`. */
export function periodStart(period: CandlePeriod, time: number): number {
  const ms = PERIOD_MS[period];
  if (period === '1w') return Math.floor((time - WEEK_OFFSET_MS) / ms) * ms + WEEK_OFFSET_MS;
  return Math.floor(time / ms) * ms;
}

export function toWire(candle: Candle, precision: number, qtyPrecision: number): WireCandle {
  return {
    t: candle.t,
    o: fromUnits(candle.o, precision),
    h: fromUnits(candle.h, precision),
    l: fromUnits(candle.l, precision),
    c: fromUnits(candle.c, precision),
    v: fromUnits(candle.v, qtyPrecision),
  };
}

/** Adds a trade (price, volume) to a candle in place. */
export function addTrade(candle: Candle, price: bigint, volume: bigint): void {
  candle.h = maxUnits(candle.h, price);
  candle.l = minUnits(candle.l, price);
  candle.c = price;
  candle.v += volume;
}

/**
 * Merges candles (oldest first) of a shorter period into candles of `period`: each output
 * opens with its first input's open, closes with its last close, spans their extremes and
 * sums their volumes.
 */
export function rollUp(candles: readonly Candle[], period: CandlePeriod): Candle[] {
  const out: Candle[] = [];
  let current: Candle | undefined;
  for (const k of candles) {
    const t = periodStart(period, k.t);
    if (!current || current.t !== t) {
      current = { t, o: k.o, h: k.h, l: k.l, c: k.c, v: k.v };
      out.push(current);
    } else {
      current.h = maxUnits(current.h, k.h);
      current.l = minUnits(current.l, k.l);
      current.c = k.c;
      current.v += k.v;
    }
  }
  return out;
}

/**
 * The current candle of every period for one instrument, built from its ticks in time order.
 * `apply` answers the candles that changed and those that just closed.
 */
export class CandleBuilder {
  readonly current = new Map<CandlePeriod, Candle>();

  constructor(initial: Iterable<[CandlePeriod, Candle]> = []) {
    for (const [period, candle] of initial) this.current.set(period, { ...candle });
  }

  apply(price: bigint, volume: bigint, time: number): { closed: Array<[CandlePeriod, Candle]> } {
    const closed: Array<[CandlePeriod, Candle]> = [];
    for (const period of CANDLE_PERIODS) {
      const t = periodStart(period, time);
      const candle = this.current.get(period);
      if (candle && candle.t === t) {
        addTrade(candle, price, volume);
      } else if (!candle || t > candle.t) {
        if (candle) closed.push([period, candle]);
        // A candle opens with its period's first trade (the exchanges' convention).
        this.current.set(period, { t, o: price, h: price, l: price, c: price, v: volume });
      }
      // A tick older than the current candle cannot happen: the engine drops them first.
    }
    return { closed };
  }
}
