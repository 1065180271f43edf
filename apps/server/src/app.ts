import { randomInt, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { loadSealer } from './platform/sealing.js';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import {
  ADMIN_PREFIX,
  API_PREFIX,
  Code,
  LIVE_MAX_MESSAGE_BYTES,
  NETWORK_IDS,
  isValidAddress,
} from '@swx/contract';
import { and, eq } from 'drizzle-orm';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { IDEMPOTENCY_RETENTION_MS, Idempotency } from './platform/http/idempotency.js';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { siteOrigin, type Config } from './platform/config.js';
import { serverLogging } from './platform/logger.js';
import { parameters } from './platform/db/tables.js';
import { openDatabase, type Database } from './platform/db/client.js';
import { seed } from './platform/db/seed.js';
import { capConnectionsPerAddress } from './platform/http/connections.js';
import { frameworkErrors, registerErrorHandler } from './platform/http/error-handler.js';
import { Jobs } from './platform/jobs.js';
import { refuseUnstorableText } from './platform/http/input.js';
import { message } from './platform/http/envelope.js';
import { requestLanguage } from './platform/http/language.js';
import { RateLimitedError } from './platform/http/errors.js';
import type { ZodApp } from './platform/http/types.js';
import { outboxMailer, smtpMailer, type Mailer } from './platform/mail.js';
import {
  ADMIN_APP_PATH,
  DOCS_PATH,
  defaultAdminDistDir,
  defaultWebDistDir,
} from './platform/paths.js';
import { memoryRateLimiter, redisRateLimiter } from './platform/rate-limiter.js';
import { instanceSecret } from './platform/secrets.js';
import { OidcClient } from './modules/identity/google.js';
import { PasswordHasher } from './modules/identity/passwords.js';
import { PasswordPolicy } from './modules/identity/password-policy.js';
import { contentRoutes } from './modules/content/routes.js';
import { ContentService } from './modules/content/service.js';
import { helpRoutes } from './modules/help/routes.js';
import { homeRoutes } from './modules/home/routes.js';
import { HomeService } from './modules/home/service.js';
import { HelpService } from './modules/help/service.js';
import { identityRoutes } from './modules/identity/routes.js';
import { IdentityService } from './modules/identity/service.js';
import { LocalTickBus, RedisTickBus, type TickBus } from './modules/market/bus.js';
import { CATALOGUE } from './modules/market/catalogue.js';
import { LiveHub } from './modules/market/live.js';
import { BinanceProvider } from './modules/market/providers/binance.js';
import { SimulatedProvider } from './modules/market/providers/simulated.js';
import { KycService } from './modules/kyc/service.js';
import { ledgerRoutes } from './modules/ledger/routes.js';
import { adjustmentStaffRoutes } from './modules/ledger/adjustments.js';
import { auditAdminRoutes } from './modules/audit/index.js';
import { configAdminRoutes } from './modules/admin/configuration.js';
import { dashboardAdminRoutes } from './modules/admin/dashboard.js';
import type { AdminDeps } from './modules/admin/deps.js';
import { userAdminRoutes } from './modules/admin/users.js';
import { enforceAccess, type AdminRoute } from './modules/staff/access.js';
import { staffRoutes } from './modules/staff/routes.js';
import { contentStaffRoutes } from './modules/content/staff-routes.js';
import { helpStaffRoutes } from './modules/help/staff-routes.js';
import { marketStaffRoutes } from './modules/market/staff-routes.js';
import { tradingStaffRoutes } from './modules/trading/staff-routes.js';
import { walletStaffRoutes } from './modules/wallet/staff-routes.js';
import { kycStaffRoutes } from './modules/kyc/staff-routes.js';
import { StaffService, type FirstStaff } from './modules/staff/service.js';
import { DepositService, depositAddressParameter } from './modules/wallet/deposits.js';
import { walletRoutes } from './modules/wallet/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { NotificationService } from './modules/notifications/service.js';
import { LocalIdEvents, RedisIdEvents, type IdEvents } from './platform/events.js';
import { WithdrawalService } from './modules/wallet/withdrawals.js';
import { DiskFileStore } from './platform/uploads/index.js';
import { UploadQuota } from './platform/uploads/quota.js';
import { LedgerService } from './modules/ledger/service.js';
import { liveRoute, marketRoutes } from './modules/market/routes.js';
import { MarketService } from './modules/market/service.js';
import { ContractService } from './modules/trading/contracts.js';
import { OptionsService, SETTLE_BATCH } from './modules/trading/options.js';
import { tradingRoutes } from './modules/trading/routes.js';
import type { InstrumentRow } from './modules/market/repository.js';

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
    database: Database;
    market: MarketService;
    live: LiveHub;
    optionsOrders: OptionsService;
    contracts: ContractService;
    /** The admin API's routes and what each needs (the role-by-route matrix test). */
    adminRoutes: AdminRoute[];
    /** How this start found the staff accounts (the start summary's back office line). */
    firstStaff: FirstStaff;
  }
}

/**
 * Builds the whole server: database (migrated and seeded), platform plugins, the customer API,
 * the OpenAPI document, health probes and the web app. Nothing listens until `listen`.
 */
export async function buildApp(options: AppOptions): Promise<ZodApp> {
  const { config } = options;
  const now = options.now ?? (() => new Date());
  const fastify = Fastify({
    ...(options.logging ?? serverLogging(config)),
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

  const ownDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolMax: config.DATABASE_POOL_MAX,
    }));
  app.decorate('database', database);
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 })
    : undefined;
  const mailer =
    options.mailer ??
    (config.SMTP_URL
      ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : outboxMailer(database.db, app.log));
  app.addHook('onClose', async () => {
    await mailer.close();
    redis?.disconnect();
    if (ownDatabase) await database.close();
  });

  await database.migrate();
  await seed(database.db);
  const content = new ContentService(database.db);
  await content.seed();
  const help = new HelpService(database.db, now);
  await help.seed();
  if (redis) await redis.connect();
  const prefix = options.redisPrefix ?? 'swx:';
  const limiter = redis ? redisRateLimiter(redis, `${prefix}rl:`, now) : memoryRateLimiter(now);

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
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH });

  const hasher = new PasswordHasher({
    memoryKib: config.ARGON2_MEMORY_KIB,
    iterations: config.ARGON2_ITERATIONS,
  });
  const oidc =
    config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET && config.PUBLIC_URL
      ? new OidcClient({
          issuer: config.OIDC_ISSUER,
          clientId: config.OIDC_CLIENT_ID,
          clientSecret: config.OIDC_CLIENT_SECRET,
          redirectUri: new URL('/api/loginCallback/google', config.PUBLIC_URL).href,
        })
      : undefined;
  const ledger = new LedgerService(database.db);
  const store = new DiskFileStore(config.UPLOADS_DIR ?? join(config.DATA_DIR, 'uploads'));
  const idempotency = new Idempotency(database.db);
  // The periodic work; stopped (runs in flight finished) before the database closes.
  const jobs = new Jobs(app.log);
  app.addHook('preClose', () => jobs.stop());
  // Answers are kept a day: a client retries within seconds or minutes, never days later.
  jobs.every('idempotency-prune', 60 * 60 * 1000, () =>
    idempotency.prune(now(), IDEMPOTENCY_RETENTION_MS),
  );
  const passwords = new PasswordPolicy();
  app.addHook('onClose', () => passwords.close());
  const identity = new IdentityService({
    db: database.db,
    passwords,
    onUserCreated: (tx, userId) => ledger.openBooks(tx, userId),
    mailer,
    limiter,
    hasher,
    codeSecret: await instanceSecret(database.db, 'email-code-hmac'),
    oidc,
    now,
    log: app.log,
    publicUrl: siteOrigin(config),
  });
  const market = await startMarket({ config, database, redis, prefix, now, log: app.log });
  app.decorate('market', market);
  const live = new LiveHub(
    market.engine,
    () => now().getTime(),
    config.LIVE_MAX_CONNECTIONS_PER_IP,
  );
  market.engine.listen(live);
  app.decorate('live', live);
  app.addHook('preClose', async () => {
    live.close();
    await market.stop();
  });
  const home = new HomeService({ db: database.db, identity, market, now });
  await fillDepositAddresses(database.db, config);
  const userEvents = await startIdEvents('user-events', redis, prefix, app.log);
  app.addHook('onClose', () => userEvents.close());
  const notifications = new NotificationService({ db: database.db, events: userEvents, now });
  userEvents.subscribe((userId) => void live.onUserEvent(userId));
  live.useAccounts({
    authenticate: async (token) => (await identity.authenticate(token))?.user.id,
    unread: (userId) => notifications.unread(userId),
  });
  const deposits = new DepositService({ db: database.db, market, notifications, now });
  const kyc = new KycService({ db: database.db, notifications, now });
  const withdrawals = new WithdrawalService({ db: database.db, kyc, notifications, now });
  const optionsOrders = new OptionsService({ db: database.db, market, notifications, now });
  await optionsOrders.seedProducts();
  app.decorate('optionsOrders', optionsOrders);
  // Every instance settles (each order is claimed once); tests drive settlement themselves.
  if (config.MARKET_FEED !== 'off') {
    jobs.every('options-settlement', SETTLE_INTERVAL_MS, async () => {
      // A full batch means more are due: go on at once.
      while ((await optionsOrders.settleDue()) >= SETTLE_BATCH) {
        /* next batch */
      }
    });
  }
  const positionEvents = await startIdEvents('position-events', redis, prefix, app.log);
  app.addHook('onClose', () => positionEvents.close());
  const contracts = new ContractService({
    db: database.db,
    market,
    notifications,
    events: positionEvents,
    now,
    log: app.log,
  });
  await contracts.seedSettings();
  await contracts.start();
  market.engine.listen({
    onTicks(ticked) {
      for (const s of ticked) if (s.last) contracts.onTick(s.id, s.last.price, s.last.time);
    },
    onStatus() {},
  });
  app.decorate('contracts', contracts);
  app.addHook('preClose', () => contracts.idle());
  const staff = new StaffService({
    db: database.db,
    hasher,
    passwords,
    limiter,
    now,
    log: app.log,
    sealer: await loadSealer(database.db, config.SECRETS_KEY),
    setupTokenFile:
      config.NODE_ENV === 'production' ? resolve(config.DATA_DIR, 'setup-token') : undefined,
  });
  const firstStaff = await staff.bootstrap(
    config.ADMIN_BOOTSTRAP_USERNAME &&
      config.ADMIN_BOOTSTRAP_EMAIL &&
      config.ADMIN_BOOTSTRAP_PASSWORD
      ? {
          username: config.ADMIN_BOOTSTRAP_USERNAME,
          email: config.ADMIN_BOOTSTRAP_EMAIL,
          password: config.ADMIN_BOOTSTRAP_PASSWORD,
        }
      : undefined,
  );
  app.decorate<FirstStaff>('firstStaff', firstStaff);
  await app.register(multipart);
  // No compression: the live hub writes each message's frame once for every subscriber.
  await app.register(websocket, {
    options: { maxPayload: LIVE_MAX_MESSAGE_BYTES, perMessageDeflate: false },
  });
  liveRoute(app, live);

  await app.register(
    async (api) => {
      // The API speaks JSON only: any other body type answers 415.
      api.removeContentTypeParser('text/plain');
      refuseUnstorableText(api);
      await api.register(rateLimit, {
        max: config.RATE_LIMIT_PER_MIN,
        timeWindow: 60_000,
        ...(redis ? { redis, nameSpace: `${prefix}http-rl:` } : {}),
        errorResponseBuilder: (_request, context) =>
          new RateLimitedError(Code.TOO_MANY_ATTEMPTS, context.ttl),
      });
      const typed = api.withTypeProvider<ZodTypeProvider>();
      identityRoutes(typed, identity);
      contentRoutes(typed, content);
      helpRoutes(typed, help);
      homeRoutes(typed, home);
      marketRoutes(typed, market, identity);
      ledgerRoutes(typed, { ledger, identity, idempotency, notifications });
      walletRoutes(typed, {
        identity,
        deposits,
        withdrawals,
        kyc,
        store,
        uploads: new UploadQuota({ db: database.db, limiter }),
        idempotency,
        notifications,
      });
      notificationRoutes(typed, { identity, notifications, db: database.db });
      tradingRoutes(typed, {
        identity,
        options: optionsOrders,
        contracts,
        idempotency,
        notifications,
      });
    },
    { prefix: API_PREFIX },
  );

  /** The admin API's routes and what each needs (filled as they are registered). */
  const adminRoutes: AdminRoute[] = [];
  app.decorate('adminRoutes', adminRoutes);
  await app.register(
    async (admin) => {
      admin.removeContentTypeParser('text/plain');
      refuseUnstorableText(admin);
      await admin.register(rateLimit, {
        max: config.RATE_LIMIT_PER_MIN,
        timeWindow: 60_000,
        ...(redis ? { redis, nameSpace: `${prefix}admin-rl:` } : {}),
        errorResponseBuilder: (_request, context) =>
          new RateLimitedError(Code.TOO_MANY_ATTEMPTS, context.ttl),
      });
      enforceAccess(admin, (token) => staff.authenticate(token), adminRoutes);
      const typedAdmin = admin.withTypeProvider<ZodTypeProvider>();
      const adminDeps: AdminDeps = {
        db: database.db,
        now,
        log: app.log,
        config,
        identity,
        staff,
        market,
        ledger,
        notifications,
        userEvents,
        help,
        options: optionsOrders,
        contracts,
        store,
      };
      dashboardAdminRoutes(typedAdmin, adminDeps);
      auditAdminRoutes(typedAdmin, adminDeps);
      adjustmentStaffRoutes(typedAdmin, { db: database.db, now });
      userAdminRoutes(typedAdmin, adminDeps);
      configAdminRoutes(typedAdmin, adminDeps);
      marketStaffRoutes(typedAdmin, { db: database.db, now, market });
      tradingStaffRoutes(typedAdmin, { db: database.db, now });
      contentStaffRoutes(typedAdmin, { db: database.db, now });
      helpStaffRoutes(typedAdmin, { db: database.db, now });
      staffRoutes(typedAdmin, { staff, store });
      walletStaffRoutes(typedAdmin, { db: database.db, deposits, withdrawals, notifications });
      kycStaffRoutes(typedAdmin, { db: database.db, kyc, notifications });
    },
    { prefix: ADMIN_PREFIX },
  );

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

  await registerWebApp(app, config);
  return app;
}

/**
 * The market: the bus (Redis when configured, so that every instance gets the leader's ticks),
 * the providers the configuration names, and the engine started (docs/adr/0007).
 */
async function startMarket(options: {
  config: Config;
  database: Database;
  redis: Redis | undefined;
  prefix: string;
  now: () => Date;
  log: ZodApp['log'];
}): Promise<MarketService> {
  const { config, database, redis, log } = options;
  let bus: TickBus;
  if (redis) {
    const redisBus = new RedisTickBus(redis, options.prefix, (error) =>
      log.warn({ err: error }, 'market bus: Redis error'),
    );
    await redisBus.connect();
    bus = redisBus;
  } else {
    bus = new LocalTickBus();
  }
  // Unset: a fresh seed per start (the simulation is reproducible only when one is given).
  const seed = config.MARKET_SEED ?? randomInt(2 ** 31 - 1);
  const fromBinance = (row: InstrumentRow) =>
    config.MARKET_FEED === 'binance' && row.feedSymbol !== undefined;
  const nowMs = () => options.now().getTime();
  const market = new MarketService({
    database,
    db: database.db,
    bus,
    now: options.now,
    log,
    seed,
    history: config.MARKET_HISTORY,
    catalogue: CATALOGUE,
    autostart: config.MARKET_FEED !== 'off',
    isSimulated: (row) => !fromBinance(row),
    providers(instruments, lastPrice) {
      if (config.MARKET_FEED === 'off') return [];
      const real = instruments.filter(fromBinance);
      const simulated = instruments.filter((i) => !fromBinance(i));
      return [
        {
          provider: new SimulatedProvider({ seed, now: nowMs, lastPrice }),
          instruments: simulated,
        },
        ...(real.length > 0
          ? [
              {
                provider: new BinanceProvider({ url: config.BINANCE_WS_URL, log }),
                instruments: real,
              },
            ]
          : []),
      ];
    },
  });
  await market.start();
  return market;
}

/**
 * Serves the built web app at `/` and the staff back office at `/admin/`: hashed assets cached
 * for a year, and the app's `index.html` (never cached) for every other GET that accepts HTML,
 * so that client-side routes load on refresh. Brotli or gzip copies made at build time are sent
 * to browsers that accept them.
 */
async function registerWebApp(app: ZodApp, config: Config): Promise<void> {
  const root = resolve(config.WEB_DIST_DIR ?? defaultWebDistDir);
  const adminRoot = resolve(config.ADMIN_DIST_DIR ?? defaultAdminDistDir);
  const hasIndex = existsSync(join(root, 'index.html'));
  const hasAdminIndex = existsSync(join(adminRoot, 'index.html'));
  const staticOptions = (dir: string): FastifyStaticOptions => ({
    root: dir,
    wildcard: false,
    index: false,
    // The builds write .br and .gz copies beside each file (apps/*/vite.config.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('vary', 'accept-encoding');
      res.setHeader(
        'cache-control',
        path.includes(`${join(dir, 'assets')}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  if (!hasIndex) {
    app.log.warn({ root }, 'web app not built: run `npm run build`; only the API is served');
  } else {
    await app.register(fastifyStatic, staticOptions(root));
  }
  if (!hasAdminIndex) {
    app.log.warn({ root: adminRoot }, 'back office not built: run `npm run build`');
  } else {
    // reply.sendFile comes from the web app's registration when there is one.
    await app.register(fastifyStatic, {
      ...staticOptions(adminRoot),
      prefix: `${ADMIN_APP_PATH}/`,
      decorateReply: !hasIndex,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isAdmin = path === ADMIN_APP_PATH || path.startsWith(`${ADMIN_APP_PATH}/`);
    const wantsPage =
      (isAdmin ? hasAdminIndex : hasIndex) &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/swx/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) {
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', isAdmin ? adminRoot : root);
    }
    return reply.code(404).send({
      code: Code.NOT_FOUND,
      msg: message(Code.NOT_FOUND, requestLanguage(request)),
      result: null,
    });
  });
}

/**
 * Fills empty `deposit.address.*` parameters from DEPOSIT_ADDRESS_* (an address staff set in
 * the back office is never replaced). A malformed address stops the start.
 */
async function fillDepositAddresses(db: Database['db'], config: Config): Promise<void> {
  const fromEnv = {
    'USDT-TRC20': config.DEPOSIT_ADDRESS_USDT_TRC20,
    'USDT-ERC20': config.DEPOSIT_ADDRESS_USDT_ERC20,
    BTC: config.DEPOSIT_ADDRESS_BTC,
    ETH: config.DEPOSIT_ADDRESS_ETH,
  } as const;
  for (const network of NETWORK_IDS) {
    const address = fromEnv[network];
    if (address === undefined) continue;
    if (!isValidAddress(network, address)) {
      throw new Error(`DEPOSIT_ADDRESS for ${network} is not a valid ${network} address`);
    }
    await db
      .update(parameters)
      .set({ value: address })
      .where(and(eq(parameters.key, depositAddressParameter(network)), eq(parameters.value, '')));
  }
}

/** A cross-instance "id N changed" channel: Redis when configured, else in-process. */
async function startIdEvents(
  name: string,
  redis: Redis | undefined,
  prefix: string,
  log: ZodApp['log'],
): Promise<IdEvents> {
  if (!redis) return new LocalIdEvents();
  const events = new RedisIdEvents(redis, prefix, name, (error) =>
    log.warn({ err: error, channel: name }, 'id events: Redis error'),
  );
  await events.connect();
  return events;
}

/** Options settlement runs every SETTLE_INTERVAL_MS (one round at a time). */
const SETTLE_INTERVAL_MS = 250;
