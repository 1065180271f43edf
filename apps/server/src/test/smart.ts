import { type SmartOrder, type SmartOrderDetail, type SmartProduct } from '@swx/contract';
import { sql } from 'drizzle-orm';
import { PlatformAccount, post as postJournal } from '../modules/ledger/index.js';
import { get, post, registerUser } from './client.js';
import { micro } from './ledger.js';
import { sqlRows, type TestApp } from './harness.js';

/**
 * Smart plans in integration tests (issue 18): a user with real USDT, buying a plan through the
 * API, and moving the server's clock so that days come due before running the accrual engine.
 */

export const REAL = { 'x-real-account': 'YES' };
export type SmartUser = Awaited<ReturnType<typeof registerUser>>;

/** Credits `usdt` to the user's real available balance, as an approved deposit would. */
export async function creditReal(t: TestApp, userId: number, usdt: string): Promise<void> {
  await t.database.db.transaction((tx) =>
    postJournal(tx, {
      book: 'real',
      reason: 'deposit.credit',
      userId,
      legs: [
        {
          account: { platform: PlatformAccount.depositsClearing },
          asset: 'USDT',
          amount: -micro(usdt),
        },
        { account: { userId, kind: 'available' }, asset: 'USDT', amount: micro(usdt) },
      ],
    }),
  );
}

/** A registered user with `usdt` in the real book (credited as an approved deposit would be). */
export async function smartUser(t: TestApp, usdt: string): Promise<SmartUser> {
  const user = await registerUser(t);
  await creditReal(t, Number(user.user.id), usdt);
  return user;
}

export async function smartProducts(t: TestApp): Promise<SmartProduct[]> {
  return (await get<{ items: SmartProduct[] }>(t, '/order/listSmartProduct')).result.items;
}

/** Buys `amount` of the product `code` at the terms the product list shows; throws if refused. */
export async function buyPlan(
  t: TestApp,
  user: SmartUser,
  code: string,
  amount: string,
): Promise<SmartOrder> {
  const product = (await smartProducts(t)).find((p) => p.code === code);
  if (!product) throw new Error(`no smart product ${code}`);
  const answer = await post<SmartOrder>(t, '/order/buySmart', {
    token: user.token,
    headers: REAL,
    body: {
      productId: product.id,
      days: product.termDays,
      amount,
      dailyRate: product.dailyRate,
      penaltyRate: product.penaltyRate,
    },
  });
  if (answer.result?.status !== 'earning') {
    throw new Error(`buying ${code} for ${amount}: ${answer.code} ${answer.msg}`);
  }
  return answer.result;
}

export async function planDetail(
  t: TestApp,
  user: SmartUser,
  id: string,
): Promise<SmartOrderDetail> {
  return (await get<SmartOrderDetail>(t, `/order/getSmartOrderById/${id}`, { token: user.token }))
    .result;
}

/** The server's clock now. */
export function serverNow(t: TestApp): Date {
  return (t.app.smartAccrual as unknown as { deps: { now: () => Date } }).deps.now();
}

/**
 * Moves the server's clock so that `days` more accrual days of `plan` are due (one second
 * past the last), without running the engine.
 */
export function makeDaysDue(t: TestApp, plan: { nextAccrualAt: string | null }, days = 1): void {
  if (plan.nextAccrualAt === null) throw new Error('the plan has ended');
  const last = new Date(plan.nextAccrualAt).getTime() + (days - 1) * 86_400_000;
  t.advance(Math.max(last - serverNow(t).getTime(), 0) + 1000);
}

/** Makes `days` days of `plan` due and runs the engine; answers the plan-days it accrued. */
export async function accrueDays(
  t: TestApp,
  plan: { nextAccrualAt: string | null },
  days = 1,
): Promise<number> {
  makeDaysDue(t, plan, days);
  return t.app.smartAccrual.runDue();
}

/** The yield reserve's balance in micro-USDT. */
export async function reserveUnits(t: TestApp): Promise<bigint> {
  const [row] = await sqlRows<{ balance: string }>(
    t,
    sql`select balance::text from ledger_accounts
        where kind = 'yield_reserve' and book = 'real' and user_id is null and asset = 'USDT'`,
  );
  return row ? micro(row.balance) : 0n;
}

/** A plan account's balance (`plan:<id>:<part>`) in micro-USDT; 0 when never posted. */
export async function planAccountUnits(
  t: TestApp,
  id: string,
  part: 'principal' | 'reserved' | 'accrued',
): Promise<bigint> {
  const [row] = await sqlRows<{ balance: string }>(
    t,
    sql`select balance::text from ledger_accounts
        where kind = ${`plan:${id}:${part}`} and book = 'real' and user_id is null`,
  );
  return row ? micro(row.balance) : 0n;
}

/** A user's real available USDT in micro-USDT, read from the ledger (no session needed). */
export async function availableUnits(t: TestApp, user: SmartUser): Promise<bigint> {
  const [row] = await sqlRows<{ balance: string }>(
    t,
    sql`select balance::text from ledger_accounts
        where user_id = ${user.user.id} and book = 'real' and kind = 'available' and asset = 'USDT'`,
  );
  return row ? micro(row.balance) : 0n;
}

/** A plan's row as stored (no session needed: the clock may have outlived the user's token). */
export async function planRow(t: TestApp, id: string) {
  const [row] = await sqlRows<{
    status: string;
    days_accrued: number;
    total_interest: string;
    accrued_interest: string;
    paid_interest: string;
    next_accrual_at: string | Date | null;
  }>(
    t,
    sql`select status, days_accrued, total_interest::text, accrued_interest::text,
               paid_interest::text, next_accrual_at
        from smart_orders where id = ${id}`,
  );
  if (!row) throw new Error(`no smart plan ${id}`);
  return row;
}
