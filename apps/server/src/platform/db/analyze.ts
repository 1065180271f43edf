import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { rows } from './rows.js';

/**
 * How often the embedded database's planner statistics are refreshed. PostgreSQL's autovacuum
 * analyses a table once a tenth of it has changed; PGlite runs no autovacuum, so without this
 * its statistics stay those of an empty database and its plans go wrong as tables grow (the
 * accrual of 100,000 plans ran at 0.39 of raw inserts without them, 0.82 with: bench:smart).
 */
export const ANALYZE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * ANALYZE of every table of the application, one statement per table, yielding to other work
 * between them: the embedded database runs on this thread, and one ANALYZE samples at most
 * 30,000 rows of its table, so no single step holds the event loop long. Answers the tables.
 */
export async function analyzeTables(db: Db): Promise<string[]> {
  const tables = rows<{ name: string }>(
    await db.execute(sql`
      select quote_ident(schemaname) || '.' || quote_ident(relname) as name
      from pg_stat_user_tables order by relname`),
  ).map((t) => t.name);
  for (const table of tables) {
    await db.execute(sql.raw(`analyze ${table}`));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return tables;
}
