import { SMART_DAY_MS } from '@swx/contract';

/**
 * When a plan's interest accrues (docs/adr/0024). Each product accrues once a day at its
 * accrual time (minutes after midnight UTC). A plan's first day accrues at the first accrual
 * time a full day or more after its purchase, so no day is paid for less than 24 hours held;
 * day k accrues k − 1 days after the first, and the plan matures with its last day.
 */

export { accrualAt, firstAccrualAt, SMART_DAY_MS as DAY_MS } from '@swx/contract';

/** The UTC day ("2026-11-26") of a time. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The start of `at`'s UTC day, as an ISO time ("today" of earnings and digests). */
export function utcMidnight(at: Date): string {
  return new Date(Math.floor(at.getTime() / SMART_DAY_MS) * SMART_DAY_MS).toISOString();
}
