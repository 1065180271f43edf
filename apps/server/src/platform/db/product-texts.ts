import type { Language } from '@swx/contract';
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * The tables of names and descriptions per language (smart and loan products, charities), each
 * with the column naming what it describes.
 */
const OWNER = {
  smart_product_texts: 'product_id',
  loan_product_texts: 'product_id',
  charity_texts: 'charity_id',
} as const;
export type ProductTextTable = keyof typeof OWNER;

/** Replaces a product's texts with `texts` (each language once), in the caller's transaction. */
export async function replaceProductTexts(
  tx: Db,
  table: ProductTextTable,
  productId: number,
  texts: ReadonlyArray<{ lang: Language; name: string; description: string }>,
): Promise<void> {
  const name = sql.identifier(table);
  const owner = sql.identifier(OWNER[table]);
  await tx.execute(sql`delete from ${name} where ${owner} = ${productId}`);
  for (const t of texts) {
    await tx.execute(sql`
      insert into ${name} (${owner}, language, name, description)
      values (${productId}, ${t.lang}, ${t.name}, ${t.description})`);
  }
}

/**
 * A product's texts as a JSON array (`[{ lang, name, description }]`), for a select list whose
 * product is `alias` (`p` unless given).
 */
export function productTextsJson(table: ProductTextTable, alias = 'p') {
  return sql`(select coalesce(json_agg(json_build_object('lang', t.language, 'name', t.name,
      'description', t.description) order by t.language), '[]'::json)
    from ${sql.identifier(table)} t
    where t.${sql.identifier(OWNER[table])} = ${sql.identifier(alias)}.id)`;
}

/** The JSON array as the driver answers it (PGlite: parsed; some paths: text). */
export function parsedTexts<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
