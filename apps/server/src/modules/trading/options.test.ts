import {
  Code,
  type NotificationPage,
  type OptionsOrder,
  type OptionsOrderPage,
  type OptionsProduct,
} from '@swx/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerUser } from '../../test/client.js';
import { sqlRows } from '../../test/harness.js';
import { expectNothingHeld, expectReconciled, usdtBalance } from '../../test/ledger.js';
import { startMarket, stateOf, tickAt, type Market } from '../../test/market.js';

/** Options contracts (issue 6): one scenario per settlement case, bad input, ownership. */

const SECOND = 1000;
let m: Market;

beforeAll(async () => {
  m = await startMarket();
}, 60_000);
afterAll(async () => {
  await m?.t.close();
});

/** A tick of `code` at `price` (decimal text), stamped now, taken by the engine. */
const tick = (code: string, price: string) => tickAt(m, code, price);

/** Records the ticks taken so far (the leader's recorder) and runs one settlement round. */
async function settle(): Promise<number> {
  await m.t.app.market.flush();
  return m.t.app.optionsOrders.settleDue();
}

type User = Awaited<ReturnType<typeof registerUser>>;
const demo = { 'x-real-account': 'NO' };

const buy = (user: User, body: unknown, headers: Record<string, string> = demo) =>
  post<OptionsOrder>(m.t, '/order/buyOptions', { token: user.token, body, headers });

const order = (user: User, id: string) =>
  get<OptionsOrder>(m.t, `/order/getOptionsOrderById/${id}`, { token: user.token });

/** After `seconds`, a tick of `code` at `price` and a settlement round: the order as it stands. */
async function settleAfter(seconds: number, code: string, price: string, user: User, id: string) {
  m.advance(seconds * SECOND);
  await tick(code, price);
  await settle();
  return (await order(user, id)).result;
}

describe('the options product', () => {
  it('offers the seeded periods with their payout rates and stakes', async () => {
    const answer = await get<OptionsProduct>(m.t, '/order/getOptionsProduct', {
      query: { code: 'BTCUSDT' },
    });
    expect(answer.code).toBe(Code.OK);
    expect(answer.result.code).toBe('BTCUSDT');
    expect(answer.result.periods).toEqual([
      { seconds: 60, payoutRate: '0.8', minAmount: '10.000000', maxAmount: '100000.000000' },
      { seconds: 120, payoutRate: '0.82', minAmount: '10.000000', maxAmount: '100000.000000' },
      { seconds: 300, payoutRate: '0.85', minAmount: '10.000000', maxAmount: '100000.000000' },
      { seconds: 600, payoutRate: '0.88', minAmount: '10.000000', maxAmount: '100000.000000' },
    ]);
    const unknown = await get(m.t, '/order/getOptionsProduct', { query: { code: 'NOPE' } });
    expect(unknown.code).toBe(Code.OPTIONS_PRODUCT_INCORRECT);
  });
});

describe('settlement by the recorded ticks', () => {
  it('an up order wins on a higher settlement price: stake plus payout, from the pool', async () => {
    const user = await registerUser(m.t);
    await tick('BTCUSDT', '65000.00');
    const opened = await buy(user, { code: 'BTCUSDT', direction: 'up', period: 60, amount: '100' });
    expect(opened.code).toBe(Code.PURCHASE_SUCCESSFUL);
    expect(opened.result).toMatchObject({
      book: 'demo',
      code: 'BTCUSDT',
      direction: 'up',
      period: 60,
      amount: '100.000000',
      payoutRate: '0.8',
      expectedReturn: '180.000000',
      openPrice: '65000',
      status: 'open',
      result: null,
    });
    expect(opened.result.orderNo).toMatch(/^OP\d{10}$/);
    expect(Date.parse(opened.result.expiresAt) - Date.parse(opened.result.openedAt)).toBe(
      60 * SECOND,
    );
    expect(await usdtBalance(m.t, user.token)).toMatchObject({
      available: '99900.000000',
      held: '100.000000',
    });

    // Before expiry nothing is settled, whatever the price does.
    await tick('BTCUSDT', '65100.00');
    await settle();
    expect((await order(user, opened.result.id)).result.status).toBe('open');

    m.advance(60 * SECOND);
    await tick('BTCUSDT', '65010.00');
    expect(await settle()).toBeGreaterThanOrEqual(1);
    const settled = (await order(user, opened.result.id)).result;
    expect(settled).toMatchObject({
      status: 'settled',
      result: 'win',
      closePrice: '65010',
      returned: '180.000000',
      profit: '80.000000',
    });
    expect(Date.parse(settled.closeTickAt!)).toBeGreaterThanOrEqual(Date.parse(settled.expiresAt));
    expect(await usdtBalance(m.t, user.token)).toMatchObject({
      available: '100080.000000',
      held: '0.000000',
    });
    const notices = await get<NotificationPage>(m.t, '/user/listNotifications', {
      token: user.token,
    });
    expect(notices.result.items[0]).toMatchObject({
      kind: 'options.won',
      params: { orderNo: settled.orderNo, returned: '180.000000', profit: '80.000000' },
    });
    // A second round finds nothing more to do for it.
    await settle();
    expect((await order(user, opened.result.id)).result.returned).toBe('180.000000');
    await expectReconciled(m.t);
  });

  it.each([
    {
      name: 'a down order loses on a higher price: the stake goes to the pool',
      order: { code: 'ETHUSDT', direction: 'down', period: 120, amount: '50.5' } as const,
      ticks: ['3000.00', '3000.01'],
      outcome: { result: 'lose', returned: '0.000000', profit: '-50.500000' },
      available: '99949.500000',
    },
    {
      name: 'an equal settlement price is a draw: the stake comes back',
      order: { code: 'SOLUSDT', direction: 'up', period: 60, amount: '25' } as const,
      ticks: ['150.000', '150.000'],
      outcome: { result: 'draw', returned: '25.000000', profit: '0.000000' },
      available: '100000.000000',
    },
  ])('$name', async ({ order: body, ticks: [open, close], outcome, available }) => {
    const user = await registerUser(m.t);
    await tick(body.code, open!);
    const opened = await buy(user, body);
    expect(await settleAfter(body.period, body.code, close!, user, opened.result.id)).toMatchObject(
      { status: 'settled', ...outcome },
    );
    await expectNothingHeld(m.t, user.token, available);
  });

  it('with a gap in the ticks, the first tick after expiry settles it, however late', async () => {
    const user = await registerUser(m.t);
    await tick('XRPUSDT', '0.5000');
    const opened = await buy(user, {
      code: 'XRPUSDT',
      direction: 'down',
      period: 60,
      amount: '10',
    });
    // Expiry passes with no tick: the order waits.
    m.advance(90 * SECOND);
    await settle();
    expect((await order(user, opened.result.id)).result.status).toBe('open');
    const settled = await settleAfter(300, 'XRPUSDT', '0.4900', user, opened.result.id);
    expect(settled).toMatchObject({ result: 'win', closePrice: '0.49', returned: '18.000000' });
    expect(Date.parse(settled.closeTickAt!) - Date.parse(settled.expiresAt)).toBeGreaterThan(
      5 * 60 * SECOND,
    );
    await expectReconciled(m.t);
  });

  it('an order whose market never ticks again for an hour after expiry is void', async () => {
    const user = await registerUser(m.t);
    await tick('ADAUSDT', '0.4000');
    const opened = await buy(user, { code: 'ADAUSDT', direction: 'up', period: 60, amount: '20' });
    m.advance(60 * SECOND + 3600 * SECOND + SECOND);
    await settle();
    expect((await order(user, opened.result.id)).result).toMatchObject({
      status: 'void',
      result: null,
      returned: '20.000000',
      profit: '0.000000',
    });
    await expectNothingHeld(m.t, user.token, '100000.000000');
  });

  it('refuses an order whose market closes before it expires', async () => {
    const user = await registerUser(m.t);
    const state = stateOf(m, 'AAPL');
    // The next close of the session: 30 s before it, a fresh price, a 60 s order.
    let at = m.now();
    if (!state.hours.isOpen(at)) at = state.hours.nextChange(at)! + SECOND;
    const close = state.hours.nextChange(at)!;
    m.to(close - 30 * SECOND);
    await tick('AAPL', '190.00');
    const before = await usdtBalance(m.t, user.token);
    const refused = await buy(user, { code: 'AAPL', direction: 'up', period: 60, amount: '10' });
    expect(refused.code).toBe(Code.TRADING_UNAVAILABLE);
    expect(await usdtBalance(m.t, user.token)).toEqual(before);
  });
});

describe('bad input is refused with its code and holds nothing', () => {
  it('refuses unknown products, periods and directions, amounts out of range or malformed', async () => {
    const user = await registerUser(m.t);
    await tick('BTCUSDT', '65000.00');
    const good = { code: 'BTCUSDT', direction: 'up', period: 60, amount: '10' };
    const cases: Array<[unknown, number]> = [
      [{ ...good, code: 'NOPE' }, Code.OPTIONS_PRODUCT_INCORRECT],
      [{ ...good, code: 'btc usdt' }, Code.OPTIONS_PRODUCT_INCORRECT],
      [{ ...good, period: 90 }, Code.PERIOD_NOT_FOUND],
      [{ ...good, period: '60' }, Code.PERIOD_NOT_FOUND],
      [{ ...good, period: 60.5 }, Code.PERIOD_NOT_FOUND],
      [{ ...good, direction: 'sideways' }, Code.INVALID_PARAMS],
      [{ ...good, amount: '9.999999' }, Code.PURCHASE_AMOUNT_INCORRECT],
      [{ ...good, amount: '100000.000001' }, Code.PURCHASE_AMOUNT_INCORRECT],
      [{ ...good, amount: '10.0000001' }, Code.PURCHASE_AMOUNT_INCORRECT],
      [{ ...good, amount: '1e3' }, Code.PURCHASE_AMOUNT_INCORRECT],
      [{ ...good, amount: '-10' }, Code.PURCHASE_AMOUNT_INCORRECT],
      [{ ...good, amount: 10 }, Code.PURCHASE_AMOUNT_INCORRECT],
      [{ ...good, amount: '99999999999999999999999' }, Code.PURCHASE_AMOUNT_INCORRECT],
      [{ ...good, extra: true }, Code.INVALID_PARAMS],
    ];
    for (const [body, code] of cases) {
      const answer = await buy(user, body);
      expect([JSON.stringify(body), answer.code]).toEqual([JSON.stringify(body), code]);
    }
    // The real book is empty: the stake cannot be held.
    const short = await buy(user, good, { 'x-real-account': 'YES' });
    expect(short.code).toBe(Code.INSUFFICIENT_BALANCE);
    expect(await usdtBalance(m.t, user.token)).toMatchObject({
      available: '100000.000000',
      held: '0.000000',
    });
    const [count] = await sqlRows<{ n: string }>(
      m.t,
      sql`select count(*)::text as n from options_orders where user_id = ${user.user.id}`,
    );
    expect(count!.n).toBe('0');
  });

  it('refuses a stale market: no tick for longer than the stale limit', async () => {
    const user = await registerUser(m.t);
    await tick('LTCUSDT', '80.00');
    m.advance(11 * SECOND);
    const answer = await buy(user, { code: 'LTCUSDT', direction: 'up', period: 60, amount: '10' });
    expect(answer.code).toBe(Code.TRADING_UNAVAILABLE);
  });
});

describe('orders belong to their owner and their book', () => {
  it('answers 404 for another user’s order, lists open and history per book', async () => {
    const owner = await registerUser(m.t);
    const other = await registerUser(m.t);
    await tick('BTCUSDT', '65000.00');
    const first = await buy(owner, { code: 'BTCUSDT', direction: 'up', period: 60, amount: '10' });
    const second = await buy(owner, {
      code: 'BTCUSDT',
      direction: 'down',
      period: 300,
      amount: '10',
    });
    expect((await order(other, first.result.id)).code).toBe(Code.NOT_FOUND);
    expect((await order(owner, '999999999')).code).toBe(Code.NOT_FOUND);
    expect((await order(owner, 'abc')).code).toBe(Code.NOT_FOUND);

    m.advance(60 * SECOND);
    await tick('BTCUSDT', '65000.50');
    await settle();
    const list = (state: string, headers = demo) =>
      get<OptionsOrderPage>(m.t, '/order/listOptionsOrder', {
        token: owner.token,
        query: { state },
        headers,
      });
    const open = await list('open');
    expect(open.result.items.map((o) => o.id)).toEqual([second.result.id]);
    const history = await list('history');
    expect(history.result.items.map((o) => [o.id, o.result])).toEqual([[first.result.id, 'win']]);
    // Nothing in the real book.
    expect((await list('history', { 'x-real-account': 'YES' })).result.total).toBe(0);
    const theirs = await get<OptionsOrderPage>(m.t, '/order/listOptionsOrder', {
      token: other.token,
      headers: demo,
    });
    expect(theirs.result.total).toBe(0);
  });

  it('a retried purchase with the same Idempotency-Key opens one order', async () => {
    const user = await registerUser(m.t);
    await tick('BTCUSDT', '65000.00');
    const body = { code: 'BTCUSDT', direction: 'up', period: 60, amount: '15' };
    const headers = { ...demo, 'idempotency-key': 'options-retry-0001' };
    const [a, b] = [await buy(user, body, headers), await buy(user, body, headers)];
    expect(a.code).toBe(Code.PURCHASE_SUCCESSFUL);
    expect(b.result.id).toBe(a.result.id);
    expect(await usdtBalance(m.t, user.token)).toMatchObject({ held: '15.000000' });
  });

  it('settles each order once when several rounds run at the same time', async () => {
    const user = await registerUser(m.t);
    await tick('BTCUSDT', '65000.00');
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const answer = await buy(user, {
        code: 'BTCUSDT',
        direction: i % 2 ? 'up' : 'down',
        period: 60,
        amount: '10',
      });
      ids.push(answer.result.id);
    }
    m.advance(61 * SECOND);
    await tick('BTCUSDT', '65001.00');
    await m.t.app.market.flush();
    const rounds = await Promise.all([1, 2, 3, 4].map(() => m.t.app.optionsOrders.settleDue(5)));
    let more = 0;
    while ((more = await m.t.app.optionsOrders.settleDue()) > 0) rounds.push(more);
    const journals = await sqlRows<{ n: string }>(
      m.t,
      sql`select count(*)::text as n from ledger_journals
          where user_id = ${user.user.id} and reason like 'options.%' and reason <> 'options.open'`,
    );
    expect(journals[0]!.n).toBe('12');
    for (const id of ids) expect((await order(user, id)).result.status).toBe('settled');
    // 6 up orders returned 18 for 10 (+48), 6 down orders lost their 10 (-60).
    await expectNothingHeld(m.t, user.token, '99988.000000');
  });
});

describe('the database guards the orders', () => {
  /** The database's refusal of a statement (Drizzle wraps it in `cause`). */
  const refusal = (statement: ReturnType<typeof sql>) =>
    m.t.database.db.execute(statement).then(
      () => 'accepted',
      (error: { cause?: { message?: string } }) => error.cause?.message ?? 'no message',
    );

  it('keeps the terms as agreed, a settled order unchanged, and every order', async () => {
    const user = await registerUser(m.t);
    await tick('ETHUSDT', '3000.00');
    const opened = await buy(user, { code: 'ETHUSDT', direction: 'up', period: 60, amount: '10' });
    const id = opened.result.id;
    expect(await refusal(sql`update options_orders set amount = 20 where id = ${id}`)).toMatch(
      /terms are fixed/,
    );
    expect(
      await refusal(sql`update options_orders set payout_rate = 0.9 where id = ${id}`),
    ).toMatch(/terms are fixed/);
    expect(await refusal(sql`delete from options_orders where id = ${id}`)).toMatch(
      /never deleted/,
    );
    expect((await settleAfter(60, 'ETHUSDT', '3001.00', user, id)).status).toBe('settled');
    expect(await refusal(sql`update options_orders set returned = 0 where id = ${id}`)).toMatch(
      /changes no more/,
    );
    expect(await refusal(sql`update options_orders set status = 'open' where id = ${id}`)).toMatch(
      /changes no more/,
    );
    await expectReconciled(m.t);
  });
});
