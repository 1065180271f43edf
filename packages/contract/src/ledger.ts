import { z } from 'zod';
import { Code } from './codes.js';
import { queryInt } from './content.js';
import { BOOKS } from './book.js';

/**
 * Books, balances and ledger entries (docs/adr/0008). Amounts are decimal strings with the
 * asset's scale.
 */

const invalid = { error: String(Code.INVALID_PARAMS) };

/** Why a balance changed (a journal's reason), as the server writes them. */
export const LEDGER_REASONS = [
  'demo.open',
  'demo.reset',
  'deposit.credit',
  'withdrawal.hold',
  'withdrawal.release',
  'withdrawal.payout',
  'options.open',
  'options.win',
  'options.lose',
  'options.draw',
  'options.void',
  'contract.open',
  'contract.close',
  'adjustment.credit',
  'adjustment.debit',
  'smart.buy',
  'smart.accrue',
  'smart.mature',
  'smart.exit',
  'smart.expire',
  'smart.reserve',
  'loan.disburse',
  'loan.repay',
  'loan.pool',
  'nft.buy',
  'nft.bid',
  'nft.outbid',
  'nft.release',
  'nft.settle',
  'nft.payout',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

export const balance = z.object({
  book: z.enum(BOOKS),
  asset: z.string(),
  available: z.string(),
  held: z.string(),
});
export const balancesResult = z.object({ balances: z.array(balance) });

export const LEDGER_PAGE_SIZE_MAX = 100;
export const listLedgerQuery = z.strictObject(
  {
    book: z.enum(BOOKS, invalid).optional(),
    page: queryInt(100_000).optional(),
    pageSize: queryInt(LEDGER_PAGE_SIZE_MAX).optional(),
  },
  invalid,
);
export const statementQuery = z.strictObject({ book: z.enum(BOOKS, invalid).optional() }, invalid);

export const ledgerEntry = z.object({
  id: z.string(),
  journalId: z.string(),
  time: z.string(),
  book: z.enum(BOOKS),
  /** `demo.open`, `demo.reset`, `deposit.credit`, `withdrawal.hold`, ... */
  reason: z.string(),
  asset: z.string(),
  /** Which of the customer's balances moved. */
  account: z.enum(['available', 'held']),
  /** Signed. */
  amount: z.string(),
  balanceAfter: z.string(),
  rate: z.string().nullable(),
  refType: z.string().nullable(),
  refId: z.string().nullable(),
});
export const ledgerPage = z.object({
  items: z.array(ledgerEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** One asset's net movement of a journal on the customer's balances (signed, the asset's scale). */
export const journalChange = z.object({
  asset: z.string(),
  /** Net change of the available balance ("0.000000" when it did not move). */
  available: z.string(),
  /** Net change of the held balance ("0.000000" when it did not move). */
  held: z.string(),
});

/**
 * One business event of the transaction record: a journal (its reason, time and reference),
 * its net effect on the customer's balances, and its entries on the customer's accounts
 * (oldest first: the order they were posted in). A stake held is one journal of two entries,
 * available −100 and held +100.
 */
export const ledgerJournal = z.object({
  id: z.string(),
  time: z.string(),
  book: z.enum(BOOKS),
  reason: z.string(),
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  /** Per asset the journal moved, in the order the assets first appear in its entries. */
  changes: z.array(journalChange),
  entries: z.array(ledgerEntry),
});

/**
 * A page of journals, newest first (GET /user/listLedgerJournals, same query as listLedger).
 * Paged by journal, never by entry: a page holds whole events, `total` counts journals.
 */
export const ledgerJournalPage = z.object({
  items: z.array(ledgerJournal),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export type Balance = z.infer<typeof balance>;
export type BalancesResult = z.infer<typeof balancesResult>;
export type LedgerEntry = z.infer<typeof ledgerEntry>;
export type LedgerPage = z.infer<typeof ledgerPage>;
export type JournalChange = z.infer<typeof journalChange>;
export type LedgerJournal = z.infer<typeof ledgerJournal>;
export type LedgerJournalPage = z.infer<typeof ledgerJournalPage>;
