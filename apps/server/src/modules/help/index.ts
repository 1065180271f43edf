/** The help centre's public face: FAQ and notices. */
export { HelpService } from './service.js';
export { helpStaffRoutes } from './staff-routes.js';
