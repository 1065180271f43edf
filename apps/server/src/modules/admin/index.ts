import type { ServerModule } from '../../platform/module.js';
import { configAdminRoutes } from './configuration.js';
import { dashboardAdminRoutes } from './dashboard.js';
import type { AdminDeps } from './deps.js';
import { userAdminRoutes } from './users.js';

/** The back office's own module: the dashboard, users and the system parameters. */
export type { AdminDeps };

/** The back office's staff routes: the dashboard, users and the system parameters. */
export function adminModule(deps: AdminDeps): ServerModule {
  return {
    staffRoutes(admin) {
      dashboardAdminRoutes(admin, deps);
      userAdminRoutes(admin, deps);
      configAdminRoutes(admin, deps);
    },
  };
}
