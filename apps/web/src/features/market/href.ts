import type { MarketItem } from '@swx/contract';

/** The currency page of an instrument (spec section 2: /cruuency with code, type and id). */
export function cruuencyHref(item: Pick<MarketItem, 'code' | 'type' | 'id'>): string {
  const q = new URLSearchParams({ code: item.code, type: String(item.type), id: String(item.id) });
  return `/cruuency?${q.toString()}`;
}
