import { Code } from '@swx/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows, startTestCluster, type TestApp } from '../../test/harness.js';
import { expectReconciled } from '../../test/ledger.js';
import { liveUrl, openLive } from '../../test/live.js';
import { buyNft, nftCharity, nftItem, nftUser, realUnits } from '../../test/nfts.js';

/**
 * Two instances on one PostgreSQL and one Redis settle the same ended auctions at once
 * (docs/adr/0026: `FOR UPDATE SKIP LOCKED`, every instance settles): each auction is settled
 * exactly once, by whichever instance claimed it, and the books reconcile.
 */

const AUCTIONS = 12;
/** Small rounds so that the two instances' rounds interleave over the same auctions. */
const ROUND = 2;

describe('charity NFT settlement across two instances', () => {
  let cluster: Awaited<ReturnType<typeof startTestCluster>>;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    cluster = await startTestCluster(2);
    [a, b] = cluster.instances as [TestApp, TestApp];
  }, 60_000);
  afterAll(async () => {
    await cluster?.close();
  });

  /** Rounds on `t` until it finds nothing due; answers how many it settled. */
  async function drain(t: TestApp): Promise<number> {
    let total = 0;
    for (;;) {
      const settled = await t.app.nftService.settleEnded(ROUND);
      if (settled === 0) return total;
      total += settled;
    }
  }

  it('settles each ended auction once when both instances run together', async () => {
    const charity = await nftCharity(a);
    const bidders = await Promise.all([nftUser(a, '10000'), nftUser(b, '10000')]);
    const items: string[] = [];
    for (let n = 0; n < AUCTIONS; n += 1) {
      const item = await nftItem(a, charity, {
        mode: 'auction',
        startingPrice: '10',
        minIncrement: '1',
      });
      items.push(item);
      // Bids through both instances: the second outbids the first.
      expect((await buyNft(a, bidders[0], { id: item, amount: '10' })).code).toBe(
        Code.PURCHASE_SUCCESSFUL,
      );
      expect((await buyNft(b, bidders[1], { id: item, amount: String(11 + n) })).code).toBe(
        Code.PURCHASE_SUCCESSFUL,
      );
    }
    a.advance(11 * 60_000);
    b.advance(11 * 60_000);
    const [byA, byB] = await Promise.all([drain(a), drain(b)]);
    expect(byA + byB).toBe(AUCTIONS);
    expect(await drain(a)).toBe(0);

    const tokens = await sqlRows<{ item_id: string; n: string }>(
      a,
      sql`select item_id::text, count(*)::text as n from nft_tokens group by item_id`,
    );
    expect(tokens.map((k) => k.item_id).sort()).toEqual([...items].sort());
    expect(tokens.every((k) => k.n === '1')).toBe(true);
    const journals = await sqlRows<{ n: string }>(
      a,
      sql`select count(*)::text as n from ledger_journals where reason = 'nft.settle'`,
    );
    expect(journals[0]!.n).toBe(String(AUCTIONS));
    // 11 + 12 + ... + 22 paid by the winner; the outbid bidder holds nothing.
    const paid = Array.from({ length: AUCTIONS }, (_, n) => 11 + n).reduce((x, y) => x + y, 0);
    expect(await realUnits(a, bidders[1].userId)).toEqual({
      available: BigInt(10000 - paid) * 1_000_000n,
      held: 0n,
    });
    expect(await realUnits(a, bidders[0].userId)).toEqual({
      available: 10000n * 1_000_000n,
      held: 0n,
    });
    await expectReconciled(a);
  });

  it('sends a bid taken by one instance to the live subscribers of the other', async () => {
    const charity = await nftCharity(a);
    const item = await nftItem(a, charity, {
      mode: 'auction',
      startingPrice: '10',
      minIncrement: '1',
    });
    const live = await openLive(await liveUrl(b));
    try {
      live.send({ op: 'subscribe', topic: `nft.${item}` });
      expect(await live.next((f) => f.t === 'nft')).toMatchObject({ item: { bidCount: 0 } });
      const bidder = await nftUser(a, '100');
      expect((await buyNft(a, bidder, { id: item, amount: '12' })).code).toBe(
        Code.PURCHASE_SUCCESSFUL,
      );
      expect(await live.next((f) => f.t === 'nft')).toMatchObject({
        item: { id: item, bidCount: 1, currentBid: '12.000000' },
      });
    } finally {
      live.close();
    }
  });
});
