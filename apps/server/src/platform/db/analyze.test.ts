import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser } from '../../test/client.js';
import { sqlRows, startTestApp, type TestApp } from '../../test/harness.js';
import { analyzeTables } from './analyze.js';

/**
 * The embedded database's statistics job (platform/db/analyze.ts): every application table is
 * analysed, so the planner knows how big each one has grown.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const estimate = async (table: string) =>
  (
    await sqlRows<{ rows: number }>(
      t,
      sql`select reltuples::int as rows from pg_class where oid = ${table}::regclass`,
    )
  )[0]!.rows;

const count = async (table: string) =>
  (
    await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from ${sql.identifier(table)}`)
  )[0]!.n;

it('analyses every table of the application, so that their row estimates are their sizes', async () => {
  for (let i = 0; i < 3; i += 1) await registerUser(t);
  expect(await count('users')).toBeGreaterThanOrEqual(3);

  const tables = await analyzeTables(t.database.db);
  for (const table of ['public.users', 'public.ledger_entries', 'public.smart_orders']) {
    expect(tables).toContain(table);
  }
  expect(await estimate('users')).toBe(await count('users'));
  expect(await estimate('ledger_entries')).toBe(await count('ledger_entries'));
});
