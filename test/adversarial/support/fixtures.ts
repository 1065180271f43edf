import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { reconcile } from '../../../apps/server/src/modules/ledger/reconcile.js';
import { toUnits } from '../../../apps/server/src/platform/units.js';
import type { TestApp } from '../../../apps/server/src/test/harness.js';
import {
  publish,
  startMarket,
  stateOf,
  type Market,
} from '../../../apps/server/src/test/market.js';
import {
  addStaff,
  staffEnv,
  staffLogin,
  type TestStaff,
} from '../../../apps/server/src/test/staff.js';
import type { AnswerCheck } from './answers.js';
import { send, type Customer, type Injected } from './inject.js';
import { report, type Counts } from './mode.js';

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

/** The operator's USDT-TRC20 deposit address in every run, and a customer's payout address. */
export const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
export const PAYOUT_TO = 'TNUC9Qb1rRpS5CbWLmNMxXBjyFoydXjWFR';
/** The book header of each book. */
export const DEMO = { 'x-real-account': 'NO' };
export const REAL = { 'x-real-account': 'YES' };

/** The superadmin a run starts with, named after the run (`<name>_chief`). */
export const chief = (name: string): TestStaff => ({
  username: `${name}_chief`,
  email: `${name}.chief@example.test`,
  password: 'Quiet-Harbour-Lantern-42',
});

/** The app of a run: `staff` as its first superadmin, the TRC20 deposit address, no effective
 * rate limit. Its prices are published by the run (see freshPrice). */
export function startRun(staff: TestStaff): Promise<Market> {
  return startMarket({
    ...staffEnv(staff),
    DEPOSIT_ADDRESS_USDT_TRC20: TRC20,
    RATE_LIMIT_PER_MIN: '1000000',
  });
}

/** Tokens of two different superadmins (`staff` and a new one), for four-eyes approvals. */
export async function twoStaff(m: Market, staff: TestStaff): Promise<[string, string]> {
  return [await staffLogin(m.t, staff), await staffLogin(m.t, await addStaff(m.t, 'superadmin'))];
}

/** The run a test file shares: its app, and two superadmins' tokens for four-eyes approvals. */
export interface FileRun {
  m: Market;
  staffTokens: [string, string];
}

/**
 * The run of a test file, set for its tests by the file's first hook: the app (startRun) with
 * `staff` and a second superadmin signed in, BTCUSDT priced and, with `limit`, the hourly
 * uploads and the pending deposits allowed up to it. With `reconcileEach` the ledger must
 * reconcile after every test. After the file its counts are reported under `name` and the app
 * closes.
 */
export function runForFile(
  name: string,
  staff: TestStaff,
  counts: Counts,
  options: { limit?: string; reconcileEach?: boolean } = {},
): FileRun {
  const run = {} as FileRun;
  let started = 0;
  beforeAll(async () => {
    started = Date.now();
    run.m = await startRun(staff);
    run.staffTokens = await twoStaff(run.m, staff);
    if (options.limit !== undefined) {
      await run.m.t.database.db.execute(
        sql`update parameters set value = ${options.limit} where key in ('upload.perHourMax', 'deposit.pendingMax')`,
      );
    }
    await freshPrice(run.m, 'BTCUSDT', '65000.00');
  });
  if (options.reconcileEach) {
    afterEach(async () => {
      const ledger = await reconcile(run.m.t.database.db);
      expect(ledger.ok, JSON.stringify(ledger).slice(0, 1000)).toBe(true);
    });
  }
  afterAll(async () => {
    report(name, counts, (Date.now() - started) / 1000);
    await run.m?.t.close();
  });
  return run;
}

/** Sends a customer's multipart form to `url` in the real book, with a fresh Idempotency-Key. */
export function sendForm<T = unknown>(
  t: TestApp,
  check: AnswerCheck,
  user: Customer,
  url: string,
  form: { contentType: string; payload: Buffer },
): Promise<Injected<T>> {
  return send<T>(t, check, {
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${user.token}`,
      'content-type': form.contentType,
      'idempotency-key': randomUUID(),
      ...REAL,
    },
    payload: form.payload,
  });
}
