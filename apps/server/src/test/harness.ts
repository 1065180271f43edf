import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { loadConfig, siteOrigin } from '../platform/config.js';
import { openDatabase, type Database } from '../platform/db/client.js';
import { scratchDatabase } from '../platform/db/scratch.js';
import type { ZodApp } from '../platform/http/types.js';
import { migratedPgliteImage, migratedPostgresTemplate } from './migrated-templates.js';
import { TestSmtp } from './smtp.js';

/**
 * Builds the real server for integration tests: PGlite in memory, or a fresh database on the
 * PostgreSQL of TEST_DATABASE_URL (with Redis from TEST_REDIS_URL) when the project says so;
 * a real SMTP server for mail; a clock tests can move.
 */
export interface TestApp {
  app: ZodApp;
  smtp: TestSmtp;
  database: Database;
  /** Where the server keeps uploads (a fresh folder per app, removed on close). */
  uploadsDir: string;
  /** The site's origin as the server sees it (PUBLIC_URL, or its local address): passkeys' origin. */
  origin: string;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  /** The server's clock (real time plus what `advance` added). */
  now(): Date;
  close(): Promise<void>;
}

export const onPostgres = process.env.TEST_DB === 'postgres';

async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  return scratchDatabase(base, 'swx_test', await migratedPostgresTemplate(base));
}

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const pgDb = onPostgres ? await freshPostgres() : undefined;
  const t = await buildTestApp({
    databaseUrl: pgDb?.url,
    redisUrl: onPostgres ? process.env.TEST_REDIS_URL : undefined,
    redisPrefix: `swxtest:${randomBytes(6).toString('hex')}:`,
    env,
  });
  return {
    ...t,
    async close() {
      await t.close();
      await pgDb?.drop();
    },
  };
}

/**
 * Several instances of the server on one fresh PostgreSQL database and one Redis namespace,
 * as an operator scales out (docs/ARCHITECTURE.md). Needs TEST_DATABASE_URL and
 * TEST_REDIS_URL. Each instance is closed on its own (to stop one); `close` ends the rest and
 * drops the database.
 */
export async function startTestCluster(
  size: number,
  env: Record<string, string> = {},
): Promise<{ instances: TestApp[]; close(): Promise<void> }> {
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!redisUrl) throw new Error('TEST_REDIS_URL is not set');
  const pgDb = await freshPostgres();
  const redisPrefix = `swxtest:${randomBytes(6).toString('hex')}:`;
  const instances: TestApp[] = [];
  const closed = new Set<TestApp>();
  for (let i = 0; i < size; i += 1) {
    // One after the other: the first to start leads the feed.
    const t = await buildTestApp({ databaseUrl: pgDb.url, redisUrl, redisPrefix, env });
    instances.push({
      ...t,
      async close() {
        if (closed.has(t)) return;
        closed.add(t);
        await t.close();
      },
    });
  }
  return {
    instances,
    async close() {
      for (const instance of instances) await instance.close();
      await pgDb.drop();
    },
  };
}

async function buildTestApp(options: {
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisPrefix: string;
  env: Record<string, string>;
}): Promise<TestApp> {
  const smtp = new TestSmtp();
  const smtpUrl = await smtp.start();
  let offsetMs = 0;
  const database = await openDatabase({
    url: options.databaseUrl,
    pgliteImage: options.databaseUrl ? undefined : await migratedPgliteImage(),
  });
  const uploadsDir = mkdtempSync(join(tmpdir(), 'swx-test-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SMTP_URL: smtpUrl,
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ADMIN_DIST_DIR: '/nonexistent-admin-dist',
    // Tests drive the market engine themselves (no feed timers, no generated history).
    MARKET_FEED: 'off',
    MARKET_HISTORY: 'false',
    MARKET_SEED: '1',
    UPLOADS_DIR: uploadsDir,
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    logging: process.env.TEST_LOG_LEVEL
      ? { logger: { level: process.env.TEST_LOG_LEVEL } }
      : { logger: false },
    now: () => new Date(Date.now() + offsetMs),
    redisPrefix: options.redisPrefix,
  });
  await app.ready();
  return {
    app,
    smtp,
    database,
    uploadsDir,
    origin: siteOrigin(config),
    advance(ms) {
      offsetMs += ms;
    },
    now: () => new Date(Date.now() + offsetMs),
    async close() {
      await app.close();
      await database.close();
      await smtp.stop();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** How many rows `table` holds. */
export async function rowCount(t: TestApp, table: string): Promise<number> {
  const [row] = await sqlRows<{ n: string }>(
    t,
    sql`select count(*)::text as n from ${sql.identifier(table)}`,
  );
  return Number(row!.n);
}

/** Runs raw SQL in a test and returns its rows (both drivers answer `{ rows }`). */
export async function sqlRows<T>(t: TestApp, query: SQL): Promise<T[]> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
