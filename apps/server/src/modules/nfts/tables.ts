import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { NFT_SALE_MODES } from '@swx/contract';
import { textList } from '../../platform/db/checks.js';
import {
  createdAt,
  decimal,
  identityId,
  idOf,
  timestamptz,
  translationColumns,
  translationKeys,
} from '../../platform/db/columns.js';
import { users } from '../identity/tables.js';
import { fourEyesChecks, fourEyesColumns, ledgerJournals } from '../ledger/tables.js';

/**
 * Charity NFTs (docs/adr/0026). A charity receives the proceeds of its items through its
 * payable ledger account; an item is an artwork sold as a timed auction or as fixed-price
 * editions; a bid holds its amount in the bidder's real balance until a higher one releases it
 * or the settlement pays it; a token is one edition owned, with the journal that paid for it.
 * Bids and tokens are append-only; an item's sale terms are fixed once it has a bid or a sale.
 */

export const charities = pgTable('charities', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique('charities_slug_key'),
  link: text('link').notNull(),
  /** Seeded for development only: shown with a "sample" label, never in production. */
  sample: boolean('sample').notNull().default(false),
  createdAt: createdAt(),
});

export const charityTexts = pgTable(
  'charity_texts',
  {
    charityId: integer('charity_id')
      .notNull()
      .references(() => charities.id),
    ...translationColumns({
      name: text('name').notNull(),
      description: text('description').notNull(),
    }),
  },
  (t) => translationKeys(t.charityId, t.language, 'charity_texts'),
);

export const NFT_MODE_SQL = textList(NFT_SALE_MODES);

export const nftItems = pgTable(
  'nft_items',
  {
    id: identityId(),
    slug: text('slug').notNull().unique('nft_items_slug_key'),
    charityId: integer('charity_id')
      .notNull()
      .references(() => charities.id),
    creator: text('creator').notNull(),
    /** Metadata of a real mint elsewhere; null: recorded on this platform only. */
    chain: text('chain'),
    contractAddress: text('contract_address'),
    mode: text('mode').notNull(),
    editionSize: integer('edition_size').notNull(),
    /** An edition's price per copy. */
    price: decimal('price'),
    /** An auction's terms. */
    startingPrice: decimal('starting_price'),
    reservePrice: decimal('reserve_price'),
    minIncrement: decimal('min_increment'),
    /** Share of the proceeds donated; the rest is the platform's fee. */
    donationShare: decimal('donation_share').notNull().default('1'),
    startsAt: timestamptz('starts_at').notNull(),
    /** An auction's end (a late bid moves it); editions: when the sale closes, null: open. */
    endsAt: timestamptz('ends_at'),
    /** Copies sold (editions) or 1 once an auction is won. */
    sold: integer('sold').notNull().default(0),
    /** An auction's leading bid and how many bids it had. */
    leadingBidId: bigint('leading_bid_id', { mode: 'number' }),
    currentBid: decimal('current_bid'),
    bidCount: integer('bid_count').notNull().default(0),
    /** When an ended auction was settled and how: sold (won) or unsold (reserve not met). */
    settledAt: timestamptz('settled_at'),
    outcome: text('outcome'),
    /** The artwork, re-encoded in three sizes: upload store keys (all or none). */
    imageSmall: text('image_small'),
    imageMedium: text('image_medium'),
    imageLarge: text('image_large'),
    sample: boolean('sample').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('nft_items_mode', sql`${t.mode} in ${NFT_MODE_SQL}`),
    check(
      'nft_items_terms',
      sql`(${t.mode} = 'edition' and ${t.price} > 0 and ${t.price} <= 1000000
            and ${t.editionSize} between 1 and 100000 and ${t.startingPrice} is null
            and ${t.reservePrice} is null and ${t.minIncrement} is null)
          or (${t.mode} = 'auction' and ${t.price} is null and ${t.editionSize} = 1
            and ${t.startingPrice} > 0 and ${t.reservePrice} >= ${t.startingPrice}
            and ${t.reservePrice} <= 1000000 and ${t.minIncrement} > 0
            and ${t.endsAt} is not null)`,
    ),
    check(
      'nft_items_image',
      sql`(${t.imageSmall} is null) = (${t.imageMedium} is null)
          and (${t.imageSmall} is null) = (${t.imageLarge} is null)`,
    ),
    check('nft_items_share', sql`${t.donationShare} > 0 and ${t.donationShare} <= 1`),
    check('nft_items_sold', sql`${t.sold} >= 0 and ${t.sold} <= ${t.editionSize}`),
    check('nft_items_window', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    check(
      'nft_items_outcome',
      sql`(${t.outcome} is null) = (${t.settledAt} is null)
          and (${t.outcome} is null or ${t.outcome} in ('sold', 'unsold'))`,
    ),
    check('nft_items_leader', sql`(${t.leadingBidId} is null) = (${t.currentBid} is null)`),
    index('nft_items_due_idx')
      .on(t.endsAt)
      .where(sql`${t.mode} = 'auction' and ${t.settledAt} is null`),
    index('nft_items_charity_idx').on(t.charityId, t.id),
  ],
);

export const nftItemTexts = pgTable(
  'nft_item_texts',
  {
    itemId: idOf('item_id', () => nftItems.id),
    ...translationColumns({
      title: text('title').notNull(),
      story: text('story').notNull(),
    }),
  },
  (t) => translationKeys(t.itemId, t.language, 'nft_item_texts'),
);

export const nftBids = pgTable(
  'nft_bids',
  {
    id: identityId(),
    itemId: idOf('item_id', () => nftItems.id),
    userId: idOf('user_id', () => users.id),
    amount: decimal('amount').notNull(),
    placedAt: timestamptz('placed_at').notNull(),
    /** The journal that held the amount. */
    journalId: idOf('journal_id', () => ledgerJournals.id),
  },
  (t) => [
    check('nft_bids_amount', sql`${t.amount} > 0`),
    index('nft_bids_item_idx').on(t.itemId, t.id),
    index('nft_bids_user_idx').on(t.userId, t.itemId),
  ],
);

export const nftTokens = pgTable(
  'nft_tokens',
  {
    id: identityId(),
    itemId: idOf('item_id', () => nftItems.id),
    edition: integer('edition').notNull(),
    userId: idOf('user_id', () => users.id),
    price: decimal('price').notNull(),
    donation: decimal('donation').notNull(),
    /** The journal that paid for it and gave the donation. */
    journalId: idOf('journal_id', () => ledgerJournals.id),
    acquiredAt: timestamptz('acquired_at').notNull(),
    /** SHA-256 (hex) of the certificate's text (contract `certificateText`). */
    certificateSha256: text('certificate_sha256').notNull(),
  },
  (t) => [
    uniqueIndex('nft_tokens_edition_key').on(t.itemId, t.edition),
    check('nft_tokens_edition', sql`${t.edition} >= 1`),
    index('nft_tokens_user_idx').on(t.userId, t.id),
  ],
);

/**
 * Payouts to a charity of what its items gave (docs/adr/0026): recorded by one staff member with
 * `ledger.adjust` and the transfer's reference, approved by another, which posts one
 * `nft.payout` journal from the charity's payable account to the withdrawals clearing account.
 * A transfer reference is recorded once (rejected payouts aside).
 */
export const nftPayouts = pgTable(
  'nft_payouts',
  {
    id: identityId(),
    charityId: integer('charity_id')
      .notNull()
      .references(() => charities.id),
    amount: decimal('amount').notNull(),
    transferRef: text('transfer_ref').notNull(),
    reason: text('reason').notNull(),
    ...fourEyesColumns(),
  },
  (t) => [
    index('nft_payouts_status_idx').on(t.status, t.id),
    index('nft_payouts_charity_idx').on(t.charityId, t.id),
    uniqueIndex('nft_payouts_transfer_key')
      .on(t.transferRef)
      .where(sql`${t.status} <> 'rejected'`),
    check('nft_payouts_amount', sql`${t.amount} > 0 and ${t.amount} <= 10000000`),
    ...fourEyesChecks('nft_payouts', t),
  ],
);
