import type { Language, NftSaleMode } from '@swx/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rows } from '../../platform/db/rows.js';

/**
 * Writing the NFT catalogue (docs/adr/0026): a charity and its texts, an item and its texts,
 * each in the caller's transaction. The tables' checks hold the terms to their bounds (an
 * auction's reserve at or above its starting price, prices at most 1,000,000 USDT, a share of
 * at most 1); the back office's forms and audit entries sit on top of these.
 */

export interface NewCharity {
  slug: string;
  link: string;
  sample?: boolean;
  texts: Partial<Record<Language, { name: string; description: string }>>;
}

export async function createCharity(tx: Db, charity: NewCharity): Promise<number> {
  const [row] = rows<{ id: number }>(
    await tx.execute(sql`
      insert into charities (slug, link, sample)
      values (${charity.slug}, ${charity.link}, ${charity.sample ?? false}) returning id`),
  );
  for (const [language, text] of Object.entries(charity.texts)) {
    await tx.execute(sql`
      insert into charity_texts (charity_id, language, name, description)
      values (${row!.id}, ${language}, ${text.name}, ${text.description})`);
  }
  return row!.id;
}

export interface NewItem {
  slug: string;
  charityId: number;
  creator: string;
  chain?: string | null;
  contractAddress?: string | null;
  mode: NftSaleMode;
  /** Editions: copies and price per copy. */
  editionSize?: number;
  price?: string;
  /** Auctions: starting price, reserve, minimum increment. */
  startingPrice?: string;
  reservePrice?: string;
  minIncrement?: string;
  /** Of the proceeds, to the charity (1 when not given). */
  donationShare?: string;
  startsAt: Date;
  endsAt: Date | null;
  images?: { small: string; medium: string; large: string };
  sample?: boolean;
  sort?: number;
  texts: Partial<Record<Language, { title: string; story: string }>>;
}

export async function createItem(tx: Db, item: NewItem): Promise<string> {
  const auction = item.mode === 'auction';
  const [row] = rows<{ id: string }>(
    await tx.execute(sql`
      insert into nft_items (slug, charity_id, creator, chain, contract_address, mode,
        edition_size, price, starting_price, reserve_price, min_increment, donation_share,
        starts_at, ends_at, image_small, image_medium, image_large, sample, sort)
      values (${item.slug}, ${item.charityId}, ${item.creator}, ${item.chain ?? null},
        ${item.contractAddress ?? null}, ${item.mode}, ${auction ? 1 : (item.editionSize ?? 1)},
        ${auction ? null : (item.price ?? null)}, ${auction ? (item.startingPrice ?? null) : null},
        ${auction ? (item.reservePrice ?? item.startingPrice ?? null) : null},
        ${auction ? (item.minIncrement ?? null) : null}, ${item.donationShare ?? '1'},
        ${item.startsAt.toISOString()}, ${item.endsAt?.toISOString() ?? null},
        ${item.images?.small ?? null}, ${item.images?.medium ?? null},
        ${item.images?.large ?? null}, ${item.sample ?? false}, ${item.sort ?? 0})
      returning id::text`),
  );
  for (const [language, text] of Object.entries(item.texts)) {
    await tx.execute(sql`
      insert into nft_item_texts (item_id, language, title, story)
      values (${row!.id}, ${language}, ${text.title}, ${text.story})`);
  }
  return row!.id;
}
