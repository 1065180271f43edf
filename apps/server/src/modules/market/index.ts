/**
 * The market module's public face: the service (the recorded feed, quotes, the engine) and the
 * instrument state and trading schedules other modules read.
 */
export { MarketService } from './service.js';
export type { InstrumentState } from './engine.js';
export { SCHEDULE_IDS, type ScheduleId } from './hours.js';
