import type { HomeStats } from '@swx/contract';
import type { Db } from '../../platform/db/client.js';
import { publicParameter } from '../../platform/parameters.js';
import type { IdentityService } from '../identity/index.js';
import type { MarketService } from '../market/index.js';

/** How long computed figures are reused: the home page is the busiest page of the site. */
export const HOME_STATS_TTL_MS = 60_000;

/** The parameter holding the trading fee (leveraged contracts' opening fee). */
const TRADING_FEE_PARAMETER = 'contract.openFeeRate';

interface HomeDeps {
  db: Db;
  identity: Pick<IdentityService, 'countUsers'>;
  market: Pick<MarketService, 'listedCounts'>;
  now: () => Date;
}

/**
 * The home page's figures, computed from the platform's own records (domain rules, honesty):
 * registered accounts, instruments listed in the market catalogue, the trading fee parameter.
 * Traded volume comes from the order book, which reports null until trading exists.
 */
export class HomeService {
  private cached: { stats: HomeStats; expiresAt: number } | undefined;
  private computing: Promise<HomeStats> | undefined;

  constructor(private readonly deps: HomeDeps) {}

  async stats(): Promise<HomeStats> {
    const now = this.deps.now().getTime();
    if (this.cached && this.cached.expiresAt > now) return this.cached.stats;
    // One computation at a time: concurrent callers share it.
    this.computing ??= this.compute().finally(() => {
      this.computing = undefined;
    });
    return this.computing;
  }

  private async compute(): Promise<HomeStats> {
    const [registeredUsers, feeRate] = await Promise.all([
      this.deps.identity.countUsers(),
      publicParameter(this.deps.db, TRADING_FEE_PARAMETER),
    ]);
    if (feeRate === undefined) throw new Error(`parameter ${TRADING_FEE_PARAMETER} is missing`);
    const computedAt = this.deps.now();
    const listed = this.deps.market.listedCounts();
    const stats: HomeStats = {
      registeredUsers,
      listedInstruments: listed.all,
      listedCryptos: listed.crypto,
      volume24hUsdt: null,
      tradingFeeRateMax: feeRate,
      computedAt: computedAt.toISOString(),
    };
    this.cached = { stats, expiresAt: computedAt.getTime() + HOME_STATS_TTL_MS };
    return stats;
  }
}
