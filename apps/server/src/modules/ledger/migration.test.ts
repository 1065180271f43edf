import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../../platform/paths.js';
import type { Db } from '../../platform/db/client.js';
import { reconcile } from './reconcile.js';

/**
 * The ledger migration on a database that already has users (registered before the ledger):
 * each gets its accounts and the demo credit of the time, as balanced journals.
 */
describe('migration 0004 (ledger) on an existing database', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  /** The migrations folder as it was before `tag` (its journal cut there). */
  function migrationsBefore(tag: string): string {
    const dir = mkdtempSync(join(tmpdir(), 'swx-migrations-'));
    dirs.push(dir);
    cpSync(migrationsDir, dir, { recursive: true });
    const journalPath = join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
      entries: Array<{ tag: string }>;
    };
    const cut = journal.entries.findIndex((e) => e.tag === tag);
    expect(cut).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, cut);
    writeFileSync(journalPath, JSON.stringify(journal));
    return dir;
  }

  it('opens the accounts of every user and credits the demo amount in balanced journals', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: migrationsBefore('0004_ledger') });
      await client.exec(`
        insert into users (username, email, invite_code) values
          ('early_one', 'one@example.test', 'EARLY1'),
          ('early_two', 'two@example.test', 'EARLY2'),
          ('early_three', 'three@example.test', 'EARLY3');
        insert into parameters (key, value, description, is_public)
          values ('demo.initialBalanceUsdt', '2500.5', 'demo credit', true);`);
      await migrate(db, { migrationsFolder: migrationsDir });

      const accounts = await client.query<{
        username: string;
        book: string;
        kind: string;
        balance: string;
      }>(`
        select u.username, a.book, a.kind, a.balance::text from ledger_accounts a
        join users u on u.id = a.user_id order by u.id, a.book, a.kind`);
      expect(accounts.rows).toHaveLength(12);
      expect(
        accounts.rows
          .filter((r) => r.book === 'demo' && r.kind === 'available')
          .map((r) => r.balance),
      ).toEqual(['2500.500000000000000000', '2500.500000000000000000', '2500.500000000000000000']);
      expect(
        accounts.rows
          .filter((r) => !(r.book === 'demo' && r.kind === 'available'))
          .every((r) => r.balance === '0.000000000000000000'),
      ).toBe(true);
      const journals = await client.query<{ reason: string; n: number }>(
        `select reason, count(*)::int as n from ledger_journals group by reason`,
      );
      expect(journals.rows).toEqual([{ reason: 'demo.open', n: 3 }]);
      const report = await reconcile(db as unknown as Db);
      expect(report.ok).toBe(true);
      expect(report.entries).toBe(6);
      // The backfill's scratch table is gone.
      const scratch = await client.query(`select to_regclass('ledger_backfill') as t`);
      expect(scratch.rows).toEqual([{ t: null }]);
    } finally {
      await client.close();
    }
  });
});
