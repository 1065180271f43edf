import { Code, Paths, parameterResult } from '@swx/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { contentKeys } from './keys';

/** A public system parameter's value, or null when the server has none under that key (10018). */
export async function getParameter(key: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const result = await api.get(Paths.paramByKey.replace(':key', encodeURIComponent(key)), {
      schema: parameterResult,
      signal,
    });
    return result.value;
  } catch (error) {
    if (isApiError(error) && error.code === Code.PARAMETER_UNAVAILABLE) return null;
    throw error;
  }
}

export const parameterQuery = (key: string) =>
  queryOptions({
    queryKey: contentKeys.parameter(key),
    queryFn: ({ signal }) => getParameter(key, signal),
    staleTime: 5 * 60_000,
  });

export function useParameter(key: string) {
  return useQuery(parameterQuery(key));
}
