import { ASSET_SCALE, Code, type Asset, type Book, type LedgerReason } from '@swx/contract';
import { sql } from 'drizzle-orm';
import { pgArray } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import { assert } from '../../platform/assert.js';
import { AppError } from '../../platform/http/errors.js';
import { fromUnits, unitsOf } from '../../platform/units.js';
import { rows } from '../../platform/db/rows.js';

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
  /** The other side of staff adjustments (corrections approved by two staff members). */
  adjustments: 'adjustments',
  /**
   * What the operator can still promise as smart-plan interest (never below zero): funded from
   * operator capital, drawn whole when a plan is sold, refilled by what an exit forfeits.
   */
  yieldReserve: 'yield_reserve',
  /** The operator's own money put into the business (the other side of reserve fundings). */
  operatorCapital: 'operator_capital',
  /**
   * What the operator can lend (never below zero; docs/adr/0025): funded from operator capital,
   * drawn by each disbursement, refilled by the principal repaid.
   */
  loanPool: 'loan_pool',
  /** Interest borrowers paid on their loans. */
  interestIncome: 'interest_income',
} as const;
export type PlatformAccountKind = (typeof PlatformAccount)[keyof typeof PlatformAccount];

export type CustomerAccountKind = 'available' | 'held';

/**
 * A smart plan's own accounts (docs/adr/0024): the principal it holds, the interest reserved
 * for it and not yet accrued, and the interest accrued and kept until maturity. Stored as
 * platform accounts named `plan:<id>:<part>`; they never go below zero.
 */
export type PlanPart = 'principal' | 'reserved' | 'accrued';

/**
 * A charity's account (docs/adr/0026): `payable` holds the NFT proceeds owed to the charity
 * until staff pay them out. Stored as a platform account named `charity:<id>:payable`; it
 * never goes below zero.
 */
export type CharityPart = 'payable';

export type AccountRef =
  | { userId: number; kind: CustomerAccountKind }
  | { platform: PlatformAccountKind }
  | { plan: number; part: PlanPart }
  | { charity: number; part: CharityPart };

/** Platform accounts that never go below zero (a CHECK constraint stands behind it). */
const FUNDED = new Set<string>([PlatformAccount.yieldReserve, PlatformAccount.loanPool]);

/**
 * A funded platform account (the yield reserve, a plan's account) would go below zero: the
 * caller refuses the request with its own code (a plan the reserve cannot cover is not sold).
 */
export class FundsShortfall extends Error {
  constructor(readonly account: AccountRef) {
    super(`ledger account ${JSON.stringify(account)} would go below zero`);
    this.name = 'FundsShortfall';
  }
}

/** The kind column of a platform or plan account. */
function platformKind(ref: Exclude<AccountRef, { userId: number }>): string {
  if ('plan' in ref) return `plan:${ref.plan}:${ref.part}`;
  if ('charity' in ref) return charityKind(ref.charity);
  return ref.platform;
}

/** The kind column of a charity's payable account. */
export const charityKind = (charity: number) => `charity:${charity}:payable`;

/** The account a platform row's kind names. */
function platformRef(kind: string): Exclude<AccountRef, { userId: number }> {
  const plan = /^plan:(\d+):(principal|reserved|accrued)$/.exec(kind);
  if (plan) return { plan: Number(plan[1]), part: plan[2] as PlanPart };
  const charity = /^charity:(\d+):payable$/.exec(kind);
  if (charity) return { charity: Number(charity[1]), part: 'payable' };
  return { platform: kind as PlatformAccountKind };
}

const isFunded = (ref: AccountRef) =>
  'plan' in ref || 'charity' in ref || ('platform' in ref && FUNDED.has(ref.platform));

export interface Leg {
  account: AccountRef;
  asset: Asset;
  /** Units at the asset's scale, signed: added to the account's balance. */
  amount: bigint;
  /** A rate recorded with the entry (decimal string), e.g. the price a BTC deposit was
   * converted at. */
  rate?: string;
}

/** The legs of a hold: `amount` of the user's USDT moves from available to held. */
export function holdLegs(userId: number, amount: bigint): Leg[] {
  return [
    { account: { userId, kind: 'available' }, asset: 'USDT', amount: -amount },
    { account: { userId, kind: 'held' }, asset: 'USDT', amount },
  ];
}

/** The legs of a release: `amount` of the user's held USDT goes back to available. */
export function releaseLegs(userId: number, amount: bigint): Leg[] {
  return [
    { account: { userId, kind: 'held' }, asset: 'USDT', amount: -amount },
    { account: { userId, kind: 'available' }, asset: 'USDT', amount },
  ];
}

export interface Posting {
  book: Book;
  /** Why the balances change: one of the contract's LEDGER_REASONS. */
  reason: LedgerReason;
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

export { unitsOf };

const refKey = (ref: AccountRef, book: Book, asset: Asset) =>
  'userId' in ref
    ? `u:${ref.userId}:${book}:${ref.kind}:${asset}`
    : `p:${book}:${platformKind(ref)}:${asset}`;

interface LockedAccount {
  id: number;
  balance: bigint;
  asset: Asset;
}

interface AccountKey {
  book: Book;
  ref: AccountRef;
  asset: Asset;
}

const keyOf = (k: AccountKey) => refKey(k.ref, k.book, k.asset);

/**
 * Finds and locks the accounts of a batch of postings in one statement, in ascending id order
 * (one global order: postings never deadlock). Accounts that do not exist yet are created
 * first (`ON CONFLICT DO NOTHING` on the unique indexes makes that race-free) and the lookup
 * runs again. Accounts are matched by joining the keys (as arrays) on the unique indexes, so
 * the lookup costs the same however many accounts the ledger holds, and one statement serves
 * one posting or ten thousand.
 */
async function lockAccounts(
  tx: Db,
  keys: readonly AccountKey[],
): Promise<Map<string, LockedAccount>> {
  const customers = keys.filter(
    (k): k is AccountKey & { ref: { userId: number; kind: CustomerAccountKind } } =>
      'userId' in k.ref,
  );
  const platform = keys.flatMap((k) =>
    'userId' in k.ref ? [] : [{ book: k.book, kind: platformKind(k.ref), asset: k.asset }],
  );
  const customerArrays = sql`${pgArray(customers.map((k) => k.book))}::text[],
    ${pgArray(customers.map((k) => k.ref.userId))}::bigint[],
    ${pgArray(customers.map((k) => k.ref.kind))}::text[],
    ${pgArray(customers.map((k) => k.asset))}::text[]`;
  const platformArrays = sql`${pgArray(platform.map((k) => k.book))}::text[],
    ${pgArray(platform.map((k) => k.kind))}::text[],
    ${pgArray(platform.map((k) => k.asset))}::text[]`;
  const lock = async () => {
    const found = rows<{
      id: string;
      book: Book;
      user_id: string | null;
      kind: string;
      asset: Asset;
      balance: string;
    }>(
      await tx.execute(sql`
        select id::text, book, user_id::text, kind, asset, balance::text from ledger_accounts
        where id in (
          select a.id from ledger_accounts a
          join unnest(${customerArrays}) as v(b, u, k, s)
            on a.user_id = v.u and a.book = v.b and a.kind = v.k and a.asset = v.s
          union all
          select a.id from ledger_accounts a
          join unnest(${platformArrays}) as v(b, k, s)
            on a.user_id is null and a.book = v.b and a.kind = v.k and a.asset = v.s)
        order by id for update`),
    );
    const out = new Map<string, LockedAccount>();
    for (const r of found) {
      const ref: AccountRef =
        r.user_id === null
          ? platformRef(r.kind)
          : { userId: Number(r.user_id), kind: r.kind as CustomerAccountKind };
      out.set(refKey(ref, r.book, r.asset), {
        id: Number(r.id),
        balance: unitsOf(r.balance, ASSET_SCALE[r.asset]),
        asset: r.asset,
      });
    }
    return out;
  };
  const first = await lock();
  if (first.size === keys.length) return first;
  // First postings to some accounts: create them, then take every lock again in id order.
  const missing = keys.filter((k) => !first.has(keyOf(k)));
  const newCustomers = missing.flatMap((k) => ('userId' in k.ref ? [{ ...k, ref: k.ref }] : []));
  const newPlatform = missing.flatMap((k) =>
    'userId' in k.ref ? [] : [{ book: k.book, kind: platformKind(k.ref), asset: k.asset }],
  );
  if (newCustomers.length > 0) {
    await tx.execute(sql`
      insert into ledger_accounts (book, user_id, kind, asset)
      select * from unnest(${pgArray(newCustomers.map((k) => k.book))}::text[],
        ${pgArray(newCustomers.map((k) => k.ref.userId))}::bigint[],
        ${pgArray(newCustomers.map((k) => k.ref.kind))}::text[],
        ${pgArray(newCustomers.map((k) => k.asset))}::text[])
      on conflict (user_id, book, kind, asset) where user_id is not null do nothing`);
  }
  if (newPlatform.length > 0) {
    await tx.execute(sql`
      insert into ledger_accounts (book, user_id, kind, asset)
      select b, null, k, s from unnest(${pgArray(newPlatform.map((k) => k.book))}::text[],
        ${pgArray(newPlatform.map((k) => k.kind))}::text[],
        ${pgArray(newPlatform.map((k) => k.asset))}::text[]) as v(b, k, s)
      on conflict (book, kind, asset) where user_id is null do nothing`);
  }
  return lock();
}

/** Throws unless the posting has two or more non-zero legs summing to zero per asset. */
function checkBalanced(posting: Posting): void {
  assert(posting.legs.length >= 2, 'a journal needs two or more legs');
  for (const leg of posting.legs) assert(leg.amount !== 0n, 'a ledger leg cannot be zero');
  assertBalanced(posting.reason, posting.legs);
}

/** Asserts that `legs` (or the entries written for them) sum to zero in each asset. */
function assertBalanced(reason: string, legs: readonly { asset: Asset; amount: bigint }[]): void {
  const sums = new Map<Asset, bigint>();
  for (const leg of legs) sums.set(leg.asset, (sums.get(leg.asset) ?? 0n) + leg.amount);
  for (const [asset, sum] of sums) {
    assert(sum === 0n, () => `journal ${reason} does not sum to zero in ${asset}`);
  }
}

/** Posts one balanced journal in `tx`. Throws AppError(10011) for an overdrawn customer. */
export async function post(tx: Db, posting: Posting): Promise<Posted> {
  const [posted] = await postMany(tx, [posting]);
  return posted!;
}

/**
 * Posts balanced journals in `tx`, in order, with a fixed number of statements however many
 * there are (a settlement round posts hundreds at once): one lock of every account touched,
 * one insert of the journals, one of the entries, one update of the balances. Legs apply in
 * the order given, so each entry's balance after it is exact and a customer going below zero
 * at any point refuses the whole batch with AppError(10011).
 */
export async function postMany(tx: Db, postings: readonly Posting[]): Promise<Posted[]> {
  if (postings.length === 0) return [];
  const distinct = new Map<string, AccountKey>();
  for (const posting of postings) {
    checkBalanced(posting);
    for (const leg of posting.legs) {
      const key = { book: posting.book, ref: leg.account, asset: leg.asset };
      distinct.set(keyOf(key), key);
    }
  }
  const locked = await lockAccounts(tx, [...distinct.values()]);
  const balances = new Map([...locked.values()].map((a) => [a.id, a.balance]));
  const assetOf = new Map([...locked.values()].map((a) => [a.id, a.asset]));

  const entries = postings.map((posting) =>
    posting.legs.map((leg): PostedEntry => {
      const accountId = locked.get(refKey(leg.account, posting.book, leg.asset))!.id;
      const after = balances.get(accountId)! + leg.amount;
      if (after < 0n) {
        if ('userId' in leg.account) throw new AppError(Code.INSUFFICIENT_BALANCE);
        if (isFunded(leg.account)) throw new FundsShortfall(leg.account);
      }
      balances.set(accountId, after);
      return {
        accountId,
        account: leg.account,
        asset: leg.asset,
        amount: leg.amount,
        balanceAfter: after,
      };
    }),
  );

  // Post-conditions of the entries about to be written: each journal balances in each asset, and
  // no customer account ends below zero (checked per leg above; asserted on the final balances).
  postings.forEach((posting, i) => assertBalanced(posting.reason, entries[i]!));
  for (const legs of entries) {
    for (const entry of legs) {
      if ('userId' in entry.account || isFunded(entry.account)) {
        const final = balances.get(entry.accountId)!;
        assert(final >= 0n, () => `funded account ${entry.accountId} ends at ${final}`);
      }
    }
  }

  // One statement writes everything: journal ids are drawn first (so that each entry finds
  // its journal by the posting's position), then the journals, the entries and the balances.
  // The entries' foreign keys are checked at the end of the statement, after the journals.
  const flat = postings.flatMap((posting, i) =>
    entries[i]!.map((entry, j) => ({ n: i + 1, entry, leg: posting.legs[j]! })),
  );
  const scale = (e: PostedEntry) => ASSET_SCALE[e.asset];
  const finalIds = [...balances.keys()];
  const written = rows<{ id: string; journals: number; entries: number; accounts: number }>(
    await tx.execute(sql`
      with ids as (
        select n, nextval('ledger_journals_id_seq') as id
        from generate_series(1, ${postings.length}) as n),
      journals as (
        insert into ledger_journals (id, book, reason, ref_type, ref_id, user_id)
        overriding system value
        select ids.id, v.book, v.reason, v.ref_type, v.ref_id, v.user_id
        from unnest(${pgArray(postings.map((p) => p.book))}::text[],
                    ${pgArray(postings.map((p) => p.reason))}::text[],
                    ${pgArray(postings.map((p) => p.ref?.type ?? null))}::text[],
                    ${pgArray(postings.map((p) => (p.ref === undefined ? null : String(p.ref.id))))}::text[],
                    ${pgArray(postings.map((p) => p.userId ?? null))}::bigint[])
          with ordinality as v(book, reason, ref_type, ref_id, user_id, n)
        join ids using (n)
        returning 1),
      entries as (
        insert into ledger_entries (journal_id, book, account_id, asset, amount, balance_after, rate)
        select ids.id, a.book, v.a, v.s, v.m::numeric, v.b::numeric, v.r::numeric
        from unnest(${pgArray(flat.map((f) => f.n))}::bigint[],
                    ${pgArray(flat.map((f) => f.entry.accountId))}::bigint[],
                    ${pgArray(flat.map((f) => f.entry.asset))}::text[],
                    ${pgArray(flat.map((f) => fromUnits(f.entry.amount, scale(f.entry))))}::text[],
                    ${pgArray(flat.map((f) => fromUnits(f.entry.balanceAfter, scale(f.entry))))}::text[],
                    ${pgArray(flat.map((f) => f.leg.rate ?? null))}::text[])
          with ordinality as v(n, a, s, m, b, r, k)
        join ids using (n)
        join unnest(${pgArray(postings.map((p) => p.book))}::text[]) with ordinality as a(book, n)
          using (n)
        order by v.k
        returning 1),
      balances as (
        update ledger_accounts a set balance = v.b::numeric
        from unnest(${pgArray(finalIds)}::bigint[],
                    ${pgArray(finalIds.map((id) => fromUnits(balances.get(id)!, ASSET_SCALE[assetOf.get(id)!])))}::text[]) as v(id, b)
        where a.id = v.id
        returning 1)
      select id::text, (select count(*) from journals)::int as journals,
        (select count(*) from entries)::int as entries,
        (select count(*) from balances)::int as accounts
      from ids order by n`),
  );
  // Post-condition: the statement wrote as many journals, entries and balances as asked.
  const [first] = written;
  assert(
    written.length === postings.length &&
      first?.journals === postings.length &&
      first.entries === flat.length &&
      first.accounts === finalIds.length,
    () => `posting wrote ${JSON.stringify(first)} for ${postings.length} journals`,
  );
  return postings.map((_, i) => ({ journalId: Number(written[i]!.id), entries: entries[i]! }));
}
