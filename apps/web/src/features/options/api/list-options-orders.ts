import { Paths, optionsOrderPage } from '@swx/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useBook } from '../../../lib/use-book';
import { ORDERS_PAGE_SIZE, tradingKeys, type OrdersState } from '../../../lib/query-keys';

/**
 * GET /order/listOptionsOrder: the caller's options orders in the current book, newest first:
 * open ones or the history, of one instrument (`code`) or all.
 */
export function useOptionsOrders(filter: {
  state: OrdersState;
  code?: string;
  page: number;
  pageSize?: number;
}) {
  const { isLogin } = useSession();
  const book = useBook();
  const pageSize = filter.pageSize ?? ORDERS_PAGE_SIZE;
  return useQuery({
    queryKey: tradingKeys.orderPage(book, { ...filter, code: filter.code, pageSize }),
    queryFn: ({ signal }) =>
      api.get(Paths.listOptionsOrder, {
        query: { state: filter.state, code: filter.code, page: filter.page, pageSize },
        schema: optionsOrderPage,
        cache: false,
        signal,
      }),
    enabled: isLogin,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
