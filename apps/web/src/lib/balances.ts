import { Paths, balancesResult, type Balance, type Book } from '@swx/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useSession } from './session';
import { ledgerKeys } from './query-keys';

/** The asset every book is kept in today (trading, plans, loans and NFTs are priced in it). */
export const BOOK_ASSET = 'USDT';

/**
 * GET /user/listBalances: available and held of both books. Never from the 5-minute GET cache:
 * a balance must follow the money that moved.
 */
export const balancesQuery = () =>
  queryOptions({
    queryKey: ledgerKeys.balances(),
    queryFn: ({ signal }) =>
      api.get(Paths.listBalances, { schema: balancesResult, cache: false, signal }),
    staleTime: 15_000,
  });

export function useBalances() {
  const { isLogin } = useSession();
  return useQuery({ ...balancesQuery(), enabled: isLogin });
}

/** A book's balance in an asset; zero when the server lists none (a book with no account yet). */
export function balanceOf(balances: readonly Balance[], book: Book, asset = BOOK_ASSET): Balance {
  return (
    balances.find((b) => b.book === book && b.asset === asset) ?? {
      book,
      asset,
      available: '0',
      held: '0',
    }
  );
}
