import type { ServerModule } from '../../platform/module.js';
import { tradingRoutes } from './routes.js';
import { tradingStaffRoutes } from './staff-routes.js';

/** The trading module's public face: options orders and leveraged contracts. */
export { ContractService, LOTS_SCALE } from './contracts.js';
export { DEFAULT_OPTIONS_MAX_USDT, OptionsService } from './options.js';
export { startTrading } from './start.js';

/** The trading module's routes: options and contracts; staff's products and settings. */
export function tradingModule(
  deps: Parameters<typeof tradingRoutes>[1] & Parameters<typeof tradingStaffRoutes>[1],
): ServerModule {
  return {
    routes: (api) => tradingRoutes(api, deps),
    staffRoutes: (admin) => tradingStaffRoutes(admin, deps),
  };
}
