import { Paths, optionsOrderPage } from '@swx/contract';
import { useBookPage, type BookPageFilter } from '../../../lib/book-pages';
import { tradingKeys } from '../../../lib/query-keys';

/**
 * GET /order/listOptionsOrder: the caller's options orders in the current book, newest first:
 * open ones or the history, of one instrument (`code`) or all.
 */
export function useOptionsOrders(filter: BookPageFilter, options: { enabled?: boolean } = {}) {
  return useBookPage(
    { path: Paths.listOptionsOrder, schema: optionsOrderPage, key: tradingKeys.orderPage },
    filter,
    options,
  );
}
