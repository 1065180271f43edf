import {
  type AnyPgColumn,
  bigint,
  numeric,
  type PgColumnBuilderBase,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { languageCheck } from './checks.js';

/**
 * The column builders the modules' tables share, so that one kind of column is spelt one way
 * everywhere. They build the same columns as the spelt-out forms: no migration follows.
 */

/** A table's own id: a bigint identity, read as a JS number (ids stay far below 2^53). */
export const identityId = () =>
  bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/**
 * A money amount, a price, a rate or a quantity: NUMERIC(38, 18), wide enough for every asset's
 * scale. Read as a decimal string; code turns it into bigint units with the contract's `toUnits`.
 */
export const decimal = (name: string) => numeric(name, { precision: 38, scale: 18 });

/** A point in time, with its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** A required reference to another table's bigint id (the row's owner or parent). */
export const idOf = (name: string, target: () => AnyPgColumn) =>
  bigint(name, { mode: 'number' }).notNull().references(target);

/**
 * The columns of one text of a translated item (content pages, FAQ, notices) after the item's
 * id: its language, the texts themselves, when it was last written.
 */
export function translationColumns<T extends Record<string, PgColumnBuilderBase>>(texts: T) {
  return {
    language: text('language').notNull(),
    ...texts,
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  };
}

/** A translation table's key (one text per item and language) and its language check. */
export function translationKeys(item: AnyPgColumn, language: AnyPgColumn, table: string) {
  return [primaryKey({ columns: [item, language] }), languageCheck(language, `${table}_language`)];
}
