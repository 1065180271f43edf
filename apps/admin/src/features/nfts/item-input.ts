import { type NftSaleMode } from '@swx/contract';
import { NFT_SALE_MAX_DAYS, nftItemBody } from '@swx/contract/admin';
import {
  filledKindTexts,
  kindTextsError,
  kindTextsOf,
  type KindTexts,
  type TextKind,
} from '../../components/product-texts';
import { plainAmount, sortError, usdtUnits } from '../../lib/product-input';
import type { NftItemAdmin, NftItemBody } from './api';

/**
 * A charity NFT item as staff type it in the catalogue's form, checked by the contract's own
 * field rules (`nftItemBody`) and its rules across fields before anything is sent (the server
 * checks again). Amounts stay text; times are the browser's local ones (datetime-local), sent
 * as ISO instants.
 */

/** An item's title and story per language (the contract's `nftItemTexts`). */
export const ITEM_TEXT: TextKind<'title', 'story'> = {
  heading: { key: 'title', label: 'Title', min: 2, max: 120 },
  body: { key: 'story', label: 'Story', min: 10, max: 2000 },
};
export type ItemTexts = KindTexts<'title', 'story'>;

export interface ItemInput {
  slug: string;
  /** A charity's id as the select holds it ('' until one is chosen). */
  charityId: string;
  creator: string;
  mode: NftSaleMode;
  startingPrice: string;
  reservePrice: string;
  minIncrement: string;
  price: string;
  editionSize: string;
  /** Of the proceeds, to the charity: 1 is 100%. */
  donationShare: string;
  /** datetime-local values ("2026-12-01T10:00"); the end '' for none. */
  startsAt: string;
  endsAt: string;
  chain: string;
  contractAddress: string;
  sort: string;
  texts: ItemTexts;
}

export type ItemField = Exclude<keyof ItemInput, 'mode'>;
export type ItemErrors = Partial<Record<ItemField, string>>;

const pad = (n: number) => String(n).padStart(2, '0');
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/;
const DAY_MS = 86_400_000;

/** An instant as a datetime-local value in the browser's zone (seconds only when set). */
export function localOf(iso: string): string {
  const d = new Date(iso);
  const seconds = d.getSeconds() ? `:${pad(d.getSeconds())}` : '';
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` +
    `T${pad(d.getHours())}:${pad(d.getMinutes())}${seconds}`
  );
}

/** A datetime-local value as an ISO instant (the browser's offset applied), or undefined. */
export function isoOf(local: string): string | undefined {
  if (!LOCAL.test(local)) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * The instant to send for `local`: the stored one while the field still shows it (so that an
 * unchanged time keeps its milliseconds and a locked item's terms compare equal), else the
 * local value's.
 */
function instantOf(local: string, stored: string | null): string | undefined {
  const typed = isoOf(local);
  return stored !== null && typed === isoOf(localOf(stored)) ? stored : typed;
}

export function itemInputOf(item: NftItemAdmin | null, charityId: number | null): ItemInput {
  if (!item) {
    return {
      slug: '',
      charityId: charityId === null ? '' : String(charityId),
      creator: '',
      mode: 'auction',
      startingPrice: '',
      reservePrice: '',
      minIncrement: '',
      price: '',
      editionSize: '',
      donationShare: '1',
      startsAt: '',
      endsAt: '',
      chain: '',
      contractAddress: '',
      sort: '0',
      texts: {},
    };
  }
  const amount = (v: string | null) => (v === null ? '' : plainAmount(v));
  return {
    slug: item.slug,
    charityId: String(item.charityId),
    creator: item.creator,
    mode: item.mode,
    startingPrice: amount(item.startingPrice),
    reservePrice: amount(item.reservePrice),
    minIncrement: amount(item.minIncrement),
    price: amount(item.price),
    editionSize: item.mode === 'edition' ? String(item.editionSize) : '',
    donationShare: item.donationShare,
    startsAt: localOf(item.startsAt),
    endsAt: item.endsAt === null ? '' : localOf(item.endsAt),
    chain: item.chain ?? '',
    contractAddress: item.contractAddress ?? '',
    sort: String(item.sort),
    texts: kindTextsOf(ITEM_TEXT, item.texts),
  };
}

const rule = nftItemBody.shape;
const USDT_HINT = 'A USDT amount from 0.000001 to 1,000,000, e.g. 40 or 12.5 (6 decimals).';

/** What is wrong with the item as typed (the contract's rules), by field. */
export function validateItem(input: ItemInput): ItemErrors {
  const errors: ItemErrors = {};
  const text = (key: ItemField) => (input[key] as string).trim();
  if (!rule.slug.safeParse(text('slug')).success) {
    errors.slug = 'Lower-case letters, digits and hyphens (at most 64), e.g. paper-boats.';
  }
  if (input.charityId === '') errors.charityId = 'Choose the charity the item gives to.';
  if (!rule.creator.safeParse(input.creator).success) errors.creator = '2 to 100 characters.';
  const amount = (key: 'startingPrice' | 'reservePrice' | 'minIncrement' | 'price') => {
    if (rule[key].safeParse(text(key)).success) return usdtUnits(text(key));
    errors[key] = USDT_HINT;
    return undefined;
  };
  const auction = input.mode === 'auction';
  if (auction) {
    const starting = amount('startingPrice');
    const reserve = amount('reservePrice');
    amount('minIncrement');
    if (starting !== undefined && reserve !== undefined && reserve < starting) {
      errors.reservePrice = 'At least the starting price.';
    }
  } else {
    amount('price');
    const copies = text('editionSize');
    if (!/^\d+$/.test(copies) || !rule.editionSize.safeParse(Number(copies)).success) {
      errors.editionSize = 'Whole copies from 1 to 100,000.';
    }
  }
  if (!rule.donationShare.safeParse(text('donationShare')).success) {
    errors.donationShare = 'A fraction above 0, at most 1, four decimals: 1 is 100%, 0.85 is 85%.';
  }
  const start = isoOf(input.startsAt);
  if (start === undefined) errors.startsAt = 'Choose when the sale starts.';
  if (input.endsAt === '') {
    if (auction) errors.endsAt = 'An auction needs an end.';
  } else {
    const end = isoOf(input.endsAt);
    const length =
      end === undefined || start === undefined ? 0 : Date.parse(end) - Date.parse(start);
    if (end === undefined) errors.endsAt = 'Choose a date and a time.';
    else if (start !== undefined && length <= 0) errors.endsAt = 'After the start.';
    else if (length > NFT_SALE_MAX_DAYS * DAY_MS) {
      errors.endsAt = `A sale lasts at most ${NFT_SALE_MAX_DAYS} days.`;
    }
  }
  const chain = text('chain');
  const address = text('contractAddress');
  if ((chain === '') !== (address === '')) {
    errors[chain === '' ? 'chain' : 'contractAddress'] =
      'Give both the chain and the contract address, or neither.';
  } else if (chain !== '') {
    if (!rule.chain.safeParse(chain).success) errors.chain = '2 to 40 characters.';
    if (!rule.contractAddress.safeParse(address).success) {
      errors.contractAddress = '8 to 100 letters, digits, colons, underscores or hyphens.';
    }
  }
  const sort = sortError(input.sort);
  if (sort) errors.sort = sort;
  const texts = kindTextsError(ITEM_TEXT, input.texts);
  if (texts) errors.texts = texts;
  return errors;
}

/**
 * The body to send for a checked input: the other mode's fields null, amounts as typed
 * (trimmed), times as ISO instants. `item` is the stored item being edited (null: a new one).
 */
export function itemBodyOf(input: ItemInput, item: NftItemAdmin | null): NftItemBody {
  const auction = input.mode === 'auction';
  const when = (auctionOnly: boolean, value: string) =>
    auctionOnly === auction ? value.trim() : null;
  return {
    slug: input.slug.trim(),
    charityId: Number(input.charityId),
    creator: input.creator.trim(),
    chain: input.chain.trim() || null,
    contractAddress: input.contractAddress.trim() || null,
    mode: input.mode,
    editionSize: auction ? null : Number(input.editionSize),
    price: when(false, input.price),
    startingPrice: when(true, input.startingPrice),
    reservePrice: when(true, input.reservePrice),
    minIncrement: when(true, input.minIncrement),
    donationShare: input.donationShare.trim(),
    startsAt: instantOf(input.startsAt, item?.startsAt ?? null)!,
    endsAt: input.endsAt === '' ? null : instantOf(input.endsAt, item?.endsAt ?? null)!,
    sort: Number(input.sort),
    texts: filledKindTexts(ITEM_TEXT, input.texts),
  };
}

/** The item's English title (its slug without one). */
export const itemTitle = (item: NftItemAdmin) =>
  item.texts.find((t) => t.lang === 'en')?.title ?? item.slug;
