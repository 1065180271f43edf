import rateLimit from '@fastify/rate-limit';
import { Code } from '@swx/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { RateLimitedError } from './errors.js';
import { refuseUnstorableText } from './input.js';
import type { ZodApp } from './types.js';

/**
 * Registers an API under `prefix` (the customer API, the admin API) with what both share, set
 * up before any of its routes: JSON bodies only (any other body type answers 415), text the
 * database cannot store refused, and a rate limit per address, counted in Redis under
 * `nameSpace` when there is one (so that it holds across instances). `routes` then registers
 * the scope's routes.
 */
export async function registerApi(
  app: FastifyInstance,
  options: {
    prefix: string;
    config: Pick<Config, 'RATE_LIMIT_PER_MIN'>;
    redis: Redis | undefined;
    nameSpace: string;
  },
  routes: (api: ZodApp) => void,
): Promise<void> {
  const { config, redis, nameSpace } = options;
  await app.register(
    async (api) => {
      // The API speaks JSON only: any other body type answers 415.
      api.removeContentTypeParser('text/plain');
      refuseUnstorableText(api);
      await api.register(rateLimit, {
        max: config.RATE_LIMIT_PER_MIN,
        timeWindow: 60_000,
        ...(redis ? { redis, nameSpace } : {}),
        errorResponseBuilder: (_request, context) =>
          new RateLimitedError(Code.TOO_MANY_ATTEMPTS, context.ttl),
      });
      routes(api.withTypeProvider<ZodTypeProvider>());
    },
    { prefix: options.prefix },
  );
}
