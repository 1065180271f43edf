import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { seed } from './db/seed.js';
import { Jobs } from './jobs.js';
import type { Lifecycle } from './lifecycle.js';
import { outboxMailer, smtpMailer, type Mailer } from './mail.js';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limiter.js';

/** What every module may be built on: the database, Redis, mail, limits, jobs, the clock. */
export interface Infrastructure {
  config: Config;
  /** The clock of every business rule (tests move it). */
  now: () => Date;
  log: FastifyBaseLogger;
  lifecycle: Lifecycle;
  database: Database;
  redis: Redis | undefined;
  /** Prefix of every Redis key and channel. */
  prefix: string;
  mailer: Mailer;
  limiter: RateLimiter;
  /** The periodic work (platform/jobs.ts). */
  jobs: Jobs;
}

/**
 * Opens the infrastructure: the database (migrated and seeded with the platform's rows), Redis
 * when configured, the mail transport, the rate limiter and the jobs. Closing the server stops
 * the jobs first (preClose, before the database closes), then closes mail, Redis and the
 * database (onClose; a database the caller gave stays open).
 */
export async function openInfrastructure(options: {
  config: Config;
  now: () => Date;
  log: FastifyBaseLogger;
  lifecycle: Lifecycle;
  /** An open database to use instead of the one the configuration names (tests). */
  database?: Database;
  /** Mail transport instead of the one the configuration names (tests). */
  mailer?: Mailer;
  /** Prefix of every Redis key (default `swx:`). */
  redisPrefix?: string;
}): Promise<Infrastructure> {
  const { config, now, log, lifecycle } = options;
  const ownDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolMax: config.DATABASE_POOL_MAX,
    }));
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 })
    : undefined;
  const mailer =
    options.mailer ??
    (config.SMTP_URL
      ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : outboxMailer(database.db, log));
  lifecycle.onClose(async () => {
    await mailer.close();
    redis?.disconnect();
    if (ownDatabase) await database.close();
  });

  await database.migrate();
  await seed(database.db);
  if (redis) await redis.connect();
  const prefix = options.redisPrefix ?? 'swx:';
  const limiter = redis ? redisRateLimiter(redis, `${prefix}rl:`, now) : memoryRateLimiter(now);
  // The periodic work; stopped (runs in flight finished) before the database closes.
  const jobs = new Jobs(log);
  lifecycle.preClose(() => jobs.stop());
  return { config, now, log, lifecycle, database, redis, prefix, mailer, limiter, jobs };
}
