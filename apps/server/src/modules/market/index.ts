import type { ServerModule } from '../../platform/module.js';
import type { LiveHub } from './live.js';
import { liveRoute, marketRoutes } from './routes.js';
import { MarketService } from './service.js';
import { marketStaffRoutes } from './staff-routes.js';

/**
 * The market module's public face: the service (the recorded feed, quotes, the engine) and the
 * instrument state and trading schedules other modules read.
 */
export { MarketService };
export type { LiveHub };
export type { InstrumentState } from './engine.js';
export { SCHEDULE_IDS, type ScheduleId } from './hours.js';
export { startMarket } from './start.js';

/** The market's routes: quotes, candles, the watchlist, the live channel; staff's instruments. */
export function marketModule(
  deps: {
    market: MarketService;
    live: LiveHub;
    identity: Parameters<typeof marketRoutes>[2];
  } & Parameters<typeof marketStaffRoutes>[1],
): ServerModule {
  return {
    socketRoutes: (app) => liveRoute(app, deps.live),
    routes: (api) => marketRoutes(api, deps.market, deps.identity),
    staffRoutes: (admin) => marketStaffRoutes(admin, deps),
  };
}
