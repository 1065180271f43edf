import type { Redis } from 'ioredis';
import type { Database } from '../db/client.js';
import type { ZodApp } from './types.js';

/**
 * The probes an orchestrator polls (hidden from the OpenAPI document): `/healthz` says the
 * process answers, `/readyz` that the database (and Redis, when configured) answer too.
 */
export function healthRoutes(
  app: ZodApp,
  deps: { database: Pick<Database, 'ping' | 'kind'>; redis: Redis | undefined },
): void {
  const { database, redis } = deps;
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.ping();
      if (redis) await redis.ping();
      return { status: 'ready', database: database.kind, redis: Boolean(redis) };
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
