import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';

/** One page of a list and the size of the whole list. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * `select <columns> from <from> where <where> order by <order>` one page at a time (1-based),
 * with the count of every row that matches. `order` names table columns (`deposits.id`), not
 * output ones: ids selected as text would sort as text.
 */
export async function pageOf<R, T>(
  db: Db,
  query: { columns: SQL; from: SQL; where: SQL; order: SQL; page?: number; pageSize?: number },
  map: (row: R) => T,
): Promise<Page<T>> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const count = (await db.execute(
    sql`select count(*)::text as n from ${query.from} where ${query.where}`,
  )) as unknown as { rows: Array<{ n: string }> };
  const found = (await db.execute(sql`
    select ${query.columns} from ${query.from} where ${query.where}
    order by ${query.order} limit ${pageSize} offset ${(page - 1) * pageSize}`)) as unknown as {
    rows: R[];
  };
  return { items: found.rows.map(map), total: Number(count.rows[0]!.n), page, pageSize };
}

/** Conditions joined with `and` (`true` when there are none). */
export function allOf(conditions: ReadonlyArray<SQL | false | undefined>): SQL {
  const kept = conditions.filter((c): c is SQL => Boolean(c));
  return kept.length === 0 ? sql`true` : sql.join(kept, sql` and `);
}
