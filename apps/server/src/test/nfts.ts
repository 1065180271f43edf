import { randomBytes } from 'node:crypto';
import type { BuyNftResult, NftDetail } from '@swx/contract';
import { sql } from 'drizzle-orm';
import { createCharity, createItem, type NewItem } from '../modules/nfts/index.js';
import { micro } from './ledger.js';
import { get, post } from './client.js';
import { sqlRows, type TestApp } from './harness.js';
import { REAL, creditReal } from './smart.js';
import { insertSessionUser } from './users.js';

/**
 * Charity NFTs in integration tests (issue 20): a charity and items written as the back office
 * does, customers with real USDT, bids and purchases through the API, balances in units.
 */

export type NftUser = { userId: number; token: string };
const tag = () => randomBytes(4).toString('hex');
const MINUTE = 60_000;

export async function nftCharity(t: TestApp): Promise<number> {
  return t.database.db.transaction((tx) =>
    createCharity(tx, {
      slug: `charity-${tag()}`,
      link: 'https://charity.example.org',
      texts: {
        en: { name: 'Children First', description: 'Schooling and meals for children.' },
        zh: { name: '儿童优先', description: '为儿童提供教育和餐食。' },
      },
    }),
  );
}

/** An item on sale now, ending in `minutes` (auctions; editions stay open). */
export async function nftItem(
  t: TestApp,
  charityId: number,
  terms: Pick<NewItem, 'mode'> & Partial<NewItem>,
  minutes = 10,
): Promise<string> {
  const now = t.now().getTime();
  return t.database.db.transaction((tx) =>
    createItem(tx, {
      slug: `art-${tag()}`,
      charityId,
      creator: 'Mia (age 9)',
      startsAt: new Date(now - MINUTE),
      endsAt: terms.mode === 'auction' ? new Date(now + minutes * MINUTE) : null,
      texts: {
        en: { title: 'Sunflowers at Dawn', story: 'Painted in the art class of a shelter.' },
        zh: { title: '黎明的向日葵', story: '在庇护所的美术课上画的。' },
      },
      ...terms,
    }),
  );
}

/** A customer with `usdt` in the real book. */
export async function nftUser(t: TestApp, usdt: string): Promise<NftUser> {
  const user = await insertSessionUser(t, 'nft');
  await creditReal(t, user.userId, usdt);
  return user;
}

export function buyNft(
  t: TestApp,
  user: NftUser,
  body: Record<string, unknown>,
  headers: Record<string, string> = REAL,
) {
  return post<BuyNftResult>(t, '/user/buyNft', { token: user.token, headers, body });
}

export async function nftDetail(t: TestApp, id: string, user?: NftUser): Promise<NftDetail> {
  return (await get<NftDetail>(t, `/index/getNftById/${id}`, { token: user?.token })).result;
}

/** The user's real USDT, available and held, in units. */
export async function realUnits(t: TestApp, userId: number) {
  const found = await sqlRows<{ kind: string; balance: string }>(
    t,
    sql`select kind, balance::text from ledger_accounts
        where user_id = ${userId} and book = 'real' and asset = 'USDT'`,
  );
  const of = (kind: string) => micro(found.find((r) => r.kind === kind)?.balance ?? '0');
  return { available: of('available'), held: of('held') };
}

/** A charity's payable balance (real book), in units. */
export async function charityUnits(t: TestApp, charityId: number): Promise<bigint> {
  const [row] = await sqlRows<{ balance: string }>(
    t,
    sql`select balance::text from ledger_accounts
        where user_id is null and book = 'real' and kind = ${`charity:${charityId}:payable`}`,
  );
  return micro(row?.balance ?? '0');
}
