import { Paths, optionsOrder, type OptionsOrder } from '@swx/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { ledgerKeys } from '../../../lib/query-keys';
import { tradingKeys } from '../../../lib/query-keys';

/** How often an expired order is asked for until the server has settled it. */
export const SETTLING_POLL_MS = 1000;

/**
 * GET /order/getOptionsOrderById/{id}. While `settling` (expired, still open) it is asked for
 * every second; once it comes back settled or void, the lists and balances are refreshed (the
 * stake or the payout has moved).
 */
export function useOptionsOrder(id: string, options: { settling: boolean; enabled?: boolean }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: tradingKeys.order(id),
    queryFn: ({ signal }) =>
      api.get(Paths.optionsOrderById.replace(':id', encodeURIComponent(id)), {
        schema: optionsOrder,
        cache: false,
        signal,
      }),
    enabled: options.enabled ?? true,
    staleTime: 5_000,
  });
  const done = query.data !== undefined && query.data.status !== 'open';
  // Polled while this component shows it (not by the query: a poll ends with its component).
  const polling = options.settling && (options.enabled ?? true) && !done;
  const { refetch } = query;
  useEffect(() => {
    if (!polling) return undefined;
    const timer = setInterval(() => void refetch(), SETTLING_POLL_MS);
    return () => clearInterval(timer);
  }, [polling, refetch]);
  useEffect(() => {
    if (!done || !options.settling) return;
    void queryClient.invalidateQueries({ queryKey: tradingKeys.orders() });
    void queryClient.invalidateQueries({ queryKey: ledgerKeys.balances() });
  }, [done, options.settling, queryClient]);
  return query;
}

/** The freshest known state of an order: the single order once fetched, else the list's. */
export function latest(listed: OptionsOrder, fetched: OptionsOrder | undefined): OptionsOrder {
  return fetched && fetched.id === listed.id ? fetched : listed;
}
