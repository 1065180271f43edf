import type { DepositItem, DepositPage, LedgerPage } from '@swx/contract';
import { Code } from '@swx/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { get, registerUser } from '../../test/client.js';
import { rowCount, sqlRows, startTestApp, type TestApp } from '../../test/harness.js';
import { multipartBody, pngImage, postForm } from '../../test/multipart.js';
import { addStaff, callAdmin, staffEnv, staffLogin } from '../../test/staff.js';
import { expectBooksAndAuditIntact, usdtBalance } from '../../test/ledger.js';

const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const BTC_ADDRESS = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
const STAFF = { username: 'chief', email: 'chief@example.test', password: 'Staff-Password-2026!' };
const REAL = { 'x-real-account': 'YES' };

let t: TestApp;
let staffToken: string;
let hashSerial = 0;
/** A fresh, well-formed 64-hex transaction hash. */
const newHash = () => (hashSerial += 1).toString(16).padStart(64, 'a');

const admin = <T = unknown>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token = staffToken,
) => callAdmin<T>(t, token, method, path, body);

async function claim(
  token: string,
  fields: Record<string, string>,
  proof?: Buffer,
  headers: Record<string, string> = REAL,
) {
  return postForm<DepositItem>(
    t,
    '/user/recharge',
    multipartBody(fields, proof ? { proof: { bytes: proof } } : {}),
    { token, headers },
  );
}

const deposits = () => rowCount(t, 'deposits');
const realBalance = (token: string) => usdtBalance(t, token, 'real');

beforeAll(async () => {
  t = await startTestApp({
    ...staffEnv(STAFF),
    DEPOSIT_ADDRESS_USDT_TRC20: TRC20,
    DEPOSIT_ADDRESS_BTC: BTC_ADDRESS,
  });
  staffToken = await staffLogin(t, STAFF);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => expectBooksAndAuditIntact(t));

describe('deposit networks', () => {
  it('lists only networks with a receiving address, with the minimum', async () => {
    const user = await registerUser(t);
    const answer = await get<{ networks: unknown[] }>(t, '/user/listDepositNetworks', {
      token: user.token,
    });
    expect(answer.result.networks).toEqual([
      { id: 'USDT-TRC20', name: 'USDT (TRC20)', asset: 'USDT', minimum: '120', address: TRC20 },
      { id: 'BTC', name: 'BTC', asset: 'BTC', minimum: '0.015', address: BTC_ADDRESS },
    ]);
  });
});

describe('claiming a deposit', () => {
  it('records a claim with its proof as pending, credits nothing, answers 20002', async () => {
    const user = await registerUser(t);
    const hash = newHash();
    const answer = await claim(
      user.token,
      { network: 'USDT-TRC20', amount: '150.5', txHash: hash.toUpperCase(), last6: 'ab12CD' },
      await pngImage(1),
    );
    expect(answer.code).toBe(Code.RECHARGE_SUBMITTED);
    expect(answer.result).toMatchObject({
      network: 'USDT-TRC20',
      asset: 'USDT',
      amount: '150.500000',
      txHash: hash, // canonical lower case
      last6: 'ab12CD',
      receivingAddress: TRC20,
      status: 'pending',
      creditedUsdt: null,
    });
    expect(await realBalance(user.token)).toMatchObject({ available: '0.000000' });
    const list = await get<DepositPage>(t, '/user/listRecharge', { token: user.token });
    expect(list.result.items.map((d) => d.id)).toEqual([answer.result.id]);
  });

  it('refuses bad claims with their codes and writes nothing', async () => {
    const user = await registerUser(t);
    const proof = await pngImage(2);
    const good = { network: 'USDT-TRC20', amount: '120', txHash: newHash(), last6: '123456' };
    const before = await deposits();
    const cases: Array<
      [Record<string, string>, Buffer | undefined, number, Record<string, string>?]
    > = [
      [good, proof, Code.DEMO_DISABLED, { 'x-real-account': 'NO' }],
      [good, proof, Code.DEMO_DISABLED, {}],
      [{ ...good, amount: '119.999999' }, proof, Code.DEPOSIT_BELOW_MINIMUM],
      [{ ...good, amount: '120.0000001' }, proof, Code.AMOUNT_INCORRECT],
      [{ ...good, amount: '-120' }, proof, Code.AMOUNT_INCORRECT],
      [{ ...good, amount: '0' }, proof, Code.AMOUNT_INCORRECT],
      [{ ...good, amount: '1.2e3' }, proof, Code.AMOUNT_INCORRECT],
      [{ ...good, amount: 'abc' }, proof, Code.AMOUNT_INCORRECT],
      [{ ...good, amount: '99999999999999999999999' }, proof, Code.AMOUNT_INCORRECT],
      [{ ...good, txHash: `0x${newHash()}` }, proof, Code.TX_HASH_INVALID],
      [{ ...good, txHash: 'zz' }, proof, Code.TX_HASH_INVALID],
      [{ ...good, network: 'USDT-ERC20' }, proof, Code.WITHDRAWAL_METHOD_REQUIRED],
      [{ ...good, network: 'DOGE' }, proof, Code.WITHDRAWAL_METHOD_REQUIRED],
      [{ ...good, last6: '12345' }, proof, Code.INVALID_PARAMS],
      [good, undefined, Code.IMAGE_REQUIRED],
      [good, Buffer.from('<html><script>alert(1)</script></html>'), Code.IMAGE_INVALID],
      [
        good,
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        Code.IMAGE_INVALID,
      ],
      [good, proof.subarray(0, proof.length - 20), Code.IMAGE_INVALID],
      [good, Buffer.concat([proof, Buffer.alloc(5 * 1024 * 1024)]), Code.IMAGE_TOO_LARGE],
    ];
    for (const [fields, file, code, headers] of cases) {
      const answer = await claim(user.token, fields, file, headers ?? REAL);
      expect([fields, answer.code]).toEqual([fields, code]);
      expect(answer.status).toBeGreaterThanOrEqual(400);
    }
    expect(await deposits()).toBe(before);
    // The minimum's message names the limit and the currency.
    const low = await claim(user.token, { ...good, amount: '100' }, proof);
    expect(low.msg).toBe('The minimum deposit is 120 USDT');
    expect(low.result).toEqual({ minimum: '120', asset: 'USDT' });
  });

  it('refuses a malformed form (cut short, no boundary) as bad input, never a 500', async () => {
    const user = await registerUser(t);
    const before = await deposits();
    const cutShort = {
      payload: Buffer.from('------b\r\nContent-Disposition: form-data; name="amount"\r\n\r\n1'),
      contentType: 'multipart/form-data; boundary=----b',
    };
    const noBoundary = { payload: Buffer.from('--x\r\n'), contentType: 'multipart/form-data' };
    // Tried several times (within the hourly upload allowance of 20, which counts each form).
    for (let i = 0; i < 8; i += 1) {
      for (const form of [cutShort, noBoundary]) {
        const answer = await postForm(t, '/user/recharge', form, {
          token: user.token,
          headers: REAL,
        });
        expect([answer.status, answer.code]).toEqual([400, Code.INVALID_PARAMS]);
      }
    }
    expect(await deposits()).toBe(before);
  });

  it('accepts a transaction hash once, and once per Idempotency-Key', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const proof = await pngImage(3);
    const fields = { network: 'USDT-TRC20', amount: '200', txHash: newHash(), last6: 'abcdef' };
    const headers = { ...REAL, 'idempotency-key': 'deposit-once-1' };
    const first = await claim(user.token, fields, proof, headers);
    expect(first.code).toBe(Code.RECHARGE_SUBMITTED);
    const retry = await claim(user.token, fields, proof, headers);
    expect(retry).toEqual(first);
    const again = await claim(user.token, fields, proof);
    expect(again.code).toBe(Code.TX_HASH_CLAIMED);
    const theirs = await claim(
      other.token,
      { ...fields, txHash: fields.txHash.toUpperCase() },
      proof,
    );
    expect(theirs.code).toBe(Code.TX_HASH_CLAIMED);
    const otherBody = await claim(user.token, { ...fields, amount: '201' }, proof, headers);
    expect(otherBody.code).toBe(Code.IDEMPOTENCY_KEY_REUSED);
    const mine = await get<DepositPage>(t, '/user/listRecharge', { token: user.token });
    expect(mine.result.total).toBe(1);
  });

  it('serves a proof to its owner and staff only', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const answer = await claim(
      user.token,
      { network: 'USDT-TRC20', amount: '300', txHash: newHash(), last6: 'ffffff' },
      await pngImage(4),
    );
    const [row] = await sqlRows<{ proof_key: string }>(
      t,
      sql`select proof_key from deposits where id = ${answer.result.id}`,
    );
    const key = row!.proof_key;
    const fetchAs = (token: string, path = `/swx/customer/user/getFile/${key}`) =>
      t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
    const own = await fetchAs(user.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(String(own.headers['content-disposition'])).toMatch(/^(inline|attachment); filename=/);
    expect(own.rawPayload.subarray(0, 4).toString('hex')).toBe('89504e47');
    expect((await fetchAs(other.token)).statusCode).toBe(404);
    expect(
      (await fetchAs(other.token, '/swx/customer/user/getFile/..%2F..%2Fetc%2Fpasswd')).statusCode,
    ).toBe(404);
    expect((await fetchAs(staffToken, `/swx/admin/files/${key}`)).statusCode).toBe(200);
    // A customer token is not a staff token.
    expect((await fetchAs(user.token, `/swx/admin/files/${key}`)).statusCode).toBe(401);
  });
});

describe('reviewing deposits', () => {
  it('credits an approved USDT deposit to the real book once, and audits it', async () => {
    const user = await registerUser(t);
    const answer = await claim(
      user.token,
      { network: 'USDT-TRC20', amount: '250', txHash: newHash(), last6: '654321' },
      await pngImage(5),
    );
    const id = answer.result.id;
    const queue = await admin<DepositPage>('GET', '/deposits');
    expect(queue.result.items.map((d) => d.id)).toContain(id);
    // The amount that arrived may differ from the claim.
    const approved = await admin<DepositItem>('POST', `/deposits/${id}/approve`, {
      received: '249.5',
    });
    expect(approved.result).toMatchObject({
      status: 'approved',
      creditedUsdt: '249.500000',
      rate: null,
    });
    expect(await realBalance(user.token)).toMatchObject({ available: '249.500000' });
    const twice = await admin('POST', `/deposits/${id}/approve`);
    expect(twice.code).toBe(Code.ALREADY_DECIDED);
    const rejectLate = await admin('POST', `/deposits/${id}/reject`, { reason: 'too late' });
    expect(rejectLate.code).toBe(Code.ALREADY_DECIDED);
    const ledger = await get<LedgerPage>(t, '/user/listLedger', {
      token: user.token,
      query: { book: 'real' },
    });
    expect(ledger.result.items).toHaveLength(1);
    expect(ledger.result.items[0]).toMatchObject({
      reason: 'deposit.credit',
      amount: '249.500000',
      refType: 'deposit',
      refId: id,
    });
    const audits = await sqlRows<{ action: string; target_id: string }>(
      t,
      sql`select action, target_id from audit_log where target_type = 'deposit' and target_id = ${id}`,
    );
    expect(audits).toEqual([{ action: 'deposit.approve', target_id: id }]);
  });

  it('converts BTC at the recorded market price, rounding down, and stores the rate', async () => {
    const user = await registerUser(t);
    const answer = await claim(
      user.token,
      { network: 'BTC', amount: '0.01499999', txHash: newHash(), last6: 'A1b2C3' },
      await pngImage(6),
    );
    expect(answer.code).toBe(Code.DEPOSIT_BELOW_MINIMUM);
    const btc = { network: 'BTC', amount: '0.02000001', txHash: newHash(), last6: 'A1b2C3' };
    // No price recorded yet: a BTC claim cannot be valued against the limits (10015).
    if (!t.app.market.engine.byCode.get('BTCUSDT')?.last) {
      expect((await claim(user.token, btc, await pngImage(6))).code).toBe(Code.TRADING_UNAVAILABLE);
    }
    // A stale price values the claim (an estimate), but no approval converts at it (10015).
    const staleAt = Date.now() - 60 * 60 * 1000;
    t.app.market.publish([{ code: 'BTCUSDT', price: 6000000n, volume: 0n, time: staleAt }]);
    const ok = await claim(user.token, btc, await pngImage(6));
    expect(ok.code).toBe(Code.RECHARGE_SUBMITTED);
    const noPrice = await admin('POST', `/deposits/${ok.result.id}/approve`);
    expect(noPrice.code).toBe(Code.TRADING_UNAVAILABLE);
    const noQuote = await admin('GET', `/deposits/${ok.result.id}/quote`);
    expect(noQuote.code).toBe(Code.TRADING_UNAVAILABLE);
    t.app.market.publish([{ code: 'BTCUSDT', price: 6543217n, volume: 0n, time: Date.now() }]);
    // Staff see what approval would credit first: for the claim, and for what was received.
    const quote = await admin('GET', `/deposits/${ok.result.id}/quote`);
    expect(quote.result).toEqual({
      asset: 'BTC',
      received: '0.02000001',
      rate: '65432.17',
      creditedUsdt: '1308.644054',
      twoApprovers: false,
      firstApprovedBy: null,
    });
    const less = await admin('GET', `/deposits/${ok.result.id}/quote?received=0.01`);
    expect(less.result).toMatchObject({ received: '0.01000000', creditedUsdt: '654.321700' });
    for (const bad of ['0', '-1', 'abc', '0.000000001']) {
      const refused = await admin('GET', `/deposits/${ok.result.id}/quote?received=${bad}`);
      expect(refused.code, bad).toBe(Code.AMOUNT_INCORRECT);
    }
    const approved = await admin<DepositItem>('POST', `/deposits/${ok.result.id}/approve`);
    // 0.02000001 × 65432.17 = 1308.6440543217 → 1308.644054 (down).
    expect(approved.result).toMatchObject({ creditedUsdt: '1308.644054', rate: '65432.17' });
    const ledger = await get<LedgerPage>(t, '/user/listLedger', {
      token: user.token,
      query: { book: 'real' },
    });
    expect(ledger.result.items[0]).toMatchObject({ amount: '1308.644054', rate: '65432.17' });
    const decided = await admin('GET', `/deposits/${ok.result.id}/quote`);
    expect(decided.code).toBe(Code.ALREADY_DECIDED);
  });

  it('rejects with a reason the user sees, crediting nothing', async () => {
    const user = await registerUser(t);
    const answer = await claim(
      user.token,
      { network: 'USDT-TRC20', amount: '500', txHash: newHash(), last6: 'zzzzzz' },
      await pngImage(7),
    );
    const short = await admin('POST', `/deposits/${answer.result.id}/reject`, { reason: 'x' });
    expect(short.code).toBe(Code.INVALID_PARAMS);
    const rejected = await admin<DepositItem>('POST', `/deposits/${answer.result.id}/reject`, {
      reason: 'No such transaction on chain',
    });
    expect(rejected.result).toMatchObject({
      status: 'rejected',
      reason: 'No such transaction on chain',
    });
    const mine = await get<DepositPage>(t, '/user/listRecharge', {
      token: user.token,
      query: { status: 'rejected' },
    });
    expect(mine.result.items[0]).toMatchObject({ reason: 'No such transaction on chain' });
    expect(await realBalance(user.token)).toMatchObject({ available: '0.000000' });
  });

  it('credits once when 50 approvals of one deposit arrive together', async () => {
    const user = await registerUser(t);
    const answer = await claim(
      user.token,
      { network: 'USDT-TRC20', amount: '1000', txHash: newHash(), last6: 'qwerty' },
      await pngImage(8),
    );
    const results = await Promise.all(
      Array.from({ length: 50 }, () => admin('POST', `/deposits/${answer.result.id}/approve`)),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.code === Code.ALREADY_DECIDED)).toHaveLength(49);
    expect(await realBalance(user.token)).toMatchObject({ available: '1000.000000' });
  });

  it('keeps the review API to staff with the permission', async () => {
    const user = await registerUser(t);
    expect((await admin('GET', '/deposits', undefined, user.token)).status).toBe(401);
    expect((await admin('GET', '/deposits', undefined, 'nonsense')).status).toBe(401);
    // A support agent may not decide deposits.
    await t.database.db.execute(sql`
      insert into staff_users (username, email, password_hash, role)
      select 'helper', 'helper@example.test', password_hash, 'support' from staff_users where username = ${STAFF.username}`);
    const token = await staffLogin(t, { username: 'helper', password: STAFF.password });
    const refused = await admin('GET', '/deposits', undefined, token);
    expect(refused).toMatchObject({ status: 403, code: Code.FORBIDDEN });
  });
});

/** Sets a parameter for one test and puts the seeded value back after it. */
async function withParameter<T>(key: string, value: string, work: () => Promise<T>): Promise<T> {
  const [before] = await sqlRows<{ value: string }>(
    t,
    sql`select value from parameters where key = ${key}`,
  );
  await t.database.db.execute(sql`update parameters set value = ${value} where key = ${key}`);
  try {
    return await work();
  } finally {
    await t.database.db.execute(
      sql`update parameters set value = ${before!.value} where key = ${key}`,
    );
  }
}

const usdtClaim = (amount: string) => ({
  network: 'USDT-TRC20',
  amount,
  txHash: newHash(),
  last6: 'L1m1t5',
});

describe('deposit limits', () => {
  it('refuses a claim above deposit.maxClaimUsdt (10061), however many digits', async () => {
    const user = await registerUser(t);
    const proof = await pngImage(11);
    const before = await deposits();
    for (const amount of ['99999999999999999999', '1000000.000001']) {
      const answer = await claim(user.token, usdtClaim(amount), proof);
      expect([amount, answer.status, answer.code]).toEqual([
        amount,
        400,
        Code.AMOUNT_ABOVE_MAXIMUM,
      ]);
      expect(answer.result).toEqual({ maximum: '1000000', asset: 'USDT' });
      expect(answer.msg).toBe('The amount is above the maximum of 1000000 USDT');
    }
    expect(await deposits()).toBe(before);
    // BTC is valued at the recorded price: 16 BTC at 65,432.17 is 1,046,914.72 USDT.
    t.app.market.publish([{ code: 'BTCUSDT', price: 6543217n, volume: 0n, time: Date.now() }]);
    const btc = await claim(
      user.token,
      { network: 'BTC', amount: '16', txHash: newHash(), last6: 'B1g8tc' },
      proof,
    );
    expect(btc.code).toBe(Code.AMOUNT_ABOVE_MAXIMUM);
    expect(
      (
        await claim(
          user.token,
          { network: 'BTC', amount: '15', txHash: newHash(), last6: 'B1g8tc' },
          proof,
        )
      ).code,
    ).toBe(Code.RECHARGE_SUBMITTED);
    expect((await claim(user.token, usdtClaim('1000000'), proof)).code).toBe(
      Code.RECHARGE_SUBMITTED,
    );
  });

  it('keeps a user within deposit.dailyMaxUsdt over 24 hours; rejected claims free it', async () => {
    await withParameter('deposit.dailyMaxUsdt', '1000', async () => {
      const user = await registerUser(t);
      const proof = await pngImage(12);
      const first = await claim(user.token, usdtClaim('600'), proof);
      expect(first.code).toBe(Code.RECHARGE_SUBMITTED);
      const over = await claim(user.token, usdtClaim('500'), proof);
      expect([over.status, over.code]).toEqual([409, Code.DAILY_LIMIT_REACHED]);
      expect(over.result).toEqual({ limit: '1000', remaining: '400', asset: 'USDT' });
      expect((await claim(user.token, usdtClaim('400'), proof)).code).toBe(Code.RECHARGE_SUBMITTED);
      await admin('POST', `/deposits/${first.result.id}/reject`, { reason: 'Not on chain at all' });
      expect((await claim(user.token, usdtClaim('500'), proof)).code).toBe(Code.RECHARGE_SUBMITTED);
      expect((await claim(user.token, usdtClaim('150'), proof)).code).toBe(
        Code.DAILY_LIMIT_REACHED,
      );
      // A day later they no longer count.
      await t.database.db.execute(sql`
        update deposits set created_at = created_at - interval '24 hours 1 second'
        where user_id = ${user.user.id}`);
      expect((await claim(user.token, usdtClaim('150'), proof)).code).toBe(Code.RECHARGE_SUBMITTED);
    });
  });

  it('allows deposit.pendingMax claims waiting at once, also when they race', async () => {
    await withParameter('deposit.pendingMax', '3', async () => {
      const user = await registerUser(t);
      const proof = await pngImage(13);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => claim(user.token, usdtClaim('150'), proof)),
      );
      expect(answers.filter((a) => a.code === Code.RECHARGE_SUBMITTED)).toHaveLength(3);
      const refused = answers.filter((a) => a.code === Code.PENDING_LIMIT_REACHED);
      expect(refused).toHaveLength(5);
      expect(refused[0]!.result).toEqual({ maximum: '3' });
      const waiting = await get<DepositPage>(t, '/user/listRecharge', {
        token: user.token,
        query: { status: 'pending' },
      });
      expect(waiting.result.total).toBe(3);
      const approvedOne = await admin('POST', `/deposits/${waiting.result.items[0]!.id}/approve`);
      expect([approvedOne.code, approvedOne.msg]).toEqual([200, 'Success']);
      expect((await claim(user.token, usdtClaim('150'), proof)).code).toBe(Code.RECHARGE_SUBMITTED);
    });
  });

  it('takes images from an hourly allowance per user (10064, 429 with the wait)', async () => {
    await withParameter('upload.perHourMax', '2', async () => {
      const user = await registerUser(t);
      const proof = await pngImage(14);
      expect((await claim(user.token, usdtClaim('150'), proof)).code).toBe(Code.RECHARGE_SUBMITTED);
      // A refused claim used its upload too.
      expect((await claim(user.token, usdtClaim('1'), proof)).code).toBe(
        Code.DEPOSIT_BELOW_MINIMUM,
      );
      const before = await deposits();
      const third = await claim(user.token, usdtClaim('150'), proof);
      expect([third.status, third.code]).toEqual([429, Code.UPLOAD_LIMIT_REACHED]);
      expect((third.result as unknown as { retryAfterSec: number }).retryAfterSec).toBeGreaterThan(
        3500,
      );
      expect(await deposits()).toBe(before);
      // Another user has an allowance of their own.
      const other = await registerUser(t);
      expect((await claim(other.token, usdtClaim('150'), proof)).code).toBe(
        Code.RECHARGE_SUBMITTED,
      );
    });
  });
});

type StaffDeposit = DepositItem & {
  twoApprovers: boolean;
  firstApprovedBy: string | null;
  firstReceived: string | null;
};

describe('deposit approvals', () => {
  let second = '';
  beforeAll(async () => {
    second = await staffLogin(t, await addStaff(t, 'finance'));
  });

  it('above deposit.fourEyesUsdt take two different staff members', async () => {
    const user = await registerUser(t);
    const answer = await claim(user.token, usdtClaim('20000'), await pngImage(15));
    const queued = await admin<{ items: StaffDeposit[] }>('GET', '/deposits');
    expect(queued.result.items.find((d) => d.id === answer.result.id)).toMatchObject({
      twoApprovers: true,
      firstApprovedBy: null,
    });
    const quote = await admin('GET', `/deposits/${answer.result.id}/quote`);
    expect(quote.result).toMatchObject({ creditedUsdt: '20000.000000', twoApprovers: true });
    const first = await admin<StaffDeposit>('POST', `/deposits/${answer.result.id}/approve`, {
      received: '19990',
    });
    expect(first.result).toMatchObject({
      status: 'pending',
      twoApprovers: true,
      firstReceived: '19990.000000',
      creditedUsdt: null,
    });
    expect(first.result.firstApprovedBy).not.toBeNull();
    expect(await realBalance(user.token)).toMatchObject({ available: '0.000000' });
    const again = await admin('POST', `/deposits/${answer.result.id}/approve`);
    expect([again.status, again.code]).toEqual([409, Code.SECOND_APPROVER_REQUIRED]);
    // The second approver approves what the first saw received.
    const otherAmount = await admin(
      'POST',
      `/deposits/${answer.result.id}/approve`,
      { received: '20000' },
      second,
    );
    expect(otherAmount.code).toBe(Code.AMOUNT_INCORRECT);
    const done = await admin<StaffDeposit>(
      'POST',
      `/deposits/${answer.result.id}/approve`,
      undefined,
      second,
    );
    expect(done.result).toMatchObject({ status: 'approved', creditedUsdt: '19990.000000' });
    expect(await realBalance(user.token)).toMatchObject({ available: '19990.000000' });
    const actions = await sqlRows<{ action: string }>(
      t,
      sql`select action from audit_log where target_type = 'deposit' and target_id = ${answer.result.id} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['deposit.approve.first', 'deposit.approve']);
    // The database itself refuses one person in both roles.
    await expect(
      t.database.db.execute(
        sql`update deposits set reviewed_by = first_approved_by where id = ${answer.result.id}`,
      ),
    ).rejects.toThrow();
  });

  it('one approval credits at most deposit.maxClaimUsdt, and 24 hours of them deposit.dailyMaxUsdt', async () => {
    const user = await registerUser(t);
    const big = await claim(user.token, usdtClaim('5000'), await pngImage(16));
    const tooMuch = await admin('POST', `/deposits/${big.result.id}/approve`, {
      received: '1000000.5',
    });
    expect(tooMuch.code).toBe(Code.AMOUNT_ABOVE_MAXIMUM);
    const quoted = await admin('GET', `/deposits/${big.result.id}/quote?received=1000000.5`);
    expect(quoted.code).toBe(Code.AMOUNT_ABOVE_MAXIMUM);
    await withParameter('deposit.dailyMaxUsdt', '8000', async () => {
      expect((await admin('POST', `/deposits/${big.result.id}/approve`)).code).toBe(200);
      const more = await claim(user.token, usdtClaim('2000'), await pngImage(17));
      expect(more.code).toBe(Code.RECHARGE_SUBMITTED);
      const over = await admin('POST', `/deposits/${more.result.id}/approve`, {
        received: '3000.01',
      });
      expect(over.code).toBe(Code.DAILY_LIMIT_REACHED);
      expect(over.result).toEqual({ limit: '8000', remaining: '3000', asset: 'USDT' });
      expect(
        (await admin('POST', `/deposits/${more.result.id}/approve`, { received: '3000' })).code,
      ).toBe(200);
    });
    expect(await realBalance(user.token)).toMatchObject({ available: '8000.000000' });
  });
});
