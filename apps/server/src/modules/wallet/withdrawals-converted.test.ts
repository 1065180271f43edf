import type { WithdrawalItem, WithdrawalQuote } from '@swx/contract';
import { Code } from '@swx/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerUser } from '../../test/client.js';
import { rowCount, sqlRows } from '../../test/harness.js';
import { fundUser } from '../../test/funding.js';
import { startMarket, tickAt, type Market } from '../../test/market.js';
import { callAdmin, staffEnv, staffLogin } from '../../test/staff.js';
import { expectBooksAndAuditIntact, usdtBalance } from '../../test/ledger.js';

/**
 * BTC and ETH withdrawals paid from the USDT balance at a signed quote (docs/adr/0032): the
 * terms quoted are the terms held, or the request is refused and nothing is written.
 */

const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const BTC_TO = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const ETH_TO = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const STAFF = {
  username: 'coin_cashier',
  email: 'coin.cashier@example.test',
  password: 'Till-Ledger-Harbour-2026!',
};
const REAL = { 'x-real-account': 'YES' };

let m: Market;
let staffToken: string;
let serial = 0;
const newHash = () => (serial += 1).toString(16).padStart(64, 'c');

const admin = <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown) =>
  callAdmin<T>(m.t, staffToken, method, path, body);
const setParameter = async (key: string, value: string) =>
  expect((await admin('POST', `/config/parameters/${key}`, { value })).code).toBe(Code.OK);

const fundedUser = (usdt: string) =>
  fundUser(m.t, staffToken, usdt, { verified: true, hash: newHash(), seed: serial });

const quote = (token: string, network: string, amount: string) =>
  get<WithdrawalQuote>(m.t, '/user/getWithdrawalQuote', { token, query: { network, amount } });

const withdraw = (token: string, body: Record<string, string>, key?: string) =>
  post<WithdrawalItem>(m.t, '/user/withdrawal', {
    token,
    body,
    headers: key ? { ...REAL, 'idempotency-key': key } : REAL,
  });

const real = (token: string) => usdtBalance(m.t, token, 'real');
const count = () => rowCount(m.t, 'withdrawals');

/** The payout journal's platform entries of withdrawal `id`: account kind → amount. */
async function payoutEntries(id: string): Promise<Record<string, string>> {
  const entries = await sqlRows<{ kind: string; amount: string }>(
    m.t,
    sql`select a.kind, e.amount::text from ledger_entries e
        join ledger_accounts a on a.id = e.account_id
        join ledger_journals j on j.id = e.journal_id
        where j.reason = 'withdrawal.payout' and j.ref_type = 'withdrawal' and j.ref_id = ${id}
          and a.user_id is null`,
  );
  return Object.fromEntries(entries.map((e) => [e.kind, e.amount]));
}

beforeAll(async () => {
  m = await startMarket({ ...staffEnv(STAFF), DEPOSIT_ADDRESS_USDT_TRC20: TRC20 });
  staffToken = await staffLogin(m.t, STAFF);
});
afterAll(async () => {
  await m?.t.close();
});
afterEach(() => expectBooksAndAuditIntact(m.t));

describe('a BTC or ETH withdrawal quote', () => {
  it('converts at the recorded price, the cost and its fee rounded up, signed for 30 s', async () => {
    const user = await registerUser(m.t);
    await tickAt(m, 'BTCUSDT', '65432.17');
    const tickTime = m.t.app.market.engine.byCode.get('BTCUSDT')!.last!.time;
    const asked = m.t.now().getTime();
    const answer = await quote(user.token, 'BTC', '0.01');
    const answered = m.t.now().getTime();
    expect(answer.code).toBe(Code.OK);
    const { quoteId, expiresAt, ...terms } = answer.result;
    // 1% of 0.01 is 0.0001, below the 0.0002 BTC minimum; 0.01 × 65432.17 = 654.3217 USDT,
    // 0.0002 × 65432.17 = 13.086434 USDT.
    expect(terms).toEqual({
      network: 'BTC',
      asset: 'BTC',
      amount: '0.01000000',
      fee: '0.00020000',
      receive: '0.00980000',
      feeRate: '0.01',
      feeMin: '0.0002',
      usdtAmount: '654.321700',
      usdtFee: '13.086434',
      rate: '65432.17',
      rateAt: new Date(tickTime).toISOString(),
      // The test app records the ticks it is given: no simulated feed.
      simulated: m.t.app.market.engine.byCode.get('BTCUSDT')!.simulated,
      priceTolerance: '0.005',
    });
    expect(quoteId).toMatch(/^q1\.[\w-]+\.[\w-]{43}$/);
    // withdrawal.quoteSeconds is 30, from the server's clock when it quoted.
    expect(Date.parse(expiresAt!)).toBeGreaterThanOrEqual(asked + 30_000);
    expect(Date.parse(expiresAt!)).toBeLessThanOrEqual(answered + 30_000);

    // A cost that does not fall on a whole micro-USDT is rounded up: owed by the user.
    await tickAt(m, 'ETHUSDT', '3500.12');
    const eth = await quote(user.token, 'ETH', '0.123456789012345678');
    expect(eth.result).toMatchObject({
      asset: 'ETH',
      amount: '0.123456789012345678',
      // 1% rounded up at 18 decimals: 0.00123456789012345678 → 0.001234567890123457.
      fee: '0.003000000000000000',
      receive: '0.120456789012345678',
      // 0.123456789012345678 × 3500.12 = 432.113575… → 432.113577 (up); fee 10.50036.
      usdtAmount: '432.113577',
      usdtFee: '10.500360',
      rate: '3500.12',
    });
  });

  it('refuses an amount finer than the asset, a fee as large as the amount, a stale price and a cost above the maximum', async () => {
    const user = await registerUser(m.t);
    await tickAt(m, 'BTCUSDT', '65432.17');
    expect((await quote(user.token, 'BTC', '0.000000001')).code).toBe(Code.AMOUNT_INCORRECT);
    expect((await quote(user.token, 'BTC', '0.0002')).code).toBe(Code.AMOUNT_INCORRECT);
    expect((await quote(user.token, 'BTC', '20')).code).toBe(Code.AMOUNT_ABOVE_MAXIMUM);
    // market.staleAfterSeconds is 10: an older price converts nothing.
    m.advance(10_001);
    expect((await quote(user.token, 'BTC', '0.01')).code).toBe(Code.TRADING_UNAVAILABLE);
  });
});

describe('a BTC or ETH withdrawal', () => {
  it('holds exactly the quoted USDT, even after the price moved within the tolerance', async () => {
    const user = await fundedUser('1000');
    await tickAt(m, 'BTCUSDT', '65432.17');
    const q = (await quote(user.token, 'BTC', '0.01')).result;
    // 0.4% up: within the 0.5% tolerance, so the quoted price stands.
    await tickAt(m, 'BTCUSDT', '65693.89');
    const answer = await withdraw(user.token, {
      network: 'BTC',
      address: BTC_TO,
      amount: '0.01',
      quoteId: q.quoteId!,
    });
    expect(answer.code).toBe(Code.WITHDRAWAL_SUBMITTED);
    expect(answer.result).toMatchObject({
      network: 'BTC',
      asset: 'BTC',
      address: BTC_TO,
      amount: '0.01000000',
      fee: '0.00020000',
      receive: '0.00980000',
      usdtAmount: '654.321700',
      rate: '65432.17',
      status: 'pending',
    });
    expect(await real(user.token)).toMatchObject({ available: '345.678300', held: '654.321700' });
    const [row] = await sqlRows<{ rate_at: Date; usdt_fee: string }>(
      m.t,
      sql`select rate_at, usdt_fee::text from withdrawals where id = ${answer.result.id}`,
    );
    expect(new Date(row!.rate_at).toISOString()).toBe(q.rateAt);
    expect(row!.usdt_fee).toBe('13.086434000000000000');

    // Staff pay out the coins with the chain's hash: Bitcoin's, not Ethereum's.
    const id = answer.result.id;
    await admin('POST', `/withdrawals/${id}/approve`);
    expect(
      (await admin('POST', `/withdrawals/${id}/complete`, { payoutHash: `0x${newHash()}` })).code,
    ).toBe(Code.TX_HASH_INVALID);
    const hash = newHash();
    const done = await admin<WithdrawalItem>('POST', `/withdrawals/${id}/complete`, {
      payoutHash: hash,
    });
    expect(done.result).toMatchObject({ status: 'completed', payoutHash: hash });
    expect(await real(user.token)).toMatchObject({ available: '345.678300', held: '0.000000' });
    expect(await payoutEntries(id)).toEqual({
      withdrawals_clearing: '641.235266000000000000',
      fees: '13.086434000000000000',
    });
  });

  it('is refused, writing nothing, when the quote expired, the price moved, the fee changed or the quote is not this one', async () => {
    const user = await fundedUser('2000');
    const other = await fundedUser('200');
    // Long enough that no step of this test outlives the quote on a busy machine; the expiry
    // is then reached by moving the clock.
    await setParameter('withdrawal.quoteSeconds', '300');
    const body = (q: WithdrawalQuote, extra: Record<string, string> = {}) => ({
      network: q.network,
      address: ETH_TO,
      amount: q.amount,
      quoteId: q.quoteId!,
      ...extra,
    });
    const fresh = async (amount: string) => {
      await tickAt(m, 'ETHUSDT', '3500.00');
      return (await quote(user.token, 'ETH', amount)).result;
    };
    const before = await count();
    const refused = async (b: Record<string, string>, code: number, token = user.token) => {
      const answer = await withdraw(token, b);
      expect([b, answer.code]).toEqual([b, code]);
      return answer;
    };
    try {
      // Another amount, network or user than quoted; a token changed by a character.
      const q = await fresh('0.2');
      await refused(body(q, { amount: '0.3' }), Code.INVALID_PARAMS);
      await refused(body(q, { network: 'BTC', address: BTC_TO }), Code.INVALID_PARAMS);
      await refused(body(q), Code.INVALID_PARAMS, other.token);
      const [version, payload, signature] = q.quoteId!.split('.');
      const forged = Buffer.from(
        Buffer.from(payload!, 'base64url').toString().replace('3500', '3000'),
      ).toString('base64url');
      await refused(body(q, { quoteId: `${version}.${forged}.${signature}` }), Code.INVALID_PARAMS);
      await refused(body(q, { quoteId: `${q.quoteId}x` }), Code.INVALID_PARAMS);

      // The price moved 0.6% since: refused with the price now.
      await tickAt(m, 'ETHUSDT', '3521.00');
      expect((await refused(body(q), Code.PRICE_MOVED)).result).toEqual({ price: '3521.00' });
      // 0.6% down is as far.
      await tickAt(m, 'ETHUSDT', '3479.00');
      await refused(body(q), Code.PRICE_MOVED);

      // The fee's parameters changed since the quote: not the terms confirmed.
      await setParameter('withdrawal.feeMin.ETH', '0.004');
      await tickAt(m, 'ETHUSDT', '3510.00');
      await refused(body(q), Code.TERMS_CHANGED);
      await setParameter('withdrawal.feeMin.ETH', '0.003');

      // Past its time the quote has expired.
      m.advance(300_001);
      await tickAt(m, 'ETHUSDT', '3500.00');
      await refused(body(q), Code.QUOTE_EXPIRED);

      expect(await count()).toBe(before);
      expect(await real(user.token)).toMatchObject({ available: '2000.000000', held: '0.000000' });

      // A fresh quote goes through once: a retry under its key is the same withdrawal.
      const ok = await fresh('0.5');
      const first = await withdraw(user.token, body(ok), 'eth-once');
      const again = await withdraw(user.token, body(ok), 'eth-once');
      expect([first.code, again.code]).toEqual([
        Code.WITHDRAWAL_SUBMITTED,
        Code.WITHDRAWAL_SUBMITTED,
      ]);
      expect(again.result.id).toBe(first.result.id);
      expect(await count()).toBe(before + 1);
      // 0.5 × 3500 = 1750 USDT.
      expect(await real(user.token)).toMatchObject({
        available: '250.000000',
        held: '1750.000000',
      });
    } finally {
      await setParameter('withdrawal.quoteSeconds', '30');
    }
  });

  it('takes two approvers above the threshold by its USDT value, and a rejection returns every USDT held', async () => {
    const user = await fundedUser('5000');
    await setParameter('withdrawal.fourEyesUsdt', '1000');
    try {
      await tickAt(m, 'BTCUSDT', '60000.00');
      const q = (await quote(user.token, 'BTC', '0.02')).result;
      // 0.02 BTC is 1,200 USDT: above 1,000.
      const answer = await withdraw(user.token, {
        network: 'BTC',
        address: BTC_TO,
        amount: '0.02',
        quoteId: q.quoteId!,
      });
      expect(answer.result.usdtAmount).toBe('1200.000000');
      const first = await admin<{ status: string; twoApprovers: boolean }>(
        'POST',
        `/withdrawals/${answer.result.id}/approve`,
      );
      expect(first.result).toMatchObject({ status: 'pending', twoApprovers: true });
      expect((await admin('POST', `/withdrawals/${answer.result.id}/approve`)).code).toBe(
        Code.SECOND_APPROVER_REQUIRED,
      );
      const rejected = await admin<WithdrawalItem>(
        'POST',
        `/withdrawals/${answer.result.id}/reject`,
        { reason: 'Destination under review' },
      );
      expect(rejected.result.status).toBe('rejected');
      expect(await real(user.token)).toMatchObject({ available: '5000.000000', held: '0.000000' });
    } finally {
      await setParameter('withdrawal.fourEyesUsdt', '10000');
    }
  });
});
