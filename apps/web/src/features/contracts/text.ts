import { Code } from '@swx/contract';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-client';
import { errorMessage, translate } from '../../lib/messages';

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
