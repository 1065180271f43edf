import { Paths, myNftPage } from '@swx/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { nftKeys, type MyNftView } from './keys';

export const MY_NFTS_PAGE_SIZE = 10;

/**
 * GET /user/listNft: the caller's tokens with their certificates (`tokens`) or their bids with
 * what each holds now (`bids`), newest first.
 */
export function useMyNfts(view: MyNftView, page: number, pageSize = MY_NFTS_PAGE_SIZE) {
  const { isLogin } = useSession();
  return useQuery({
    queryKey: nftKeys.mine(view, page, pageSize),
    queryFn: ({ signal }) =>
      api.get(Paths.listMyNft, {
        query: { view, page, pageSize },
        schema: myNftPage,
        cache: false,
        signal,
      }),
    enabled: isLogin,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** The caller's tokens, as a paged list. */
export function useMyTokens(page: number) {
  const query = useMyNfts('tokens', page);
  return { ...query, data: query.data && { items: query.data.tokens, total: query.data.total } };
}

/** The caller's bids (their highest on each item), as a paged list. */
export function useMyBids(page: number) {
  const query = useMyNfts('bids', page);
  return { ...query, data: query.data && { items: query.data.bids, total: query.data.total } };
}
