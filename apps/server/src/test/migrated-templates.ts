import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openDatabase } from '../platform/db/client.js';
import { migrationsDir } from '../platform/paths.js';

/**
 * Migrated databases to start test apps from. A fresh PGlite runs initdb (seconds of CPU) and
 * every migration, and a fresh PostgreSQL database every migration; each test file starts one
 * or more apps, so the suite spent minutes on the same work. Each is made once per set of
 * migrations (their names and contents hashed) and shared by every worker and later runs: the
 * same schema, applied by the same migrator, with its journal (the migrate at start finds
 * nothing to do).
 */

/** The migrations (names and contents) and the PGlite version, whose data folders differ. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  // The package's entry is dist/index.js: its package.json is one folder up (not exported).
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  hash.update(readFileSync(join(dirname(entry), '..', 'package.json')));
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(`${path.slice(migrationsDir.length)}\n`).update(readFileSync(path));
    }
  };
  walk(migrationsDir);
  return hash.digest('hex').slice(0, 24);
}

let image: Promise<Blob> | undefined;

/**
 * An image of a migrated PGlite data folder (`dumpDataDir`), kept in the temp folder; an app
 * loads it (`loadDataDir`) instead of starting empty.
 */
export function migratedPgliteImage(): Promise<Blob> {
  image ??= (async () => {
    const file = join(tmpdir(), `swx-test-pglite-${migrationsHash()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const client = new PGlite();
    await client.waitReady;
    await migrate(drizzle(client), { migrationsFolder: migrationsDir });
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Written aside and renamed: a worker reading it never sees half a file.
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return image;
}

const templates = new Map<string, Promise<string>>();

/**
 * The name of a migrated database on the PostgreSQL server of `base`, for `create database …
 * template` (nobody stays connected to it). Made under another name and renamed, so that a
 * worker never copies one half migrated; when two make it at once, one rename wins and the
 * other copy is dropped.
 */
export function migratedPostgresTemplate(base: string): Promise<string> {
  let made = templates.get(base);
  if (!made) {
    made = makeTemplate(base);
    templates.set(base, made);
  }
  return made;
}

async function makeTemplate(base: string): Promise<string> {
  const name = `swx_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const partial = `${name}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${partial}`);
    const url = new URL(base);
    url.pathname = `/${partial}`;
    const database = await openDatabase({ url: url.href, poolMax: 1 });
    await database.migrate();
    await database.close();
    try {
      await admin.query(`alter database ${partial} rename to ${name}`);
    } catch (error) {
      // 42P04: another worker's copy was renamed first; it is the same.
      if ((error as { code?: string }).code !== '42P04') throw error;
      await admin.query(`drop database if exists ${partial} with (force)`);
    }
    return name;
  } finally {
    await admin.end();
  }
}
