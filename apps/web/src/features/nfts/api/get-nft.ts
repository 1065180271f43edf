import { Paths, nftDetail, type NftDetail, type NftLive } from '@swx/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../../i18n/format';
import { api } from '../../../lib/api-client';
import { useLiveTopic } from '../../../lib/live/use-live';
import { useSession } from '../../../lib/session';
import { nftKeys } from './keys';

/**
 * GET /index/getNftById/{id} (public; signed in, the caller's own bids are marked): one item
 * with its terms and latest bids. `useNftLive` keeps it current.
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
  });
}

/** Slack after a start or an end before asking again: the server's clock decides, not ours. */
const BOUNDARY_SLACK_MS = 1_000;
/** Longest timer browsers keep (2^31 − 1 ms is about 24.8 days); later boundaries re-arm. */
const TIMER_MAX_MS = 2_147_483_647;

/**
 * Keeps an item on screen current while it can still change: its live topic `nft.<id>` brings
 * the current bid, the bid count, the end (moved by a late bid) and the copies sold as they
 * happen, on any server instance; when the count, the copies or the status moved, the item is
 * asked for again for its bids (where the reader's own are marked). The start of a sale and
 * the end of one are moments, not events: the item is asked for again just after each.
 */
export function useNftLive(item: NftDetail | undefined): void {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const following = item !== undefined && item.status !== 'sold' && item.status !== 'unsold';
  const id = item?.id;
  useLiveTopic(following ? `nft.${id}` : undefined, (message) => {
    if (message.t !== 'nft' || id === undefined) return;
    const key = nftKeys.item(language, id);
    let moved = false;
    queryClient.setQueriesData<NftDetail>({ queryKey: key }, (before) => {
      if (!before) return before;
      moved ||= changedBeyondState(before, message.item);
      return { ...before, ...message.item };
    });
    if (moved) void queryClient.invalidateQueries({ queryKey: key });
  });

  const boundary =
    item?.status === 'upcoming' ? item.startsAt : item?.status === 'live' ? item.endsAt : null;
  const [rearm, setRearm] = useState(0);
  useEffect(() => {
    if (boundary === null || id === undefined) return undefined;
    const wait = Date.parse(boundary) + BOUNDARY_SLACK_MS - Date.now();
    const timer = setTimeout(
      () => {
        if (wait > TIMER_MAX_MS) setRearm((n) => n + 1);
        else void queryClient.invalidateQueries({ queryKey: nftKeys.item(language, id) });
      },
      Math.min(Math.max(wait, 0), TIMER_MAX_MS),
    );
    return () => clearTimeout(timer);
  }, [boundary, id, language, queryClient, rearm]);
}

/** Whether a frame tells of something the item's other fields (its bids) follow from. */
function changedBeyondState(before: NftDetail, now: NftLive): boolean {
  return (
    before.bidCount !== now.bidCount || before.sold !== now.sold || before.status !== now.status
  );
}
