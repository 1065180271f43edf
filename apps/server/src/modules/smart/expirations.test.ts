import { Code, type SmartExitQuote, type SmartOrder } from '@swx/contract';
import type { Paged, SmartExpiration } from '@swx/contract/admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../test/client.js';
import { sqlRows, startTestApp, type TestApp } from '../../test/harness.js';
import { expectReconciled } from '../../test/ledger.js';
import {
  REAL,
  accrueDays,
  availableUnits,
  buyPlan,
  makeDaysDue,
  planAccountUnits,
  planDetail,
  planRow,
  reserveUnits,
  smartUser,
  type SmartUser,
} from '../../test/smart.js';
import { addStaff, callAdmin, rootStaff, staffEnv, staffLogin } from '../../test/staff.js';

/**
 * The operator's early end of a plan (status expired, issue 18): asked by one staff member,
 * approved by another, which accrues the days due and pays the principal and the interest
 * earned without a penalty, the unearned interest back to the reserve; decided once, refused to
 * the asker, refused for a plan that has ended, audited.
 *
 * The clock moves (days accrue) before any staff member signs in: a staff session ends after
 * 30 idle minutes of the server's clock.
 */

let t: TestApp;
let user: SmartUser;
let maturity: SmartOrder;
let daily: SmartOrder;
let other: SmartOrder;
let alice = '';
let bob = '';

beforeAll(async () => {
  t = await startTestApp(staffEnv(rootStaff('expire')));
  user = await smartUser(t, '5000');
  // 1000 × 0.0004 × 30 = 12 interest, kept until maturity.
  maturity = await buyPlan(t, user, 'EA-BALANCED-30', '1000');
  daily = await buyPlan(t, user, 'EA-STEADY-7', '500');
  other = await buyPlan(t, user, 'EA-STEADY-7', '200');
  await accrueDays(t, maturity, 2);
  // A third day due that no round has accrued yet: the approval accrues it first.
  makeDaysDue(t, await planDetail(t, user, maturity.id));
  alice = await staffLogin(t, await addStaff(t, 'finance'));
  bob = await staffLogin(t, await addStaff(t, 'finance'));
}, 90_000);
afterAll(async () => {
  await t?.close();
});

const expire = (token: string, id: string, reason = 'Product line wound down by the operator') =>
  callAdmin<SmartExpiration>(t, token, 'POST', `/smart/plans/${id}/expire`, { reason });
const approve = (token: string, id: string) =>
  callAdmin<SmartExpiration>(t, token, 'POST', `/smart/expirations/${id}/approve`);
const reject = (token: string, id: string, reason: string) =>
  callAdmin<SmartExpiration>(t, token, 'POST', `/smart/expirations/${id}/reject`, { reason });

describe('the operator’s early end of a plan', () => {
  it('is asked by one, approved by another, and pays principal and interest earned, no penalty', async () => {
    const asked = await expire(alice, maturity.id);
    expect(asked.code).toBe(Code.OK);
    expect(asked.result).toMatchObject({
      planId: maturity.id,
      planNo: maturity.orderNo,
      principal: '1000.000000',
      planStatus: 'earning',
      status: 'pending',
      journalId: null,
    });
    // One pending request per plan; the asker never approves.
    expect((await expire(bob, maturity.id)).code).toBe(Code.EXPIRATION_PENDING);
    expect((await approve(alice, asked.result.id)).code).toBe(Code.SECOND_APPROVER_REQUIRED);
    const pending = await callAdmin<Paged<SmartExpiration>>(t, bob, 'GET', '/smart/expirations');
    expect(pending.result.items.map((e) => e.id)).toContain(asked.result.id);

    const [reserveBefore, availableBefore] = [await reserveUnits(t), await availableUnits(t, user)];
    const approved = await approve(bob, asked.result.id);
    expect(approved.code).toBe(Code.OK);
    expect(approved.result).toMatchObject({ status: 'approved', planStatus: 'expired' });
    expect(approved.result.journalId).not.toBeNull();

    // Day 3 was due: accrued first. 3 × 0.4 = 1.2 earned, paid with the principal; the 10.8
    // not earned goes back to the reserve; no penalty.
    const row = await planRow(t, maturity.id);
    expect(row).toMatchObject({
      status: 'expired',
      days_accrued: 3,
      next_accrual_at: null,
    });
    expect(row.paid_interest).toBe(row.accrued_interest);
    expect((await availableUnits(t, user)) - availableBefore).toBe(1_001_200_000n);
    expect((await reserveUnits(t)) - reserveBefore).toBe(10_800_000n);
    for (const part of ['principal', 'reserved', 'accrued'] as const) {
      expect(await planAccountUnits(t, maturity.id, part)).toBe(0n);
    }
    const detail = await planDetail(t, user, maturity.id);
    expect(detail).toMatchObject({
      status: 'expired',
      exitPenalty: null,
      paidInterest: '1.200000',
    });
    expect(detail.accruals).toHaveLength(3);
    const [notice] = await sqlRows<{ params: Record<string, string> }>(
      t,
      sql`select params from notifications
          where user_id = ${user.user.id} and kind = 'smart.expired'`,
    );
    expect(notice!.params).toMatchObject({
      orderNo: maturity.orderNo,
      amount: '1000.000000',
      returned: '1001.200000',
    });
    const [journal] = await sqlRows<{ reason: string }>(
      t,
      sql`select reason from ledger_journals where id = ${approved.result.journalId}`,
    );
    expect(journal!.reason).toBe('smart.expire');

    // Decided once; an ended plan is asked for no more.
    expect((await approve(bob, asked.result.id)).code).toBe(Code.ALREADY_DECIDED);
    expect((await expire(alice, maturity.id)).code).toBe(Code.PLAN_ENDED);
    const audited = await sqlRows<{ action: string }>(
      t,
      sql`select action from audit_log where target_type = 'smart_order'
          and target_id = ${maturity.id} order by id`,
    );
    expect(audited.map((a) => a.action)).toEqual([
      'smart.expiration.request',
      'smart.expiration.approve',
    ]);
    await expectReconciled(t);
  });

  it('rejected, leaves the plan earning; a plan its owner ended meanwhile is not approved', async () => {
    const asked = await expire(alice, daily.id);
    const rejected = await reject(bob, asked.result.id, 'The product stays on sale');
    expect(rejected.result).toMatchObject({
      status: 'rejected',
      decisionReason: 'The product stays on sale',
      planStatus: 'earning',
      journalId: null,
    });
    expect((await planRow(t, daily.id)).status).toBe('earning');

    // The owner exits while a request is pending: the approval is refused, nothing moves.
    const request = await expire(alice, other.id);
    const quote = await get<SmartExitQuote>(t, `/order/getSmartExitQuote/${other.id}`, {
      token: user.token,
    });
    const exited = await post(t, '/order/exitSmart', {
      token: user.token,
      headers: REAL,
      body: { id: other.id, returned: quote.result.returned, penalty: quote.result.penalty },
    });
    expect(exited.code).toBe(Code.OK);
    const available = await availableUnits(t, user);
    expect((await approve(bob, request.result.id)).code).toBe(Code.PLAN_ENDED);
    expect(await availableUnits(t, user)).toBe(available);
    expect((await planRow(t, other.id)).status).toBe('closed');
    const still = await callAdmin<Paged<SmartExpiration>>(t, bob, 'GET', '/smart/expirations');
    expect(still.result.items.find((e) => e.id === request.result.id)).toMatchObject({
      status: 'pending',
      planStatus: 'closed',
    });
    expect((await reject(bob, request.result.id, 'The customer exited first')).code).toBe(Code.OK);
    const overview = await callAdmin<{ pendingExpirations: number }>(
      t,
      bob,
      'GET',
      '/smart/overview',
    );
    expect(overview.result.pendingExpirations).toBe(0);
    await expectReconciled(t);
  });

  it('is refused to staff without ledger.adjust and for a plan that does not exist', async () => {
    const support = await staffLogin(t, await addStaff(t, 'support'));
    expect((await expire(support, daily.id)).code).toBe(Code.FORBIDDEN);
    expect((await expire(alice, '999999')).code).toBe(Code.NOT_FOUND);
    expect((await approve(bob, '999999')).code).toBe(Code.NOT_FOUND);
    expect(
      (await callAdmin(t, alice, 'POST', `/smart/plans/${daily.id}/expire`, { reason: '' })).code,
    ).toBe(Code.INVALID_PARAMS);
    expect((await planRow(t, daily.id)).status).toBe('earning');
  });
});
