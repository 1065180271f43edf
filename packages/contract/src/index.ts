export * from './codes.js';
export * from './constants.js';
export * from './schemas.js';
export * from './paths.js';
export * from './content.js';
export * from './market.js';
