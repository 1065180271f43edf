import type { ServerModule } from '../../platform/module.js';
import { addressBookRoutes } from './address-book-routes.js';
import { walletRoutes } from './routes.js';
import { walletStaffRoutes } from './staff-routes.js';

/** The wallet's public face: deposits, withdrawals and their routes. */
export { DepositService } from './deposits.js';
export { fillDepositAddresses } from './addresses.js';
export { WithdrawalService } from './withdrawals.js';
export { AddressBook } from './address-book.js';

/**
 * The wallet's routes: deposits, withdrawals and the customer's side of identity verification;
 * staff's deposit and withdrawal review.
 */
export function walletModule(
  deps: Parameters<typeof walletRoutes>[1] &
    Parameters<typeof addressBookRoutes>[1] &
    Parameters<typeof walletStaffRoutes>[1],
): ServerModule {
  return {
    routes: (api) => {
      walletRoutes(api, deps);
      addressBookRoutes(api, deps);
    },
    staffRoutes: (admin) => walletStaffRoutes(admin, deps),
  };
}
