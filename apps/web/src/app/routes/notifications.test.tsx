import type { NotificationItem } from '@swx/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import { ScriptedSocket } from '../../test/scripted-socket';
import { loginAnswer, renderApp, testUser } from '../../test/render';
import { stubApi, type Handler } from '../../test/trading-kit';
import { closeSupport, openSupport } from '../frame/support-host';
import { routes } from '../router';
import { callsOf, renderWithSync, setUpPageTests } from './page-test-kit';

function notice(over: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: '7',
    kind: 'deposit.approved',
    params: { amount: '150', asset: 'USDT', credited: '150' },
    read: false,
    createdAt: '2026-11-22T10:00:00.000Z',
    ...over,
  };
}

const page = (items: NotificationItem[], unread: number, total = items.length) => ({
  items,
  total,
  unread,
  page: 1,
  pageSize: 20,
});

const stub = (handlers: Record<string, Handler> = {}) =>
  stubApi(
    {
      'POST /user/getUserInfo': () => ({ result: testUser }),
      'GET /user/getUnreadCount': () => ({ result: { unread: 1 } }),
      'GET /user/listNotifications': () => ({ result: page([notice()], 1) }),
      'POST /user/readNotifications': () => ({ result: { unread: 0 } }),
    },
    handlers,
  );

setUpPageTests(() => import('./notifications'), { socket: true });

describe('/profile/notification', () => {
  it('words each notification, marks the unread ones and shows the count on the bell', async () => {
    stub({
      'GET /user/listNotifications': () => ({
        result: page(
          [
            notice(),
            notice({
              id: '6',
              kind: 'withdrawal.completed',
              params: { amount: '100', receive: '99', network: 'BTC', payoutHash: 'ab12' },
              read: true,
            }),
          ],
          1,
        ),
      }),
    });
    renderApp(routes, '/profile/notification');
    const rows = await screen.findAllByTestId('notification');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.dataset['read']).toBe('false');
    expect(within(rows[0]!).getByRole('link').textContent).toBe('Unread: Deposit credited');
    expect(within(rows[0]!).getByTestId('notification-body').textContent).toBe(
      'Your deposit of 150.00 USDT was approved: 150.00 USDT is now in your real account.',
    );
    expect(within(rows[1]!).getByTestId('notification-body').textContent).toBe(
      '99.00 USDT was sent on BTC. Transaction: ab12',
    );
    // Read ones have no "mark as read".
    expect(within(rows[1]!).queryByTestId('notification-read')).toBeNull();
    expect(screen.getByTestId('notifications-unread').textContent).toBe('Unread: 1');
    const bell = await screen.findByTestId('notification-badge');
    expect(bell.textContent).toBe('1');
    expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe(
      'Notifications, unread: 1',
    );
  });

  it('marks one notification read by its id, and the bell follows', async () => {
    let read = false;
    const api = stub({
      'GET /user/listNotifications': () => ({ result: page([notice({ read })], read ? 0 : 1) }),
      'POST /user/readNotifications': () => {
        read = true;
        return { result: { unread: 0 } };
      },
    });
    renderApp(routes, '/profile/notification');
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('1');
    fireEvent.click(await screen.findByTestId('notification-read'));
    await waitFor(() => expect(callsOf(api, 'POST', '/user/readNotifications')).toHaveLength(1));
    expect(callsOf(api, 'POST', '/user/readNotifications')[0]!.body).toEqual({ ids: ['7'] });
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(screen.getByTestId('notification-bell').dataset['unread']).toBe('0');
    expect(screen.getByTestId('notification').dataset['read']).toBe('true');
    expect(screen.queryByTestId('notification-read')).toBeNull();
  });

  it('marks all read, and the button is off when nothing is unread', async () => {
    let unread = 3;
    const api = stub({
      'GET /user/listNotifications': () => ({ result: page([notice()], unread, 3) }),
      'POST /user/readNotifications': () => {
        unread = 0;
        return { result: { unread: 0 } };
      },
    });
    renderApp(routes, '/profile/notification');
    const all = await screen.findByTestId('notifications-read-all');
    await waitFor(() => expect((all as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(all);
    await waitFor(() => expect(callsOf(api, 'POST', '/user/readNotifications')).toHaveLength(1));
    expect(callsOf(api, 'POST', '/user/readNotifications')[0]!.body).toEqual({ all: true });
    await waitFor(() => expect((all as HTMLButtonElement).disabled).toBe(true));
  });

  it('asks for the unread ones under the Unread tab and says when all are read', async () => {
    const api = stub({
      'GET /user/listNotifications': (_, url) => ({
        result: url.searchParams.get('unread') === 'true' ? page([], 0, 0) : page([notice()], 0),
      }),
    });
    const { router } = renderApp(routes, '/profile/notification');
    await screen.findByTestId('notification');
    fireEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    expect((await screen.findByTestId('notifications-empty')).textContent).toBe(
      'You have read every notification.',
    );
    expect(router.state.location.search).toBe('?filter=unread');
    const last = callsOf(api, 'GET', '/user/listNotifications').at(-1)!;
    expect(last.url.searchParams.get('unread')).toBe('true');
    expect(last.url.searchParams.get('page')).toBe('1');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    stub({
      'GET /user/listNotifications': () =>
        fail ? { status: 500, code: 500, msg: 'down' } : { result: page([notice()], 1) },
    });
    renderApp(routes, '/profile/notification');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findAllByTestId('notification')).toHaveLength(1);
  });
});

/**
 * The profile with the session's sync, connected, answering the notifications `items()` holds
 * (as many as asked for); answers the socket.
 */
async function connectedProfile(items: () => NotificationItem[]) {
  stub({
    'GET /user/getUnreadCount': () => ({ result: { unread: 0 } }),
    'GET /user/listNotifications': (_, url) => {
      const size = Number(url.searchParams.get('pageSize'));
      return { result: page(items().slice(0, size), items().length) };
    },
  });
  renderWithSync('/profile');
  await waitFor(() => expect(ScriptedSocket.all.length).toBeGreaterThan(0));
  const socket = ScriptedSocket.all.at(-1)!;
  act(() => socket.open());
  return socket;
}

describe('live notices', () => {
  it('binds the live channel to the account and shows news as it arrives', async () => {
    let unread = 0;
    let items: NotificationItem[] = [];
    const api = stub({
      'GET /user/getUnreadCount': () => ({ result: { unread } }),
      'GET /user/listNotifications': () => ({ result: page(items, unread) }),
    });
    // The session's sync sits in the same tree (and query cache) as the page, as in the app.
    renderWithSync('/profile/notification');
    await screen.findByTestId('notifications-empty');
    const socket = ScriptedSocket.all.at(-1)!;
    act(() => socket.open());
    expect(socket.sent[0]).toEqual({ op: 'auth', token: loginAnswer.result.token });
    act(() => socket.receive({ t: 'notice', unread: 0 }));

    // A deposit is approved meanwhile.
    unread = 1;
    items = [
      notice({
        kind: 'deposit.rejected',
        params: { amount: '5', asset: 'USDT', reason: 'No transfer found' },
      }),
    ];
    const before = callsOf(api, 'GET', '/user/listNotifications').length;
    act(() => socket.receive({ t: 'notice', unread: 1 }));
    expect(
      await screen.findByText(
        'Deposit not approved: Your deposit of 5.00 USDT was not approved. Reason: No transfer found.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(callsOf(api, 'GET', '/user/listNotifications').length).toBeGreaterThan(before + 1),
    );
    expect(await screen.findAllByTestId('notification')).toHaveLength(1);
    expect((await screen.findAllByTestId('notification-badge'))[0]!.textContent).toBe('1');

    // Logging out closes the account's connection.
    act(() => session.clear('logout'));
    expect(socket.readyState).toBe(ScriptedSocket.CLOSED);
  });

  it('shows no toast for a support reply while the chat is open, and one once it is closed', async () => {
    let items: NotificationItem[] = [];
    const socket = await connectedProfile(() => items);
    act(() => socket.receive({ t: 'notice', unread: 0 }));
    await waitFor(() =>
      expect(screen.getByTestId('notification-bell').dataset['unread']).toBe('0'),
    );
    const reply = (id: string, preview: string) =>
      notice({
        id,
        kind: 'support.reply',
        params: { conversationId: '5', messageId: id, preview },
      });

    act(() => openSupport());
    items = [reply('31', 'Checking now')];
    act(() => socket.receive({ t: 'notice', unread: 1 }));
    await waitFor(() =>
      expect(screen.getByTestId('notification-bell').dataset['unread']).toBe('1'),
    );
    // A deposit's news still shows while the chat is open.
    items = [notice({ id: '32' }), ...items];
    act(() => socket.receive({ t: 'notice', unread: 2 }));
    expect(await screen.findByText(/^Deposit credited: /)).toBeTruthy();
    expect(screen.queryByText(/Checking now/)).toBeNull();

    act(() => closeSupport());
    items = [reply('33', 'It is credited'), ...items];
    act(() => socket.receive({ t: 'notice', unread: 3 }));
    expect(await screen.findByText('Support replied: “It is credited”')).toBeTruthy();
    expect(screen.queryByText(/Checking now/)).toBeNull();
  });

  it('shows each of two pieces of news once when both counts arrive before the answers', async () => {
    let items: NotificationItem[] = [];
    const socket = await connectedProfile(() => items);
    expect(socket.sent[0]).toEqual({ op: 'auth', token: loginAnswer.result.token });
    // As the server does: the count right after `auth`, where news is counted from. (The bell
    // shows 0 before any count is known, so waiting for its 0 proved nothing: on a busy machine
    // the news could arrive before the first count and be taken for it.)
    act(() => socket.receive({ t: 'notice', unread: 0 }));
    await waitFor(() =>
      expect(screen.getByTestId('notification-bell').dataset['unread']).toBe('0'),
    );
    // Approved, then paid out, both before the app asks what happened.
    items = [
      notice({
        id: '9',
        kind: 'withdrawal.completed',
        params: { receive: '99', network: 'BTC', payoutHash: 'ff00' },
      }),
      notice({ id: '8', kind: 'withdrawal.approved', params: { amount: '100', network: 'BTC' } }),
    ];
    act(() => {
      socket.receive({ t: 'notice', unread: 1 });
      socket.receive({ t: 'notice', unread: 2 });
    });
    expect(await screen.findByText(/^Withdrawal approved: /)).toBeTruthy();
    expect(await screen.findByText(/^Withdrawal paid out: /)).toBeTruthy();
    expect(screen.getAllByText(/^Withdrawal paid out: /)).toHaveLength(1);
  });
});
