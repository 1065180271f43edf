import { toUnits } from '../platform/units.js';
import { startTestApp, type TestApp } from './harness.js';
import type { FeedTick } from '../modules/market/types.js';

/**
 * Driving the market in integration tests: a started app with the test's view of its clock,
 * ticks published through the bus and awaited until the engine has taken them.
 */

/** A started app with the test's view of its clock (`Date.now()` plus what was advanced). */
export interface Market {
  t: TestApp;
  now(): number;
  advance(ms: number): void;
  /** Moves the server's clock forward to `target` (ms since the epoch). */
  to(target: number): void;
  /** A strictly increasing tick time, never behind the server's clock. */
  stamp(): number;
}

export async function startMarket(env: Record<string, string> = {}): Promise<Market> {
  const t = await startTestApp(env);
  let offset = 0;
  let last = 0;
  const market: Market = {
    t,
    now: () => Date.now() + offset,
    advance(ms) {
      offset += ms;
      t.advance(ms);
    },
    to(target) {
      const delta = target - market.now();
      if (delta <= 0) throw new Error('the test clock only moves forward');
      market.advance(delta);
    },
    stamp() {
      last = Math.max(last + 1, market.now());
      return last;
    },
  };
  return market;
}

/** Awaits a condition (the Redis bus delivers ticks asynchronously); the timeout only fails. */
export async function until(
  condition: () => boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export function stateOf(m: Market, code: string) {
  const state = m.t.app.market.engine.byCode.get(code);
  if (!state) throw new Error(`no instrument ${code}`);
  return state;
}

export const idOf = (m: Market, code: string) => stateOf(m, code).id;

/** Publishes ticks and waits until the engine has taken the newest of each instrument. */
export async function publish(m: Market, ticks: FeedTick[]): Promise<void> {
  m.t.app.market.publish(ticks);
  const newest = new Map<string, number>();
  for (const tick of ticks) newest.set(tick.code, Math.max(newest.get(tick.code) ?? 0, tick.time));
  await until(
    () => [...newest].every(([code, time]) => (stateOf(m, code).last?.time ?? -1) >= time),
    `ticks of ${[...newest.keys()].join(', ')}`,
  );
}

/** Publishes one tick of `code` at `price` (decimal text at its precision), stamped now. */
export async function tickAt(m: Market, code: string, price: string): Promise<void> {
  const units = toUnits(price, stateOf(m, code).row.precision);
  if (units === undefined) throw new Error(`${price} does not fit ${code}`);
  await publish(m, [{ code, price: units, volume: 1n, time: m.stamp() }]);
}

/** A decimal string as units of `precision` (test data only). */
export function units(text: string, precision: number): bigint {
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length !== precision) throw new Error(`${text} is not at precision ${precision}`);
  return BigInt(`${whole}${fraction}`);
}
