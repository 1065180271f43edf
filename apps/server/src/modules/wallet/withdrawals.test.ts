import type { LedgerPage, WithdrawalItem, WithdrawalPage, WithdrawalQuote } from '@swx/contract';
import { Code } from '@swx/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerUser } from '../../test/client.js';
import { mailSubject, mailText } from '../../test/smtp.js';
import { antiPhishingLine } from '../identity/anti-phishing.js';
import { rowCount, startTestApp, type TestApp } from '../../test/harness.js';
import { fundUser } from '../../test/funding.js';
import { enrolAuthenticator } from '../../test/two-factor.js';
import { callAdmin, staffEnv, staffLogin } from '../../test/staff.js';
import { expectBooksAndAuditIntact, usdtBalance } from '../../test/ledger.js';

const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const PAYOUT_TO = 'TNUC9Qb1rRpS5CbWLmNMxXBjyFoydXjWFR';
const ERC20_TO = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const STAFF = {
  username: 'cashier',
  email: 'cashier@example.test',
  password: 'Till-Ledger-Harbour-2026!',
};
const REAL = { 'x-real-account': 'YES' };

let t: TestApp;
let staffToken: string;
let serial = 0;
const newHash = () => (serial += 1).toString(16).padStart(64, 'b');

const admin = <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown) =>
  callAdmin<T>(t, staffToken, method, path, body);

/** A registered user with `usdt` credited to the real book (identity verified unless false). */
const fundedUser = (usdt: string, verified = true) =>
  fundUser(t, staffToken, usdt, { verified, hash: newHash(), seed: serial });

const withdraw = (
  token: string,
  body: Record<string, string>,
  headers: Record<string, string> = REAL,
) => post<WithdrawalItem>(t, '/user/withdrawal', { token, body, headers });

async function real(token: string) {
  const { available, held } = await usdtBalance(t, token, 'real');
  return { available, held };
}

const count = () => rowCount(t, 'withdrawals');

beforeAll(async () => {
  t = await startTestApp({
    ...staffEnv(STAFF),
    DEPOSIT_ADDRESS_USDT_TRC20: TRC20,
  });
  staffToken = await staffLogin(t, STAFF);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => expectBooksAndAuditIntact(t));

describe('withdrawal terms', () => {
  it('quotes 1% with a 1 USDT minimum, rounding the fee up', async () => {
    const user = await registerUser(t);
    const quote = async (amount: string) =>
      get<WithdrawalQuote>(t, '/user/getWithdrawalQuote', {
        token: user.token,
        query: { network: 'USDT-TRC20', amount },
      });
    expect((await quote('500')).result).toEqual({
      network: 'USDT-TRC20',
      asset: 'USDT',
      amount: '500.000000',
      fee: '5.000000',
      receive: '495.000000',
      feeRate: '0.01',
      feeMin: '1',
      usdtAmount: '500.000000',
      usdtFee: '5.000000',
      rate: null,
      rateAt: null,
      simulated: false,
      priceTolerance: null,
      expiresAt: null,
      quoteId: null,
    });
    expect((await quote('50')).result).toMatchObject({ fee: '1.000000', receive: '49.000000' });
    expect((await quote('100.000001')).result).toMatchObject({
      fee: '1.000001',
      receive: '99.000000',
    });
    expect((await quote('1')).code).toBe(Code.AMOUNT_INCORRECT);
    expect((await quote('1.0000001')).code).toBe(Code.AMOUNT_INCORRECT);
    expect((await quote('1e3')).code).toBe(Code.AMOUNT_INCORRECT);
  });
});

describe('a withdrawal with two-factor sign-in on', () => {
  it('asks for a code of the app; a retry of the same request is answered without one', async () => {
    const user = await fundedUser('300');
    const app = await enrolAuthenticator(t, user.token, user.password);
    const body = { network: 'USDT-TRC20', address: PAYOUT_TO, amount: '100' };
    const before = await count();
    expect((await withdraw(user.token, body)).code).toBe(Code.TWO_FACTOR_REQUIRED);
    expect((await withdraw(user.token, { ...body, twoFactorCode: '555555' })).code).toBe(
      Code.TWO_FACTOR_CODE_INCORRECT,
    );
    // Recovery codes sign in; they do not move money.
    const recovery = { ...body, twoFactorCode: app.recoveryCodes[0]! };
    expect((await withdraw(user.token, recovery)).code).toBe(Code.TWO_FACTOR_CODE_INCORRECT);
    expect(await count()).toBe(before);
    expect(await real(user.token)).toEqual({ available: '300.000000', held: '0.000000' });

    const key = { ...REAL, 'idempotency-key': 'withdrawal-2fa-1' };
    const code = app.nextCode();
    const done = await withdraw(user.token, { ...body, twoFactorCode: code }, key);
    expect(done.code).toBe(Code.WITHDRAWAL_SUBMITTED);
    // The answer was lost and the app retries: the same order under the same key is the
    // stored answer, whatever code it carries (the used one, or none).
    const again = await withdraw(user.token, { ...body, twoFactorCode: code }, key);
    expect(again.code).toBe(Code.WITHDRAWAL_SUBMITTED);
    expect(again.result.id).toBe(done.result.id);
    expect((await withdraw(user.token, body, key)).result.id).toBe(done.result.id);
    // A new request with the used code is refused.
    expect((await withdraw(user.token, { ...body, twoFactorCode: code })).code).toBe(
      Code.TWO_FACTOR_CODE_INCORRECT,
    );
    expect(await count()).toBe(before + 1);
    expect(await real(user.token)).toEqual({ available: '200.000000', held: '100.000000' });
  });
});

describe('requesting a withdrawal', () => {
  it('needs the real book and verified identity; refuses bad input; writes nothing then', async () => {
    const unverified = await fundedUser('300', false);
    const body = { network: 'USDT-TRC20', address: PAYOUT_TO, amount: '100' };
    const before = await count();
    expect((await withdraw(unverified.token, body)).code).toBe(Code.NOT_AUTHENTICATED_KYC);
    const user = await fundedUser('300');
    const cases: Array<[Record<string, string>, number, Record<string, string>?]> = [
      [body, Code.DEMO_DISABLED, { 'x-real-account': 'NO' }],
      [{ ...body, address: '' }, Code.ADDRESS_REQUIRED],
      [{ ...body, address: `${PAYOUT_TO.slice(0, -1)}X` }, Code.ADDRESS_INVALID],
      [{ ...body, address: ERC20_TO }, Code.ADDRESS_INVALID],
      [{ ...body, network: 'DOGE' }, Code.WITHDRAWAL_METHOD_REQUIRED],
      // BTC and ETH are converted at a quote the request must name.
      [{ ...body, network: 'BTC' }, Code.INVALID_PARAMS],
      [{ ...body, network: 'BTC', quoteId: 'q1.x.y' }, Code.ADDRESS_INVALID],
      [{ ...body, network: '' }, Code.WITHDRAWAL_METHOD_REQUIRED],
      [{ ...body, amount: '-5' }, Code.AMOUNT_INCORRECT],
      [{ ...body, amount: '0' }, Code.AMOUNT_INCORRECT],
      [{ ...body, amount: '0.5' }, Code.AMOUNT_INCORRECT],
      [{ ...body, amount: '10.1234567' }, Code.AMOUNT_INCORRECT],
      [{ ...body, amount: '300.000001' }, Code.INSUFFICIENT_BALANCE],
    ];
    for (const [b, code, headers] of cases) {
      const answer = await withdraw(user.token, b, headers ?? REAL);
      expect([b, answer.code]).toEqual([b, code]);
    }
    expect(await count()).toBe(before);
    expect(await real(user.token)).toEqual({ available: '300.000000', held: '0.000000' });
  });

  it('holds the amount, then pays out on completion: fee to the platform, the rest sent', async () => {
    const user = await fundedUser('1000');
    const answer = await withdraw(user.token, {
      network: 'USDT-ERC20',
      address: ERC20_TO,
      amount: '400',
    });
    expect(answer.code).toBe(Code.WITHDRAWAL_SUBMITTED);
    expect(answer.result).toMatchObject({
      status: 'pending',
      amount: '400.000000',
      fee: '4.000000',
      receive: '396.000000',
      usdtAmount: '400.000000',
      rate: null,
    });
    expect(await real(user.token)).toEqual({ available: '600.000000', held: '400.000000' });

    const id = answer.result.id;
    // Not approved yet: cannot complete.
    expect(
      (await admin('POST', `/withdrawals/${id}/complete`, { payoutHash: `0x${newHash()}` })).code,
    ).toBe(Code.ALREADY_DECIDED);
    expect((await admin<WithdrawalItem>('POST', `/withdrawals/${id}/approve`)).result.status).toBe(
      'approved',
    );
    expect(
      (await admin('POST', `/withdrawals/${id}/complete`, { payoutHash: newHash() })).code,
    ).toBe(Code.TX_HASH_INVALID);
    const payout = `0x${newHash().toUpperCase()}`;
    const done = await admin<WithdrawalItem>('POST', `/withdrawals/${id}/complete`, {
      payoutHash: payout,
    });
    expect(done.result).toMatchObject({ status: 'completed', payoutHash: payout.toLowerCase() });
    expect(await real(user.token)).toEqual({ available: '600.000000', held: '0.000000' });
    expect((await admin('POST', `/withdrawals/${id}/fail`, { reason: 'chain reorg' })).code).toBe(
      Code.ALREADY_DECIDED,
    );

    const ledger = await get<LedgerPage>(t, '/user/listLedger', {
      token: user.token,
      query: { book: 'real' },
    });
    expect(ledger.result.items.map((e) => [e.reason, e.account, e.amount])).toEqual([
      ['withdrawal.payout', 'held', '-400.000000'],
      ['withdrawal.hold', 'held', '400.000000'],
      ['withdrawal.hold', 'available', '-400.000000'],
      ['deposit.credit', 'available', '1000.000000'],
    ]);
    const mine = await get<WithdrawalPage>(t, '/user/listWithdrwal', { token: user.token });
    expect(mine.result.items[0]).toMatchObject({ id, status: 'completed' });
  });

  it('returns the hold to the real book when rejected or failed', async () => {
    const user = await fundedUser('500');
    const a = await withdraw(user.token, {
      network: 'USDT-TRC20',
      address: PAYOUT_TO,
      amount: '200',
    });
    const b = await withdraw(user.token, {
      network: 'USDT-TRC20',
      address: PAYOUT_TO,
      amount: '300',
    });
    expect(await real(user.token)).toEqual({ available: '0.000000', held: '500.000000' });
    const rejected = await admin<WithdrawalItem>('POST', `/withdrawals/${a.result.id}/reject`, {
      reason: 'Address on a sanctions list',
    });
    expect(rejected.result).toMatchObject({
      status: 'rejected',
      reason: 'Address on a sanctions list',
    });
    await admin('POST', `/withdrawals/${b.result.id}/approve`);
    const failed = await admin<WithdrawalItem>('POST', `/withdrawals/${b.result.id}/fail`, {
      reason: 'Payout transaction failed',
    });
    expect(failed.result.status).toBe('failed');
    expect(await real(user.token)).toEqual({ available: '500.000000', held: '0.000000' });
  });

  it('lets exactly one of 50 parallel withdrawals of the whole balance through', async () => {
    const user = await fundedUser('250');
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        withdraw(user.token, { network: 'USDT-TRC20', address: PAYOUT_TO, amount: '250' }),
      ),
    );
    expect(results.filter((r) => r.code === Code.WITHDRAWAL_SUBMITTED)).toHaveLength(1);
    expect(results.filter((r) => r.code === Code.INSUFFICIENT_BALANCE)).toHaveLength(49);
    expect(await real(user.token)).toEqual({ available: '0.000000', held: '250.000000' });
  });
});

describe('security mail of withdrawals', () => {
  const withSubject = async (email: string, subject: string) =>
    mailText((await t.smtp.withSubject(email, subject)).raw);
  const subjects = (email: string) => t.smtp.to(email).map((m) => mailSubject(m.raw));

  it('tells the owner of a request in its language, once per request, and of the payout in the language they sign in with', async () => {
    const user = await fundedUser('1000');
    const email = user.user.email;
    expect(
      (
        await post(t, '/user/setAntiPhishing', {
          token: user.token,
          body: { phrase: 'Blue-Heron 42', password: user.password },
        })
      ).code,
    ).toBe(Code.MODIFIED);
    // The owner signs in in German: mail about what staff do to the account is in German.
    const german = await post<{ token: string }>(t, '/login/login', {
      body: { username: user.user.username, password: user.password },
      headers: { lang: 'de' },
    });
    const order = { network: 'USDT-ERC20', address: ERC20_TO, amount: '400' };
    const request = () =>
      post<WithdrawalItem>(t, '/user/withdrawal', {
        token: german.result.token,
        body: order,
        headers: { ...REAL, lang: 'fr', 'idempotency-key': 'withdraw-mail-1' },
      });
    const answer = await request();
    expect(answer.code).toBe(Code.WITHDRAWAL_SUBMITTED);

    const asked = await withSubject(email, 'SWX : un retrait a été demandé');
    expect(asked).toContain(antiPhishingLine('Blue-Heron 42', 'fr'));
    expect(asked).toContain('Montant: 400.00 USDT');
    expect(asked).toContain('Frais: 4.00 USDT');
    expect(asked).toContain(`: ${ERC20_TO}`);
    expect(asked).toMatch(/\n {4}https?:\/\/\S+\/profile\/balance\n/);

    // A retry of the same request is answered from storage: no second mail.
    expect((await request()).result).toEqual(answer.result);
    const id = answer.result.id;
    await admin('POST', `/withdrawals/${id}/approve`);
    const payout = `0x${newHash()}`;
    expect((await admin('POST', `/withdrawals/${id}/complete`, { payoutHash: payout })).code).toBe(
      Code.OK,
    );

    const paid = await withSubject(email, 'SWX: Ihre Auszahlung wurde überwiesen');
    expect(paid).toContain(antiPhishingLine('Blue-Heron 42', 'de'));
    expect(paid).toContain('Ausgezahlt: 396.00 USDT');
    expect(paid).toContain(`Transaktions-Hash: ${payout}`);
    // Staff paid it: no device or address of theirs is named.
    expect(paid).not.toContain('127.0.0.1');
    expect(subjects(email).filter((s) => s === 'SWX : un retrait a été demandé')).toHaveLength(1);
  });
});
