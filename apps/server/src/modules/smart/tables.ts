import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { languageCheck } from '../../platform/db/checks.js';
import { createdAt, decimal, identityId, idOf, timestamptz } from '../../platform/db/columns.js';
import { users } from '../identity/tables.js';
import { fourEyesChecks, fourEyesColumns, ledgerJournals } from '../ledger/tables.js';

/**
 * Smart plans (docs/adr/0024). A product is what staff offer (term, range, daily rate, payout
 * schedule, accrual time); an order is one user's plan with the terms it was sold on, fixed by
 * a trigger; an accrual is one day's interest of one plan, unique per plan and day, with the
 * journal that moved it. A plan's money sits in its own ledger accounts (`plan:<id>:principal`,
 * `plan:<id>:reserved`, `plan:<id>:accrued`), which never go below zero.
 */

export const smartProducts = pgTable(
  'smart_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique('smart_products_code_key'),
    termDays: integer('term_days').notNull(),
    minAmount: decimal('min_amount').notNull(),
    maxAmount: decimal('max_amount').notNull(),
    dailyRate: decimal('daily_rate').notNull(),
    payout: text('payout', { enum: ['daily', 'maturity'] }).notNull(),
    /** Minutes after midnight UTC at which each day's interest accrues. */
    accrualMinute: integer('accrual_minute').notNull().default(0),
    onePerUser: boolean('one_per_user').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('smart_products_term', sql`${t.termDays} between 1 and 3650`),
    check(
      'smart_products_amounts',
      sql`${t.minAmount} > 0 and ${t.minAmount} <= ${t.maxAmount} and ${t.maxAmount} <= 1000000`,
    ),
    check('smart_products_rate', sql`${t.dailyRate} > 0 and ${t.dailyRate} <= 0.01`),
    check('smart_products_payout', sql`${t.payout} in ('daily', 'maturity')`),
    check('smart_products_accrual_minute', sql`${t.accrualMinute} between 0 and 1439`),
  ],
);

export const smartProductTexts = pgTable(
  'smart_product_texts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => smartProducts.id),
    language: text('language').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.language] }),
    languageCheck(t.language, 'smart_product_texts_language'),
  ],
);

export const smartOrders = pgTable(
  'smart_orders',
  {
    id: identityId(),
    userId: idOf('user_id', () => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => smartProducts.id),
    // The terms as sold (fixed by smart_orders_guard).
    principal: decimal('principal').notNull(),
    termDays: integer('term_days').notNull(),
    dailyRate: decimal('daily_rate').notNull(),
    payout: text('payout', { enum: ['daily', 'maturity'] }).notNull(),
    accrualMinute: integer('accrual_minute').notNull(),
    penaltyRate: decimal('penalty_rate').notNull(),
    onePerUser: boolean('one_per_user').notNull(),
    totalInterest: decimal('total_interest').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    firstAccrualAt: timestamptz('first_accrual_at').notNull(),
    maturesAt: timestamptz('matures_at').notNull(),
    // The state (moves forward only).
    status: text('status', { enum: ['earning', 'profit_shared', 'closed', 'expired'] })
      .notNull()
      .default('earning'),
    daysAccrued: integer('days_accrued').notNull().default(0),
    accruedInterest: decimal('accrued_interest').notNull().default('0'),
    paidInterest: decimal('paid_interest').notNull().default('0'),
    /** The next day's accrual time; null once the plan has ended. */
    nextAccrualAt: timestamptz('next_accrual_at'),
    endedAt: timestamptz('ended_at'),
    exitPenalty: decimal('exit_penalty'),
    exitReturned: decimal('exit_returned'),
    createdAt: createdAt(),
  },
  (t) => [
    index('smart_orders_user_idx').on(t.userId, t.id),
    index('smart_orders_due_idx')
      .on(t.nextAccrualAt)
      .where(sql`${t.status} = 'earning'`),
    uniqueIndex('smart_orders_one_per_user_key')
      .on(t.userId, t.productId)
      .where(sql`${t.status} = 'earning' and ${t.onePerUser}`),
    check(
      'smart_orders_status',
      sql`${t.status} in ('earning', 'profit_shared', 'closed', 'expired')`,
    ),
    check('smart_orders_principal', sql`${t.principal} > 0`),
    check('smart_orders_term', sql`${t.termDays} between 1 and 3650`),
    check(
      'smart_orders_days',
      sql`${t.daysAccrued} between 0 and ${t.termDays}
          and ${t.accruedInterest} between 0 and ${t.totalInterest}
          and ${t.paidInterest} between 0 and ${t.accruedInterest}`,
    ),
    check(
      'smart_orders_ended',
      sql`(${t.status} = 'earning') = (${t.endedAt} is null)
          and (${t.status} = 'earning') = (${t.nextAccrualAt} is not null)
          and (${t.status} = 'closed') = (${t.exitReturned} is not null)`,
    ),
  ],
);

export const smartAccruals = pgTable(
  'smart_accruals',
  {
    orderId: idOf('order_id', () => smartOrders.id),
    /** 1 to the plan's term. */
    day: integer('day').notNull(),
    /** The day's scheduled accrual time (a catch-up after downtime keeps it). */
    accrualAt: timestamptz('accrual_at').notNull(),
    amount: decimal('amount').notNull(),
    paid: boolean('paid').notNull(),
    userId: idOf('user_id', () => users.id),
    /** The journal that moved it; none for a day whose interest rounds to zero. */
    journalId: bigint('journal_id', { mode: 'number' }).references(() => ledgerJournals.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.day] }),
    check('smart_accruals_journal', sql`(${t.amount} = 0) = (${t.journalId} is null)`),
    index('smart_accruals_user_idx').on(t.userId, t.accrualAt),
    check('smart_accruals_day', sql`${t.day} >= 1`),
    check('smart_accruals_amount', sql`${t.amount} >= 0`),
  ],
);

/** One earnings digest per user and UTC day (the daily notification). */
export const smartDigests = pgTable(
  'smart_digests',
  {
    userId: idOf('user_id', () => users.id),
    day: text('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * Fundings of the yield reserve (and withdrawals of what it has not promised): asked by one
 * staff member with `ledger.adjust`, approved by another, which posts the journal.
 */
export const smartFundings = pgTable(
  'smart_fundings',
  {
    id: identityId(),
    /** Signed USDT: positive funds the reserve, negative takes funds back. */
    amount: decimal('amount').notNull(),
    reason: text('reason').notNull(),
    ...fourEyesColumns(),
  },
  (t) => [
    index('smart_fundings_status_idx').on(t.status, t.id),
    check('smart_fundings_amount', sql`${t.amount} <> 0`),
    ...fourEyesChecks('smart_fundings', t),
  ],
);

/**
 * The operator's early end of a plan (status `expired`: principal and the interest earned so far
 * paid, no penalty, the unearned interest back to the reserve): asked by one staff member with
 * `ledger.adjust`, approved by another, which ends the plan and posts its journal. One pending
 * request per plan.
 */
export const smartExpirations = pgTable(
  'smart_expirations',
  {
    id: identityId(),
    orderId: idOf('order_id', () => smartOrders.id),
    reason: text('reason').notNull(),
    ...fourEyesColumns(),
  },
  (t) => [
    index('smart_expirations_status_idx').on(t.status, t.id),
    uniqueIndex('smart_expirations_pending_key')
      .on(t.orderId)
      .where(sql`${t.status} = 'pending'`),
    ...fourEyesChecks('smart_expirations', t),
  ],
);
