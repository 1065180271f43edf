import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { SUPPORT_VISITOR_HEADER } from '@swx/contract';
import type { Config } from '../config.js';
import { DOCS_PATH } from '../paths.js';
import { capConnectionsPerAddress } from './connections.js';
import { frameworkErrors, registerErrorHandler } from './error-handler.js';
import type { ZodApp } from './types.js';

/**
 * The HTTP server every request meets before any module: Fastify with its limits and timeouts,
 * zod schemas, the error envelope, the per-address connection cap, request ids, HSTS, helmet,
 * CORS and the OpenAPI document (registered before any route, so that it sees them all).
 */
export async function createServer(
  config: Config,
  logging: Pick<FastifyServerOptions, 'logger' | 'logController'>,
): Promise<ZodApp> {
  const fastify = Fastify({
    ...logging,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: config.HTTP_IDLE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
      // Node checks the two timeouts above on this beat (30 s by default).
      connectionsCheckingInterval: Math.min(
        30_000,
        Math.max(250, Math.floor(config.HTTP_HEADERS_TIMEOUT_MS / 4)),
      ),
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  capConnectionsPerAddress(
    app.server,
    config.HTTP_MAX_CONNECTIONS_PER_IP ?? (config.TRUST_PROXY ? 0 : 64),
    app.log,
  );
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // HSTS only where it means something: over https (directly, or per X-Forwarded-Proto from
    // a trusted proxy). Sent over plain http it would be ignored, or pin a dev host to https.
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });

  await app.register(helmet, {
    strictTransportSecurity: false,
    contentSecurityPolicy: {
      directives: {
        // Swagger UI sets its styles inline; the web app uses none but React's style attributes.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
      },
    },
  });
  const corsOrigins = config.CORS_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (corsOrigins.length > 0) await app.register(cors, { origin: corsOrigins });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'SWX customer API',
        version: '0.1.0',
        description:
          'Every answer is an envelope `{code, msg, result}`: code 200 (or 20001-20005) is ' +
          'success, other codes come from the error catalogue and the HTTP status tells their ' +
          'class. Money travels as decimal strings. Authenticated calls send ' +
          '`Authorization: Bearer <token>` and `X-Real-Account: NO` (demo) or `YES` (real).',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // A support chat visitor's token (modules/support/routes.ts).
          visitor: { type: 'apiKey', in: 'header', name: SUPPORT_VISITOR_HEADER },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH });
  return app;
}
