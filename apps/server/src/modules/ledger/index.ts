import type { ServerModule } from '../../platform/module.js';
import { adjustmentStaffRoutes } from './adjustments.js';
import { ledgerRoutes } from './routes.js';

/**
 * The ledger's public face (docs/adr/0002): posting balanced journals in the caller's
 * transaction, the platform's accounts, reconciliation, and the service that reads books.
 */
export {
  FundsShortfall,
  PlatformAccount,
  post,
  postMany,
  unitsOf,
  type Leg,
  charityKind,
  type CharityPart,
  type PlanPart,
  type Posting,
} from './ledger.js';
export {
  decisionColumns,
  decisionOf,
  lockForDecision,
  recordDecision,
  type DecisionRow,
  type FourEyesDecision,
  type FourEyesTable,
} from './four-eyes.js';
/** The legs of the move every product makes with a customer's money: a hold and its release. */
export { holdLegs, releaseLegs } from './ledger.js';
export { Fundings, fundForDevelopment, type FundingDesk } from './fundings.js';
export { reconcile } from './reconcile.js';
export { LedgerService } from './service.js';

/** The ledger's routes: balances, the statement, the demo reset; staff's adjustments. */
export function ledgerModule(
  deps: Parameters<typeof ledgerRoutes>[1] & Parameters<typeof adjustmentStaffRoutes>[1],
): ServerModule {
  return {
    routes: (api) => ledgerRoutes(api, deps),
    staffRoutes: (admin) => adjustmentStaffRoutes(admin, deps),
  };
}
