import { Code, type ContractPosition, type ContractProduct } from '@swx/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerUser } from '../../test/client.js';
import { sqlRows } from '../../test/harness.js';
import { expectNothingHeld, expectReconciled, usdtBalance } from '../../test/ledger.js';
import { startMarket, tickAt, type Market } from '../../test/market.js';

/**
 * Leveraged contracts (issue 6): one scenario per way a position closes, bad input, ownership.
 * BTCUSDT has a contract size of 1: 0.1 lot at 65,000 is 6,500 USDT of notional.
 */

let m: Market;

beforeAll(async () => {
  m = await startMarket();
}, 60_000);
afterAll(async () => {
  await m?.t.close();
});

async function tick(price: string, code = 'BTCUSDT') {
  await tickAt(m, code, price);
  // The trigger engine closes what the tick crossed.
  await m.t.app.contracts.idle();
}

type User = Awaited<ReturnType<typeof registerUser>>;
const demo = { 'x-real-account': 'NO' };

async function open(user: User, body: Record<string, unknown>) {
  const answer = await post<ContractPosition>(m.t, '/order/openContract', {
    token: user.token,
    headers: demo,
    body: { code: 'BTCUSDT', side: 'long', lots: '0.1', leverage: 10, ...body },
  });
  // The engine watches it once the announcement is read.
  await m.t.app.contracts.idle();
  return answer;
}

const position = async (user: User, id: string) =>
  (await get<ContractPosition>(m.t, `/order/getContractOrderById/${id}`, { token: user.token }))
    .result;

describe('the contract terms', () => {
  it('offers USD-quoted instruments with their leverage, fee and liquidation level', async () => {
    const btc = await get<ContractProduct>(m.t, '/order/getContractProduct', {
      query: { code: 'BTCUSDT' },
    });
    expect(btc.result).toMatchObject({
      code: 'BTCUSDT',
      contractSize: '1',
      maxLeverage: 50,
      feeRate: '0.001',
      liquidationLevel: '0.2',
      minLots: '0.01',
      maxLots: '100',
      lotsScale: 2,
      maxStopDistance: '0.9',
    });
    expect(
      (await get<ContractProduct>(m.t, '/order/getContractProduct', { query: { code: 'EURUSD' } }))
        .result.maxLeverage,
    ).toBe(100);
    // Quoted in yen: no USDT profit and loss without a conversion, so not offered.
    const yen = await get(m.t, '/order/getContractProduct', { query: { code: 'USDJPY' } });
    expect(yen.code).toBe(Code.OPTIONS_PRODUCT_INCORRECT);
  });
});

describe('a position closes', () => {
  it('by its stop loss on the first tick at or below it, with margin and fee as agreed', async () => {
    const user = await registerUser(m.t);
    await tick('65000.00');
    const opened = await open(user, { stopLoss: '64000', takeProfit: '67000' });
    expect(opened.code).toBe(Code.PURCHASE_SUCCESSFUL);
    expect(opened.result).toMatchObject({
      side: 'long',
      lots: '0.1',
      leverage: 10,
      openPrice: '65000',
      margin: '650.000000',
      fee: '6.500000',
      liquidationPrice: '59800',
      stopLoss: '64000',
      takeProfit: '67000',
      status: 'open',
    });
    expect(opened.result.orderNo).toMatch(/^CT\d{10}$/);
    expect(await usdtBalance(m.t, user.token)).toMatchObject({
      available: '99343.500000',
      held: '650.000000',
    });

    await tick('64500.00');
    expect((await position(user, opened.result.id)).status).toBe('open');
    await tick('63990.00');
    const closed = await position(user, opened.result.id);
    expect(closed).toMatchObject({
      status: 'closed',
      closeReason: 'stop_loss',
      closePrice: '63990',
      profit: '-101.000000',
      returned: '549.000000',
    });
    await expectNothingHeld(m.t, user.token, '99892.500000');
  });

  it('by its take profit (a short: at or below it)', async () => {
    const user = await registerUser(m.t);
    await tick('65000.00');
    const opened = await open(user, { side: 'short', takeProfit: '64000' });
    expect(opened.result.liquidationPrice).toBe('70200');
    await tick('64000.00');
    expect(await position(user, opened.result.id)).toMatchObject({
      closeReason: 'take_profit',
      profit: '100.000000',
      returned: '750.000000',
    });
    await expectReconciled(m.t);
  });

  it('by liquidation when equity reaches 20% of the margin', async () => {
    const user = await registerUser(m.t);
    await tick('65000.00');
    const opened = await open(user, {});
    await tick('59800.01');
    expect((await position(user, opened.result.id)).status).toBe('open');
    await tick('59800.00');
    expect(await position(user, opened.result.id)).toMatchObject({
      closeReason: 'liquidation',
      profit: '-520.000000',
      returned: '130.000000',
    });
    await expectReconciled(m.t);
  });

  it('through a gap, at the tick’s price, never losing more than the margin', async () => {
    const user = await registerUser(m.t);
    await tick('65000.00');
    const stopped = await open(user, { stopLoss: '64000' });
    const bare = await open(user, {});
    // One tick far below the stop and the liquidation price.
    await tick('50000.00');
    expect(await position(user, stopped.result.id)).toMatchObject({
      closeReason: 'stop_loss',
      closePrice: '50000',
      profit: '-650.000000',
      returned: '0.000000',
    });
    expect(await position(user, bare.result.id)).toMatchObject({
      closeReason: 'liquidation',
      profit: '-650.000000',
      returned: '0.000000',
    });
    expect(await usdtBalance(m.t, user.token)).toMatchObject({ held: '0.000000' });
    await expectReconciled(m.t);
  });

  it('by the user at the current price, once', async () => {
    const user = await registerUser(m.t);
    await tick('65000.00');
    const opened = await open(user, { side: 'short', lots: '0.25', leverage: 5 });
    await tick('64800.50');
    const close = () =>
      post<ContractPosition>(m.t, '/order/closeContract', {
        token: user.token,
        body: { id: opened.result.id },
      });
    const closed = await close();
    expect(closed.code).toBe(Code.OK);
    expect(closed.result).toMatchObject({
      closeReason: 'user',
      closePrice: '64800.5',
      profit: '49.875000',
    });
    expect((await close()).code).toBe(Code.POSITION_CLOSED);
    await expectReconciled(m.t);
  });

  it('by a stop loss set after opening (and not by the one it replaced)', async () => {
    const user = await registerUser(m.t);
    await tick('65000.00');
    const opened = await open(user, { stopLoss: '60000' });
    const modify = (body: Record<string, unknown>) =>
      post<ContractPosition>(m.t, '/order/modifyContract', {
        token: user.token,
        body: { id: opened.result.id, ...body },
      });
    const changed = await modify({ stopLoss: '64500', takeProfit: null });
    expect(changed.code).toBe(Code.MODIFIED);
    expect(changed.result).toMatchObject({ stopLoss: '64500', takeProfit: null });
    await m.t.app.contracts.idle();
    // A stop on the wrong side of the current price is refused, and nothing changes.
    expect((await modify({ stopLoss: '65500', takeProfit: null })).code).toBe(
      Code.STOP_LOSS_UNREASONABLE,
    );
    await tick('64400.00');
    expect(await position(user, opened.result.id)).toMatchObject({
      closeReason: 'stop_loss',
      closePrice: '64400',
    });
    await expectReconciled(m.t);
  });
});

describe('bad input is refused with its code and holds nothing', () => {
  it('refuses instruments, sides, lots, leverage and stops out of bounds', async () => {
    const user = await registerUser(m.t);
    await tick('65000.00');
    const before = await usdtBalance(m.t, user.token);
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ code: 'NOPE' }, Code.OPTIONS_PRODUCT_INCORRECT],
      [{ code: 'USDJPY' }, Code.OPTIONS_PRODUCT_INCORRECT],
      [{ side: 'sideways' }, Code.INVALID_PARAMS],
      [{ lots: '0.001' }, Code.LOTS_INCORRECT],
      [{ lots: '0' }, Code.LOTS_INCORRECT],
      [{ lots: '100.01' }, Code.LOTS_INCORRECT],
      [{ lots: '-1' }, Code.LOTS_INCORRECT],
      [{ lots: 1 }, Code.LOTS_INCORRECT],
      [{ leverage: 51 }, Code.LEVERAGE_INCORRECT],
      [{ leverage: 0 }, Code.LEVERAGE_INCORRECT],
      [{ leverage: 2.5 }, Code.LEVERAGE_INCORRECT],
      [{ stopLoss: '66000' }, Code.STOP_LOSS_UNREASONABLE],
      [{ stopLoss: '6499' }, Code.STOP_LOSS_UNREASONABLE],
      [{ stopLoss: '64000.001' }, Code.STOP_LOSS_UNREASONABLE],
      [{ takeProfit: '64000' }, Code.TAKE_PROFIT_UNREASONABLE],
      [{ takeProfit: '123501' }, Code.TAKE_PROFIT_UNREASONABLE],
      [{ side: 'short', stopLoss: '64000' }, Code.STOP_LOSS_UNREASONABLE],
      [{ side: 'short', takeProfit: '66000' }, Code.TAKE_PROFIT_UNREASONABLE],
      [{ extra: 1 }, Code.INVALID_PARAMS],
    ];
    for (const [body, code] of cases) {
      const answer = await open(user, body);
      expect([JSON.stringify(body), answer.code]).toEqual([JSON.stringify(body), code]);
    }
    const leverage = await open(user, { leverage: 51 });
    expect(leverage.msg).toBe('The leverage must be a whole number from 1 to 50');
    // 100 lots at 65,000 and leverage 1 needs 6.5 M of margin.
    expect((await open(user, { lots: '100', leverage: 1 })).code).toBe(Code.INSUFFICIENT_BALANCE);
    expect(await usdtBalance(m.t, user.token)).toEqual(before);
    const [count] = await sqlRows<{ n: string }>(
      m.t,
      sql`select count(*)::text as n from contract_positions where user_id = ${user.user.id}`,
    );
    expect(count!.n).toBe('0');
  });

  it('answers 404 for another user’s position, to read, change or close it', async () => {
    const owner = await registerUser(m.t);
    const other = await registerUser(m.t);
    await tick('65000.00');
    const opened = await open(owner, {});
    const id = opened.result.id;
    expect((await get(m.t, `/order/getContractOrderById/${id}`, { token: other.token })).code).toBe(
      Code.NOT_FOUND,
    );
    const closeAnswer = await post(m.t, '/order/closeContract', {
      token: other.token,
      body: { id },
    });
    expect(closeAnswer.code).toBe(Code.NOT_FOUND);
    const modifyAnswer = await post(m.t, '/order/modifyContract', {
      token: other.token,
      body: { id, stopLoss: null, takeProfit: null },
    });
    expect(modifyAnswer.code).toBe(Code.NOT_FOUND);
    expect((await position(owner, id)).status).toBe('open');
  });
});

describe('the database guards the positions', () => {
  const refusal = (statement: ReturnType<typeof sql>) =>
    m.t.database.db.execute(statement).then(
      () => 'accepted',
      (error: { cause?: { message?: string } }) => error.cause?.message ?? 'no message',
    );

  it('keeps the terms as agreed, a closed position unchanged, and every position', async () => {
    const user = await registerUser(m.t);
    await tick('65000.00');
    const opened = await open(user, {});
    const id = opened.result.id;
    for (const change of [sql`margin = margin - 1`, sql`leverage = 100`, sql`open_price = 1`]) {
      expect(await refusal(sql`update contract_positions set ${change} where id = ${id}`)).toMatch(
        /terms are fixed/,
      );
    }
    expect(await refusal(sql`delete from contract_positions where id = ${id}`)).toMatch(
      /never deleted/,
    );
    const closed = await post(m.t, '/order/closeContract', {
      token: user.token,
      headers: demo,
      body: { id },
    });
    expect(closed.code).toBe(Code.OK);
    expect(
      await refusal(sql`update contract_positions set stop_loss = 1 where id = ${id}`),
    ).toMatch(/changes no more/);
    await expectReconciled(m.t);
  });
});
