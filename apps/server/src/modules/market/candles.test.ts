import { CANDLE_PERIODS, PERIOD_MS, type CandlePeriod } from '@swx/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addTrade, CandleBuilder, periodStart, rollUp, toWire, type Candle } from './candles.js';
import { generateHistory, type History } from './history.js';
import { tradingHours } from './hours.js';
import type { InstrumentSpec } from './types.js';
import { BTC_SPEC } from '../../test/specs.js';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const at = (iso: string): number => Date.parse(iso);
const iso = (t: number): string => new Date(t).toISOString();

describe('periodStart', () => {
  const t = at('2026-01-15T13:47:31.250Z'); // a Thursday

  it('aligns every period', () => {
    expect(iso(periodStart('1m', t))).toBe('2026-01-15T13:47:00.000Z');
    expect(iso(periodStart('5m', t))).toBe('2026-01-15T13:45:00.000Z');
    expect(iso(periodStart('15m', t))).toBe('2026-01-15T13:45:00.000Z');
    expect(iso(periodStart('30m', t))).toBe('2026-01-15T13:30:00.000Z');
    expect(iso(periodStart('1h', t))).toBe('2026-01-15T13:00:00.000Z');
    expect(iso(periodStart('4h', t))).toBe('2026-01-15T12:00:00.000Z');
    expect(iso(periodStart('1d', t))).toBe('2026-01-15T00:00:00.000Z');
    expect(iso(periodStart('1w', t))).toBe('2026-01-12T00:00:00.000Z'); // Monday
  });

  it('is the identity on an opening time and moves back just before one', () => {
    for (const period of CANDLE_PERIODS) {
      const start = periodStart(period, t);
      expect(periodStart(period, start)).toBe(start);
      expect(periodStart(period, start + PERIOD_MS[period] - 1)).toBe(start);
      expect(periodStart(period, start - 1)).toBe(start - PERIOD_MS[period]);
    }
  });

  it('opens weekly candles on Monday 00:00 UTC', () => {
    expect(iso(periodStart('1w', at('2026-01-12T00:00:00Z')))).toBe('2026-01-12T00:00:00.000Z');
    expect(iso(periodStart('1w', at('2026-01-11T23:59:59.999Z')))).toBe('2026-01-05T00:00:00.000Z');
    expect(iso(periodStart('1w', at('2026-01-18T23:59:59.999Z')))).toBe('2026-01-12T00:00:00.000Z');
    expect(iso(periodStart('1w', at('2026-01-17T12:00:00Z')))).toBe('2026-01-12T00:00:00.000Z');
    // The epoch was a Thursday: its week opened Monday 1969-12-29.
    expect(iso(periodStart('1w', 0))).toBe('1969-12-29T00:00:00.000Z');
    expect(iso(periodStart('1w', at('1970-01-05T00:00:00Z')))).toBe('1970-01-05T00:00:00.000Z');
  });

  it('answers the start of the containing period (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CANDLE_PERIODS),
        fc.integer({ min: at('2000-01-01T00:00:00Z'), max: at('2040-01-01T00:00:00Z') }),
        (period, time) => {
          const start = periodStart(period, time);
          expect(start <= time && time < start + PERIOD_MS[period]).toBe(true);
          const d = new Date(start);
          expect(d.getUTCMilliseconds() + d.getUTCSeconds()).toBe(0);
          if (period === '1w') {
            expect(d.getUTCDay()).toBe(1);
            expect(d.getUTCHours() + d.getUTCMinutes()).toBe(0);
          } else {
            expect(start % PERIOD_MS[period]).toBe(0);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('addTrade, rollUp and toWire', () => {
  it('addTrade widens the range, moves the close and adds the volume', () => {
    const k: Candle = { t: 0, o: 100n, h: 100n, l: 100n, c: 100n, v: 5n };
    addTrade(k, 105n, 2n);
    addTrade(k, 98n, 3n);
    addTrade(k, 101n, 0n);
    expect(k).toEqual({ t: 0, o: 100n, h: 105n, l: 98n, c: 101n, v: 10n });
  });

  it('rollUp merges by period', () => {
    const base = at('2026-01-15T10:00:00Z');
    const minutes: Candle[] = [
      { t: base, o: 10n, h: 12n, l: 9n, c: 11n, v: 1n },
      { t: base + MIN, o: 11n, h: 15n, l: 11n, c: 14n, v: 2n },
      { t: base + 4 * MIN, o: 14n, h: 14n, l: 7n, c: 8n, v: 3n },
      { t: base + 5 * MIN, o: 8n, h: 9n, l: 8n, c: 9n, v: 4n },
    ];
    expect(rollUp(minutes, '5m')).toEqual([
      { t: base, o: 10n, h: 15n, l: 7n, c: 8n, v: 6n },
      { t: base + 5 * MIN, o: 8n, h: 9n, l: 8n, c: 9n, v: 4n },
    ]);
    expect(rollUp(minutes, '1h')).toEqual([{ t: base, o: 10n, h: 15n, l: 7n, c: 9n, v: 10n }]);
    expect(rollUp([], '1h')).toEqual([]);
    // The input is not changed.
    expect(minutes[0]).toEqual({ t: base, o: 10n, h: 12n, l: 9n, c: 11n, v: 1n });
  });

  it('toWire writes decimals at the precisions', () => {
    expect(
      toWire({ t: 5, o: 6500012n, h: 6500100n, l: 6499999n, c: 6500050n, v: 15n }, 2, 4),
    ).toEqual({ t: 5, o: '65000.12', h: '65001.00', l: '64999.99', c: '65000.50', v: '0.0015' });
  });
});

// ---------------------------------------------------------------------------------------------

interface Tick {
  time: number;
  price: bigint;
  volume: bigint;
}

/** Strictly increasing times from a start, positive prices, non-negative volumes. */
const tickStream = (maxGapMs: number, maxLength: number): fc.Arbitrary<Tick[]> =>
  fc
    .tuple(
      fc.integer({ min: at('2025-12-20T00:00:00Z'), max: at('2026-02-01T00:00:00Z') }),
      fc.array(
        fc.record({
          gap: fc.oneof(
            fc.integer({ min: 1, max: maxGapMs }),
            fc.integer({ min: 1, max: Math.min(maxGapMs, 2000) }),
          ),
          price: fc.bigInt({ min: 1n, max: 10n ** 12n }),
          volume: fc.bigInt({ min: 0n, max: 10n ** 9n }),
        }),
        { minLength: 1, maxLength },
      ),
    )
    .map(([start, steps]) => {
      let time = start;
      return steps.map((s) => {
        time += s.gap;
        return { time, price: s.price, volume: s.volume };
      });
    });

/** Runs ticks through a builder and collects every candle of every period, closed and current. */
function build(ticks: readonly Tick[]): Map<CandlePeriod, Candle[]> {
  const builder = new CandleBuilder();
  const all = new Map<CandlePeriod, Candle[]>(CANDLE_PERIODS.map((p) => [p, []]));
  for (const tick of ticks) {
    const { closed } = builder.apply(tick.price, tick.volume, tick.time);
    // Each period closes at most one candle per tick, and it is the one that was current.
    expect(new Set(closed.map(([p]) => p)).size).toBe(closed.length);
    for (const [period, candle] of closed) {
      expect(candle.t).toBeLessThan(periodStart(period, tick.time));
      all.get(period)!.push({ ...candle });
    }
  }
  for (const [period, candle] of builder.current) all.get(period)!.push({ ...candle });
  return all;
}

/** The candles of `period` computed directly from the ticks. */
function direct(ticks: readonly Tick[], period: CandlePeriod): Candle[] {
  const out: Candle[] = [];
  for (const { time, price, volume } of ticks) {
    const t = periodStart(period, time);
    const last = out.at(-1);
    if (last && last.t === t) {
      if (price > last.h) last.h = price;
      if (price < last.l) last.l = price;
      last.c = price;
      last.v += volume;
    } else out.push({ t, o: price, h: price, l: price, c: price, v: volume });
  }
  return out;
}

describe('CandleBuilder (properties)', () => {
  // Gaps of up to two days: candles of every period open and close.
  const streams = tickStream(2 * DAY, 60);

  it('every candle has low ≤ open, close ≤ high and matches the ticks', () => {
    fc.assert(
      fc.property(streams, (ticks) => {
        const all = build(ticks);
        for (const period of CANDLE_PERIODS) {
          const candles = all.get(period)!;
          for (const k of candles) {
            expect(k.l <= k.o && k.o <= k.h, `${period} open`).toBe(true);
            expect(k.l <= k.c && k.c <= k.h, `${period} close`).toBe(true);
            expect(k.l > 0n).toBe(true);
            expect(periodStart(period, k.t)).toBe(k.t);
          }
          // Opening times strictly increase.
          for (let i = 1; i < candles.length; i += 1)
            expect(candles[i]!.t).toBeGreaterThan(candles[i - 1]!.t);
          expect(candles).toEqual(direct(ticks, period));
        }
      }),
      { numRuns: 200 },
    );
  });

  it("the volume of every period's candles sums to the total volume", () => {
    fc.assert(
      fc.property(streams, (ticks) => {
        const total = ticks.reduce((s, k) => s + k.volume, 0n);
        const all = build(ticks);
        for (const period of CANDLE_PERIODS)
          expect(
            all.get(period)!.reduce((s, k) => s + k.v, 0n),
            period,
          ).toBe(total);
      }),
      { numRuns: 200 },
    );
  });

  it("rollUp of the 1m candles equals the builder's candles of each longer period", () => {
    fc.assert(
      fc.property(streams, (ticks) => {
        const all = build(ticks);
        const minutes = all.get('1m')!;
        for (const period of CANDLE_PERIODS)
          expect(rollUp(minutes, period), period).toEqual(all.get(period));
        // And rolling up in steps gives the same as at once.
        expect(rollUp(rollUp(minutes, '1h'), '1d')).toEqual(all.get('1d'));
        expect(rollUp(rollUp(minutes, '15m'), '4h')).toEqual(all.get('4h'));
      }),
      { numRuns: 200 },
    );
  });

  it('ticks at most 1 s apart leave no minute out', () => {
    fc.assert(
      fc.property(tickStream(1000, 400), (ticks) => {
        const minutes = build(ticks).get('1m')!;
        expect(minutes[0]!.t).toBe(periodStart('1m', ticks[0]!.time));
        expect(minutes.at(-1)!.t).toBe(periodStart('1m', ticks.at(-1)!.time));
        for (let i = 1; i < minutes.length; i += 1)
          expect(minutes[i]!.t - minutes[i - 1]!.t).toBe(MIN);
      }),
      { numRuns: 100 },
    );
  });

  it('apply answers each closed candle once, at the first tick of the next period', () => {
    const b = new CandleBuilder();
    const t0 = at('2026-01-15T10:00:30Z');
    expect(b.apply(100n, 1n, t0).closed).toEqual([]);
    expect(b.apply(101n, 1n, t0 + 10_000).closed).toEqual([]);
    const { closed } = b.apply(102n, 1n, t0 + MIN);
    expect(closed).toEqual([['1m', { t: t0 - 30_000, o: 100n, h: 101n, l: 100n, c: 101n, v: 2n }]]);
    expect(b.current.get('1m')).toEqual({
      t: t0 + 30_000,
      o: 102n,
      h: 102n,
      l: 102n,
      c: 102n,
      v: 1n,
    });
    expect(b.current.get('1h')).toEqual({
      t: t0 - 30_000,
      o: 100n,
      h: 102n,
      l: 100n,
      c: 102n,
      v: 3n,
    });
    // At 12:00 every period up to 4h closes (12:00 opens a new 4h candle), the day does not.
    const later = b.apply(99n, 4n, at('2026-01-15T12:00:00Z'));
    expect(later.closed.map(([p]) => p)).toEqual(['1m', '5m', '15m', '30m', '1h', '4h']);
  });

  it('continues from initial candles', () => {
    const t = at('2026-01-15T10:00:00Z');
    const initial: Candle = { t, o: 100n, h: 110n, l: 90n, c: 105n, v: 7n };
    const b = new CandleBuilder([['1h', initial]]);
    b.apply(120n, 3n, t + 30 * MIN);
    expect(b.current.get('1h')).toEqual({ t, o: 100n, h: 120n, l: 90n, c: 120n, v: 10n });
    // The initial candle is copied, not changed.
    expect(initial).toEqual({ t, o: 100n, h: 110n, l: 90n, c: 105n, v: 7n });
  });
});

// ---------------------------------------------------------------------------------------------

const BTC: InstrumentSpec = { ...BTC_SPEC, startPrice: '95000.00', description: 'Bitcoin.' };
const AAPL: InstrumentSpec = {
  code: 'AAPL',
  type: 3,
  appName: 'Apple Inc.',
  precision: 2,
  qtyPrecision: 0,
  startPrice: '250.00',
  contractSize: '1',
  schedule: 'us-equity',
  venue: 'NASDAQ',
  description: 'Apple.',
};

describe('generateHistory', () => {
  const spans = { dailyDays: 30, hourlyDays: 5, minuteDays: 1 };
  /** Wednesday 14:00 New York (EDT), in the session. */
  const now = at('2026-07-15T18:00:00.123Z');
  const make = (spec: InstrumentSpec, seed: number): History =>
    generateHistory(spec, tradingHours(spec.schedule), seed, now, spans);
  const btc = make(BTC, 7);
  const aapl = make(AAPL, 7);
  const minuteFrom = periodStart('1d', now) - spans.minuteDays * DAY;
  const hourlyFrom = periodStart('1d', now) - spans.hourlyDays * DAY;

  it('is deterministic in the seed', () => {
    expect(make(BTC, 7)).toEqual(btc);
    expect(make(AAPL, 7)).toEqual(aapl);
    const other = make(BTC, 8);
    expect(other.candles.get('1m')).not.toEqual(btc.candles.get('1m'));
    expect(other.candles.get('1d')).not.toEqual(btc.candles.get('1d'));
    expect(make(AAPL, 8).candles.get('1m')).not.toEqual(aapl.candles.get('1m'));
  });

  it('answers every period', () => {
    for (const h of [btc, aapl])
      expect([...h.candles.keys()].sort()).toEqual([...CANDLE_PERIODS].sort());
  });

  it('makes valid candles, aligned and in order, with nothing after now', () => {
    for (const h of [btc, aapl])
      for (const [period, candles] of h.candles) {
        expect(candles.length, period).toBeGreaterThan(0);
        const bad = candles.filter(
          (k) =>
            !(k.l > 0n && k.l <= k.o && k.o <= k.h && k.l <= k.c && k.c <= k.h) ||
            k.v < 0n ||
            periodStart(period, k.t) !== k.t ||
            k.t > now,
        );
        expect(bad, period).toEqual([]);
        const unordered = candles.filter((k, i) => i > 0 && k.t <= candles[i - 1]!.t);
        expect(unordered, period).toEqual([]);
      }
  });

  it('tells one continuous story: each candle opens at the previous close, ending at last', () => {
    for (const h of [btc, aapl]) {
      for (const period of ['1m', '1h', '1d'] as const) {
        const candles = h.candles.get(period)!;
        const jumps = candles.filter((k, i) => i > 0 && k.o !== candles[i - 1]!.c);
        expect(jumps, period).toEqual([]);
      }
      for (const period of CANDLE_PERIODS) expect(h.candles.get(period)!.at(-1)!.c).toBe(h.last);
    }
  });

  it('covers the spans', () => {
    const daily = btc.candles.get('1d')!;
    expect(daily[0]!.t).toBe(periodStart('1d', now) - spans.dailyDays * DAY);
    expect(daily.at(-1)!.t).toBe(periodStart('1d', now));
    expect(daily).toHaveLength(spans.dailyDays + 1);
    const hourly = btc.candles.get('1h')!;
    expect(hourly.filter((k) => k.t >= hourlyFrom)).toHaveLength(
      (periodStart('1h', now) - hourlyFrom) / HOUR + 1,
    );
  });

  it('places the stock candles only inside sessions', () => {
    const hours = tradingHours('us-equity');
    const outside = aapl.candles.get('1m')!.filter((k) => !hours.isOpen(k.t));
    expect(outside.map((k) => iso(k.t))).toEqual([]);
    // Hourly candles each contain some session time, and no daily candle is on a weekend.
    for (const k of aapl.candles.get('1h')!) {
      let open = false;
      for (let t = k.t; t < k.t + HOUR && !open; t += 5 * MIN) open = hours.isOpen(t);
      expect(open, `1h at ${iso(k.t)}`).toBe(true);
    }
    for (const k of aapl.candles.get('1d')!)
      expect([0, 6]).not.toContain(new Date(k.t).getUTCDay());
  });

  it('makes a 1m candle for every session minute of the span (stock) and every minute (crypto)', () => {
    const hours = tradingHours('us-equity');
    const expectedStock: number[] = [];
    const expectedCrypto: number[] = [];
    for (let t = minuteFrom; t <= now; t += MIN) {
      expectedCrypto.push(t);
      if (hours.isOpen(t)) expectedStock.push(t);
    }
    expect(expectedStock.length).toBeGreaterThan(390); // Tuesday's session and part of Wednesday's
    expect(aapl.candles.get('1m')!.map((k) => k.t)).toEqual(expectedStock);
    expect(btc.candles.get('1m')!.map((k) => k.t)).toEqual(expectedCrypto);
    // The last minute is the one containing now.
    expect(btc.candles.get('1m')!.at(-1)!.t).toBe(periodStart('1m', now));
  });

  it('1m candles are contiguous within each session', () => {
    const minutes = aapl.candles.get('1m')!;
    const hours = tradingHours('us-equity');
    let sessions = 1;
    for (let i = 1; i < minutes.length; i += 1) {
      const gap = minutes[i]!.t - minutes[i - 1]!.t;
      if (gap !== MIN) {
        // A gap only where the market was closed in between.
        sessions += 1;
        expect(hours.isOpen(minutes[i - 1]!.t + MIN)).toBe(false);
      }
    }
    expect(sessions).toBe(2);
  });

  it('rolls the finer series into the coarser ones', () => {
    for (const h of [btc, aapl]) {
      const minutes = h.candles.get('1m')!;
      const hourly = h.candles.get('1h')!;
      // The hourly candles over the minute span are exactly the 1m ones rolled up.
      expect(hourly.filter((k) => k.t >= minuteFrom)).toEqual(rollUp(minutes, '1h'));
      for (const period of ['5m', '15m', '30m'] as const)
        expect(h.candles.get(period)).toEqual(rollUp(minutes, period));
      expect(h.candles.get('4h')).toEqual(rollUp(hourly, '4h'));
      const daily = h.candles.get('1d')!;
      expect(daily.filter((k) => k.t >= hourlyFrom)).toEqual(rollUp(hourly, '1d'));
      expect(h.candles.get('1w')).toEqual(rollUp(daily, '1w'));
    }
  });
});
