import type { OptionsOrder } from '@swx/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { position } from '../../features/contracts/contract.fixture';
import { order } from '../../features/options/order.fixture';
import { renderApp, testUser } from '../../test/render';
import { liveSocket, stubApi, type FakeServer, type Handler } from '../../test/trading-kit';
import { routes } from '../router';
import { callsOf, renderWithSync, setUpPageTests } from './page-test-kit';

const settled = (over: Partial<OptionsOrder> = {}) =>
  order({
    status: 'settled',
    result: 'draw',
    closePrice: '65000.12',
    closeTickAt: '2026-11-22T10:02:00.700Z',
    settledAt: '2026-11-22T10:02:01.900Z',
    returned: '10.500000',
    profit: '0.000000',
    ...over,
  });

const stub = (handlers: Record<string, Handler> = {}) =>
  stubApi(
    {
      'POST /user/getUserInfo': () => ({ result: testUser }),
      'GET /user/getIdentification': () => ({ result: { status: 'none', reason: null } }),
      'GET /user/getUnreadCount': () => ({ result: { unread: 0 } }),
      'GET /user/listBalances': () => ({ result: { balances: [] } }),
      'GET /order/listOptionsOrder': () => ({
        result: { items: [], total: 0, page: 1, pageSize: 10 },
      }),
      'GET /order/listContractOrder': () => ({
        result: { items: [], total: 0, page: 1, pageSize: 10 },
      }),
    },
    handlers,
  );

const lists = (api: FakeServer) => callsOf(api, 'GET', '/order/listOptionsOrder');
const contractLists = (api: FakeServer) => callsOf(api, 'GET', '/order/listContractOrder');

setUpPageTests(
  async () => {
    await import('./orders');
    await import('./profile');
  },
  { socket: true },
);

describe('all orders', () => {
  it('is a row of the account page, between Balance and Identity verification', async () => {
    stub();
    const { router } = renderApp(routes, '/profile');
    const row = await screen.findByRole('link', { name: /^All orders/ });
    expect(row.getAttribute('href')).toBe('/profile/orders');
    expect(row.textContent).toContain('Options and leveraged contracts, open and closed');
    const names = within(row.closest('ul')!)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(names.slice(0, 3)).toEqual([
      '/profile/balance',
      '/profile/orders',
      '/profile/verification',
    ]);
    fireEvent.click(row);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/orders'));
  });

  it('lists the open orders of the book in use, the history tab and page in the address', async () => {
    const api = stub({
      'GET /order/listOptionsOrder': (_body, url) => {
        const history = url.searchParams.get('state') === 'history';
        const pageNo = Number(url.searchParams.get('page'));
        return {
          result: {
            items: history
              ? [settled({ id: String(20 - pageNo), orderNo: `OP00000000${20 - pageNo}` })]
              : [],
            total: history ? 11 : 0,
            page: pageNo,
            pageSize: 10,
          },
        };
      },
    });
    const { router } = renderApp(routes, '/profile/orders');
    // Nothing open: what will appear, and where to open one.
    const empty = await screen.findByTestId('orders-empty');
    expect(empty.textContent).toContain(
      'Your open options contracts appear here with a countdown.',
    );
    expect(within(empty).getByRole('link', { name: 'Go to markets' }).getAttribute('href')).toBe(
      '/market',
    );
    expect(lists(api).at(-1)?.url.searchParams.get('code')).toBeNull();
    expect(lists(api).at(-1)?.headers.get('X-Real-Account')).toBe('NO');

    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=history'));
    const row = await screen.findByTestId('options-order');
    expect(within(row).getByTestId('order-result').textContent).toBe('Draw');
    expect(within(row).getByTestId('order-profit').textContent).toBe('0.00 USDT');
    expect((await screen.findByTestId('orders-range')).textContent).toBe('1–1 of 11');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=history&page=2'));
    expect(
      await screen.findByRole('button', { name: 'Details of order OP0000000018' }),
    ).toBeTruthy();
    const last = lists(api).at(-1)!;
    expect(last.url.searchParams.get('state')).toBe('history');
    expect(last.url.searchParams.get('page')).toBe('2');
  });

  it('asks again in the other book when the account mode switches', async () => {
    const api = stub();
    renderApp(routes, '/profile/orders');
    await screen.findByTestId('orders-empty');
    const switchGroup = screen.getAllByTestId('account-mode-switch')[0]!;
    fireEvent.click(within(switchGroup).getByRole('radio', { name: 'Real' }));
    await waitFor(() => expect(lists(api).at(-1)?.headers.get('X-Real-Account')).toBe('YES'));
  });

  it('refreshes the orders when a notice says something happened on the account', async () => {
    const api = stub();
    renderWithSync('/profile/orders');
    await screen.findByTestId('orders-empty');
    const socket = await liveSocket();
    act(() => socket.receive({ t: 'notice', unread: 0 }));
    await waitFor(() =>
      expect(screen.getByTestId('notification-bell').dataset['unread']).toBe('0'),
    );
    const before = lists(api).length;
    // An order was settled: the server tells the account.
    act(() => socket.receive({ t: 'notice', unread: 1 }));
    await waitFor(() => expect(lists(api).length).toBeGreaterThan(before));
  });

  it('lists the leveraged contracts as a second kind, kept in the address', async () => {
    const closed = position({
      status: 'closed',
      closeReason: 'take_profit',
      takeProfit: '66000',
      closePrice: '66000',
      closeTickAt: '2026-11-22T10:05:00.700Z',
      closedAt: '2026-11-22T10:05:01.000Z',
      profit: '100.000000',
      returned: '750.000000',
    });
    const api = stub({
      'GET /order/listContractOrder': (_body, url) => {
        const history = url.searchParams.get('state') === 'history';
        return {
          result: { items: history ? [closed] : [], total: history ? 1 : 0, page: 1, pageSize: 10 },
        };
      },
    });
    const { router } = renderApp(routes, '/profile/orders?state=history');
    const kinds = await screen.findByTestId('orders-kind');
    expect(
      within(kinds)
        .getAllByRole('radio')
        .map((radio) => [radio.closest('label')?.textContent, (radio as HTMLInputElement).checked]),
    ).toEqual([
      ['Options', true],
      ['Contracts', false],
    ]);
    fireEvent.click(within(kinds).getByRole('radio', { name: 'Contracts' }));
    // Another kind starts at its open tab.
    await waitFor(() => expect(router.state.location.search).toBe('?kind=contracts'));
    const card = await screen.findByTestId('orders-contracts');
    expect(within(card).getByRole('heading', { name: 'Leveraged contracts' })).toBeTruthy();
    expect((await within(card).findByTestId('positions-empty')).textContent).toContain(
      'Your open positions appear here with their live profit or loss.',
    );
    expect(within(card).getByRole('link', { name: 'Go to markets' }).getAttribute('href')).toBe(
      '/market',
    );
    fireEvent.click(within(card).getByRole('tab', { name: 'History' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=contracts&state=history'));
    const row = await within(card).findByTestId('contract-position');
    expect(within(row).getByTestId('position-reason').textContent).toBe('Take profit');
    // P/L after the opening fee (100 − 6.5), the result before fees under it.
    expect(within(row).getByTestId('position-profit').textContent).toBe('+93.50 USDT');
    expect(within(row).getByTestId('position-profit-gross').textContent).toBe(
      'Before fees +100.00 USDT',
    );
    const last = contractLists(api).at(-1)!;
    expect(last.url.searchParams.get('state')).toBe('history');
    expect(last.url.searchParams.get('code')).toBeNull();
    expect(last.headers.get('X-Real-Account')).toBe('NO');
    fireEvent.click(within(row).getByTestId('position-details'));
    const detail = await screen.findByTestId('contract-detail');
    expect(within(detail).getByTestId('detail-order-no').textContent).toBe('CT0000000031');
    expect(within(detail).getByTestId('detail-close-price').textContent).toBe('66,000');
  });

  it('refreshes the contract positions when a notice says one closed', async () => {
    const api = stub();
    renderWithSync('/profile/orders?kind=contracts');
    await screen.findByTestId('positions-empty');
    const socket = await liveSocket();
    act(() => socket.receive({ t: 'notice', unread: 0 }));
    await waitFor(() =>
      expect(screen.getByTestId('notification-bell').dataset['unread']).toBe('0'),
    );
    const before = contractLists(api).length;
    // A take profit was reached: the server tells the account.
    act(() => socket.receive({ t: 'notice', unread: 1 }));
    await waitFor(() => expect(contractLists(api).length).toBeGreaterThan(before));
  });
});
