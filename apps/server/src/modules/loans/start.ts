import type { Db } from '../../platform/db/client.js';
import type { Jobs } from '../../platform/jobs.js';
import { PlatformAccount, fundForDevelopment } from '../ledger/index.js';
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
  if (!deps.production)
    await fundForDevelopment(
      deps.db,
      { account: PlatformAccount.loanPool, reason: 'loan.pool' },
      DEVELOPMENT_POOL_USDT,
    );
  if (deps.collect) {
    deps.jobs.every('loan-collection', COLLECT_INTERVAL_MS, async () => {
      await deps.loans.collectDue();
    });
  }
}
