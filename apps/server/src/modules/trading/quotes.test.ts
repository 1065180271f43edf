import { Code, type ContractPosition, type OptionsOrder } from '@swx/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registerUser } from '../../test/client.js';
import { rowCount, sqlRows } from '../../test/harness.js';
import { usdtBalance } from '../../test/ledger.js';
import { startMarket, stateOf, tickAt, type Market } from '../../test/market.js';
import { withinTolerance } from './quotes.js';

/**
 * The price a user saw is the price they get, or a clear refusal (issue 17, docs/adr/0023):
 * an order carries the quote it was confirmed against; a quote older than the product's limit
 * (5 s seeded) or a price moved beyond its tolerance (0.2% seeded) is refused with its code and
 * nothing is written; an honoured quote is stored beside the fill.
 */

let m: Market;
beforeAll(async () => {
  m = await startMarket();
}, 60_000);
afterAll(async () => {
  await m?.t.close();
});

type User = Awaited<ReturnType<typeof registerUser>>;
const demo = { 'x-real-account': 'NO' };

/** The latest tick of `code` as the live channel sent it: its price and time. */
async function quoteAfterTick(code: string, price: string) {
  await tickAt(m, code, price);
  const last = stateOf(m, code).last!;
  return { price, time: last.time };
}

/** What a refused order must leave untouched: the user's balance, orders, journals. */
async function footprint(user: User) {
  return {
    balance: await usdtBalance(m.t, user.token),
    options: await rowCount(m.t, 'options_orders'),
    positions: await rowCount(m.t, 'contract_positions'),
    journals: await rowCount(m.t, 'ledger_journals'),
  };
}

const buy = (user: User, body: unknown) =>
  post<OptionsOrder>(m.t, '/order/buyOptions', { token: user.token, body, headers: demo });
const open = (user: User, body: unknown) =>
  post<ContractPosition>(m.t, '/order/openContract', { token: user.token, body, headers: demo });

const option = { code: 'BTCUSDT', direction: 'up', period: 60, amount: '100' };
const contract = { code: 'BTCUSDT', side: 'long', lots: '0.01', leverage: 10 };

describe('the tolerance arithmetic', () => {
  it('compares the move with the fraction of the quoted price exactly, either way', () => {
    // 0.2% of 65000.00 is 130.00.
    expect(withinTolerance(6_500_000n, 6_513_000n, '0.002')).toBe(true);
    expect(withinTolerance(6_500_000n, 6_513_001n, '0.002')).toBe(false);
    expect(withinTolerance(6_500_000n, 6_487_000n, '0.002')).toBe(true);
    expect(withinTolerance(6_500_000n, 6_486_999n, '0.002')).toBe(false);
    expect(withinTolerance(6_500_000n, 6_500_000n, '0.000001')).toBe(true);
  });
});

/** What both kinds answer of a placed trade (as far as these tests read it). */
interface Placed {
  code: number;
  status: number;
  result: { id: string; openPrice: string; quotedPrice: string | null; quotedAt: string | null };
}
const kinds: Array<[string, (user: User, body: unknown) => Promise<Placed>, object, string]> = [
  ['an options order', buy, option, 'options_orders'],
  ['a leveraged position', open, contract, 'contract_positions'],
];

describe.each(kinds)('%s confirmed against a quote', (_name, place, body, table) => {
  it('fills at the current price within the tolerance and stores the quote beside the fill', async () => {
    const user = await registerUser(m.t);
    const quote = await quoteAfterTick('BTCUSDT', '65000.00');
    // The price moves 0.1% before the order arrives: within 0.2%.
    await tickAt(m, 'BTCUSDT', '65065.00');
    const answer = await place(user, { ...body, quote });
    expect(answer.code, JSON.stringify(answer)).toBe(Code.PURCHASE_SUCCESSFUL);
    expect(answer.result).toMatchObject({
      openPrice: '65065',
      quotedPrice: '65000',
      quotedAt: new Date(quote.time).toISOString(),
    });
    // Stored as agreed: the guard keeps the quote unchanged like every other term.
    const refusal = await sqlRows(
      m.t,
      sql`update ${sql.identifier(table)} set quoted_price = 1 where id = ${answer.result.id}`,
    ).then(
      () => 'accepted',
      (error: { cause?: { message?: string } }) => error.cause?.message ?? 'no message',
    );
    expect(refusal).toMatch(/terms are fixed at open/);
  });

  it('refuses a quote older than the limit (10065) and writes nothing', async () => {
    const user = await registerUser(m.t);
    const quote = await quoteAfterTick('BTCUSDT', '65000.00');
    // The browser was offline for 6 s; the price did not move but the quote is too old.
    m.advance(6000);
    await tickAt(m, 'BTCUSDT', '65000.00');
    const before = await footprint(user);
    const answer = await place(user, { ...body, quote });
    expect(answer.code).toBe(Code.QUOTE_EXPIRED);
    expect(answer.status).toBe(409);
    expect(await footprint(user)).toEqual(before);
  });

  it('refuses a price moved beyond the tolerance (10066) and writes nothing', async () => {
    const user = await registerUser(m.t);
    const quote = await quoteAfterTick('BTCUSDT', '65000.00');
    // 107,760.62 shown, 107,713.78 filled in the report: here 65000 shown, 64850 now (0.23%).
    await tickAt(m, 'BTCUSDT', '64850.00');
    const before = await footprint(user);
    const answer = await place(user, { ...body, quote });
    expect(answer.code).toBe(Code.PRICE_MOVED);
    expect(answer.status).toBe(409);
    expect(await footprint(user)).toEqual(before);
  });

  it('refuses a quote that cannot be one (10026) and writes nothing', async () => {
    const user = await registerUser(m.t);
    const quote = await quoteAfterTick('BTCUSDT', '65000.00');
    const before = await footprint(user);
    for (const bad of [
      { ...quote, time: quote.time + 60_000 },
      { ...quote, price: '65000.001' },
      { ...quote, price: '0' },
      { ...quote, price: 65000 },
      { price: quote.price },
      { ...quote, at: 1 },
    ]) {
      const answer = await place(user, { ...body, quote: bad });
      expect(answer.code, JSON.stringify(bad)).toBe(Code.INVALID_PARAMS);
    }
    expect(await footprint(user)).toEqual(before);
  });
});

it('an order without a quote fills at the market price and stores none', async () => {
  const user = await registerUser(m.t);
  await tickAt(m, 'BTCUSDT', '65000.00');
  const answer = await buy(user, option);
  expect(answer.code).toBe(Code.PURCHASE_SUCCESSFUL);
  expect(answer.result).toMatchObject({ quotedPrice: null, quotedAt: null });
  const [row] = await sqlRows<{ quoted_price: string | null }>(
    m.t,
    sql`select quoted_price::text from options_orders where id = ${answer.result.id}`,
  );
  expect(row?.quoted_price).toBeNull();
});
