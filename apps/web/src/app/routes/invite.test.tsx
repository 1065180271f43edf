import type { InviteesResult } from '@swx/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../i18n/format';
import { session } from '../../lib/session';
import { fakeApi, loginAnswer, renderApp, testUser, type FakeAnswer } from '../../test/render';
import { InvitePage } from './invite';
import { RequireAuth } from './require-auth';

/** The page as the router mounts it: behind the login guard. */
const routes: RouteObject[] = [
  { element: <RequireAuth />, children: [{ path: '/profile/invite', element: <InvitePage /> }] },
];

/** A code the profile does not have: what the page shows comes from the list's answer. */
const CODE = 'QZ7K3M9P';
const LINK = `${window.location.origin}/pass/register?invite=${CODE}`;

const invitee = (n: number) => ({
  username: `friend${n}`,
  joinedAt: `2026-03-${String(n).padStart(2, '0')}T10:20:00.000Z`,
});

function answer(over: Partial<InviteesResult> = {}): InviteesResult {
  return {
    inviteCode: CODE,
    total: 2,
    items: [invitee(2), invitee(1)],
    page: 1,
    pageSize: 20,
    ...over,
  };
}

function stub(listInvitees: (url: URL) => FakeAnswer = () => ({ result: answer() })) {
  const api = fakeApi({
    'POST /user/getUserInfo': () => ({ result: testUser }),
    'GET /user/listInvitees': (_body, url) => listInvitees(url),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const listCalls = (api: ReturnType<typeof stub>) =>
  api.calls.filter((c) => c.method === 'GET' && c.url.pathname.endsWith('/user/listInvitees'));

/** Gives navigator a property for one test (jsdom has neither clipboard nor share). */
function setNavigator(name: 'clipboard' | 'share', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;
beforeEach(() => {
  session.login(loginAnswer.result);
  writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
  setNavigator('clipboard', { writeText });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(navigator, 'share');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/profile/invite', () => {
  it('shows the code and the registration link from the API answer, with a named QR code', async () => {
    stub();
    renderApp(routes, '/profile/invite');
    await waitFor(() => expect(screen.getByTestId('invite-code').textContent).toBe(CODE));
    const link = screen.getByTestId('invite-link').textContent!;
    expect(link).toBe(LINK);
    const url = new URL(link);
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/pass/register');
    expect(url.searchParams.get('invite')).toBe(CODE);
    const qr = screen.getByTestId('invite-qr');
    expect(within(qr).getByRole('img', { name: 'QR code of your invite link' })).toBeTruthy();
    expect(document.title).toContain('Invite friends');
  });

  it('copies the code and the link, each to the clipboard as shown', async () => {
    stub();
    renderApp(routes, '/profile/invite');
    await waitFor(() => expect(screen.getByTestId('invite-code').textContent).toBe(CODE));

    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText).toHaveBeenLastCalledWith(CODE);
    await waitFor(() =>
      expect(screen.getByTestId('invite-code-copy').getAttribute('data-copied')).toBe('true'),
    );
    // The toast's live region announces it.
    expect(within(screen.getByRole('status')).getByText('Copied')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect(writeText).toHaveBeenLastCalledWith(LINK);
  });

  it('lists who joined with the total and local dates, and asks for the next page', async () => {
    const api = stub((url) =>
      url.searchParams.get('page') === '2'
        ? { result: answer({ total: 21, items: [invitee(3)], page: 2 }) }
        : {
            result: answer({
              total: 21,
              items: Array.from({ length: 20 }, (_, i) => invitee(i + 4)),
            }),
          },
    );
    const { router } = renderApp(routes, '/profile/invite');
    const rows = await screen.findAllByTestId('invitee-row');
    expect(rows).toHaveLength(20);
    expect(screen.getByTestId('invitees-total').textContent).toBe('21');
    const first = invitee(4);
    expect(within(rows[0]!).getByText(first.username)).toBeTruthy();
    const time = rows[0]!.querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe(first.joinedAt);
    expect(time.textContent).toBe(formatDateTime(first.joinedAt, 'en'));
    const firstCall = listCalls(api)[0]!;
    expect(firstCall.url.searchParams.get('page')).toBe('1');
    expect(firstCall.url.searchParams.get('pageSize')).toBe('20');
    expect(screen.getByTestId('invitees-range').textContent).toBe('1–20 of 21');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getAllByTestId('invitee-row')).toHaveLength(1));
    expect(screen.getByTestId('invitee-row').textContent).toContain('friend3');
    expect(listCalls(api).at(-1)!.url.searchParams.get('page')).toBe('2');
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByTestId('invitees-range').textContent).toBe('21–21 of 21');
  });

  it('opens on the page named in the address', async () => {
    const api = stub((url) => ({
      result: answer({
        total: 41,
        items: [invitee(1)],
        page: Number(url.searchParams.get('page')),
      }),
    }));
    renderApp(routes, '/profile/invite?page=3');
    await screen.findByTestId('invitee-row');
    // StrictMode may ask twice; every request is for page 3.
    const pages = new Set(listCalls(api).map((c) => c.url.searchParams.get('page')));
    expect(pages).toEqual(new Set(['3']));
  });

  it('says nobody has joined yet and offers the link to copy', async () => {
    stub(() => ({ result: answer({ total: 0, items: [] }) }));
    renderApp(routes, '/profile/invite');
    expect((await screen.findByTestId('invitees-empty')).textContent).toBe(
      'Nobody has joined with your code yet.',
    );
    expect(screen.getByTestId('invitees-total').textContent).toBe('0');
    expect(screen.queryAllByTestId('invitee-row')).toHaveLength(0);
    // Without a share sheet, the empty list's action copies the link.
    fireEvent.click(screen.getByTestId('invitees-empty-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK));
  });

  it('shows a failed list with a retry that loads it; the code stays usable', async () => {
    let fail = true;
    stub(() => (fail ? { status: 500, code: 500, msg: 'Unknown error' } : { result: answer() }));
    renderApp(routes, '/profile/invite');
    const error = await screen.findByTestId('load-error');
    expect(error.textContent).toContain('Your invited friends could not be loaded.');
    expect(within(screen.getByTestId('invitees')).getByTestId('load-error')).toBe(error);
    // The profile's code (the same one) keeps the invite shareable meanwhile.
    expect(screen.getByTestId('invite-code').textContent).toBe(testUser.inviteCode);

    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('invitee-row')).toHaveLength(2);
    expect(screen.queryByTestId('load-error')).toBeNull();
    expect(screen.getByTestId('invite-code').textContent).toBe(CODE);
  });

  it('offers no share button where the browser has no share sheet', async () => {
    stub();
    renderApp(routes, '/profile/invite');
    await waitFor(() => expect(screen.getByTestId('invite-code').textContent).toBe(CODE));
    expect(screen.queryByTestId('invite-share')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share link' })).toBeNull();
  });

  it('shares the link and a line with the code through the share sheet', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(() => Promise.resolve());
    setNavigator('share', share);
    stub();
    renderApp(routes, '/profile/invite');
    await waitFor(() => expect(screen.getByTestId('invite-code').textContent).toBe(CODE));
    const button = screen.getByTestId('invite-share');
    expect(button.textContent).toBe('Share link');
    fireEvent.click(button);
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const data = share.mock.calls[0]![0];
    expect(data.url).toBe(LINK);
    expect(data.text).toContain(CODE);
  });

  it('says nothing when the share sheet is closed, and reports a real failure', async () => {
    const share = vi
      .fn<(data: ShareData) => Promise<void>>()
      .mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'))
      .mockRejectedValueOnce(new DOMException('Not allowed', 'NotAllowedError'));
    setNavigator('share', share);
    stub();
    renderApp(routes, '/profile/invite');
    await waitFor(() => expect(screen.getByTestId('invite-code').textContent).toBe(CODE));

    fireEvent.click(screen.getByTestId('invite-share'));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('The link could not be shared. Copy it instead.')).toBeNull();

    fireEvent.click(screen.getByTestId('invite-share'));
    expect(await screen.findByText('The link could not be shared. Copy it instead.')).toBeTruthy();
  });
});
