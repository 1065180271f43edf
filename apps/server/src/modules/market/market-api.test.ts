import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  API_PREFIX,
  Code,
  MarketType,
  type HomeStats,
  type KlineResult,
  type MarketInfo,
  type MarketItem,
} from '@swx/contract';
import { codeMessage } from '@swx/contract/messages';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.js';
import { get, newIdentity, post, registerUser } from '../../test/client.js';
import { idOf, publish, startMarket, stateOf, units, type Market } from '../../test/market.js';
import { CATALOGUE } from './catalogue.js';
import { MarketEngine } from './engine.js';
import { loadInstruments, loadState, type CandleRow } from './repository.js';
import type { FeedTick, InstrumentSpec } from './types.js';

// ---- helpers -----------------------------------------------------------------------------

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function spec(code: string): InstrumentSpec {
  const found = CATALOGUE.find((s) => s.code === code);
  if (!found) throw new Error(`no catalogue entry ${code}`);
  return found;
}

/** Rows of a raw query, whichever driver answered. */
async function rows<T>(m: Market, query: SQL): Promise<T[]> {
  const result = (await m.t.database.db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Calls a path outside the JSON helpers (logos): status, headers and body text. */
async function raw(m: Market, path: string) {
  const response = await m.t.app.inject({ method: 'GET', url: API_PREFIX + path });
  return { status: response.statusCode, headers: response.headers, body: response.body };
}

/** The error code an engine call throws (AppError), or undefined when it does not throw. */
function thrownCode(fn: () => unknown): number | undefined {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).code;
  }
  return undefined;
}

const list = (m: Market, type: number | string) =>
  get<MarketItem[]>(m.t, '/index/listMarketByType', { query: { type: String(type) } });
const info = (m: Market, id: number | string) => get<MarketInfo>(m.t, `/index/getMarketInfo/${id}`);
const klines = (m: Market, query: Record<string, string | number>) =>
  get<KlineResult>(m.t, '/index/getKValueByCodeAndDate', {
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });

/** Expects an answer to be exactly the error envelope of `code` with HTTP `status`. */
function expectError(
  answer: { status: number; code: number; msg: string; result: unknown; headers: unknown },
  code: number,
  status: number,
): void {
  const { status: _status, headers: _headers, ...body } = answer;
  expect(Object.keys(body).sort()).toEqual(['code', 'msg', 'result']);
  expect({
    status: answer.status,
    code: answer.code,
    msg: answer.msg,
    result: answer.result,
  }).toEqual({ status, code, msg: codeMessage(code as never, 'en'), result: null });
}

/** Opening time of the candle of `period` holding `time` (weeks open on Monday 00:00 UTC). */
function opening(period: string, time: number): number {
  const size: Record<string, number> = {
    '1m': MINUTE,
    '5m': 5 * MINUTE,
    '15m': 15 * MINUTE,
    '30m': 30 * MINUTE,
    '1h': HOUR,
    '4h': 4 * HOUR,
    '1d': DAY,
  };
  if (period === '1w') {
    const day = Math.floor(time / DAY) * DAY;
    const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0
    return day - weekday * DAY;
  }
  return Math.floor(time / size[period]!) * size[period]!;
}

/** New York's offset from UTC in minutes at an instant (e.g. -240 in summer). */
function newYorkOffset(time: number): number {
  const part = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    timeZoneName: 'longOffset',
  })
    .formatToParts(time)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part ?? '');
  if (!match) throw new Error(`no offset in ${part}`);
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant of a New York wall-clock time on the UTC date of `day`. */
function newYorkTime(day: number, hour: number, minute: number): number {
  const d = new Date(day);
  const guess = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour, minute);
  return guess - newYorkOffset(guess) * MINUTE;
}

/** The next instant after `from` that is `weekday` (0 Sunday) at hh:00 UTC, a day away or more. */
function nextUtc(from: number, weekday: number, hour: number): number {
  let day = Math.floor(from / DAY) * DAY + DAY;
  while (new Date(day).getUTCDay() !== weekday) day += DAY;
  return day + hour * HOUR;
}

const LOGO = (code: string) => `/swx/customer/index/getMarketLogo/${code}.svg`;

// ---- lists, instrument details, logos, watchlist, home -----------------------------------

describe('market lists and instruments', () => {
  let m: Market;
  beforeAll(async () => {
    m = await startMarket();
    // Start one second into a 15-minute period, so that no candle closes between the ticks
    // below (the `hundred` series stays the live price alone).
    m.to(Math.ceil((m.now() + 1000) / (15 * MINUTE)) * 15 * MINUTE + 1000);
  });
  afterAll(async () => {
    await m?.t.close();
  });

  it('lists only instruments with a price, each field exact, in catalogue order', async () => {
    const empty = await list(m, MarketType.crypto);
    expect(empty.status).toBe(200);
    expect(empty.code).toBe(200);
    expect(empty.result).toEqual([]);

    // ETH first: the list still follows the catalogue (BTC before ETH).
    const ethTime = m.stamp();
    await publish(m, [{ code: 'ETHUSDT', price: 350012n, volume: 10n, time: ethTime }]);
    const btcTime = m.stamp();
    await publish(m, [{ code: 'BTCUSDT', price: 6500000n, volume: 10n, time: btcTime }]);

    const answer = await list(m, 2);
    expect(answer.code).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.result).toEqual([
      {
        id: idOf(m, 'BTCUSDT'),
        code: 'BTCUSDT',
        type: 2,
        appName: 'Bitcoin',
        logo: LOGO('BTCUSDT'),
        price: '65000.00',
        nowPrice: '65000.00',
        zdf: '0.00',
        hundred: ['65000.00'],
        volume24h: '0.0010',
        precision: 2,
        status: 'open',
        simulated: true,
      },
      {
        id: idOf(m, 'ETHUSDT'),
        code: 'ETHUSDT',
        type: 2,
        appName: 'Ethereum',
        logo: LOGO('ETHUSDT'),
        price: '3500.12',
        nowPrice: '3500.12',
        zdf: '0.00',
        hundred: ['3500.12'],
        volume24h: '0.0010',
        precision: 2,
        status: 'open',
        simulated: true,
      },
    ]);
    // Other types are still empty.
    expect((await list(m, MarketType.stocks)).result).toEqual([]);
    // The message follows the caller's language (the cache is kept per language).
    const zh = await get<MarketItem[]>(m.t, '/index/listMarketByType', {
      query: { type: '2' },
      headers: { lang: 'zh' },
    });
    expect(zh.msg).toBe(codeMessage(Code.OK, 'zh'));
    expect(zh.result).toEqual(answer.result);
    expect((await list(m, 2)).msg).toBe(codeMessage(Code.OK, 'en'));
  });

  it('answers the new price after a tick (the cached list is dropped)', async () => {
    const first = await list(m, 2);
    const again = await list(m, 2);
    expect(again.result).toEqual(first.result);
    expect(first.result.find((i) => i.code === 'BTCUSDT')?.price).toBe('65000.00');

    await publish(m, [{ code: 'BTCUSDT', price: 6565000n, volume: 10n, time: m.stamp() }]);
    const after = await list(m, 2);
    expect(after.result.find((i) => i.code === 'BTCUSDT')).toMatchObject({
      price: '65650.00',
      nowPrice: '65650.00',
      zdf: '1.00',
      hundred: ['65650.00'],
    });
    // ETH did not move.
    expect(after.result.find((i) => i.code === 'ETHUSDT')?.price).toBe('3500.12');

    // A tick of another type leaves this list as it was, and shows in its own.
    await publish(m, [{ code: 'EURUSD', price: 116250n, volume: 1000n, time: m.stamp() }]);
    expect((await list(m, 2)).result).toEqual(after.result);
    expect((await list(m, 1)).result.map((i) => [i.code, i.price])).toEqual([
      ['EURUSD', '1.16250'],
    ]);
  });

  it('gives prices with exactly `precision` decimals, sorted as the catalogue, in every type', async () => {
    // Every instrument but two kept for the details test, published in reverse order.
    const reserved = new Set(['XRPUSDT', 'ADAUSDT']);
    const specs = CATALOGUE.filter((s) => !reserved.has(s.code));
    const ticks = [...specs]
      .reverse()
      .map((s) => ({ code: s.code, price: units(s.startPrice, s.precision), volume: 1n, time: 0 }));
    for (const tick of ticks) tick.time = m.stamp();
    await publish(m, ticks);

    for (const type of [1, 2, 3, 4, 5]) {
      const answer = await list(m, type);
      const expected = specs.filter((s) => s.type === type);
      expect(answer.result.map((i) => i.code)).toEqual(expected.map((s) => s.code));
      for (const [n, item] of answer.result.entries()) {
        const s = expected[n]!;
        expect(item.precision).toBe(s.precision);
        expect(item.price).toBe(s.startPrice);
        expect(item.nowPrice).toBe(s.startPrice);
        const decimals = s.precision === 0 ? /^\d+$/ : new RegExp(`^\\d+\\.\\d{${s.precision}}$`);
        expect(item.price).toMatch(decimals);
        expect(item.hundred.at(-1)).toBe(s.startPrice);
        expect(item.appName).toBe(s.appName);
        expect(item.type).toBe(type);
        expect(item.simulated).toBe(true);
      }
    }
    // Precision 0 and 1 instruments come out as such.
    const stocks = (await list(m, 3)).result;
    expect(stocks.find((i) => i.code === '7203.T')?.price).toBe(spec('7203.T').startPrice);
    expect(stocks.find((i) => i.code === '0700.HK')?.price).toBe('600.0');
  });

  it('refuses a missing or unknown market type with 10026 and nothing else', async () => {
    const queries: Array<Record<string, string>> = [
      { type: '0' },
      { type: '6' },
      { type: 'x' },
      { type: '2.5' },
      { type: '' },
      {},
    ];
    for (const query of queries) {
      const answer = await get(m.t, '/index/listMarketByType', { query });
      expectError(answer, Code.INVALID_PARAMS, 400);
    }
    const extra = await get(m.t, '/index/listMarketByType', { query: { type: '2', x: '1' } });
    expectError(extra, Code.INVALID_PARAMS, 400);
  });

  it('details an instrument: 24-hour figures, quote and hours', async () => {
    const xrp = spec('XRPUSDT');
    expect([xrp.precision, xrp.qtyPrecision]).toEqual([4, 1]);
    const id = idOf(m, 'XRPUSDT');

    const before = await info(m, id);
    expect(before.code).toBe(200);
    expect(before.result).toMatchObject({
      price: '0.0000',
      open24h: '0.0000',
      high24h: '0.0000',
      low24h: '0.0000',
      volume24h: '0.0',
      bid: null,
      ask: null,
      lastTickAt: null,
      status: 'stale',
    });

    const prices: Array<[bigint, bigint]> = [
      [25000n, 100n],
      [26000n, 55n],
      [24000n, 25n],
      [25250n, 10n],
    ];
    let last = 0;
    for (const [price, volume] of prices) {
      last = m.stamp();
      await publish(m, [{ code: 'XRPUSDT', price, volume, time: last }]);
    }
    const answer = await info(m, id);
    expect(answer.code).toBe(200);
    expect(answer.result).toEqual({
      id,
      code: 'XRPUSDT',
      type: 2,
      appName: 'XRP',
      logo: LOGO('XRPUSDT'),
      price: '2.5250',
      nowPrice: '2.5250',
      zdf: '1.00',
      hundred: ['2.5250'],
      precision: 4,
      status: 'open',
      simulated: true,
      open24h: '2.5000',
      high24h: '2.6000',
      low24h: '2.4000',
      volume24h: '19.0',
      bid: null,
      ask: null,
      contractSize: '1',
      description: xrp.description,
      venue: 'Binance',
      tradingHours: { timeZone: 'UTC', sessions: [], alwaysOpen: true, nextChange: null },
      lastTickAt: new Date(last).toISOString(),
    });

    // A tick with a quote: bid and ask show; a later one without: null again.
    await publish(m, [
      { code: 'XRPUSDT', price: 25300n, volume: 0n, time: m.stamp(), bid: 25299n, ask: 25301n },
    ]);
    const quoted = (await info(m, id)).result;
    expect(quoted).toMatchObject({
      price: '2.5300',
      bid: '2.5299',
      ask: '2.5301',
      zdf: '1.20',
      high24h: '2.6000',
      volume24h: '19.0',
    });
    await publish(m, [{ code: 'XRPUSDT', price: 25310n, volume: 5n, time: m.stamp() }]);
    expect((await info(m, id)).result).toMatchObject({
      price: '2.5310',
      bid: null,
      ask: null,
      volume24h: '19.5',
    });
  });

  it('answers 10035 for an unknown id and 10026 for a malformed one', async () => {
    expectError(await info(m, 999_999), Code.NOT_FOUND, 404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expectError(await info(m, id), Code.INVALID_PARAMS, 400);
    }
  });

  it('serves logos: the crypto icon package’s, a generated monogram, 404 otherwise', async () => {
    const btc = await raw(m, '/index/getMarketLogo/BTCUSDT.svg');
    expect(btc.status).toBe(200);
    expect(btc.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const require = createRequire(import.meta.url);
    const packaged = await readFile(
      require.resolve('cryptocurrency-icons/svg/color/btc.svg'),
      'utf8',
    );
    expect(btc.body).toBe(packaged);

    const aapl = await raw(m, '/index/getMarketLogo/AAPL.svg');
    expect(aapl.status).toBe(200);
    expect(aapl.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(aapl.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(aapl.body).toContain('>AAPL</text>');
    // The same bytes on every call.
    expect((await raw(m, '/index/getMarketLogo/AAPL.svg')).body).toBe(aapl.body);
    // A code with a dot.
    const hk = await raw(m, `/index/getMarketLogo/${encodeURIComponent('0700.HK')}.svg`);
    expect(hk.status).toBe(200);
    expect(hk.body).toContain('>0700</text>');

    for (const file of ['nope.svg', 'NOPE.svg', '..%2Fx.svg', 'BTCUSDT.png', 'btcusdt.svg']) {
      const answer = await raw(m, `/index/getMarketLogo/${file}`);
      expect(answer.status, file).toBe(404);
      expect(JSON.parse(answer.body)).toMatchObject({ code: Code.NOT_FOUND });
    }
    const traversal = await raw(m, '/index/getMarketLogo/../x.svg');
    expect(traversal.status).toBe(404);
    expect(JSON.parse(traversal.body)).toMatchObject({ code: Code.NOT_FOUND });
  });

  it('keeps each user’s watchlist, for logged-in users only', async () => {
    const unauthenticated = [
      await get(m.t, '/user/listWatchlist'),
      await post(m.t, '/user/addWatchlist', { body: { id: 1 } }),
      await post(m.t, '/user/removeWatchlist', { body: { id: 1 } }),
    ];
    for (const answer of unauthenticated) {
      expect(answer.status).toBe(401);
      expect(answer.code).toBe(Code.UNAUTHORIZED);
    }

    const alice = await registerUser(m.t, newIdentity('watch'));
    const bob = await registerUser(m.t, newIdentity('watch'));
    const btc = idOf(m, 'BTCUSDT');
    const aapl = idOf(m, 'AAPL');
    const listOf = async (token: string) =>
      (await get<{ ids: number[] }>(m.t, '/user/listWatchlist', { token })).result.ids;

    expect(await listOf(alice.token)).toEqual([]);
    const added = await post<{ ids: number[] }>(m.t, '/user/addWatchlist', {
      token: alice.token,
      body: { id: btc },
    });
    expect(added.code).toBe(200);
    expect(added.result.ids).toEqual([btc]);
    const twice = await post<{ ids: number[] }>(m.t, '/user/addWatchlist', {
      token: alice.token,
      body: { id: btc },
    });
    expect(twice.result.ids).toEqual([btc]);
    await post(m.t, '/user/addWatchlist', { token: alice.token, body: { id: aapl } });
    expect(await listOf(alice.token)).toEqual([btc, aapl]);

    // Unknown and malformed ids.
    const unknown = await post(m.t, '/user/addWatchlist', {
      token: alice.token,
      body: { id: 999_999 },
    });
    expectError(unknown, Code.NOT_FOUND, 404);
    for (const body of [{ id: 0 }, { id: 'x' }, {}, { id: 1, extra: 1 }]) {
      const answer = await post(m.t, '/user/addWatchlist', { token: alice.token, body });
      expectError(answer, Code.INVALID_PARAMS, 400);
    }
    const removeUnknown = await post(m.t, '/user/removeWatchlist', {
      token: alice.token,
      body: { id: 999_999 },
    });
    expectError(removeUnknown, Code.NOT_FOUND, 404);

    // Bob's list is his own.
    expect(await listOf(bob.token)).toEqual([]);
    await post(m.t, '/user/addWatchlist', { token: bob.token, body: { id: aapl } });
    expect(await listOf(bob.token)).toEqual([aapl]);
    expect(await listOf(alice.token)).toEqual([btc, aapl]);

    const removed = await post<{ ids: number[] }>(m.t, '/user/removeWatchlist', {
      token: alice.token,
      body: { id: btc },
    });
    expect(removed.result.ids).toEqual([aapl]);
    // Removing what is not there is harmless.
    const again = await post<{ ids: number[] }>(m.t, '/user/removeWatchlist', {
      token: alice.token,
      body: { id: btc },
    });
    expect(again.result.ids).toEqual([aapl]);
    expect(await listOf(bob.token)).toEqual([aapl]);
  });

  it('reports the listed instruments on the home page', async () => {
    const answer = await get<HomeStats>(m.t, '/index/getHomeStats');
    expect(answer.code).toBe(200);
    expect(answer.result.listedInstruments).toBe(CATALOGUE.length);
    expect(answer.result.listedCryptos).toBe(
      CATALOGUE.filter((s) => s.type === MarketType.crypto).length,
    );
    expect(m.t.app.market.engine.byId.size).toBe(CATALOGUE.length);
  });
});

// ---- candles -------------------------------------------------------------------------------

describe('candles (getKValueByCodeAndDate)', () => {
  let m: Market;
  /** The hour the ticks start at. */
  let H = 0;
  const tick = (offset: number, price: bigint, volume: bigint): FeedTick => ({
    code: 'ETHUSDT',
    price,
    volume,
    time: H + offset,
  });
  const k = (t: number, o: string, h: string, l: string, c: string, v: string) => ({
    t,
    o,
    h,
    l,
    c,
    v,
  });

  beforeAll(async () => {
    m = await startMarket();
    H = Math.ceil((m.now() + MINUTE) / HOUR) * HOUR;
    m.to(H + 62 * MINUTE);
  });
  afterAll(async () => {
    await m?.t.close();
  });

  const ticks = () => [
    tick(0, 350000n, 10000n),
    tick(20_000, 351000n, 5000n),
    tick(40_000, 349000n, 2500n),
    tick(MINUTE, 350500n, 10000n),
    tick(5 * MINUTE, 352000n, 20000n),
    tick(61 * MINUTE, 353000n, 1000n),
  ];
  const minutes = () => [
    k(H, '3500.00', '3510.00', '3490.00', '3490.00', '1.7500'),
    k(H + MINUTE, '3505.00', '3505.00', '3505.00', '3505.00', '1.0000'),
    k(H + 5 * MINUTE, '3520.00', '3520.00', '3520.00', '3520.00', '2.0000'),
    k(H + 61 * MINUTE, '3530.00', '3530.00', '3530.00', '3530.00', '0.1000'),
  ];
  const fives = () => [
    k(H, '3500.00', '3510.00', '3490.00', '3505.00', '2.7500'),
    k(H + 5 * MINUTE, '3520.00', '3520.00', '3520.00', '3520.00', '2.0000'),
    k(H + 60 * MINUTE, '3530.00', '3530.00', '3530.00', '3530.00', '0.1000'),
  ];
  const hours = () => [
    k(H, '3500.00', '3520.00', '3490.00', '3520.00', '4.7500'),
    k(H + HOUR, '3530.00', '3530.00', '3530.00', '3530.00', '0.1000'),
  ];

  it('answers no candles before any tick', async () => {
    const answer = await klines(m, { code: 'ETHUSDT', period: '1m' });
    expect(answer.code).toBe(200);
    expect(answer.result).toEqual({ code: 'ETHUSDT', period: '1m', candles: [] });
  });

  it('includes the live candle before the recorder writes, and the same after', async () => {
    for (const t of ticks()) await publish(m, [t]);

    // Nothing is written yet: only the live candle of each period.
    const live1m = await klines(m, { code: 'ETHUSDT', period: '1m' });
    expect(live1m.result).toEqual({ code: 'ETHUSDT', period: '1m', candles: minutes().slice(-1) });
    expect((await klines(m, { code: 'ETHUSDT', period: '5m' })).result.candles).toEqual(
      fives().slice(-1),
    );
    expect((await klines(m, { code: 'ETHUSDT', period: '1h' })).result.candles).toEqual(
      hours().slice(-1),
    );

    await m.t.app.market.flush();
    const stored = await rows<{ n: number | string }>(
      m,
      sql`select count(*)::int as n from candles where period = '1m'`,
    );
    expect(Number(stored[0]?.n)).toBe(4);

    const written1m = await klines(m, { code: 'ETHUSDT', period: '1m' });
    expect(written1m.result).toEqual({ code: 'ETHUSDT', period: '1m', candles: minutes() });
    expect(written1m.result.candles.at(-1)).toEqual(live1m.result.candles[0]);
    expect((await klines(m, { code: 'ETHUSDT', period: '5m' })).result.candles).toEqual(fives());
    expect((await klines(m, { code: 'ETHUSDT', period: '1h' })).result.candles).toEqual(hours());
    // The code is case-insensitive.
    expect((await klines(m, { code: 'ethusdt', period: '1h' })).result.candles).toEqual(hours());

    // A tick after the write updates the live candle, which replaces its stored copy.
    await publish(m, [tick(61 * MINUTE + 30_000, 354000n, 1000n)]);
    const updated = await klines(m, { code: 'ETHUSDT', period: '1m' });
    expect(updated.result.candles).toEqual([
      ...minutes().slice(0, 3),
      k(H + 61 * MINUTE, '3530.00', '3540.00', '3530.00', '3540.00', '0.2000'),
    ]);
  });

  it('answers the newest `limit` candles oldest first, and pages back with endTime', async () => {
    const all = (await klines(m, { code: 'ETHUSDT', period: '1m' })).result.candles;
    expect(all.map((c) => c.t)).toEqual([H, H + MINUTE, H + 5 * MINUTE, H + 61 * MINUTE]);

    const newest2 = await klines(m, { code: 'ETHUSDT', period: '1m', limit: 2 });
    expect(newest2.result.candles).toEqual(all.slice(2));
    expect((await klines(m, { code: 'ETHUSDT', period: '1m', limit: 1 })).result.candles).toEqual(
      all.slice(3),
    );
    expect(
      (await klines(m, { code: 'ETHUSDT', period: '1m', limit: 1000 })).result.candles,
    ).toEqual(all);

    // Page back: candles opening at or before endTime.
    const page2 = await klines(m, {
      code: 'ETHUSDT',
      period: '1m',
      limit: 2,
      endTime: all[2]!.t - 1,
    });
    expect(page2.result.candles).toEqual(all.slice(0, 2));
    const atEnd = await klines(m, { code: 'ETHUSDT', period: '1m', endTime: all[2]!.t });
    expect(atEnd.result.candles).toEqual(all.slice(0, 3));
    const page3 = await klines(m, { code: 'ETHUSDT', period: '1m', limit: 2, endTime: H });
    expect(page3.result.candles).toEqual(all.slice(0, 1));
    expect(
      (await klines(m, { code: 'ETHUSDT', period: '1m', endTime: H - 1 })).result.candles,
    ).toEqual([]);

    // A range.
    const range = await klines(m, {
      code: 'ETHUSDT',
      period: '1m',
      startTime: H + MINUTE,
      endTime: H + 5 * MINUTE,
    });
    expect(range.result.candles).toEqual(all.slice(1, 3));
    // A range including the live candle, with startTime alone.
    const since = await klines(m, { code: 'ETHUSDT', period: '1m', startTime: H + 5 * MINUTE });
    expect(since.result.candles).toEqual(all.slice(2));
    const equal = await klines(m, {
      code: 'ETHUSDT',
      period: '1m',
      startTime: H + MINUTE,
      endTime: H + MINUTE,
    });
    expect(equal.result.candles).toEqual(all.slice(1, 2));
  });

  it('refuses bad queries with their codes (never a silent clamp)', async () => {
    const bad: Array<Record<string, string | number>> = [
      { code: 'ETHUSDT', period: '1m', limit: 1001 },
      { code: 'ETHUSDT', period: '1m', limit: 0 },
      { code: 'ETHUSDT', period: '1m', limit: 'x' },
      { code: 'ETHUSDT', period: '2m' },
      { code: 'ETHUSDT' },
      { period: '1m' },
      { code: 'ETH$USDT', period: '1m' },
      { code: 'ETHUSDT', period: '1m', startTime: H + 1, endTime: H },
      { code: 'ETHUSDT', period: '1m', startTime: -1 },
      { code: 'ETHUSDT', period: '1m', other: 1 },
    ];
    for (const query of bad) {
      expectError(await klines(m, query), Code.INVALID_PARAMS, 400);
    }
    expectError(await klines(m, { code: 'NOPE', period: '1m' }), Code.NOT_FOUND, 404);
  });
});

// ---- recording -----------------------------------------------------------------------------

describe('recording ticks and candles', () => {
  let m: Market;
  let base = 0;
  beforeAll(async () => {
    m = await startMarket();
    base = Math.ceil((m.now() + MINUTE) / MINUTE) * MINUTE;
    m.to(base + 10_000);
  });
  afterAll(async () => {
    await m?.t.close();
  });

  interface TickRow {
    instrument_id: number;
    t: string | number;
    price: string;
    volume: string;
  }
  const storedTicks = async () =>
    (
      await rows<TickRow>(
        m,
        sql`select instrument_id, (extract(epoch from at) * 1000)::bigint as t, price::text as price, volume::text as volume
            from market_ticks order by instrument_id, at`,
      )
    ).map((r) => ({
      id: Number(r.instrument_id),
      t: Number(r.t),
      price: r.price,
      volume: r.volume,
    }));
  const storedCandles = async () =>
    (
      await rows<CandleRow>(
        m,
        sql`select instrument_id, period, (extract(epoch from open_time) * 1000)::bigint as t,
              open::text as open, high::text as high, low::text as low, close::text as close, volume::text as volume
            from candles order by instrument_id, period, open_time`,
      )
    ).map((r) => ({
      id: Number(r.instrument_id),
      period: r.period,
      t: Number(r.t),
      o: r.open,
      h: r.high,
      l: r.low,
      c: r.close,
      v: r.volume,
    }));
  const PERIODS = ['15m', '1d', '1h', '1m', '1w', '30m', '4h', '5m']; // sorted as text
  const candlesOf = (id: number, o: string, h: string, l: string, c: string, v: string) =>
    PERIODS.map((period) => ({ id, period, t: opening(period, base), o, h, l, c, v }));

  it('writes exactly the ticks taken and their candles; older ticks are ignored', async () => {
    const btc = idOf(m, 'BTCUSDT');
    const eth = idOf(m, 'ETHUSDT');
    await publish(m, [
      { code: 'BTCUSDT', price: 6500000n, volume: 5000n, time: base + 1000 },
      { code: 'ETHUSDT', price: 350000n, volume: 20000n, time: base + 1500 },
    ]);
    await publish(m, [{ code: 'BTCUSDT', price: 6510000n, volume: 2500n, time: base + 2000 }]);
    // Not newer than the last BTC tick: ignored. (The ETH tick after them in a later batch
    // tells that the bus delivered them.)
    m.t.app.market.publish([
      { code: 'BTCUSDT', price: 7000000n, volume: 1n, time: base + 2000 },
      { code: 'BTCUSDT', price: 6000000n, volume: 1n, time: base + 1999 },
    ]);
    await publish(m, [{ code: 'ETHUSDT', price: 350100n, volume: 0n, time: base + 3000 }]);
    expect(stateOf(m, 'BTCUSDT').last).toMatchObject({ price: 6510000n, time: base + 2000 });
    // Nothing is written before the flush.
    expect(await storedTicks()).toEqual([]);

    await m.t.app.market.flush();
    const expectedTicks = [
      { id: btc, t: base + 1000, price: '65000.00', volume: '0.5000' },
      { id: btc, t: base + 2000, price: '65100.00', volume: '0.2500' },
      { id: eth, t: base + 1500, price: '3500.00', volume: '2.0000' },
      { id: eth, t: base + 3000, price: '3501.00', volume: '0.0000' },
    ].sort((a, b) => a.id - b.id || a.t - b.t);
    expect(await storedTicks()).toEqual(expectedTicks);
    const expectedCandles = [
      ...candlesOf(btc, '65000.00', '65100.00', '65000.00', '65100.00', '0.7500'),
      ...candlesOf(eth, '3500.00', '3501.00', '3500.00', '3501.00', '2.0000'),
    ].sort((a, b) => a.id - b.id);
    expect(await storedCandles()).toEqual(expectedCandles);

    // A flush with nothing new writes nothing.
    await m.t.app.market.flush();
    expect(await storedTicks()).toEqual(expectedTicks);

    // A later tick in the same candles: one more tick row, the candles updated in place.
    await publish(m, [{ code: 'BTCUSDT', price: 6520000n, volume: 1000n, time: base + 4000 }]);
    await m.t.app.market.flush();
    expect(await storedTicks()).toEqual(
      [...expectedTicks, { id: btc, t: base + 4000, price: '65200.00', volume: '0.1000' }].sort(
        (a, b) => a.id - b.id || a.t - b.t,
      ),
    );
    expect(await storedCandles()).toEqual(
      [
        ...candlesOf(btc, '65000.00', '65200.00', '65000.00', '65200.00', '0.8500'),
        ...candlesOf(eth, '3500.00', '3501.00', '3500.00', '3501.00', '2.0000'),
      ].sort((a, b) => a.id - b.id),
    );
  });
  it('writes on `await flush()` the ticks taken while an earlier write was running', async () => {
    const btc = idOf(m, 'BTCUSDT');
    // Hold the ticks table so that a write started now waits (as a slow database would).
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const held = new Promise<void>((resolve) => (locked = resolve));
    const blocker = m.t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table market_ticks in exclusive mode`);
      locked();
      await gate;
    });
    await held;

    await publish(m, [{ code: 'BTCUSDT', price: 6530000n, volume: 0n, time: base + 5000 }]);
    // The recorder's timer starts a write...
    const running = m.t.app.market.flush();
    // ...a tick arrives while it runs, and a caller (shutdown, a test) flushes.
    await publish(m, [{ code: 'BTCUSDT', price: 6540000n, volume: 0n, time: base + 6000 }]);
    const requested = m.t.app.market.flush();
    release();
    await blocker;
    await running;
    await requested;

    const times = (await storedTicks()).filter((r) => r.id === btc).map((r) => r.t);
    expect(times).toContain(base + 5000);
    // The awaited flush must have written the tick taken before it was asked for.
    expect(times).toContain(base + 6000);
  });

  it('starts a restarted engine from the last recorded tick, its price and its time', async () => {
    await publish(m, [{ code: 'BTCUSDT', price: 6550000n, volume: 0n, time: base + 7250 }]);
    await m.t.app.market.flush();
    const db = m.t.database.db;
    const list = await loadInstruments(db);
    const restarted = new MarketEngine(
      list,
      await loadState(db, list, m.now()),
      () => true,
      m.now,
      10_000,
    );
    expect(restarted.byCode.get('BTCUSDT')!.last).toMatchObject({
      price: 6550000n,
      time: base + 7250,
    });
    expect(restarted.byCode.get('ETHUSDT')!.last).toMatchObject({
      price: 350100n,
      time: base + 3000,
    });
    // No recorded tick and no candle: no price.
    expect(restarted.byCode.get('XAUUSD')!.last).toBeUndefined();
  });
});

// ---- trading state -------------------------------------------------------------------------

describe('stale guard and trading hours', () => {
  let m: Market;
  beforeAll(async () => {
    m = await startMarket();
  });
  afterAll(async () => {
    await m?.t.close();
  });

  const statusIn = async (type: number, code: string) =>
    (await list(m, type)).result.find((i) => i.code === code)?.status;

  it('refuses a quote before any tick, gives it after one, refuses it once stale', async () => {
    const market = m.t.app.market;
    const sol = idOf(m, 'SOLUSDT');
    expect(thrownCode(() => market.tradableQuote(sol))).toBe(Code.TRADING_UNAVAILABLE);
    expect(thrownCode(() => market.tradableQuote(999_999))).toBe(Code.NOT_FOUND);

    const time = m.stamp();
    await publish(m, [
      { code: 'SOLUSDT', price: 18012n, volume: 1n, time, bid: 18011n, ask: 18013n },
    ]);
    expect(market.tradableQuote(sol)).toEqual({
      price: 18012n,
      time,
      bid: 18011n,
      ask: 18013n,
    });
    expect(await statusIn(2, 'SOLUSDT')).toBe('open');

    // market.staleAfterSeconds is 10.
    m.advance(10_001);
    expect(thrownCode(() => market.tradableQuote(sol))).toBe(Code.TRADING_UNAVAILABLE);
    // The engine's sweep (a timer in production) notices; the list says so.
    market.engine.sweep();
    expect(await statusIn(2, 'SOLUSDT')).toBe('stale');

    // A fresh tick makes it tradable again.
    await publish(m, [{ code: 'SOLUSDT', price: 18020n, volume: 1n, time: m.stamp() }]);
    expect(market.tradableQuote(sol).price).toBe(18020n);
    expect(await statusIn(2, 'SOLUSDT')).toBe('open');
  });

  it('refuses a US stock outside its session even with a fresh tick', async () => {
    const market = m.t.app.market;
    const aapl = idOf(m, 'AAPL');

    // Saturday 15:00 UTC: 10:00 or 11:00 in New York, market closed.
    const saturday = nextUtc(m.now(), 6, 15);
    m.to(saturday);
    await publish(m, [{ code: 'AAPL', price: 25000n, volume: 1n, time: m.stamp() }]);
    expect(thrownCode(() => market.tradableQuote(aapl))).toBe(Code.TRADING_UNAVAILABLE);
    expect(await statusIn(3, 'AAPL')).toBe('closed');
    const closed = (await info(m, aapl)).result;
    expect(closed.status).toBe('closed');
    const monday = saturday + 2 * DAY;
    expect(closed.tradingHours).toEqual({
      timeZone: 'America/New_York',
      sessions: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((d) => ({
        from: `${d} 09:30`,
        to: `${d} 16:00`,
      })),
      alwaysOpen: false,
      nextChange: new Date(newYorkTime(monday, 9, 30)).toISOString(),
    });

    // The next Wednesday 15:00 UTC: 10:00 or 11:00 in New York, open.
    const wednesday = nextUtc(saturday, 3, 15);
    m.to(wednesday);
    await publish(m, [{ code: 'AAPL', price: 25100n, volume: 1n, time: m.stamp() }]);
    expect(market.tradableQuote(aapl).price).toBe(25100n);
    expect(await statusIn(3, 'AAPL')).toBe('open');
    const open = (await info(m, aapl)).result;
    expect(open.status).toBe('open');
    expect(open.tradingHours.nextChange).toBe(
      new Date(newYorkTime(wednesday, 16, 0)).toISOString(),
    );

    // Stale within the session.
    m.advance(10_001);
    expect(thrownCode(() => market.tradableQuote(aapl))).toBe(Code.TRADING_UNAVAILABLE);
    market.engine.sweep();
    expect(await statusIn(3, 'AAPL')).toBe('stale');
  });

  it('follows a session with a break (Hong Kong lunch)', async () => {
    const market = m.t.app.market;
    const id = idOf(m, '0700.HK');
    // Wednesday 04:30 UTC is 12:30 in Hong Kong (no daylight saving): the lunch break.
    const wednesday = nextUtc(m.now(), 3, 0);
    m.to(wednesday + 4 * HOUR + 30 * MINUTE);
    await publish(m, [{ code: '0700.HK', price: 6000n, volume: 100n, time: m.stamp() }]);
    expect(thrownCode(() => market.tradableQuote(id))).toBe(Code.TRADING_UNAVAILABLE);
    const lunch = (await info(m, id)).result;
    expect(lunch.status).toBe('closed');
    expect(lunch.tradingHours).toMatchObject({
      timeZone: 'Asia/Hong_Kong',
      alwaysOpen: false,
      nextChange: new Date(wednesday + 5 * HOUR).toISOString(),
    });
    expect(lunch.tradingHours.sessions).toHaveLength(10);

    // 13:00:30 there: the afternoon session, until 16:00 (08:00 UTC).
    m.to(wednesday + 5 * HOUR + 30_000);
    await publish(m, [{ code: '0700.HK', price: 6010n, volume: 100n, time: m.stamp() }]);
    expect(market.tradableQuote(id).price).toBe(6010n);
    const afternoon = (await info(m, id)).result;
    expect(afternoon.status).toBe('open');
    expect(afternoon.tradingHours.nextChange).toBe(new Date(wednesday + 8 * HOUR).toISOString());
  });

  it('gives the next session change across a daylight-saving change in New York', async () => {
    // The next Sunday on which New York changes its clocks (from two days ahead).
    let sunday = Math.floor(m.now() / DAY) * DAY + 2 * DAY;
    while (
      new Date(sunday).getUTCDay() !== 0 ||
      newYorkOffset(sunday + 12 * HOUR) === newYorkOffset(sunday - 12 * HOUR)
    ) {
      sunday += DAY;
    }
    // Saturday 15:00 UTC, before the change: stocks and forex closed.
    m.to(sunday - DAY + 15 * HOUR);
    const aapl = (await info(m, idOf(m, 'AAPL'))).result.tradingHours;
    expect(aapl.nextChange).toBe(new Date(newYorkTime(sunday + DAY, 9, 30)).toISOString());
    // Forex opens on the Sunday itself, at 17:00 New York time after the change.
    const eurusd = (await info(m, idOf(m, 'EURUSD'))).result.tradingHours;
    expect(eurusd).toMatchObject({
      timeZone: 'America/New_York',
      sessions: [{ from: 'Sun 17:00', to: 'Fri 17:00' }],
      nextChange: new Date(newYorkTime(sunday, 17, 0)).toISOString(),
    });
  });

  it('rolls the 24-hour figures: what is older than a day leaves them', async () => {
    // One second into a 15-minute period: the first two ticks share their candles.
    m.to(Math.ceil((m.now() + 1000) / (15 * MINUTE)) * 15 * MINUTE + 1000);
    const id = idOf(m, 'DOTUSDT');
    const t0 = m.stamp();
    await publish(m, [{ code: 'DOTUSDT', price: 4000n, volume: 10000n, time: t0 }]);
    m.to(t0 + MINUTE);
    await publish(m, [{ code: 'DOTUSDT', price: 4100n, volume: 20000n, time: m.stamp() }]);
    expect((await info(m, id)).result).toMatchObject({
      price: '4.100',
      open24h: '4.000',
      high24h: '4.100',
      low24h: '4.000',
      volume24h: '3.0000',
      zdf: '2.50',
      hundred: ['4.100'],
    });

    // A day and twenty minutes later: the old candles are out of the window; the change is
    // against the last price before it.
    m.to(t0 + DAY + 20 * MINUTE);
    await publish(m, [{ code: 'DOTUSDT', price: 4182n, volume: 5000n, time: m.stamp() }]);
    expect((await info(m, id)).result).toMatchObject({
      price: '4.182',
      open24h: '4.100',
      high24h: '4.182',
      low24h: '4.182',
      volume24h: '0.5000',
      zdf: '2.00',
      hundred: ['4.100', '4.182'],
    });
    // The list carries the same rolled volume.
    const listed = (await list(m, MarketType.crypto)).result as Array<{ code: string }>;
    expect(listed.find((item) => item.code === 'DOTUSDT')).toMatchObject({ volume24h: '0.5000' });
  });
});
