import type { ServerModule } from '../../platform/module.js';
import { nftRoutes } from './routes.js';
import { nftStaffRoutes } from './staff-routes.js';

/** Charity NFTs' public face (docs/adr/0026): the service, the catalogue, the check, the start. */
export { createCharity, createItem, type NewCharity, type NewItem } from './catalogue.js';
export { reconcileNfts } from './reconcile.js';
export { NftService } from './service.js';
export { startNfts } from './start.js';

/**
 * Charity NFTs' routes: the market, items, charities and artwork; bidding, buying, my NFTs;
 * staff's charities and payouts.
 */
export function nftsModule(
  deps: Parameters<typeof nftRoutes>[1] & Parameters<typeof nftStaffRoutes>[1],
): ServerModule {
  return {
    routes: (api) => nftRoutes(api, deps),
    staffRoutes: (admin) => nftStaffRoutes(admin, deps),
  };
}
