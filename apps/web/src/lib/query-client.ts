import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** React Query defaults: retry only when the network failed, never after an answer. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 2 && isApiError(error) && error.kind === 'network',
      },
      mutations: { retry: false },
    },
  });
}
