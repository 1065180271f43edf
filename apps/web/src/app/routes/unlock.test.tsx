import { Code } from '@swx/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en';
import { fakeApi, renderApp } from '../../test/render';
import { UnlockPage } from './unlock';

const TOKEN = 'Tq3_unlock-token-from-the-mail-0123456789';

function open(token: string | null, answer: { code?: number; status?: number; msg?: string }) {
  const api = fakeApi({ 'POST /login/unlock': () => answer });
  vi.stubGlobal('fetch', api.fetch);
  renderApp(
    [{ path: '/pass/unlock', element: <UnlockPage /> }],
    token === null ? '/pass/unlock' : `/pass/unlock?token=${token}`,
  );
  return api;
}

describe('the unlock page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uses the mailed link only when the owner asks, then points to log in', async () => {
    const api = open(TOKEN, {});
    expect(await screen.findByRole('heading', { name: en.unlock.heading })).toBeTruthy();
    // Opening the page (as a mail scanner would) uses nothing.
    expect(api.calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: en.unlock.submit }));
    expect((await screen.findByTestId('unlock-done')).textContent).toContain(en.unlock.done);
    expect(api.calls.map((c) => [c.method, c.url.pathname, c.body])).toEqual([
      ['POST', '/swx/customer/login/unlock', { token: TOKEN }],
    ]);
    expect(screen.getByRole('link', { name: en.unlock.toLogin }).getAttribute('href')).toBe(
      '/pass/login',
    );
  });

  it('says when the link has expired or was used', async () => {
    open(TOKEN, { status: 400, code: Code.CODE_EXPIRED, msg: 'expired' });
    fireEvent.click(await screen.findByRole('button', { name: en.unlock.submit }));
    expect((await screen.findByTestId('unlock-error')).textContent).toBe(
      en.errors[Code.CODE_EXPIRED],
    );
  });

  it('without a token offers only the way back', async () => {
    open(null, {});
    expect((await screen.findByTestId('unlock-error')).textContent).toBe(
      en.errors[Code.CODE_EXPIRED],
    );
    expect(screen.queryByRole('button', { name: en.unlock.submit })).toBeNull();
  });
});
