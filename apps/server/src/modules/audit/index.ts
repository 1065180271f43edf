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
export { auditAdminRoutes } from './staff-routes.js';
