import type { ServerModule } from '../../platform/module.js';
import { supportRoutes } from './routes.js';
import { supportStaffRoutes } from './staff-routes.js';

/** Support chat's public face (issue 21): the customer's side, the agents' desk, the start. */
export { CannedReplies } from './canned.js';
export { SupportDesk } from './desk.js';
export { SupportService, type SupportOwner } from './service.js';
export { startSupport } from './start.js';
export { SupportTranscripts } from './transcript.js';

/** Support chat's routes: the widget's under /support, the agents' in the staff API. */
export function supportModule(
  deps: Parameters<typeof supportRoutes>[1] & Parameters<typeof supportStaffRoutes>[1],
): ServerModule {
  return {
    routes: (api) => supportRoutes(api, deps),
    staffRoutes: (admin) => supportStaffRoutes(admin, deps),
  };
}
