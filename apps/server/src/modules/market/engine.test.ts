import { HUNDRED_POINTS, type CandlePeriod, type MarketStatus } from '@swx/contract';
import { describe, expect, it } from 'vitest';
import { periodStart, type Candle } from './candles.js';
import { InstrumentState, MarketEngine, type BusTick, type EngineListener } from './engine.js';
import type { InstrumentRow, StoredState } from './repository.js';
import { fromUnits, percentChange } from '../../platform/units.js';

const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const at = (iso: string): number => Date.parse(iso);

const row = (over: Partial<InstrumentRow> & Pick<InstrumentRow, 'id' | 'code'>): InstrumentRow => ({
  type: 2,
  appName: over.code,
  precision: 2,
  qtyPrecision: 4,
  startPrice: '100.00',
  contractSize: '1',
  schedule: 'always',
  venue: 'Test',
  description: 'Test instrument.',
  enabled: true,
  ...over,
});

const BTC = row({ id: 1, code: 'BTCUSDT' });
const SOL = row({ id: 2, code: 'SOLUSDT' });
const AAPL = row({ id: 3, code: 'AAPL', type: 3, schedule: 'us-equity', qtyPrecision: 0 });
const OFF = row({ id: 4, code: 'OFFUSDT', enabled: false });

const emptyStored = (): StoredState => ({
  latest: new Map(),
  recent5m: new Map(),
  recent15m: new Map(),
  lastTick: new Map(),
});

/** A deterministic price path: positive, moving both ways. */
function ticksFrom(start: number, stepMs: number, count: number, id = 1): BusTick[] {
  const out: BusTick[] = [];
  let price = 1_000_000n;
  let seed = 12345;
  for (let i = 0; i < count; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    price += BigInt((seed % 2001) - 1000);
    if (price < 1000n) price = 1000n;
    out.push({ id, price, volume: BigInt(seed % 97), time: start + i * stepMs });
  }
  return out;
}

/** The first tick at or after the start of the 5-minute candle containing now - 24 h. */
function expectedReference(ticks: readonly BusTick[], now: number): BusTick | undefined {
  const from = periodStart('5m', now - DAY);
  return ticks.find((t) => t.time >= from && t.time <= now);
}

// A Monday in summer; crypto trades around the clock.
const T0 = at('2026-07-13T00:00:30Z');

describe('InstrumentState.apply', () => {
  it('takes newer ticks and drops those not newer than the last', () => {
    const s = new InstrumentState(BTC, true);
    expect(s.last).toBeUndefined();
    expect(s.apply({ id: 1, price: 100n, volume: 1n, time: T0 })).toBe(true);
    expect(s.apply({ id: 1, price: 200n, volume: 50n, time: T0 })).toBe(false);
    expect(s.apply({ id: 1, price: 300n, volume: 50n, time: T0 - 1 })).toBe(false);
    expect(s.last).toEqual({ price: 100n, time: T0, bid: undefined, ask: undefined });
    expect(s.builder.current.get('1m')).toEqual({
      t: periodStart('1m', T0),
      o: 100n,
      h: 100n,
      l: 100n,
      c: 100n,
      v: 1n,
    });
    expect(s.stats24h(T0)).toEqual({ open: 100n, high: 100n, low: 100n, volume: 1n });
    expect(s.apply({ id: 1, price: 101n, volume: 2n, time: T0 + 1, bid: 100n, ask: 102n })).toBe(
      true,
    );
    expect(s.last).toEqual({ price: 101n, time: T0 + 1, bid: 100n, ask: 102n });
    expect(s.builder.current.get('1m')!.v).toBe(3n);
  });

  it('answers its row', () => {
    const s = new InstrumentState(AAPL, false);
    expect([s.id, s.code, s.type, s.simulated]).toEqual([3, 'AAPL', 3, false]);
  });
});

describe('zdf and 24-hour statistics', () => {
  // A tick a minute for 26 hours.
  const ticks = ticksFrom(T0, MIN, 26 * 60);

  it('zdf is the change since the first tick while there is less than a day of data', () => {
    const s = new InstrumentState(BTC, true);
    expect(s.zdf(T0)).toBe('0.00');
    expect(s.reference(T0)).toBeUndefined();
    for (const t of ticks.slice(0, 120)) s.apply(t);
    const last = ticks[119]!;
    expect(s.reference(last.time)).toBe(ticks[0]!.price);
    expect(s.zdf(last.time)).toBe(percentChange(ticks[0]!.price, last.price));
  });

  it('zdf is against the price 24 h ago, to five minutes, as time goes on', () => {
    const s = new InstrumentState(BTC, true);
    let checked = 0;
    for (const tick of ticks) {
      s.apply(tick);
      // Ask between ticks too, with a clock running slightly ahead of the feed.
      for (const now of [tick.time, tick.time + 20 * SEC]) {
        if (now - DAY < T0 + 5 * MIN) continue;
        const ref = expectedReference(ticks, now)!;
        expect(ref.time - (now - DAY)).toBeLessThan(5 * MIN);
        expect(s.reference(now), new Date(now).toISOString()).toBe(ref.price);
        expect(s.zdf(now)).toBe(percentChange(ref.price, tick.price));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('stats24h spans the 5-minute candles of the last 24 hours', () => {
    const s = new InstrumentState(BTC, true);
    for (const tick of ticks) {
      s.apply(tick);
      if ((tick.time - T0) % (37 * MIN) !== 0 && tick !== ticks.at(-1)) continue;
      const now = tick.time;
      const inWindow = ticks.filter((t) => t.time >= periodStart('5m', now - DAY) && t.time <= now);
      const prices = inWindow.map((t) => t.price);
      expect(s.stats24h(now)).toEqual({
        open: inWindow[0]!.price,
        high: prices.reduce((a, b) => (a > b ? a : b)),
        low: prices.reduce((a, b) => (a < b ? a : b)),
        volume: inWindow.reduce((sum, t) => sum + t.volume, 0n),
      });
    }
  });

  it('stats24h is undefined before the first tick', () => {
    expect(new InstrumentState(BTC, true).stats24h(T0)).toBeUndefined();
  });

  it('after a day without trades the reference is the last price: zdf 0.00', () => {
    // Two hours of ticks, then nothing (a market closed over the weekend, a feed that stopped):
    // the price 24 hours later is still the last price, and nothing traded in the window.
    const s = new InstrumentState(BTC, true);
    const some = ticks.slice(0, 120);
    for (const t of some) s.apply(t);
    const last = some.at(-1)!;
    const now = last.time + 2 * DAY;
    expect(s.reference(now)).toBe(last.price);
    expect(s.zdf(now)).toBe('0.00');
    expect(s.stats24h(now)).toEqual({
      open: last.price,
      high: last.price,
      low: last.price,
      volume: 0n,
    });
  });

  it('across a gap the reference is the last price before the window', () => {
    // Ticks until 02:00, nothing until 04:00, then ticks again; 24 h after 03:00 the price
    // then was the 02:00 one.
    const before = ticksFrom(T0, MIN, 120);
    const after = ticksFrom(T0 + 4 * HOUR, MIN, 24 * 60).map((t) => ({
      ...t,
      price: t.price * 2n,
    }));
    const now = T0 + 3 * HOUR + DAY;
    const applied = [...before, ...after].filter((t) => t.time <= now);
    const s = new InstrumentState(BTC, true);
    for (const t of applied) s.apply(t);
    const lastBefore = before.at(-1)!;
    expect(s.reference(now)).toBe(lastBefore.price);
    expect(s.zdf(now)).toBe(percentChange(lastBefore.price, applied.at(-1)!.price));
    expect(s.zdf(now)).not.toBe('0.00');
  });
});

describe('hundred', () => {
  it('is empty before the first tick and ends with the live price', () => {
    const s = new InstrumentState(BTC, true);
    expect(s.hundred()).toEqual([]);
    s.apply({ id: 1, price: 12345n, volume: 1n, time: T0 });
    expect(s.hundred()).toEqual(['123.45']);
    // Same 15-minute candle: the live price moves, nothing is added.
    s.apply({ id: 1, price: 12400n, volume: 1n, time: T0 + MIN });
    expect(s.hundred()).toEqual(['124.00']);
    // Next 15-minute candle: the previous close is added.
    s.apply({ id: 1, price: 12500n, volume: 1n, time: T0 + 15 * MIN });
    expect(s.hundred()).toEqual(['124.00', '125.00']);
    s.apply({ id: 1, price: 12600n, volume: 1n, time: T0 + 16 * MIN });
    expect(s.hundred()).toEqual(['124.00', '126.00']);
  });

  it('holds at most 100 points: the last closes of 15-minute candles and the live price', () => {
    const ticks = ticksFrom(T0, 5 * MIN, 12 * 30); // 30 hours, 120 candles of 15 minutes
    const s = new InstrumentState(BTC, true);
    for (const [i, t] of ticks.entries()) {
      s.apply(t);
      const h = s.hundred();
      expect(h.length).toBeLessThanOrEqual(HUNDRED_POINTS);
      expect(h.at(-1)).toBe(fromUnits(t.price, 2));
      if (i % 50 !== 0 && i !== ticks.length - 1) continue;
      // Closes of the closed 15-minute candles, computed from the ticks.
      const closes = new Map<number, bigint>();
      for (const k of ticks.slice(0, i + 1)) closes.set(periodStart('15m', k.time), k.price);
      closes.delete(periodStart('15m', t.time));
      const expected = [...closes.values()]
        .slice(-(HUNDRED_POINTS - 1))
        .map((c) => fromUnits(c, 2));
      expect(h).toEqual([...expected, fromUnits(t.price, 2)]);
    }
    expect(s.hundred()).toHaveLength(HUNDRED_POINTS);
  });
});

describe('statusAt', () => {
  it('is stale before any tick, open after one, stale after staleMs without one', () => {
    const s = new InstrumentState(BTC, true);
    expect(s.statusAt(T0, 10 * SEC)).toBe('stale');
    s.apply({ id: 1, price: 100n, volume: 1n, time: T0 });
    expect(s.statusAt(T0, 10 * SEC)).toBe('open');
    expect(s.statusAt(T0 + 10 * SEC, 10 * SEC)).toBe('open');
    expect(s.statusAt(T0 + 10 * SEC + 1, 10 * SEC)).toBe('stale');
    s.apply({ id: 1, price: 100n, volume: 1n, time: T0 + 15 * SEC });
    expect(s.statusAt(T0 + 16 * SEC, 10 * SEC)).toBe('open');
  });

  it('is closed outside trading hours, even with a fresh price', () => {
    const s = new InstrumentState(AAPL, true);
    const wednesday = at('2026-07-15T15:00:00Z');
    const saturday = at('2026-07-18T15:00:00Z');
    expect(s.statusAt(saturday, 10 * SEC)).toBe('closed');
    expect(s.statusAt(wednesday, 10 * SEC)).toBe('stale');
    s.apply({ id: 3, price: 100n, volume: 1n, time: wednesday });
    expect(s.statusAt(wednesday + SEC, 10 * SEC)).toBe('open');
    // Wednesday 16:00 New York (20:00Z): closed from then.
    s.apply({ id: 3, price: 100n, volume: 1n, time: at('2026-07-15T19:59:59Z') });
    expect(s.statusAt(at('2026-07-15T19:59:59.999Z'), 10 * SEC)).toBe('open');
    expect(s.statusAt(at('2026-07-15T20:00:00Z'), 10 * SEC)).toBe('closed');
  });
});

describe('InstrumentState from stored candles', () => {
  it('continues from the latest 1m candle and skips stored candles that are current', () => {
    const t = at('2026-07-15T10:07:00Z');
    const minute: Candle = { t, o: 500n, h: 510n, l: 490n, c: 505n, v: 3n };
    const latest = new Map<CandlePeriod, Candle>([
      ['1m', minute],
      ['5m', { ...minute, t: at('2026-07-15T10:05:00Z') }],
      ['15m', { ...minute, t: at('2026-07-15T10:00:00Z') }],
    ]);
    const closed15 = (iso: string, c: bigint): Candle => ({
      t: at(iso),
      o: c,
      h: c,
      l: c,
      c,
      v: 1n,
    });
    const s = new InstrumentState(BTC, true, {
      latest,
      recent5m: [],
      recent15m: [
        closed15('2026-07-15T09:30:00Z', 480n),
        closed15('2026-07-15T09:45:00Z', 490n),
        // The current one, stored too: not a closed candle.
        closed15('2026-07-15T10:00:00Z', 505n),
      ],
    });
    expect(s.last).toEqual({ price: 505n, time: t, bid: undefined, ask: undefined });
    expect(s.hundred()).toEqual(['4.80', '4.90', '5.05']);
    expect(s.apply({ id: 1, price: 1n, volume: 1n, time: t })).toBe(false);
    expect(s.apply({ id: 1, price: 520n, volume: 2n, time: t + 30 * SEC })).toBe(true);
    expect(s.builder.current.get('1m')).toEqual({ t, o: 500n, h: 520n, l: 490n, c: 520n, v: 5n });
    expect(s.hundred()).toEqual(['4.80', '4.90', '5.20']);
  });
});

// ---------------------------------------------------------------------------------------------

function recorder(): EngineListener & {
  ticks: string[][];
  status: Array<Array<[string, MarketStatus]>>;
} {
  const ticks: string[][] = [];
  const status: Array<Array<[string, MarketStatus]>> = [];
  return {
    ticks,
    status,
    onTicks: (ticked) => ticks.push(ticked.map((s) => s.code)),
    onStatus: (changed) => status.push(changed.map((s) => [s.code, s.status])),
  };
}

describe('MarketEngine', () => {
  const wednesday = at('2026-07-15T15:00:00Z'); // 11:00 New York
  const staleMs = 10 * SEC;

  function engine(now: number) {
    const clock = { now };
    const e = new MarketEngine(
      [BTC, SOL, AAPL, OFF],
      emptyStored(),
      (r) => r.code !== 'AAPL',
      () => clock.now,
      staleMs,
    );
    const rec = recorder();
    e.listen(rec);
    return { e, clock, rec };
  }

  it('indexes the enabled instruments by id, code and type', () => {
    const { e } = engine(wednesday);
    expect([...e.byId.keys()]).toEqual([1, 2, 3]);
    expect([...e.byCode.keys()]).toEqual(['BTCUSDT', 'SOLUSDT', 'AAPL']);
    expect(e.byType.get(2)!.map((s) => s.code)).toEqual(['BTCUSDT', 'SOLUSDT']);
    expect(e.byType.get(3)!.map((s) => s.code)).toEqual(['AAPL']);
    expect(e.byCode.get('BTCUSDT')!.simulated).toBe(true);
    expect(e.byCode.get('AAPL')!.simulated).toBe(false);
  });

  it('starts stale in session and closed outside it', () => {
    expect(engine(wednesday).e.byCode.get('AAPL')!.status).toBe('stale');
    const saturday = engine(at('2026-07-18T15:00:00Z')).e;
    expect(saturday.byCode.get('AAPL')!.status).toBe('closed');
    expect(saturday.byCode.get('BTCUSDT')!.status).toBe('stale');
  });

  it('applies a batch: ticks in batch order, status changes once', () => {
    const { e, clock, rec } = engine(wednesday);
    const taken = e.apply([
      { id: 2, price: 50n, volume: 1n, time: wednesday },
      { id: 99, price: 1n, volume: 1n, time: wednesday }, // unknown
      { id: 4, price: 1n, volume: 1n, time: wednesday }, // disabled
      { id: 1, price: 70n, volume: 1n, time: wednesday },
    ]);
    expect(taken.map((x) => x.state.code)).toEqual(['SOLUSDT', 'BTCUSDT']);
    expect(taken.map((x) => x.tick.price)).toEqual([50n, 70n]);
    expect(rec.ticks).toEqual([['SOLUSDT', 'BTCUSDT']]);
    expect(rec.status).toEqual([
      [
        ['SOLUSDT', 'open'],
        ['BTCUSDT', 'open'],
      ],
    ]);
    // Another tick: no status change.
    clock.now += SEC;
    e.apply([{ id: 1, price: 71n, volume: 1n, time: wednesday + SEC }]);
    expect(rec.ticks).toEqual([['SOLUSDT', 'BTCUSDT'], ['BTCUSDT']]);
    expect(rec.status).toHaveLength(1);
    expect(e.byCode.get('BTCUSDT')!.last!.price).toBe(71n);
  });

  it('a batch of old ticks changes nothing and tells no one', () => {
    const { e, rec } = engine(wednesday);
    e.apply([{ id: 1, price: 70n, volume: 1n, time: wednesday }]);
    const before = { ticks: rec.ticks.length, status: rec.status.length };
    expect(
      e.apply([
        { id: 1, price: 1n, volume: 1n, time: wednesday },
        { id: 1, price: 1n, volume: 1n, time: wednesday - 5 },
      ]),
    ).toEqual([]);
    expect(rec.ticks).toHaveLength(before.ticks);
    expect(rec.status).toHaveLength(before.status);
    expect(e.byCode.get('BTCUSDT')!.last!.price).toBe(70n);
  });

  it('sweep reports feeds going stale, sessions closing and opening, once each', () => {
    const { e, clock, rec } = engine(wednesday);
    e.apply([
      { id: 1, price: 70n, volume: 1n, time: wednesday },
      { id: 3, price: 25000n, volume: 1n, time: wednesday },
    ]);
    expect(rec.status).toEqual([
      [
        ['BTCUSDT', 'open'],
        ['AAPL', 'open'],
      ],
    ]);
    rec.status.length = 0;
    clock.now = wednesday + staleMs;
    e.sweep();
    expect(rec.status).toEqual([]);
    clock.now = wednesday + staleMs + 1;
    e.sweep();
    expect(rec.status).toEqual([
      [
        ['BTCUSDT', 'stale'],
        ['AAPL', 'stale'],
      ],
    ]);
    e.sweep();
    expect(rec.status).toHaveLength(1);
    // A tick brings BTC back; AAPL's session closes at 20:00Z.
    clock.now = at('2026-07-15T20:00:00Z');
    e.apply([{ id: 1, price: 72n, volume: 1n, time: clock.now }]);
    expect(rec.status.at(-1)).toEqual([['BTCUSDT', 'open']]);
    e.sweep();
    expect(rec.status.at(-1)).toEqual([['AAPL', 'closed']]);
    expect(e.byCode.get('AAPL')!.status).toBe('closed');
    // Thursday 09:30 New York: AAPL opens, without a tick yet: stale. BTC went stale too.
    clock.now = at('2026-07-16T13:30:00Z');
    e.sweep();
    expect(rec.status.at(-1)).toEqual([
      ['BTCUSDT', 'stale'],
      ['AAPL', 'stale'],
    ]);
  });

  it('listen answers a function that removes the listener', () => {
    const { e, clock, rec } = engine(wednesday);
    const other = recorder();
    const stop = e.listen(other);
    e.apply([{ id: 1, price: 70n, volume: 1n, time: wednesday }]);
    expect(other.ticks).toEqual([['BTCUSDT']]);
    stop();
    stop();
    clock.now += staleMs + 1;
    e.apply([{ id: 2, price: 70n, volume: 1n, time: clock.now }]);
    e.sweep();
    expect(other.ticks).toEqual([['BTCUSDT']]);
    expect(other.status).toEqual([[['BTCUSDT', 'open']]]);
    // The first listener is still there.
    expect(rec.ticks).toEqual([['BTCUSDT'], ['SOLUSDT']]);
  });

  it('uses the stored state', () => {
    const stored = emptyStored();
    const t = wednesday - 2 * SEC;
    const minute: Candle = { t, o: 500n, h: 500n, l: 500n, c: 500n, v: 1n };
    stored.latest.set(1, new Map([['1m', minute]]));
    const e = new MarketEngine(
      [BTC],
      stored,
      () => true,
      () => wednesday,
      staleMs,
    );
    const s = e.byCode.get('BTCUSDT')!;
    expect(s.last!.price).toBe(500n);
    expect(s.status).toBe('open');
    expect(e.apply([{ id: 1, price: 1n, volume: 1n, time: t }])).toEqual([]);
  });
});
