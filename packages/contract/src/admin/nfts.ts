import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { toUnits } from '../money.js';
import { NFT_SALE_MODES, NFT_STATUSES } from '../nft.js';
import { slug } from './content.js';
import { FUNDING_STATUSES, fourEyesRequest } from './fundings.js';
import {
  invalid,
  pageOf,
  pageQuery,
  productTexts,
  productTextsView,
  reasonBody,
  usdtIn,
} from './common.js';

/**
 * Charity NFTs in the back office (apps/server/src/modules/nfts/payouts.ts): the charities with
 * what their items gave them, what was paid out and what is owed, all from the ledger; and the
 * payouts to a charity, recorded by one staff member with the bank or chain transfer's
 * reference and approved by another, which posts one `nft.payout` journal from the charity's
 * payable account to the withdrawals clearing account.
 */

const USDT = 6;

/** The largest single payout to a charity, USDT (what it is owed bounds it first). */
export const NFT_PAYOUT_MAX_USDT = 10_000_000n;

/** A transfer's reference: 3–100 printable ASCII characters, no space at either end. */
export const TRANSFER_REF = /^[\x21-\x7e][\x20-\x7e]{1,98}[\x21-\x7e]$/;

export const charityPayoutBody = z.strictObject(
  {
    charityId: z
      .number(invalid)
      .int(invalid)
      .min(1, invalid)
      .max(2 ** 31 - 1, invalid),
    amount: z.string(invalid).refine((v) => {
      if (!/^(?:0|[1-9]\d{0,11})(?:\.\d{1,6})?$/.test(v)) return false;
      const units = toUnits(v, USDT)!;
      return units > 0n && units <= NFT_PAYOUT_MAX_USDT * 10n ** BigInt(USDT);
    }, invalid),
    /** The bank transfer's or the chain transaction's reference, as the charity will see it. */
    transferRef: z.string(invalid).trim().regex(TRANSFER_REF, invalid),
    reason: reasonBody.shape.reason,
  },
  invalid,
);

export const charityPayoutsQuery = z.strictObject(
  { status: z.enum(FUNDING_STATUSES, invalid).optional(), ...pageQuery },
  invalid,
);

export const charityPayout = z.object({
  id: z.string(),
  charityId: z.number().int(),
  charityName: z.string(),
  amount: z.string(),
  transferRef: z.string(),
  reason: z.string(),
  ...fourEyesRequest,
});
export const charityPayoutPage = pageOf(charityPayout);

/** A charity as staff see it: its English name and its account's figures. */
export const charityAdmin = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  link: z.string(),
  sample: z.boolean(),
  items: z.number().int(),
  /** Every credit to its payable account (what its items gave). */
  donated: z.string(),
  /** Every approved payout. */
  paidOut: z.string(),
  /** The account's balance: owed to the charity. */
  payable: z.string(),
  /** Payouts recorded and waiting for a second staff member. */
  pendingPayouts: z.string(),
});
export const charityAdminList = z.object({ items: z.array(charityAdmin) });

// ---- the catalogue: charities and items -------------------------------------------------------

/** A charity as staff write it: its slug, its site (https) and its name and description per language. */
export const charityBody = z.strictObject(
  {
    slug,
    link: z
      .string(invalid)
      .trim()
      .max(300, invalid)
      .regex(/^https:\/\/[^\s/?#]+\.[^\s]*$/, invalid),
    texts: productTexts,
  },
  invalid,
);

export const charityAdminDetail = charityAdmin.extend({ texts: productTextsView });
export const charityAdminDetailList = z.object({ items: z.array(charityAdminDetail) });

/** An item's title and story in one language. */
export const nftItemText = z.strictObject(
  {
    lang: z.enum(LANGUAGES, invalid),
    title: z.string(invalid).trim().min(2, invalid).max(120, invalid),
    story: z.string(invalid).trim().min(10, invalid).max(2000, invalid),
  },
  invalid,
);
/** Texts per language, each once; English required (the others fall back to it). */
export const nftItemTexts = z
  .array(nftItemText, invalid)
  .min(1, invalid)
  .max(LANGUAGES.length, invalid)
  .refine((t) => new Set(t.map((x) => x.lang)).size === t.length, invalid)
  .refine((t) => t.some((x) => x.lang === 'en'), invalid);

const USDT_UNIT = 10n ** 6n;
/** A price, a reserve or an increment: 0.000001 to 1,000,000 USDT. */
const nftUsdt = usdtIn(1n, 1_000_000n * USDT_UNIT);
const instant = z.iso.datetime({ offset: true, error: invalid.error });
/** The longest auction or edition sale, in days. */
export const NFT_SALE_MAX_DAYS = 90;
const DAY_MS = 86_400_000;

/**
 * An item as staff write it. An auction has a starting price, a reserve at or above it, a
 * minimum increment and an end; editions have a price per copy and a number of copies, and
 * may stay open (no end). A sale lasts at most NFT_SALE_MAX_DAYS.
 */
export const nftItemBody = z
  .strictObject(
    {
      slug,
      charityId: z
        .number(invalid)
        .int(invalid)
        .min(1, invalid)
        .max(2 ** 31 - 1, invalid),
      creator: z.string(invalid).trim().min(2, invalid).max(100, invalid),
      /** A real mint elsewhere (both or neither); none: recorded on this platform only. */
      chain: z.string(invalid).trim().min(2, invalid).max(40, invalid).nullable(),
      contractAddress: z
        .string(invalid)
        .trim()
        .regex(/^[A-Za-z0-9:_-]{8,100}$/, invalid)
        .nullable(),
      mode: z.enum(NFT_SALE_MODES, invalid),
      editionSize: z.number(invalid).int(invalid).min(1, invalid).max(100_000, invalid).nullable(),
      price: nftUsdt.nullable(),
      startingPrice: nftUsdt.nullable(),
      reservePrice: nftUsdt.nullable(),
      minIncrement: nftUsdt.nullable(),
      /** Of the proceeds, to the charity: above 0, at most 1, four decimals. */
      donationShare: z.string(invalid).regex(/^(?:1(?:\.0{1,4})?|0\.(?!0{1,4}$)\d{1,4})$/, invalid),
      startsAt: instant,
      endsAt: instant.nullable(),
      sort: z.number(invalid).int(invalid).min(0, invalid).max(10_000, invalid),
      texts: nftItemTexts,
    },
    invalid,
  )
  .refine((b) => (b.chain === null) === (b.contractAddress === null), invalid)
  .refine((b) => {
    const start = Date.parse(b.startsAt);
    const end = b.endsAt === null ? null : Date.parse(b.endsAt);
    if (end !== null && (end <= start || end - start > NFT_SALE_MAX_DAYS * DAY_MS)) return false;
    if (b.mode === 'edition') {
      return (
        b.editionSize !== null &&
        b.price !== null &&
        b.startingPrice === null &&
        b.reservePrice === null &&
        b.minIncrement === null
      );
    }
    return (
      end !== null &&
      b.editionSize === null &&
      b.price === null &&
      b.startingPrice !== null &&
      b.reservePrice !== null &&
      b.minIncrement !== null &&
      toUnits(b.reservePrice, 6)! >= toUnits(b.startingPrice, 6)!
    );
  }, invalid);

export const nftItemsQuery = z.strictObject(
  {
    charity: z
      .string(invalid)
      .regex(/^[1-9]\d{0,8}$/, invalid)
      .transform(Number)
      .optional(),
    ...pageQuery,
  },
  invalid,
);

/** An item as staff see it: its terms exactly as stored, its sale so far, all its texts. */
export const nftItemAdmin = z.object({
  id: z.string(),
  slug: z.string(),
  charityId: z.number().int(),
  charityName: z.string(),
  creator: z.string(),
  chain: z.string().nullable(),
  contractAddress: z.string().nullable(),
  mode: z.enum(NFT_SALE_MODES),
  editionSize: z.number().int(),
  price: z.string().nullable(),
  startingPrice: z.string().nullable(),
  reservePrice: z.string().nullable(),
  minIncrement: z.string().nullable(),
  donationShare: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  sort: z.number().int(),
  status: z.enum(NFT_STATUSES),
  sold: z.number().int(),
  bidCount: z.number().int(),
  currentBid: z.string().nullable(),
  /** A bid or a sale fixed the terms: only texts, creator, chain and order may change. */
  locked: z.boolean(),
  hasArtwork: z.boolean(),
  sample: z.boolean(),
  texts: z.array(z.object({ lang: z.enum(LANGUAGES), title: z.string(), story: z.string() })),
});
export const nftItemAdminPage = pageOf(nftItemAdmin);

export type CharityBody = z.infer<typeof charityBody>;
export type CharityAdminDetail = z.infer<typeof charityAdminDetail>;
export type NftItemBody = z.infer<typeof nftItemBody>;
export type NftItemAdmin = z.infer<typeof nftItemAdmin>;
export type CharityPayoutBody = z.infer<typeof charityPayoutBody>;
export type CharityPayout = z.infer<typeof charityPayout>;
export type CharityAdmin = z.infer<typeof charityAdmin>;
