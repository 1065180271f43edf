import { LANGUAGES } from '@swx/contract';
import { sql, type SQL } from 'drizzle-orm';
import { check, type AnyPgColumn } from 'drizzle-orm/pg-core';

const LANGUAGE_LIST = LANGUAGES.map((language) => `'${language}'`).join(', ');

/** A CHECK that a text column holds one of the product's languages (the contract's list). */
export function languageCheck(column: AnyPgColumn, name: string) {
  const condition: SQL = sql`${column} in (${sql.raw(LANGUAGE_LIST)})`;
  return check(name, condition);
}

/** A fixed list of text values for `in` (a status set from the contract): `('a', 'b')`. */
export function textList(values: readonly string[]): SQL {
  return sql.raw(`(${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`);
}
