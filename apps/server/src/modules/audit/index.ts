import type { ServerModule } from '../../platform/module.js';
import { auditAdminRoutes } from './staff-routes.js';

/** The audit log's public face: the writer every deciding module uses, the chain check, and
 * the staff routes that search, export and verify it. */
export {
  audit,
  auditedChange,
  verifyAuditChain,
  type Actor,
  type AuditEntry,
  type AuditParts,
} from './audit.js';

/** The audit log's staff routes: search, export and the chain check. */
export function auditModule(deps: Parameters<typeof auditAdminRoutes>[1]): ServerModule {
  return { staffRoutes: (admin) => auditAdminRoutes(admin, deps) };
}
