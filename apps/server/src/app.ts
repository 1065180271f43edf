import type { FastifyServerOptions } from 'fastify';
import type { Config } from './platform/config.js';
import type { Database } from './platform/db/client.js';
import { healthRoutes } from './platform/http/health.js';
import { createServer } from './platform/http/server.js';
import type { ZodApp } from './platform/http/types.js';
import { registerWebApp } from './platform/http/web-app.js';
import { openInfrastructure } from './platform/infrastructure.js';
import { lifecycleOf } from './platform/lifecycle.js';
import { serverLogging } from './platform/logger.js';
import type { Mailer } from './platform/mail.js';
import { registerModules } from './platform/module.js';
import { adminModule } from './modules/admin/index.js';
import { auditModule } from './modules/audit/index.js';
import { contentModule } from './modules/content/index.js';
import { helpModule } from './modules/help/index.js';
import { homeModule } from './modules/home/index.js';
import { identityModule } from './modules/identity/index.js';
import { kycModule } from './modules/kyc/index.js';
import { ledgerModule } from './modules/ledger/index.js';
import { loansModule } from './modules/loans/index.js';
import { nftsModule } from './modules/nfts/index.js';
import { marketModule } from './modules/market/index.js';
import { notificationsModule } from './modules/notifications/index.js';
import { staffAccess, staffModule, type AdminRoute } from './modules/staff/index.js';
import { supportModule } from './modules/support/index.js';
import { smartModule } from './modules/smart/index.js';
import { tradingModule } from './modules/trading/index.js';
import { walletModule } from './modules/wallet/index.js';
import { buildServices, decorateWithServices } from './services.js';

/**
 * The server's modules, one line each, in the order their routes are registered (and listed in
 * the OpenAPI document). A new module is a folder whose index.ts exports its plugin, and a line
 * here (docs/ARCHITECTURE.md, "Modules").
 */
const MODULES = [
  identityModule,
  adminModule,
  auditModule,
  contentModule,
  helpModule,
  staffModule,
  homeModule,
  marketModule,
  ledgerModule,
  walletModule,
  kycModule,
  notificationsModule,
  tradingModule,
  smartModule,
  loansModule,
  nftsModule,
  supportModule,
];

export interface AppOptions {
  config: Config;
  /** An open database to use instead of the one the configuration names (tests). */
  database?: Database;
  /** The clock of every business rule (tests move it). */
  now?: () => Date;
  /** Mail transport instead of the one the configuration names (tests). */
  mailer?: Mailer;
  /** Prefix of every Redis key, so that test runs sharing a Redis never meet. */
  redisPrefix?: string;
  /** Logging instead of JSON at LOG_LEVEL (`serverLogging`; tests pass `{ logger: false }`). */
  logging?: Pick<FastifyServerOptions, 'logger' | 'logController'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin API's routes and what each needs (the role-by-route matrix test). */
    adminRoutes: AdminRoute[];
  }
}

/**
 * Builds the whole server: the HTTP platform, the infrastructure (database migrated and seeded),
 * the services, each module's routes in the customer and admin APIs, health probes and the web
 * app. Nothing listens until `listen`.
 */
export async function buildApp(options: AppOptions): Promise<ZodApp> {
  const { config } = options;
  const app = await createServer(config, options.logging ?? serverLogging(config));
  const infrastructure = await openInfrastructure({
    ...options,
    now: options.now ?? (() => new Date()),
    log: app.log,
    lifecycle: lifecycleOf(app),
  });
  const { database, redis, prefix } = infrastructure;
  const services = await buildServices(infrastructure);
  decorateWithServices(app, database, services);

  const access = staffAccess(services.staff);
  app.decorate('adminRoutes', access.routes);
  const modules = MODULES.map((module) => module(services));
  await registerModules(app, modules, { config, redis, prefix, guardStaff: access.guard });
  healthRoutes(app, { database, redis });
  await registerWebApp(app, config);
  return app;
}
