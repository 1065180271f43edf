import {
  ASSET_SCALE,
  NFT_AMOUNT_MAX_USDT,
  NFT_QUANTITY_MAX,
  fromUnits,
  nftDonation,
  toUnits,
  type NftDetail,
  type NftItem,
} from '@swx/contract';
import { amountProblem, type AmountProblem } from '../../lib/validation';

/**
 * The figures the NFT pages show, in bigint units (never JS number arithmetic on money): the
 * total of a purchase of editions, the donation it makes, the checks of a bid.
 */

const USDT = ASSET_SCALE.USDT;

/** USDT text as units; 0 for a malformed one (the API's figures are always well formed). */
function units(value: string): bigint {
  return toUnits(value, USDT) ?? 0n;
}

/** Copies an edition has left. */
export function remainingOf(item: Pick<NftItem, 'editionSize' | 'sold'>): number {
  return Math.max(0, item.editionSize - item.sold);
}

/** The most copies one purchase may take now: up to NFT_QUANTITY_MAX and what is left. */
export function maxQuantity(item: Pick<NftItem, 'editionSize' | 'sold'>): number {
  return Math.min(NFT_QUANTITY_MAX, remainingOf(item));
}

/** price × quantity, as USDT text with 6 decimals: the total a purchase sends. */
export function editionTotal(price: string, quantity: number): string {
  return fromUnits(units(price) * BigInt(quantity), USDT);
}

/**
 * What a purchase gives the charity: each copy's donation share of its price, rounded down to
 * the USDT unit, times the copies (the contract's `nftDonation`, the server's rule).
 */
export function editionDonation(price: string, donationShare: string, quantity: number): string {
  return fromUnits(nftDonation(units(price), donationShare, quantity), USDT);
}

export type BidProblem = AmountProblem | 'aboveLimit';

/**
 * What is wrong with a bid as typed (already normalised), or null: a USDT amount with at most 6
 * decimals, at least the minimum bid, at most the platform's bound.
 */
export function bidProblem(amount: string, minimum: string): BidProblem | null {
  const problem = amountProblem(amount, {
    scale: USDT,
    minimum,
    maximum: NFT_AMOUNT_MAX_USDT,
  });
  return problem === 'aboveAvailable' ? 'aboveLimit' : problem;
}

/** Whether the caller's bid leads the item (theirs is the current bid). */
export function isLeader(item: Pick<NftDetail, 'bids' | 'currentBid'>): boolean {
  if (item.currentBid === null) return false;
  const current = units(item.currentBid);
  return item.bids.some((bid) => bid.mine && units(bid.amount) === current);
}

/**
 * What a bid takes from the available balance: the whole bid, or only the raise when the caller
 * already leads (their previous hold is released in the same step).
 */
export function bidNeeds(amount: string, item: Pick<NftDetail, 'bids' | 'currentBid'>): string {
  const bid = units(amount);
  const held = isLeader(item) && item.currentBid !== null ? units(item.currentBid) : 0n;
  return fromUnits(bid > held ? bid - held : 0n, USDT);
}

/** a > b for USDT texts. */
export function isMore(a: string, b: string): boolean {
  return units(a) > units(b);
}

/** a + b for USDT texts, as USDT text with 6 decimals. */
export function addUsdt(a: string, b: string): string {
  return fromUnits(units(a) + units(b), USDT);
}
