import { describe, expect, it, vi } from 'vitest';
import { tradingHours } from './hours.js';
import { PriceModel, type ModelStep } from './model.js';
import { SimulatedProvider } from './providers/simulated.js';
import { Rng } from './rng.js';
import type { FeedTick, InstrumentSpec } from './types.js';
import { toUnits } from '../../platform/units.js';

const at = (iso: string): number => Date.parse(iso);

const spec = (over: Partial<InstrumentSpec> & Pick<InstrumentSpec, 'code'>): InstrumentSpec => ({
  type: 2,
  appName: over.code,
  precision: 2,
  qtyPrecision: 4,
  startPrice: '95000.00',
  contractSize: '1',
  schedule: 'always',
  venue: 'Test',
  description: 'Test instrument.',
  ...over,
});

const BTC = spec({ code: 'BTCUSDT' });
const ETH = spec({ code: 'ETHUSDT', startPrice: '3500.00' });
const EURUSD = spec({
  code: 'EURUSD',
  type: 1,
  precision: 5,
  qtyPrecision: 2,
  startPrice: '1.16250',
  contractSize: '100000',
  schedule: 'forex',
});
const AAPL = spec({
  code: 'AAPL',
  type: 3,
  qtyPrecision: 0,
  startPrice: '250.00',
  schedule: 'us-equity',
});
const XAU = spec({ code: 'XAUUSD', type: 5, startPrice: '4000.00', schedule: 'metals' });
const ES = spec({ code: 'ES', type: 4, startPrice: '6000.00', schedule: 'cme' });

function run(model: PriceModel, steps: number, dtMs = 1000): ModelStep[] {
  const out: ModelStep[] = [];
  for (let i = 0; i < steps; i += 1) out.push(model.step(dtMs));
  return out;
}

describe('Rng', () => {
  it('is deterministic in the seed and the stream', () => {
    const a = new Rng(1, 'x');
    const b = new Rng(1, 'x');
    const seqA = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(seqA);
    const c = new Rng(2, 'x');
    expect(Array.from({ length: 50 }, () => c.next())).not.toEqual(seqA);
    const d = new Rng(1, 'y');
    expect(Array.from({ length: 50 }, () => d.next())).not.toEqual(seqA);
  });

  it('draws uniforms in [0, 1) and normals with about zero mean and unit variance', () => {
    const r = new Rng('stats');
    let sum = 0;
    let sq = 0;
    const n = 20_000;
    for (let i = 0; i < n; i += 1) {
      const u = r.next();
      if (!(u >= 0 && u < 1)) expect.fail(`uniform out of range: ${u}`);
      const z = r.normal();
      if (!Number.isFinite(z)) expect.fail(`normal not finite: ${z}`);
      sum += z;
      sq += z * z;
    }
    expect(Math.abs(sum / n)).toBeLessThan(0.05);
    expect(Math.abs(sq / n - 1)).toBeLessThan(0.05);
  });
});

describe('PriceModel', () => {
  it('starts at the catalogue price or at the given one', () => {
    expect(new PriceModel(BTC, 1).price).toBe(9500000n);
    expect(new PriceModel(BTC, 1, 123456n).price).toBe(123456n);
  });

  it('refuses a start price that is not positive at the precision', () => {
    expect(() => new PriceModel(spec({ code: 'X', startPrice: '0.00' }), 1)).toThrow();
    expect(() => new PriceModel(spec({ code: 'X', startPrice: '-1.00' }), 1)).toThrow();
    expect(() => new PriceModel(spec({ code: 'X', startPrice: '1.001' }), 1)).toThrow();
  });

  it('gives the same sequence for the same seed and step times', () => {
    const dts = [1000, 250, 1, 0, 60_000, 1000, 3_600_000, 500];
    const a = new PriceModel(BTC, 42);
    const b = new PriceModel(BTC, 42);
    const seqA = [...dts, ...dts].map((dt) => a.step(dt));
    const seqB = [...dts, ...dts].map((dt) => b.step(dt));
    expect(seqB).toEqual(seqA);
    expect(a.price).toBe(seqA.at(-1)!.price);
  });

  it('differs for another seed, another stream or another instrument', () => {
    const base = run(new PriceModel(BTC, 42), 20).map((s) => s.price);
    expect(run(new PriceModel(BTC, 43), 20).map((s) => s.price)).not.toEqual(base);
    expect(run(new PriceModel(BTC, 42, undefined, 'history'), 20).map((s) => s.price)).not.toEqual(
      base,
    );
    expect(run(new PriceModel({ ...BTC, code: 'BTCEUR' }, 42), 20).map((s) => s.price)).not.toEqual(
      base,
    );
  });

  it('the default stream is "live"', () => {
    expect(run(new PriceModel(BTC, 5), 10)).toEqual(
      run(new PriceModel(BTC, 5, undefined, 'live'), 10),
    );
  });

  it('moves: prices are not all equal', () => {
    const prices = new Set(run(new PriceModel(BTC, 3), 100).map((s) => s.price));
    expect(prices.size).toBeGreaterThan(10);
  });

  it('keeps prices positive bigints, spreads at least a tick and volumes non-negative', () => {
    for (const s of [BTC, ETH, EURUSD, AAPL, XAU, ES]) {
      const steps = run(new PriceModel(s, 9), 5_000, 1000);
      const bad = steps.filter(
        ({ price, halfSpread, volume }) =>
          typeof price !== 'bigint' || price <= 0n || halfSpread < 1n || volume < 0n,
      );
      expect(bad, s.code).toEqual([]);
      // Volumes are not all zero.
      expect(
        steps.some((x) => x.volume > 0n),
        s.code,
      ).toBe(true);
    }
  });

  it('never goes to zero or below even from a one-unit price with huge steps', () => {
    const tiny = spec({ code: 'TINY', precision: 5, startPrice: '0.00001' });
    const m = new PriceModel(tiny, 11);
    expect(run(m, 2_000, 30 * 86_400_000).filter((s) => s.price < 1n)).toEqual([]);
    const volatile = new PriceModel(BTC, 12, 2n);
    expect(run(volatile, 2_000, 30 * 86_400_000).filter((s) => s.price < 1n)).toEqual([]);
  });

  it('keeps a forex pair within ±30% of its start over 100k one-second steps', () => {
    for (const seed of [1, 2]) {
      const m = new PriceModel(EURUSD, seed);
      const start = toUnits(EURUSD.startPrice, EURUSD.precision)!;
      const low = (start * 70n) / 100n;
      const high = (start * 130n) / 100n;
      let min = start;
      let max = start;
      for (let i = 0; i < 100_000; i += 1) {
        const { price } = m.step(1000);
        if (price < min) min = price;
        if (price > max) max = price;
      }
      expect(min > low, `seed ${seed}: min ${min}`).toBe(true);
      expect(max < high, `seed ${seed}: max ${max}`).toBe(true);
      // And it did move.
      expect(max - min > 0n).toBe(true);
    }
  });

  it('scales volume with the step length', () => {
    // Average volume per step over many steps: a 10 s step trades about ten times a 1 s step.
    const avg = (dt: number): number => {
      const steps = run(new PriceModel(EURUSD, 77), 4_000, dt);
      return steps.reduce((s, x) => s + Number(x.volume), 0) / steps.length;
    };
    const ratio = avg(10_000) / avg(1000);
    expect(ratio).toBeGreaterThan(7);
    expect(ratio).toBeLessThan(13);
  });
});

// ---------------------------------------------------------------------------------------------

function provider(seed: number, clock: { now: number }, last: Record<string, bigint> = {}) {
  return new SimulatedProvider({ seed, now: () => clock.now, lastPrice: (code) => last[code] });
}

/** Steps a provider with `all` every 1 s for `n` seconds and answers its ticks by code. */
function drive(
  seed: number,
  instruments: InstrumentSpec[],
  start: number,
  n: number,
): Map<string, FeedTick[]> {
  const clock = { now: start };
  const p = provider(seed, clock);
  const byCode = new Map<string, FeedTick[]>();
  p.prepare(instruments, () => undefined);
  for (let i = 0; i < n; i += 1) {
    clock.now += 1000;
    for (const t of p.step(true)) byCode.set(t.code, [...(byCode.get(t.code) ?? []), t]);
  }
  return byCode;
}

describe('SimulatedProvider', () => {
  const weekday = at('2026-07-15T15:00:00Z'); // Wednesday 11:00 New York: everything open
  const saturday = at('2026-07-18T15:00:00Z');

  it('is labelled simulated', () => {
    const p = provider(1, { now: weekday });
    expect(p.name).toBe('simulated');
    expect(p.simulated).toBe(true);
  });

  it('gives the same ticks for the same seed and step times', () => {
    const a = drive(5, [BTC, EURUSD, AAPL], weekday, 200);
    const b = drive(5, [BTC, EURUSD, AAPL], weekday, 200);
    expect(b).toEqual(a);
    expect(a.get('BTCUSDT')).toHaveLength(200);
    expect(drive(6, [BTC, EURUSD, AAPL], weekday, 200).get('BTCUSDT')).not.toEqual(
      a.get('BTCUSDT'),
    );
  });

  it("adding another instrument does not change the first one's sequence", () => {
    const alone = drive(5, [BTC], weekday, 200).get('BTCUSDT');
    const together = drive(5, [BTC, ETH, EURUSD, AAPL], weekday, 200).get('BTCUSDT');
    expect(together).toEqual(alone);
    const reordered = drive(5, [AAPL, ETH, BTC], weekday, 200).get('BTCUSDT');
    expect(reordered).toEqual(alone);
  });

  it('ticks valid prices: positive, bid < price < ask, stamped now', () => {
    const clock = { now: weekday };
    const p = provider(3, clock);
    p.prepare([BTC, EURUSD, AAPL, XAU, ES], () => undefined);
    for (let i = 0; i < 300; i += 1) {
      clock.now += 1000;
      for (const t of p.step(true)) {
        expect(t.price > 0n).toBe(true);
        expect(t.volume >= 0n).toBe(true);
        expect(t.bid! >= 1n && t.bid! < t.price).toBe(true);
        expect(t.ask! > t.price).toBe(true);
        expect(t.time).toBe(clock.now);
      }
    }
  });

  it('ticks only instruments whose session is open (Saturday: crypto only)', () => {
    const clock = { now: saturday };
    const p = provider(1, clock);
    const sunk: FeedTick[][] = [];
    p.prepare([BTC, AAPL, EURUSD, XAU], (ticks) => sunk.push(ticks));
    const ticks = p.step(true);
    expect(ticks.map((t) => t.code)).toEqual(['BTCUSDT']);
    expect(sunk).toEqual([ticks]);
    // Wednesday: all of them.
    clock.now = weekday;
    expect(
      p
        .step(true)
        .map((t) => t.code)
        .sort(),
    ).toEqual(['AAPL', 'BTCUSDT', 'EURUSD', 'XAUUSD']);
  });

  it('does not call the sink when nothing ticks', () => {
    const p = provider(1, { now: saturday });
    const sunk: FeedTick[][] = [];
    p.prepare([AAPL, EURUSD], (ticks) => sunk.push(ticks));
    expect(p.step(true)).toEqual([]);
    expect(p.step()).toEqual([]);
    expect(sunk).toEqual([]);
  });

  it('moves a reopening market by at most one interval of trading time', () => {
    // Prepared on Friday after the close, stepped on Monday at the open: the model moves by
    // one second, not by the weekend.
    const clock = { now: at('2026-07-17T20:30:00Z') };
    const p = provider(4, clock);
    p.prepare([AAPL], () => undefined);
    expect(p.step(true)).toEqual([]);
    clock.now = at('2026-07-20T13:30:00Z');
    const [tick] = p.step(true);
    const expected = new PriceModel(AAPL, 4).step(1000);
    expect(tick!.price).toBe(expected.price);
    expect(tick!.volume).toBe(expected.volume);
    // And the next second moves by one second more, as a model stepped twice.
    clock.now += 1000;
    const [next] = p.step(true);
    const m = new PriceModel(AAPL, 4);
    m.step(1000);
    expect(next!.price).toBe(m.step(1000).price);
  });

  it('continues from the last recorded price', () => {
    const clock = { now: weekday };
    const p = provider(2, clock, { BTCUSDT: 5_000_000n });
    p.prepare([BTC], () => undefined);
    clock.now += 1000;
    const [tick] = p.step(true);
    // One second from 50000.00: nowhere near the catalogue's 95000.00.
    expect(tick!.price > 4_900_000n && tick!.price < 5_100_000n).toBe(true);
    expect(tick!.price).toBe(new PriceModel(BTC, 2, 5_000_000n).step(1000).price);
  });

  it('without `all`, goes through four phases: each instrument ticks once per four steps', () => {
    const list = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((c) => spec({ code: c }));
    const clock = { now: weekday };
    const p = provider(1, clock);
    p.prepare(list, () => undefined);
    const rounds: string[][] = [];
    for (let i = 0; i < 12; i += 1) {
      clock.now += 250;
      rounds.push(p.step().map((t) => t.code));
    }
    for (let r = 0; r < 3; r += 1) {
      const phase = rounds.slice(r * 4, r * 4 + 4);
      // Every instrument exactly once in each block of four steps...
      expect(phase.flat().sort()).toEqual(list.map((s) => s.code));
      // ...in the same phase every time.
      expect(phase).toEqual(rounds.slice(0, 4));
    }
    expect(rounds.slice(0, 4)).toEqual([['A', 'E'], ['B', 'F'], ['C', 'G'], ['D']]);
  });

  it('a phased instrument moves by one interval per tick, as a model stepped each second', () => {
    const list = ['A', 'B', 'C', 'D'].map((c) => spec({ code: c }));
    const clock = { now: weekday };
    const p = provider(8, clock);
    p.prepare(list, () => undefined);
    const prices: bigint[] = [];
    for (let i = 0; i < 40; i += 1) {
      clock.now += 250;
      for (const t of p.step()) if (t.code === 'B') prices.push(t.price);
    }
    expect(prices).toHaveLength(10);
    // B first ticks 500 ms after prepare, then every 1000 ms.
    const m = new PriceModel(list[1]!, 8);
    expect(prices).toEqual(
      [m.step(500), ...Array.from({ length: 9 }, () => m.step(1000))].map((s) => s.price),
    );
  });

  it('the metals daily break and the forex weekend stop the ticks', () => {
    expect(tradingHours('metals').isOpen(at('2026-07-15T21:30:00Z'))).toBe(false);
    const p = provider(1, { now: at('2026-07-15T21:30:00Z') });
    p.prepare([XAU, ES, EURUSD, BTC], () => undefined);
    expect(
      p
        .step(true)
        .map((t) => t.code)
        .sort(),
    ).toEqual(['BTCUSDT', 'EURUSD']);
  });

  it('start drives the phases on a timer of interval / slots, stop ends it', async () => {
    vi.useFakeTimers();
    try {
      const list = ['A', 'B', 'C', 'D', 'E'].map((c) => spec({ code: c }));
      const p = provider(1, { now: weekday });
      const sunk: string[][] = [];
      p.start(list, (ticks) => sunk.push(ticks.map((t) => t.code)));
      vi.advanceTimersByTime(249);
      expect(sunk).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(sunk).toEqual([['A', 'E']]);
      vi.advanceTimersByTime(750);
      expect(sunk).toEqual([['A', 'E'], ['B'], ['C'], ['D']]);
      await p.stop();
      vi.advanceTimersByTime(10_000);
      expect(sunk).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
