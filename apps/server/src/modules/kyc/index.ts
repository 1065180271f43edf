import type { ServerModule } from '../../platform/module.js';
import { kycStaffRoutes } from './staff-routes.js';

/** The identity-verification module's public face: the service and its staff routes. */
export { KycService } from './service.js';

/**
 * Identity verification's staff routes: the queue and the decisions (the customer's side,
 * submitting and the status, is served with the wallet's routes).
 */
export function kycModule(deps: Parameters<typeof kycStaffRoutes>[1]): ServerModule {
  return { staffRoutes: (admin) => kycStaffRoutes(admin, deps) };
}
