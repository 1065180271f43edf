import {
  ASSET_SCALE,
  accrualAt,
  accruedAfter,
  firstAccrualAt,
  smartTerms,
  toUnits,
  usdtText,
  type SmartOrder,
  type SmartProduct,
} from '@swx/contract';

/**
 * The figures the Smart pages show, from the contract's arithmetic (the one the server
 * charges): never JS number arithmetic on money.
 */

/** What buying `principal` (a plain decimal) of `product` would set aside and pay. */
export interface BuyTerms {
  principal: string;
  totalInterest: string;
  /** The interest of one full day (the first day's; days differ by at most a unit). */
  dayInterest: string;
  penalty: string;
  /** principal + total interest: what the plan pays in all if held to maturity. */
  atMaturity: string;
  firstAccrualAt: Date;
  maturesAt: Date;
}

/**
 * The terms of a purchase now. The schedule is the server's rule (the contract's
 * `firstAccrualAt`, docs/adr/0024): the first day accrues at the first accrual time a full day or
 * more after the purchase, the last one `termDays − 1` days later, when the plan matures.
 */
export function buyTerms(product: SmartProduct, principal: string, now: Date): BuyTerms | null {
  const units = toUnits(principal, ASSET_SCALE.USDT);
  if (units === undefined || units <= 0n) return null;
  const terms = smartTerms({
    principal: units,
    dailyRate: product.dailyRate,
    termDays: product.termDays,
    penaltyRate: product.penaltyRate,
  });
  const first = firstAccrualAt(now, product.accrualMinute);
  return {
    principal: usdtText(units),
    totalInterest: usdtText(terms.totalInterest),
    dayInterest: usdtText(accruedAfter(terms.totalInterest, 1, product.termDays)),
    penalty: usdtText(terms.penalty < units ? terms.penalty : units),
    atMaturity: usdtText(units + terms.totalInterest),
    firstAccrualAt: first,
    maturesAt: accrualAt(first, product.termDays),
  };
}

/** The accrual time of a product or plan in the reader's time zone ("08:00"). */
export function accrualClock(accrualMinute: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    numberingSystem: 'latn',
  }).format(new Date(Date.UTC(2026, 0, 1, 0, accrualMinute)));
}

/** Days accrued out of the term, as a whole percentage for a progress bar (0–100). */
export function progressPercent(plan: Pick<SmartOrder, 'daysAccrued' | 'termDays'>): number {
  if (plan.termDays <= 0) return 0;
  return Math.min(100, Math.round((plan.daysAccrued / plan.termDays) * 100));
}

/** Whether the plan still earns (an exit is possible). */
export function isEarning(plan: Pick<SmartOrder, 'status'>): boolean {
  return plan.status === 'earning';
}
