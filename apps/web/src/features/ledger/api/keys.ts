import type { Book } from '@swx/contract';

/** React Query keys of the ledger feature (balances and the transaction record). */
export const ledgerKeys = {
  all: ['ledger'] as const,
  balances: () => ['ledger', 'balances'] as const,
  entriesAll: () => ['ledger', 'entries'] as const,
  entries: (book: Book | undefined, page: number, pageSize: number) =>
    ['ledger', 'entries', book ?? 'all', page, pageSize] as const,
};
