import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rows } from '../../platform/db/rows.js';

/**
 * Charity NFTs' self-check (docs/adr/0026), beside the ledger's: the items, bids and tokens and
 * the ledger's NFT journals tell the same story. Read-only; `npm run reconcile`, the admin
 * dashboard and the tests' `expectReconciled` run it.
 *
 * - per item, the tokens are as many as the copies sold, and their prices and donations sum to
 *   what the item's journals took from buyers and gave its charity;
 * - per user, what NFT journals hold in their held balance equals their leading bids on
 *   auctions not yet settled;
 * - per charity, its approved payouts sum to what `nft.payout` journals took from its account,
 *   and every approved payout names such a journal;
 * - no charity account is below zero.
 */
export interface NftReconcileReport {
  ok: boolean;
  items: number;
  mismatchedItems: Array<{
    itemId: number;
    sold: number;
    tokens: number;
    tokenPrices: string;
    ledgerPaid: string;
    tokenDonations: string;
    ledgerDonated: string;
  }>;
  mismatchedHolds: Array<{ userId: number; leading: string; ledgerHeld: string }>;
  mismatchedPayouts: Array<{ charityId: number; approved: string; ledgerPaid: string }>;
  negativeCharities: string[];
}

const LIST_MAX = 100;

/** The checks in one repeatable-read snapshot. */
export async function reconcileNfts(db: Db): Promise<NftReconcileReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    return nftFindings(tx);
  });
}

/** The checks on `db` as it stands. */
export async function nftFindings(db: Db): Promise<NftReconcileReport> {
  const [count] = rows<{ n: string }>(
    await db.execute(sql`select count(*)::text as n from nft_items`),
  );
  const items = rows<{
    id: string;
    sold: number;
    tokens: number;
    token_prices: string;
    ledger_paid: string;
    token_donations: string;
    ledger_donated: string;
  }>(
    await db.execute(sql`
      with tokens as (
        select item_id, count(*)::int as n, sum(price) as prices, sum(donation) as donations
        from nft_tokens group by item_id),
      paid as (
        select j.ref_id::bigint as item_id,
          coalesce(-sum(e.amount) filter (where a.user_id is not null
            and j.reason in ('nft.buy', 'nft.settle')), 0) as paid,
          coalesce(sum(e.amount) filter (where a.user_id is null and a.kind like 'charity:%'
            and j.reason in ('nft.buy', 'nft.settle')), 0) as donated
        from ledger_journals j join ledger_entries e on e.journal_id = j.id
        join ledger_accounts a on a.id = e.account_id
        where j.ref_type = 'nft_item' group by j.ref_id)
      select i.id::text, i.sold, coalesce(t.n, 0) as tokens,
        coalesce(t.prices, 0)::text as token_prices, coalesce(p.paid, 0)::text as ledger_paid,
        coalesce(t.donations, 0)::text as token_donations,
        coalesce(p.donated, 0)::text as ledger_donated
      from nft_items i left join tokens t on t.item_id = i.id left join paid p on p.item_id = i.id
      where i.sold <> coalesce(t.n, 0) or coalesce(t.prices, 0) <> coalesce(p.paid, 0)
        or coalesce(t.donations, 0) <> coalesce(p.donated, 0)
      order by i.id limit ${LIST_MAX}`),
  );
  const holds = rows<{ user_id: string; leading: string; ledger_held: string }>(
    await db.execute(sql`
      with leads as (
        select b.user_id, sum(i.current_bid) as amount from nft_items i
        join nft_bids b on b.id = i.leading_bid_id
        where i.settled_at is null group by b.user_id),
      held as (
        select a.user_id, sum(e.amount) as amount from ledger_journals j
        join ledger_entries e on e.journal_id = j.id
        join ledger_accounts a on a.id = e.account_id
        where j.reason like 'nft.%' and a.user_id is not null and a.kind = 'held'
        group by a.user_id)
      select coalesce(l.user_id, h.user_id)::text as user_id,
        coalesce(l.amount, 0)::text as leading, coalesce(h.amount, 0)::text as ledger_held
      from leads l full join held h on h.user_id = l.user_id
      where coalesce(l.amount, 0) <> coalesce(h.amount, 0)
      order by 1 limit ${LIST_MAX}`),
  );
  const payouts = rows<{ charity_id: number; approved: string; ledger_paid: string }>(
    await db.execute(sql`
      with approved as (
        select p.charity_id, sum(p.amount) as amount,
          bool_and(j.reason = 'nft.payout' and j.ref_type = 'nft_payout'
            and j.ref_id = p.id::text) as journaled
        from nft_payouts p left join ledger_journals j on j.id = p.journal_id
        where p.status = 'approved' group by p.charity_id),
      paid as (
        select substring(a.kind from '^charity:([0-9]+):payable$')::int as charity_id,
          -sum(e.amount) as amount
        from ledger_journals j join ledger_entries e on e.journal_id = j.id
        join ledger_accounts a on a.id = e.account_id
        where j.reason = 'nft.payout' and a.user_id is null and a.kind like 'charity:%'
        group by a.kind)
      select coalesce(a.charity_id, p.charity_id) as charity_id,
        coalesce(a.amount, 0)::text as approved, coalesce(p.amount, 0)::text as ledger_paid
      from approved a full join paid p on p.charity_id = a.charity_id
      where coalesce(a.amount, 0) <> coalesce(p.amount, 0) or not coalesce(a.journaled, true)
      order by 1 limit ${LIST_MAX}`),
  );
  const negative = rows<{ kind: string }>(
    await db.execute(sql`
      select kind from ledger_accounts
      where user_id is null and kind like 'charity:%' and balance < 0 order by kind
      limit ${LIST_MAX}`),
  );
  return {
    ok: items.length === 0 && holds.length === 0 && payouts.length === 0 && negative.length === 0,
    items: Number(count!.n),
    mismatchedItems: items.map((i) => ({
      itemId: Number(i.id),
      sold: i.sold,
      tokens: i.tokens,
      tokenPrices: i.token_prices,
      ledgerPaid: i.ledger_paid,
      tokenDonations: i.token_donations,
      ledgerDonated: i.ledger_donated,
    })),
    mismatchedHolds: holds.map((h) => ({
      userId: Number(h.user_id),
      leading: h.leading,
      ledgerHeld: h.ledger_held,
    })),
    mismatchedPayouts: payouts.map((p) => ({
      charityId: p.charity_id,
      approved: p.approved,
      ledgerPaid: p.ledger_paid,
    })),
    negativeCharities: negative.map((n) => n.kind),
  };
}
