import type { Candle } from '@swx/contract';
import { describe, expect, it } from 'vitest';
import { bollinger, bollingerAt, closesOf, mergeCandles, sma, smaAt } from './indicators';

const k = (t: number, c: string): Candle => ({ t, o: c, h: c, l: c, c, v: '1' });

describe('sma', () => {
  it('averages each window and leaves the first period - 1 points empty', () => {
    expect(sma([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
    expect(sma([10, 20], 1)).toEqual([10, 20]);
  });

  it('is empty throughout when there are fewer values than the period', () => {
    expect(sma([1, 2, 3], 7)).toEqual([null, null, null]);
    expect(sma([], 7)).toEqual([]);
  });

  it('takes the window ending at an index', () => {
    const values = [2, 4, 6, 8, 10, 12, 14, 16];
    expect(smaAt(values, 6, 7)).toBe(8);
    expect(smaAt(values, 7, 7)).toBe(10);
    expect(smaAt(values, 5, 7)).toBeNull();
    expect(smaAt(values, 8, 7)).toBeNull();
  });

  it('does not drift over a long series', () => {
    const values = Array.from({ length: 5000 }, (_, i) => 65000.1 + (i % 3) * 0.1);
    const last = sma(values, 3).at(-1);
    expect(last).toBeCloseTo(65000.2, 9);
  });
});

describe('bollinger', () => {
  it('is the mean ± 2 population standard deviations', () => {
    // Mean 5, population variance 4 (deviation 2): the textbook example.
    const values = [2, 4, 4, 4, 5, 5, 7, 9];
    const band = bollingerAt(values, 7, 8, 2);
    expect(band).toEqual({ upper: 9, middle: 5, lower: 1 });
  });

  it('aligns with the values and uses a period of 20 by default', () => {
    const values = Array.from({ length: 21 }, (_, i) => i + 1);
    const bands = bollinger(values);
    expect(bands.slice(0, 19)).toEqual(Array(19).fill(null));
    // 1..20: mean 10.5, population variance (20² - 1) / 12 = 33.25.
    const sd = Math.sqrt(33.25);
    expect(bands[19]!.middle).toBe(10.5);
    expect(bands[19]!.upper).toBeCloseTo(10.5 + 2 * sd, 12);
    expect(bands[19]!.lower).toBeCloseTo(10.5 - 2 * sd, 12);
    expect(bands[20]!.middle).toBe(11.5);
  });

  it('is flat on a flat series', () => {
    expect(bollinger([3, 3, 3], 3, 2)).toEqual([null, null, { upper: 3, middle: 3, lower: 3 }]);
  });

  it('keeps small moves on large prices', () => {
    const band = bollingerAt([65000.1, 65000.3], 1, 2, 2);
    expect(band!.upper - band!.middle).toBeCloseTo(0.2, 6);
  });
});

describe('closesOf', () => {
  it('reads the closes as numbers', () => {
    expect(closesOf([k(0, '1.50'), k(60_000, '65000.10')])).toEqual([1.5, 65000.1]);
  });
});

describe('mergeCandles', () => {
  it('puts a page of history before the loaded candles', () => {
    const merged = mergeCandles([k(3, '3'), k(4, '4')], [k(1, '1'), k(2, '2')]);
    expect(merged.map((c) => c.t)).toEqual([1, 2, 3, 4]);
  });

  it('prefers the incoming copy of a candle and keeps one per time', () => {
    const merged = mergeCandles(
      [k(1, '1'), k(2, '2'), k(3, '3')],
      [k(2, '20'), k(3, '30'), k(4, '40')],
    );
    expect(merged.map((c) => [c.t, c.c])).toEqual([
      [1, '1'],
      [2, '20'],
      [3, '30'],
      [4, '40'],
    ]);
  });

  it('keeps newer candles of the current run after a refetched page', () => {
    const merged = mergeCandles([k(1, '1'), k(5, '5')], [k(2, '2'), k(3, '3')]);
    expect(merged.map((c) => c.t)).toEqual([1, 2, 3, 5]);
  });

  it('handles empty runs', () => {
    expect(mergeCandles([], [])).toEqual([]);
    expect(mergeCandles([k(1, '1')], []).map((c) => c.t)).toEqual([1]);
    expect(mergeCandles([], [k(1, '1')]).map((c) => c.t)).toEqual([1]);
  });
});
