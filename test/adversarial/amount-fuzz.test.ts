import { randomUUID } from 'node:crypto';
import * as contract from '@swx/contract';
import {
  Code,
  isSuccessCode,
  type BalancesResult,
  type ContractPosition,
  type DepositItem,
  type LoanDetail,
  type LoanProductList,
  type LoanQuote,
  type BuyNftResult,
  type OptionsOrder,
  type SmartExitQuote,
  type SmartOrder,
  type SmartProduct,
  type WithdrawalItem,
  type WithdrawalQuote,
} from '@swx/contract';
import fc from 'fast-check';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { fundUser } from '../../apps/server/src/test/funding.js';
import type { Market } from '../../apps/server/src/test/market.js';
import { borrow, signaturePng } from '../../apps/server/src/test/loans.js';
import { nftCharity, nftItem } from '../../apps/server/src/test/nfts.js';
import { multipartBody, pngImage } from '../../apps/server/src/test/multipart.js';
import { AnswerCheck } from './support/answers.js';
import { canonical, jsonAmount, textAmount, units } from './support/amounts.js';
import {
  customer,
  registerFrom,
  send,
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
  runForFile,
  uniqueTxHash,
} from './support/fixtures.js';
import { add, newCounts, scale, SEED, value } from './support/mode.js';

/**
 * Amount fuzz over every money field of the contract (issue 15, item 9). The fields are found
 * in the contract's request schemas themselves (every string whose pattern is a decimal with a
 * fraction), and each must have a target below: a new money field without one fails the first
 * test. Every field gets hostile amounts (support/amounts.ts) through its real route, one at a
 * time, and each answer proves:
 * - no 5xx, and a refusal is a catalogue code of the right class;
 * - an accepted amount is exactly the amount sent (no rounding, no truncation, no overflow),
 *   and moved exactly that much: the held balance grows by it, a quote's fee and receive add
 *   up to it;
 * - the ledger reconciles after every field.
 */

const SAMPLES = scale(60, 600);
const STAFF = chief('fuzz');
const USDT = contract.ASSET_SCALE.USDT;

const counts = newCounts();
counts['amount mismatches'] = 0;
counts.accepted = 0;
const check = new AnswerCheck(counts);
const mismatches: string[] = [];
let m: Market;
let demoUser: Customer;
let realUser: Customer;
let position: ContractPosition;
const run = runForFile('amount-fuzz', STAFF, counts, { limit: '1000000', reconcileEach: true });
let hashes = 0;

/** The money fields of the contract's request schemas: `schema.field`. */
function moneyFields(): string[] {
  const found: string[] = [];
  for (const [name, value] of Object.entries(contract)) {
    if (!(value instanceof z.ZodType) || !/(Body|Fields|Query)$/.test(name)) continue;
    const json = z.toJSONSchema(value, { io: 'input', unrepresentable: 'any' }) as JsonObject;
    for (const object of [json, ...((json.anyOf as JsonObject[] | undefined) ?? [])]) {
      for (const [field, schema] of Object.entries(
        (object.properties ?? {}) as Record<string, JsonObject>,
      )) {
        const options = [schema, ...((schema.anyOf as JsonObject[] | undefined) ?? [])];
        if (
          options.some((s) => typeof s.pattern === 'string' && s.pattern.includes('(?:\\.\\d{1,'))
        ) {
          found.push(`${name}.${field}`);
        }
      }
    }
  }
  return [...new Set(found)].sort();
}
type JsonObject = Record<string, unknown>;

async function held(user: Customer, book: 'demo' | 'real'): Promise<bigint> {
  const answer = await customer<BalancesResult>(m.t, check, 'GET', '/user/listBalances', {
    token: user.token,
  });
  return units(
    answer.result.balances.find((b) => b.book === book && b.asset === 'USDT')!.held,
    USDT,
  );
}

/** Records an accepted amount that is not the one sent. */
function same(field: string, value: unknown, stored: string | null, extra = true): void {
  add(counts, 'accepted');
  // What went on the wire: JSON has no NaN or Infinity and sends them as null.
  const sent: unknown = value === undefined ? undefined : JSON.parse(JSON.stringify([value]))[0];
  // null removes a stop where the schema allows it.
  const equal =
    sent === null
      ? stored === null
      : typeof sent === 'string' && stored !== null && canonical(stored) === canonical(sent);
  if (equal && extra) return;
  add(counts, 'amount mismatches');
  if (mismatches.length < 20)
    mismatches.push(
      `${field}: sent ${(JSON.stringify(sent) ?? 'undefined').slice(0, 80)}, stored ${stored}`,
    );
}

const money = <T>(user: Customer, path: string, body: unknown, headers?: Record<string, string>) =>
  moneyPost<T>(m.t, check, user, path, body, headers);

/**
 * A money POST that holds what it takes, in the user's book (the demo user's demo book, the real
 * user's real one). Accepted, the answer must show the value exactly as sent and the held
 * balance must have grown by exactly what it moved: `shown` gives the two from the answer.
 */
async function sendHeld<T>(
  field: string,
  value: unknown,
  user: Customer,
  path: string,
  body: unknown,
  shown: (result: T) => [stored: string, moved: string],
) {
  const book = user === demoUser ? 'demo' : 'real';
  const before = await held(user, book);
  const answer = await money<T>(user, path, body, book === 'demo' ? DEMO : REAL);
  if (isSuccessCode(answer.code)) {
    const [stored, moved] = shown(answer.result);
    same(field, value, stored, (await held(user, book)) - before === units(moved, USDT));
  }
  return answer;
}

/**
 * Closes a position a sample opened: open positions would hold the demo book's money (a demo
 * reset leaves held money held) until no sample could open one.
 */
async function closeOpened(answer: { code: number; result: ContractPosition | null }) {
  if (!isSuccessCode(answer.code) || !answer.result) return;
  const closed = await money(demoUser, '/order/closeContract', { id: answer.result.id }, DEMO);
  expect(closed.code).toBe(Code.OK);
}

async function available(user: Customer): Promise<bigint> {
  const answer = await customer<BalancesResult>(m.t, check, 'GET', '/user/listBalances', {
    token: user.token,
  });
  return units(
    answer.result.balances.find((b) => b.book === 'real' && b.asset === 'USDT')!.available,
    USDT,
  );
}

let smartProduct: SmartProduct;
/** The real user's earning plan the exit samples aim at (bought again after an exit). */
let earningPlan: string | null = null;

/**
 * Buys a smart plan with `terms` replacing the product's (real book). Accepted, the plan must
 * hold the principal sent and the user's available balance must have fallen by exactly it.
 */
async function buyPlan(field: string, value: unknown, terms: Record<string, unknown>) {
  const p = smartProduct;
  const before = await available(realUser);
  const answer = await money<SmartOrder>(
    realUser,
    '/order/buySmart',
    {
      productId: p.id,
      days: p.termDays,
      amount: p.minAmount,
      dailyRate: p.dailyRate,
      penaltyRate: p.penaltyRate,
      ...terms,
    },
    REAL,
  );
  if (!isSuccessCode(answer.code)) return;
  const o = answer.result;
  const moved = before - (await available(realUser)) === units(o.principal, USDT);
  const stored =
    field === 'amount' ? o.principal : field === 'dailyRate' ? o.dailyRate : o.penaltyRate;
  same(`buySmart.${field}`, value, stored, moved);
}

/** A plan's rate as sent: the product's own (accepted) or any other (refused). */
const rate = (own: () => string) =>
  fc
    .oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 3, arbitrary: jsonAmount(0, 1) })
    .map((v) => (v === null ? own() : v));

/**
 * An early exit of the earning plan with `field` replaced by the sample (or the quote's own
 * figure, for a sample of null): accepted only at the quote, which the answer must show and the
 * available balance must have grown by.
 */
function exitTarget(field: 'returned' | 'penalty'): Target {
  return {
    values: fc.oneof(
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 3, arbitrary: jsonAmount(0, 200) },
    ),
    async send(sample) {
      if (earningPlan === null) {
        const p = smartProduct;
        const bought = await money<SmartOrder>(
          realUser,
          '/order/buySmart',
          {
            productId: p.id,
            days: p.termDays,
            amount: p.minAmount,
            dailyRate: p.dailyRate,
            penaltyRate: p.penaltyRate,
          },
          REAL,
        );
        expect(bought.code).toBe(Code.PURCHASE_SUCCESSFUL);
        earningPlan = bought.result.id;
      }
      const quote = await customer<SmartExitQuote>(
        m.t,
        check,
        'GET',
        `/order/getSmartExitQuote/${earningPlan}`,
        { token: realUser.token },
      );
      expect(quote.code).toBe(Code.OK);
      const value = sample === null ? quote.result[field] : sample;
      const before = await available(realUser);
      const answer = await money<SmartOrder>(
        realUser,
        '/order/exitSmart',
        {
          id: earningPlan,
          returned: quote.result.returned,
          penalty: quote.result.penalty,
          [field]: value,
        },
        REAL,
      );
      if (!isSuccessCode(answer.code)) return;
      earningPlan = null;
      const o = answer.result;
      const grew = (await available(realUser)) - before === units(o.exitReturned!, USDT);
      same(
        `exitSmart.${field}`,
        value,
        field === 'returned' ? o.exitReturned : o.exitPenalty,
        grew,
      );
    },
  };
}

/** How a money field is sent, and what an accepted answer must show. */
interface Target {
  values: fc.Arbitrary<unknown>;
  send: (value: unknown) => Promise<void>;
}

/**
 * A stop (stop-loss or take-profit) of a new contract (`open`, closed again afterwards), or
 * changed on the open position with the other one removed (`modify`): stored exactly as sent.
 */
function stopTarget(
  route: 'open' | 'modify',
  field: 'stopLoss' | 'takeProfit',
  values: fc.Arbitrary<unknown>,
): Target {
  return {
    values,
    async send(level) {
      const answer =
        route === 'open'
          ? await money<ContractPosition>(
              demoUser,
              '/order/openContract',
              { code: 'BTCUSDT', side: 'long', lots: '0.01', leverage: 50, [field]: level },
              DEMO,
            )
          : await money<ContractPosition>(demoUser, '/order/modifyContract', {
              id: position.id,
              stopLoss: null,
              takeProfit: null,
              [field]: level,
            });
      if (isSuccessCode(answer.code))
        same(`${route}Contract.${field}`, level, answer.result[field]);
      if (route === 'open') await closeOpened(answer);
    },
  };
}

/** Each money field's target. */
const TARGETS: Record<string, Target> = {
  'buyOptionsBody.amount': {
    values: jsonAmount(10, 300),
    async send(amount) {
      await sendHeld<OptionsOrder>(
        'buyOptions.amount',
        amount,
        demoUser,
        '/order/buyOptions',
        { code: 'BTCUSDT', direction: 'up', period: 60, amount },
        (order) => [order.amount, String(amount)],
      );
    },
  },
  'openContractBody.lots': {
    values: jsonAmount(0, 1),
    async send(lots) {
      const answer = await sendHeld<ContractPosition>(
        'openContract.lots',
        lots,
        demoUser,
        '/order/openContract',
        { code: 'BTCUSDT', side: 'long', lots, leverage: 50 },
        (position) => [position.lots, position.margin],
      );
      await closeOpened(answer);
    },
  },
  'openContractBody.stopLoss': stopTarget('open', 'stopLoss', jsonAmount(30_000, 64_999)),
  'openContractBody.takeProfit': stopTarget('open', 'takeProfit', jsonAmount(65_001, 100_000)),
  'modifyContractBody.stopLoss': stopTarget('modify', 'stopLoss', jsonAmount(30_000, 64_999)),
  'modifyContractBody.takeProfit': stopTarget('modify', 'takeProfit', jsonAmount(65_001, 100_000)),
  'withdrawalQuoteQuery.amount': {
    values: textAmount(1, 5_000),
    async send(amount) {
      const answer = await customer<WithdrawalQuote>(
        m.t,
        check,
        'GET',
        '/user/getWithdrawalQuote',
        { token: realUser.token, query: { network: 'USDT-TRC20', amount: String(amount) } },
      );
      if (!isSuccessCode(answer.code)) return;
      const q = answer.result;
      const adds = units(q.fee, USDT) + units(q.receive, USDT) === units(q.amount, USDT);
      same(
        'getWithdrawalQuote.amount',
        amount,
        q.amount,
        adds && !q.fee.startsWith('-') && !q.receive.startsWith('-'),
      );
    },
  },
  'withdrawalBody.amount': {
    values: jsonAmount(2, 300),
    async send(amount) {
      await sendHeld<WithdrawalItem>(
        'withdrawal.amount',
        amount,
        realUser,
        '/user/withdrawal',
        { network: 'USDT-TRC20', address: PAYOUT_TO, amount },
        (withdrawal) => [withdrawal.amount, String(amount)],
      );
    },
  },
  'buySmartBody.amount': {
    values: jsonAmount(100, 2_000),
    send: (amount) => buyPlan('amount', amount, { amount }),
  },
  'buySmartBody.dailyRate': {
    values: rate(() => smartProduct.dailyRate),
    send: (r) => buyPlan('dailyRate', r, { dailyRate: r }),
  },
  'buySmartBody.penaltyRate': {
    values: rate(() => smartProduct.penaltyRate),
    send: (r) => buyPlan('penaltyRate', r, { penaltyRate: r }),
  },
  'buyNftBody.amount': {
    values: jsonAmount(1, 2_000),
    async send(amount) {
      // A fresh auction per sample, open from a millionth: any well-formed bid leads it.
      const id = await nftItem(m.t, await nftCharityId(), {
        mode: 'auction',
        startingPrice: '0.000001',
        minIncrement: '0.000001',
      });
      await sendHeld<BuyNftResult>(
        'buyNft.amount',
        amount,
        realUser,
        '/user/buyNft',
        { id, amount },
        (bid) => [bid.item.currentBid!, String(amount)],
      );
    },
  },
  'exitSmartBody.returned': exitTarget('returned'),
  'exitSmartBody.penalty': exitTarget('penalty'),
  'loanQuoteBody.amount': {
    values: jsonAmount(50, 2_000),
    async send(amount) {
      const answer = await money<LoanQuote>(
        realUser,
        '/user/loanQuote',
        { productId: loanProductId, amount, days: 30 },
        REAL,
      );
      if (isSuccessCode(answer.code)) {
        const q = answer.result;
        const adds =
          units(q.amount, USDT) + units(q.totalInterest, USDT) === units(q.repaymentAmount, USDT);
        same('loanQuote.amount', amount, q.amount, adds);
      }
    },
  },
  'loanApplicationFields.amount': {
    values: textAmount(50, 2_000),
    async send(amount) {
      // The agreement of the amount sent when it can be quoted, else of a valid one.
      const quoted = await money<LoanQuote>(
        realUser,
        '/user/loanQuote',
        { productId: loanProductId, amount: String(amount), days: 30 },
        REAL,
      );
      const agreement = isSuccessCode(quoted.code)
        ? quoted.result.agreement
        : { version: 1, sha256: '0'.repeat(64) };
      const form = multipartBody(
        {
          productId: String(loanProductId),
          amount: String(amount),
          days: '30',
          agreementVersion: String(agreement.version),
          agreementSha256: agreement.sha256,
          detailsConfirmed: 'true',
        },
        { signature: { bytes: await signaturePng() } },
      );
      const answer: Injected<LoanDetail> = await send(m.t, check, {
        method: 'POST',
        url: '/swx/customer/user/loan',
        headers: {
          authorization: `Bearer ${realUser.token}`,
          'content-type': form.contentType,
          'idempotency-key': randomUUID(),
          ...REAL,
        },
        payload: form.payload,
      });
      if (!isSuccessCode(answer.code)) return;
      same('loan.amount', amount, answer.result.amount);
      // Refused again at once, so that the next amount may apply (one loan open at a time).
      const rejected = await staffCall(
        m.t,
        check,
        run.staffTokens[0],
        'POST',
        `/loans/${answer.result.id}/reject`,
        {
          reason: 'Amount fuzz',
        },
      );
      expect(rejected.code).toBe(Code.OK);
    },
  },
  'repayLoanBody.amount': {
    values: jsonAmount(0, 5),
    async send(amount) {
      const id = await repayableLoan();
      const answer = await money<LoanDetail>(realUser, '/user/repayLoan', { id, amount }, REAL);
      if (isSuccessCode(answer.code)) {
        same('repayLoan.amount', amount, answer.result.repayments.at(-1)?.amount ?? null);
      }
    },
  },
  'rechargeFields.amount': {
    values: textAmount(100, 5_000),
    async send(amount) {
      hashes += 1;
      const form = multipartBody(
        {
          network: 'USDT-TRC20',
          amount: String(amount),
          txHash: uniqueTxHash(),
          last6: 'abc123',
        },
        { proof: { bytes: await pngImage(hashes, 4) } },
      );
      const answer: Injected<DepositItem> = await send(m.t, check, {
        method: 'POST',
        url: '/swx/customer/user/recharge',
        headers: {
          authorization: `Bearer ${realUser.token}`,
          'content-type': form.contentType,
          'idempotency-key': randomUUID(),
          ...REAL,
        },
        payload: form.payload,
      });
      if (isSuccessCode(answer.code)) same('recharge.amount', amount, answer.result.amount);
    },
  },
};

beforeAll(async () => {
  m = run.m;
  const { staffTokens } = run;
  demoUser = await registerFrom(m.t, 'fuzzdemo');
  realUser = {
    ...(await fundUser(m.t, staffTokens, '900000', { hash: 'e'.repeat(64) })),
    ip: '127.0.0.1',
  };
  const opened = await money<ContractPosition>(
    demoUser,
    '/order/openContract',
    { code: 'BTCUSDT', side: 'long', lots: '0.01', leverage: 10 },
    DEMO,
  );
  expect(opened.code).toBe(Code.PURCHASE_SUCCESSFUL);
  position = opened.result;
  const products = await customer<{ items: SmartProduct[] }>(
    m.t,
    check,
    'GET',
    '/order/listSmartProduct',
    {},
  );
  smartProduct = products.result.items[0]!;
  const loans = await customer<LoanProductList>(m.t, check, 'GET', '/user/listLoanProduct', {
    token: realUser.token,
  });
  loanProductId = loans.result.items.find((p) => p.code === 'LOAN-STARTER')!.id;
});

let loanProductId = 0;
let charityId: number | undefined;
const nftCharityId = async () => (charityId ??= await nftCharity(m.t));
let repayable: string | undefined;
/** A loan of the real user's, disbursed (two staff: above the four-eyes threshold), to repay. */
async function repayableLoan(): Promise<string> {
  if (repayable) return repayable;
  const loan = await borrow(m.t, realUser, 'LOAN-STARTER', '2000', 30);
  for (const token of run.staffTokens) {
    const approved = await staffCall(m.t, check, token, 'POST', `/loans/${loan.id}/approve`);
    expect(approved.code).toBe(Code.OK);
  }
  repayable = loan.id;
  return loan.id;
}

describe('hostile amounts in every money field of the contract', () => {
  it('knows every money field of the contract’s request schemas', () => {
    expect(moneyFields()).toEqual(Object.keys(TARGETS).sort());
  });

  for (const [field, target] of Object.entries(TARGETS)) {
    it(`${field}: no 5xx, and an accepted amount is exactly the one sent`, async () => {
      const before = value(counts, 'accepted');
      const known = mismatches.length;
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(target.values, async (sample) => {
          // Demo money runs out under the plausible amounts (stakes stay held: nothing settles
          // here): restore it every 20 samples, whether or not the last ones got through.
          if (sent % 20 === 0) {
            const reset = await money(demoUser, '/user/resetDemo', undefined, DEMO);
            expect(isSuccessCode(reset.code), `resetDemo answered ${reset.code}`).toBe(true);
          }
          sent += 1;
          // The same price again, so that it never goes stale however long the run.
          await freshPrice(m, 'BTCUSDT', '65000.00');
          await target.send(sample);
        }),
        { numRuns: SAMPLES, seed: SEED },
      );
      expect(mismatches.slice(known)).toEqual([]);
      // Some amounts got through: the property was checked on accepted requests too.
      expect(value(counts, 'accepted')).toBeGreaterThan(before);
    });
  }

  it('answered no request with a 5xx', () => {
    expect(check.problems).toEqual([]);
    expect(counts['5xx']).toBe(0);
  });
});
