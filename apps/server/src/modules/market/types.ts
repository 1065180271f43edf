import type { MarketTypeId } from '@swx/contract';
import type { ScheduleId } from './hours.js';

/**
 * One instrument of the seeded catalogue (spec section 3, market item). Prices are decimal
 * strings with exactly `precision` decimals.
 */
export interface InstrumentSpec {
  /** Unique code, upper case: BTCUSDT, EURUSD, AAPL, ES, XAUUSD. */
  code: string;
  type: MarketTypeId;
  /** Display name (the spec's appName): "Bitcoin", "Euro / US Dollar", "Apple Inc.". */
  appName: string;
  /** Decimals of a price (its tick is 10^-precision). */
  precision: number;
  /** Decimals of a traded quantity (volume). */
  qtyPrecision: number;
  /** A realistic price to start the simulation from, with `precision` decimals. */
  startPrice: string;
  /** Units of the underlying in one lot (decimal string). */
  contractSize: string;
  /** Trading sessions (hours.ts). */
  schedule: ScheduleId;
  /** Exchange or venue quoted: "NASDAQ", "CME Globex", "OTC". */
  venue: string;
  /** One or two factual sentences in English; no claims about returns. */
  description: string;
  /** Icon name in the cryptocurrency-icons package (svg/color/<icon>.svg), crypto only. */
  icon?: string;
  /** Binance spot symbol in lower case (e.g. "btcusdt") for the real crypto feed. */
  feedSymbol?: string;
}

/** A price observation from a provider, in the instrument's units. */
export interface FeedTick {
  code: string;
  /** Price in units of 10^-precision. */
  price: bigint;
  /** Quantity traded since the previous tick, in units of 10^-qtyPrecision (0n if unknown). */
  volume: bigint;
  /** Milliseconds since the epoch. */
  time: number;
  /** Best bid and ask in price units, when the provider knows them. */
  bid?: bigint;
  ask?: bigint;
}

/**
 * A source of prices. The engine starts each provider with the instruments it covers and a
 * sink; the provider calls the sink with ticks (several at once when they arrive together).
 */
export interface PriceProvider {
  readonly name: string;
  /** Prices from this provider are simulated and labelled so in the interface. */
  readonly simulated: boolean;
  start(instruments: readonly InstrumentSpec[], sink: (ticks: FeedTick[]) => void): void;
  stop(): Promise<void>;
}
