import { fromUnits, winReturn as winReturnUnits } from '@swx/contract';
import { plainDecimal, truncateToUnits, USDT_SCALE } from '../../lib/units';
import { amountProblem, compareDecimals } from '../../lib/validation';

/**
 * The money of an options contract (domain.md; docs/adr/0011), by the arithmetic the server
 * settles with (`@swx/contract` money.ts): stakes are USDT with 6 decimals, a win pays the
 * stake plus stake × rate rounded down, and every figure stays a decimal string or a bigint
 * of units (never a JS number).
 */

/** Decimals of a stake (USDT). */
export const STAKE_SCALE = USDT_SCALE;

/** What a win pays back: stake + stake × rate, rounded down to 6 decimals ("11.000000"). */
export function winReturn(stake: string, rate: string): string {
  return fromUnits(winReturnUnits(truncateToUnits(stake), rate), USDT_SCALE);
}

/** The profit of a win: stake × rate, rounded down to 6 decimals. */
export function winProfit(stake: string, rate: string): string {
  const units = truncateToUnits(stake);
  return fromUnits(winReturnUnits(units, rate) - units, USDT_SCALE);
}

/**
 * A share of the available balance as a stake, rounded down to 6 decimals and no more than
 * the period's maximum ("Max" is 100%). Written as a user would type it.
 */
export function shareOf(available: string, percent: 25 | 50 | 100, maximum: string): string {
  const share = (truncateToUnits(available) * BigInt(percent)) / 100n;
  const cap = truncateToUnits(maximum);
  return plainDecimal(fromUnits(share < cap ? share : cap, USDT_SCALE));
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
