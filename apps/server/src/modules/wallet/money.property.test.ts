import { randomBytes } from 'node:crypto';
import { Code, type RechargeFields } from '@swx/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../platform/http/errors.js';
import { sqlRows, startTestApp, type TestApp } from '../../test/harness.js';
import { insertOpenedUser } from '../../test/users.js';
import { KycService } from '../kyc/service.js';
import { reconcile } from '../ledger/reconcile.js';
import { LedgerService } from '../ledger/service.js';
import { LocalIdEvents } from '../../platform/events.js';
import { NotificationService } from '../notifications/service.js';
import type { Staff } from '../staff/service.js';
import { DepositService } from './deposits.js';
import { WithdrawalService } from './withdrawals.js';

/**
 * Random deposits, approvals, rejections, withdrawals (approved and paid, rejected, failed)
 * and demo resets from 16 clients at once. After every run: the ledger reconciles, no
 * balance is negative, and each user's real money is exactly what was credited minus what
 * was paid out.
 */

const CLIENTS = 16;
const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const PAYOUT_TO = 'TNUC9Qb1rRpS5CbWLmNMxXBjyFoydXjWFR';

type Op =
  | { kind: 'deposit'; amount: number; approve: boolean }
  | { kind: 'withdraw'; amount: number; outcome: 'complete' | 'reject' | 'fail' | 'leave' }
  | { kind: 'reset' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    amount: fc.integer({ min: 120, max: 5000 }),
    approve: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    amount: fc.integer({ min: 2, max: 4000 }),
    outcome: fc.constantFrom(
      'complete' as const,
      'reject' as const,
      'fail' as const,
      'leave' as const,
    ),
  }),
  fc.record({ kind: fc.constant('reset' as const) }),
);

let t: TestApp;
let staff: Staff;
let deposits: DepositService;
let withdrawals: WithdrawalService;
let ledger: LedgerService;
let serial = 0;

async function newVerifiedUser(): Promise<number> {
  serial += 1;
  const tag = `${serial}${Date.now().toString(36)}`;
  return t.database.db.transaction(async (tx) => {
    const id = await insertOpenedUser(tx, ledger, {
      username: `prop_${tag}`,
      email: `prop.${tag}@example.test`,
      inviteCode: `P${tag}`.slice(0, 12).toUpperCase(),
    });
    await tx.execute(sql`
      insert into kyc_applications (user_id, status, first_name, last_name, sex, birthdate, country,
        address, phone, document_type, front_key, back_key, hand_key, reviewed_at, reviewed_by)
      values (${id}, 'verified', 'P', 'Q', 'female', '1990-01-01', 'DE', 'Street 1', '+49 30 123456',
        'passport', 'a', 'b', 'c', now(), ${staff.id})`);
    return id;
  });
}

/** Runs one client's operations in order; returns USDT units credited and paid out. */
async function runClient(userId: number, ops: Op[]): Promise<{ credited: bigint; paid: bigint }> {
  let credited = 0n;
  let paid = 0n;
  const db = t.database.db;
  for (const o of ops) {
    if (o.kind === 'deposit') {
      serial += 1;
      const fields: RechargeFields = {
        network: 'USDT-TRC20',
        amount: String(o.amount),
        txHash: serial.toString(16).padStart(64, 'c'),
        last6: 'abcdef',
      };
      const claim = await deposits.validate(fields);
      const item = await db.transaction((tx) => deposits.claim(tx, userId, claim, 'proof'));
      if (o.approve) {
        await db.transaction((tx) =>
          deposits.approve(tx, staff, Number(item.id), undefined, '127.0.0.1'),
        );
        credited += BigInt(o.amount) * 1_000_000n;
      } else {
        await db.transaction((tx) =>
          deposits.reject(tx, staff, Number(item.id), 'not found', '127.0.0.1'),
        );
      }
    } else if (o.kind === 'withdraw') {
      let item;
      try {
        item = await db.transaction((tx) =>
          withdrawals.request(tx, userId, {
            network: 'USDT-TRC20',
            address: PAYOUT_TO,
            amount: String(o.amount),
          }),
        );
      } catch (error) {
        // Not enough money is the one acceptable refusal.
        expect((error as AppError).code).toBe(Code.INSUFFICIENT_BALANCE);
        continue;
      }
      const id = Number(item.id);
      if (o.outcome === 'reject') {
        await db.transaction((tx) =>
          withdrawals.release(tx, staff, id, 'rejected', 'no', '127.0.0.1'),
        );
      } else if (o.outcome !== 'leave') {
        await db.transaction((tx) => withdrawals.approve(tx, staff, id, '127.0.0.1'));
        if (o.outcome === 'fail') {
          await db.transaction((tx) =>
            withdrawals.release(tx, staff, id, 'failed', 'no', '127.0.0.1'),
          );
        } else {
          serial += 1;
          await db.transaction((tx) =>
            withdrawals.complete(tx, staff, id, serial.toString(16).padStart(64, 'd'), '127.0.0.1'),
          );
          paid += BigInt(o.amount) * 1_000_000n;
        }
      }
    } else {
      await db.transaction((tx) => ledger.resetDemo(tx, userId));
    }
  }
  return { credited, paid };
}

beforeAll(async () => {
  t = await startTestApp({ DEPOSIT_ADDRESS_USDT_TRC20: TRC20 });
  const [row] = await sqlRows<{ id: string }>(
    t,
    sql`insert into staff_users (username, email, password_hash, role)
        values ('prop_staff', 'prop.staff@example.test', 'x', 'finance') returning id::text`,
  );
  staff = { id: Number(row!.id), username: 'prop_staff', role: 'finance' };
  const now = () => new Date();
  const notifications = new NotificationService({
    db: t.database.db,
    events: new LocalIdEvents(),
    now,
  });
  const kyc = new KycService({ db: t.database.db, notifications, now });
  deposits = new DepositService({ db: t.database.db, market: t.app.market, notifications, now });
  withdrawals = new WithdrawalService({
    db: t.database.db,
    kyc,
    market: t.app.market,
    notifications,
    addressBook: t.app.addressBook,
    quoteKey: randomBytes(32),
    now,
  });
  ledger = new LedgerService(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

describe('money under concurrency', () => {
  it('is neither created nor lost by any interleaving of 16 clients', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 1, maxLength: 6 }), {
          minLength: CLIENTS,
          maxLength: CLIENTS,
        }),
        async (plans) => {
          const users = await Promise.all(plans.map(() => newVerifiedUser()));
          const results = await Promise.all(plans.map((ops, i) => runClient(users[i]!, ops)));
          const report = await reconcile(t.database.db);
          expect(report.ok).toBe(true);
          for (const [i, userId] of users.entries()) {
            const [real] = await sqlRows<{ total: string; negative: boolean }>(
              t,
              sql`select coalesce(sum(balance), 0)::text as total, coalesce(bool_or(balance < 0), false) as negative
                  from ledger_accounts where user_id = ${userId} and book = 'real'`,
            );
            const expected = results[i]!.credited - results[i]!.paid;
            const [whole, fraction = ''] = real!.total.split('.');
            const units =
              BigInt(whole!) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6) || '0');
            expect(units).toBe(expected);
            expect(real!.negative).toBe(false);
            const [demo] = await sqlRows<{ b: string }>(
              t,
              sql`select balance::text as b from ledger_accounts where user_id = ${userId} and book = 'demo' and kind = 'available'`,
            );
            expect(demo!.b).toBe('100000.000000000000000000');
          }
        },
      ),
      { numRuns: 8 },
    );
  });
});
