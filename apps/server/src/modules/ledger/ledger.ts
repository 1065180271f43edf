import { ASSET_SCALE, Code, type Asset, type Book } from '@swx/contract';
import { sql } from 'drizzle-orm';
import { pgArray } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { fromUnits, toUnits } from '../../platform/units.js';

/**
 * Posting to the double-entry ledger (docs/adr/0008). Amounts are bigint units at the asset's
 * scale (USDT 6, BTC 8, ETH 18); the database holds them as NUMERIC. A posting runs inside
 * the caller's transaction, the one that writes its business row, and:
 *
 * 1. checks that it has two or more legs summing to zero per asset (the database checks it
 *    again at commit);
 * 2. finds and locks every account it touches in one statement, in ascending id order
 *    (`SELECT … FOR UPDATE`), creating the missing ones first, so that concurrent postings
 *    never deadlock;
 * 3. refuses with 10011 a leg that would take a customer's balance below zero (a CHECK
 *    constraint stands behind it);
 * 4. inserts the journal and its entries (each with the balance after it) and updates the
 *    balances.
 */

/** The platform's own accounts, per book and asset. */
export const PlatformAccount = {
  /** Source of virtual money: demo credits and resets. */
  demoIssuance: 'demo_issuance',
  /** Customer deposits credited, awaiting the platform's wallet reconciliation. */
  depositsClearing: 'deposits_clearing',
  /** Withdrawals paid out from the platform's wallets. */
  withdrawalsClearing: 'withdrawals_clearing',
  /** Fees earned. */
  fees: 'fees',
  /** The counterparty of options contracts: takes lost stakes, pays winnings. */
  optionsPool: 'options_pool',
  /** The counterparty of leveraged contracts: takes losses, pays profits. */
  contractsPool: 'contracts_pool',
} as const;
export type PlatformAccountKind = (typeof PlatformAccount)[keyof typeof PlatformAccount];

export type CustomerAccountKind = 'available' | 'held';

export type AccountRef =
  { userId: number; kind: CustomerAccountKind } | { platform: PlatformAccountKind };

export interface Leg {
  account: AccountRef;
  asset: Asset;
  /** Units at the asset's scale, signed: added to the account's balance. */
  amount: bigint;
  /** A rate recorded with the entry (decimal string), e.g. the price a BTC deposit was
   * converted at. */
  rate?: string;
}

export interface Posting {
  book: Book;
  /** `demo.open`, `demo.reset`, `deposit.credit`, `withdrawal.hold`, ... */
  reason: string;
  /** The customer concerned, for statements. */
  userId?: number;
  ref?: { type: string; id: string | number };
  legs: readonly Leg[];
}

export interface PostedEntry {
  accountId: number;
  account: AccountRef;
  asset: Asset;
  amount: bigint;
  balanceAfter: bigint;
}

export interface Posted {
  journalId: number;
  entries: PostedEntry[];
}

/** Numeric column text ("12.500000000000000000") as units at `scale`. */
export function unitsOf(text: string, scale: number): bigint {
  const units = toUnits(text, scale);
  if (units === undefined) throw new Error(`ledger value ${text} does not fit scale ${scale}`);
  return units;
}

const refKey = (ref: AccountRef, book: Book, asset: Asset) =>
  'userId' in ref
    ? `u:${ref.userId}:${book}:${ref.kind}:${asset}`
    : `p:${book}:${ref.platform}:${asset}`;

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

interface LockedAccount {
  id: number;
  balance: bigint;
  asset: Asset;
}

/**
 * Finds and locks the accounts of a posting in one statement, in ascending id order (one
 * global order: postings never deadlock). Accounts that do not exist yet are created first
 * (`ON CONFLICT DO NOTHING` on the unique indexes makes that race-free) and the lookup runs
 * again. Each account is matched by equality on its unique index, so the lookup costs the same
 * however many accounts the book holds.
 */
async function lockAccounts(
  tx: Db,
  book: Book,
  refs: ReadonlyArray<{ ref: AccountRef; asset: Asset }>,
): Promise<Map<string, LockedAccount>> {
  const keys = refs.map((r) =>
    'userId' in r.ref
      ? sql`(user_id = ${r.ref.userId} and kind = ${r.ref.kind} and asset = ${r.asset})`
      : sql`(user_id is null and kind = ${r.ref.platform} and asset = ${r.asset})`,
  );
  const lock = async () => {
    const found = rows<{
      id: string;
      user_id: string | null;
      kind: string;
      asset: Asset;
      balance: string;
    }>(
      await tx.execute(sql`
        select id::text, user_id::text, kind, asset, balance::text from ledger_accounts
        where book = ${book} and (${sql.join(keys, sql` or `)})
        order by ledger_accounts.id for update`),
    );
    const out = new Map<string, LockedAccount>();
    for (const r of found) {
      const ref: AccountRef =
        r.user_id === null
          ? { platform: r.kind as PlatformAccountKind }
          : { userId: Number(r.user_id), kind: r.kind as CustomerAccountKind };
      out.set(refKey(ref, book, r.asset), {
        id: Number(r.id),
        balance: unitsOf(r.balance, ASSET_SCALE[r.asset]),
        asset: r.asset,
      });
    }
    return out;
  };
  const first = await lock();
  const missing = refs.filter((r) => !first.has(refKey(r.ref, book, r.asset)));
  if (missing.length === 0) return first;
  // A first posting to an account: create it, then take every lock again in id order.
  for (const m of missing) {
    if ('userId' in m.ref) {
      await tx.execute(sql`
        insert into ledger_accounts (book, user_id, kind, asset)
        values (${book}, ${m.ref.userId}, ${m.ref.kind}, ${m.asset})
        on conflict (user_id, book, kind, asset) where user_id is not null do nothing`);
    } else {
      await tx.execute(sql`
        insert into ledger_accounts (book, user_id, kind, asset)
        values (${book}, null, ${m.ref.platform}, ${m.asset})
        on conflict (book, kind, asset) where user_id is null do nothing`);
    }
  }
  return lock();
}

/** Posts one balanced journal in `tx`. Throws AppError(10011) for an overdrawn customer. */
export async function post(tx: Db, posting: Posting): Promise<Posted> {
  const { book, legs } = posting;
  if (legs.length < 2) throw new Error('a journal needs two or more legs');
  const sums = new Map<Asset, bigint>();
  for (const leg of legs) {
    if (leg.amount === 0n) throw new Error('a ledger leg cannot be zero');
    sums.set(leg.asset, (sums.get(leg.asset) ?? 0n) + leg.amount);
  }
  for (const [asset, sum] of sums) {
    if (sum !== 0n) throw new Error(`journal ${posting.reason} does not sum to zero in ${asset}`);
  }

  const distinct = new Map<string, { ref: AccountRef; asset: Asset }>();
  for (const leg of legs) {
    distinct.set(refKey(leg.account, book, leg.asset), { ref: leg.account, asset: leg.asset });
  }
  const locked = await lockAccounts(tx, book, [...distinct.values()]);
  const balances = new Map([...locked.values()].map((a) => [a.id, a.balance]));
  const assetOf = new Map([...locked.values()].map((a) => [a.id, a.asset]));

  const entries: PostedEntry[] = [];
  for (const leg of legs) {
    const accountId = locked.get(refKey(leg.account, book, leg.asset))!.id;
    const after = balances.get(accountId)! + leg.amount;
    if ('userId' in leg.account && after < 0n) throw new AppError(Code.INSUFFICIENT_BALANCE);
    balances.set(accountId, after);
    entries.push({
      accountId,
      account: leg.account,
      asset: leg.asset,
      amount: leg.amount,
      balanceAfter: after,
    });
  }

  const [journal] = rows<{ id: string }>(
    await tx.execute(sql`
      insert into ledger_journals (book, reason, ref_type, ref_id, user_id)
      values (${book}, ${posting.reason}, ${posting.ref?.type ?? null},
              ${posting.ref === undefined ? null : String(posting.ref.id)}, ${posting.userId ?? null})
      returning id::text`),
  );
  const journalId = Number(journal!.id);
  const scale = (e: PostedEntry) => ASSET_SCALE[e.asset];
  await tx.execute(sql`
    insert into ledger_entries (journal_id, book, account_id, asset, amount, balance_after, rate)
    select ${journalId}, ${book}, a, s, m::numeric, b::numeric, r::numeric
    from unnest(${pgArray(entries.map((e) => e.accountId))}::bigint[], ${pgArray(entries.map((e) => e.asset))}::text[],
                ${pgArray(entries.map((e) => fromUnits(e.amount, scale(e))))}::text[],
                ${pgArray(entries.map((e) => fromUnits(e.balanceAfter, scale(e))))}::text[],
                ${pgArray(legs.map((l) => l.rate ?? null))}::text[]) as v(a, s, m, b, r)`);
  const finalIds = [...balances.keys()];
  await tx.execute(sql`
    update ledger_accounts a set balance = v.b::numeric
    from unnest(${pgArray(finalIds)}::bigint[],
                ${pgArray(finalIds.map((id) => fromUnits(balances.get(id)!, ASSET_SCALE[assetOf.get(id)!])))}::text[]) as v(id, b)
    where a.id = v.id`);
  return { journalId, entries };
}
