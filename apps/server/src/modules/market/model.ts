import { MarketType, type MarketTypeId } from '@swx/contract';
import { Rng } from './rng.js';
import type { InstrumentSpec } from './types.js';
import { toUnits } from '../../platform/units.js';

/**
 * The simulated feed's price model, per instrument: a geometric random walk with a per-class
 * volatility and drift, a weak pull back towards the catalogue's starting price (so that years
 * of simulation stay plausible), occasional jumps, and a mean-reverting bid/ask spread.
 *
 * The model draws floating-point returns (it is a random source, like dice); each step turns
 * the draw into a whole number of price ticks at once, so every price it emits is exact units
 * (docs/adr/0007).
 */

interface ClassParams {
  /** Annual volatility over trading time. */
  volatility: number;
  /** Annual drift. */
  drift: number;
  /** Jumps per trading day and their size (standard deviation of the log jump). */
  jumpsPerDay: number;
  jumpSize: number;
  /** Mean half-spread in basis points and its reversion speed (per trading day). */
  spreadBps: number;
  /** Typical traded notional per second, in quote currency, for volumes. */
  notionalPerSecond: number;
  /** Trading time in a year, in days of 24 hours: sets the time scale of volatility. */
  tradingDaysPerYear: number;
}

const DAY_MS = 86_400_000;

export const CLASS_PARAMS: Readonly<Record<MarketTypeId, ClassParams>> = {
  [MarketType.forex]: {
    volatility: 0.08,
    drift: 0,
    jumpsPerDay: 2,
    jumpSize: 0.0008,
    spreadBps: 0.6,
    notionalPerSecond: 2_000_000,
    tradingDaysPerYear: 260,
  },
  [MarketType.crypto]: {
    volatility: 0.6,
    drift: 0.05,
    jumpsPerDay: 4,
    jumpSize: 0.004,
    spreadBps: 1,
    notionalPerSecond: 400_000,
    tradingDaysPerYear: 365,
  },
  [MarketType.stocks]: {
    volatility: 0.3,
    drift: 0.06,
    jumpsPerDay: 1,
    jumpSize: 0.004,
    spreadBps: 2,
    notionalPerSecond: 150_000,
    tradingDaysPerYear: 252 * (6.5 / 24),
  },
  [MarketType.futures]: {
    volatility: 0.25,
    drift: 0.02,
    jumpsPerDay: 2,
    jumpSize: 0.002,
    spreadBps: 1.5,
    notionalPerSecond: 800_000,
    tradingDaysPerYear: 260 * (23 / 24),
  },
  [MarketType.metal]: {
    volatility: 0.18,
    drift: 0.02,
    jumpsPerDay: 2,
    jumpSize: 0.0015,
    spreadBps: 2,
    notionalPerSecond: 500_000,
    tradingDaysPerYear: 260 * (23 / 24),
  },
};

/** Reversion of the log price towards the anchor, per year (half-life about four months). */
const ANCHOR_REVERSION = 2;
/** Reversion of the spread towards its mean, per trading day, and its noise. */
const SPREAD_REVERSION = 50;
const SPREAD_NOISE = 0.5;

export interface ModelStep {
  price: bigint;
  /** Half-spread in price units (at least one tick). */
  halfSpread: bigint;
  volume: bigint;
}

export class PriceModel {
  private readonly params: ClassParams;
  private readonly rng: Rng;
  private readonly anchor: number;
  private readonly qtyScale: number;
  private readonly priceScale: number;
  private units: bigint;
  private spreadBps: number;

  constructor(
    private readonly spec: InstrumentSpec,
    seed: number,
    /** Where the walk continues from (the last recorded price); the catalogue's by default. */
    from?: bigint,
    stream = 'live',
  ) {
    this.params = CLASS_PARAMS[spec.type];
    this.rng = new Rng(seed, `${stream}:${spec.code}`);
    const start = toUnits(spec.startPrice, spec.precision);
    if (start === undefined || start <= 0n) throw new Error(`bad start price for ${spec.code}`);
    this.anchor = Math.log(Number(start));
    this.units = from ?? start;
    this.spreadBps = this.params.spreadBps;
    this.priceScale = 10 ** spec.precision;
    this.qtyScale = 10 ** spec.qtyPrecision;
  }

  get price(): bigint {
    return this.units;
  }

  /** Advances the walk by `dtMs` of trading time and returns the new price. */
  step(dtMs: number): ModelStep {
    const p = this.params;
    const dtDays = Math.max(dtMs, 1) / DAY_MS;
    const dtYears = dtDays / p.tradingDaysPerYear;
    const current = Number(this.units);
    const logNow = Math.log(current);
    let r =
      (p.drift - (p.volatility * p.volatility) / 2) * dtYears -
      ANCHOR_REVERSION * (logNow - this.anchor) * dtYears +
      p.volatility * Math.sqrt(dtYears) * this.rng.normal();
    if (this.rng.next() < p.jumpsPerDay * dtDays) r += p.jumpSize * this.rng.normal();
    const moved = BigInt(Math.round(current * Math.expm1(r)));
    this.units = this.units + moved > 0n ? this.units + moved : 1n;

    this.spreadBps +=
      SPREAD_REVERSION * (p.spreadBps - this.spreadBps) * dtDays +
      SPREAD_NOISE * p.spreadBps * Math.sqrt(dtDays) * this.rng.normal() * 10;
    this.spreadBps = Math.min(Math.max(this.spreadBps, p.spreadBps * 0.3), p.spreadBps * 4);
    const half = BigInt(Math.round((Number(this.units) * this.spreadBps) / 10_000));

    // Volume: the class's notional per second over this step, in units of the instrument.
    const price = Number(this.units) / this.priceScale;
    const notional = p.notionalPerSecond * (Math.max(dtMs, 1) / 1000);
    const qty = (notional / price) * Math.exp(0.8 * this.rng.normal() - 0.32);
    const volume = BigInt(Math.max(0, Math.round(qty * this.qtyScale)));
    return { price: this.units, halfSpread: half > 0n ? half : 1n, volume };
  }
}
