import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { siteOrigin, type Config } from './platform/config.js';
import { ANALYZE_INTERVAL_MS, analyzeTables } from './platform/db/analyze.js';
import type { Database, Db } from './platform/db/client.js';
import type { ZodApp } from './platform/http/types.js';
import { openIdEvents, type IdEvents } from './platform/events.js';
import { IDEMPOTENCY_RETENTION_MS, Idempotency } from './platform/http/idempotency.js';
import { moneyRequests, type MoneyRequests } from './platform/http/money.js';
import type { Infrastructure } from './platform/infrastructure.js';
import type { RateLimiter } from './platform/rate-limiter.js';
import { loadSealer } from './platform/sealing.js';
import { instanceSecret } from './platform/secrets.js';
import { DiskFileStore, type FileStore } from './platform/uploads/index.js';
import { UploadQuota } from './platform/uploads/quota.js';
import { ContentService } from './modules/content/index.js';
import { HelpService } from './modules/help/index.js';
import { HomeService } from './modules/home/index.js';
import {
  AccountSecurity,
  TwoFactor,
  Passkeys,
  IdentityService,
  withAntiPhishing,
  OidcClient,
  PasswordHasher,
  PasswordPolicy,
  authOf,
} from './modules/identity/index.js';
import { KycService } from './modules/kyc/index.js';
import { LedgerService } from './modules/ledger/index.js';
import { LoanService, startLoans } from './modules/loans/index.js';
import { NftService, startNfts } from './modules/nfts/index.js';
import { startMarket, type LiveHub, type MarketService } from './modules/market/index.js';
import { NotificationService } from './modules/notifications/index.js';
import { StaffService, type FirstStaff } from './modules/staff/index.js';
import {
  CannedReplies,
  SupportDesk,
  SupportTranscripts,
  SupportService,
  startSupport,
} from './modules/support/index.js';
import { AccrualEngine, SmartService, startSmart } from './modules/smart/index.js';
import { ContractService, OptionsService, startTrading } from './modules/trading/index.js';
import {
  AddressBook,
  DepositService,
  WithdrawalService,
  fillDepositAddresses,
} from './modules/wallet/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    twoFactor: TwoFactor;
    addressBook: AddressBook;
    market: MarketService;
    live: LiveHub;
    optionsOrders: OptionsService;
    contracts: ContractService;
    smartPlans: SmartService;
    smartAccrual: AccrualEngine;
    loanService: LoanService;
    nftService: NftService;
    supportDesk: SupportDesk;
    /** How this start found the staff accounts (the start summary's back office line). */
    firstStaff: FirstStaff;
  }
}

/**
 * Every service of the server, by the name the modules' route plugins ask for (each module
 * declares the part it needs, so a test can build a module on fakes).
 */
export interface Services {
  config: Config;
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  content: ContentService;
  help: HelpService;
  identity: IdentityService;
  /** The security page: sessions and the sign-in history. */
  security: AccountSecurity;
  twoFactor: TwoFactor;
  passkeys: Passkeys;
  ledger: LedgerService;
  store: FileStore;
  uploads: UploadQuota;
  /** How every money route runs its work: once per Idempotency-Key, in one transaction. */
  money: MoneyRequests;
  market: MarketService;
  live: LiveHub;
  home: HomeService;
  userEvents: IdEvents;
  notifications: NotificationService;
  deposits: DepositService;
  kyc: KycService;
  withdrawals: WithdrawalService;
  addressBook: AddressBook;
  options: OptionsService;
  contracts: ContractService;
  smart: SmartService;
  /** Smart plans' daily accrual (a job on every instance; tests run it themselves). */
  accrual: AccrualEngine;
  loans: LoanService;
  nfts: NftService;
  support: SupportService;
  /** Support chat's agents' side. */
  desk: SupportDesk;
  /** Support chat's canned replies. */
  canned: CannedReplies;
  /** Support chat's transcripts by email. */
  transcripts: SupportTranscripts;
  /** The shared rate limiter (Redis when configured). */
  limiter: RateLimiter;
  staff: StaffService;
  /** How this start found the staff accounts (the start summary's back office line). */
  firstStaff: FirstStaff;
}

/**
 * Builds the services in dependency order, each given what it uses by name, and starts what
 * runs in the background (the market, the contract triggers, the jobs). Each service adds its
 * own shutdown hooks as it is built, which keeps the closing order right: jobs, then the live
 * hub and the market, then the contract triggers (preClose); the channels and the database
 * last (onClose).
 */
export async function buildServices(infrastructure: Infrastructure): Promise<Services> {
  const { config, database, redis, prefix, limiter, now, log, jobs, lifecycle } = infrastructure;
  const db = database.db;
  // Every mail to an account with an anti-phishing code shows it, whichever module sends it.
  const mailer = withAntiPhishing(infrastructure.mailer, db);
  const content = new ContentService(db);
  await content.seed();
  const help = new HelpService(db, now);
  await help.seed();

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
  const ledger = new LedgerService(db);
  const store = new DiskFileStore(config.UPLOADS_DIR ?? join(config.DATA_DIR, 'uploads'));
  const idempotency = new Idempotency(db);
  // Answers are kept a day: a client retries within seconds or minutes, never days later.
  // PostgreSQL's autovacuum keeps the planner's statistics; the embedded database has none.
  if (database.kind === 'pglite') {
    jobs.every('embedded-analyze', ANALYZE_INTERVAL_MS, () => analyzeTables(db));
  }
  jobs.every('idempotency-prune', 60 * 60 * 1000, () =>
    idempotency.prune(now(), IDEMPOTENCY_RETENTION_MS),
  );
  const sealer = await loadSealer(db, config.SECRETS_KEY);
  const twoFactor = new TwoFactor({ db, sealer, limiter, hasher, now });
  const passkeys = new Passkeys({
    db,
    now,
    hasher,
    limiter,
    twoFactor,
    relyingParty: { origin: siteOrigin(config) },
  });
  const passwords = new PasswordPolicy();
  lifecycle.onClose(() => passwords.close());
  const identity = new IdentityService({
    db,
    passwords,
    onUserCreated: (tx, userId) => ledger.openBooks(tx, userId),
    mailer,
    limiter,
    hasher,
    codeSecret: await instanceSecret(db, 'email-code-hmac'),
    twoFactor,
    passkeys,
    codesPerIpHour: config.CODES_PER_IP_HOUR,
    oidc,
    now,
    log,
    publicUrl: siteOrigin(config),
    // Called at request time, when `userEvents` below exists.
    sessionsRevoked: (userId) => userEvents.publish(userId),
  });
  const money = moneyRequests(idempotency, (request) => authOf(request).user.id);

  const { market, live } = await startMarket({
    config,
    database,
    redis,
    prefix,
    now,
    log,
    lifecycle,
  });
  const home = new HomeService({ db, identity, market, now });
  await fillDepositAddresses(db, config);
  const channels = { redis, prefix, log, lifecycle };
  const userEvents = await openIdEvents('user-events', channels);
  const notifications = new NotificationService({ db, events: userEvents, now });
  userEvents.subscribe((userId) => void live.onUserEvent(userId));
  const security = new AccountSecurity({
    db,
    now,
    hasher,
    limiter,
    sessionsRevoked: (userId) => userEvents.publish(userId),
    twoFactor,
    twoFactorChanged: (user, ctx, on) => identity.tellTwoFactorChanged(user, ctx, on),
  });
  jobs.every('sign-in-prune', 60 * 60 * 1000, () => security.prune());
  jobs.every('login-challenge-prune', 60 * 60 * 1000, () => twoFactor.prune());
  jobs.every('passkey-challenge-prune', 60 * 60 * 1000, () => passkeys.prune());
  live.useAccounts({
    authenticate: async (token) => (await identity.authenticate(token))?.user.id,
    unread: (userId) => notifications.unread(userId),
  });
  const deposits = new DepositService({ db, market, notifications, now });
  const kyc = new KycService({ db, notifications, now });
  const addressBook: AddressBook = new AddressBook({
    db,
    now,
    publicUrl: siteOrigin(config),
    twoFactor,
    tell: (owner, ctx, mail) => identity.tellOwner(owner, ctx, mail),
    sessionsRevoked: (userId) => userEvents.publish(userId),
    // Called at request time, when `withdrawals` below exists.
    cancelPendingWithdrawals: (tx, userId, network, key): Promise<number> =>
      withdrawals.cancelPendingTo(tx, userId, network, key),
  });
  const withdrawals: WithdrawalService = new WithdrawalService({
    db,
    kyc,
    market,
    notifications,
    addressBook,
    quoteKey: await instanceSecret(db, 'withdrawal-quote-hmac'),
    now,
  });

  const options = new OptionsService({ db, market, notifications, now });
  const positionEvents = await openIdEvents('position-events', channels);
  const contracts = new ContractService({
    db,
    market,
    notifications,
    events: positionEvents,
    now,
    log,
  });
  // Tests drive settlement themselves (no feed, no settlement job).
  const settle = config.MARKET_FEED !== 'off';
  await startTrading({ options, contracts, market, jobs, lifecycle, settle });
  const accrual = new AccrualEngine({ db, now, notifications });
  const smart = new SmartService({ db, now, notifications, accrual });
  await startSmart({
    db,
    accrual,
    jobs,
    production: config.NODE_ENV === 'production',
    accrue: settle,
  });
  const loans = new LoanService({ db, now, kyc, ledger, notifications });
  await startLoans({
    db,
    loans,
    jobs,
    production: config.NODE_ENV === 'production',
    collect: settle,
  });
  const nftEvents = await openIdEvents('nft-events', channels);
  const nfts = new NftService({ db, now, notifications, events: nftEvents });
  live.useTopic('nft', (key) => nfts.live(key));
  nftEvents.subscribe((id) => void live.refresh(`nft.${id}`));
  await startNfts({
    db,
    store,
    nfts,
    jobs,
    now,
    samples: config.NODE_ENV === 'development',
    settle,
  });
  const supportEvents = await openIdEvents('support-events', channels);
  const support = new SupportService({ db, now, events: supportEvents, notifications });
  const desk = new SupportDesk({ db, now, support, store, mailer, publicUrl: siteOrigin(config) });
  live.useTopic(
    'support',
    (key) => support.live(key),
    (key) => support.ownerOf(key),
  );
  live.useVisitors((token) => support.visitorOf(token));
  supportEvents.subscribe((id) => void live.refresh(`support.${id}`));
  const canned = new CannedReplies({ db, now });
  const transcripts = new SupportTranscripts({
    db,
    now,
    mailer,
    limiter,
    publicUrl: siteOrigin(config),
  });
  startSupport({ desk, jobs });

  const staff = new StaffService({
    db,
    hasher,
    passwords,
    limiter,
    now,
    log,
    sealer,
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
  const uploads = new UploadQuota({ db, limiter });
  return {
    config,
    db,
    now,
    log,
    content,
    help,
    identity,
    security,
    twoFactor,
    passkeys,
    ledger,
    store,
    uploads,
    money,
    market,
    live,
    home,
    userEvents,
    notifications,
    deposits,
    kyc,
    withdrawals,
    addressBook,
    options,
    contracts,
    smart,
    accrual,
    loans,
    nfts,
    support,
    desk,
    canned,
    transcripts,
    limiter,
    staff,
    firstStaff,
  };
}

/** What tests and the start summary reach through the app (`app.database`, `app.market`, ...). */
export function decorateWithServices(app: ZodApp, database: Database, services: Services): void {
  app.decorate('database', database);
  app.decorate('twoFactor', services.twoFactor);
  app.decorate('addressBook', services.addressBook);
  app.decorate('market', services.market);
  app.decorate('live', services.live);
  app.decorate('optionsOrders', services.options);
  app.decorate('contracts', services.contracts);
  app.decorate('smartPlans', services.smart);
  app.decorate('smartAccrual', services.accrual);
  app.decorate('loanService', services.loans);
  app.decorate('nftService', services.nfts);
  app.decorate('supportDesk', services.desk);
  app.decorate<FirstStaff>('firstStaff', services.firstStaff);
}
