import { Paths, balancesResult, fromUnits, type Balance, type Book } from '@swx/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useSession } from './session';
import { ledgerKeys } from './query-keys';
import { assetScale } from './ledger-entries';
import { truncateToUnits } from './units';

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

/** Decimal strings added at the balance's asset scale. */
function sum(balance: Balance, values: readonly string[]): string {
  const scale = assetScale(balance.asset);
  const units = values.reduce((total, value) => total + truncateToUnits(value, scale), 0n);
  return fromUnits(units, scale);
}

/** Everything a book holds: available plus held (margins, stakes, withdrawals on hold). */
export function totalOf(balance: Balance): string {
  return sum(balance, [balance.available, balance.held]);
}

/**
 * A book's equity: its total plus the floating profit or loss of its open positions (what it
 * would hold if they were all closed at the live prices).
 */
export function equityOf(balance: Balance, floating: string): string {
  return sum(balance, [balance.available, balance.held, floating]);
}
