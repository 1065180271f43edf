/** The trading module's public face: options orders and leveraged contracts. */
export { ContractService, LOTS_SCALE } from './contracts.js';
export { DEFAULT_OPTIONS_MAX_USDT, OptionsService } from './options.js';
