import { Code, type NftStatus } from '@swx/contract';
import type {
  CharityAdminDetail,
  CharityBody,
  NftItemAdmin,
  NftItemBody,
} from '@swx/contract/admin';
import { sql } from 'drizzle-orm';
import { uniqueViolation, type Db } from '../../platform/db/client.js';
import { pageOf, type Page } from '../../platform/db/paging.js';
import {
  parsedTexts,
  productTextsJson,
  replaceProductTexts,
} from '../../platform/db/product-texts.js';
import { INT4_MAX, iso, rows } from '../../platform/db/rows.js';
import { AppError } from '../../platform/http/errors.js';
import { usdt } from '../../platform/units.js';
import type { FileStore } from '../../platform/uploads/index.js';
import { auditedChange, type Actor } from '../audit/index.js';
import { storeArtwork } from './artwork.js';
import { createCharity, createItem } from './catalogue.js';
import type { CharityPayouts } from './payouts.js';
import { statusSql } from './service.js';

/**
 * The NFT catalogue in the back office (docs/adr/0026): charities and items written by staff
 * with `config.manage`, each change in one transaction with its audit entry (before and after).
 * An item's sale terms (mode, prices, copies, share, start and end) are fixed once it has a
 * bid, a sale or a settlement: then only its texts, creator, chain and order change (10020
 * otherwise). Artwork goes through the upload pipeline (re-encoded in three sizes, no metadata).
 */

const money = (v: string | null) => (v === null ? null : usdt(v));

interface ItemRow {
  id: string;
  slug: string;
  charity_id: number;
  charity_name: string;
  creator: string;
  chain: string | null;
  contract_address: string | null;
  mode: NftItemAdmin['mode'];
  edition_size: number;
  price: string | null;
  starting_price: string | null;
  reserve_price: string | null;
  min_increment: string | null;
  donation_share: string;
  starts_at: string | Date;
  ends_at: string | Date | null;
  sort: number;
  status: NftStatus;
  sold: number;
  bid_count: number;
  current_bid: string | null;
  locked: boolean;
  has_artwork: boolean;
  sample: boolean;
  texts: unknown;
}

function itemColumns(now: Date) {
  return sql`i.id::text, i.slug, i.charity_id,
    coalesce((select t.name from charity_texts t where t.charity_id = c.id
      and t.language = 'en'), c.slug) as charity_name,
    i.creator, i.chain, i.contract_address, i.mode, i.edition_size, i.price::text,
    i.starting_price::text, i.reserve_price::text, i.min_increment::text,
    i.donation_share::text, i.starts_at, i.ends_at, i.sort, ${statusSql(now.toISOString())} as status,
    i.sold, i.bid_count, i.current_bid::text,
    (i.bid_count > 0 or i.sold > 0 or i.settled_at is not null) as locked,
    (i.image_small is not null) as has_artwork, i.sample,
    (select coalesce(json_agg(json_build_object('lang', t.language, 'title', t.title,
        'story', t.story) order by t.language), '[]'::json)
      from nft_item_texts t where t.item_id = i.id) as texts`;
}
const itemFrom = sql`nft_items i join charities c on c.id = i.charity_id`;

function toItem(r: ItemRow): NftItemAdmin {
  return {
    id: r.id,
    slug: r.slug,
    charityId: r.charity_id,
    charityName: r.charity_name,
    creator: r.creator,
    chain: r.chain,
    contractAddress: r.contract_address,
    mode: r.mode,
    editionSize: r.edition_size,
    price: money(r.price),
    startingPrice: money(r.starting_price),
    reservePrice: money(r.reserve_price),
    minIncrement: money(r.min_increment),
    donationShare: r.donation_share.replace(/\.?0+$/, ''),
    startsAt: iso(r.starts_at),
    endsAt: r.ends_at === null ? null : iso(r.ends_at),
    sort: r.sort,
    status: r.status,
    sold: r.sold,
    bidCount: r.bid_count,
    currentBid: money(r.current_bid),
    locked: r.locked,
    hasArtwork: r.has_artwork,
    sample: r.sample,
    texts: parsedTexts<NftItemAdmin['texts']>(r.texts),
  };
}

/** What an audit entry keeps of an item: its terms and texts, not its moving sale. */
function itemAudit(item: NftItemAdmin) {
  const { status: _status, sold: _sold, bidCount: _bids, currentBid: _bid, ...kept } = item;
  return kept;
}

/** The terms a bid or a sale fixes, as the body and the stored item both state them. */
function terms(v: {
  mode: string;
  editionSize: number | null;
  price: string | null;
  startingPrice: string | null;
  reservePrice: string | null;
  minIncrement: string | null;
  donationShare: string;
  startsAt: string;
  endsAt: string | null;
}): string {
  const units = (x: string | null) => (x === null ? null : usdt(x));
  return JSON.stringify([
    v.mode,
    v.mode === 'auction' ? 1 : v.editionSize,
    units(v.price),
    units(v.startingPrice),
    units(v.reservePrice),
    units(v.minIncrement),
    Number(v.donationShare),
    iso(v.startsAt),
    v.endsAt === null ? null : iso(v.endsAt),
  ]);
}

export class NftStaffCatalogue {
  private readonly change: ReturnType<typeof auditedChange>;

  constructor(
    private readonly deps: {
      db: Db;
      now: () => Date;
      store: FileStore;
      payouts: Pick<CharityPayouts, 'charities'>;
    },
  ) {
    this.change = auditedChange(deps.db, deps.now);
  }

  // ---- charities ---------------------------------------------------------------------------

  /** Every charity with its figures (payouts.ts) and all its texts. */
  async charities(db: Db = this.deps.db): Promise<CharityAdminDetail[]> {
    const figures = await this.deps.payouts.charities(db);
    const texts = new Map(
      rows<{ id: number; texts: unknown }>(
        await db.execute(sql`
          select c.id, ${productTextsJson('charity_texts', 'c')} as texts from charities c`),
      ).map((r) => [r.id, parsedTexts<CharityAdminDetail['texts']>(r.texts)]),
    );
    return figures.map((c) => ({ ...c, texts: texts.get(c.id) ?? [] }));
  }

  private async charity(db: Db, id: number): Promise<CharityAdminDetail> {
    const found = (await this.charities(db)).find((c) => c.id === id);
    if (!found) throw new AppError(Code.NOT_FOUND);
    return found;
  }

  /** A new charity; a slug already taken answers 10026 and writes nothing. */
  createCharity(actor: Actor, body: CharityBody): Promise<CharityAdminDetail> {
    return this.unique(() =>
      this.change(actor, async (tx) => {
        const id = await createCharity(tx, {
          slug: body.slug,
          link: body.link,
          texts: Object.fromEntries(
            body.texts.map((t) => [t.lang, { name: t.name, description: t.description }]),
          ),
        });
        const after = await this.charity(tx, id);
        return {
          result: after,
          audit: {
            action: 'nft.charity.create',
            targetType: 'charity',
            targetId: id,
            before: null,
            after: charityAudit(after),
          },
        };
      }),
    );
  }

  /** Replaces a charity's slug, site and texts (its account and figures stay as they are). */
  changeCharity(actor: Actor, id: number, body: CharityBody): Promise<CharityAdminDetail> {
    if (id > INT4_MAX) throw new AppError(Code.NOT_FOUND);
    return this.unique(() =>
      this.change(actor, async (tx) => {
        const [locked] = rows<{ id: number }>(
          await tx.execute(sql`select id from charities where id = ${id} for update`),
        );
        if (!locked) throw new AppError(Code.NOT_FOUND);
        const before = await this.charity(tx, id);
        await tx.execute(sql`
          update charities set slug = ${body.slug}, link = ${body.link} where id = ${id}`);
        await replaceProductTexts(tx, 'charity_texts', id, body.texts);
        const after = await this.charity(tx, id);
        return {
          result: after,
          audit: {
            action: 'nft.charity.change',
            targetType: 'charity',
            targetId: id,
            before: charityAudit(before),
            after: charityAudit(after),
          },
        };
      }),
    );
  }

  // ---- items -------------------------------------------------------------------------------

  /** Items, newest first, of one charity or all. */
  items(query: {
    charity?: number | undefined;
    page?: number | undefined;
    pageSize?: number | undefined;
  }): Promise<Page<NftItemAdmin>> {
    const charity = query.charity ?? null;
    return pageOf<ItemRow, NftItemAdmin>(
      this.deps.db,
      {
        columns: itemColumns(this.deps.now()),
        from: itemFrom,
        where: sql`(${charity}::int is null or i.charity_id = ${charity})`,
        order: sql`i.id desc`,
        page: query.page,
        pageSize: query.pageSize,
      },
      toItem,
    );
  }

  private async item(db: Db, id: number | string): Promise<NftItemAdmin> {
    const [row] = rows<ItemRow>(
      await db.execute(
        sql`select ${itemColumns(this.deps.now())} from ${itemFrom} where i.id = ${id}`,
      ),
    );
    if (!row) throw new AppError(Code.NOT_FOUND);
    return toItem(row);
  }

  /** A new item (without artwork: `artwork` adds it); 404 for no such charity. */
  createItem(actor: Actor, body: NftItemBody): Promise<NftItemAdmin> {
    return this.unique(() =>
      this.change(actor, async (tx) => {
        await this.requireCharity(tx, body.charityId);
        const id = await createItem(tx, {
          slug: body.slug,
          charityId: body.charityId,
          creator: body.creator,
          chain: body.chain,
          contractAddress: body.contractAddress,
          mode: body.mode,
          ...(body.editionSize === null ? {} : { editionSize: body.editionSize }),
          ...(body.price === null ? {} : { price: body.price }),
          ...(body.startingPrice === null ? {} : { startingPrice: body.startingPrice }),
          ...(body.reservePrice === null ? {} : { reservePrice: body.reservePrice }),
          ...(body.minIncrement === null ? {} : { minIncrement: body.minIncrement }),
          donationShare: body.donationShare,
          startsAt: new Date(body.startsAt),
          endsAt: body.endsAt === null ? null : new Date(body.endsAt),
          sort: body.sort,
          texts: Object.fromEntries(
            body.texts.map((t) => [t.lang, { title: t.title, story: t.story }]),
          ),
        });
        const after = await this.item(tx, id);
        return {
          result: after,
          audit: {
            action: 'nft.item.create',
            targetType: 'nft_item',
            targetId: id,
            before: null,
            after: itemAudit(after),
          },
        };
      }),
    );
  }

  /**
   * Replaces an item. Once a bid, a sale or a settlement fixed its terms, a change of them (or
   * of its charity or slug) answers 10020 and writes nothing; texts, creator, chain and order
   * still change.
   */
  changeItem(actor: Actor, id: number, body: NftItemBody): Promise<NftItemAdmin> {
    return this.unique(() =>
      this.change(actor, async (tx) => {
        const [locked] = rows<{ id: string }>(
          await tx.execute(sql`select id::text from nft_items where id = ${id} for update`),
        );
        if (!locked) throw new AppError(Code.NOT_FOUND);
        const before = await this.item(tx, id);
        if (
          before.locked &&
          (terms(before) !== terms(body) ||
            before.charityId !== body.charityId ||
            before.slug !== body.slug)
        ) {
          throw new AppError(Code.COLLECTION_STATUS_INCORRECT);
        }
        await this.requireCharity(tx, body.charityId);
        const auction = body.mode === 'auction';
        await tx.execute(sql`
            update nft_items set slug = ${body.slug}, charity_id = ${body.charityId},
              creator = ${body.creator}, chain = ${body.chain},
              contract_address = ${body.contractAddress}, mode = ${body.mode},
              edition_size = ${auction ? 1 : body.editionSize}, price = ${body.price},
              starting_price = ${body.startingPrice}, reserve_price = ${body.reservePrice},
              min_increment = ${body.minIncrement}, donation_share = ${body.donationShare},
              starts_at = ${body.startsAt}, ends_at = ${body.endsAt}, sort = ${body.sort}
            where id = ${id}`);
        await tx.execute(sql`delete from nft_item_texts where item_id = ${id}`);
        for (const t of body.texts) {
          await tx.execute(sql`
            insert into nft_item_texts (item_id, language, title, story)
            values (${id}, ${t.lang}, ${t.title}, ${t.story})`);
        }
        const after = await this.item(tx, id);
        return {
          result: after,
          audit: {
            action: 'nft.item.change',
            targetType: 'nft_item',
            targetId: id,
            before: itemAudit(before),
            after: itemAudit(after),
          },
        };
      }),
    );
  }

  /** Stores `image` as the item's artwork in three sizes, replacing any before. */
  async artwork(actor: Actor, id: number, image: Buffer): Promise<NftItemAdmin> {
    await this.item(this.deps.db, id);
    const keys = await storeArtwork(this.deps.store, image);
    try {
      return await this.change(actor, async (tx) => {
        const before = await this.item(tx, id);
        await tx.execute(sql`
          update nft_items set image_small = ${keys.small}, image_medium = ${keys.medium},
            image_large = ${keys.large}
          where id = ${id}`);
        const after = await this.item(tx, id);
        return {
          result: after,
          audit: {
            action: 'nft.item.artwork',
            targetType: 'nft_item',
            targetId: id,
            before: { hasArtwork: before.hasArtwork },
            after: { hasArtwork: true, ...keys },
          },
        };
      });
    } catch (error) {
      await Promise.all(
        Object.values(keys).map((k) => this.deps.store.delete(k).catch(() => undefined)),
      );
      throw error;
    }
  }

  /** 404 unless charity `id` exists (its row kept while `tx` writes an item of it). */
  private async requireCharity(tx: Db, id: number): Promise<void> {
    const [found] = rows<{ id: number }>(
      await tx.execute(sql`select id from charities where id = ${id} for share`),
    );
    if (!found) throw new AppError(Code.NOT_FOUND);
  }

  /** `work`, with a slug already taken answering 10026. */
  private async unique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw new AppError(Code.INVALID_PARAMS);
      throw error;
    }
  }
}

function charityAudit(c: CharityAdminDetail) {
  return { slug: c.slug, link: c.link, texts: c.texts };
}
