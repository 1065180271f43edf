import { Code, type MyBid, type NftStatus } from '@swx/contract';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-client';
import { errorMessage, translate } from '../../lib/messages';

/** A string field of a refusal's result (10016's `minimumBid`, 10067's `price`). */
function resultField(error: unknown, code: number, field: string): string | undefined {
  if (!isApiError(error) || error.kind !== 'api' || error.code !== code) return undefined;
  const result = error.result as Record<string, unknown> | null;
  const value = result?.[field];
  return typeof value === 'string' ? value : undefined;
}

/** The smallest bid accepted now, from a refused bid (10016). */
export function minimumBidOf(error: unknown): string | undefined {
  return resultField(error, Code.PURCHASE_AMOUNT_INCORRECT, 'minimumBid');
}

/** The price per copy now, from a purchase refused because the price changed (10067). */
export function newPriceOf(error: unknown): string | undefined {
  return resultField(error, Code.TERMS_CHANGED, 'price');
}

/** Whether the answer was `code`. */
export function isCode(error: unknown, code: number): boolean {
  return isApiError(error) && error.kind === 'api' && error.code === code;
}

/**
 * What to tell the user about a refused or failed bid or purchase, in NFT words; anything else
 * in the app's words for its code. `money` formats an amount.
 */
export function nftErrorText(
  t: TFunction,
  error: unknown,
  money: (value: string) => string,
): string {
  if (!isApiError(error) || error.kind !== 'api') return translate(t, errorMessage(error));
  const minimum = minimumBidOf(error);
  if (minimum !== undefined) return t('nfts.errors.belowMinimum', { minimum: money(minimum) });
  const price = newPriceOf(error);
  if (price !== undefined) return t('nfts.errors.priceChanged', { price: money(price) });
  switch (error.code) {
    case Code.PURCHASE_AMOUNT_INCORRECT:
      return t('nfts.errors.amountRefused');
    case Code.TERMS_CHANGED:
      return t('nfts.errors.termsChanged');
    case Code.COLLECTION_STATUS_INCORRECT:
      return t('nfts.errors.notOnSale');
    case Code.INSUFFICIENT_BALANCE:
      return t('nfts.errors.insufficientBalance');
    case Code.DEMO_DISABLED:
      return t('nfts.errors.demo');
    default:
      return translate(t, errorMessage(error));
  }
}

/** Status names of the catalogue (`nfts.status.<name>`). */
export const STATUS_NAMES = {
  upcoming: 'upcoming',
  live: 'live',
  ended: 'ended',
  sold: 'sold',
  unsold: 'unsold',
} as const satisfies Record<NftStatus, string>;

export const BID_STATUS_NAMES = {
  leading: 'leading',
  outbid: 'outbid',
  won: 'won',
  lost: 'lost',
} as const satisfies Record<MyBid['status'], string>;
