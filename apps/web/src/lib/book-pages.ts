import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ResultSchema } from './api-client';
import { ORDERS_PAGE_SIZE, type OrdersState } from './query-keys';
import { useSession } from './session';
import { useBook } from './use-book';

/** Which page of a book's trades a list shows: open ones or the history, of one code or all. */
export interface BookPageFilter {
  state: OrdersState;
  code?: string;
  page: number;
  pageSize?: number;
}

/**
 * A page of the caller's trades of one kind (options orders, contract positions) in the book
 * in use, newest first. Never from the GET cache; the last page stays shown while the next
 * one loads, and the book is part of the key (a mode switch never shows the other book's).
 * Asked for only while signed in, and `enabled` (true unless said).
 */
export function useBookPage<T>(
  list: {
    path: string;
    schema: ResultSchema<T>;
    key(
      book: ReturnType<typeof useBook>,
      filter: Required<Omit<BookPageFilter, 'code'>> & { code: string | undefined },
    ): readonly unknown[];
  },
  filter: BookPageFilter,
  options: { enabled?: boolean } = {},
) {
  const { isLogin } = useSession();
  const book = useBook();
  const pageSize = filter.pageSize ?? ORDERS_PAGE_SIZE;
  return useQuery({
    queryKey: list.key(book, { ...filter, code: filter.code, pageSize }),
    queryFn: ({ signal }) =>
      api.get(list.path, {
        query: { state: filter.state, code: filter.code, page: filter.page, pageSize },
        schema: list.schema,
        cache: false,
        signal,
      }),
    enabled: isLogin && (options.enabled ?? true),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
