import type { Db } from '../../platform/db/client.js';
import type { Jobs } from '../../platform/jobs.js';
import { PlatformAccount, fundForDevelopment } from '../ledger/index.js';
import type { AccrualEngine } from './accrual.js';
import { loadSeedProducts, seedProducts } from './products.js';

/** How often an instance looks for plans due to accrue. */
const ACCRUE_INTERVAL_MS = 30_000;
/**
 * The reserve a development or test installation starts with (never in production, where staff
 * fund it with a four-eyes funding): without it a fresh `npm start` could sell no plan.
 */
export const DEVELOPMENT_RESERVE_USDT = '1000000';

/**
 * Smart plans' start: the seeded products, the development reserve, and the accrual job on
 * every instance (each plan is claimed by one; ADR 0024).
 */
export async function startSmart(deps: {
  db: Db;
  accrual: AccrualEngine;
  jobs: Jobs;
  production: boolean;
  /** Whether this instance accrues (not when tests drive the engine themselves). */
  accrue: boolean;
}): Promise<void> {
  await seedProducts(deps.db, loadSeedProducts());
  if (!deps.production)
    await fundForDevelopment(
      deps.db,
      { account: PlatformAccount.yieldReserve, reason: 'smart.reserve' },
      DEVELOPMENT_RESERVE_USDT,
    );
  if (deps.accrue) {
    deps.jobs.every('smart-accrual', ACCRUE_INTERVAL_MS, async () => {
      await deps.accrual.runDue();
    });
  }
}
