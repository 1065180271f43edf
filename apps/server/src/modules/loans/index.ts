import type { ServerModule } from '../../platform/module.js';
import { loanRoutes } from './routes.js';
import { loanStaffRoutes } from './staff-routes.js';

/** Loans' public face (docs/adr/0025): the service, the reconciliation check, the start. */
export { reconcileLoans } from './reconcile.js';
export { LoanService } from './service.js';
export { startLoans } from './start.js';

/** Loans' routes: products, quote, application, repayment; staff's queue, decisions, pool. */
export function loansModule(
  deps: Parameters<typeof loanRoutes>[1] & Parameters<typeof loanStaffRoutes>[1],
): ServerModule {
  return {
    routes: (api) => loanRoutes(api, deps),
    staffRoutes: (admin) => loanStaffRoutes(admin, deps),
  };
}
