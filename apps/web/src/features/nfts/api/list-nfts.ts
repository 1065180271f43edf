import { Paths, nftPage } from '@swx/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/format';
import { api } from '../../../lib/api-client';
import { nftKeys, type MarketFilter } from './keys';

/** Cards per page of the market (a multiple of the grid's two, three and four columns). */
export const MARKET_PAGE_SIZE = 12;

/**
 * GET /index/listNft (public): the items of a filter in the reader's language, items on sale
 * first, and the public donation tally (every charity's credits in the ledger). Never from the
 * GET cache: bids and sales move the figures.
 */
export function useNftMarket(filter: MarketFilter, pageSize = MARKET_PAGE_SIZE) {
  const language = useLanguage();
  return useQuery({
    queryKey: nftKeys.market(language, filter, pageSize),
    queryFn: ({ signal }) =>
      api.get(Paths.listNft, {
        query: {
          status: filter.status,
          charity: filter.charity,
          page: filter.page,
          pageSize,
        },
        schema: nftPage,
        cache: false,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
