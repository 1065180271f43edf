import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** A database handle or an open database transaction: both run the same typed queries. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Takes a session advisory lock (leadership of a singleton job) if nobody holds it. The lock
   * lasts until `release` or until its connection is lost, which calls `onLost`. The embedded
   * database has one process, which always gets it.
   */
  tryLock(id: number, onLost: () => void): Promise<HeldLock | undefined>;
}

export interface HeldLock {
  release(): Promise<void>;
}

/** Any number so that every instance agrees on the migration lock. */
const MIGRATION_LOCK_ID = 7_316_240_021;

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; undefined keeps the embedded database in memory (tests). */
  dataDir?: string | undefined;
  /**
   * An in-memory PGlite starts from this image of a data folder (`dumpDataDir`) instead of an
   * empty cluster: tests start from one migrated image instead of running initdb and every
   * migration per app (src/test/pglite-image.ts).
   */
  pgliteImage?: Blob | undefined;
  poolMax?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolMax ?? 10)
    : openPglite(options.dataDir, options.pgliteImage);
}

async function openPglite(dataDir: string | undefined, image: Blob | undefined): Promise<Database> {
  let client: PGlite;
  if (dataDir === undefined) {
    client = image ? new PGlite({ loadDataDir: image }) : new PGlite();
  } else {
    const dir = resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  yieldBeforeStatements(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsDir });
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      await client.close();
    },
    async tryLock() {
      return { async release() {} };
    },
  };
}

/**
 * PGlite runs each statement to completion on this thread, and its promises settle as
 * microtasks: a chain of statements (a settlement round, a migration) would hold off every
 * timer and socket until it ends. Every statement goes through `execProtocolStream` (queries,
 * transactions and their commits alike); waiting for the event loop's next turn before each
 * one lets the feed, the live channel and HTTP run between statements.
 */
function yieldBeforeStatements(client: PGlite): void {
  const run = client.execProtocolStream.bind(client);
  client.execProtocolStream = async (...args: Parameters<PGlite['execProtocolStream']>) => {
    await nextTurn();
    return run(...args);
  };
}

async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // Idle clients can fail (server restart); the pool replaces them, the error must not crash us.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsDir });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
    async tryLock(id, onLost) {
      // A client of its own, outside the pool: the lock belongs to its session.
      const client = new pg.Client({ connectionString: url });
      let released = false;
      client.on('error', () => {});
      client.on('end', () => {
        if (!released) onLost();
      });
      await client.connect();
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1) as locked',
        [id],
      );
      if (!rows[0]?.locked) {
        released = true;
        await client.end();
        return undefined;
      }
      return {
        async release() {
          if (released) return;
          released = true;
          await client.end().catch(() => {});
        },
      };
    },
  };
}

/** SQLSTATE 23505 (unique violation) and the constraint it names, through Drizzle's wrapping. */
export function uniqueViolation(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth += 1) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    }
    e = candidate.cause;
  }
  return undefined;
}
