import { Code, type Charity, type NftDetail } from '@swx/contract';
import type { CharityAdminDetail, NftItemAdmin, NftItemBody, Paged } from '@swx/contract/admin';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, inLanguage } from '../../test/client.js';
import { sqlRows, startTestApp, type TestApp } from '../../test/harness.js';
import { expectBooksAndAuditIntact } from '../../test/ledger.js';
import { multipartBody, pngImage } from '../../test/multipart.js';
import { buyNft, nftDetail, nftUser } from '../../test/nfts.js';
import { addStaff, callAdmin, rootStaff, staffEnv, staffLogin } from '../../test/staff.js';

/**
 * The NFT catalogue in the back office (issue 20): charities and items written by staff with
 * `config.manage` under audit, their terms checked, fixed once a bid or a sale happened, and
 * artwork re-encoded through the upload pipeline.
 */

const ROOT = rootStaff('nftcat');
let t: TestApp;
let root = '';
let finance = '';

beforeAll(async () => {
  t = await startTestApp(staffEnv(ROOT));
  root = await staffLogin(t, ROOT);
  finance = await staffLogin(t, await addStaff(t, 'finance'));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;
const at = (hours: number) => new Date(t.now().getTime() + hours * HOUR).toISOString();
let slugs = 0;
const slug = (base: string) => `${base}-${(slugs += 1)}-${Date.now().toString(36)}`;

const charityBody = (over: Record<string, unknown> = {}) => ({
  slug: slug('river-care'),
  link: 'https://river-care.example.org',
  texts: [
    { lang: 'en', name: 'River Care', description: 'Clean rivers for the villages downstream.' },
    { lang: 'de', name: 'Flusspflege', description: 'Saubere Flüsse für die Dörfer flussabwärts.' },
  ],
  ...over,
});

async function newCharity(): Promise<CharityAdminDetail> {
  const answer = await callAdmin<CharityAdminDetail>(
    t,
    root,
    'POST',
    '/nfts/charities',
    charityBody(),
  );
  expect(answer.code).toBe(Code.OK);
  return answer.result;
}

const auctionBody = (charityId: number, over: Partial<NftItemBody> = {}): NftItemBody => ({
  slug: slug('paper-boats'),
  charityId,
  creator: 'Lena, 8',
  chain: null,
  contractAddress: null,
  mode: 'auction',
  editionSize: null,
  price: null,
  startingPrice: '40',
  reservePrice: '60',
  minIncrement: '5',
  donationShare: '1',
  startsAt: at(-1),
  endsAt: at(48),
  sort: 3,
  texts: [
    { lang: 'en', title: 'Paper Boats', story: 'Folded and painted on a rainy afternoon.' },
    { lang: 'fr', title: 'Bateaux en papier', story: 'Pliés et peints un après-midi de pluie.' },
  ],
  ...over,
});

const createItem = (body: unknown) => callAdmin<NftItemAdmin>(t, root, 'POST', '/nfts/items', body);
const changeItem = (id: string, body: unknown) =>
  callAdmin<NftItemAdmin>(t, root, 'POST', `/nfts/items/${id}`, body);
const auditOf = async (targetType: string, id: string | number) =>
  (
    await sqlRows<{ action: string }>(
      t,
      sql`select action from audit_log where target_type = ${targetType}
          and target_id = ${String(id)} order by id`,
    )
  ).map((r) => r.action);

describe('charities', () => {
  it('adds and changes a charity under audit; the public list shows it in the reader’s language', async () => {
    const charity = await newCharity();
    expect(charity).toMatchObject({
      name: 'River Care',
      link: 'https://river-care.example.org',
      donated: '0.000000',
      items: 0,
    });
    expect(charity.texts.map((x) => x.lang)).toEqual(['de', 'en']);
    const german = await get<{ items: Charity[] }>(t, '/index/listCharity', inLanguage('de'));
    expect(german.result.items.find((c) => c.id === charity.id)?.name).toBe('Flusspflege');

    const changed = await callAdmin<CharityAdminDetail>(
      t,
      root,
      'POST',
      `/nfts/charities/${charity.id}`,
      {
        ...charityBody({ slug: charity.slug, link: 'https://rivers.example.org/care' }),
        texts: [
          { lang: 'en', name: 'River Care Trust', description: 'Clean rivers, healthy villages.' },
        ],
      },
    );
    expect(changed.result).toMatchObject({
      name: 'River Care Trust',
      link: 'https://rivers.example.org/care',
    });
    expect(changed.result.texts).toHaveLength(1);
    expect(await auditOf('charity', charity.id)).toEqual([
      'nft.charity.create',
      'nft.charity.change',
    ]);
  });

  it('refuses bad charities, a taken slug and staff without config.manage, writing nothing', async () => {
    const taken = await newCharity();
    const count = async () =>
      (await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from charities`))[0]!.n;
    const before = await count();
    for (const body of [
      charityBody({ slug: taken.slug }),
      charityBody({ slug: 'Not A Slug' }),
      charityBody({ link: 'http://insecure.example.org' }),
      charityBody({ link: 'javascript:alert(1)' }),
      charityBody({
        texts: [{ lang: 'de', name: 'Nur Deutsch', description: 'Kein englischer Text.' }],
      }),
      charityBody({ texts: [] }),
      charityBody({ extra: true }),
    ]) {
      expect(
        (await callAdmin(t, root, 'POST', '/nfts/charities', body)).code,
        JSON.stringify(body),
      ).toBe(Code.INVALID_PARAMS);
    }
    expect((await callAdmin(t, finance, 'POST', '/nfts/charities', charityBody())).code).toBe(
      Code.FORBIDDEN,
    );
    expect((await callAdmin(t, root, 'POST', '/nfts/charities/999999', charityBody())).code).toBe(
      Code.NOT_FOUND,
    );
    expect(await count()).toBe(before);
  });
});

describe('items', () => {
  it('adds an auction that goes on sale with its terms exactly, and changes it freely until a bid', async () => {
    const charity = await newCharity();
    // One start and end for every body: a moved instant is a change of terms.
    const window = { startsAt: at(-1), endsAt: at(48) };
    const created = await createItem(auctionBody(charity.id, window));
    expect(created.code).toBe(Code.OK);
    expect(created.result).toMatchObject({
      mode: 'auction',
      editionSize: 1,
      startingPrice: '40.000000',
      reservePrice: '60.000000',
      minIncrement: '5.000000',
      donationShare: '1',
      status: 'live',
      locked: false,
      hasArtwork: false,
      charityName: 'River Care',
    });
    const id = created.result.id;
    const shown = await nftDetail(t, id);
    expect(shown).toMatchObject({ title: 'Paper Boats', mode: 'auction', minimumBid: '40.000000' });

    // No bid yet: the terms may change.
    const raised = await changeItem(
      id,
      auctionBody(charity.id, {
        ...window,
        slug: created.result.slug,
        startingPrice: '45',
        reservePrice: '45',
      }),
    );
    expect(raised.code).toBe(Code.OK);
    expect((await nftDetail(t, id)).minimumBid).toBe('45.000000');

    // A bid fixes them; the texts and the creator still change.
    const bidder = await nftUser(t, '100');
    expect((await buyNft(t, bidder, { id, amount: '45', quantity: 1 })).code).toBe(
      Code.PURCHASE_SUCCESSFUL,
    );
    const locked = auctionBody(charity.id, {
      ...window,
      slug: created.result.slug,
      startingPrice: '45',
      reservePrice: '45',
    });
    for (const over of [
      { startingPrice: '30' },
      { reservePrice: '90' },
      { minIncrement: '1' },
      { endsAt: at(72) },
      { donationShare: '0.5' },
    ]) {
      expect((await changeItem(id, { ...locked, ...over })).code, JSON.stringify(over)).toBe(
        Code.COLLECTION_STATUS_INCORRECT,
      );
    }
    const other = await newCharity();
    expect((await changeItem(id, { ...locked, charityId: other.id })).code).toBe(
      Code.COLLECTION_STATUS_INCORRECT,
    );
    const retitled = await changeItem(id, {
      ...locked,
      creator: 'Lena Ortiz, 8',
      texts: [
        {
          lang: 'en',
          title: 'Paper Boats at Sea',
          story: 'Folded and painted on a rainy afternoon.',
        },
      ],
    });
    expect(retitled.code).toBe(Code.OK);
    expect(retitled.result).toMatchObject({ locked: true, bidCount: 1, creator: 'Lena Ortiz, 8' });
    expect((await nftDetail(t, id)).title).toBe('Paper Boats at Sea');
    expect(await auditOf('nft_item', id)).toEqual([
      'nft.item.create',
      'nft.item.change',
      'nft.item.change',
    ]);

    const listed = await callAdmin<Paged<NftItemAdmin>>(
      t,
      root,
      'GET',
      `/nfts/items?charity=${charity.id}`,
    );
    expect(listed.result.items.map((i) => i.id)).toEqual([id]);
    await expectBooksAndAuditIntact(t);
  });

  it('adds editions, open-ended or timed', async () => {
    const charity = await newCharity();
    const created = await createItem(
      auctionBody(charity.id, {
        mode: 'edition',
        editionSize: 25,
        price: '12.5',
        startingPrice: null,
        reservePrice: null,
        minIncrement: null,
        donationShare: '0.9',
        endsAt: null,
      }),
    );
    expect(created.code).toBe(Code.OK);
    expect(created.result).toMatchObject({
      mode: 'edition',
      editionSize: 25,
      price: '12.500000',
      donationShare: '0.9',
      endsAt: null,
    });
    const detail: NftDetail = await nftDetail(t, created.result.id);
    expect(detail).toMatchObject({ mode: 'edition', price: '12.500000' });
  });

  it('refuses terms that do not hold, a missing charity and staff without config.manage, writing nothing', async () => {
    const charity = await newCharity();
    const count = async () =>
      (await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from nft_items`))[0]!.n;
    const before = await count();
    const edition = {
      mode: 'edition' as const,
      editionSize: 5,
      price: '10',
      startingPrice: null,
      reservePrice: null,
      minIncrement: null,
    };
    for (const over of [
      { reservePrice: '30' }, // below the starting price
      { endsAt: null }, // an auction must end
      { endsAt: at(-2) }, // before it starts
      { endsAt: at(24 * 91) }, // longer than 90 days
      { editionSize: 3 }, // copies are for editions
      { price: '10' },
      { startingPrice: '1000000.000001', reservePrice: '1000000.000001' },
      { minIncrement: '0' },
      { donationShare: '0' },
      { donationShare: '1.5' },
      { donationShare: '0.12345' },
      { chain: 'Ethereum' }, // a chain without its contract address
      { contractAddress: '0x1234567890abcdef' },
      { startsAt: 'tomorrow' },
      { texts: [{ lang: 'fr', title: 'Seulement', story: 'Pas de texte anglais ici.' }] },
      { slug: 'UPPER' },
      { ...edition, price: null },
      { ...edition, minIncrement: '1' },
      { ...edition, editionSize: 100_001 },
      { ...edition, editionSize: 0 },
    ] as Array<Partial<NftItemBody>>) {
      const answer = await createItem(auctionBody(charity.id, over));
      expect(answer.code, JSON.stringify(over)).toBe(Code.INVALID_PARAMS);
    }
    expect((await createItem({ ...auctionBody(charity.id), unknown: 1 })).code).toBe(
      Code.INVALID_PARAMS,
    );
    expect((await createItem(auctionBody(2 ** 31 - 1))).code).toBe(Code.NOT_FOUND);
    expect((await callAdmin(t, finance, 'POST', '/nfts/items', auctionBody(charity.id))).code).toBe(
      Code.FORBIDDEN,
    );
    expect((await changeItem('999999', auctionBody(charity.id))).code).toBe(Code.NOT_FOUND);
    const first = await createItem(auctionBody(charity.id, { slug: 'one-slug-only' }));
    expect(first.code).toBe(Code.OK);
    expect((await createItem(auctionBody(charity.id, { slug: 'one-slug-only' }))).code).toBe(
      Code.INVALID_PARAMS,
    );
    expect(await count()).toBe(before + 1);
  });
});

describe('artwork', () => {
  async function upload(id: string, bytes: Buffer, type = 'image/png') {
    const form = multipartBody({}, { image: { bytes, type } });
    const response = await t.app.inject({
      method: 'POST',
      url: `/swx/admin/nfts/items/${id}/artwork`,
      headers: { authorization: `Bearer ${root}`, 'content-type': form.contentType },
      payload: form.payload,
    });
    return response.json() as { code: number; result: NftItemAdmin };
  }

  it('stores the artwork re-encoded in three sizes without metadata, and refuses what is not an image', async () => {
    const charity = await newCharity();
    const { result: item } = await createItem(auctionBody(charity.id));
    const withExif = await sharp(await pngImage(7, 64))
      .withMetadata({ exif: { IFD0: { Artist: 'Someone private' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();

    const stored = await upload(item.id, withExif, 'image/jpeg');
    expect(stored.code).toBe(Code.OK);
    expect(stored.result.hasArtwork).toBe(true);
    const detail = await nftDetail(t, item.id);
    expect(detail.image).not.toBeNull();
    for (const [size, width] of [
      ['small', 320],
      ['medium', 640],
      ['large', 1280],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: detail.image![size],
      });
      expect(response.statusCode, size).toBe(200);
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.width).toBe(width);
      expect(meta.exif).toBeUndefined();
    }
    expect(
      (await upload(item.id, Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml')).code,
    ).toBe(Code.IMAGE_INVALID);
    expect((await upload('999999', await pngImage(8))).code).toBe(Code.NOT_FOUND);
    expect(await auditOf('nft_item', item.id)).toEqual(['nft.item.create', 'nft.item.artwork']);
  });
});
