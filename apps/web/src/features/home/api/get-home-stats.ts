import { Paths, homeStats } from '@swx/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getHomeStats(signal?: AbortSignal) {
  // The server computes these once a minute; the client cache would only make them older.
  return api.get(Paths.homeStats, { schema: homeStats, signal, cache: false });
}

export const homeStatsQuery = () =>
  queryOptions({
    queryKey: ['home', 'stats'] as const,
    queryFn: ({ signal }) => getHomeStats(signal),
    staleTime: 60_000,
  });

/** The home page's figures, computed by the server from the platform's own data. */
export function useHomeStats() {
  return useQuery(homeStatsQuery());
}
