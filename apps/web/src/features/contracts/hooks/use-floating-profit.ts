import { OPTIONS_PAGE_SIZE_MAX } from '@swx/contract';
import { useTickerPrices } from '../../../lib/use-current-price';
import { useContractPositions } from '../api/list-contract-positions';
import { floatingProfit } from '../contract-terms';

/** What the open positions of the book in use make or lose now, at live prices. */
export type FloatingProfit =
  /** The positions or a price are on their way. */
  | { state: 'loading' }
  /** The positions could not be loaded, or there are more than one page of them. */
  | { state: 'unknown' }
  /** The sum (a USDT decimal string) over `open` positions. */
  | { state: 'known'; profit: string; open: number };

/**
 * The floating profit or loss of every open leveraged contract in the book in use: the open
 * positions (one page of the most the API gives, OPTIONS_PAGE_SIZE_MAX), each at its
 * instrument's live price, with the arithmetic of the rows that list them (`resultAt`).
 */
export function useFloatingProfit(): FloatingProfit {
  const query = useContractPositions({ state: 'open', page: 1, pageSize: OPTIONS_PAGE_SIZE_MAX });
  const positions = query.data?.items ?? [];
  const prices = useTickerPrices(positions.map((position) => position.code));
  if (query.isError && !query.data) return { state: 'unknown' };
  if (!query.data || query.isPlaceholderData) return { state: 'loading' };
  if (query.data.total > positions.length) return { state: 'unknown' };
  const profit = floatingProfit(positions, prices);
  if (profit === undefined) return { state: 'loading' };
  return { state: 'known', profit, open: positions.length };
}
