/**
 * Money and prices as whole numbers of their smallest unit (bigint), and the arithmetic of
 * trading on them, shared by the server (which settles) and the web app (which shows the terms
 * before a user confirms): one implementation, so that what is shown is what is charged.
 * Nothing here uses a JavaScript number for an amount, a price or a rate.
 */

import { ASSET_SCALE } from './networks.js';
import type { ContractSide } from './trading.js';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Parses a decimal string into units at `scale` decimals. More decimals than the scale are
 * refused (undefined) unless `round` is set, which rounds half away from zero: a feed's price
 * quoted with trailing digits is rounded to the instrument's tick, an input is never.
 */
export function toUnits(value: string, scale: number, round = false): bigint | undefined {
  const match = DECIMAL.exec(value.trim());
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  let digits = fraction;
  let carry = 0n;
  if (digits.length > scale) {
    const dropped = digits.slice(scale);
    if (!round && /[1-9]/.test(dropped)) return undefined;
    carry = round && dropped.charCodeAt(0) >= 53 /* '5' */ ? 1n : 0n;
    digits = digits.slice(0, scale);
  }
  const units = BigInt(whole + digits.padEnd(scale, '0')) + carry;
  return sign === '-' ? -units : units;
}

/** Units at `scale` decimals as a decimal string with exactly `scale` decimals. */
export function fromUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text =
    scale === 0 ? digits : `${digits.slice(0, digits.length - scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

// ---- leveraged contracts (docs/adr/0012) -----------------------------------------------------

/**
 * The arithmetic of leveraged contracts (domain.md), in bigint: prices at the instrument's
 * precision, money at USDT's scale (6), everything else at FINE (18) in between. Amounts the
 * user owes round up (margin, fee, a loss); amounts owed to the user round down (a profit).
 */

const USDT = ASSET_SCALE.USDT;
/**
 * The fine scale (18 decimals, as the database's NUMERIC(38, 18)): rates are read at it, and
 * arithmetic between prices and money runs at it. The one declaration of that scale.
 */
export const FINE_SCALE = 18;
const FINE = FINE_SCALE;
const ONE = 10n ** BigInt(FINE);
const USDT_STEP = 10n ** BigInt(FINE - USDT);

export function toFine(text: string): bigint {
  const units = toUnits(text, FINE);
  if (units === undefined) throw new Error(`${text} is not a decimal at scale ${FINE}`);
  return units;
}

const divCeil = (a: bigint, b: bigint) => (a >= 0n ? (a + b - 1n) / b : -(-a / b));
const divFloor = (a: bigint, b: bigint) => (a >= 0n ? a / b : -((-a + b - 1n) / b));

/** Price (units at `precision`) as FINE units. */
export function priceFine(price: bigint, precision: number): bigint {
  return price * 10n ** BigInt(FINE - precision);
}

export interface Terms {
  /** USDT units. */
  notional: bigint;
  margin: bigint;
  fee: bigint;
  /** Units at the instrument's precision. */
  liquidationPrice: bigint;
}

/**
 * Margin = price × lots × contract size ÷ leverage and the opening fee = notional × fee rate,
 * both rounded up; the liquidation price is where equity (margin + P/L) falls to
 * `level` × margin, rounded towards the entry (it triggers no later than exact).
 */
export function openTerms(input: {
  side: ContractSide;
  price: bigint;
  precision: number;
  lots: string;
  contractSize: string;
  leverage: number;
  feeRate: string;
  liquidationLevel: string;
}): Terms {
  const price = priceFine(input.price, input.precision);
  const quantity = (toFine(input.lots) * toFine(input.contractSize)) / ONE; // FINE units
  const notionalFine = (price * quantity) / ONE;
  const marginFine = divCeil(notionalFine, BigInt(input.leverage));
  const margin = divCeil(marginFine, USDT_STEP);
  const fee = divCeil((notionalFine * toFine(input.feeRate)) / ONE, USDT_STEP);
  // Loss allowed before liquidation, per unit of quantity: (1 - level) × margin ÷ quantity.
  const lossFine = (((ONE - toFine(input.liquidationLevel)) * margin * USDT_STEP) / ONE) * ONE;
  const perUnit = lossFine / quantity;
  const step = 10n ** BigInt(FINE - input.precision);
  const liquidationFine = input.side === 'long' ? price - perUnit : price + perUnit;
  const liquidationPrice =
    input.side === 'long' ? divCeil(liquidationFine, step) : divFloor(liquidationFine, step);
  return {
    notional: divCeil(notionalFine, USDT_STEP),
    margin,
    fee,
    liquidationPrice: liquidationPrice > 0n ? liquidationPrice : 0n,
  };
}

/**
 * Profit or loss (USDT units) of closing at `close`: (close − open) × lots × contract size for
 * a long, the reverse for a short; a profit rounds down, a loss up; never below −margin.
 */
export function closeResult(input: {
  side: ContractSide;
  open: bigint;
  close: bigint;
  precision: number;
  lots: string;
  contractSize: string;
  margin: bigint;
}): { profit: bigint; returned: bigint } {
  const quantity = (toFine(input.lots) * toFine(input.contractSize)) / ONE;
  const move = priceFine(input.close - input.open, input.precision);
  const signed = input.side === 'long' ? move : -move;
  const pnl = divFloor((signed * quantity) / ONE, USDT_STEP);
  const profit = pnl < -input.margin ? -input.margin : pnl;
  return { profit, returned: input.margin + profit };
}

/**
 * Whether a stop loss or take profit is reasonable against a reference price (the entry at
 * open, the current price on a change): on the losing side for a stop, the winning side for a
 * take profit, and within `maxDistance` (a fraction) of the entry.
 */
export function reasonableStop(input: {
  kind: 'stopLoss' | 'takeProfit';
  side: ContractSide;
  price: bigint;
  reference: bigint;
  entry: bigint;
  maxDistance: string;
}): boolean {
  const { price, reference, entry } = input;
  if (price <= 0n) return false;
  const below = (input.kind === 'stopLoss') === (input.side === 'long');
  if (below ? price >= reference : price <= reference) return false;
  const distance = (entry * toFine(input.maxDistance)) / ONE;
  return below ? price >= entry - distance : price <= entry + distance;
}

// ---- options contracts (docs/adr/0011) ---------------------------------------------------------

/**
 * The win rate at which options of payout `rate` break even: 1 ÷ (1 + rate) (a win gains
 * stake × rate, a loss loses the stake), as a fraction with four decimals, rounded up: below it
 * a trader loses on average. "0.8" → "0.5556".
 */
export function breakEvenWinRate(rate: string): string {
  const places = 10n ** 4n;
  return fromUnits(divCeil(places * ONE, ONE + toFine(rate)), 4);
}

/** What a won options contract returns: stake plus stake × rate, rounded down (owed to the
 * user). USDT units. */
export function winReturn(stake: bigint, rate: string): bigint {
  return stake + (stake * toFine(rate)) / ONE;
}
