import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/tables.js';
import { instruments } from '../market/tables.js';

const decimal = (name: string) => numeric(name, { precision: 38, scale: 18 });
const time = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * Options contracts (docs/adr/0011). A product per instrument offers periods, each with the
 * payout rate and the stake range of that period; staff configure them (issue 7).
 */
export const optionsProducts = pgTable('options_products', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  instrumentId: integer('instrument_id')
    .notNull()
    .unique('options_products_instrument_key')
    .references(() => instruments.id),
  enabled: boolean('enabled').notNull().default(true),
});

export const optionsPeriods = pgTable(
  'options_periods',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => optionsProducts.id),
    seconds: integer('seconds').notNull(),
    payoutRate: decimal('payout_rate').notNull(),
    minAmount: decimal('min_amount').notNull(),
    maxAmount: decimal('max_amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.seconds] }),
    check('options_periods_seconds', sql`${t.seconds} between 10 and 86400`),
    check('options_periods_rate', sql`${t.payoutRate} > 0 and ${t.payoutRate} <= 10`),
    check('options_periods_amounts', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
  ],
);

/**
 * One options contract: the terms as agreed at open (stake, period, payout rate, the open
 * tick) and, once settled, the settlement tick and what was paid back. Settled rows change
 * no more.
 */
export const optionsOrders = pgTable(
  'options_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    book: text('book', { enum: ['demo', 'real'] }).notNull(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    direction: text('direction', { enum: ['up', 'down'] }).notNull(),
    period: integer('period').notNull(),
    amount: decimal('amount').notNull(),
    payoutRate: decimal('payout_rate').notNull(),
    openPrice: numeric('open_price').notNull(),
    openTickAt: time('open_tick_at').notNull(),
    openedAt: time('opened_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    status: text('status', { enum: ['open', 'settled', 'void'] })
      .notNull()
      .default('open'),
    result: text('result', { enum: ['win', 'lose', 'draw'] }),
    closePrice: numeric('close_price'),
    closeTickAt: time('close_tick_at'),
    settledAt: time('settled_at'),
    returned: decimal('returned'),
  },
  (t) => [
    // The settlement workers' queue: open orders by expiry.
    index('options_orders_due_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
    index('options_orders_user_idx').on(t.userId, t.book, t.id),
    check('options_orders_book', sql`${t.book} in ('demo', 'real')`),
    check('options_orders_direction', sql`${t.direction} in ('up', 'down')`),
    check('options_orders_status', sql`${t.status} in ('open', 'settled', 'void')`),
    check('options_orders_amount', sql`${t.amount} > 0`),
    check('options_orders_expiry', sql`${t.expiresAt} > ${t.openedAt}`),
    check(
      'options_orders_outcome',
      sql`(${t.status} = 'open' and ${t.result} is null and ${t.settledAt} is null and ${t.returned} is null)
       or (${t.status} = 'settled' and ${t.result} is not null and ${t.closePrice} is not null
           and ${t.settledAt} is not null and ${t.returned} is not null)
       or (${t.status} = 'void' and ${t.result} is null and ${t.settledAt} is not null
           and ${t.returned} = ${t.amount})`,
    ),
  ],
);
