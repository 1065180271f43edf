import type { Book } from '@swx/contract';

/** Which orders a list shows: open ones or the history, of one instrument or all. */
export type OrdersState = 'open' | 'history';

/**
 * React Query keys of the trading feature, in one place. Lists and orders carry the book they
 * were asked in (the account mode), so that a mode switch never shows the other book's.
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
};
