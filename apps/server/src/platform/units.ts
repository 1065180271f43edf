/**
 * Prices and quantities as whole numbers of their smallest unit (bigint), scaled by the
 * instrument's precision: 65000.12 at precision 2 is 6500012n. Every stored, compared or sent
 * price goes through here; nothing in the market module does arithmetic on a float price
 * (docs/adr/0007).
 */

export { fromUnits, toUnits } from '@swx/contract';
import { ASSET_SCALE, fromUnits, toUnits } from '@swx/contract';

/** A numeric column's text ("12.500000000000000000") as units at `scale`; throws if it does not fit. */
export function unitsOf(text: string, scale: number): bigint {
  const units = toUnits(text, scale);
  if (units === undefined) throw new Error(`stored value ${text} does not fit scale ${scale}`);
  return units;
}

/** A numeric column's text as a USDT amount at its scale ("12.5" → "12.500000"). */
export const usdt = (text: string) => fromUnits(unitsOf(text, ASSET_SCALE.USDT), ASSET_SCALE.USDT);

/** A rate or share without trailing zeros ("0.015000" → "0.015", "2.000" → "2"). */
export const plain = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

/** a ÷ b rounded half away from zero. */
export function divRound(a: bigint, b: bigint): bigint {
  if (b === 0n) throw new RangeError('division by zero');
  const negative = a < 0n !== b < 0n;
  const x = a < 0n ? -a : a;
  const y = b < 0n ? -b : b;
  const q = (x * 2n + y) / (2n * y);
  return negative ? -q : q;
}

/**
 * Percent change from `from` to `to` with two decimals ("1.25", "-0.40", "0.00"); both in the
 * same units. A zero or missing reference gives "0.00".
 */
export function percentChange(from: bigint | undefined, to: bigint): string {
  if (from === undefined || from === 0n) return '0.00';
  return fromUnits(divRound((to - from) * 10_000n, from), 2);
}

export function maxUnits(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
export function minUnits(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
