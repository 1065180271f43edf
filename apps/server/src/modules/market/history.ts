import type { CandlePeriod } from '@swx/contract';
import { addTrade, periodStart, rollUp, type Candle } from './candles.js';
import type { TradingHours } from './hours.js';
import { PriceModel } from './model.js';
import type { InstrumentSpec } from './types.js';

/**
 * Past candles for the simulated feed, made at first start so that charts are full: a year of
 * daily candles, 60 days of hourly ones and the last 3 days of one-minute ones, walked forward
 * by the same price model as the live feed and only inside trading hours. The finer series
 * are rolled up into the coarser ones where they overlap, so every period tells one story:
 * the daily candle of yesterday is made of yesterday's hourly candles, and so on.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const HISTORY_SPANS = { dailyDays: 366, hourlyDays: 60, minuteDays: 3 } as const;

export interface History {
  candles: Map<CandlePeriod, Candle[]>;
  /** The walk's last price: the live feed continues from here. */
  last: bigint;
}

/**
 * Walks one segment: candles of `candleMs` from `from` to `to`, each made of `steps` sub-steps,
 * skipping sub-steps outside trading hours (a candle with no open sub-step is not made).
 */
function walk(
  model: PriceModel,
  hours: TradingHours,
  from: number,
  to: number,
  candleMs: number,
  steps: number,
): Candle[] {
  const out: Candle[] = [];
  const stepMs = candleMs / steps;
  let price = model.price;
  for (let t = from; t < to; t += candleMs) {
    let candle: Candle | undefined;
    for (let s = 0; s < steps; s += 1) {
      const at = t + s * stepMs;
      if (at >= to) break;
      if (!hours.isOpen(at)) continue;
      const step = model.step(stepMs);
      if (!candle) {
        candle = { t, o: price, h: price, l: price, c: price, v: 0n };
      }
      addTrade(candle, step.price, step.volume);
      price = step.price;
    }
    if (candle) out.push(candle);
  }
  return out;
}

export function generateHistory(
  spec: InstrumentSpec,
  hours: TradingHours,
  seed: number,
  now: number,
  spans: { dailyDays: number; hourlyDays: number; minuteDays: number } = HISTORY_SPANS,
): History {
  const model = new PriceModel(spec, seed, undefined, 'history');
  const today = periodStart('1d', now);
  const dailyFrom = today - spans.dailyDays * DAY;
  const hourlyFrom = today - spans.hourlyDays * DAY;
  const minuteFrom = today - spans.minuteDays * DAY;

  const daily = walk(model, hours, dailyFrom, hourlyFrom, DAY, 48);
  const hourly = walk(model, hours, hourlyFrom, minuteFrom, HOUR, 12);
  // The current minute holds only the sub-steps up to now: nothing in the future.
  const minute = walk(model, hours, minuteFrom, now + 1, MINUTE, 6);

  const hourlyAll = [...hourly, ...rollUp(minute, '1h')];
  const dailyAll = [...daily, ...rollUp(hourlyAll, '1d')];
  const candles = new Map<CandlePeriod, Candle[]>([
    ['1m', minute],
    ['5m', rollUp(minute, '5m')],
    ['15m', rollUp(minute, '15m')],
    ['30m', rollUp(minute, '30m')],
    ['1h', hourlyAll],
    ['4h', rollUp(hourlyAll, '4h')],
    ['1d', dailyAll],
    ['1w', rollUp(dailyAll, '1w')],
  ]);
  return { candles, last: model.price };
}
