import { Paths, noticePage, type Language } from '@swx/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../i18n/format';
import { helpKeys } from './keys';

export const NOTICE_PAGE_SIZE = 10;

export function listNotices(page: number, pageSize: number, signal?: AbortSignal) {
  return api.get(Paths.listNotices, { query: { page, pageSize }, schema: noticePage, signal });
}

export const noticesQuery = (language: Language, page: number, pageSize = NOTICE_PAGE_SIZE) =>
  queryOptions({
    queryKey: helpKeys.notices(language, page, pageSize),
    queryFn: ({ signal }) => listNotices(page, pageSize, signal),
    staleTime: 60_000,
  });

/** One page of notices (pinned first, newest first) in the current language. */
export function useNotices(page: number, pageSize = NOTICE_PAGE_SIZE) {
  return useQuery(noticesQuery(useLanguage(), page, pageSize));
}

export const noticeListQuery = (language: Language) =>
  infiniteQueryOptions({
    queryKey: [...helpKeys.notices(language, 0, NOTICE_PAGE_SIZE), 'all'] as const,
    queryFn: ({ pageParam, signal }) => listNotices(pageParam, NOTICE_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    staleTime: 60_000,
  });

/** Every notice, a page at a time ("show more"). */
export function useNoticeList() {
  return useInfiniteQuery(noticeListQuery(useLanguage()));
}
