/** The wallet's public face: deposits, withdrawals and their staff routes. */
export { DepositService } from './deposits.js';
export { WithdrawalService } from './withdrawals.js';
export { walletStaffRoutes } from './staff-routes.js';
