import { randomUUID } from 'node:crypto';
import {
  Code,
  isSuccessCode,
  type BalancesResult,
  type ContractPosition,
  type DepositItem,
  type OptionsOrder,
  type WithdrawalItem,
} from '@swx/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fundUser } from '../../apps/server/src/test/funding.js';
import { sqlRows } from '../../apps/server/src/test/harness.js';
import type { Market } from '../../apps/server/src/test/market.js';
import { multipartBody, pngImage } from '../../apps/server/src/test/multipart.js';
import { AnswerCheck } from './support/answers.js';
import {
  customer,
  registerFrom,
  type Customer,
  type Injected,
  moneyPost,
  staffCall,
} from './support/inject.js';
import {
  chief,
  DEMO,
  freshPrice,
  PAYOUT_TO,
  REAL,
  sendForm,
  runForFile,
  uniqueTxHash,
} from './support/fixtures.js';
import { add, newCounts, scale, SEED } from './support/mode.js';

/**
 * Double-spend races (issue 15, item 9): the same money asked for many times at once, through
 * the API, in-process on the embedded database. Each case fires RACERS requests together and
 * proves that the money moved at most once: never more spent than the balance, one order per
 * Idempotency-Key, one close per position, one credit per deposit, one payout or release per
 * withdrawal, one claim per transaction hash. After each case the ledger reconciles.
 */

const RACERS = scale(12, 48);
const ROUNDS = scale(2, 12);
const STAFF = chief('racer');
const INITIAL_DEMO = 100_000;
const RECHARGE = '/swx/customer/user/recharge';

const counts = newCounts();
const check = new AnswerCheck(counts);
counts['double spends'] = 0;
let m: Market;
let staffTokens: [string, string];
const run = runForFile('double-spend', STAFF, counts, { limit: '1000', reconcileEach: true });
const newHash = uniqueTxHash;
/** The one price of the run, published again before each trade so that it never goes stale. */
const fresh = () => freshPrice(m, 'BTCUSDT', '65000.00');

/** Money POSTs with a fresh Idempotency-Key unless one is given. */
const money = <T>(
  user: Customer,
  path: string,
  body: unknown,
  headers: Record<string, string>,
  key?: string,
) => moneyPost<T>(m.t, check, user, path, body, headers, key);

const admin = <T>(token: string, path: string, body?: unknown) =>
  staffCall<T>(m.t, check, token, 'POST', path, body);

async function balance(user: Customer, book: 'demo' | 'real') {
  const answer = await customer<BalancesResult>(m.t, check, 'GET', '/user/listBalances', {
    token: user.token,
  });
  const found = answer.result.balances.find((b) => b.book === book && b.asset === 'USDT')!;
  return { available: Number(found.available), held: Number(found.held) };
}

/** Counts a broken invariant, then lets `expect` say which. */
function invariant(holds: boolean): boolean {
  if (!holds) add(counts, 'double spends');
  return holds;
}

const journals = async (reason: string, refId: string) =>
  Number(
    (
      await sqlRows<{ n: string }>(
        m.t,
        sql`select count(*)::text as n from ledger_journals where reason = ${reason} and ref_id = ${refId}`,
      )
    )[0]!.n,
  );

const succeeded = <T>(answers: Injected<T>[]) => answers.filter((a) => isSuccessCode(a.code));

beforeAll(() => {
  ({ m, staffTokens } = run);
});

describe('the same money asked for many times at once', () => {
  it('stakes beyond the balance: never more held than the demo book had', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 5_000, max: 60_000 }), { minLength: RACERS, maxLength: RACERS }),
        async (stakes) => {
          const user = await registerFrom(m.t, 'stake');
          await fresh();
          const answers = await Promise.all(
            stakes.map((amount) =>
              money<OptionsOrder>(
                user,
                '/order/buyOptions',
                { code: 'BTCUSDT', direction: 'up', period: 60, amount: String(amount) },
                DEMO,
              ),
            ),
          );
          const accepted = succeeded(answers).reduce((sum, a) => sum + Number(a.result.amount), 0);
          for (const a of answers)
            if (!isSuccessCode(a.code)) expect(a.code).toBe(Code.INSUFFICIENT_BALANCE);
          const after = await balance(user, 'demo');
          expect(invariant(accepted <= INITIAL_DEMO)).toBe(true);
          expect(
            invariant(after.held === accepted && after.available + after.held === INITIAL_DEMO),
            JSON.stringify({ after, accepted }),
          ).toBe(true);
        },
      ),
      { numRuns: ROUNDS, seed: SEED },
    );
  });

  it('one Idempotency-Key sent many times at once: one order, the same answer on every retry', async () => {
    const user = await registerFrom(m.t, 'samekey');
    await fresh();
    const key = randomUUID();
    const body = { code: 'BTCUSDT', direction: 'down', period: 60, amount: '250' };
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        money<OptionsOrder>(user, '/order/buyOptions', body, DEMO, key),
      ),
    );
    const ids = new Set(succeeded(answers).map((a) => a.result.id));
    for (const a of answers)
      if (!isSuccessCode(a.code)) expect(a.code).toBe(Code.REQUEST_IN_PROGRESS);
    expect(invariant(ids.size === 1)).toBe(true);
    const orders = await sqlRows<{ id: string }>(
      m.t,
      sql`select id::text from options_orders where user_id = ${user.user.id}`,
    );
    expect(invariant(orders.length === 1)).toBe(true);
    // Later retries get the stored answer; the key with another body is refused.
    const retry = await money<OptionsOrder>(user, '/order/buyOptions', body, DEMO, key);
    expect([retry.code, retry.result.id]).toEqual([Code.PURCHASE_SUCCESSFUL, [...ids][0]]);
    const reused = await money(user, '/order/buyOptions', { ...body, amount: '251' }, DEMO, key);
    expect(reused.code).toBe(Code.IDEMPOTENCY_KEY_REUSED);
    expect((await balance(user, 'demo')).held).toBe(250);
  });

  it('one position closed many times at once (and modified meanwhile): paid back once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const user = await registerFrom(m.t, 'close');
      await fresh();
      const opened = await money<ContractPosition>(
        user,
        '/order/openContract',
        { code: 'BTCUSDT', side: round % 2 ? 'short' : 'long', lots: '0.1', leverage: 10 },
        DEMO,
      );
      expect(opened.code).toBe(Code.PURCHASE_SUCCESSFUL);
      await m.t.app.contracts.idle();
      const id = opened.result.id;
      const racers = Array.from({ length: RACERS }, (_, i) =>
        i % 3 === 2
          ? money<ContractPosition>(
              user,
              '/order/modifyContract',
              { id, stopLoss: null, takeProfit: null },
              {},
            )
          : money<ContractPosition>(user, '/order/closeContract', { id }, {}),
      );
      const answers = await Promise.all(racers);
      const closes = answers.filter((a, i) => i % 3 !== 2 && a.code === Code.OK);
      for (const a of answers)
        expect([Code.OK, Code.MODIFIED, Code.POSITION_CLOSED]).toContain(a.code);
      expect(invariant(closes.length === 1)).toBe(true);
      expect(invariant((await journals('contract.close', id)) === 1)).toBe(true);
      const after = await balance(user, 'demo');
      // At the same price, the user lost only the opening fee.
      expect(
        invariant(after.held === 0 && after.available === INITIAL_DEMO - Number(opened.result.fee)),
      ).toBe(true);
    }
  });

  it('withdrawals beyond the real balance: never more held than was deposited', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 200, max: 1_500 }), { minLength: RACERS, maxLength: RACERS }),
        async (amounts) => {
          const user = {
            ...(await fundUser(m.t, staffTokens, '3000', { hash: newHash() })),
            ip: '127.0.0.1',
          };
          const answers = await Promise.all(
            amounts.map((amount) =>
              money<WithdrawalItem>(
                user,
                '/user/withdrawal',
                { network: 'USDT-TRC20', address: PAYOUT_TO, amount: String(amount) },
                REAL,
              ),
            ),
          );
          const held = succeeded(answers).reduce((sum, a) => sum + Number(a.result.amount), 0);
          for (const a of answers)
            if (!isSuccessCode(a.code)) expect(a.code).toBe(Code.INSUFFICIENT_BALANCE);
          const after = await balance(user, 'real');
          expect(
            invariant(held <= 3000 && after.held === held && after.available + after.held === 3000),
            JSON.stringify({ after, held }),
          ).toBe(true);
        },
      ),
      { numRuns: ROUNDS, seed: SEED },
    );
  });

  it('one deposit approved and rejected many times at once: credited at most once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const user = await registerFrom(m.t, 'deposit');
      const form = multipartBody(
        { network: 'USDT-TRC20', amount: '500', txHash: newHash(), last6: 'abc123' },
        { proof: { bytes: await pngImage(round) } },
      );
      const claim = await sendForm<DepositItem>(m.t, check, user, RECHARGE, form);
      expect(claim.code).toBe(Code.RECHARGE_SUBMITTED);
      const id = claim.result.id;
      // Approvals from both staff members and rejections, all at once.
      const answers = await Promise.all(
        Array.from({ length: RACERS }, (_, i) =>
          round % 2 === 0 || i % 2 === 0
            ? admin<DepositItem>(staffTokens[i % 2]!, `/deposits/${id}/approve`)
            : admin<DepositItem>(staffTokens[i % 2]!, `/deposits/${id}/reject`, {
                reason: 'not received',
              }),
        ),
      );
      for (const a of answers)
        expect([Code.OK, Code.ALREADY_DECIDED, Code.REQUEST_IN_PROGRESS]).toContain(a.code);
      const [row] = await sqlRows<{ status: string }>(
        m.t,
        sql`select status from deposits where id = ${id}`,
      );
      const credits = await journals('deposit.credit', id);
      const after = await balance(user, 'real');
      expect(invariant(credits === (row!.status === 'approved' ? 1 : 0))).toBe(true);
      expect(invariant(after.available === (row!.status === 'approved' ? 500 : 0))).toBe(true);
    }
  });

  it('one withdrawal decided, paid and failed many times at once: paid out or released once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const user = {
        ...(await fundUser(m.t, staffTokens, '2000', { hash: newHash() })),
        ip: '127.0.0.1',
      };
      const asked = await money<WithdrawalItem>(
        user,
        '/user/withdrawal',
        { network: 'USDT-TRC20', address: PAYOUT_TO, amount: '1000' },
        REAL,
      );
      expect(asked.code).toBe(Code.WITHDRAWAL_SUBMITTED);
      const id = asked.result.id;
      const decisions = await Promise.all(
        Array.from({ length: RACERS }, (_, i) =>
          i % 3 === 0 && round % 2 === 1
            ? admin(staffTokens[0], `/withdrawals/${id}/reject`, { reason: 'address check' })
            : admin(staffTokens[i % 2]!, `/withdrawals/${id}/approve`),
        ),
      );
      for (const a of decisions) expect(a.status).toBeLessThan(500);
      const outcomes = await Promise.all(
        Array.from({ length: RACERS }, (_, i) =>
          i % 2 === 0
            ? admin(staffTokens[0], `/withdrawals/${id}/complete`, { payoutHash: newHash() })
            : admin(staffTokens[1], `/withdrawals/${id}/fail`, { reason: 'node down' }),
        ),
      );
      for (const a of outcomes) expect(a.status).toBeLessThan(500);
      const [row] = await sqlRows<{ status: string }>(
        m.t,
        sql`select status from withdrawals where id = ${id}`,
      );
      const payouts = await journals('withdrawal.payout', id);
      const releases = await journals('withdrawal.release', id);
      const after = await balance(user, 'real');
      const paid = row!.status === 'completed';
      expect(
        invariant(
          payouts === (paid ? 1 : 0) &&
            releases === (['rejected', 'failed'].includes(row!.status) ? 1 : 0),
        ),
        JSON.stringify({ row, payouts, releases }),
      ).toBe(true);
      expect(invariant(after.available + after.held === (paid ? 1000 : 2000))).toBe(true);
    }
  });

  it('one transaction hash claimed by many users at once: one claim', async () => {
    const users = await Promise.all(
      Array.from({ length: Math.min(RACERS, 16) }, () => registerFrom(m.t, 'hash')),
    );
    const hash = newHash();
    const proof = await pngImage(7);
    const answers = await Promise.all(
      users.map((user) => {
        const form = multipartBody(
          { network: 'USDT-TRC20', amount: '500', txHash: hash, last6: 'abc123' },
          { proof: { bytes: proof } },
        );
        return sendForm(m.t, check, user, RECHARGE, form);
      }),
    );
    for (const a of answers)
      expect([Code.RECHARGE_SUBMITTED, Code.TX_HASH_CLAIMED]).toContain(a.code);
    expect(invariant(succeeded(answers).length === 1)).toBe(true);
  });

  it('demo resets racing stakes: held money stays held, the book never goes above its amount', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const user = await registerFrom(m.t, 'reset');
      const answers = await Promise.all(
        Array.from({ length: RACERS }, (_, i) =>
          i % 2 === 0
            ? money(user, '/user/resetDemo', undefined, DEMO)
            : money<OptionsOrder>(
                user,
                '/order/buyOptions',
                { code: 'BTCUSDT', direction: 'up', period: 60, amount: '30000' },
                DEMO,
              ),
        ),
      );
      const stakes =
        answers.filter((a, i) => i % 2 === 1 && a.code === Code.PURCHASE_SUCCESSFUL).length *
        30_000;
      const after = await balance(user, 'demo');
      expect(
        invariant(after.held === stakes && after.available <= INITIAL_DEMO),
        JSON.stringify({ after, stakes }),
      ).toBe(true);
    }
  });

  it('answered no request with a 5xx', () => {
    expect(check.problems).toEqual([]);
    expect(counts['5xx']).toBe(0);
    expect(counts['double spends']).toBe(0);
  });
});
