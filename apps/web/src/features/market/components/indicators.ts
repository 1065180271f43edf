import type { Candle } from '@swx/contract';

/**
 * Chart indicators over candle closes: simple moving averages and Bollinger bands, plus the
 * merge of candle pages. These only feed the chart's drawing: prices arrive as decimal
 * strings and are converted with Number() for it (lightweight-charts draws numbers), which is
 * acceptable here because nothing computed from them is shown as an amount or sent anywhere.
 */

/** The moving averages the chart draws. */
export const MA_PERIODS = [7, 25, 99] as const;
export const BOLL_PERIOD = 20;
export const BOLL_MULTIPLIER = 2;

/**
 * The average of the `period` values ending at index `end`, or null before there are enough.
 * Summed afresh for each window (no running sum), so no rounding error builds up over a long
 * series; a window of at most 99 points is cheap.
 */
export function smaAt(values: readonly number[], end: number, period: number): number | null {
  if (period < 1 || end < period - 1 || end >= values.length) return null;
  let sum = 0;
  for (let i = end - period + 1; i <= end; i += 1) sum += values[i]!;
  return sum / period;
}

/** Simple moving average aligned with `values`: null where fewer than `period` values exist. */
export function sma(values: readonly number[], period: number): (number | null)[] {
  return values.map((_, i) => smaAt(values, i, period));
}

export interface Band {
  upper: number;
  middle: number;
  lower: number;
}

/**
 * Bollinger band at index `end`: the `period` average ± `multiplier` population standard
 * deviations of the same window (the usual definition), or null before there are enough values.
 * The deviation is taken around the mean in a second pass rather than from a sum of squares,
 * which would lose every digit to cancellation on large prices with small moves.
 */
export function bollingerAt(
  values: readonly number[],
  end: number,
  period = BOLL_PERIOD,
  multiplier = BOLL_MULTIPLIER,
): Band | null {
  const middle = smaAt(values, end, period);
  if (middle === null) return null;
  let squares = 0;
  for (let i = end - period + 1; i <= end; i += 1) {
    const d = values[i]! - middle;
    squares += d * d;
  }
  const deviation = Math.sqrt(squares / period);
  return {
    upper: middle + multiplier * deviation,
    middle,
    lower: middle - multiplier * deviation,
  };
}

/** Bollinger bands aligned with `values`: null where fewer than `period` values exist. */
export function bollinger(
  values: readonly number[],
  period = BOLL_PERIOD,
  multiplier = BOLL_MULTIPLIER,
): (Band | null)[] {
  return values.map((_, i) => bollingerAt(values, i, period, multiplier));
}

/** Candle closes as numbers, for the indicators (drawing only, see above). */
export function closesOf(candles: readonly Candle[]): number[] {
  return candles.map((k) => Number(k.c));
}

/**
 * Two runs of candles (each oldest first) as one, oldest first, one candle per opening time.
 * Where both hold a time, `incoming`'s candle wins: it is the newer copy (a refetched page, a
 * page of history, a live frame).
 */
export function mergeCandles(current: readonly Candle[], incoming: readonly Candle[]): Candle[] {
  const out: Candle[] = [];
  let i = 0;
  let j = 0;
  const push = (k: Candle) => {
    const last = out.at(-1);
    if (last && last.t === k.t) out[out.length - 1] = k;
    else if (!last || last.t < k.t) out.push(k);
  };
  while (i < current.length || j < incoming.length) {
    const a = current[i];
    const b = incoming[j];
    if (b && (!a || b.t <= a.t)) {
      if (a && a.t === b.t) i += 1;
      push(b);
      j += 1;
    } else if (a) {
      push(a);
      i += 1;
    }
  }
  return out;
}
