import { Paths, smartOrderDetail } from '@swx/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { smartKeys } from '../../../lib/query-keys';

/** GET /order/getSmartOrderById/{id}: one of the caller's plans with a line per day accrued. */
export function useSmartPlan(id: string) {
  const { isLogin } = useSession();
  return useQuery({
    queryKey: smartKeys.plan(id),
    queryFn: ({ signal }) =>
      api.get(Paths.smartOrderById.replace(':id', encodeURIComponent(id)), {
        schema: smartOrderDetail,
        cache: false,
        signal,
      }),
    enabled: isLogin && id !== '',
    staleTime: 15_000,
  });
}
