import { Paths, contentDetail, type Language } from '@swx/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../i18n/format';
import { contentKeys } from './keys';

export function getContent(id: string, signal?: AbortSignal) {
  return api.get(Paths.contentById.replace(':id', encodeURIComponent(id)), {
    schema: contentDetail,
    signal,
  });
}

export const contentQuery = (id: string, language: Language) =>
  queryOptions({
    queryKey: contentKeys.detail(id, language),
    queryFn: ({ signal }) => getContent(id, signal),
    staleTime: 5 * 60_000,
  });

/** One content page with its Markdown body; disabled without an id. */
export function useContent(id: string | null) {
  const language = useLanguage();
  return useQuery({ ...contentQuery(id ?? '', language), enabled: id !== null });
}
