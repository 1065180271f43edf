import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns.js';
import { users } from '../identity/tables.js';

/**
 * Market data (docs/adr/0007): the instrument catalogue, every recorded tick and the candles
 * aggregated from them. Prices are NUMERIC, read and written as decimal strings.
 */
export const instruments = pgTable(
  'instruments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique('instruments_code_key'),
    type: smallint('type').notNull(),
    appName: text('app_name').notNull(),
    precision: smallint('precision').notNull(),
    qtyPrecision: smallint('qty_precision').notNull(),
    startPrice: numeric('start_price').notNull(),
    contractSize: numeric('contract_size').notNull(),
    schedule: text('schedule').notNull(),
    venue: text('venue').notNull(),
    description: text('description').notNull(),
    icon: text('icon'),
    feedSymbol: text('feed_symbol'),
    /** Staff can take an instrument off the lists (back office); its history stays. */
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('instruments_type_check', sql`${t.type} between 1 and 5`),
    check('instruments_precision_check', sql`${t.precision} between 0 and 12`),
    check('instruments_qty_precision_check', sql`${t.qtyPrecision} between 0 and 12`),
    check('instruments_start_price_check', sql`${t.startPrice} > 0`),
  ],
);

/** Every tick the engine took, as the settlement engines see them (kept for audit). */
export const marketTicks = pgTable(
  'market_ticks',
  {
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    price: numeric('price').notNull(),
    volume: numeric('volume').notNull(),
  },
  (t) => [
    // The engine keeps each instrument's tick times strictly increasing.
    primaryKey({ columns: [t.instrumentId, t.at] }),
    check('market_ticks_price_check', sql`${t.price} > 0`),
  ],
);

export const candles = pgTable(
  'candles',
  {
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    period: text('period').notNull(),
    openTime: timestamp('open_time', { withTimezone: true, precision: 3 }).notNull(),
    open: numeric('open').notNull(),
    high: numeric('high').notNull(),
    low: numeric('low').notNull(),
    close: numeric('close').notNull(),
    volume: numeric('volume').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.instrumentId, t.period, t.openTime] }),
    check('candles_period_check', sql`${t.period} in ('1m','5m','15m','30m','1h','4h','1d','1w')`),
    check(
      'candles_range_check',
      sql`${t.low} <= ${t.open} and ${t.low} <= ${t.close} and ${t.high} >= ${t.open} and ${t.high} >= ${t.close} and ${t.low} > 0 and ${t.volume} >= 0`,
    ),
  ],
);

/** A user's favourite instruments (the market page's watchlist). */
export const watchlist = pgTable(
  'watchlist',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.instrumentId] })],
);
