/** The content module's public face: pages, and the site facts their text may name. */
export { ContentService } from './service.js';
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
  writeText,
  type Detail,
  type ItemKind,
  type Loader,
} from './editorial.js';
export { contentStaffRoutes } from './staff-routes.js';
