import type { LedgerReason } from '@swx/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, decimal, identityId, idOf, timestamptz } from '../../platform/db/columns.js';
import { users } from '../identity/tables.js';
import { staffUsers } from '../staff/tables.js';

/**
 * The double-entry ledger (docs/adr/0008). Accounts hold a balance per book and asset; a
 * journal is one balance change of two or more entries that sum to zero per asset. Journals
 * and entries are append-only (database triggers refuse UPDATE and DELETE; a deferred trigger
 * refuses, at commit, a journal whose entries do not sum to zero). Composite foreign keys make
 * an entry's book and asset those of its account and its journal: a posting never crosses
 * books.
 */

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: identityId(),
    book: text('book', { enum: ['demo', 'real'] }).notNull(),
    /** The customer; null for the platform's own accounts. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    /** `available` or `held` for a customer; the platform account's purpose otherwise. */
    kind: text('kind').notNull(),
    asset: text('asset').notNull(),
    balance: decimal('balance').notNull().default('0'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_customer_key')
      .on(t.userId, t.book, t.kind, t.asset)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('ledger_accounts_platform_key')
      .on(t.book, t.kind, t.asset)
      .where(sql`${t.userId} is null`),
    unique('ledger_accounts_id_book_asset_key').on(t.id, t.book, t.asset),
    check('ledger_accounts_book', sql`${t.book} in ('demo', 'real')`),
    check('ledger_accounts_asset', sql`${t.asset} in ('USDT', 'BTC', 'ETH')`),
    check(
      'ledger_accounts_customer_kind',
      sql`${t.userId} is null or ${t.kind} in ('available', 'held')`,
    ),
    // A customer's balance never goes below zero; platform accounts (issuance, clearing) may.
    check('ledger_accounts_customer_non_negative', sql`${t.userId} is null or ${t.balance} >= 0`),
    // Funded platform accounts never go below zero either: the yield reserve (what the operator
    // can still promise), a plan's own accounts (docs/adr/0024) and the loan pool (docs/adr/0025).
    check(
      'ledger_accounts_funded_non_negative',
      sql`${t.userId} is not null or ${t.balance} >= 0
          or not (${t.kind} in ('yield_reserve', 'loan_pool') or ${t.kind} like 'plan:%'
                  or ${t.kind} like 'charity:%')`,
    ),
  ],
);

export const ledgerJournals = pgTable(
  'ledger_journals',
  {
    id: identityId(),
    book: text('book', { enum: ['demo', 'real'] }).notNull(),
    /** Why the balances changed: `demo.open`, `demo.reset`, `deposit.credit`, ... */
    reason: text('reason').$type<LedgerReason>().notNull(),
    /** The business row this journal belongs to (table and id), when there is one. */
    refType: text('ref_type'),
    refId: text('ref_id'),
    /** The customer concerned, for statements (null for platform-only journals). */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_journals_id_book_key').on(t.id, t.book),
    index('ledger_journals_user_idx').on(t.userId, t.id),
    index('ledger_journals_ref_idx').on(t.refType, t.refId),
    check('ledger_journals_book', sql`${t.book} in ('demo', 'real')`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: identityId(),
    journalId: bigint('journal_id', { mode: 'number' }).notNull(),
    book: text('book', { enum: ['demo', 'real'] }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    asset: text('asset').notNull(),
    /** Signed: added to the account's balance. */
    amount: decimal('amount').notNull(),
    /** The account's balance after this entry. */
    balanceAfter: decimal('balance_after').notNull(),
    /** A conversion rate recorded with the entry (a BTC deposit credited in USDT). */
    rate: decimal('rate'),
  },
  (t) => [
    foreignKey({
      name: 'ledger_entries_journal_fk',
      columns: [t.journalId, t.book],
      foreignColumns: [ledgerJournals.id, ledgerJournals.book],
    }),
    foreignKey({
      name: 'ledger_entries_account_fk',
      columns: [t.accountId, t.book, t.asset],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.book, ledgerAccounts.asset],
    }),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_journal_idx').on(t.journalId),
    check('ledger_entries_amount_non_zero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Money-moving requests by their `Idempotency-Key`: the first result, stored in the same
 * transaction as its effect, is answered again to a retry with the same request.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: idOf('user_id', () => users.id),
    key: text('key').notNull(),
    /** SHA-256 of the method, route and body: another request under the same key is refused. */
    requestHash: text('request_hash').notNull(),
    /** `{ code, result }` of the first answer. */
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * A money decision two staff members take (docs/adr/0014): one asks, a different one approves,
 * which posts its journal, or rejects; decided once. The columns and checks every such request
 * table shares (ledger adjustments, reserve fundings).
 */
export const fourEyesColumns = () => ({
  status: text('status').notNull().default('pending'),
  requestedBy: idOf('requested_by', () => staffUsers.id),
  requestedAt: timestamptz('requested_at').notNull().defaultNow(),
  decidedBy: bigint('decided_by', { mode: 'number' }).references(() => staffUsers.id),
  decidedAt: timestamptz('decided_at'),
  decisionReason: text('decision_reason'),
  journalId: bigint('journal_id', { mode: 'number' }).references(() => ledgerJournals.id),
});

export function fourEyesChecks(
  name: string,
  t: {
    status: AnyPgColumn;
    decidedBy: AnyPgColumn;
    requestedBy: AnyPgColumn;
    decidedAt: AnyPgColumn;
    journalId: AnyPgColumn;
  },
) {
  return [
    check(`${name}_status`, sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(`${name}_four_eyes`, sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`),
    check(
      `${name}_decided`,
      sql`(${t.status} = 'pending') = (${t.decidedAt} is null)
          and (${t.status} <> 'approved' or ${t.journalId} is not null)`,
    ),
  ];
}

/**
 * Ledger adjustments: corrections staff make to a customer's balance, only with a reason and a
 * second, different staff member's approval. Approval posts the journal (reason
 * `adjustment.credit` or `adjustment.debit`) that the customer sees on their statement, in the
 * same transaction (docs/adr/0014).
 */
export const ledgerAdjustments = pgTable(
  'ledger_adjustments',
  {
    id: identityId(),
    userId: idOf('user_id', () => users.id),
    book: text('book').notNull(),
    asset: text('asset').notNull(),
    /** Signed: a credit is positive, a debit negative. */
    amount: decimal('amount').notNull(),
    reason: text('reason').notNull(),
    ...fourEyesColumns(),
  },
  (t) => [
    index('ledger_adjustments_status_idx').on(t.status, t.id),
    index('ledger_adjustments_user_idx').on(t.userId, t.id),
    check('ledger_adjustments_book', sql`${t.book} in ('demo', 'real')`),
    check('ledger_adjustments_amount', sql`${t.amount} <> 0`),
    ...fourEyesChecks('ledger_adjustments', t),
  ],
);
