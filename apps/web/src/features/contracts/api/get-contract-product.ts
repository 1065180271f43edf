import { Paths, contractProduct } from '@swx/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tradingKeys } from '../../../lib/query-keys';

/**
 * GET /order/getContractProduct: an instrument's leveraged contract terms (contract size,
 * maximum leverage, fee rate, liquidation level, lots range and step, stop distance); no login
 * needed. Instruments not quoted in US dollars or Tether answer 10014 (not offered). Fetched
 * afresh, not from the GET cache: the terms shown are the terms confirmed.
 */
export const contractProductQuery = (code: string) =>
  queryOptions({
    queryKey: tradingKeys.contractProduct(code),
    queryFn: ({ signal }) =>
      api.get(Paths.contractProduct, {
        query: { code },
        schema: contractProduct,
        cache: false,
        signal,
      }),
    staleTime: 60_000,
  });

export function useContractProduct(code: string | undefined) {
  return useQuery({ ...contractProductQuery(code ?? ''), enabled: code !== undefined });
}
