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
  type Permission,
  type Staff,
  type StaffRole,
} from './access.js';
export { StaffService } from './service.js';
export { staffRoutes } from './routes.js';
