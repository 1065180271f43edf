import { Paths, contractPositionPage } from '@swx/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { ORDERS_PAGE_SIZE, tradingKeys, type OrdersState } from '../../../lib/query-keys';
import { useBook } from '../../../lib/use-book';

/**
 * GET /order/listContractOrder: the caller's contract positions in the current book, newest
 * first: open ones or the history, of one instrument (`code`) or all.
 */
export function useContractPositions(filter: {
  state: OrdersState;
  code?: string;
  page: number;
  pageSize?: number;
}) {
  const { isLogin } = useSession();
  const book = useBook();
  const pageSize = filter.pageSize ?? ORDERS_PAGE_SIZE;
  return useQuery({
    queryKey: tradingKeys.positionPage(book, { ...filter, code: filter.code, pageSize }),
    queryFn: ({ signal }) =>
      api.get(Paths.listContractOrder, {
        query: { state: filter.state, code: filter.code, page: filter.page, pageSize },
        schema: contractPositionPage,
        cache: false,
        signal,
      }),
    enabled: isLogin,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
