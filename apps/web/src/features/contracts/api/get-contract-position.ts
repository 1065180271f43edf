import { Paths, contractPosition, type ContractPosition } from '@swx/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { ledgerKeys } from '../../../lib/query-keys';
import { tradingKeys } from '../../../lib/query-keys';

/** How often a position whose level the live price reached is asked for until it is closed. */
export const CLOSING_POLL_MS = 1000;
/** For at most this long: a level touched by the live price but not by a recorded tick stays. */
export const CLOSING_POLL_MAX_MS = 15_000;

/**
 * GET /order/getContractOrderById/{id}. While `closing` (the live price reached a stop loss,
 * take profit or the liquidation price) it is asked for every second, for a while, until the
 * server has closed it; then the lists and balances are refreshed. The live channel's notice
 * usually comes first; this covers a channel that is down.
 */
export function useContractPosition(id: string, options: { closing: boolean; enabled?: boolean }) {
  const queryClient = useQueryClient();
  const enabled = options.enabled ?? true;
  const query = useQuery({
    queryKey: tradingKeys.position(id),
    queryFn: ({ signal }) =>
      api.get(Paths.contractOrderById.replace(':id', encodeURIComponent(id)), {
        schema: contractPosition,
        cache: false,
        signal,
      }),
    enabled,
    staleTime: 5_000,
  });
  const closed = query.data?.status === 'closed';
  const polling = options.closing && enabled && !closed;
  const { refetch } = query;
  useEffect(() => {
    if (!polling) return undefined;
    const timer = setInterval(() => void refetch(), CLOSING_POLL_MS);
    const stop = setTimeout(() => clearInterval(timer), CLOSING_POLL_MAX_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [polling, refetch]);
  useEffect(() => {
    if (!closed || !options.closing) return;
    void queryClient.invalidateQueries({ queryKey: tradingKeys.positions() });
    void queryClient.invalidateQueries({ queryKey: ledgerKeys.balances() });
  }, [closed, options.closing, queryClient]);
  return query;
}

/**
 * The freshest known state of a position: the single one once fetched, else the list's; a
 * closed one wins over an open one (a position never opens again).
 */
export function latestPosition(
  listed: ContractPosition,
  fetched: ContractPosition | undefined,
): ContractPosition {
  if (!fetched || fetched.id !== listed.id || listed.status === 'closed') return listed;
  return fetched;
}
