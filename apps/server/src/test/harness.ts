import { randomBytes } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../platform/config.js';
import { openDatabase, type Database } from '../platform/db/client.js';
import type { ZodApp } from '../platform/http/types.js';
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
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

export const onPostgres = process.env.TEST_DB === 'postgres';

async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `swx_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
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

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const smtp = new TestSmtp();
  const smtpUrl = await smtp.start();
  let offsetMs = 0;
  const pgDb = onPostgres ? await freshPostgres() : undefined;
  const database = await openDatabase({ url: pgDb?.url });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SMTP_URL: smtpUrl,
    ...(onPostgres && process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // Tests drive the market engine themselves (no feed timers, no generated history).
    MARKET_FEED: 'off',
    MARKET_HISTORY: 'false',
    MARKET_SEED: '1',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    logger: false,
    now: () => new Date(Date.now() + offsetMs),
    redisPrefix: `swxtest:${randomBytes(6).toString('hex')}:`,
  });
  await app.ready();
  return {
    app,
    smtp,
    database,
    advance(ms) {
      offsetMs += ms;
    },
    async close() {
      await app.close();
      await database.close();
      await smtp.stop();
      await pgDb?.drop();
    },
  };
}

/** Runs raw SQL in a test and returns its rows (both drivers answer `{ rows }`). */
export async function sqlRows<T>(t: TestApp, query: SQL): Promise<T[]> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
