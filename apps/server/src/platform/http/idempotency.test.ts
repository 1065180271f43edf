import { API_PREFIX, Code } from '@swx/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { post, registerUser } from '../../test/client.js';
import { sqlRows } from '../../test/harness.js';
import { appForFile } from '../../test/suite.js';
import { multipartBody, pngImage, postForm } from '../../test/multipart.js';

const t = appForFile();

/** Every customer POST that moves money, or files a claim a retry would file twice. */
const MONEY_POSTS = [
  '/order/buyOptions',
  '/order/buySmart',
  '/order/closeContract',
  '/order/exitSmart',
  '/order/modifyContract',
  '/order/openContract',
  '/user/buyNft',
  '/user/identification',
  '/user/loan',
  '/user/recharge',
  '/user/repayLoan',
  '/user/resetDemo',
  '/user/withdrawal',
];

/** Rows of every table a money POST writes. */
async function written(): Promise<string> {
  const [row] = await sqlRows<Record<string, string>>(
    t,
    sql`select (select count(*) from ledger_journals)::text as journals,
               (select count(*) from options_orders)::text as orders,
               (select count(*) from contract_positions)::text as positions,
               (select count(*) from smart_orders)::text as plans,
               (select count(*) from deposits)::text as deposits,
               (select count(*) from withdrawals)::text as withdrawals,
               (select count(*) from kyc_applications)::text as kyc,
               (select count(*) from loans)::text as loans,
               (select count(*) from loan_repayments)::text as repayments,
               (select count(*) from nft_bids)::text as bids,
               (select count(*) from nft_tokens)::text as tokens,
               (select count(*) from idempotency_keys)::text as keys`,
  );
  return JSON.stringify(row);
}

describe('Idempotency-Key on money-moving requests', () => {
  it('is a required header of exactly the money POSTs in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/swx/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { parameters?: Array<{ in: string; name: string; required?: boolean }> }>
      >;
    };
    const requiring = Object.entries(doc.paths)
      .filter(([, methods]) =>
        (methods.post?.parameters ?? []).some(
          (p) => p.in === 'header' && p.name === 'idempotency-key' && p.required,
        ),
      )
      .map(([path]) => path.slice(API_PREFIX.length))
      .sort();
    expect(requiring).toEqual(MONEY_POSTS);
  });

  it('is refused with 10060 when missing, on every money POST, writing nothing', async () => {
    const user = await registerUser(t);
    const demo = { 'x-real-account': 'NO' };
    const real = { 'x-real-account': 'YES' };
    const bodies: Record<string, unknown> = {
      '/order/buyOptions': { code: 'BTCUSDT', direction: 'up', period: 60, amount: '10' },
      '/order/openContract': { code: 'BTCUSDT', side: 'long', lots: '0.1', leverage: 10 },
      '/order/modifyContract': { id: '1', stopLoss: null, takeProfit: null },
      '/order/closeContract': { id: '1' },
      '/order/buySmart': {
        productId: 1,
        days: 7,
        amount: '100',
        dailyRate: '0.001',
        penaltyRate: '0.05',
      },
      '/order/exitSmart': { id: '1', returned: '100', penalty: '5' },
      '/user/repayLoan': { id: '1', amount: '1' },
      '/user/buyNft': { id: '1', amount: '10' },
      '/user/withdrawal': {
        network: 'USDT-TRC20',
        address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        amount: '150',
      },
    };
    const before = await written();
    for (const path of MONEY_POSTS) {
      let answer: { status: number; code: number };
      if (path === '/user/recharge' || path === '/user/identification' || path === '/user/loan') {
        const form = multipartBody(
          { network: 'USDT-TRC20' },
          { proof: { bytes: await pngImage(3) } },
        );
        answer = await postForm(t, path, form, {
          token: user.token,
          headers: real,
          idempotencyKey: false,
        });
      } else {
        answer = await post(t, path, {
          token: user.token,
          headers: path.startsWith('/order/') ? demo : real,
          body: bodies[path],
          idempotencyKey: false,
        });
      }
      expect([path, answer.status, answer.code]).toEqual([
        path,
        400,
        Code.IDEMPOTENCY_KEY_REQUIRED,
      ]);
    }
    expect(await written()).toBe(before);
  });
});
