import type { ServerModule } from '../../platform/module.js';
import type { ZodApp } from '../../platform/http/types.js';
import { enforceAccess, type AdminRoute } from './access.js';
import { staffRoutes } from './routes.js';
import type { StaffService } from './service.js';

/**
 * The staff module's public face: who a request's staff member is and what they may do (for
 * other modules' staff routes), the service (sign-in, accounts) and its routes.
 */
export {
  PERMISSIONS,
  STAFF_ROLES,
  can,
  actorOf,
  staffChange,
  staffOf,
  type AdminRoute,
  type Permission,
  type Staff,
  type StaffRole,
} from './access.js';
export { StaffService, type FirstStaff } from './service.js';

/** The staff module's own staff routes: set-up, sign-in, staff accounts, uploaded files. */
export function staffModule(deps: Parameters<typeof staffRoutes>[1]): ServerModule {
  return { staffRoutes: (admin) => staffRoutes(admin, deps) };
}

/**
 * The admin scope's access check (`enforceAccess`: each route's `config.access`, checked
 * against the staff member of the request's token) and the routes it has seen registered.
 */
export function staffAccess(staff: Pick<StaffService, 'authenticate'>): {
  guard: (admin: ZodApp) => void;
  routes: AdminRoute[];
} {
  const routes: AdminRoute[] = [];
  return {
    guard: (admin) => enforceAccess(admin, (token) => staff.authenticate(token), routes),
    routes,
  };
}
