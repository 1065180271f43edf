import {
  Code,
  type SmartExitQuote,
  type SmartOrder,
  type SmartOrderDetail,
  type SmartOrderPage,
  type SmartProduct,
} from '@swx/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, inLanguage, post, registerUser } from '../../test/client.js';
import { sqlRows, startTestApp, type TestApp } from '../../test/harness.js';
import { expectReconciled, usdtBalance } from '../../test/ledger.js';
import { PlatformAccount, post as postJournal, unitsOf } from '../ledger/index.js';
import { DAY_MS } from './schedule.js';

/** Smart plans (issue 18): products, buying, daily accrual, maturity, early exit, refusals. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const REAL = { 'x-real-account': 'YES' };
type User = Awaited<ReturnType<typeof registerUser>>;

/** A user with `usdt` in the real book (credited as an approved deposit would be). */
async function funded(usdt: string): Promise<User> {
  const user = await registerUser(t);
  await t.database.db.transaction((tx) =>
    postJournal(tx, {
      book: 'real',
      reason: 'deposit.credit',
      userId: Number(user.user.id),
      legs: [
        {
          account: { platform: PlatformAccount.depositsClearing },
          asset: 'USDT',
          amount: -toUnits(usdt),
        },
        {
          account: { userId: Number(user.user.id), kind: 'available' },
          asset: 'USDT',
          amount: toUnits(usdt),
        },
      ],
    }),
  );
  return user;
}
const toUnits = (usdt: string) => unitsOf(usdt, 6);

const products = async () =>
  (await get<{ items: SmartProduct[] }>(t, '/order/listSmartProduct')).result.items;
const productByCode = async (code: string) => (await products()).find((p) => p.code === code)!;

async function buy(user: User, code: string, amount: string, headers = REAL) {
  const p = await productByCode(code);
  return post<SmartOrder>(t, '/order/buySmart', {
    token: user.token,
    headers,
    body: {
      productId: p.id,
      days: p.termDays,
      amount,
      dailyRate: p.dailyRate,
      penaltyRate: p.penaltyRate,
    },
  });
}
const plan = (user: User, id: string) =>
  get<SmartOrderDetail>(t, `/order/getSmartOrderById/${id}`, { token: user.token });
const reserve = async () =>
  (
    await sqlRows<{ balance: string }>(
      t,
      sql`select balance::text from ledger_accounts where kind = 'yield_reserve' and book = 'real'`,
    )
  )[0]!.balance;

/** Moves the clock past the plan's next accrual and runs the engine. */
async function nextDay(order: { nextAccrualAt: string | null }) {
  const ms = new Date(order.nextAccrualAt!).getTime() - t.app.smartAccrual['deps'].now().getTime();
  t.advance(Math.max(ms, 0) + 1000);
  return t.app.smartAccrual.runDue();
}

describe('products', () => {
  it('lists the seeded products with rates per day and year, payout and capacity', async () => {
    const items = await products();
    expect(items.map((p) => p.code)).toEqual(['EA-STEADY-7', 'EA-BALANCED-30', 'EA-GROWTH-90']);
    expect(items[0]).toMatchObject({
      name: 'EA Steady 7',
      termDays: 7,
      minAmount: '100.000000',
      maxAmount: '50000.000000',
      dailyRate: '0.0003',
      annualRate: '0.1095',
      payout: 'daily',
      penaltyRate: '0.05',
      onePerUser: false,
      capacity: '50000.000000',
    });
    const zh = await get<{ items: SmartProduct[] }>(t, '/order/listSmartProduct', inLanguage('zh'));
    expect(zh.result.items[0]).toMatchObject({ name: 'EA 稳健 7 天', lang: 'zh' });
    const ko = await get<{ items: SmartProduct[] }>(t, '/order/listSmartProduct', inLanguage('ko'));
    expect(ko.result.items[0]).toMatchObject({ name: 'EA 스테디 7', lang: 'ko' });
  });
});

describe('a daily-payout plan', () => {
  it('reserves the whole interest at purchase, pays each day, matures with the principal', async () => {
    const user = await funded('1000');
    const before = await reserve();
    const bought = await buy(user, 'EA-STEADY-7', '500');
    expect(bought.code).toBe(Code.PURCHASE_SUCCESSFUL);
    // 500 × 0.0003 × 7 = 1.05 set aside at once.
    expect(bought.result).toMatchObject({
      principal: '500.000000',
      totalInterest: '1.050000',
      status: 'earning',
      daysAccrued: 0,
      accruedInterest: '0.000000',
    });
    expect(unitsOf(before, 6) - unitsOf(await reserve(), 6)).toBe(1_050_000n);
    expect(await usdtBalance(t, user.token, 'real')).toMatchObject({ available: '500.000000' });
    // The first day accrues a full day or more after the purchase, at the accrual time.
    const first = new Date(bought.result.firstAccrualAt).getTime();
    const started = new Date(bought.result.startedAt).getTime();
    expect(first - started).toBeGreaterThanOrEqual(DAY_MS);
    expect(first - started).toBeLessThan(2 * DAY_MS);
    expect(first % DAY_MS).toBe(0);

    let state = bought.result;
    for (let day = 1; day <= 7; day++) {
      await nextDay(state);
      state = (await plan(user, state.id)).result;
      expect(state.daysAccrued).toBe(day);
    }
    expect(state).toMatchObject({
      status: 'profit_shared',
      accruedInterest: '1.050000',
      paidInterest: '1.050000',
      nextAccrualAt: null,
    });
    const detail = (await plan(user, state.id)).result;
    expect(detail.accruals.map((a) => a.amount)).toEqual([
      '0.150000',
      '0.150000',
      '0.150000',
      '0.150000',
      '0.150000',
      '0.150000',
      '0.150000',
    ]);
    expect(detail.accruals.every((a) => a.paid)).toBe(true);
    expect(await usdtBalance(t, user.token, 'real')).toMatchObject({ available: '1001.050000' });
    await expectReconciled(t);
  });
});

describe('a maturity plan and an early exit', () => {
  it('keeps accrued interest in the plan, and an exit pays principal − penalty + accrued', async () => {
    const user = await funded('2000');
    const bought = await buy(user, 'EA-BALANCED-30', '1000');
    // 1000 × 0.0004 × 30 = 12.
    expect(bought.result.totalInterest).toBe('12.000000');
    await nextDay(bought.result);
    await nextDay((await plan(user, bought.result.id)).result);
    const summary = async () =>
      (await get<SmartOrderPage>(t, '/order/listSmartOrder', { token: user.token })).result.summary;
    // The plan holds the principal and the two days kept for maturity; today's day is the second.
    expect(await summary()).toEqual({
      inPlans: '1000.800000',
      earning: 1,
      todayEarnings: '0.400000',
      totalEarned: '0.800000',
    });
    const quote = await get<SmartExitQuote>(t, `/order/getSmartExitQuote/${bought.result.id}`, {
      token: user.token,
    });
    expect(quote.result).toMatchObject({
      daysAccrued: 2,
      unpaidInterest: '0.800000',
      penalty: '50.000000',
      returned: '950.800000',
      forfeited: '11.200000',
      paidInterest: '0.000000',
    });
    const reserveBefore = await reserve();
    // A quote that no longer holds is refused with the new figures, nothing written.
    const stale = await post(t, '/order/exitSmart', {
      token: user.token,
      headers: REAL,
      body: { id: bought.result.id, returned: '950.400000', penalty: '50' },
    });
    expect(stale.code).toBe(Code.TERMS_CHANGED);
    expect(stale.result).toMatchObject({ returned: '950.800000' });
    const exited = await post<SmartOrder>(t, '/order/exitSmart', {
      token: user.token,
      headers: REAL,
      body: { id: bought.result.id, returned: '950.8', penalty: '50' },
    });
    expect(exited.code).toBe(Code.OK);
    expect(exited.result).toMatchObject({
      status: 'closed',
      exitPenalty: '50.000000',
      exitReturned: '950.800000',
    });
    expect(unitsOf(await reserve(), 6) - unitsOf(reserveBefore, 6)).toBe(11_200_000n);
    expect(await usdtBalance(t, user.token, 'real')).toMatchObject({ available: '1950.800000' });
    expect(await summary()).toMatchObject({
      inPlans: '0.000000',
      earning: 0,
      totalEarned: '0.800000',
    });
    // An ended plan exits no more and accrues no more.
    const again = await get(t, `/order/getSmartExitQuote/${bought.result.id}`, {
      token: user.token,
    });
    expect(again.code).toBe(Code.PLAN_ENDED);
    t.advance(3 * DAY_MS);
    await t.app.smartAccrual.runDue();
    expect((await plan(user, bought.result.id)).result.daysAccrued).toBe(2);
    await expectReconciled(t);
  });
});

describe('a day due that the accrual job has not reached yet', () => {
  it('is accrued before a quote or an exit counts, once, and the digest says so', async () => {
    const user = await funded('2000');
    const bought = await buy(user, 'EA-BALANCED-30', '1000');
    const id = bought.result.id;
    const quoteNow = () =>
      get<SmartExitQuote>(t, `/order/getSmartExitQuote/${id}`, { token: user.token });
    const seen = (await quoteNow()).result;
    expect(seen).toMatchObject({ daysAccrued: 0, returned: '950.000000' });
    const accruals = async () =>
      (
        await sqlRows<{ n: number }>(
          t,
          sql`select count(*)::int as n from smart_accruals where order_id = ${id}`,
        )
      )[0]!.n;
    // The first accrual time passes; no round runs.
    t.advance(
      new Date(seen.validUntil).getTime() - t.app.smartAccrual['deps'].now().getTime() + 1000,
    );
    // The quote seen before is not the exit's any more: refused with day 1 counted, and the
    // refusal writes nothing (the day it accrued is rolled back with it).
    const stale = await post(t, '/order/exitSmart', {
      token: user.token,
      headers: REAL,
      body: { id, returned: seen.returned, penalty: seen.penalty },
    });
    expect(stale.code).toBe(Code.TERMS_CHANGED);
    expect(stale.result).toMatchObject({ daysAccrued: 1, returned: '950.400000' });
    expect(await accruals()).toBe(0);
    // The quote brings the plan up to date (as the round would) and counts the day.
    const quote = (await quoteNow()).result;
    expect(quote).toMatchObject({
      daysAccrued: 1,
      unpaidInterest: '0.400000',
      returned: '950.400000',
    });
    expect(new Date(quote.validUntil).getTime()).toBe(new Date(seen.validUntil).getTime() + DAY_MS);
    expect(await accruals()).toBe(1);
    const exited = await post<SmartOrder>(t, '/order/exitSmart', {
      token: user.token,
      headers: REAL,
      body: { id, returned: quote.returned, penalty: quote.penalty },
    });
    expect(exited.code).toBe(Code.OK);
    expect(exited.result).toMatchObject({ status: 'closed', exitReturned: '950.400000' });
    expect(await usdtBalance(t, user.token, 'real')).toMatchObject({ available: '1950.400000' });
    // The round that comes later finds nothing of this plan's to accrue.
    await t.app.smartAccrual.runDue();
    expect(await accruals()).toBe(1);
    const digests = await sqlRows<{ params: { amount: string } }>(
      t,
      sql`select params from notifications where user_id = ${user.user.id} and kind = 'smart.earned'`,
    );
    expect(digests.map((d) => d.params.amount)).toEqual(['0.400000']);
    await expectReconciled(t);
  });
});

describe('refusals write nothing', () => {
  it('demo book, wrong term, amount out of range, changed rate, one per user, balance', async () => {
    const user = await funded('5000');
    const p = await productByCode('EA-GROWTH-90');
    const body = {
      productId: p.id,
      days: 90,
      amount: '1000',
      dailyRate: p.dailyRate,
      penaltyRate: p.penaltyRate,
    };
    const attempt = (b: object, headers = REAL) =>
      post(t, '/order/buySmart', { token: user.token, headers, body: { ...body, ...b } });
    expect((await attempt({}, { 'x-real-account': 'NO' })).code).toBe(Code.DEMO_DISABLED);
    expect((await attempt({ days: 30 })).code).toBe(Code.DAYS_NOT_FOUND);
    expect((await attempt({ amount: '999.99' })).code).toBe(Code.INVESTMENT_AMOUNT_INCORRECT);
    expect((await attempt({ amount: '200000.01' })).code).toBe(Code.INVESTMENT_AMOUNT_INCORRECT);
    expect((await attempt({ amount: 'ten' })).code).toBe(Code.INVESTMENT_AMOUNT_INCORRECT);
    expect((await attempt({ dailyRate: '0.0006' })).code).toBe(Code.TERMS_CHANGED);
    expect((await attempt({ productId: 999 })).code).toBe(Code.SMART_PRODUCT_INCORRECT);
    expect((await attempt({ amount: '6000' })).code).toBe(Code.INSUFFICIENT_BALANCE);
    const list = await get<SmartOrderPage>(t, '/order/listSmartOrder', { token: user.token });
    expect(list.result.total).toBe(0);
    expect((await attempt({})).code).toBe(Code.PURCHASE_SUCCESSFUL);
    expect((await attempt({})).code).toBe(Code.ALREADY_PURCHASED);
    expect(await usdtBalance(t, user.token, 'real')).toMatchObject({ available: '4000.000000' });
  });

  it('another user’s plan answers 404', async () => {
    const owner = await funded('1000');
    const other = await registerUser(t);
    const bought = await buy(owner, 'EA-STEADY-7', '100');
    expect((await plan(other, bought.result.id)).code).toBe(Code.NOT_FOUND);
    const exit = await post(t, '/order/exitSmart', {
      token: other.token,
      headers: REAL,
      body: { id: bought.result.id, returned: '95', penalty: '5' },
    });
    expect(exit.code).toBe(Code.NOT_FOUND);
  });

  it('a sale the reserve cannot cover is refused with the capacity left', async () => {
    const user = await funded('100000');
    // Leave 10 USDT in the reserve: interest rounds down to the micro-USDT, so the largest
    // principal whose 90 days at 0.0005 cost at most 10 is 222.222244 (it costs 10.000000).
    const left = unitsOf(await reserve(), 6) - 10_000_000n;
    await t.database.db.transaction((tx) =>
      postJournal(tx, {
        book: 'real',
        reason: 'smart.reserve',
        legs: [
          { account: { platform: PlatformAccount.yieldReserve }, asset: 'USDT', amount: -left },
          { account: { platform: PlatformAccount.operatorCapital }, asset: 'USDT', amount: left },
        ],
      }),
    );
    expect((await productByCode('EA-GROWTH-90')).capacity).toBe('222.222244');
    const refused = await buy(user, 'EA-BALANCED-30', '1000');
    expect(refused.code).toBe(Code.SMART_PRODUCT_INCORRECT);
    expect(refused.result).toMatchObject({ reason: 'capacity', capacity: '833.333416' });
    expect(await usdtBalance(t, user.token, 'real')).toMatchObject({ available: '100000.000000' });
    await t.database.db.transaction((tx) =>
      postJournal(tx, {
        book: 'real',
        reason: 'smart.reserve',
        legs: [
          { account: { platform: PlatformAccount.operatorCapital }, asset: 'USDT', amount: -left },
          { account: { platform: PlatformAccount.yieldReserve }, asset: 'USDT', amount: left },
        ],
      }),
    );
    await expectReconciled(t);
  });
});
