import {
  Code,
  type ContractProduct,
  type MarketInfo,
  type MarketItem,
  type OptionsProduct,
} from '@swx/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerUser } from '../../test/client.js';
import { rowCount, sqlRows } from '../../test/harness.js';
import { publish, startMarket, stateOf, type Market } from '../../test/market.js';
import { addStaff, rootStaff, callAdmin, staffEnv, staffLogin } from '../../test/staff.js';

/** The back office's configuration (issue 7): what staff change is what customers get. */

const ROOT = rootStaff('config');

let m: Market;
let root = '';
let rootId = '';
let finance = '';

beforeAll(async () => {
  m = await startMarket(staffEnv(ROOT));
  root = await staffLogin(m.t, ROOT);
  const [me] = await sqlRows<{ id: string }>(
    m.t,
    sql`select id::text from staff_users where username = ${ROOT.username}`,
  );
  rootId = me!.id;
  finance = await staffLogin(m.t, await addStaff(m.t, 'finance'));
}, 60_000);
afterAll(async () => {
  await m?.t.close();
});

interface AuditRow {
  action: string;
  target_type: string;
  target_id: string;
  staff_id: string;
  before: unknown;
  after: unknown;
}

async function lastAudit(): Promise<AuditRow | undefined> {
  const [row] = await sqlRows<AuditRow>(
    m.t,
    sql`select action, target_type, target_id, staff_id::text, before, after from audit_log
        order by id desc limit 1`,
  );
  return row;
}

const auditCount = () => rowCount(m.t, 'audit_log');

async function parameterValue(key: string): Promise<string | undefined> {
  const [row] = await sqlRows<{ value: string }>(
    m.t,
    sql`select value from parameters where key = ${key}`,
  );
  return row?.value;
}

const admin = <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown) =>
  callAdmin<T>(m.t, root, method, path, body);

/** Calls that must each answer 10026 and change nothing (no row, no audit entry). */
async function expectRefused(
  calls: Array<[string, unknown]>,
  snapshot: () => Promise<unknown>,
): Promise<void> {
  const before = await snapshot();
  const audited = await auditCount();
  for (const [path, body] of calls) {
    const answer = await admin('POST', path, body);
    expect(answer.code, `${path} ${JSON.stringify(body)}`).toBe(Code.INVALID_PARAMS);
    expect(answer.status).toBe(400);
  }
  expect(await snapshot()).toEqual(before);
  expect(await auditCount()).toBe(audited);
}

describe('parameters', () => {
  it('lists public and internal parameters with their descriptions', async () => {
    const answer = await admin<
      Array<{ key: string; value: string; description: string; isPublic: boolean }>
    >('GET', '/config/parameters');
    expect(answer.code).toBe(Code.OK);
    const byKey = new Map(answer.result.map((p) => [p.key, p]));
    expect(byKey.get('withdrawal.feeRate')).toMatchObject({ value: '0.01', isPublic: true });
    expect(byKey.get('deposit.address.BTC')).toMatchObject({ value: '', isPublic: false });
    expect(byKey.get('market.tickRetentionHours')?.description).toMatch(/ticks/);
  });

  it('changes a public parameter: served at once, audited with before and after', async () => {
    const answer = await admin('POST', '/config/parameters/withdrawal.feeRate', {
      value: '0.02',
    });
    expect(answer.code).toBe(Code.OK);
    const served = await get<{ key: string; value: string }>(
      m.t,
      '/index/getParamByKey/withdrawal.feeRate',
    );
    expect(served.result).toEqual({ key: 'withdrawal.feeRate', value: '0.02' });
    expect(await lastAudit()).toEqual({
      action: 'config.parameter',
      target_type: 'parameter',
      target_id: 'withdrawal.feeRate',
      staff_id: rootId,
      before: { value: '0.01' },
      after: { value: '0.02' },
    });
  });

  it('checks deposit addresses as the start does and keeps internal ones unserved', async () => {
    const address = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    const answer = await admin('POST', '/config/parameters/deposit.address.USDT-TRC20', {
      value: address,
    });
    expect(answer.code).toBe(Code.OK);
    expect(await parameterValue('deposit.address.USDT-TRC20')).toBe(address);
    const served = await get(m.t, '/index/getParamByKey/deposit.address.USDT-TRC20');
    expect(served.code).toBe(Code.PARAMETER_UNAVAILABLE);
    await expectRefused(
      [
        // A bad checksum, an Ethereum address on TRON, junk.
        [
          '/config/parameters/deposit.address.USDT-TRC20',
          { value: 'T1mmJjSMcEVPdma3oiEDah4MBPC3yQsKfi' },
        ],
        [
          '/config/parameters/deposit.address.USDT-TRC20',
          { value: '0xdAC17F958D2ee523a2206206994597C13D831ec7' },
        ],
        ['/config/parameters/deposit.address.ETH', { value: 'not an address' }],
      ],
      () => parameterValue('deposit.address.USDT-TRC20'),
    );
  });

  it('applies the market parameters on this instance at once', async () => {
    const answer = await admin('POST', '/config/parameters/market.staleAfterSeconds', {
      value: '30',
    });
    expect(answer.code).toBe(Code.OK);
    expect(m.t.app.market.engine.staleMs).toBe(30_000);
    await admin('POST', '/config/parameters/market.staleAfterSeconds', { value: '10' });
    expect(m.t.app.market.engine.staleMs).toBe(10_000);
  });

  it('refuses bad values by key and writes nothing', async () => {
    const all = async () =>
      sqlRows(m.t, sql`select key, value, updated_at from parameters order by key`);
    await expectRefused(
      [
        ['/config/parameters/withdrawal.feeRate', { value: '-0.01' }],
        ['/config/parameters/withdrawal.feeRate', { value: '1e-3' }],
        ['/config/parameters/withdrawal.feeRate', { value: '0.6' }],
        ['/config/parameters/withdrawal.feeRate', { value: 'abc' }],
        ['/config/parameters/withdrawal.feeRate', { value: '' }],
        ['/config/parameters/withdrawal.feeRate', { value: 0.02 }],
        ['/config/parameters/withdrawal.feeRate', { value: '0.02', extra: 1 }],
        ['/config/parameters/withdrawal.feeRate', {}],
        ['/config/parameters/withdrawal.feeMinUsdt', { value: '1.0000001' }],
        ['/config/parameters/withdrawal.fourEyesUsdt', { value: '-1' }],
        ['/config/parameters/demo.initialBalanceUsdt', { value: '99999999999' }],
        ['/config/parameters/market.staleAfterSeconds', { value: '0' }],
        ['/config/parameters/market.staleAfterSeconds', { value: '1.5' }],
        ['/config/parameters/loan.interestFreeDays', { value: '366' }],
        ['/config/parameters/site.supportEmail', { value: 'not-an-email' }],
        [
          '/config/parameters/site.socialLinks',
          { value: '[{"network":"x","url":"http://x.com"}]' },
        ],
        ['/config/parameters/site.socialLinks', { value: '{not json' }],
        ['/config/parameters/site.operatorName', { value: 'x'.repeat(1001) }],
        ['/config/parameters/site.operatorName', { value: 'Acme\u0000Ltd' }],
        // A lone surrogate (JSON's "\ud800") is no character: PostgreSQL cannot store it.
        ['/config/parameters/site.operatorName', { value: 'Acme\ud800Ltd' }],
      ],
      all,
    );
    const unknown = await admin('POST', '/config/parameters/no.such.key', { value: '1' });
    expect(unknown.code).toBe(Code.NOT_FOUND);
  });

  it('accepts the current value of every seeded parameter (each has a rule)', async () => {
    const list = await admin<Array<{ key: string; value: string }>>('GET', '/config/parameters');
    for (const p of list.result) {
      const answer = await admin('POST', `/config/parameters/${p.key}`, { value: p.value });
      expect(answer.code, p.key).toBe(Code.OK);
    }
    const texts = await admin('POST', '/config/parameters/site.operatorName', {
      value: '  Example Markets Ltd  ',
    });
    expect(texts.code).toBe(Code.OK);
    expect(await parameterValue('site.operatorName')).toBe('Example Markets Ltd');
  });
});

describe('instruments', () => {
  const list = async (type: number) =>
    (await get<MarketItem[]>(m.t, '/index/listMarketByType', { query: { type: String(type) } }))
      .result;

  it('unlists an instrument: off the lists, trading refused, back when listed again', async () => {
    const btc = stateOf(m, 'BTCUSDT');
    const id = btc.id;
    await publish(m, [
      { code: 'BTCUSDT', price: 6_500_000n, volume: 1n, time: m.stamp() },
      { code: 'ETHUSDT', price: 350_000n, volume: 1n, time: m.stamp() },
    ]);
    await m.t.app.market.flush();
    expect((await list(2)).map((i) => i.code)).toContain('BTCUSDT');

    const answer = await admin<{ enabled: boolean }>('POST', `/config/instruments/${id}`, {
      enabled: false,
    });
    expect(answer.code).toBe(Code.OK);
    expect(answer.result.enabled).toBe(false);
    const codes = (await list(2)).map((i) => i.code);
    expect(codes).not.toContain('BTCUSDT');
    expect(codes).toContain('ETHUSDT');
    expect((await get(m.t, `/index/getMarketInfo/${id}`)).code).toBe(Code.NOT_FOUND);
    const product = await get(m.t, '/order/getOptionsProduct', { query: { code: 'BTCUSDT' } });
    expect(product.code).toBe(Code.OPTIONS_PRODUCT_INCORRECT);
    expect(() => m.t.app.market.tradableQuote(id)).toThrow();
    expect(await lastAudit()).toEqual({
      action: 'config.instrument',
      target_type: 'instrument',
      target_id: String(id),
      staff_id: rootId,
      before: { enabled: true, schedule: 'always' },
      after: { enabled: false, schedule: 'always' },
    });
    const stored = await admin<{ instruments: Array<{ id: number; enabled: boolean }> }>(
      'GET',
      '/config/instruments',
    );
    expect(stored.result.instruments.find((i) => i.id === id)?.enabled).toBe(false);

    await admin('POST', `/config/instruments/${id}`, { enabled: true });
    const back = (await list(2)).find((i) => i.code === 'BTCUSDT');
    expect(back?.price).toBe('65000.00');
    expect(stateOf(m, 'BTCUSDT').last?.price).toBe(6_500_000n);
  });

  it('keeps an instrument listed while orders on it are open', async () => {
    const sol = stateOf(m, 'SOLUSDT');
    await publish(m, [{ code: 'SOLUSDT', price: 150_000n, volume: 1n, time: m.stamp() }]);
    const user = await registerUser(m.t);
    const bought = await post<{ id: string }>(m.t, '/order/buyOptions', {
      token: user.token,
      body: { code: 'SOLUSDT', direction: 'up', period: 60, amount: '10' },
      headers: { 'x-real-account': 'NO' },
    });
    expect(bought.code).toBe(Code.PURCHASE_SUCCESSFUL);
    const before = await auditCount();
    const refused = await admin('POST', `/config/instruments/${sol.id}`, { enabled: false });
    expect(refused.code).toBe(Code.INSTRUMENT_IN_USE);
    expect(await auditCount()).toBe(before);
    expect((await list(2)).map((i) => i.code)).toContain('SOLUSDT');
    // A schedule change is still allowed.
    const schedule = await admin('POST', `/config/instruments/${sol.id}`, { schedule: 'always' });
    expect(schedule.code).toBe(Code.OK);
  });

  it('changes an instrument’s schedule', async () => {
    const id = stateOf(m, 'ETHUSDT').id;
    const answer = await admin('POST', `/config/instruments/${id}`, { schedule: 'us-equity' });
    expect(answer.code).toBe(Code.OK);
    const info = await get<MarketInfo>(m.t, `/index/getMarketInfo/${id}`);
    expect(info.result.tradingHours.alwaysOpen).toBe(false);
    expect(info.result.tradingHours.timeZone).toBe('America/New_York');
    await admin('POST', `/config/instruments/${id}`, { schedule: 'always' });
    expect(
      (await get<MarketInfo>(m.t, `/index/getMarketInfo/${id}`)).result.tradingHours.alwaysOpen,
    ).toBe(true);
  });

  it('picks up a change another instance made on its catalogue refresh', async () => {
    const id = stateOf(m, 'ETHUSDT').id;
    // As another instance's change: stored, not applied here yet.
    await m.t.database.db.execute(sql`update instruments set enabled = false where id = ${id}`);
    expect((await list(2)).map((i) => i.code)).toContain('ETHUSDT');
    // What the timer (every 10 seconds) runs.
    await m.t.app.market.reloadInstruments();
    expect((await list(2)).map((i) => i.code)).not.toContain('ETHUSDT');
    await m.t.database.db.execute(sql`update instruments set enabled = true where id = ${id}`);
    await m.t.app.market.reloadInstruments();
    expect((await list(2)).map((i) => i.code)).toContain('ETHUSDT');
  });

  it('refuses bad input and writes nothing', async () => {
    const id = stateOf(m, 'ETHUSDT').id;
    const snapshot = () =>
      sqlRows(m.t, sql`select id, enabled, schedule from instruments order by id`);
    await expectRefused(
      [
        [`/config/instruments/${id}`, { schedule: 'mars' }],
        [`/config/instruments/${id}`, { enabled: 'no' }],
        [`/config/instruments/${id}`, {}],
        [`/config/instruments/${id}`, { enabled: false, sort: 1 }],
        ['/config/instruments/abc', { enabled: false }],
      ],
      snapshot,
    );
    const unknown = await admin('POST', '/config/instruments/987654', { enabled: false });
    expect(unknown.code).toBe(Code.NOT_FOUND);
  });
});

describe('options products', () => {
  it('replaces the periods: customers get the new terms, audited', async () => {
    const id = stateOf(m, 'ETHUSDT').id;
    const answer = await admin('POST', `/config/options-products/${id}`, {
      periods: [
        { seconds: 90, payoutRate: '0.8', minAmount: '1' },
        { seconds: 30, payoutRate: '0.5', minAmount: '5', maxAmount: '500' },
      ],
    });
    expect(answer.code).toBe(Code.OK);
    const product = await get<OptionsProduct>(m.t, '/order/getOptionsProduct', {
      query: { code: 'ETHUSDT' },
    });
    expect(product.result.periods).toEqual([
      { seconds: 30, payoutRate: '0.5', minAmount: '5.000000', maxAmount: '500.000000' },
      { seconds: 90, payoutRate: '0.8', minAmount: '1.000000', maxAmount: '100000.000000' },
    ]);
    const row = await lastAudit();
    expect(row).toMatchObject({ action: 'config.options_product', staff_id: rootId });
    expect((row!.before as { periods: unknown[] }).periods).toHaveLength(4);
    expect((row!.before as { periods: unknown[] }).periods[0]).toEqual({
      seconds: 60,
      payoutRate: '0.8',
      minAmount: '10',
      maxAmount: '100000',
    });
    expect((row!.after as { periods: unknown[] }).periods).toEqual([
      { seconds: 30, payoutRate: '0.5', minAmount: '5', maxAmount: '500' },
      { seconds: 90, payoutRate: '0.8', minAmount: '1', maxAmount: '100000' },
    ]);
    const listed = await admin<Array<{ code: string; periods: unknown[] }>>(
      'GET',
      '/config/options-products?code=ETHUSDT',
    );
    expect(listed.result).toHaveLength(1);
    expect(listed.result[0]!.periods).toHaveLength(2);
  });

  it('changes the quote parameters customers’ orders are held to (issue 17), audited', async () => {
    const id = stateOf(m, 'ETHUSDT').id;
    const before = await get<OptionsProduct>(m.t, '/order/getOptionsProduct', {
      query: { code: 'ETHUSDT' },
    });
    expect(before.result).toMatchObject({ quoteMaxAgeMs: 5000, priceTolerance: '0.002' });
    const answer = await admin('POST', `/config/options-products/${id}`, {
      periods: [{ seconds: 60, payoutRate: '0.8', minAmount: '10' }],
      quoteMaxAgeMs: 8000,
      priceTolerance: '0.01',
    });
    expect(answer.code).toBe(Code.OK);
    const after = await get<OptionsProduct>(m.t, '/order/getOptionsProduct', {
      query: { code: 'ETHUSDT' },
    });
    expect(after.result).toMatchObject({ quoteMaxAgeMs: 8000, priceTolerance: '0.01' });
    expect(await lastAudit()).toMatchObject({
      before: { quoteMaxAgeMs: 5000, priceTolerance: '0.002' },
      after: { quoteMaxAgeMs: 8000, priceTolerance: '0.01' },
    });
  });

  it('refuses bad periods and writes nothing', async () => {
    const id = stateOf(m, 'ETHUSDT').id;
    const path = `/config/options-products/${id}`;
    const p = { seconds: 60, payoutRate: '0.5', minAmount: '10' };
    await expectRefused(
      [
        [path, { periods: [] }],
        [path, { periods: Array.from({ length: 11 }, (_, i) => ({ ...p, seconds: 60 + i })) }],
        [path, { periods: [p, p] }],
        [path, { periods: [{ ...p, seconds: 5 }] }],
        [path, { periods: [{ ...p, seconds: 86_401 }] }],
        [path, { periods: [{ ...p, seconds: 60.5 }] }],
        [path, { periods: [{ ...p, payoutRate: '0' }] }],
        [path, { periods: [{ ...p, payoutRate: '1.01' }] }],
        [path, { periods: [{ ...p, payoutRate: 0.5 }] }],
        [path, { periods: [{ ...p, payoutRate: '-0.5' }] }],
        [path, { periods: [{ ...p, minAmount: '0' }] }],
        [path, { periods: [{ ...p, minAmount: '1.0000001' }] }],
        [path, { periods: [{ ...p, maxAmount: '5' }] }],
        [path, { periods: [{ ...p, extra: true }] }],
        [path, { periods: [p], quoteMaxAgeMs: 499 }],
        [path, { periods: [p], quoteMaxAgeMs: 60_001 }],
        [path, { periods: [p], quoteMaxAgeMs: 1000.5 }],
        [path, { periods: [p], priceTolerance: '0' }],
        [path, { periods: [p], priceTolerance: '0.0501' }],
        [path, { periods: [p], priceTolerance: 0.01 }],
      ],
      () =>
        sqlRows(
          m.t,
          sql`select product_id, seconds, payout_rate::text, p.quote_max_age_ms,
                     p.price_tolerance::text
              from options_periods join options_products p on p.id = product_id
              order by product_id, seconds`,
        ),
    );
    const unknown = await admin('POST', '/config/options-products/987654', { periods: [p] });
    expect(unknown.code).toBe(Code.NOT_FOUND);
  });
});

describe('contract settings', () => {
  it('changes the settings customers open with, audited', async () => {
    const id = stateOf(m, 'BTCUSDT').id;
    const answer = await admin('POST', `/config/contract-settings/${id}`, {
      maxLeverage: 10,
      feeRate: '0.002',
      minLots: '0.1',
      quoteMaxAgeMs: 3000,
      priceTolerance: '0.001',
    });
    expect(answer.code).toBe(Code.OK);
    const product = await get<ContractProduct>(m.t, '/order/getContractProduct', {
      query: { code: 'BTCUSDT' },
    });
    expect(product.result).toMatchObject({
      maxLeverage: 10,
      feeRate: '0.002',
      minLots: '0.1',
      maxLots: '100',
      liquidationLevel: '0.2',
      quoteMaxAgeMs: 3000,
      priceTolerance: '0.001',
    });
    const row = await lastAudit();
    expect(row).toMatchObject({
      action: 'config.contract_settings',
      staff_id: rootId,
      target_id: String(id),
      before: { maxLeverage: 50, feeRate: '0.001', minLots: '0.01' },
      after: { maxLeverage: 10, feeRate: '0.002', minLots: '0.1' },
    });
    const listed = await admin<Array<{ code: string; maxLeverage: number }>>(
      'GET',
      '/config/contract-settings?code=BTCUSDT',
    );
    expect(listed.result).toEqual([expect.objectContaining({ code: 'BTCUSDT', maxLeverage: 10 })]);
  });

  it('refuses bad settings and writes nothing', async () => {
    const id = stateOf(m, 'BTCUSDT').id;
    const path = `/config/contract-settings/${id}`;
    await expectRefused(
      [
        [path, {}],
        [path, { maxLeverage: 0 }],
        [path, { maxLeverage: 101 }],
        [path, { maxLeverage: 2.5 }],
        [path, { maxLeverage: '10' }],
        [path, { feeRate: '0.5' }],
        [path, { feeRate: 0.001 }],
        [path, { liquidationLevel: '1' }],
        [path, { minLots: '0' }],
        [path, { minLots: '0.001' }],
        [path, { minLots: '200' }],
        [path, { maxStopDistance: '0' }],
        [path, { maxStopDistance: '1' }],
        [path, { quoteMaxAgeMs: 0 }],
        [path, { quoteMaxAgeMs: 120_000 }],
        [path, { priceTolerance: '0' }],
        [path, { priceTolerance: '0.5' }],
        [path, { leverage: 5 }],
      ],
      () => sqlRows(m.t, sql`select * from contract_settings order by instrument_id`),
    );
    // Quoted in yen: no settings to change.
    const yen = await admin('POST', `/config/contract-settings/${stateOf(m, 'USDJPY').id}`, {
      maxLeverage: 5,
    });
    expect(yen.code).toBe(Code.NOT_FOUND);
  });
});

describe('access', () => {
  it('refuses every configuration route to a finance staff member (403)', async () => {
    const id = stateOf(m, 'ETHUSDT').id;
    const calls: Array<['GET' | 'POST', string, unknown]> = [
      ['GET', '/config/parameters', undefined],
      ['POST', '/config/parameters/withdrawal.feeRate', { value: '0.03' }],
      ['GET', '/config/instruments', undefined],
      ['POST', `/config/instruments/${id}`, { enabled: false }],
      ['GET', '/config/options-products', undefined],
      ['POST', `/config/options-products/${id}`, { periods: [] }],
      ['GET', '/config/contract-settings', undefined],
      ['POST', `/config/contract-settings/${id}`, { maxLeverage: 2 }],
    ];
    const audited = await auditCount();
    for (const [method, path, body] of calls) {
      const answer = await callAdmin(m.t, finance, method, path, body);
      expect(answer.status, path).toBe(403);
      expect(answer.code).toBe(Code.FORBIDDEN);
    }
    expect(await parameterValue('withdrawal.feeRate')).toBe('0.02');
    expect(await auditCount()).toBe(audited);
    expect(stateOf(m, 'ETHUSDT').id).toBe(id);
  });
});
