import { ASSET_SCALE } from '@swx/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rows } from '../../platform/db/rows.js';
import type { Jobs } from '../../platform/jobs.js';
import { toUnits } from '../../platform/units.js';
import { PlatformAccount, post } from '../ledger/index.js';
import { loadSeedAgreement, loadSeedLoanProducts, seedLoans } from './products.js';
import type { LoanService } from './service.js';

/** How often an instance looks for loans past their due date. */
const COLLECT_INTERVAL_MS = 60_000;
/**
 * The pool a development or test installation starts with (never in production, where staff
 * fund it with a four-eyes funding): without it a fresh `npm start` could lend nothing.
 */
export const DEVELOPMENT_POOL_USDT = '500000';

/**
 * Loans' start: the seeded products and agreement, the development pool, and the due-date job on
 * every instance (each loan is claimed by one; docs/adr/0025).
 */
export async function startLoans(deps: {
  db: Db;
  loans: LoanService;
  jobs: Jobs;
  production: boolean;
  /** Whether this instance collects (not when tests drive the service themselves). */
  collect: boolean;
}): Promise<void> {
  await seedLoans(deps.db, loadSeedLoanProducts(), loadSeedAgreement());
  if (!deps.production) await fundDevelopmentPool(deps.db);
  if (deps.collect) {
    deps.jobs.every('loan-collection', COLLECT_INTERVAL_MS, async () => {
      await deps.loans.collectDue();
    });
  }
}

/** Funds the pool once from operator capital in a fresh non-production installation. */
async function fundDevelopmentPool(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('loan.development-pool'))`);
    const [done] = rows<{ id: string }>(
      await tx.execute(sql`
        select id::text from ledger_journals
        where reason = 'loan.pool' and ref_type = 'development' limit 1`),
    );
    if (done) return;
    const amount = toUnits(DEVELOPMENT_POOL_USDT, ASSET_SCALE.USDT)!;
    await post(tx, {
      book: 'real',
      reason: 'loan.pool',
      ref: { type: 'development', id: 'seed' },
      legs: [
        { account: { platform: PlatformAccount.operatorCapital }, asset: 'USDT', amount: -amount },
        { account: { platform: PlatformAccount.loanPool }, asset: 'USDT', amount },
      ],
    });
  });
}
