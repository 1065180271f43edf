/** Every table, for Drizzle's typed queries and drizzle-kit's migrations. */
export * from './tables.js';
export * from '../../modules/identity/tables.js';
export * from '../../modules/content/tables.js';
export * from '../../modules/help/tables.js';
export * from '../../modules/market/tables.js';
