import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASSET_SCALE, type Language } from '@swx/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rows } from '../../platform/db/rows.js';
import { seedContentDir } from '../../platform/paths.js';
import {
  SeedFileError,
  integerField,
  itemFolders,
  readItem,
  textList,
} from '../../platform/seed-files.js';
import { toUnits } from '../../platform/units.js';
import type { FileStore } from '../../platform/uploads/index.js';
import { storeArtwork } from './artwork.js';
import { createCharity, createItem } from './catalogue.js';

/**
 * The sample charities and items of a development installation (never production, never
 * tests): `content/nfts/` (see `content/README.md`), each marked `sample`. An item whose slug
 * exists is left alone; an auction starts when it is first seeded and runs `open-hours`.
 */

const HOUR = 3_600_000;

interface Text {
  language: Language;
  title: string;
  body: string;
}
export interface SeedCharity {
  slug: string;
  link: string;
  sort: number;
  texts: Text[];
}
export interface SeedNftItem {
  slug: string;
  charity: string;
  creator: string;
  sort: number;
  texts: Text[];
  art: string;
  auction?: {
    startingPrice: string;
    reservePrice: string;
    minIncrement: string;
    openHours: number;
  };
  edition?: { price: string; editionSize: number; startsInHours: number };
}
export interface SeedNfts {
  charities: SeedCharity[];
  items: SeedNftItem[];
}

function usdtField(file: string, key: string, value: string): string {
  const units = toUnits(value, ASSET_SCALE.USDT);
  if (!/^\d{1,7}(?:\.\d{1,6})?$/.test(value) || units === undefined || units <= 0n) {
    throw new SeedFileError(file, `"${key}" must be a USDT amount above 0 and below 10,000,000`);
  }
  return value;
}

const textsOf = (texts: Parameters<typeof textList<{ title: string; body: string }>>[0]) =>
  textList(texts).map((t) => ({ language: t.language, title: t.title, body: t.body.trim() }));

/** Reads and checks `content/nfts/`. */
export function loadSeedNfts(root: string = seedContentDir): SeedNfts {
  const dir = join(root, 'nfts');
  const charities = itemFolders(join(dir, 'charities')).map((name) => {
    const item = readItem(join(dir, 'charities', name), ['link', 'order'] as const);
    const file = join(item.dir, 'meta.txt');
    if (!/^https:\/\/[^\s]{1,200}$/.test(item.meta.link)) {
      throw new SeedFileError(file, '"link" must be an https address');
    }
    return {
      slug: item.slug,
      link: item.meta.link,
      sort: integerField(file, 'order', item.meta.order, 0, 10_000),
      texts: textsOf(item.texts),
    };
  });
  const slugs = new Set(charities.map((c) => c.slug));
  const artOf = (slug: string, file: string) => {
    const art = join(dir, 'art', `${slug}.svg`);
    if (!existsSync(art)) throw new SeedFileError(file, `has no drawing at art/${slug}.svg`);
    return art;
  };
  const charityOf = (file: string, slug: string) => {
    if (!slugs.has(slug)) throw new SeedFileError(file, `"charity" names no charity (${slug})`);
    return slug;
  };
  const auctions = itemFolders(join(dir, 'auctions')).map((name): SeedNftItem => {
    const item = readItem(join(dir, 'auctions', name), [
      'charity',
      'creator',
      'starting-price',
      'reserve-price',
      'min-increment',
      'open-hours',
      'order',
    ] as const);
    const file = join(item.dir, 'meta.txt');
    const m = item.meta;
    const startingPrice = usdtField(file, 'starting-price', m['starting-price']);
    const reservePrice = usdtField(file, 'reserve-price', m['reserve-price']);
    if (toUnits(reservePrice, 6)! < toUnits(startingPrice, 6)!) {
      throw new SeedFileError(file, '"reserve-price" must be at least "starting-price"');
    }
    return {
      slug: item.slug,
      charity: charityOf(file, m.charity),
      creator: m.creator,
      sort: integerField(file, 'order', m.order, 0, 10_000),
      texts: textsOf(item.texts),
      art: artOf(item.slug, file),
      auction: {
        startingPrice,
        reservePrice,
        minIncrement: usdtField(file, 'min-increment', m['min-increment']),
        openHours: integerField(file, 'open-hours', m['open-hours'], 1, 24 * 30),
      },
    };
  });
  const editions = itemFolders(join(dir, 'editions')).map((name): SeedNftItem => {
    const item = readItem(join(dir, 'editions', name), [
      'charity',
      'creator',
      'price',
      'edition-size',
      'starts-in-hours',
      'order',
    ] as const);
    const file = join(item.dir, 'meta.txt');
    const m = item.meta;
    return {
      slug: item.slug,
      charity: charityOf(file, m.charity),
      creator: m.creator,
      sort: integerField(file, 'order', m.order, 0, 10_000),
      texts: textsOf(item.texts),
      art: artOf(item.slug, file),
      edition: {
        price: usdtField(file, 'price', m.price),
        editionSize: integerField(file, 'edition-size', m['edition-size'], 1, 100_000),
        startsInHours: integerField(file, 'starts-in-hours', m['starts-in-hours'], 0, 24 * 30),
      },
    };
  });
  return { charities, items: [...auctions, ...editions].sort((a, b) => a.sort - b.sort) };
}

/** Inserts the sample charities and items the database does not have yet (by slug). */
export async function seedNfts(db: Db, store: FileStore, seed: SeedNfts, now: Date): Promise<void> {
  const ids = new Map<string, number>();
  for (const c of seed.charities) {
    const id = await db.transaction(async (tx) => {
      const [found] = rows<{ id: number }>(
        await tx.execute(sql`select id from charities where slug = ${c.slug}`),
      );
      if (found) return found.id;
      return createCharity(tx, {
        slug: c.slug,
        link: c.link,
        sample: true,
        texts: Object.fromEntries(
          c.texts.map((t) => [t.language, { name: t.title, description: t.body }]),
        ),
      });
    });
    ids.set(c.slug, id);
  }
  for (const item of seed.items) {
    const [found] = rows<{ id: string }>(
      await db.execute(sql`select id::text from nft_items where slug = ${item.slug}`),
    );
    if (found) continue;
    const images = await storeArtwork(store, readFileSync(item.art));
    const starts = new Date(now.getTime() + (item.edition?.startsInHours ?? 0) * HOUR);
    await db.transaction((tx) =>
      createItem(tx, {
        slug: item.slug,
        charityId: ids.get(item.charity)!,
        creator: item.creator,
        mode: item.auction ? 'auction' : 'edition',
        ...(item.auction
          ? {
              startingPrice: item.auction.startingPrice,
              reservePrice: item.auction.reservePrice,
              minIncrement: item.auction.minIncrement,
            }
          : { price: item.edition!.price, editionSize: item.edition!.editionSize }),
        startsAt: starts,
        endsAt: item.auction ? new Date(now.getTime() + item.auction.openHours * HOUR) : null,
        images,
        sample: true,
        sort: item.sort,
        texts: Object.fromEntries(
          item.texts.map((t) => [t.language, { title: t.title, story: t.body }]),
        ),
      }),
    );
  }
}
