import { randomBytes } from 'node:crypto';
import { toUnits } from '../../../apps/server/src/platform/units.js';
import { publish, stateOf, type Market } from '../../../apps/server/src/test/market.js';

/**
 * A transaction hash no other claim in the run has used (a counter padded with a hex digit
 * repeats itself: 0x7 and 0x77 padded with '7' are the same hash).
 */
export const uniqueTxHash = (): string => randomBytes(32).toString('hex');

/**
 * Publishes `price` again as a new tick, so that the instrument is not stale
 * (`market.staleAfterSeconds`) however long the run has taken; the price does not move.
 */
export async function freshPrice(m: Market, code: string, price: string): Promise<void> {
  const units = toUnits(price, stateOf(m, code).row.precision)!;
  await publish(m, [{ code, price: units, volume: 1n, time: m.stamp() }]);
}
