import type { Jobs } from '../../platform/jobs.js';
import type { Lifecycle } from '../../platform/lifecycle.js';
import type { MarketService } from '../market/index.js';
import type { ContractService } from './contracts.js';
import { SETTLE_BATCH, type OptionsService } from './options.js';

/** Options settlement runs every SETTLE_INTERVAL_MS (one round at a time). */
const SETTLE_INTERVAL_MS = 250;

/**
 * Trading's start and periodic work: the options products and contract settings seeded,
 * options settlement a job (when `settle`), the contract triggers started and fed every tick,
 * and, when the server closes, the triggers idle (no run in flight) before the database closes.
 */
export async function startTrading(deps: {
  options: OptionsService;
  contracts: ContractService;
  market: Pick<MarketService, 'engine'>;
  jobs: Jobs;
  lifecycle: Lifecycle;
  /** Whether this instance settles options (not when tests drive settlement themselves). */
  settle: boolean;
}): Promise<void> {
  const { options, contracts, jobs } = deps;
  await options.seedProducts();
  // Every instance settles (each order is claimed once).
  if (deps.settle) {
    jobs.every('options-settlement', SETTLE_INTERVAL_MS, async () => {
      // A full batch means more are due: go on at once.
      while ((await options.settleDue()) >= SETTLE_BATCH) {
        /* next batch */
      }
    });
  }
  await contracts.seedSettings();
  await contracts.start();
  deps.market.engine.listen({
    onTicks(ticked) {
      for (const s of ticked) if (s.last) contracts.onTick(s.id, s.last.price, s.last.time);
    },
    onStatus() {},
  });
  deps.lifecycle.preClose(() => contracts.idle());
}
