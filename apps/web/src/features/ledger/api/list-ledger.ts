import { LEDGER_PAGE_SIZE_MAX, Paths, ledgerJournalPage, type Book } from '@swx/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { ledgerKeys } from '../../../lib/query-keys';

/** Events (journals) per page of the transaction record (the API allows LEDGER_PAGE_SIZE_MAX). */
export const LEDGER_PAGE_SIZE = 20;

/**
 * GET /user/listLedgerJournals: one page of the caller's journals (one book or both), newest
 * first, each with its entries. The server pages by journal, so an event is never split
 * between two pages.
 */
export const ledgerQuery = (book: Book | undefined, page: number, pageSize = LEDGER_PAGE_SIZE) =>
  queryOptions({
    queryKey: ledgerKeys.journals(book, page, pageSize),
    queryFn: ({ signal }) =>
      api.get(Paths.listLedgerJournals, {
        query: { book, page, pageSize: Math.min(pageSize, LEDGER_PAGE_SIZE_MAX) },
        schema: ledgerJournalPage,
        cache: false,
        signal,
      }),
    staleTime: 15_000,
  });

/** A page of the record; the previous page stays on screen while the next one loads. */
export function useLedger(book: Book | undefined, page: number) {
  const { isLogin } = useSession();
  return useQuery({
    ...ledgerQuery(book, page),
    enabled: isLogin,
    placeholderData: keepPreviousData,
  });
}
