import { Code, LOAN_DAY_MS, type LoanDetail, type LoanAgreement } from '@swx/contract';
import type { LoanAdminDetail, LoanOverview, PoolFunding } from '@swx/contract/admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../test/client.js';
import { sqlRows, startTestApp, type TestApp } from '../../test/harness.js';
import { expectBooksAndAuditIntact, usdtBalance } from '../../test/ledger.js';
import {
  applyLoan,
  borrow,
  loanProduct,
  loanProducts,
  loanUser,
  quoteLoan,
  sha256,
  signaturePng,
  type LoanUser,
} from '../../test/loans.js';
import { REAL, creditReal } from '../../test/smart.js';
import { addStaff, callAdmin, staffEnv, staffLogin } from '../../test/staff.js';
import { fromUnits } from '../../platform/units.js';
import { unitsOf } from '../ledger/index.js';
import { LoanService, type LoanDeps } from './service.js';

/**
 * Loans (issue 19): the KYC gate and limits per level, the agreement signed and stored with its
 * hash, staff review with four eyes above the threshold, disbursement, interest at the
 * interest-free boundary, partial and automatic repayment, overdue, the pool, foreign ids.
 */

const ROOT = {
  username: 'loans_root',
  email: 'loans_root@example.test',
  password: 'Loans-Root-2026!',
};

let t: TestApp;
let alice = '';
let bob = '';

beforeAll(async () => {
  t = await startTestApp(staffEnv(ROOT));
  await signIn();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** Two finance staff (sessions idle out after 30 minutes of the server's clock: again after a jump). */
async function signIn() {
  alice = await staffLogin(t, await addStaff(t, 'finance'));
  bob = await staffLogin(t, await addStaff(t, 'finance'));
}

const admin = <T>(token: string, path: string, body?: unknown) =>
  callAdmin<T>(t, token, 'POST', path, body);
const approve = (id: string, token = alice) =>
  admin<LoanAdminDetail>(token, `/loans/${id}/approve`);
const loan = async (user: LoanUser, id: string) =>
  (await get<LoanDetail>(t, `/user/getLoanById/${id}`, { token: user.token })).result;
const repay = (user: LoanUser, id: string, amount: string, headers = REAL) =>
  post<LoanDetail>(t, '/user/repayLoan', { token: user.token, headers, body: { id, amount } });
const available = async (user: LoanUser) => (await usdtBalance(t, user.token, 'real')).available;

/**
 * Moves the server's clock by `ms`, in steps of a day, with `users` using the app each day (a
 * session lapses after seven days unused); staff sign in again after (thirty minutes idle).
 */
async function pass(ms: number, ...users: LoanUser[]) {
  for (let left = ms; left > 0; left -= LOAN_DAY_MS) {
    t.advance(Math.min(left, LOAN_DAY_MS));
    for (const user of users) await loanProducts(t, user);
  }
  await signIn();
}

/** A loan approved by one staff member (an amount at or below the four-eyes threshold). */
async function disbursed(user: LoanUser, amount: string, days: number): Promise<LoanDetail> {
  const applied = await borrow(t, user, 'LOAN-STARTER', amount, days);
  const approved = await approve(applied.id);
  expect([approved.code, approved.result.status]).toEqual([200, 'repaying']);
  return loan(user, applied.id);
}

describe('products and the gate', () => {
  it('lists the products with limits per level and the caller’s standing', async () => {
    const stranger = await loanUser(t, '0', { verified: false });
    const list = await loanProducts(t, stranger);
    expect(list.standing).toMatchObject({ level: 'unverified', kycStatus: 'none', overdue: false });
    const starter = list.items.find((p) => p.code === 'LOAN-STARTER')!;
    expect(starter).toMatchObject({
      terms: [7, 14, 30],
      dailyRate: '0.0005',
      annualRate: '0.1825',
      interestFreeDays: 7,
    });
    expect(starter.limits).toEqual([
      { level: 'unverified', minAmount: '50.000000', maxAmount: '0.000000' },
      { level: 'verified', minAmount: '50.000000', maxAmount: '2000.000000' },
      { level: 'established', minAmount: '50.000000', maxAmount: '5000.000000' },
    ]);
    const verified = await loanUser(t, '0');
    expect((await loanProducts(t, verified)).standing.level).toBe('verified');
  });

  it('refuses what could not be signed, each with its code', async () => {
    const stranger = await loanUser(t, '0', { verified: false });
    const user = await loanUser(t, '0');
    const starter = await loanProduct(t, user, 'LOAN-STARTER');
    const ask = (
      who: LoanUser,
      body: Partial<{ productId: number; amount: string; days: number }>,
    ) => quoteLoan(t, who, { productId: starter.id, amount: '100', days: 30, ...body });
    expect((await ask(stranger, {})).code).toBe(Code.NOT_AUTHENTICATED_KYC);
    expect((await ask(user, { days: 21 })).code).toBe(Code.LOAN_PERIOD_INCORRECT);
    expect((await ask(user, { productId: 99_999 })).code).toBe(Code.LOAN_PRODUCT_INCORRECT);
    const above = await ask(user, { amount: '2000.000001' });
    expect([above.code, above.result]).toEqual([
      Code.LOAN_LIMIT_EXCEEDED,
      { minimum: '50.000000', maximum: '2000.000000', level: 'verified' },
    ]);
    expect((await ask(user, { amount: '49.99' })).code).toBe(Code.LOAN_LIMIT_EXCEEDED);
    expect((await ask(user, { amount: '1.0000001' })).code).toBe(Code.AMOUNT_INCORRECT);
    const demo = await post(t, '/user/loanQuote', {
      token: user.token,
      body: { productId: starter.id, amount: '100', days: 30 },
    });
    expect(demo.code).toBe(Code.DEMO_DISABLED);
  });

  it('quotes the figures the agreement is filled with, in the reader’s language', async () => {
    const user = await loanUser(t, '0');
    const starter = await loanProduct(t, user, 'LOAN-STARTER');
    const quote = await quoteLoan(t, user, { productId: starter.id, amount: '1000', days: 30 });
    expect(quote.result).toMatchObject({
      amount: '1000.000000',
      termDays: 30,
      interestFreeDays: 7,
      chargeableDays: 23,
      totalInterest: '11.500000',
      repaymentAmount: '1011.500000',
      applicant: { firstName: 'Ada', lastName: 'Lovelace', documentType: 'passport' },
      agreement: { version: 1, language: 'en' },
    });
    const { text } = quote.result.agreement;
    expect(quote.result.agreement.sha256).toBe(sha256(text));
    for (const figure of ['1000.00 USDT', '30 days', '0.05%', '11.50 USDT', '1011.50 USDT']) {
      expect(text).toContain(figure);
    }
    expect(text).toContain('Ada Lovelace');
    expect(text).not.toMatch(/\{\{/);
    const german = await post<{ agreement: { language: string; text: string } }>(
      t,
      '/user/loanQuote',
      {
        token: user.token,
        headers: { ...REAL, lang: 'de' },
        body: { productId: starter.id, amount: '1000', days: 30 },
      },
    );
    expect(german.result.agreement.language).toBe('de');
    expect(german.result.agreement.text).toContain('Reisepass');
  });
});

describe('applying', () => {
  it('stores the agreement as read, its hash and the signature; unsigned or stale is refused', async () => {
    const user = await loanUser(t, '0');
    const starter = await loanProduct(t, user, 'LOAN-STARTER');
    const quote = (await quoteLoan(t, user, { productId: starter.id, amount: '300', days: 14 }))
      .result;
    expect((await applyLoan(t, user, quote, { signature: null })).code).toBe(Code.LOAN_NOT_SIGNED);
    const blank = await signaturePng('#ffffff');
    expect((await applyLoan(t, user, quote, { signature: blank })).code).toBe(Code.LOAN_NOT_SIGNED);
    const stale = await applyLoan(t, user, quote, { sha256: 'a'.repeat(64) });
    expect([stale.code, stale.result]).toEqual([
      Code.TERMS_CHANGED,
      { agreementVersion: 1, agreementSha256: quote.agreement.sha256 },
    ]);
    expect((await applyLoan(t, user, quote, { version: 2 })).code).toBe(Code.TERMS_CHANGED);
    expect((await applyLoan(t, user, quote, { headers: {} })).code).toBe(Code.DEMO_DISABLED);
    const none = await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from loans where user_id = ${Number(user.user.id)}`,
    );
    expect(none[0]!.n).toBe(0);

    const applied = await applyLoan(t, user, quote);
    expect([applied.code, applied.result.status]).toEqual([
      Code.SUBMITTED_FOR_REVIEW,
      'pending_review',
    ]);
    expect(applied.result).toMatchObject({
      amount: '300.000000',
      totalInterest: '1.050000',
      repaymentAmount: '301.050000',
      disbursedAt: null,
      dueAt: null,
      outstanding: '0.000000',
      agreementSha256: quote.agreement.sha256,
    });
    const agreement = await get<LoanAgreement>(t, `/user/getLoanAgreement/${applied.result.id}`, {
      token: user.token,
    });
    expect(agreement.result).toMatchObject({
      text: quote.agreement.text,
      sha256: sha256(quote.agreement.text),
      signedIp: '127.0.0.1',
    });
    const signature = await t.app.inject({
      method: 'GET',
      url: `/swx/customer/user/getLoanSignature/${applied.result.id}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(signature.statusCode).toBe(200);
    expect(signature.headers['content-type']).toBe('image/png');
    // One loan open at a time (loan.maxActive 1).
    expect((await quoteLoan(t, user, { productId: starter.id, amount: '100', days: 7 })).code).toBe(
      Code.LOAN_ACTIVE_EXISTS,
    );
    // The stored terms never change.
    await expect(
      t.database.db.execute(sql`update loans set amount = 1 where id = ${applied.result.id}`),
    ).rejects.toThrow();
  });

  it('answers another user’s loan as missing', async () => {
    const owner = await loanUser(t, '0');
    const other = await loanUser(t, '100');
    const applied = await borrow(t, owner, 'LOAN-STARTER', '100', 7);
    for (const path of [
      `/user/getLoanById/${applied.id}`,
      `/user/getLoanAgreement/${applied.id}`,
      `/user/getLoanSignature/${applied.id}`,
    ]) {
      expect((await get(t, path, { token: other.token })).code).toBe(Code.NOT_FOUND);
    }
    expect((await repay(other, applied.id, '1')).code).toBe(Code.NOT_FOUND);
    expect((await get(t, '/user/getLoanById/abc', { token: other.token })).code).toBe(
      Code.NOT_FOUND,
    );
  });
});

describe('review and disbursement', () => {
  it('disburses at or below the threshold on one approval, in one journal from the pool', async () => {
    const user = await loanUser(t, '0');
    const poolBefore = await pool();
    const committed = (await overview()).committed;
    const applied = await borrow(t, user, 'LOAN-STARTER', '1000', 30);
    expect((await overview()).committed).toBe(sub(committed, '-1000'));
    const approved = await approve(applied.id);
    expect(approved.result).toMatchObject({ status: 'repaying', needsTwo: false });
    expect(await available(user)).toBe('1000.000000');
    expect(await pool()).toBe(sub(poolBefore, '1000'));
    const detail = await loan(user, applied.id);
    expect(new Date(detail.dueAt!).getTime() - new Date(detail.disbursedAt!).getTime()).toBe(
      30 * LOAN_DAY_MS,
    );
    expect((await approve(applied.id, bob)).code).toBe(Code.ALREADY_DECIDED);
    await expectBooksAndAuditIntact(t);
  });

  it('needs two different staff above the threshold; the first countersigns', async () => {
    const user = await loanUser(t, '0');
    const applied = await borrow(t, user, 'LOAN-STARTER', '1500', 30);
    const first = await approve(applied.id, alice);
    expect(first.result).toMatchObject({ status: 'signed', needsTwo: true });
    expect(await available(user)).toBe('0.000000');
    expect((await approve(applied.id, alice)).code).toBe(Code.SECOND_APPROVER_REQUIRED);
    const second = await approve(applied.id, bob);
    expect(second.result).toMatchObject({ status: 'repaying' });
    expect(second.result.firstApprovedBy).not.toBe(second.result.decidedBy);
    expect(await available(user)).toBe('1500.000000');
    await expectBooksAndAuditIntact(t);
  });

  it('decides once when two staff decide at the same time', async () => {
    const user = await loanUser(t, '0');
    const applied = await borrow(t, user, 'LOAN-STARTER', '500', 14);
    const answers = await Promise.all([
      approve(applied.id, alice),
      admin(bob, `/loans/${applied.id}/reject`, { reason: 'Income not shown' }),
    ]);
    const codes = answers.map((a) => a.code).sort((x, y) => x - y);
    expect(codes).toEqual([200, Code.ALREADY_DECIDED]);
    const status = (await loan(user, applied.id)).status;
    expect(['repaying', 'rejected']).toContain(status);
    expect(await available(user)).toBe(status === 'repaying' ? '500.000000' : '0.000000');
    await expectBooksAndAuditIntact(t);
  });

  it('rejects with a reason shown to the applicant, lending nothing', async () => {
    const user = await loanUser(t, '0');
    const applied = await borrow(t, user, 'LOAN-STARTER', '200', 7);
    const rejected = await admin<LoanAdminDetail>(bob, `/loans/${applied.id}/reject`, {
      reason: 'Address could not be confirmed',
    });
    expect(rejected.result.status).toBe('rejected');
    expect(await loan(user, applied.id)).toMatchObject({
      status: 'rejected',
      rejectReason: 'Address could not be confirmed',
    });
    expect(await available(user)).toBe('0.000000');
    // The queue shows the applicant, the KYC record and the agreement side by side.
    const other = await borrow(t, user, 'LOAN-STARTER', '200', 7);
    const queued = await callAdmin<LoanAdminDetail>(t, alice, 'GET', `/loans/${other.id}`);
    expect(queued.result).toMatchObject({
      status: 'pending_review',
      applicant: { firstName: 'Ada', country: 'GB' },
      agreement: { sha256: other.agreementSha256 },
    });
  });
});

describe('interest and repayment', () => {
  it('charges nothing through day 7 and one day’s interest on day 8', async () => {
    const early = await loanUser(t, '0');
    const late = await loanUser(t, '10');
    const a = await disbursed(early, '1000', 30);
    const b = await disbursed(late, '1000', 30);
    await pass(7 * LOAN_DAY_MS - 60_000, early, late);
    expect((await loan(early, a.id)).interestToDate).toBe('0.000000');
    const paid = await repay(early, a.id, '1000');
    expect(paid.result).toMatchObject({ status: 'repaid', interestPaid: '0.000000' });
    // Repaid by its due date: the higher limit of an established borrower.
    expect((await loanProducts(t, early)).standing.level).toBe('established');
    await pass(2 * 60_000, late);
    expect(await loan(late, b.id)).toMatchObject({
      interestToDate: '0.500000',
      outstanding: '1000.500000',
    });
    await expectBooksAndAuditIntact(t);
  });

  it('takes partial repayments interest first and never charges more than the term', async () => {
    const user = await loanUser(t, '50');
    const l = await disbursed(user, '1000', 14);
    await pass(8 * LOAN_DAY_MS - 60_000, user);
    // Day 8: one day's interest, 0.5.
    const first = await repay(user, l.id, '100');
    expect(first.result).toMatchObject({
      status: 'repaying',
      interestPaid: '0.500000',
      principalRepaid: '99.500000',
      outstanding: '900.500000',
    });
    expect(first.result.repayments).toMatchObject([
      { amount: '100.000000', interest: '0.500000', principal: '99.500000', source: 'user' },
    ]);
    // Day 9 on 900.5 outstanding: 0.45025.
    await pass(LOAN_DAY_MS, user);
    expect(await loan(user, l.id)).toMatchObject({
      interestToDate: '0.950250',
      outstanding: '900.950250',
    });
    expect((await repay(user, l.id, '900.950251')).code).toBe(Code.AMOUNT_ABOVE_MAXIMUM);
    // The same repayment retried with its key has one effect.
    const key = { ...REAL, 'idempotency-key': 'loan-repay-once' };
    const [x, y] = [
      await repay(user, l.id, '0.95025', key),
      await repay(user, l.id, '0.95025', key),
    ];
    expect(y.result).toEqual(x.result);
    expect(x.result.repayments).toHaveLength(2);
    expect(x.result.interestPaid).toBe('0.950250');
    const done = await repay(user, l.id, '900');
    expect(done.result).toMatchObject({ status: 'repaid', outstanding: '0.000000' });
    expect(Number(done.result.interestPaid)).toBeLessThanOrEqual(Number(done.result.totalInterest));
    expect((await repay(user, l.id, '1')).code).toBe(Code.LOAN_STATUS_INCORRECT);
    await expectBooksAndAuditIntact(t);
  });

  it('a loan whose collection fails is left for the next run and holds up no other', async () => {
    const broken = await loanUser(t, '10');
    const fine = await loanUser(t, '10');
    const a = await disbursed(broken, '1000', 14);
    const b = await disbursed(fine, '1000', 14);
    await pass(14 * LOAN_DAY_MS + 60_000, broken, fine);
    const { deps } = t.app.loanService as unknown as { deps: LoanDeps };
    const brokenId = Number(broken.user.id);
    const failing = new LoanService({
      ...deps,
      ledger: {
        balances: (userId, tx) =>
          userId === brokenId
            ? Promise.reject(new Error('ledger unavailable'))
            : deps.ledger.balances(userId, tx),
      },
    });
    // The broken loan comes first (due first) and fails; the other is collected all the same.
    await expect(failing.collectDue()).rejects.toThrow(`loan collection failed for loans ${a.id}`);
    expect((await loan(fine, b.id)).status).toBe('repaid');
    expect((await loan(broken, a.id)).status).toBe('repaying');
    // The next run, the fault gone, collects it.
    expect(await t.app.loanService.collectDue()).toBe(1);
    expect((await loan(broken, a.id)).status).toBe('repaid');
    await expectBooksAndAuditIntact(t);
  });

  it('collects at the due date and turns what remains overdue', async () => {
    const covered = await loanUser(t, '10');
    const short = await loanUser(t, '0');
    const a = await disbursed(covered, '1000', 14);
    const b = await disbursed(short, '1000', 14);
    const products = await loanProduct(t, short, 'LOAN-STARTER');
    await pass(14 * LOAN_DAY_MS + 60_000, covered, short);
    expect(await t.app.loanService.collectDue()).toBeGreaterThanOrEqual(2);
    // 1000 + 7 chargeable days × 0.5.
    expect(await loan(covered, a.id)).toMatchObject({ status: 'repaid', interestPaid: '3.500000' });
    expect(await available(covered)).toBe('6.500000');
    const overdue = await loan(short, b.id);
    expect(overdue).toMatchObject({ status: 'expired', outstanding: '3.500000' });
    expect(overdue.repayments).toMatchObject([{ amount: '1000.000000', source: 'automatic' }]);
    expect(await available(short)).toBe('0.000000');
    expect(
      (await quoteLoan(t, short, { productId: products.id, amount: '100', days: 7 })).code,
    ).toBe(Code.LOAN_OVERDUE);
    // No interest after the due date.
    await pass(3 * LOAN_DAY_MS, short);
    expect((await loan(short, b.id)).outstanding).toBe('3.500000');
    await creditReal(t, Number(short.user.id), '5');
    const settled = await repay(short, b.id, '3.5');
    expect(settled.result.status).toBe('repaid');
    // Repaid after its due date: not an established borrower.
    expect((await loanProducts(t, short)).standing.level).toBe('verified');
    await expectBooksAndAuditIntact(t);
  });
});

describe('the pool', () => {
  it('refuses a loan it cannot cover, before the applicant signs; fundings need two staff', async () => {
    const user = await loanUser(t, '0');
    const starter = await loanProduct(t, user, 'LOAN-STARTER');
    const before = await overview();
    const keep = '100';
    const take = `-${sub(before.available, keep)}`;
    const asked = await admin<PoolFunding>(alice, '/loans/fundings', {
      amount: take,
      reason: 'Test: leave the pool nearly empty',
    });
    expect(asked.result.status).toBe('pending');
    expect((await admin(alice, `/loans/fundings/${asked.result.id}/approve`)).code).toBe(
      Code.SECOND_APPROVER_REQUIRED,
    );
    const taken = await admin<PoolFunding>(bob, `/loans/fundings/${asked.result.id}/approve`);
    expect(taken.result.status).toBe('approved');
    expect((await overview()).available).toBe('100.000000');
    const refused = await quoteLoan(t, user, { productId: starter.id, amount: '101', days: 7 });
    expect([refused.code, refused.result]).toEqual([
      Code.LOAN_POOL_SHORT,
      { available: '100.000000' },
    ]);
    expect((await quoteLoan(t, user, { productId: starter.id, amount: '100', days: 7 })).code).toBe(
      200,
    );
    const back = await admin<PoolFunding>(bob, '/loans/fundings', {
      amount: take.slice(1),
      reason: 'Test: refill the pool',
    });
    await admin(alice, `/loans/fundings/${back.result.id}/approve`);
    expect((await overview()).available).toBe(before.available);
    await expectBooksAndAuditIntact(t);
  });
});

async function overview(): Promise<LoanOverview> {
  return (await callAdmin<LoanOverview>(t, alice, 'GET', '/loans/overview')).result;
}

async function pool(): Promise<string> {
  return (await overview()).pool;
}

/** a − b for 6-decimal USDT texts. */
function sub(a: string, b: string): string {
  return fromUnits(unitsOf(a, 6) - unitsOf(b, 6), 6);
}
