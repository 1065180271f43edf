/** Every table, for Drizzle's typed queries and drizzle-kit's migrations. */
export * from './tables.js';
export * from '../../modules/identity/tables.js';
export * from '../../modules/content/tables.js';
export * from '../../modules/help/tables.js';
export * from '../../modules/market/tables.js';
export * from '../../modules/ledger/tables.js';
export * from '../../modules/staff/tables.js';
export * from '../../modules/audit/tables.js';
export * from '../../modules/kyc/tables.js';
export * from '../../modules/wallet/tables.js';
export * from '../../modules/notifications/tables.js';
export * from '../../modules/trading/tables.js';
export * from '../../modules/smart/tables.js';
export * from '../../modules/loans/tables.js';
export * from '../../modules/nfts/tables.js';
export * from '../../modules/support/tables.js';
