import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new database on the PostgreSQL server of `base` (tests and benchmarks), empty or a copy
 * of `template` (a database nobody is connected to), and the way to drop it again.
 */
export async function scratchDatabase(
  base: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
