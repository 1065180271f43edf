import { Code } from '@swx/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackOfficeButtons } from '../../components/button-look';
import { api } from '../../lib/api';
import { TOKEN_KEY, session } from '../../lib/session';
import { SignInPage } from './sign-in-page';

/**
 * A fake of the staff API: answers by path, records every call but the first-start check
 * (answered "not needed" unless a test says otherwise).
 */
function fakeApi(
  answers: Record<string, (body: unknown) => { status: number; envelope: unknown }>,
) {
  const calls: { path: string; body: unknown; authorization: string | null }[] = [];
  const fetchFake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    const firstStartCheck = path === '/swx/admin/setup' && (init?.method ?? 'GET') === 'GET';
    if (!firstStartCheck) {
      calls.push({ path, body, authorization: new Headers(init?.headers).get('authorization') });
    }
    const answer = firstStartCheck
      ? (answers['GET /swx/admin/setup'] ?? (() => ok({ needed: false })))
      : answers[path];
    if (!answer) throw new Error(`unexpected call to ${path}`);
    const { status, envelope } = answer(body);
    return new Response(JSON.stringify(envelope), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchFake);
  return calls;
}

const ok = (result: unknown) => ({ status: 200, envelope: { code: 200, msg: 'success', result } });
const fail = (status: number, code: number, msg: string) => ({
  status,
  envelope: { code, msg, result: null },
});

const STAFF = {
  id: 7,
  username: 'ada',
  role: 'compliance',
  permissions: ['kyc.review', 'files.view'],
};
const SESSION = {
  token: 'staff-token-1',
  expiresAt: '2030-01-01T00:00:00.000Z',
  idleSeconds: 1800,
  staff: STAFF,
};

function renderSignIn() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BackOfficeButtons>
        <SignInPage />
      </BackOfficeButtons>
    </QueryClientProvider>,
  );
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submitPassword() {
  type(/username/i, 'ada');
  type(/password/i, 'correct horse battery');
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('sign-in', () => {
  beforeEach(() => {
    session.reload();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('creates the first account on a first start, then signs in', async () => {
    const calls = fakeApi({
      'GET /swx/admin/setup': () => ok({ needed: true }),
      '/swx/admin/setup': (body) =>
        (body as { token: string }).token === 'setup-token-1'
          ? ok(null)
          : fail(401, Code.UNAUTHORIZED, 'Please log in'),
    });
    renderSignIn();
    await screen.findByRole('heading', { name: 'Create the first account' });
    type(/setup token/i, 'wrong');
    type(/^username/i, 'root');
    type(/^email/i, 'root@example.test');
    type(/^password/i, 'Root-Admin-2026!');
    type(/repeat the password/i, 'Root-Admin-2026?');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The two passwords differ.')).toBeTruthy();
    expect(calls).toEqual([]);
    type(/repeat the password/i, 'Root-Admin-2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please log in')).toBeTruthy();
    type(/setup token/i, ' setup-token-1 ');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/Account root created/)).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      path: '/swx/admin/setup',
      body: {
        token: 'setup-token-1',
        username: 'root',
        email: 'root@example.test',
        password: 'Root-Admin-2026!',
      },
    });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('takes the setup token from the start link and clears it from the address bar', async () => {
    window.history.replaceState(null, '', '/admin/#setup=AbC_12-xyz');
    fakeApi({ 'GET /swx/admin/setup': () => ok({ needed: true }) });
    renderSignIn();
    await screen.findByRole('heading', { name: 'Create the first account' });
    expect((screen.getByLabelText(/setup token/i) as HTMLInputElement).value).toBe('AbC_12-xyz');
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/admin/');
  });

  it('asks for the authenticator code after the password, then starts the session', async () => {
    const calls = fakeApi({
      '/swx/admin/login': () => ok({ step: 'totp', challenge: 'ch-1' }),
      '/swx/admin/login/totp': (body) =>
        (body as { code: string }).code === '123456'
          ? ok(SESSION)
          : fail(400, Code.CODE_INCORRECT, 'Incorrect code'),
    });
    renderSignIn();
    await submitPassword();

    const code = await screen.findByLabelText(/authentication code/i);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(calls[0]).toMatchObject({
      path: '/swx/admin/login',
      body: { username: 'ada', password: 'correct horse battery' },
    });

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: /verify and sign in/i }));

    await waitFor(() => expect(session.get().token).toBe('staff-token-1'));
    expect(calls[1]).toMatchObject({
      path: '/swx/admin/login/totp',
      body: { challenge: 'ch-1', code: '123456' },
    });
    expect(session.get().staff).toEqual(STAFF);
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe('staff-token-1');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('shows the QR code and the secret in groups of four when enrolment is needed', async () => {
    fakeApi({
      '/swx/admin/login': () =>
        ok({
          step: 'enrol',
          challenge: 'ch-2',
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
          otpauthUrl: 'otpauth://totp/SWX:ada?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=SWX',
        }),
    });
    renderSignIn();
    await submitPassword();

    const qr = await screen.findByRole('img', { name: /qr code/i });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(screen.getByLabelText(/code from the app/i)).toBeTruthy();
    expect(screen.getByRole('button', { name: /confirm and sign in/i })).toBeTruthy();
  });

  it('shows the server’s message for a wrong code and lets the user retry', async () => {
    let attempts = 0;
    const calls = fakeApi({
      '/swx/admin/login': () => ok({ step: 'totp', challenge: 'ch-3' }),
      '/swx/admin/login/totp': () => {
        attempts += 1;
        return attempts === 1
          ? fail(400, Code.CODE_INCORRECT, 'The code is not correct.')
          : ok(SESSION);
      },
    });
    renderSignIn();
    await submitPassword();

    const code = await screen.findByLabelText(/authentication code/i);
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: /verify and sign in/i }));

    expect((await screen.findByRole('alert')).textContent).toBe('The code is not correct.');
    expect(session.get().token).toBeNull();

    // Still on the code step, with the same challenge.
    fireEvent.change(screen.getByLabelText(/authentication code/i), {
      target: { value: '654321' },
    });
    fireEvent.click(screen.getByRole('button', { name: /verify and sign in/i }));
    await waitFor(() => expect(session.get().token).toBe('staff-token-1'));
    expect(calls.at(-1)).toMatchObject({ body: { challenge: 'ch-3', code: '654321' } });
  });

  it('goes back to the password step when the challenge has expired', async () => {
    fakeApi({
      '/swx/admin/login': () => ok({ step: 'totp', challenge: 'ch-4' }),
      '/swx/admin/login/totp': () => fail(400, Code.CODE_EXPIRED, 'The code has expired.'),
    });
    renderSignIn();
    await submitPassword();
    fireEvent.change(await screen.findByLabelText(/authentication code/i), {
      target: { value: '111111' },
    });
    fireEvent.click(screen.getByRole('button', { name: /verify and sign in/i }));

    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.getByText(/the code has expired\. sign in again\./i)).toBeTruthy();
    expect(screen.queryByLabelText(/authentication code/i)).toBeNull();
  });

  it('shows the password error the server sends', async () => {
    fakeApi({
      '/swx/admin/login': () => fail(400, Code.PASSWORD_INCORRECT, 'Incorrect password.'),
    });
    renderSignIn();
    await submitPassword();
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect password.');
    expect(screen.queryByLabelText(/authentication code/i)).toBeNull();
  });

  it('ends the session on a 401 and says so on the sign-in page', async () => {
    session.start('old-token', { ...STAFF, role: 'compliance' });
    fakeApi({
      '/swx/admin/me': () => fail(401, Code.UNAUTHORIZED, 'Unauthorized'),
    });
    await expect(api('GET', '/me')).rejects.toMatchObject({ status: 401 });
    expect(session.get().token).toBeNull();
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();

    renderSignIn();
    expect(screen.getByText('Your session ended. Sign in again.')).toBeTruthy();
  });
});
