import type { ServerModule } from '../../platform/module.js';
import { homeRoutes } from './routes.js';
import { HomeService } from './service.js';

/** The home page's public face: what the landing and home screens show. */
export { HomeService };

/** The home module's routes. */
export function homeModule(deps: { home: HomeService }): ServerModule {
  return { routes: (api) => homeRoutes(api, deps.home) };
}
