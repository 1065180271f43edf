import { Paths, smartProductList } from '@swx/contract';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/format';
import { api } from '../../../lib/api-client';
import { smartKeys } from '../../../lib/query-keys';

/**
 * GET /order/listSmartProduct (public): the plans on sale in the reader's language, with their
 * rates, range, payout, penalty rate and the capacity the operator's reserve can still fund.
 */
export function useSmartProducts() {
  const language = useLanguage();
  return useQuery({
    queryKey: smartKeys.products(language),
    queryFn: ({ signal }) =>
      api.get(Paths.listSmartProduct, { schema: smartProductList, cache: false, signal }),
    staleTime: 30_000,
  });
}
