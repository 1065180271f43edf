import type { Book } from '@swx/contract';

/** Which orders a list shows: open ones or the history, of one instrument or all. */
export type OrdersState = 'open' | 'history';

/**
 * React Query keys of the trading feature, in one place. Lists and orders carry the book they
 * were asked in (the account mode), so that a mode switch never shows the other book's. All
 * start with `trading`: news on the account (a settlement, a position closed by a stop loss,
 * take profit or liquidation) refreshes them all at once.
 */
export const tradingKeys = {
  all: ['trading'] as const,
  product: (code: string) => ['trading', 'product', code] as const,
  orders: () => ['trading', 'orders'] as const,
  orderPage: (
    book: Book,
    filter: { state: OrdersState; code: string | undefined; page: number; pageSize: number },
  ) =>
    [
      'trading',
      'orders',
      book,
      filter.state,
      filter.code ?? 'all',
      filter.page,
      filter.pageSize,
    ] as const,
  order: (id: string) => ['trading', 'order', id] as const,
  contractProduct: (code: string) => ['trading', 'contract-product', code] as const,
  /** Every page of contract positions (of both books): refreshed after a change of one. */
  positions: () => ['trading', 'positions'] as const,
  positionPage: (
    book: Book,
    filter: { state: OrdersState; code: string | undefined; page: number; pageSize: number },
  ) =>
    [
      'trading',
      'positions',
      book,
      filter.state,
      filter.code ?? 'all',
      filter.page,
      filter.pageSize,
    ] as const,
  position: (id: string) => ['trading', 'position', id] as const,
};
