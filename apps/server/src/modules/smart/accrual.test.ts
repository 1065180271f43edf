import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sqlRows, startTestApp, type TestApp } from '../../test/harness.js';
import { expectReconciled, usdtBalance } from '../../test/ledger.js';
import {
  accrueDays,
  availableUnits,
  buyPlan,
  makeDaysDue,
  planAccountUnits,
  planDetail,
  planRow,
  smartUser,
} from '../../test/smart.js';
import { DAY_MS } from './schedule.js';

/**
 * The accrual engine (docs/adr/0024): catch-up after downtime pays each day once at its own
 * scheduled time, a run continues past short rounds, maturity empties the plan's accounts, the
 * two payout schedules, idempotent re-runs, an interrupted run resumed, one digest a day.
 */

// A fresh server per test: the clock moves days ahead, and every run accrues every due plan.
let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
}, 60_000);
afterEach(async () => {
  await t?.close();
});

const engine = () => t.app.smartAccrual;

async function accrualRows(id: string) {
  return sqlRows<{ day: number; accrual_at: Date | string; amount: string; journal_id: string }>(
    t,
    sql`select day, accrual_at, amount::text, journal_id::text from smart_accruals
        where order_id = ${id} order by day`,
  );
}
async function journalsOf(id: string, reason: string): Promise<number> {
  const [row] = await sqlRows<{ n: string }>(
    t,
    sql`select count(*)::text as n from ledger_journals
        where ref_type = 'smart_order' and ref_id = ${id} and reason = ${reason}`,
  );
  return Number(row!.n);
}
describe('catch-up after downtime', () => {
  it('pays each missed day once, at its own scheduled time, in one run', async () => {
    const user = await smartUser(t, '1000');
    const plan = await buyPlan(t, user, 'EA-STEADY-7', '500');
    // Four days pass with no instance running.
    expect(await accrueDays(t, plan, 4)).toBe(4);
    const rows = await accrualRows(plan.id);
    expect(rows.map((r) => r.day)).toEqual([1, 2, 3, 4]);
    expect(rows.map((r) => r.amount)).toEqual(Array(4).fill('0.150000000000000000'));
    const first = new Date(plan.firstAccrualAt).getTime();
    expect(rows.map((r) => new Date(r.accrual_at).getTime())).toEqual([
      first,
      first + DAY_MS,
      first + 2 * DAY_MS,
      first + 3 * DAY_MS,
    ]);
    expect(new Set(rows.map((r) => r.journal_id)).size).toBe(4);
    expect(await journalsOf(plan.id, 'smart.accrue')).toBe(4);
    const detail = await planDetail(t, user, plan.id);
    expect(detail).toMatchObject({ daysAccrued: 4, paidInterest: '0.600000', status: 'earning' });
    expect(new Date(detail.nextAccrualAt!).getTime()).toBe(first + 4 * DAY_MS);
    // Nothing more is due: a second run accrues nothing.
    expect(await engine().runDue()).toBe(0);
    expect(await journalsOf(plan.id, 'smart.accrue')).toBe(4);
    await expectReconciled(t);
  });

  it('keeps claiming rounds past a short one until no plan is due', async () => {
    const user = await smartUser(t, '1000');
    const plans = [
      await buyPlan(t, user, 'EA-STEADY-7', '100'),
      await buyPlan(t, user, 'EA-STEADY-7', '100'),
      await buyPlan(t, user, 'EA-STEADY-7', '100'),
    ];
    makeDaysDue(t, plans[2]!, 2);
    // Rounds of four: the first claims the three plans (fewer than four) and leaves each with
    // its second day due, which the next round accrues.
    expect(await engine().runDue(4)).toBe(6);
    for (const p of plans) expect((await planDetail(t, user, p.id)).daysAccrued).toBe(2);
    await expectReconciled(t);
  });

  it('resumes an interrupted run without paying a day twice or missing one', async () => {
    const user = await smartUser(t, '1000');
    const a = await buyPlan(t, user, 'EA-STEADY-7', '100');
    const b = await buyPlan(t, user, 'EA-STEADY-7', '100');
    makeDaysDue(t, b, 3);
    // One round of one plan, then the instance stops.
    expect((await engine().round(1)).accrued).toBe(1);
    // Another run picks up everything that is left.
    expect(await engine().runDue()).toBe(5);
    for (const p of [a, b]) {
      expect((await accrualRows(p.id)).map((r) => r.day)).toEqual([1, 2, 3]);
      expect(await journalsOf(p.id, 'smart.accrue')).toBe(3);
    }
    await expectReconciled(t);
  });
});

describe('payout schedules and maturity', () => {
  it('daily pays the user each day; maturity keeps the interest in the plan until the end', async () => {
    const dailyUser = await smartUser(t, '1000');
    const maturityUser = await smartUser(t, '1000');
    const daily = await buyPlan(t, dailyUser, 'EA-STEADY-7', '1000');
    const atEnd = await buyPlan(t, maturityUser, 'EA-BALANCED-30', '1000');
    makeDaysDue(t, atEnd, 2);
    await engine().runDue();
    // 1000 × 0.0003 a day paid out; 1000 × 0.0004 a day kept in the plan.
    expect(await usdtBalance(t, dailyUser.token, 'real')).toMatchObject({ available: '0.600000' });
    expect(await usdtBalance(t, maturityUser.token, 'real')).toMatchObject({
      available: '0.000000',
    });
    expect(await planAccountUnits(t, daily.id, 'accrued')).toBe(0n);
    expect(await planAccountUnits(t, atEnd.id, 'accrued')).toBe(800_000n);
    expect(await planAccountUnits(t, atEnd.id, 'reserved')).toBe(11_200_000n);
    expect(await planDetail(t, maturityUser, atEnd.id)).toMatchObject({
      accruedInterest: '0.800000',
      paidInterest: '0.000000',
    });
    const accruals = (await planDetail(t, maturityUser, atEnd.id)).accruals;
    expect(accruals.every((a) => !a.paid)).toBe(true);
    expect((await planDetail(t, dailyUser, daily.id)).accruals.every((a) => a.paid)).toBe(true);
    await expectReconciled(t);
  });

  it('at maturity returns principal and the last interest, and empties the plan accounts', async () => {
    const dailyUser = await smartUser(t, '1000');
    const maturityUser = await smartUser(t, '1000');
    const daily = await buyPlan(t, dailyUser, 'EA-STEADY-7', '1000');
    const atEnd = await buyPlan(t, maturityUser, 'EA-BALANCED-30', '1000');
    // The whole 30-day term at once (the 7-day plan matures on the way).
    expect(await accrueDays(t, atEnd, 30)).toBe(37);
    // 7 × 0.3 paid day by day, and 12 at maturity.
    expect(await availableUnits(t, dailyUser)).toBe(1_002_100_000n);
    expect(await availableUnits(t, maturityUser)).toBe(1_012_000_000n);
    for (const p of [daily, atEnd]) {
      const row = await planRow(t, p.id);
      expect(row).toMatchObject({
        status: 'profit_shared',
        next_accrual_at: null,
        days_accrued: p.termDays,
        accrued_interest: row.total_interest,
        paid_interest: row.total_interest,
      });
      expect(await accrualRows(p.id)).toHaveLength(p.termDays);
      for (const part of ['principal', 'reserved', 'accrued'] as const) {
        expect(await planAccountUnits(t, p.id, part)).toBe(0n);
      }
      expect(await journalsOf(p.id, 'smart.mature')).toBe(1);
    }
    // An ended plan accrues no more.
    t.advance(5 * DAY_MS);
    expect(await engine().runDue()).toBe(0);
    await expectReconciled(t);
  });
});

describe('the daily digest', () => {
  it('sends one earnings notification per user and day however many plans and runs', async () => {
    const user = await smartUser(t, '1000');
    const a = await buyPlan(t, user, 'EA-STEADY-7', '100');
    await buyPlan(t, user, 'EA-STEADY-7', '200');
    await accrueDays(t, a, 1);
    expect(await engine().runDue()).toBe(0);
    await engine().digest([Number(user.user.id)]);
    const digests = await sqlRows<{ params: Record<string, string> }>(
      t,
      sql`select params from notifications where user_id = ${user.user.id} and kind = 'smart.earned'`,
    );
    expect(digests).toHaveLength(1);
    // 100 × 0.0003 + 200 × 0.0003 on the same day.
    expect(digests[0]!.params).toMatchObject({ amount: '0.090000', plans: '2' });
  });

  it('writes the digests of many users in bounded batches, every user once', async () => {
    const users = [await smartUser(t, '100'), await smartUser(t, '100'), await smartUser(t, '100')];
    const plans = [];
    for (const user of users) plans.push(await buyPlan(t, user, 'EA-STEADY-7', '100'));
    makeDaysDue(t, plans[2]!, 1);
    // Rounds alone send no digest; then the digest in batches of two users (2 + 1).
    expect((await engine().round()).accrued).toBe(3);
    const ids = users.map((u) => Number(u.user.id));
    await engine().digest(ids, 2);
    await engine().digest(ids, 2);
    const digests = await sqlRows<{ user_id: string }>(
      t,
      sql`select user_id::text from notifications where kind = 'smart.earned' order by user_id`,
    );
    expect(digests.map((d) => Number(d.user_id))).toEqual([...ids].sort((a, b) => a - b));
  });
});
