import { Paths, contentList, type Language } from '@swx/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../i18n/format';
import { contentKeys } from './keys';

/** `listContents/{type}`: type 1 asks for the Chinese list, 2 for every other language (spec). */
export function contentListType(language: Language): '1' | '2' {
  return language === 'zh' || language === 'hk' ? '1' : '2';
}

export function listContents(language: Language, signal?: AbortSignal) {
  const path = Paths.listContents.replace(':type', contentListType(language));
  return api.get(path, { schema: contentList, signal });
}

export const contentsQuery = (language: Language) =>
  queryOptions({
    queryKey: contentKeys.list(language),
    queryFn: ({ signal }) => listContents(language, signal),
    staleTime: 5 * 60_000,
  });

/** The content pages (company, policy, statements) in the current language. */
export function useContents() {
  return useQuery(contentsQuery(useLanguage()));
}
