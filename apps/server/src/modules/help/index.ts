import type { ServerModule } from '../../platform/module.js';
import { helpRoutes } from './routes.js';
import { HelpService } from './service.js';
import { helpStaffRoutes } from './staff-routes.js';

/** The help centre's public face: FAQ and notices. */
export { HelpService };

/** The help centre's routes: FAQ and notices, and staff's editing of them. */
export function helpModule(
  deps: { help: HelpService } & Parameters<typeof helpStaffRoutes>[1],
): ServerModule {
  return {
    routes: (api) => helpRoutes(api, deps.help),
    staffRoutes: (admin) => helpStaffRoutes(admin, deps),
  };
}
