import {
  ASSET_SCALE,
  BOOKS,
  Code,
  type Asset,
  type Balance,
  type Book,
  type JournalChange,
  type LedgerEntry,
  type LedgerJournal,
  type LedgerJournalPage,
  type LedgerReason,
  type LedgerPage,
} from '@swx/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { internalParameter } from '../../platform/parameters.js';
import { fromUnits, toUnits } from '../../platform/units.js';
import { PlatformAccount, post, unitsOf, type Posted } from './ledger.js';
import { rows } from '../../platform/db/rows.js';
import { assert } from '../../platform/assert.js';

export const DEMO_CREDIT_PARAMETER = 'demo.initialBalanceUsdt';
const USDT: Asset = 'USDT';

/**
 * Moves `amount` (USDT units, signed) between the demo issuance and the user's available demo
 * USDT: the demo credit at registration and each reset to it.
 */
function issueDemo(
  tx: Db,
  userId: number,
  reason: Extract<LedgerReason, 'demo.open' | 'demo.reset'>,
  amount: bigint,
): Promise<Posted> {
  return post(tx, {
    book: 'demo',
    reason,
    userId,
    legs: [
      { account: { userId, kind: 'available' }, asset: USDT, amount },
      { account: { platform: PlatformAccount.demoIssuance }, asset: USDT, amount: -amount },
    ],
  });
}

/** The customer's view of the ledger: books, balances, statement, the demo credit. */
export class LedgerService {
  constructor(private readonly db: Db) {}

  /** The demo credit in USDT units (the parameter; 0 when unset or not a positive amount). */
  private async demoCredit(tx: Db): Promise<bigint> {
    const text = await internalParameter(tx, DEMO_CREDIT_PARAMETER);
    const units = text === undefined ? undefined : toUnits(text, ASSET_SCALE.USDT);
    return units !== undefined && units > 0n ? units : 0n;
  }

  /** Opens a new user's books: the demo book credited with the demo amount. Runs in the
   * registration's transaction. */
  async openBooks(tx: Db, userId: number): Promise<Posted | undefined> {
    const credit = await this.demoCredit(tx);
    if (credit === 0n) return undefined;
    return issueDemo(tx, userId, 'demo.open', credit);
  }

  /** Restores the demo book's available USDT to the demo amount (held funds stay held).
   * Refused (10018) while the parameter is missing or not a positive amount: a reset must
   * never drain the book to zero by accident. */
  async resetDemo(tx: Db, userId: number): Promise<Posted | undefined> {
    const target = await this.demoCredit(tx);
    if (target === 0n) throw new AppError(Code.PARAMETER_UNAVAILABLE);
    const [row] = rows<{ balance: string }>(
      await tx.execute(sql`
        select balance::text from ledger_accounts
        where user_id = ${userId} and book = 'demo' and kind = 'available' and asset = ${USDT}`),
    );
    const current = row ? unitsOf(row.balance, ASSET_SCALE.USDT) : 0n;
    const diff = target - current;
    if (diff === 0n) return undefined;
    // The posting locks the account and checks the balance again: a concurrent change between
    // this read and the lock can only make the reset land off target, never below zero.
    return issueDemo(tx, userId, 'demo.reset', diff);
  }

  /** Both books' USDT balances (and any other asset the user holds). */
  async balances(userId: number, db: Db = this.db): Promise<Balance[]> {
    const found = rows<{ book: Book; kind: string; asset: Asset; balance: string }>(
      await db.execute(sql`
        select book, kind, asset, balance::text from ledger_accounts
        where user_id = ${userId} order by book, asset, kind`),
    );
    const out = new Map<string, Balance>();
    const zero = (asset: Asset) => fromUnits(0n, ASSET_SCALE[asset]);
    for (const book of BOOKS) {
      out.set(`${book}:${USDT}`, { book, asset: USDT, available: zero(USDT), held: zero(USDT) });
    }
    for (const r of found) {
      const key = `${r.book}:${r.asset}`;
      const b = out.get(key) ?? {
        book: r.book,
        asset: r.asset,
        available: zero(r.asset),
        held: zero(r.asset),
      };
      const value = fromUnits(unitsOf(r.balance, ASSET_SCALE[r.asset]), ASSET_SCALE[r.asset]);
      if (r.kind === 'available') b.available = value;
      else b.held = value;
      out.set(key, b);
    }
    return [...out.values()];
  }

  /** The user's ledger entries, newest first. */
  async entries(
    userId: number,
    query: { book?: Book; page?: number; pageSize?: number },
  ): Promise<LedgerPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const bookFilter = query.book ? sql`and a.book = ${query.book}` : sql``;
    const [count] = rows<{ n: string }>(
      await this.db.execute(sql`
        select count(*)::text as n from ledger_entries e
        join ledger_accounts a on a.id = e.account_id
        where a.user_id = ${userId} ${bookFilter}`),
    );
    const items = rows<EntryRow>(
      await this.db.execute(sql`
        ${entrySelect} where a.user_id = ${userId} ${bookFilter}
        order by e.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`),
    ).map(toEntry);
    return { items, total: Number(count!.n), page, pageSize };
  }

  /**
   * The user's journals (business events), newest first, a page of whole journals: each with
   * its entries on the user's accounts and their net change per asset and balance. Paging
   * counts journals, not entries, so no event is ever split across two pages.
   */
  async journals(
    userId: number,
    query: { book?: Book; page?: number; pageSize?: number },
  ): Promise<LedgerJournalPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const bookFilter = query.book ? sql`and a.book = ${query.book}` : sql``;
    const mine = sql`
      select e.journal_id from ledger_entries e
      join ledger_accounts a on a.id = e.account_id
      where a.user_id = ${userId} ${bookFilter}`;
    const [count] = rows<{ n: string }>(
      await this.db.execute(sql`select count(distinct m.journal_id)::text as n from (${mine}) m`),
    );
    const found = rows<EntryRow>(
      await this.db.execute(sql`
        with page_journals as (
          select m.journal_id from (${mine}) m
          group by m.journal_id order by m.journal_id desc
          limit ${pageSize} offset ${(page - 1) * pageSize})
        ${entrySelect} where a.user_id = ${userId}
          and e.journal_id in (select journal_id from page_journals)
        order by e.journal_id desc, e.id`),
    );
    const items: LedgerJournal[] = [];
    for (const row of found) {
      const entry = toEntry(row);
      let journal = items.at(-1);
      if (journal?.id !== entry.journalId) {
        journal = {
          id: entry.journalId,
          time: entry.time,
          book: entry.book,
          reason: entry.reason,
          refType: entry.refType,
          refId: entry.refId,
          changes: [],
          entries: [],
        };
        items.push(journal);
      }
      journal.entries.push(entry);
    }
    for (const journal of items) journal.changes = netChanges(journal.entries);
    // A page holds whole journals: as many as asked, fewer only on the last page.
    assert(
      items.length <= pageSize && new Set(items.map((j) => j.id)).size === items.length,
      () => `journal page of ${items.length} for ${pageSize}`,
    );
    return { items, total: Number(count!.n), page, pageSize };
  }

  /** Every entry of the user's accounts, oldest first, in pages of `batch` (for the CSV). */
  async *allEntries(
    userId: number,
    book: Book | undefined,
    batch = 1000,
  ): AsyncGenerator<LedgerEntry[]> {
    let after = 0;
    const bookFilter = book ? sql`and a.book = ${book}` : sql``;
    for (;;) {
      const items = rows<EntryRow>(
        await this.db.execute(sql`
          ${entrySelect} where a.user_id = ${userId} ${bookFilter} and e.id > ${after}
          order by e.id limit ${batch}`),
      ).map(toEntry);
      if (items.length === 0) return;
      yield items;
      after = Number(items.at(-1)!.id);
    }
  }
}

interface EntryRow {
  id: string;
  journal_id: string;
  created_at: string | Date;
  book: Book;
  reason: LedgerReason;
  asset: Asset;
  kind: 'available' | 'held';
  amount: string;
  balance_after: string;
  rate: string | null;
  ref_type: string | null;
  ref_id: string | null;
}

const entrySelect = sql`
  select e.id::text, e.journal_id::text, j.created_at, e.book, j.reason, e.asset, a.kind,
         e.amount::text, e.balance_after::text, e.rate::text, j.ref_type, j.ref_id
  from ledger_entries e
  join ledger_accounts a on a.id = e.account_id
  join ledger_journals j on j.id = e.journal_id`;

/** A journal's net change per asset on the available and the held balance (bigint units). */
function netChanges(entries: readonly LedgerEntry[]): JournalChange[] {
  const sums = new Map<string, { available: bigint; held: bigint }>();
  for (const entry of entries) {
    const scale = ASSET_SCALE[entry.asset as Asset];
    const sum = sums.get(entry.asset) ?? { available: 0n, held: 0n };
    sum[entry.account] += unitsOf(entry.amount, scale);
    sums.set(entry.asset, sum);
  }
  return [...sums].map(([asset, sum]) => {
    const scale = ASSET_SCALE[asset as Asset];
    return {
      asset,
      available: fromUnits(sum.available, scale),
      held: fromUnits(sum.held, scale),
    };
  });
}

function toEntry(r: EntryRow): LedgerEntry {
  const scale = ASSET_SCALE[r.asset];
  return {
    id: r.id,
    journalId: r.journal_id,
    time: new Date(r.created_at).toISOString(),
    book: r.book,
    reason: r.reason,
    asset: r.asset,
    account: r.kind,
    amount: fromUnits(unitsOf(r.amount, scale), scale),
    balanceAfter: fromUnits(unitsOf(r.balance_after, scale), scale),
    rate: r.rate === null ? null : r.rate.replace(/\.?0+$/, ''),
    refType: r.ref_type,
    refId: r.ref_id,
  };
}
