/** The identity-verification module's public face: the service and its staff routes. */
export { KycService } from './service.js';
export { kycStaffRoutes } from './staff-routes.js';
