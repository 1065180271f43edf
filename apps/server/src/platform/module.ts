import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { ADMIN_PREFIX, API_PREFIX, LIVE_MAX_MESSAGE_BYTES } from '@swx/contract';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import { registerApi } from './http/scope.js';
import type { ZodApp } from './http/types.js';

/**
 * A server module as the app registers it (docs/ARCHITECTURE.md, "Modules"; ADR 0017): its
 * public face (`modules/<m>/index.ts`) exports a function that takes the services it needs and
 * answers this; `app.ts` lists the modules, one line each, and registers their routes into the
 * scopes the platform sets up. The order of the list is the order of the routes (and of the
 * OpenAPI document).
 */
export interface ServerModule {
  /** Customer routes, in the API scope (under API_PREFIX: JSON only, rate limited). */
  routes?(api: ZodApp): void;
  /**
   * Staff routes, in the admin scope (under ADMIN_PREFIX, rate limited); each declares its
   * `config.access`, which the scope enforces.
   */
  staffRoutes?(admin: ZodApp): void;
  /** Routes at their own path outside both scopes (the market's live WebSocket). */
  socketRoutes?(app: ZodApp): void;
}

/**
 * Registers the modules' routes after the plugins they use (multipart bodies, WebSockets): the
 * socket routes at the root, the customer routes in the API scope and the staff routes in the
 * admin scope (each set up by `registerApi`: JSON only, unstorable text refused, rate limited),
 * where `guardStaff` first adds the access check.
 */
export async function registerModules(
  app: ZodApp,
  modules: readonly ServerModule[],
  options: {
    config: Config;
    redis: Redis | undefined;
    prefix: string;
    guardStaff: (admin: ZodApp) => void;
  },
): Promise<void> {
  const { config, redis, prefix } = options;
  await app.register(multipart);
  // No compression: the live hub writes each message's frame once for every subscriber.
  await app.register(websocket, {
    options: { maxPayload: LIVE_MAX_MESSAGE_BYTES, perMessageDeflate: false },
  });
  for (const module of modules) module.socketRoutes?.(app);
  await registerApi(
    app,
    { prefix: API_PREFIX, config, redis, nameSpace: `${prefix}http-rl:` },
    (api) => {
      for (const module of modules) module.routes?.(api);
    },
  );
  await registerApi(
    app,
    { prefix: ADMIN_PREFIX, config, redis, nameSpace: `${prefix}admin-rl:` },
    (admin) => {
      options.guardStaff(admin);
      for (const module of modules) module.staffRoutes?.(admin);
    },
  );
}
