import type { ServerModule } from '../../platform/module.js';
import { smartRoutes } from './routes.js';
import { smartStaffRoutes } from './staff-routes.js';

/** Smart plans' public face (docs/adr/0024): the service, the accrual engine, the start. */
export { AccrualEngine } from './accrual.js';
export { reconcileSmart } from './reconcile.js';
export { SmartService } from './service.js';
export { SmartStaffService } from './staff.js';
export { startSmart } from './start.js';

/** Smart plans' routes: products, buying, plans and exits; staff's products, reserve, plans. */
export function smartModule(
  deps: Parameters<typeof smartRoutes>[1] & Parameters<typeof smartStaffRoutes>[1],
): ServerModule {
  return {
    routes: (api) => smartRoutes(api, deps),
    staffRoutes: (admin) => smartStaffRoutes(admin, deps),
  };
}
