import { createHash } from 'node:crypto';
import {
  Code,
  certificateText,
  type Charity,
  type MyNftPage,
  type NftCertificate,
  type NftPage,
  type NotificationPage,
} from '@swx/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, inLanguage } from '../../test/client.js';
import { sqlRows, startTestApp, type TestApp } from '../../test/harness.js';
import { expectReconciled } from '../../test/ledger.js';
import {
  buyNft,
  charityUnits,
  nftCharity,
  nftDetail,
  nftItem,
  nftUser,
  realUnits,
  type NftUser,
} from '../../test/nfts.js';
import { micro } from '../../test/ledger.js';
import { liveUrl, openLive } from '../../test/live.js';

/**
 * Charity NFTs (issue 20): editions bought at a fixed price and never oversold, auctions whose
 * bids hold the bidder's money until outbid or settled, anti-sniping, settlement once, a reserve
 * not met, donations read from the ledger, certificates anyone can re-hash, refusals.
 */

let t: TestApp;
let charity: number;
beforeAll(async () => {
  t = await startTestApp();
  charity = await nftCharity(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

async function notificationsOf(user: NftUser) {
  return (await get<NotificationPage>(t, '/user/listNotifications', { token: user.token })).result
    .items;
}

async function charityOf(id: number): Promise<Charity> {
  const list = await get<{ items: Charity[] }>(t, '/index/listCharity');
  return list.result.items.find((c) => c.id === id)!;
}

describe('editions', () => {
  it('sells copies at the confirmed total, mints tokens with certificates, donates from the ledger', async () => {
    const item = await nftItem(t, charity, { mode: 'edition', editionSize: 5, price: '25' });
    const buyer = await nftUser(t, '100');
    const before = await charityUnits(t, charity);

    const bought = await buyNft(t, buyer, { id: item, amount: '50', quantity: 2 });
    expect(bought.code).toBe(Code.PURCHASE_SUCCESSFUL);
    expect(bought.result.kind).toBe('purchase');
    expect(bought.result.item).toMatchObject({ sold: 2, status: 'live', donated: '50.000000' });
    expect(bought.result.tokens.map((k) => k.edition)).toEqual([1, 2]);
    for (const token of bought.result.tokens) {
      expect(token).toMatchObject({ price: '25.000000', donation: '25.000000', editionSize: 5 });
      // Anyone can re-hash the certificate's fields and get the stored hash.
      const fields = token.certificate.fields as NftCertificate;
      expect(fields.journal).toBe(token.journalId);
      expect(fields.owner).toBe(`user ${buyer.userId}`);
      expect(token.certificate.sha256).toBe(sha256(certificateText(fields)));
    }
    expect(await realUnits(t, buyer.userId)).toEqual({ available: micro('50'), held: 0n });
    expect(await charityUnits(t, charity)).toBe(before + micro('50'));
    const kinds = (await notificationsOf(buyer)).map((n) => n.kind);
    expect(kinds).toContain('nft.bought');

    // The buyer's NFTs, newest first, with their certificates.
    const mine = await get<MyNftPage>(t, '/user/listNft', { token: buyer.token });
    expect(mine.result.tokens.map((k) => k.edition)).toEqual([2, 1]);
    expect(mine.result.total).toBe(2);
    await expectReconciled(t);
  });

  it('keeps the platform’s share apart when less than all is donated, exactly per copy', async () => {
    const item = await nftItem(t, charity, {
      mode: 'edition',
      editionSize: 10,
      price: '1.000001',
      donationShare: '0.5',
    });
    const buyer = await nftUser(t, '10');
    const before = await charityUnits(t, charity);
    const bought = await buyNft(t, buyer, { id: item, amount: '3.000003', quantity: 3 });
    expect(bought.code).toBe(Code.PURCHASE_SUCCESSFUL);
    // 0.5 of 1.000001 is 0.5000005, rounded down per copy: 0.500000 × 3.
    expect(await charityUnits(t, charity)).toBe(before + micro('1.5'));
    expect(bought.result.item.donated).toBe('1.500000');
    await expectReconciled(t);
  });

  it('refuses a changed total, a sold-out item, the demo book, a short balance and bad input', async () => {
    const item = await nftItem(t, charity, { mode: 'edition', editionSize: 2, price: '10' });
    const buyer = await nftUser(t, '15');
    const stale = await buyNft(t, buyer, { id: item, amount: '15', quantity: 2 });
    expect(stale.code).toBe(Code.TERMS_CHANGED);
    expect(stale.result).toMatchObject({ price: '10.000000' });
    expect(
      (await buyNft(t, buyer, { id: item, amount: '10' }, { 'x-real-account': 'NO' })).code,
    ).toBe(Code.DEMO_DISABLED);
    expect((await buyNft(t, buyer, { id: item, amount: '20', quantity: 2 })).code).toBe(
      Code.INSUFFICIENT_BALANCE,
    );
    expect((await buyNft(t, buyer, { id: item, amount: '10.0000001' })).code).toBe(
      Code.PURCHASE_AMOUNT_INCORRECT,
    );
    expect((await buyNft(t, buyer, { id: item, amount: '0' })).code).toBe(
      Code.PURCHASE_AMOUNT_INCORRECT,
    );
    expect((await buyNft(t, buyer, { id: item, amount: '100', quantity: 11 })).code).toBe(
      Code.INVALID_PARAMS,
    );
    expect((await buyNft(t, buyer, { id: '999999999', amount: '10' })).code).toBe(Code.NOT_FOUND);
    expect(await realUnits(t, buyer.userId)).toEqual({ available: micro('15'), held: 0n });

    const rich = await nftUser(t, '100');
    expect((await buyNft(t, rich, { id: item, amount: '30', quantity: 3 })).code).toBe(
      Code.COLLECTION_STATUS_INCORRECT,
    );
    expect((await buyNft(t, rich, { id: item, amount: '20', quantity: 2 })).code).toBe(
      Code.PURCHASE_SUCCESSFUL,
    );
    expect((await buyNft(t, buyer, { id: item, amount: '10' })).code).toBe(
      Code.COLLECTION_STATUS_INCORRECT,
    );
    expect((await nftDetail(t, item)).status).toBe('sold');
    await expectReconciled(t);
  });

  it('never oversells: 50 buyers at once for 20 copies', async () => {
    const item = await nftItem(t, charity, { mode: 'edition', editionSize: 20, price: '5' });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => nftUser(t, '5')));
    const answers = await Promise.all(buyers.map((b) => buyNft(t, b, { id: item, amount: '5' })));
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === Code.PURCHASE_SUCCESSFUL)).toHaveLength(20);
    expect(codes.filter((c) => c === Code.COLLECTION_STATUS_INCORRECT)).toHaveLength(30);
    const editions = answers.flatMap((a) => a.result?.tokens?.map((k) => k.edition) ?? []);
    expect(editions.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const detail = await nftDetail(t, item);
    expect(detail).toMatchObject({ sold: 20, status: 'sold', donated: '100.000000' });
    await expectReconciled(t);
  });
});

describe('auctions', () => {
  it('holds each bid, releases the outbid one, settles once to the winner and the charity', async () => {
    const item = await nftItem(t, charity, {
      mode: 'auction',
      startingPrice: '100',
      reservePrice: '150',
      minIncrement: '10',
    });
    const alice = await nftUser(t, '1000');
    const bob = await nftUser(t, '1000');

    const low = await buyNft(t, alice, { id: item, amount: '99' });
    expect(low.code).toBe(Code.PURCHASE_AMOUNT_INCORRECT);
    expect(low.result).toMatchObject({ minimumBid: '100.000000' });

    expect((await buyNft(t, alice, { id: item, amount: '120' })).code).toBe(
      Code.PURCHASE_SUCCESSFUL,
    );
    expect(await realUnits(t, alice.userId)).toEqual({
      available: micro('880'),
      held: micro('120'),
    });
    const early = await nftDetail(t, item);
    expect(early).toMatchObject({
      currentBid: '120.000000',
      bidCount: 1,
      reserveMet: false,
      minimumBid: '130.000000',
    });

    const under = await buyNft(t, bob, { id: item, amount: '125' });
    expect(under.code).toBe(Code.PURCHASE_AMOUNT_INCORRECT);
    expect(under.result).toMatchObject({ minimumBid: '130.000000' });
    const outbid = await buyNft(t, bob, { id: item, amount: '200' });
    expect(outbid.code).toBe(Code.PURCHASE_SUCCESSFUL);
    expect(outbid.result.item).toMatchObject({ currentBid: '200.000000', reserveMet: true });
    // One transaction: Bob's hold taken, Alice's released.
    expect(await realUnits(t, alice.userId)).toEqual({ available: micro('1000'), held: 0n });
    expect(await realUnits(t, bob.userId)).toEqual({ available: micro('800'), held: micro('200') });
    const outbidNote = (await notificationsOf(alice)).find((n) => n.kind === 'nft.outbid');
    expect(outbidNote?.params).toMatchObject({ amount: '120.000000', currentBid: '200.000000' });

    // The bids as a signed-in bidder sees them: newest first, masked, their own marked.
    const seen = await nftDetail(t, item, bob);
    expect(seen.bids.map((b) => [b.amount, b.mine])).toEqual([
      ['200.000000', true],
      ['120.000000', false],
    ]);
    expect(seen.bids[1]!.bidder).toMatch(/^nf\*\*\*.$/);
    const bids = await get<MyNftPage>(t, '/user/listNft', {
      token: alice.token,
      query: { view: 'bids' },
    });
    expect(bids.result.bids[0]).toMatchObject({ itemId: item, status: 'outbid', held: '0.000000' });
    await expectReconciled(t);

    // Not before the end.
    expect(await t.app.nftService.settleEnded()).toBe(0);
    t.advance(11 * 60_000);
    expect((await buyNft(t, alice, { id: item, amount: '300' })).code).toBe(
      Code.COLLECTION_STATUS_INCORRECT,
    );
    expect((await nftDetail(t, item)).status).toBe('ended');
    const before = await charityUnits(t, charity);
    expect(await t.app.nftService.settleEnded()).toBe(1);
    expect(await t.app.nftService.settleEnded()).toBe(0);

    expect(await realUnits(t, bob.userId)).toEqual({ available: micro('800'), held: 0n });
    expect(await charityUnits(t, charity)).toBe(before + micro('200'));
    const settled = await nftDetail(t, item);
    expect(settled).toMatchObject({
      status: 'sold',
      sold: 1,
      donated: '200.000000',
      minimumBid: null,
    });
    const mine = await get<MyNftPage>(t, '/user/listNft', { token: bob.token });
    expect(mine.result.tokens).toHaveLength(1);
    expect(mine.result.tokens[0]).toMatchObject({ itemId: item, price: '200.000000', edition: 1 });
    const won = (await notificationsOf(bob)).find((n) => n.kind === 'nft.won');
    expect(won?.params).toMatchObject({ amount: '200.000000', donation: '200.000000' });
    const bobBids = await get<MyNftPage>(t, '/user/listNft', {
      token: bob.token,
      query: { view: 'bids' },
    });
    expect(bobBids.result.bids[0]).toMatchObject({ status: 'won', held: '0.000000' });
    await expectReconciled(t);
  });

  it('lets the leader raise their own bid for the difference, and a late bid moves the end', async () => {
    const item = await nftItem(t, charity, {
      mode: 'auction',
      startingPrice: '10',
      minIncrement: '1',
    });
    const carol = await nftUser(t, '50');
    expect((await buyNft(t, carol, { id: item, amount: '30' })).code).toBe(
      Code.PURCHASE_SUCCESSFUL,
    );
    // 50 in all: a second hold of 45 fits only because the first one is released in the same step.
    expect((await buyNft(t, carol, { id: item, amount: '45' })).code).toBe(
      Code.PURCHASE_SUCCESSFUL,
    );
    expect(await realUnits(t, carol.userId)).toEqual({ available: micro('5'), held: micro('45') });
    expect((await notificationsOf(carol)).map((n) => n.kind)).not.toContain('nft.outbid');

    const { endsAt } = await nftDetail(t, item);
    // 60 s before the end: the end moves to 120 s (nft.antiSnipeSeconds) after the bid.
    t.advance(new Date(endsAt!).getTime() - t.now().getTime() - 60_000);
    const dave = await nftUser(t, '100');
    const late = await buyNft(t, dave, { id: item, amount: '46' });
    expect(late.code).toBe(Code.PURCHASE_SUCCESSFUL);
    const moved = new Date(late.result.item.endsAt!).getTime();
    expect(moved - new Date(endsAt!).getTime()).toBeGreaterThanOrEqual(59_000);
    expect(moved - t.now().getTime()).toBeLessThanOrEqual(120_000);
    expect(moved - t.now().getTime()).toBeGreaterThan(115_000);
    await expectReconciled(t);
  });

  it('releases the hold and sells nothing when the reserve is not met', async () => {
    // Its own charity: the earlier tests' auctions settle in the same round.
    const own = await nftCharity(t);
    const item = await nftItem(t, own, {
      mode: 'auction',
      startingPrice: '10',
      reservePrice: '500',
      minIncrement: '5',
    });
    const erin = await nftUser(t, '100');
    expect((await buyNft(t, erin, { id: item, amount: '50' })).code).toBe(Code.PURCHASE_SUCCESSFUL);
    t.advance(11 * 60_000);
    // With the earlier tests' auctions, ended too.
    expect(await t.app.nftService.settleEnded()).toBeGreaterThanOrEqual(1);
    expect(await t.app.nftService.settleEnded()).toBe(0);
    expect(await realUnits(t, erin.userId)).toEqual({ available: micro('100'), held: 0n });
    expect(await charityUnits(t, own)).toBe(0n);
    expect(await nftDetail(t, item)).toMatchObject({ status: 'unsold', sold: 0 });
    const note = (await notificationsOf(erin)).find((n) => n.kind === 'nft.unsold');
    expect(note?.params).toMatchObject({ amount: '50.000000', reservePrice: '500.000000' });
    const mine = await get<MyNftPage>(t, '/user/listNft', { token: erin.token });
    expect(mine.result.tokens).toHaveLength(0);
    await expectReconciled(t);
  });
});

describe('the market, charities and the record', () => {
  it('lists items with filters, in the reader’s language, and the public tally from the ledger', async () => {
    const other = await nftCharity(t);
    const upcoming = await t.database.db.transaction(async (tx) => {
      const { createItem } = await import('./catalogue.js');
      return createItem(tx, {
        slug: `soon-${Date.now()}`,
        charityId: other,
        creator: 'Leo',
        mode: 'edition',
        editionSize: 3,
        price: '7',
        startsAt: new Date(t.now().getTime() + 3_600_000),
        endsAt: null,
        texts: { en: { title: 'Soon', story: 'Not yet.' } },
      });
    });
    const live = await nftItem(t, other, { mode: 'edition', editionSize: 3, price: '7' });
    const page = (q: Record<string, string>, lang = 'en') =>
      get<NftPage>(t, '/index/listNft', {
        query: { charity: String(other), ...q },
        ...inLanguage(lang),
      });

    const all = await page({});
    expect(all.result.items.map((i) => i.id)).toEqual([live, upcoming]);
    expect(all.result.items[1]!.status).toBe('upcoming');
    expect((await page({ status: 'live' })).result.items.map((i) => i.id)).toEqual([live]);
    expect((await page({ status: 'upcoming' })).result.items.map((i) => i.id)).toEqual([upcoming]);
    expect((await page({ status: 'ended' })).result.items).toEqual([]);
    const zh = (await page({}, 'zh')).result.items[0]!;
    expect(zh).toMatchObject({ title: '黎明的向日葵', lang: 'zh', charityName: '儿童优先' });
    expect(zh.chain).toBeNull();
    expect(zh.contractAddress).toBeNull();
    expect((await page({}, 'ko')).result.items[0]).toMatchObject({
      title: 'Sunflowers at Dawn',
      lang: 'en',
    });

    const buyer = await nftUser(t, '7');
    const upcomingBuy = await buyNft(t, buyer, { id: upcoming, amount: '7' });
    expect(upcomingBuy.code).toBe(Code.COLLECTION_STATUS_INCORRECT);
    expect((await buyNft(t, buyer, { id: live, amount: '7' })).code).toBe(Code.PURCHASE_SUCCESSFUL);

    const ledgerTotal = await sqlRows<{ total: string }>(
      t,
      sql`select coalesce(sum(e.amount), 0)::text as total from ledger_entries e
          join ledger_accounts a on a.id = e.account_id
          where a.user_id is null and a.kind like 'charity:%' and e.amount > 0`,
    );
    const tally = (await page({})).result.donated;
    expect(micro(tally)).toBe(micro(ledgerTotal[0]!.total));
    expect(await charityOf(other)).toMatchObject({
      donated: '7.000000',
      paidOut: '0.000000',
      pending: '7.000000',
      name: 'Children First',
    });
  });

  it('answers 404 for unknown items and artwork, and keeps bids and tokens append-only', async () => {
    expect((await get(t, '/index/getNftById/999999999')).code).toBe(Code.NOT_FOUND);
    expect((await get(t, '/index/getNftById/abc')).code).toBe(Code.NOT_FOUND);
    expect((await get(t, `/index/nftImage/${'a'.repeat(32)}.png`)).code).toBe(Code.NOT_FOUND);

    const item = await nftItem(t, charity, {
      mode: 'auction',
      startingPrice: '5',
      minIncrement: '1',
    });
    const bidder = await nftUser(t, '10');
    expect((await buyNft(t, bidder, { id: item, amount: '5' })).code).toBe(
      Code.PURCHASE_SUCCESSFUL,
    );
    const db = t.database.db;
    await expect(
      db.execute(sql`update nft_bids set amount = 1 where item_id = ${item}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from nft_bids where item_id = ${item}`)).rejects.toThrow();
    await expect(
      db.execute(sql`update nft_items set starting_price = 1 where id = ${item}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from nft_items where id = ${item}`)).rejects.toThrow();
    await expectReconciled(t);
  });
});

describe('the live topic nft.<id>', () => {
  it('sends an item’s state on subscribing and again after each bid, purchase and settlement', async () => {
    const live = await openLive(await liveUrl(t));
    try {
      live.send({ op: 'subscribe', topic: 'nft.999999999' });
      expect(await live.next((f) => f.t === 'error')).toMatchObject({
        code: Code.NOT_FOUND,
        topic: 'nft.999999999',
      });

      const item = await nftItem(t, charity, {
        mode: 'auction',
        startingPrice: '50',
        reservePrice: '60',
        minIncrement: '5',
      });
      const topic = `nft.${item}`;
      const frame = async () => ((await live.next((f) => f.t === 'nft')) as { item: unknown }).item;
      live.send({ op: 'subscribe', topic });
      await live.next((f) => f.t === 'subscribed' && f.topic === topic);
      expect(await frame()).toEqual({
        id: item,
        status: 'live',
        sold: 0,
        currentBid: null,
        bidCount: 0,
        reserveMet: false,
        minimumBid: '50.000000',
        endsAt: (await nftDetail(t, item)).endsAt,
      });

      const [first, second] = [await nftUser(t, '500'), await nftUser(t, '500')];
      expect((await buyNft(t, first, { id: item, amount: '50' })).code).toBe(
        Code.PURCHASE_SUCCESSFUL,
      );
      expect(await frame()).toMatchObject({
        currentBid: '50.000000',
        bidCount: 1,
        reserveMet: false,
        minimumBid: '55.000000',
      });
      expect((await buyNft(t, second, { id: item, amount: '70' })).code).toBe(
        Code.PURCHASE_SUCCESSFUL,
      );
      expect(await frame()).toMatchObject({
        currentBid: '70.000000',
        bidCount: 2,
        reserveMet: true,
        minimumBid: '75.000000',
      });
      // A refused bid changes nothing and sends nothing.
      expect((await buyNft(t, first, { id: item, amount: '71' })).code).toBe(
        Code.PURCHASE_AMOUNT_INCORRECT,
      );

      t.advance(11 * 60_000);
      await t.app.nftService.settleEnded();
      expect(await frame()).toMatchObject({ status: 'sold', sold: 1, minimumBid: null });
      expect(live.pending().filter((f) => f.t === 'nft')).toEqual([]);

      const edition = await nftItem(t, charity, { mode: 'edition', editionSize: 3, price: '5' });
      live.send({ op: 'subscribe', topic: `nft.${edition}` });
      expect(await frame()).toMatchObject({ id: edition, sold: 0, status: 'live' });
      expect((await buyNft(t, first, { id: edition, amount: '15', quantity: 3 })).code).toBe(
        Code.PURCHASE_SUCCESSFUL,
      );
      expect(await frame()).toMatchObject({ id: edition, sold: 3, status: 'sold' });
    } finally {
      live.close();
    }
  });
});
