import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/**
 * React Query defaults: retry only when the network failed, never after an answer. Mutations
 * run whatever the browser's network state (`networkMode: 'always'`): offline, an order fails
 * at once and says so, instead of waiting paused and going out when the network returns,
 * perhaps at another price, without the user asking again (issue 17, docs/adr/0023).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 2 && isApiError(error) && error.kind === 'network',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
