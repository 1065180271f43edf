import { ASSET_SCALE, winReturn as winReturnUnits } from '@swx/contract';
import { amountProblem, compareDecimals } from '../../lib/validation';

/**
 * The money of an options contract (domain.md; docs/adr/0011), by the arithmetic the server
 * settles with (`@swx/contract` money.ts): stakes are USDT with 6 decimals, a win pays the
 * stake plus stake × rate rounded down, and every figure stays a decimal string or a bigint
 * of units (never a JS number).
 */

/** Decimals of a stake (USDT). */
export const STAKE_SCALE = ASSET_SCALE.USDT;

/**
 * A plain decimal ("12.5", "-3") as units of `scale` decimals; decimals beyond the scale are
 * dropped (rounded towards zero).
 */
export function toUnits(value: string, scale = STAKE_SCALE): bigint {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) throw new RangeError(`not a plain decimal: ${value}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const units = BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'));
  return sign === '-' ? -units : units;
}

/** Units as a decimal string with exactly `scale` decimals: 11000000n → "11.000000". */
export function fromUnits(units: bigint, scale = STAKE_SCALE): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** A decimal without trailing zeros, as a user would type it: "25000.500000" → "25000.5". */
export function plainDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** What a win pays back: stake + stake × rate, rounded down to 6 decimals ("11.000000"). */
export function winReturn(stake: string, rate: string): string {
  return fromUnits(winReturnUnits(toUnits(stake), rate));
}

/** The profit of a win: stake × rate, rounded down to 6 decimals. */
export function winProfit(stake: string, rate: string): string {
  const units = toUnits(stake);
  return fromUnits(winReturnUnits(units, rate) - units);
}

/**
 * A share of the available balance as a stake, rounded down to 6 decimals and no more than
 * the period's maximum ("Max" is 100%). Written as a user would type it.
 */
export function shareOf(available: string, percent: 25 | 50 | 100, maximum: string): string {
  const share = (toUnits(available) * BigInt(percent)) / 100n;
  const cap = toUnits(maximum);
  return plainDecimal(fromUnits(share < cap ? share : cap));
}

/** Round amounts offered as quick picks, those within the period's range. */
const QUICK_STAKES = ['10', '50', '100', '500', '1000'] as const;

export function quickStakes(minimum: string, maximum: string, count = 4): string[] {
  return QUICK_STAKES.filter(
    (amount) => compareDecimals(amount, minimum) >= 0 && compareDecimals(amount, maximum) <= 0,
  ).slice(0, count);
}

export type StakeProblem =
  'required' | 'format' | 'zero' | 'decimals' | 'belowMinimum' | 'aboveMaximum' | 'aboveAvailable';

/**
 * What is wrong with a stake (already normalised), in the order the user should fix it: the
 * number itself, its decimals, the period's range, then the balance (when known).
 */
export function stakeProblem(
  amount: string,
  rules: { minimum: string; maximum: string; available?: string },
): StakeProblem | null {
  const problem = amountProblem(amount, { scale: STAKE_SCALE, minimum: rules.minimum });
  if (problem) return problem;
  if (compareDecimals(amount, rules.maximum) > 0) return 'aboveMaximum';
  if (rules.available !== undefined && compareDecimals(amount, rules.available) > 0) {
    return 'aboveAvailable';
  }
  return null;
}
