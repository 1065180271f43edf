import { Paths, smartOrderPage } from '@swx/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { smartKeys } from '../../../lib/query-keys';

export const PLANS_PAGE_SIZE = 10;

/** GET /order/listSmartOrder: the caller's plans, newest first (never from the GET cache). */
const plansQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: smartKeys.planPage(page, pageSize),
    queryFn: ({ signal }) =>
      api.get(Paths.listSmartOrder, {
        query: { page, pageSize },
        schema: smartOrderPage,
        cache: false,
        signal,
      }),
    staleTime: 15_000,
  });

export function useSmartPlans(page: number, pageSize = PLANS_PAGE_SIZE) {
  const { isLogin } = useSession();
  return useQuery({
    ...plansQuery(page, pageSize),
    enabled: isLogin,
    placeholderData: keepPreviousData,
  });
}

/**
 * The caller's plans summed up (the list's summary, read with the smallest page): what earning
 * plans hold, today's and all interest earned.
 */
export function useSmartSummary() {
  const { isLogin } = useSession();
  return useQuery({
    ...plansQuery(1, 1),
    enabled: isLogin,
    select: (answer) => answer.summary,
  });
}
