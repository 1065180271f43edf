import { STORAGE_KEYS } from '@swx/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { fakeApi, loginAnswer, renderApp, testUser } from '../../test/render';
import { routes } from '../router';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubApi(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /login/options': () => ({ result: { google: false } }),
    'POST /user/getUserInfo': () => ({ result: testUser }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

function location(router: ReturnType<typeof renderApp>['router']) {
  return router.state.location.pathname + router.state.location.search;
}

describe('routes', () => {
  it('sends a logged-out visitor of /profile to the login page with a redirect back', async () => {
    stubApi();
    const { router } = renderApp(routes, '/profile');
    await screen.findByRole('heading', { name: 'Log in to SWX' });
    expect(location(router)).toBe('/pass/login?redirect=/profile');
    expect(screen.getByTestId('login-notice').textContent).toBe('Log in to continue.');
  });

  it('redirects unknown paths home', async () => {
    stubApi();
    const { router } = renderApp(routes, '/no/such/page');
    await screen.findByRole('heading', { name: 'Trading and investing, in one account' });
    expect(location(router)).toBe('/');
  });

  it('logs in and returns to the redirect target', async () => {
    const api = stubApi({ 'POST /login/login': () => loginAnswer });
    const { router } = renderApp(routes, '/pass/login?redirect=/profile/settings');
    fireEvent.change(await screen.findByLabelText('Username or email'), {
      target: { value: 'alice' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(location(router)).toBe('/profile/settings'));
    await screen.findByLabelText('Display language');
    expect(api.calls.find((c) => c.url.pathname.endsWith('/login/login'))?.body).toEqual({
      username: 'alice',
      password: 'secret-pass',
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('swx_token');
    expect(localStorage.getItem(STORAGE_KEYS.isLogin)).toBe('true');
  });

  it('asks for the code of the app after the password when two-factor sign-in is on', async () => {
    const api = stubApi({
      'POST /login/login': () => ({
        result: { challenge: 'the-challenge', expiresAt: '2030-01-01T00:05:00.000Z' },
      }),
      'POST /login/secondFactor': (body) =>
        (body as { code: string }).code === '123456'
          ? loginAnswer
          : { status: 400, code: 10081, msg: 'The authenticator code is incorrect' },
    });
    const { router } = renderApp(routes, '/pass/login?redirect=/profile/settings');
    fireEvent.change(await screen.findByLabelText('Username or email'), {
      target: { value: 'alice' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    // No session yet: the second step.
    const code = await screen.findByLabelText('Authenticator or recovery code');
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(location(router)).toBe('/pass/login?redirect=/profile/settings');

    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(location(router)).toBe('/profile/settings'));
    const sent = api.calls.filter((c) => c.url.pathname.endsWith('/login/secondFactor'));
    expect(sent.map((c) => c.body)).toEqual([
      { challenge: 'the-challenge', code: '654321' },
      { challenge: 'the-challenge', code: '123456' },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('swx_token');
  });

  it('goes back to the password from the second step', async () => {
    stubApi({
      'POST /login/login': () => ({
        result: { challenge: 'the-challenge', expiresAt: '2030-01-01T00:05:00.000Z' },
      }),
    });
    renderApp(routes, '/pass/login');
    fireEvent.change(await screen.findByLabelText('Username or email'), {
      target: { value: 'alice' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    fireEvent.click(await screen.findByTestId('second-factor-restart'));
    expect(await screen.findByLabelText('Username or email')).toBeTruthy();
  });

  it('shows a wrong password at form level, not at a field', async () => {
    stubApi({
      'POST /login/login': () => ({
        status: 400,
        code: 10004,
        msg: 'Username or password is incorrect',
      }),
    });
    renderApp(routes, '/pass/login');
    fireEvent.change(await screen.findByLabelText('Username or email'), {
      target: { value: 'alice' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByTestId('form-error');
    expect(alert.textContent).toBe('Username or password is incorrect');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the account overview with the demo badge and logs out home', async () => {
    session.login(loginAnswer.result);
    const api = stubApi({ 'POST /user/logout': () => ({}) });
    const { router } = renderApp(routes, '/profile');
    expect((await screen.findByTestId('profile-username')).textContent).toBe('alice');
    expect(screen.getByTestId('account-mode').textContent).toBe('Demo');
    expect(screen.getByTestId('profile-invite-code').textContent).toBe('ABCD2345');
    expect(screen.getByTestId('profile-member-since').textContent).toBe('Jan 2, 2025');

    fireEvent.click(screen.getByRole('button', { name: /^Log out/ }));
    await waitFor(() => expect(location(router)).toBe('/'));
    await screen.findByRole('heading', { name: 'Trading and investing, in one account' });
    expect(location(router)).toBe('/');
    expect(api.calls.some((c) => c.url.pathname.endsWith('/user/logout'))).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(0);
  });

  it('sends the account page to login when another tab logs out', async () => {
    session.login(loginAnswer.result);
    stubApi();
    const { router } = renderApp(routes, '/profile/settings');
    await screen.findByLabelText('Display language');
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));
    });
    await waitFor(() => expect(location(router)).toBe('/pass/login?redirect=/profile/settings'));
  });

  it('explains password setting to Google-only users instead of the form', async () => {
    session.login({ ...loginAnswer.result, user: { ...testUser, hasPassword: false } });
    stubApi({ 'POST /user/getUserInfo': () => ({ result: { ...testUser, hasPassword: false } }) });
    renderApp(routes, '/profile/password');
    await screen.findByTestId('password-google-only');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Set a password' }).getAttribute('href')).toBe(
      '/pass/reset',
    );
  });
});

describe('Google callback', () => {
  it('posts the code once (StrictMode), stores the session and opens the account', async () => {
    const api = stubApi({ 'POST /login/loginByGoogle': () => loginAnswer });
    const { router } = renderApp(routes, '/api/loginCallback/google?code=the-code&state=the-state');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const posts = api.calls.filter((c) => c.url.pathname.endsWith('/login/loginByGoogle'));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ code: 'the-code', state: 'the-state' });
    expect(session.get().isLogin).toBe(true);
  });

  it('shows the failure with a way back to the login page', async () => {
    stubApi({
      'POST /login/loginByGoogle': () => ({ status: 400, code: 10038, msg: 'Social login failed' }),
    });
    renderApp(routes, '/api/loginCallback/google?code=used-code&state=s');
    expect((await screen.findByTestId('google-error')).textContent).toBe(
      'Social login failed; start again',
    );
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe(
      '/pass/login',
    );
  });

  it('says the sign-in was cancelled when the provider answers an error', async () => {
    const api = stubApi();
    renderApp(routes, '/api/loginCallback/google?error=access_denied');
    expect((await screen.findByTestId('google-error')).textContent).toBe(
      'Google sign-in was cancelled.',
    );
    expect(api.calls.some((c) => c.url.pathname.endsWith('/login/loginByGoogle'))).toBe(false);
  });
});

describe('app frame', () => {
  function stubHelp() {
    return stubApi({
      'GET /index/listFaq': () => ({ result: { categories: [], items: [] } }),
      'GET /index/listNotices': () => ({ result: { items: [], total: 0, page: 1, pageSize: 4 } }),
      'GET /index/listContents/2': () => ({ result: [] }),
    });
  }

  it('keeps a visited page alive with its state', async () => {
    stubHelp();
    const { router } = renderApp(routes, '/help');
    const search = await screen.findByTestId('help-search');
    fireEvent.change(search, { target: { value: 'deposit minimum' } });

    await act(() => router.navigate('/introduction'));
    expect((await screen.findByTestId('mobile-title')).textContent).toBe('About SWX');
    // The help page is still mounted, hidden.
    expect(search.isConnected).toBe(true);
    await act(() => router.navigate('/help'));
    expect(await screen.findByTestId('help-search')).toBe(search);
    expect((search as HTMLInputElement).value).toBe('deposit minimum');
  });

  it('drops every kept page when the user logs out', async () => {
    session.login(loginAnswer.result);
    stubHelp();
    const { router } = renderApp(routes, '/help');
    const search = await screen.findByTestId('help-search');
    fireEvent.change(search, { target: { value: 'my search' } });
    await act(() => router.navigate('/profile'));
    await screen.findByTestId('profile-username');

    act(() => session.clear('logout'));
    await act(() => router.navigate('/help'));
    const fresh = await screen.findByTestId('help-search');
    expect(fresh).not.toBe(search);
    expect((fresh as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('profile-username')).toBeNull();
  });
});
