import { ASSET_SCALE } from '@swx/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rows } from '../../platform/db/rows.js';
import type { Jobs } from '../../platform/jobs.js';
import { toUnits } from '../../platform/units.js';
import { PlatformAccount, post } from '../ledger/index.js';
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
  if (!deps.production) await fundDevelopmentReserve(deps.db);
  if (deps.accrue) {
    deps.jobs.every('smart-accrual', ACCRUE_INTERVAL_MS, async () => {
      await deps.accrual.runDue();
    });
  }
}

/** Funds the reserve once from operator capital in a fresh non-production installation. */
async function fundDevelopmentReserve(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // One funding ever, even with several instances starting at once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('smart.development-reserve'))`);
    const [done] = rows<{ id: string }>(
      await tx.execute(sql`
        select id::text from ledger_journals
        where reason = 'smart.reserve' and ref_type = 'development' limit 1`),
    );
    if (done) return;
    const amount = toUnits(DEVELOPMENT_RESERVE_USDT, ASSET_SCALE.USDT)!;
    await post(tx, {
      book: 'real',
      reason: 'smart.reserve',
      ref: { type: 'development', id: 'seed' },
      legs: [
        { account: { platform: PlatformAccount.operatorCapital }, asset: 'USDT', amount: -amount },
        { account: { platform: PlatformAccount.yieldReserve }, asset: 'USDT', amount },
      ],
    });
  });
}
