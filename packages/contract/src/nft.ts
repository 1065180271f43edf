import { z } from 'zod';
import { Code } from './codes.js';
import { queryInt } from './content.js';
import { toUnits } from './money.js';

/**
 * Charity NFTs (spec sections 1, 3 "NFT", 5, 7; domain.md "NFT"; docs/adr/0026): artworks sold
 * as timed auctions or fixed-price editions whose proceeds (a donation share, 100% seeded) go to
 * a charity. Tokens are recorded on this platform, each with a certificate anyone can re-hash;
 * nothing here claims an on-chain mint. Amounts are USDT decimal strings.
 */

const invalid = { error: String(Code.INVALID_PARAMS) };
const code = (c: number) => ({ error: String(c) });

/** auction: a timed auction with a starting price, a reserve and a minimum increment;
 * edition: a number of copies at a fixed price each. */
export const NFT_SALE_MODES = ['auction', 'edition'] as const;
export type NftSaleMode = (typeof NFT_SALE_MODES)[number];

/**
 * upcoming: not on sale yet; live: bids or purchases accepted; ended: the auction's time is up
 * and it is being settled; sold: the auction was won or every edition sold; unsold: the auction
 * ended without a bid at or above the reserve (holds released), or the edition sale ended with
 * copies left.
 */
export const NFT_STATUSES = ['upcoming', 'live', 'ended', 'sold', 'unsold'] as const;
export type NftStatus = (typeof NFT_STATUSES)[number];

/** Filters of the market list. */
export const NFT_LIST_FILTERS = ['live', 'upcoming', 'ended'] as const;

/** The largest bid or purchase total the platform accepts (bounded money). */
export const NFT_AMOUNT_MAX_USDT = '1000000';
/** Copies one purchase may take. */
export const NFT_QUANTITY_MAX = 10;

/**
 * The smallest bid an auction accepts now: its starting price while it has no bid, else the
 * current bid plus the minimum increment. USDT units.
 */
export function minimumBid(input: {
  currentBid: bigint | null;
  startingPrice: bigint;
  minIncrement: bigint;
}): bigint {
  return input.currentBid === null ? input.startingPrice : input.currentBid + input.minIncrement;
}

/** The widths (pixels) an artwork is stored at, height in proportion: `image.small/medium/large`. */
export const NFT_IMAGE_WIDTHS = { small: 320, medium: 640, large: 1280 } as const;

const FINE = 18;
const ONE = 10n ** BigInt(FINE);

/**
 * What the charity gets of a sale: per copy, the price × the donation share rounded down, times
 * the copies (so a journal gives exactly what its tokens state). USDT units; the platform's fee
 * is the rest.
 */
export function nftDonation(price: bigint, donationShare: string, quantity = 1): bigint {
  const share = toUnits(donationShare, FINE);
  if (share === undefined || share <= 0n || share > ONE) {
    throw new Error(`donation share ${donationShare} is not a fraction in (0, 1]`);
  }
  return ((price * share) / ONE) * BigInt(quantity);
}

/** What a token's certificate states, in this order; its SHA-256 is of `certificateText`. */
export const NFT_CERTIFICATE_FIELDS = [
  'platform',
  'token',
  'item',
  'title',
  'edition',
  'owner',
  'price',
  'donation',
  'charity',
  'journal',
  'acquiredAt',
] as const;
export type NftCertificate = Record<(typeof NFT_CERTIFICATE_FIELDS)[number], string>;

/** The certificate as hashed: one `field: value` line per field, in order, LF-separated. */
export function certificateText(certificate: NftCertificate): string {
  return NFT_CERTIFICATE_FIELDS.map((field) => `${field}: ${certificate[field]}`).join('\n');
}

// ---- API -----------------------------------------------------------------------------------------

/** A USDT amount as typed: up to 6 decimals, below a trillion. */
const USDT_TEXT = /^(?:0|[1-9]\d{0,11})(?:\.\d{1,6})?$/;
const ID_TEXT = /^[1-9]\d{0,17}$/;

export const charity = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** In the reader's language (English when the charity has no text in it). */
  name: z.string(),
  description: z.string(),
  lang: z.string(),
  /** The charity's own site. */
  link: z.string(),
  /** Everything its NFTs raised: credits to its payable account in the ledger. */
  donated: z.string(),
  /** Of which staff have paid out to it (with their transfer references). */
  paidOut: z.string(),
  /** Raised and not yet paid out: the payable account's balance. */
  pending: z.string(),
  /** A sample charity seeded for development, never in production. */
  sample: z.boolean(),
});
export const charityList = z.object({ items: z.array(charity) });

/** An image's sizes: paths under the API (re-encoded, no metadata). */
export const nftImage = z.object({ small: z.string(), medium: z.string(), large: z.string() });

export const nftItem = z.object({
  id: z.string(),
  slug: z.string(),
  /** In the reader's language (English when the item has no text in it). */
  title: z.string(),
  story: z.string(),
  lang: z.string(),
  creator: z.string(),
  charityId: z.number().int(),
  charityName: z.string(),
  /** Metadata of a real mint elsewhere, when one exists; null: recorded on this platform only. */
  chain: z.string().nullable(),
  contractAddress: z.string().nullable(),
  mode: z.enum(NFT_SALE_MODES),
  status: z.enum(NFT_STATUSES),
  /** Copies in all (1 for an auction) and copies sold. */
  editionSize: z.number().int(),
  sold: z.number().int(),
  /** An edition's price per copy; null for an auction. */
  price: z.string().nullable(),
  /** An auction's terms; null for editions. */
  startingPrice: z.string().nullable(),
  reservePrice: z.string().nullable(),
  minIncrement: z.string().nullable(),
  /** The highest bid so far (null: none), how many bids, whether it meets the reserve. */
  currentBid: z.string().nullable(),
  bidCount: z.number().int(),
  reserveMet: z.boolean(),
  /** The smallest bid accepted now (null when bids are not accepted). */
  minimumBid: z.string().nullable(),
  startsAt: z.string(),
  /** When the auction ends (a late bid extends it) or the edition sale closes; null: open. */
  endsAt: z.string().nullable(),
  /** Share of the proceeds donated (1 = 100%). */
  donationShare: z.string(),
  /** What this item's sales gave the charity so far (from the ledger). */
  donated: z.string(),
  /** null: no artwork stored. */
  image: nftImage.nullable(),
  sample: z.boolean(),
});

/**
 * What the live channel's `nft.<id>` topic sends: an item's moving parts, on subscribing and
 * after each bid, purchase or settlement (the bids themselves are read again over HTTP, where
 * the reader's own are marked).
 */
export const nftLive = nftItem.pick({
  id: true,
  status: true,
  sold: true,
  currentBid: true,
  bidCount: true,
  reserveMet: true,
  minimumBid: true,
  endsAt: true,
});

export const nftBid = z.object({
  /** The bidder as others see them (masked), or "you". */
  bidder: z.string(),
  mine: z.boolean(),
  amount: z.string(),
  at: z.string(),
});
export const nftDetail = nftItem.extend({ bids: z.array(nftBid) });

export const NFT_PAGE_SIZE_MAX = 50;
export const listNftQuery = z.strictObject(
  {
    status: z.enum(NFT_LIST_FILTERS, invalid).optional(),
    charity: queryInt(2 ** 31 - 1).optional(),
    page: queryInt(100_000).optional(),
    pageSize: queryInt(NFT_PAGE_SIZE_MAX).optional(),
  },
  invalid,
);
export const nftPage = z.object({
  items: z.array(nftItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every charity's donations summed (the public tally). */
  donated: z.string(),
});

export const nftIdParams = z.strictObject(
  { id: z.string(invalid).min(1, invalid).max(40, invalid) },
  invalid,
);

/**
 * POST /user/buyNft: a bid on an auction (`amount` the bid, quantity 1) or a purchase of
 * editions (`amount` the total the user confirmed: price × quantity, else 10067 with the price).
 * A malformed amount answers 10016; an item not on sale 10020; a short balance 10011.
 */
export const buyNftBody = z.strictObject(
  {
    id: z.string(code(Code.COLLECTION_STATUS_INCORRECT)).regex(ID_TEXT, code(Code.NOT_FOUND)),
    amount: z
      .string(code(Code.PURCHASE_AMOUNT_INCORRECT))
      .regex(USDT_TEXT, code(Code.PURCHASE_AMOUNT_INCORRECT))
      .refine((v) => /[1-9]/.test(v), code(Code.PURCHASE_AMOUNT_INCORRECT)),
    quantity: z
      .number(code(Code.INVALID_PARAMS))
      .int(code(Code.INVALID_PARAMS))
      .min(1, code(Code.INVALID_PARAMS))
      .max(NFT_QUANTITY_MAX, code(Code.INVALID_PARAMS))
      .optional(),
  },
  invalid,
);

export const nftToken = z.object({
  id: z.string(),
  itemId: z.string(),
  title: z.string(),
  /** 1-based; of `editionSize`. */
  edition: z.number().int(),
  editionSize: z.number().int(),
  price: z.string(),
  donation: z.string(),
  charityName: z.string(),
  acquiredAt: z.string(),
  /** The journal that moved the money (the donation's ledger record). */
  journalId: z.string(),
  image: nftImage.nullable(),
  /** The certificate's fields and the SHA-256 (hex) of `certificateText` of them. */
  certificate: z.object({
    fields: z.record(z.string(), z.string()),
    sha256: z.string(),
  }),
});

export const buyNftResult = z.object({
  kind: z.enum(['bid', 'purchase']),
  item: nftDetail,
  /** The tokens a purchase gave the caller (none for a bid). */
  tokens: z.array(nftToken),
});

export const MY_NFT_VIEWS = ['tokens', 'bids'] as const;
export const listMyNftQuery = z.strictObject(
  {
    view: z.enum(MY_NFT_VIEWS, invalid).optional(),
    page: queryInt(100_000).optional(),
    pageSize: queryInt(NFT_PAGE_SIZE_MAX).optional(),
  },
  invalid,
);

/** leading: the caller's bid is the highest of a live auction; outbid: a higher one came;
 * won / lost: the auction settled (lost includes a reserve not met). */
export const MY_BID_STATUSES = ['leading', 'outbid', 'won', 'lost'] as const;
export const myBid = z.object({
  itemId: z.string(),
  title: z.string(),
  /** The caller's highest bid on the item. */
  amount: z.string(),
  at: z.string(),
  currentBid: z.string().nullable(),
  endsAt: z.string().nullable(),
  status: z.enum(MY_BID_STATUSES),
  /** What the caller has held for the item now (their leading bid, else 0). */
  held: z.string(),
});

export const myNftPage = z.object({
  view: z.enum(MY_NFT_VIEWS),
  tokens: z.array(nftToken),
  bids: z.array(myBid),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const nftImageParams = z.strictObject(
  { key: z.string(invalid).regex(/^[0-9a-f]{32}\.(?:jpg|png)$/, invalid) },
  invalid,
);

export type Charity = z.infer<typeof charity>;
export type NftItem = z.infer<typeof nftItem>;
export type NftLive = z.infer<typeof nftLive>;
export type NftBid = z.infer<typeof nftBid>;
export type NftDetail = z.infer<typeof nftDetail>;
export type NftPage = z.infer<typeof nftPage>;
export type ListNftQuery = z.infer<typeof listNftQuery>;
export type BuyNftBody = z.infer<typeof buyNftBody>;
export type BuyNftResult = z.infer<typeof buyNftResult>;
export type NftToken = z.infer<typeof nftToken>;
export type MyBid = z.infer<typeof myBid>;
export type MyNftPage = z.infer<typeof myNftPage>;
export type ListMyNftQuery = z.infer<typeof listMyNftQuery>;
