import { Code, type SmartStatus } from '@swx/contract';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-client';
import { errorMessage, translate } from '../../lib/messages';

/** The status names of the catalogue (`smart.status.<name>`). */
export const STATUS_NAMES = {
  earning: 'earning',
  profit_shared: 'profitShared',
  closed: 'closed',
  expired: 'expired',
} as const satisfies Record<SmartStatus, string>;

/** The reserve's capacity an answer 10010 carries when the operator's reserve fell short. */
export function capacityOf(error: unknown): string | undefined {
  if (!isApiError(error) || error.kind !== 'api' || error.code !== Code.SMART_PRODUCT_INCORRECT) {
    return undefined;
  }
  const result = error.result as { reason?: unknown; capacity?: unknown } | null;
  return result?.reason === 'capacity' && typeof result.capacity === 'string'
    ? result.capacity
    : undefined;
}

/**
 * What to tell the user about a refused or failed purchase or exit, in Smart words; anything
 * else in the app's words for its code. `money` formats the capacity the reserve can fund.
 */
export function smartErrorText(
  t: TFunction,
  error: unknown,
  money: (value: string) => string,
): string {
  if (!isApiError(error) || error.kind !== 'api') return translate(t, errorMessage(error));
  const capacity = capacityOf(error);
  if (capacity !== undefined) return t('smart.errors.capacity', { capacity: money(capacity) });
  switch (error.code) {
    case Code.TERMS_CHANGED:
      return t('smart.errors.termsChanged');
    case Code.INSUFFICIENT_BALANCE:
      return t('smart.errors.insufficientBalance');
    case Code.SMART_PRODUCT_INCORRECT:
      return t('smart.errors.notOnSale');
    case Code.INVESTMENT_AMOUNT_INCORRECT:
      return t('smart.errors.amountRefused');
    case Code.ALREADY_PURCHASED:
      return t('smart.errors.alreadyHeld');
    case Code.PLAN_ENDED:
      return t('smart.errors.planEnded');
    case Code.DEMO_DISABLED:
      return t('smart.errors.demo');
    default:
      return translate(t, errorMessage(error));
  }
}
