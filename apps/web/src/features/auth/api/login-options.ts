import { Paths, loginOptionsResult } from '@swx/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';

/** GET /login/options: which login methods the server offers (`{google}`). */
export function getLoginOptions(signal?: AbortSignal) {
  return api.get(Paths.loginOptions, { schema: loginOptionsResult, signal });
}

export const loginOptionsQuery = () =>
  queryOptions({
    queryKey: authKeys.loginOptions(),
    queryFn: ({ signal }) => getLoginOptions(signal),
    staleTime: 5 * 60_000,
  });

export function useLoginOptions() {
  return useQuery(loginOptionsQuery());
}
