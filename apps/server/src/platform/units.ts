/**
 * Prices and quantities as whole numbers of their smallest unit (bigint), scaled by the
 * instrument's precision: 65000.12 at precision 2 is 6500012n. Every stored, compared or sent
 * price goes through here; nothing in the market module does arithmetic on a float price
 * (docs/adr/0007).
 */

export { fromUnits, toUnits } from '@swx/contract';
import { fromUnits } from '@swx/contract';

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
