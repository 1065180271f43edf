import { Code } from '@swx/contract';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-client';
import { errorMessage, translate } from '../../lib/messages';
import { periodUnit } from './timing';

/** Refusals of a purchase said in trading words (`trading.errors.<name>`). */
const REFUSALS = {
  [Code.INSUFFICIENT_BALANCE]: 'insufficientBalance',
  [Code.OPTIONS_PRODUCT_INCORRECT]: 'noProduct',
  [Code.TRADING_UNAVAILABLE]: 'marketUnavailable',
  [Code.PURCHASE_AMOUNT_INCORRECT]: 'stakeRefused',
  [Code.PERIOD_NOT_FOUND]: 'periodRefused',
} as const;

function refusalOf(error: unknown) {
  if (!isApiError(error) || error.kind !== 'api') return undefined;
  const code = error.code;
  return Object.prototype.hasOwnProperty.call(REFUSALS, code)
    ? REFUSALS[code as keyof typeof REFUSALS]
    : undefined;
}

/** What to tell the user about a refused or failed purchase, in their language. */
export function tradeErrorText(t: TFunction, error: unknown): string {
  const name = refusalOf(error);
  return name ? t(`trading.errors.${name}`) : translate(t, errorMessage(error));
}

/** A period in the reader's language and units: "60 sec", "5 min", "1 hr"; "60秒", "5分钟". */
export function formatPeriod(seconds: number, locale: string): string {
  const { value, unit } = periodUnit(seconds);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    numberingSystem: 'latn',
  }).format(value);
}
