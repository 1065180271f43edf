import { Code } from '@swx/contract';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, translate } from '../../../lib/messages';

/**
 * What to say about a failed deposit or withdrawal: 10046 names the minimum and the asset
 * (the catalogue's text for it carries server placeholders), everything else by its code.
 */
export function walletErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.code === Code.DEPOSIT_BELOW_MINIMUM) {
    const result = error.result as { minimum?: unknown; asset?: unknown } | null;
    if (typeof result?.minimum === 'string' && typeof result.asset === 'string') {
      return t('wallet.amount.belowMinimum', { minimum: result.minimum, asset: result.asset });
    }
    if (error.msg) return error.msg;
  }
  return translate(t, errorMessage(error));
}
