import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { session } from '../lib/session';
import { ScriptedSocket } from './scripted-socket';
import type { ReactElement } from 'react';
import { fakeApi, fakeModalDialogs, loginAnswer, renderApp, type FakeAnswer } from './render';

/**
 * What the tests of the trading components share: a logged-in session, the fake server and
 * live channel, and the answers they give most.
 */

/** An Idempotency-Key (a v4 UUID). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export type Handler = (body: unknown, url: URL) => FakeAnswer;
export type FakeServer = ReturnType<typeof fakeApi>;

/** The fake server as `fetch`: `handlers` over `defaults`. */
export function stubApi(
  defaults: Record<string, Handler>,
  handlers: Record<string, Handler> = {},
): FakeServer {
  const api = fakeApi({ ...defaults, ...handlers });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

/** The calls whose path has `path` in it. */
export const callsTo = (api: FakeServer, path: string) =>
  api.calls.filter((c) => c.url.pathname.includes(path));

/** The POSTs to `path`. */
export const postsTo = (api: FakeServer, path: string) =>
  api.calls.filter((c) => c.method === 'POST' && c.url.pathname.endsWith(path));

/** A first page holding all of `items`. */
export const page = <T>(items: T[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 10,
});

/** The balances answer: USDT in the demo and the real book. */
export const balancesOf = (demo: string, real: string) => ({
  balances: [
    { book: 'demo', asset: 'USDT', available: demo, held: '0.000000' },
    { book: 'real', asset: 'USDT', available: real, held: '0.000000' },
  ],
});

/** Logs in before each test, fakes the modal dialogs (and the live channel with `socket`). */
export function setUpTradingTests({ socket = false }: { socket?: boolean } = {}) {
  beforeEach(() => {
    session.login(loginAnswer.result);
    if (socket) vi.stubGlobal('WebSocket', ScriptedSocket);
  });

  fakeModalDialogs();

  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/** The live channel, once it is there (opened first if it is still connecting). */
export async function liveSocket(): Promise<ScriptedSocket> {
  await waitFor(() => expect(ScriptedSocket.all.length).toBeGreaterThan(0));
  const socket = ScriptedSocket.all.at(-1)!;
  if (socket.readyState === ScriptedSocket.CONNECTING) act(() => socket.open());
  return socket;
}

/** Sends `message` on the live channel (opened first if it is still connecting). */
export async function receiveLive(message: object) {
  const socket = await liveSocket();
  act(() => socket.receive(message));
}

/** The time of the ticks the tests send (the server's stamp; freshness is by arrival). */
export const TICK_TIME = Date.parse('2026-11-22T10:00:00.000Z');

/** The ticker of BTCUSDT at `price`, as the live channel sends it. */
export const tickOf = (price: string) => ({
  t: 'tick',
  code: 'BTCUSDT',
  price,
  zdf: '0',
  bid: null,
  ask: null,
  time: TICK_TIME,
});

/** The instrument of the trade panel's tests. */
export const BTCUSDT = { code: 'BTCUSDT', name: 'Bitcoin', precision: 2 };

/** The currency page of BTCUSDT, and where its "Log in to trade" goes (back to it). */
const CURRENCY_PAGE = '/cruuency?code=BTCUSDT&type=2&id=7';
export const LOGIN_FROM_CURRENCY_PAGE =
  '/pass/login?redirect=/cruuency%3Fcode%3DBTCUSDT%26type%3D2%26id%3D7';

/** Renders `element` as the currency page of BTCUSDT. */
export const renderOnCurrencyPage = (element: ReactElement) =>
  renderApp([{ path: '/cruuency', element }], CURRENCY_PAGE);

/**
 * The requests whose address has `path` in it reach the fake server, but their answer is lost
 * (the network fails) until `answer()` is called.
 */
export function loseAnswers(api: FakeServer, path: string) {
  let lost = true;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes(path) && lost) {
      void api.fetch(input, init);
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    return api.fetch(input, init);
  });
  return {
    answer: () => {
      lost = false;
    },
  };
}

type Call = FakeServer['calls'][number] | undefined;

/** A retry after no answer: the same Idempotency-Key and the same body as the first try. */
export function expectSameAttempt(first: Call, second: Call) {
  expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  expect(second?.body).toEqual(first?.body);
}
