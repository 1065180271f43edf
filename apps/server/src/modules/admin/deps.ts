import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import type { IdEvents } from '../../platform/events.js';
import type { FileStore } from '../../platform/uploads/index.js';
import type { HelpService } from '../help/index.js';
import type { IdentityService } from '../identity/index.js';
import type { LedgerService } from '../ledger/index.js';
import type { MarketService } from '../market/index.js';
import type { NotificationService } from '../notifications/index.js';
import type { StaffService } from '../staff/index.js';
import type { ContractService, OptionsService } from '../trading/index.js';

/** What the back office's route modules work with (wired in app.ts). */
export interface AdminDeps {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  config: Config;
  identity: IdentityService;
  staff: StaffService;
  market: MarketService;
  ledger: LedgerService;
  notifications: NotificationService;
  userEvents: IdEvents;
  help: HelpService;
  options: OptionsService;
  contracts: ContractService;
  store: FileStore;
}
