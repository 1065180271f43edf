import { sql } from 'drizzle-orm';
import { bigint, check, index, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/tables.js';
import { ledgerJournals } from '../ledger/tables.js';
import { staffUsers } from '../staff/tables.js';

/**
 * Ledger adjustments: corrections staff make to a customer's balance, only with a reason and a
 * second, different staff member's approval. Approval posts the journal (reason
 * `adjustment.credit` or `adjustment.debit`) that the customer sees on their statement, in the
 * same transaction (docs/adr/0014).
 */
export const ledgerAdjustments = pgTable(
  'ledger_adjustments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    book: text('book').notNull(),
    asset: text('asset').notNull(),
    /** Signed: a credit is positive, a debit negative. */
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    requestedBy: bigint('requested_by', { mode: 'number' })
      .notNull()
      .references(() => staffUsers.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => staffUsers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    journalId: bigint('journal_id', { mode: 'number' }).references(() => ledgerJournals.id),
  },
  (t) => [
    index('ledger_adjustments_status_idx').on(t.status, t.id),
    index('ledger_adjustments_user_idx').on(t.userId, t.id),
    check('ledger_adjustments_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('ledger_adjustments_book', sql`${t.book} in ('demo', 'real')`),
    check('ledger_adjustments_amount', sql`${t.amount} <> 0`),
    check(
      'ledger_adjustments_four_eyes',
      sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`,
    ),
    check(
      'ledger_adjustments_decided',
      sql`(${t.status} = 'pending') = (${t.decidedAt} is null)
          and (${t.status} <> 'approved' or ${t.journalId} is not null)`,
    ),
  ],
);
