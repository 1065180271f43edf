/**
 * The staff (back office) API under ADMIN_PREFIX: its paths and the shapes of its requests and
 * answers, one file per area. The server's staff routes declare their schemas with these; the
 * back office parses answers with them.
 */
export * from './common.js';
export * from './paths.js';
export * from './queues.js';
export * from './kyc.js';
export * from './users.js';
export * from './staff.js';
export * from './audit.js';
export * from './adjustments.js';
export * from './configuration.js';
export * from './content.js';
export * from './help.js';
export * from './dashboard.js';
export * from './fundings.js';
export * from './smart.js';
export * from './loans.js';
export * from './nfts.js';
export * from './support.js';
