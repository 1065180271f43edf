/**
 * Prices and quantities as whole numbers of their smallest unit (bigint), scaled by the
 * instrument's precision: 65000.12 at precision 2 is 6500012n. Every stored, compared or sent
 * price goes through here; nothing in the market module does arithmetic on a float price
 * (docs/adr/0007).
 */

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
