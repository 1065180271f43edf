import type { ServerModule } from '../../platform/module.js';
import { notificationRoutes } from './routes.js';

/** The notifications module's public face: the service other modules tell of what happened. */
export { NotificationService } from './service.js';

/** The notifications module's routes: the list, the unread count, invitations. */
export function notificationsModule(deps: Parameters<typeof notificationRoutes>[1]): ServerModule {
  return { routes: (api) => notificationRoutes(api, deps) };
}
