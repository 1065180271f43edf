import { Paths, contractPositionPage } from '@swx/contract';
import { useBookPage, type BookPageFilter } from '../../../lib/book-pages';
import { tradingKeys } from '../../../lib/query-keys';

/**
 * GET /order/listContractOrder: the caller's contract positions in the current book, newest
 * first: open ones or the history, of one instrument (`code`) or all.
 */
export function useContractPositions(filter: BookPageFilter, options: { enabled?: boolean } = {}) {
  return useBookPage(
    { path: Paths.listContractOrder, schema: contractPositionPage, key: tradingKeys.positionPage },
    filter,
    options,
  );
}
