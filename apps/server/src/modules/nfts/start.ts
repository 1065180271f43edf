import type { Jobs } from '../../platform/jobs.js';
import type { NftService } from './service.js';

/**
 * How often an instance looks for auctions past their end. Short: the winner waits at most
 * this long for the token, and each auction is claimed by one instance (`skip locked`).
 */
const SETTLE_INTERVAL_MS = 5_000;

/** Charity NFTs' start: the settlement job on every instance (docs/adr/0026). */
export function startNfts(deps: {
  nfts: NftService;
  jobs: Jobs;
  /** Whether this instance settles (not when tests drive the service themselves). */
  settle: boolean;
}): void {
  if (deps.settle) {
    deps.jobs.every('nft-settlement', SETTLE_INTERVAL_MS, async () => {
      await deps.nfts.settleEnded();
    });
  }
}
