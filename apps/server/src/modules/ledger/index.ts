/**
 * The ledger's public face (docs/adr/0002): posting balanced journals in the caller's
 * transaction, the platform's accounts, reconciliation, and the service that reads books.
 */
export { PlatformAccount, post, postMany, unitsOf, type Leg, type Posting } from './ledger.js';
export { reconcile } from './reconcile.js';
export { LedgerService } from './service.js';
export { adjustmentStaffRoutes } from './adjustments.js';
