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

/** Refusals about a leveraged contract said in trading words (`trading.contracts.errors.<name>`). */
const CONTRACT_REFUSALS = {
  [Code.INSUFFICIENT_BALANCE]: 'insufficientBalance',
  [Code.OPTIONS_PRODUCT_INCORRECT]: 'noProduct',
  [Code.TRADING_UNAVAILABLE]: 'marketUnavailable',
  [Code.LOTS_INCORRECT]: 'lotsRefused',
  [Code.STOP_LOSS_UNREASONABLE]: 'stopLossRefused',
  [Code.TAKE_PROFIT_UNREASONABLE]: 'takeProfitRefused',
} as const;

/**
 * What to tell the user about a refused or failed contract request (open, change, close), in
 * their language; the leverage's maximum and "already closed" come from the code's message.
 */
export function contractErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.kind === 'api') {
    const code = error.code;
    if (Object.prototype.hasOwnProperty.call(CONTRACT_REFUSALS, code)) {
      const name = CONTRACT_REFUSALS[code as keyof typeof CONTRACT_REFUSALS];
      return t(`trading.contracts.errors.${name}`);
    }
  }
  return translate(t, errorMessage(error));
}

/** Whether a failure means the product is not offered on the instrument (no point retrying). */
export function isNoProduct(error: unknown): boolean {
  return isApiError(error) && error.code === Code.OPTIONS_PRODUCT_INCORRECT;
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
