import type { Language } from '@swx/contract';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A scalar subquery reading `column` of a per-language text table (aliased `t`, rows matched by
 * `match`) in `language`, else in English, else in any language: null when there is no row.
 * Callers wrap it in `coalesce(..., fallback)`.
 */
export function textIn(table: SQL, match: SQL, column: string, language: Language): SQL {
  return sql`(select ${sql.raw(column)} from ${table} t where ${match}
    order by (t.language = ${language}) desc, (t.language = 'en') desc, t.language limit 1)`;
}
