import { Paths, optionsProduct } from '@swx/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tradingKeys } from '../../../lib/query-keys';

/**
 * GET /order/getOptionsProduct: an instrument's periods, payout rates and stake range (no
 * login needed). Fetched afresh, not from the 5-minute GET cache: staff may change the terms,
 * and the terms shown are the terms confirmed.
 */
export const optionsProductQuery = (code: string) =>
  queryOptions({
    queryKey: tradingKeys.product(code),
    queryFn: ({ signal }) =>
      api.get(Paths.optionsProduct, {
        query: { code },
        schema: optionsProduct,
        cache: false,
        signal,
      }),
    staleTime: 60_000,
  });

export function useOptionsProduct(code: string | undefined) {
  return useQuery({ ...optionsProductQuery(code ?? ''), enabled: code !== undefined });
}
