import type { Db } from '../../platform/db/client.js';
import type { Jobs } from '../../platform/jobs.js';
import type { FileStore } from '../../platform/uploads/index.js';
import { loadSeedNfts, seedNfts } from './seed.js';
import type { NftService } from './service.js';

/**
 * How often an instance looks for auctions past their end. Short: the winner waits at most
 * this long for the token, and each auction is claimed by one instance (`skip locked`).
 */
const SETTLE_INTERVAL_MS = 5_000;

/**
 * Charity NFTs' start (docs/adr/0026): the sample charities and items of a development
 * installation (never in production or tests, where staff create them), and the settlement job
 * on every instance.
 */
export async function startNfts(deps: {
  db: Db;
  store: FileStore;
  nfts: NftService;
  jobs: Jobs;
  now: () => Date;
  /** Whether to seed the samples of content/nfts/ (NODE_ENV development only). */
  samples: boolean;
  /** Whether this instance settles (not when tests drive the service themselves). */
  settle: boolean;
}): Promise<void> {
  if (deps.samples) await seedNfts(deps.db, deps.store, loadSeedNfts(), deps.now());
  if (deps.settle) {
    deps.jobs.every('nft-settlement', SETTLE_INTERVAL_MS, async () => {
      await deps.nfts.settleEnded();
    });
  }
}
