import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { decimal, identityId, idOf } from '../../platform/db/columns.js';
import { users } from '../identity/tables.js';
import { instruments } from '../market/tables.js';

const time = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** What every trade starts with: its id, its owner, the book it is in, its instrument. */
const tradeColumns = () => ({
  id: identityId(),
  userId: idOf('user_id', () => users.id),
  book: text('book', { enum: ['demo', 'real'] }).notNull(),
  instrumentId: integer('instrument_id')
    .notNull()
    .references(() => instruments.id),
});

/**
 * When and at which recorded tick a trade opened, and the quote the user confirmed it against
 * (null for a request that sent none): the price they saw and the time of its tick.
 */
const openColumns = () => ({
  openPrice: numeric('open_price').notNull(),
  openTickAt: time('open_tick_at').notNull(),
  openedAt: time('opened_at').notNull(),
  quotedPrice: numeric('quoted_price'),
  quotedAt: time('quoted_at'),
});

/**
 * How far the price a user confirmed may be from the fill (docs/adr/0023): the oldest quote
 * accepted, in milliseconds, and the largest move from it, as a fraction of the quoted price.
 */
const quoteColumns = () => ({
  quoteMaxAgeMs: integer('quote_max_age_ms').notNull().default(5000),
  priceTolerance: decimal('price_tolerance').notNull().default('0.002'),
});
const quoteChecks = (
  name: string,
  t: { quoteMaxAgeMs: AnyPgColumn; priceTolerance: AnyPgColumn },
) => [
  check(`${name}_quote_age`, sql`${t.quoteMaxAgeMs} between 500 and 60000`),
  check(`${name}_tolerance`, sql`${t.priceTolerance} > 0 and ${t.priceTolerance} <= 0.05`),
];

/**
 * Options contracts (docs/adr/0011). A product per instrument offers periods, each with the
 * payout rate and the stake range of that period; staff configure them (issue 7).
 */
export const optionsProducts = pgTable(
  'options_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    instrumentId: integer('instrument_id')
      .notNull()
      .unique('options_products_instrument_key')
      .references(() => instruments.id),
    enabled: boolean('enabled').notNull().default(true),
    ...quoteColumns(),
  },
  (t) => quoteChecks('options_products', t),
);

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
    ...tradeColumns(),
    direction: text('direction', { enum: ['up', 'down'] }).notNull(),
    period: integer('period').notNull(),
    amount: decimal('amount').notNull(),
    payoutRate: decimal('payout_rate').notNull(),
    ...openColumns(),
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

/**
 * Leveraged contracts (docs/adr/0012): the settings of each instrument, and the positions with
 * their terms as agreed at open and, once closed, how and at which recorded tick.
 */
export const contractSettings = pgTable(
  'contract_settings',
  {
    instrumentId: integer('instrument_id')
      .primaryKey()
      .references(() => instruments.id),
    enabled: boolean('enabled').notNull().default(true),
    maxLeverage: integer('max_leverage').notNull(),
    feeRate: decimal('fee_rate').notNull(),
    liquidationLevel: decimal('liquidation_level').notNull(),
    minLots: decimal('min_lots').notNull(),
    maxLots: decimal('max_lots').notNull(),
    maxStopDistance: decimal('max_stop_distance').notNull(),
    ...quoteColumns(),
  },
  (t) => [
    ...quoteChecks('contract_settings', t),
    check('contract_settings_leverage', sql`${t.maxLeverage} between 1 and 1000`),
    check('contract_settings_fee', sql`${t.feeRate} >= 0 and ${t.feeRate} < 1`),
    check('contract_settings_level', sql`${t.liquidationLevel} >= 0 and ${t.liquidationLevel} < 1`),
    check('contract_settings_lots', sql`${t.minLots} > 0 and ${t.maxLots} >= ${t.minLots}`),
    check('contract_settings_stops', sql`${t.maxStopDistance} > 0 and ${t.maxStopDistance} < 1`),
  ],
);

export const contractPositions = pgTable(
  'contract_positions',
  {
    ...tradeColumns(),
    side: text('side', { enum: ['long', 'short'] }).notNull(),
    lots: decimal('lots').notNull(),
    leverage: integer('leverage').notNull(),
    contractSize: decimal('contract_size').notNull(),
    ...openColumns(),
    margin: decimal('margin').notNull(),
    fee: decimal('fee').notNull(),
    feeRate: decimal('fee_rate').notNull(),
    liquidationLevel: decimal('liquidation_level').notNull(),
    liquidationPrice: numeric('liquidation_price').notNull(),
    stopLoss: numeric('stop_loss'),
    takeProfit: numeric('take_profit'),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    closeReason: text('close_reason', {
      enum: ['user', 'stop_loss', 'take_profit', 'liquidation'],
    }),
    closePrice: numeric('close_price'),
    closeTickAt: time('close_tick_at'),
    closedAt: time('closed_at'),
    profit: decimal('profit'),
    returned: decimal('returned'),
  },
  (t) => [
    // The trigger engine loads the open positions at start.
    index('contract_positions_open_idx')
      .on(t.instrumentId)
      .where(sql`${t.status} = 'open'`),
    index('contract_positions_user_idx').on(t.userId, t.book, t.id),
    check('contract_positions_book', sql`${t.book} in ('demo', 'real')`),
    check('contract_positions_side', sql`${t.side} in ('long', 'short')`),
    check('contract_positions_status', sql`${t.status} in ('open', 'closed')`),
    check('contract_positions_amounts', sql`${t.lots} > 0 and ${t.margin} > 0 and ${t.fee} >= 0`),
    check(
      'contract_positions_outcome',
      sql`(${t.status} = 'open' and ${t.closeReason} is null and ${t.closedAt} is null
           and ${t.returned} is null)
       or (${t.status} = 'closed' and ${t.closeReason} is not null and ${t.closePrice} is not null
           and ${t.closedAt} is not null and ${t.returned} >= 0 and ${t.profit} >= -${t.margin})`,
    ),
  ],
);
