import { Paths, noticeDetail, type Language } from '@swx/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../i18n/format';
import { helpKeys } from './keys';

export function getNotice(id: string, signal?: AbortSignal) {
  return api.get(Paths.noticeById.replace(':id', encodeURIComponent(id)), {
    schema: noticeDetail,
    signal,
  });
}

export const noticeQuery = (id: string, language: Language) =>
  queryOptions({
    queryKey: helpKeys.notice(id, language),
    queryFn: ({ signal }) => getNotice(id, signal),
    staleTime: 60_000,
  });

/** One notice with its Markdown body. */
export function useNotice(id: string) {
  return useQuery(noticeQuery(id, useLanguage()));
}
