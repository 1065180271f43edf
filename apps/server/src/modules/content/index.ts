/** The content module's public face: pages, and the site facts their text may name. */
import type { ServerModule } from '../../platform/module.js';
import { contentRoutes } from './routes.js';
import { ContentService } from './service.js';
import { contentStaffRoutes } from './staff-routes.js';

export { ContentService };
export { hasTokens, loadSiteFacts, tokenKeys } from './site-facts.js';
export { publicSiteParameters } from './repository.js';
export {
  editor,
  fail,
  iso,
  language,
  markdown,
  mergedText,
  slug,
  sort,
  title,
  textsOf,
  textsOfEach,
  writeText,
  type Detail,
  type ItemKind,
  type Loader,
} from './editorial.js';
export { checkOrders, checkedOrder, checkedSlug, checkedText, checkedTitle } from './seed-files.js';

/** The content module's routes: published pages, and staff's editing of them. */
export function contentModule(
  deps: { content: ContentService } & Parameters<typeof contentStaffRoutes>[1],
): ServerModule {
  return {
    routes: (api) => contentRoutes(api, deps.content),
    staffRoutes: (admin) => contentStaffRoutes(admin, deps),
  };
}
