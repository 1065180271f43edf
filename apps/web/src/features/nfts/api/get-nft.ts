import { Paths, nftDetail } from '@swx/contract';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/format';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { nftKeys } from './keys';

/** How often a live item is asked for again (its current bid, its end, its bids). */
export const LIVE_REFRESH_MS = 5_000;

/**
 * GET /index/getNftById/{id} (public; signed in, the caller's own bids are marked): one item
 * with its terms and latest bids, asked for again every 5 s while it is live.
 */
export function useNft(id: string) {
  const language = useLanguage();
  // The caller's bids are marked only when the request carries the session: a login or a
  // logout asks again.
  const { isLogin } = useSession();
  return useQuery({
    queryKey: [...nftKeys.item(language, id), isLogin],
    queryFn: ({ signal }) =>
      api.get(Paths.nftById.replace(':id', encodeURIComponent(id)), {
        schema: nftDetail,
        cache: false,
        signal,
      }),
    enabled: id !== '',
    staleTime: 2_000,
    refetchInterval: (query) => (query.state.data?.status === 'live' ? LIVE_REFRESH_MS : false),
  });
}
