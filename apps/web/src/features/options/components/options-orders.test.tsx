import type { OptionsOrder } from '@swx/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScriptedSocket } from '../../../test/scripted-socket';
import { renderApp } from '../../../test/render';
import type { OrdersState } from '../../../lib/query-keys';
import { order } from '../order.fixture';
import {
  callsTo,
  page as pageOf,
  setUpTradingTests,
  stubApi,
  type Handler,
} from '../../../test/trading-kit';
import { historyOf, historyRows, StatefulList } from '../../../test/list-kit';
import { OptionsOrders } from './options-orders';

const EXPIRES = Date.parse('2026-11-22T10:02:00.200Z');

const page = (items: OptionsOrder[]) => pageOf(items);

const stub = (handlers: Record<string, Handler>) => stubApi({}, handlers);

const List = ({ initial }: { initial?: OrdersState }) => (
  <StatefulList
    List={OptionsOrders}
    initial={initial}
    idBase="test-orders"
    title="Your options orders"
    empty={{ open: <p>No open orders</p>, history: <p>No settled orders</p> }}
  />
);

const settled = order({
  status: 'settled',
  result: 'win',
  closePrice: '64990.5',
  closeTickAt: '2026-11-22T10:02:00.700Z',
  settledAt: '2026-11-22T10:02:01.900Z',
  returned: '12.075000',
  profit: '1.575000',
});

setUpTradingTests({ socket: true });

afterEach(() => {
  vi.useRealTimers();
});

describe('the options orders of an instrument', () => {
  it('counts down each second, says "Settling…" at expiry and asks for the order until it is settled', async () => {
    // The clock and the intervals are the test's; answers and React still run on their own.
    vi.useFakeTimers({ now: EXPIRES - 62_000, toFake: ['Date', 'setInterval', 'clearInterval'] });
    let done = false;
    const api = stub({
      'GET /order/listOptionsOrder': (_body, url) => ({
        result: page(url.searchParams.get('state') === 'open' && !done ? [order()] : []),
      }),
      'GET /order/getOptionsOrderById/12': () => ({ result: done ? settled : order() }),
    });
    renderApp(<List />);
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toBe('1:02');
    const row = screen.getByTestId('options-order');
    // Heard once a minute, not every second.
    const spoken = () => row.querySelector('[aria-live="polite"]')?.textContent;
    expect(spoken()).toBe('Minutes left: 1');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe('1:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe('1:00');
    expect(spoken()).toBe('Minutes left: 1');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe('0:59');
    expect(spoken()).toBe('Less than a minute left');
    expect(callsTo(api, '/getOptionsOrderById')).toHaveLength(0);

    act(() => vi.advanceTimersByTime(59_000));
    expect(await within(row).findByTestId('order-settling')).toBeTruthy();
    expect(row.textContent).toContain('Settling…');
    await waitFor(() => expect(callsTo(api, '/getOptionsOrderById')).toHaveLength(1));
    // Still open on the server: asked again a second later.
    await act(async () => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(callsTo(api, '/getOptionsOrderById')).toHaveLength(2));
    done = true;
    await act(async () => vi.advanceTimersByTime(1000));
    // Settled: the list is asked again and the order has left "Open".
    expect(await screen.findByText('No open orders')).toBeTruthy();
    const polls = callsTo(api, '/getOptionsOrderById').length;
    await act(async () => vi.advanceTimersByTime(3000));
    expect(callsTo(api, '/getOptionsOrderById')).toHaveLength(polls);
  });

  it('shows whether an open order is winning at the live price', async () => {
    const running = order({ expiresAt: '2099-01-01T00:00:00.000Z' });
    stub({ 'GET /order/listOptionsOrder': () => ({ result: page([running]) }) });
    renderApp(<List />);
    const row = await screen.findByTestId('options-order');
    expect(within(row).getByTestId('order-open-price').textContent).toBe('65,000.12');
    expect(within(row).getByTestId('order-stake').textContent).toBe('10.50 USDT');
    // The app's one live connection (opened here, or by an earlier test and still wanted).
    await waitFor(() => expect(ScriptedSocket.all.length).toBeGreaterThan(0));
    const socket = ScriptedSocket.all.at(-1)!;
    if (socket.readyState === ScriptedSocket.CONNECTING) act(() => socket.open());
    // Down from 65,000.12: a lower price wins, a higher loses, the same draws.
    const price = (value: string) =>
      act(() =>
        socket.receive({
          t: 'tick',
          code: 'BTCUSDT',
          price: value,
          zdf: '0',
          bid: null,
          ask: null,
          time: 0,
        }),
      );
    price('64999.99');
    await waitFor(() =>
      expect(within(row).getByTestId('order-standing').dataset['standing']).toBe('winning'),
    );
    expect(within(row).getByTestId('order-live-price').textContent).toBe('64,999.99');
    expect(within(row).getByTestId('order-standing').textContent).toBe('Winning');
    price('65000.13');
    await waitFor(() =>
      expect(within(row).getByTestId('order-standing').textContent).toBe('Losing'),
    );
    expect(within(row).getByTestId('order-standing').className).toContain('text-down');
    price('65000.12');
    await waitFor(() =>
      expect(within(row).getByTestId('order-standing').textContent).toBe('Level'),
    );
  });

  it('lists the history with result, close price, what came back and the signed profit', async () => {
    const lost = order({
      id: '11',
      orderNo: 'OP0000000011',
      direction: 'up',
      amount: '10.000000',
      status: 'settled',
      result: 'lose',
      closePrice: '64000',
      closeTickAt: '2026-11-22T10:02:00.700Z',
      returned: '0.000000',
      profit: '-10.000000',
    });
    const api = stub({ 'GET /order/listOptionsOrder': historyOf([settled, lost]) });
    const [won, lose] = await historyRows(<List />, 'No open orders', 'options-order');
    expect(within(won!).getByTestId('order-result').textContent).toBe('Won');
    expect(within(won!).getByTestId('order-close-price').textContent).toBe('64,990.50');
    // The list rounds to the cent (the exact figure in the tooltip); the detail is exact.
    expect(within(won!).getByTestId('order-returned').textContent).toBe('12.08 USDT');
    expect(within(won!).getByTestId('order-returned').title).toBe('12.075 USDT');
    expect(within(won!).getByTestId('order-profit').textContent).toBe('+1.58 USDT');
    expect(within(won!).getByTestId('order-profit').title).toBe('+1.575 USDT');
    expect(within(won!).getByTestId('order-profit').className).toContain('text-up');
    expect(within(lose!).getByTestId('order-result').textContent).toBe('Lost');
    expect(within(lose!).getByTestId('order-direction').textContent).toBe('Up');
    expect(within(lose!).getByTestId('order-returned').textContent).toBe('0.00 USDT');
    expect(within(lose!).getByTestId('order-profit').textContent).toBe('-10.00 USDT');
    expect(within(lose!).getByTestId('order-profit').className).toContain('text-down');
    const last = callsTo(api, '/listOptionsOrder').at(-1)!;
    expect(Object.fromEntries(last.url.searchParams)).toEqual({
      state: 'history',
      code: 'BTCUSDT',
      page: '1',
      pageSize: '10',
    });
    expect(last.headers.get('X-Real-Account')).toBe('NO');
  });

  it('opens an order’s detail with its terms and both recorded ticks', async () => {
    stub({ 'GET /order/listOptionsOrder': () => ({ result: page([settled]) }) });
    renderApp(<List initial="history" />);
    const row = await screen.findByTestId('options-order');
    fireEvent.click(within(row).getByRole('button', { name: 'Details of order OP0000000012' }));
    const detail = await screen.findByTestId('order-detail');
    expect(detail.hasAttribute('open')).toBe(true);
    expect(within(detail).getByRole('heading', { name: 'Order OP0000000012' })).toBeTruthy();
    expect(within(detail).getByTestId('detail-open-price').textContent).toBe('65,000.12');
    // The price the order was confirmed against, beside the fill (issue 17).
    expect(within(detail).getByTestId('detail-quoted-price').textContent).toBe('65,000.12');
    expect(within(detail).getByTestId('detail-quoted-time').getAttribute('datetime')).toBe(
      '2026-11-22T10:00:00.000Z',
    );
    expect(within(detail).getByTestId('detail-open-time').getAttribute('datetime')).toBe(
      '2026-11-22T10:00:00.000Z',
    );
    expect(within(detail).getByTestId('detail-close-price').textContent).toBe('64,990.50');
    expect(within(detail).getByTestId('detail-close-time').getAttribute('datetime')).toBe(
      '2026-11-22T10:02:00.700Z',
    );
    expect(within(detail).getByTestId('order-result').textContent).toBe('Won');
    expect(within(detail).getByTestId('detail-stake').textContent).toBe('10.50 USDT');
    // Exact in the detail: every digit the ledger keeps.
    expect(within(detail).getByTestId('detail-returned').textContent).toBe('12.075 USDT');
    expect(within(detail).getByTestId('detail-profit').textContent).toBe('+1.575 USDT');
    expect(within(detail).getByTestId('detail-book').textContent).toBe('Demo');
    fireEvent.click(within(detail).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(detail.hasAttribute('open')).toBe(false));
  });

  it('says where a settlement tick will come from while the order is open', async () => {
    vi.useFakeTimers({ now: EXPIRES - 30_000, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const api = stub({
      'GET /order/listOptionsOrder': () => ({ result: page([order()]) }),
      'GET /order/getOptionsOrderById/12': () => ({ result: order() }),
    });
    renderApp(<List />);
    fireEvent.click(await screen.findByTestId('order-details'));
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByTestId('detail-close-pending').textContent).toMatch(
      /^The first price recorded at or after Nov 22, 2026/,
    );
    // The open order is asked for afresh when its detail opens.
    await waitFor(() => expect(callsTo(api, '/getOptionsOrderById')).toHaveLength(1));
  });
});
