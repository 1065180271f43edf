import type { Language } from '@swx/contract';
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/** The tables of products' texts per language (smart plans, loans). */
export type ProductTextTable = 'smart_product_texts' | 'loan_product_texts';

/** Replaces a product's texts with `texts` (each language once), in the caller's transaction. */
export async function replaceProductTexts(
  tx: Db,
  table: ProductTextTable,
  productId: number,
  texts: ReadonlyArray<{ lang: Language; name: string; description: string }>,
): Promise<void> {
  const name = sql.identifier(table);
  await tx.execute(sql`delete from ${name} where product_id = ${productId}`);
  for (const t of texts) {
    await tx.execute(sql`
      insert into ${name} (product_id, language, name, description)
      values (${productId}, ${t.lang}, ${t.name}, ${t.description})`);
  }
}

/** A product's texts as a JSON array (`[{ lang, name, description }]`), for a select list. */
export function productTextsJson(table: ProductTextTable) {
  return sql`(select coalesce(json_agg(json_build_object('lang', t.language, 'name', t.name,
      'description', t.description) order by t.language), '[]'::json)
    from ${sql.identifier(table)} t where t.product_id = p.id)`;
}

/** The JSON array as the driver answers it (PGlite: parsed; some paths: text). */
export function parsedTexts<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
