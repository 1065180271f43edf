import type {
  AddressBook,
  WithdrawalAddressItem,
  SecuritySettings,
  SessionItem,
  SessionsResult,
  SignInItem,
  SignInsResult,
} from '@swx/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import {
  fakeApi,
  fakeModalDialogs,
  loginAnswer,
  renderApp,
  testUser,
  type FakeAnswer,
} from '../../test/render';
import { RequireAuth } from './require-auth';
import { SecurityPage } from './security';
import { createPasskey, PasskeyCancelled } from '../../lib/webauthn';

// The browser's WebAuthn call (Playwright drives the real one with a virtual authenticator).
vi.mock('../../lib/webauthn', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  webAuthnAvailable: () => true,
  createPasskey: vi.fn(),
}));

const routes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [{ path: '/profile/security', element: <SecurityPage /> }],
  },
];

const here: SessionItem = {
  id: '41',
  current: true,
  method: 'password',
  device: { browser: 'Chrome 131', os: 'Windows 10', kind: 'desktop' },
  ip: '203.0.113.7',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastSeenAt: '2026-11-29T10:00:00.000Z',
  expiresAt: '2026-12-06T10:00:00.000Z',
};
const phone: SessionItem = {
  id: '40',
  current: false,
  method: 'register',
  device: { browser: 'Safari 18', os: 'iOS 18.1', kind: 'mobile' },
  ip: '198.51.100.2',
  createdAt: '2026-11-01T08:00:00.000Z',
  lastSeenAt: '2026-11-28T21:30:00.000Z',
  expiresAt: '2026-12-05T21:30:00.000Z',
};
const failure: SignInItem = {
  id: '9',
  at: '2026-11-29T09:59:00.000Z',
  outcome: 'failure',
  method: 'password',
  device: { browser: null, os: null, kind: 'unknown' },
  ip: '192.0.2.66',
};
const success: SignInItem = { ...failure, id: '8', outcome: 'success', ip: '203.0.113.7' };
const OFF = { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
/** Two-factor sign-in on, with `left` recovery codes. */
const on = (left: number) => ({
  enabled: true,
  enabledAt: '2026-11-29T10:00:00.000Z',
  recoveryCodesLeft: left,
});
/** The settings' answer: a password, nothing else on, unless `change` says otherwise. */
const settingsAnswer = (change: Partial<SecuritySettings> = {}) => ({
  result: { antiPhishing: null, hasPassword: true, twoFactor: OFF, ...change },
});
const laptop = {
  id: '3',
  name: 'Laptop',
  createdAt: '2026-11-29T10:00:00.000Z',
  lastUsedAt: null,
  backedUp: true,
};
const emptyBook: AddressBook = {
  items: [],
  whitelist: { on: false, offAt: null },
  waitHours: 24,
};
const cold: WithdrawalAddressItem = {
  id: '7',
  network: 'USDT-TRC20',
  address: 'TNUC9Qb1rRpS5CbWLmNMxXBjyFoydXjWFR',
  label: 'Cold wallet',
  createdAt: '2026-11-29T10:00:00.000Z',
  usableAt: '2026-11-30T10:00:00.000Z',
  ready: false,
};
const RECOVERY = Array.from(
  { length: 10 },
  (_, i) => `abcd${'abcdefghij'[i]}-efgh${'234567wxyz'[i]}`,
);

function stub(handlers: Record<string, (body: unknown, url: URL) => FakeAnswer> = {}) {
  let live: SessionItem[] = [here, phone];
  const api = fakeApi({
    'POST /user/getUserInfo': () => ({ result: testUser }),
    'GET /user/listSessions': () => ({
      result: { items: live, total: live.length } satisfies SessionsResult,
    }),
    'GET /user/listSignIns': () => ({
      result: {
        items: [failure, success],
        total: 2,
        page: 1,
        pageSize: 10,
      } satisfies SignInsResult,
    }),
    'GET /user/getSecuritySettings': () => settingsAnswer(),
    'GET /user/getAddressBook': () => ({ result: emptyBook }),
    'GET /user/listPasskeys': () => ({ result: { items: [] } }),
    'POST /user/revokeSession': (body) => {
      const { id } = body as { id: string };
      live = live.filter((s) => s.id !== id);
      return { code: 20005, result: null };
    },
    'POST /user/revokeOtherSessions': () => {
      const revoked = live.length - 1;
      live = live.filter((s) => s.current);
      return { code: 20005, result: { revoked } };
    },
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

fakeModalDialogs();
beforeEach(() => session.login(loginAnswer.result));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/profile/security', () => {
  it('lists the sessions with their devices, this one marked and without a sign-out', async () => {
    stub();
    renderApp(routes, '/profile/security');
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('device-name').textContent).toBe('Chrome 131 · Windows 10');
    expect(within(rows[0]!).getByTestId('session-current').textContent).toBe('This device');
    expect(within(rows[0]!).queryByTestId('session-sign-out')).toBeNull();
    expect(within(rows[1]!).getByTestId('device-name').textContent).toBe('Safari 18 · iOS 18.1');
    expect(within(rows[1]!).getByTestId('device-ip').textContent).toBe('198.51.100.2');
    expect(within(rows[1]!).getByText('Phone')).toBeTruthy();
    expect(document.title).toContain('Security');
  });

  it('signs out another device, says so, and lists what is left', async () => {
    const api = stub();
    renderApp(routes, '/profile/security');
    const rows = await screen.findAllByTestId('session-row');
    fireEvent.click(within(rows[1]!).getByTestId('session-sign-out'));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    const sent = api.calls.find((c) => c.url.pathname.endsWith('/user/revokeSession'));
    expect(sent?.body).toEqual({ id: '40' });
    expect(
      within(screen.getByRole('status')).getByText('That device has been signed out.'),
    ).toBeTruthy();
    expect(screen.getByTestId('sessions-alone').textContent).toBe('No other device is signed in.');
    expect(screen.queryByTestId('sessions-sign-out-others')).toBeNull();
  });

  it('signs out every other device after a confirmation that counts them', async () => {
    const api = stub();
    renderApp(routes, '/profile/security');
    fireEvent.click(await screen.findByTestId('sessions-sign-out-others'));
    const dialog = await screen.findByTestId('sessions-confirm');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.textContent).toContain('Devices to sign out: 1.');
    // Nothing is sent before the confirmation.
    expect(api.calls.some((c) => c.url.pathname.endsWith('/user/revokeOtherSessions'))).toBe(false);
    fireEvent.click(within(dialog).getByTestId('sessions-confirm-sign-out'));
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
    expect(within(screen.getByRole('status')).getByText('Devices signed out: 1.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
  });

  it('a device already signed out elsewhere is said to be so and leaves the list', async () => {
    let ended = false;
    stub({
      'POST /user/revokeSession': () => {
        ended = true;
        return { status: 404, code: 10035, msg: 'Not found', result: null };
      },
      'GET /user/listSessions': () => ({
        result: { items: ended ? [here] : [here, phone], total: ended ? 1 : 2 },
      }),
    });
    renderApp(routes, '/profile/security');
    const rows = await screen.findAllByTestId('session-row');
    fireEvent.click(within(rows[1]!).getByTestId('session-sign-out'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('status')).getByText('That device was already signed out.'),
      ).toBeTruthy(),
    );
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
  });

  it('shows the sign-in history: wrong passwords apart from sign-ins, with the address', async () => {
    stub();
    renderApp(routes, '/profile/security');
    const rows = await screen.findAllByTestId('sign-in-row');
    expect(rows.map((r) => r.getAttribute('data-outcome'))).toEqual(['failure', 'success']);
    expect(within(rows[0]!).getByText('Failed: wrong password or code')).toBeTruthy();
    expect(within(rows[0]!).getByText('Unknown device')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('device-ip').textContent).toBe('192.0.2.66');
    expect(within(rows[1]!).getByText('Signed in')).toBeTruthy();
  });

  it('sets the anti-phishing code with the password; a refusal shows at its field', async () => {
    let phrase: string | null = null;
    const api = stub({
      'GET /user/getSecuritySettings': () =>
        settingsAnswer({ antiPhishing: phrase === null ? null : 'Bl••••••••••2' }),
      'POST /user/setAntiPhishing': (body) => {
        const sent = body as { phrase: string | null; password: string };
        if (sent.password !== 'Correct-Horse-9') {
          return { status: 400, code: 10004, msg: 'Password incorrect', result: null };
        }
        phrase = sent.phrase;
        return { code: 20005, result: null };
      },
    });
    renderApp(routes, '/profile/security');
    await waitFor(() =>
      expect(screen.getByTestId('anti-phishing-current').textContent).toBe('Not set'),
    );
    const field = screen.getByTestId('anti-phishing-phrase') as HTMLInputElement;
    // Checked before sending: too short.
    fireEvent.change(field, { target: { value: 'abc' } });
    fireEvent.change(screen.getByTestId('anti-phishing-password'), {
      target: { value: 'Correct-Horse-9' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set the code' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(api.calls.some((c) => c.url.pathname.endsWith('/user/setAntiPhishing'))).toBe(false);

    fireEvent.change(field, { target: { value: ' Blue-Heron 42 ' } });
    fireEvent.change(screen.getByTestId('anti-phishing-password'), {
      target: { value: 'wrong-password-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set the code' }));
    await waitFor(() =>
      expect(
        (screen.getByTestId('anti-phishing-password') as HTMLInputElement).getAttribute(
          'aria-invalid',
        ),
      ).toBe('true'),
    );
    fireEvent.change(screen.getByTestId('anti-phishing-password'), {
      target: { value: 'Correct-Horse-9' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set the code' }));
    await waitFor(() =>
      expect(screen.getByTestId('anti-phishing-current').textContent).toBe('Bl••••••••••2'),
    );
    const sent = api.calls.filter((c) => c.url.pathname.endsWith('/user/setAntiPhishing'));
    expect(sent.at(-1)?.body).toEqual({ phrase: 'Blue-Heron 42', password: 'Correct-Horse-9' });
    expect(field.value).toBe('');
    expect(screen.getByRole('button', { name: 'Change the code' })).toBeTruthy();
  });

  it('asks an account made through Google to set a password first', async () => {
    stub({
      'GET /user/getSecuritySettings': () => settingsAnswer({ hasPassword: false }),
    });
    renderApp(routes, '/profile/security');
    expect(await screen.findByTestId('anti-phishing-no-password')).toBeTruthy();
    expect(screen.queryByTestId('anti-phishing-phrase')).toBeNull();
  });

  it('removes the anti-phishing code with the password, from its dialog', async () => {
    let phrase: string | null = 'Blue-Heron 42';
    const api = stub({
      'GET /user/getSecuritySettings': () =>
        settingsAnswer({ antiPhishing: phrase === null ? null : 'Bl••••••••••2' }),
      'POST /user/setAntiPhishing': (body) => {
        phrase = (body as { phrase: string | null }).phrase;
        return { code: 20005, result: null };
      },
    });
    renderApp(routes, '/profile/security');
    fireEvent.click(await screen.findByTestId('anti-phishing-remove-open'));
    const dialog = await screen.findByTestId('anti-phishing-remove');
    expect(dialog.hasAttribute('open')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Current password'), {
      target: { value: 'Correct-Horse-9' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
    await waitFor(() =>
      expect(screen.getByTestId('anti-phishing-current').textContent).toBe('Not set'),
    );
    const sent = api.calls.filter((c) => c.url.pathname.endsWith('/user/setAntiPhishing'));
    expect(sent.at(-1)?.body).toEqual({ phrase: null, password: 'Correct-Horse-9' });
  });

  it('turns two-factor sign-in on: password, QR code and key, a code, then the recovery codes', async () => {
    let enabled = false;
    const api = stub({
      'GET /user/getSecuritySettings': () => settingsAnswer({ twoFactor: enabled ? on(10) : OFF }),
      'POST /user/startTwoFactor': (body) =>
        (body as { password: string }).password === 'Correct-Horse-9'
          ? {
              result: {
                secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
                otpauthUrl: 'otpauth://totp/SWX:ada?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
              },
            }
          : { code: 10004, result: null },
      'POST /user/enableTwoFactor': (body) => {
        if ((body as { code: string }).code !== '123456') return { code: 10081, result: null };
        enabled = true;
        return { code: 20005, result: { recoveryCodes: RECOVERY } };
      },
    });
    renderApp(routes, '/profile/security');
    expect((await screen.findByTestId('two-factor-status')).textContent).toBe('Off');
    fireEvent.click(screen.getByTestId('two-factor-enable-open'));
    const dialog = await screen.findByTestId('two-factor-enable');
    expect(dialog.hasAttribute('open')).toBe(true);

    const password = within(dialog).getByLabelText('Current password');
    fireEvent.change(password, { target: { value: 'wrong-one-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(password, { target: { value: 'Correct-Horse-9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    // The key, as a QR code and as text in groups of four.
    expect(await within(dialog).findByTestId('two-factor-qr')).toBeTruthy();
    expect(within(dialog).getByTestId('two-factor-secret').textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    const code = within(dialog).getByLabelText('Code from the app');
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await within(dialog).findByText('The authenticator code is incorrect or was already used');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    // The recovery codes, shown once; the card says it is on.
    const codes = await within(dialog).findAllByTestId('recovery-code');
    expect(codes.map((item) => item.textContent)).toEqual(RECOVERY);
    await waitFor(() => expect(screen.getByTestId('two-factor-status').textContent).toBe('On'));
    expect(screen.getByTestId('recovery-codes-left').textContent).toBe('Recovery codes left: 10.');
    // Shown once: no stray Escape or close button loses them, only "I have saved them" closes.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(dialog.hasAttribute('open')).toBe(true);
    fireEvent.click(within(dialog).getByTestId('two-factor-done'));
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
    const sent = api.calls.filter((c) => c.url.pathname.endsWith('/user/enableTwoFactor'));
    expect(sent.map((c) => c.body)).toEqual([{ code: '654321' }, { code: '123456' }]);
  });

  it('turns two-factor sign-in off with the password and a code', async () => {
    let enabled = true;
    const api = stub({
      'GET /user/getSecuritySettings': () => settingsAnswer({ twoFactor: enabled ? on(2) : OFF }),
      'POST /user/disableTwoFactor': () => {
        enabled = false;
        return { code: 20005, result: null };
      },
    });
    renderApp(routes, '/profile/security');
    expect((await screen.findByTestId('two-factor-status')).textContent).toBe('On');
    fireEvent.click(screen.getByTestId('two-factor-disable-open'));
    const dialog = await screen.findByTestId('two-factor-disable');
    fireEvent.change(within(dialog).getByLabelText('Current password'), {
      target: { value: 'Correct-Horse-9' },
    });
    fireEvent.change(within(dialog).getByLabelText('Authenticator or recovery code'), {
      target: { value: 'ABCDA EFGH2' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
    await waitFor(() => expect(screen.getByTestId('two-factor-status').textContent).toBe('Off'));
    const sent = api.calls.filter((c) => c.url.pathname.endsWith('/user/disableTwoFactor'));
    expect(sent.map((c) => c.body)).toEqual([{ password: 'Correct-Horse-9', code: 'abcdaefgh2' }]);
  });

  it('scores the protections: what is on and what is missing, linked to its card', async () => {
    stub({
      'GET /user/getSecuritySettings': () => settingsAnswer({ antiPhishing: 'Bl••••••••••2' }),
      'GET /user/listPasskeys': () => ({ result: { items: [laptop] } }),
    });
    renderApp(routes, '/profile/security');
    const score = await screen.findByTestId('security-score');
    expect(score.getAttribute('data-level')).toBe('fair');
    expect(within(score).getByTestId('security-score-level').textContent).toBe('Fair');
    expect(within(score).getByRole('img').getAttribute('aria-label')).toBe(
      'Protections on: 3 of 5',
    );
    const missing = within(score).getByTestId('security-score-twoFactor');
    expect(missing.getAttribute('data-on')).toBe('false');
    expect(within(missing).getByRole('link', { name: 'Set up' }).getAttribute('href')).toBe(
      '#two-factor-title',
    );
    const whitelist = within(score).getByTestId('security-score-whitelist');
    expect(whitelist.getAttribute('data-on')).toBe('false');
    expect(within(whitelist).getByRole('link', { name: 'Set up' }).getAttribute('href')).toBe(
      '#address-book-title',
    );
    for (const on of ['antiPhishing', 'password', 'passkey']) {
      expect(within(score).getByTestId(`security-score-${on}`).getAttribute('data-on'), on).toBe(
        'true',
      );
    }
  });

  it('is strong with every protection on', async () => {
    stub({
      'GET /user/getSecuritySettings': () =>
        settingsAnswer({ antiPhishing: 'Bl••••••••••2', twoFactor: on(10) }),
      'GET /user/listPasskeys': () => ({ result: { items: [laptop] } }),
      'GET /user/getAddressBook': () => ({
        result: { ...emptyBook, whitelist: { on: true, offAt: null } },
      }),
    });
    renderApp(routes, '/profile/security');
    const score = await screen.findByTestId('security-score');
    expect(score.getAttribute('data-level')).toBe('strong');
    expect(within(score).getByRole('img').getAttribute('aria-label')).toBe(
      'Protections on: 5 of 5',
    );
  });

  it('is weak with only a password', async () => {
    stub();
    renderApp(routes, '/profile/security');
    const weak = await screen.findByTestId('security-score');
    expect(weak.getAttribute('data-level')).toBe('weak');
    expect(within(weak).getByRole('img').getAttribute('aria-label')).toBe('Protections on: 1 of 5');
  });
});

describe('/profile/security: withdrawal addresses', () => {
  it('adds an address with a code of the app, and lists it waiting until it can be used', async () => {
    let items: WithdrawalAddressItem[] = [];
    const api = stub({
      'GET /user/getSecuritySettings': () => settingsAnswer({ twoFactor: on(10) }),
      'GET /user/getAddressBook': () => ({ result: { ...emptyBook, items } }),
      'POST /user/addWithdrawalAddress': (body) => {
        const sent = body as { twoFactorCode?: string; address: string };
        if (sent.twoFactorCode !== '123456') {
          return { status: 400, code: 10081, msg: 'Code incorrect', result: null };
        }
        items = [cold];
        return { code: 20005, result: cold };
      },
    });
    renderApp(routes, '/profile/security');
    expect((await screen.findByTestId('address-book-empty')).textContent).toBe(
      'No saved addresses yet.',
    );
    fireEvent.click(screen.getByTestId('address-add-open'));
    const dialog = await screen.findByTestId('address-add');
    const type = (testId: string, value: string) =>
      fireEvent.change(within(dialog).getByTestId(testId), { target: { value } });
    type('address-add-address', ` ${cold.address} `);
    type('address-add-label', 'Cold wallet');
    type('two-factor-code', '000000');
    fireEvent.submit(within(dialog).getByTestId('address-add-label').closest('form')!);
    await waitFor(() =>
      expect(
        within(dialog).getByText('The authenticator code is incorrect or was already used'),
      ).toBeTruthy(),
    );
    type('two-factor-code', '123456');
    fireEvent.submit(within(dialog).getByTestId('address-add-label').closest('form')!);
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
    const sent = api.calls.filter((c) => c.url.pathname.endsWith('/user/addWithdrawalAddress'));
    expect(sent.at(-1)?.body).toEqual({
      network: 'USDT-TRC20',
      address: cold.address,
      label: 'Cold wallet',
      twoFactorCode: '123456',
    });
    const row = await screen.findByTestId('address-item');
    expect(within(row).getByText('Cold wallet')).toBeTruthy();
    expect(within(row).getByTestId('address-status').textContent).toMatch(/^Usable /);
  });

  it('turns the whitelist off only after the wait, and keeps it on from the same row', async () => {
    let whitelist: AddressBook['whitelist'] = { on: true, offAt: null };
    const api = stub({
      'GET /user/getAddressBook': () => ({ result: { ...emptyBook, whitelist } }),
      'POST /user/setAddressWhitelist': (body) => {
        const { on: wanted } = body as { on: boolean };
        whitelist = wanted
          ? { on: true, offAt: null }
          : { on: true, offAt: '2026-11-30T12:00:00.000Z' };
        return { code: 20005, result: whitelist };
      },
    });
    renderApp(routes, '/profile/security');
    expect((await screen.findByTestId('whitelist-state')).textContent).toBe('On');
    fireEvent.click(screen.getByTestId('whitelist-turn-off'));
    const dialog = await screen.findByTestId('whitelist-off');
    expect(dialog.textContent).toContain('It turns off in 24 hours');
    // Without two-factor sign-in, no code is asked for.
    expect(within(dialog).queryByTestId('two-factor-code')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('whitelist-off-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('whitelist-detail').textContent).toMatch(/^Turns off /),
    );
    expect(
      api.calls.find((c) => c.url.pathname.endsWith('/user/setAddressWhitelist'))?.body,
    ).toEqual({
      on: false,
    });
    fireEvent.click(screen.getByTestId('whitelist-turn-on'));
    await waitFor(() =>
      expect(screen.getByTestId('whitelist-detail').textContent).toBe(
        'On: withdrawals go only to saved addresses',
      ),
    );
    expect(screen.getByText('The whitelist stays on.')).toBeTruthy();
  });

  it('removes an address after a confirmation', async () => {
    let items = [{ ...cold, ready: true }];
    const api = stub({
      'GET /user/getAddressBook': () => ({ result: { ...emptyBook, items } }),
      'POST /user/removeWithdrawalAddress': () => {
        items = [];
        return { code: 20005, result: null };
      },
    });
    renderApp(routes, '/profile/security');
    const row = await screen.findByTestId('address-item');
    expect(within(row).getByTestId('address-status').textContent).toBe('Ready');
    fireEvent.click(within(row).getByTestId('address-remove-open'));
    const dialog = await screen.findByTestId('address-remove');
    expect(api.calls.some((c) => c.url.pathname.endsWith('/user/removeWithdrawalAddress'))).toBe(
      false,
    );
    fireEvent.click(within(dialog).getByTestId('address-remove-confirm'));
    await screen.findByTestId('address-book-empty');
    expect(
      api.calls.find((c) => c.url.pathname.endsWith('/user/removeWithdrawalAddress'))?.body,
    ).toEqual({ id: '7' });
  });
});

describe('/profile/security: passkeys', () => {
  const created = { id: 'Y3JlZA', rawId: 'Y3JlZA', type: 'public-key', response: {} };

  it('adds a passkey: the password, the browser’s passkey, then the name kept', async () => {
    let items: (typeof laptop)[] = [];
    vi.mocked(createPasskey).mockResolvedValue(created as never);
    const api = stub({
      'GET /user/listPasskeys': () => ({ result: { items } }),
      'POST /user/startPasskey': (body) => {
        const { password } = body as { password: string };
        if (password !== 'Correct-Horse-9') {
          return { status: 400, code: 10004, msg: 'Password incorrect', result: null };
        }
        return { result: { options: { challenge: 'abc' } } };
      },
      'POST /user/addPasskey': () => {
        items = [laptop];
        return { code: 20005, result: laptop };
      },
    });
    renderApp(routes, '/profile/security');
    expect((await screen.findByTestId('passkeys-empty')).textContent).toBe('No passkeys yet.');
    fireEvent.click(screen.getByTestId('passkey-add-open'));
    const dialog = await screen.findByTestId('passkey-add');
    fireEvent.change(within(dialog).getByTestId('passkey-name'), { target: { value: 'Laptop' } });
    fireEvent.change(within(dialog).getByTestId('passkey-password'), {
      target: { value: 'Wrong-1' },
    });
    fireEvent.submit(within(dialog).getByTestId('passkey-name').closest('form')!);
    await waitFor(() =>
      expect(within(dialog).getByTestId('passkey-password').getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(createPasskey).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByTestId('passkey-password'), {
      target: { value: 'Correct-Horse-9' },
    });
    fireEvent.submit(within(dialog).getByTestId('passkey-name').closest('form')!);
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
    expect(createPasskey).toHaveBeenCalledWith({ challenge: 'abc' });
    expect(api.calls.find((c) => c.url.pathname.endsWith('/user/addPasskey'))?.body).toEqual({
      name: 'Laptop',
      credential: created,
    });
    const row = await screen.findByTestId('passkey-item');
    expect(within(row).getByTestId('passkey-item-name').textContent).toBe('Laptop');
    expect(within(row).getByText('Synced')).toBeTruthy();
  });

  it('says so when the browser made no passkey, sends nothing more, and empties the spent code', async () => {
    vi.mocked(createPasskey).mockRejectedValue(new PasskeyCancelled('create'));
    const api = stub({
      'GET /user/getSecuritySettings': () => settingsAnswer({ twoFactor: on(10) }),
      'POST /user/startPasskey': () => ({ result: { options: { challenge: 'abc' } } }),
    });
    renderApp(routes, '/profile/security');
    fireEvent.click(await screen.findByTestId('passkey-add-open'));
    const dialog = await screen.findByTestId('passkey-add');
    fireEvent.change(within(dialog).getByTestId('passkey-name'), { target: { value: 'Phone' } });
    fireEvent.change(within(dialog).getByTestId('passkey-password'), {
      target: { value: 'Correct-Horse-9' },
    });
    fireEvent.change(within(dialog).getByTestId('two-factor-code'), {
      target: { value: '123456' },
    });
    fireEvent.submit(within(dialog).getByTestId('passkey-name').closest('form')!);
    expect((await within(dialog).findByTestId('form-error')).textContent).toContain(
      'No passkey was used',
    );
    expect(api.calls.find((c) => c.url.pathname.endsWith('/user/startPasskey'))?.body).toEqual({
      password: 'Correct-Horse-9',
      twoFactorCode: '123456',
    });
    // The code was used up by the server: a retry asks for a new one; the rest is kept.
    expect((within(dialog).getByTestId('two-factor-code') as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByTestId('passkey-name') as HTMLInputElement).value).toBe('Phone');
    expect(api.calls.some((c) => c.url.pathname.endsWith('/user/addPasskey'))).toBe(false);
  });

  it('asks for a code after a refusal for want of one (two-factor sign-in turned on elsewhere)', async () => {
    vi.mocked(createPasskey).mockClear();
    let twoFactor = OFF as SecuritySettings['twoFactor'];
    stub({
      'GET /user/getSecuritySettings': () => settingsAnswer({ twoFactor }),
      'POST /user/startPasskey': () => {
        twoFactor = on(10);
        return { status: 403, code: 10080, msg: 'x', result: null };
      },
    });
    renderApp(routes, '/profile/security');
    fireEvent.click(await screen.findByTestId('passkey-add-open'));
    const dialog = await screen.findByTestId('passkey-add');
    expect(within(dialog).queryByTestId('two-factor-code')).toBeNull();
    fireEvent.change(within(dialog).getByTestId('passkey-name'), { target: { value: 'Phone' } });
    fireEvent.change(within(dialog).getByTestId('passkey-password'), {
      target: { value: 'Correct-Horse-9' },
    });
    fireEvent.submit(within(dialog).getByTestId('passkey-name').closest('form')!);
    expect(await within(dialog).findByTestId('two-factor-code')).toBeTruthy();
    expect(createPasskey).not.toHaveBeenCalled();
  });

  it('names the passkey on its buttons and in the removal dialog, and removes it with the password', async () => {
    let items = [laptop];
    const api = stub({
      'GET /user/listPasskeys': () => ({ result: { items } }),
      'POST /user/removePasskey': () => {
        items = [];
        return { code: 20005, result: null };
      },
    });
    renderApp(routes, '/profile/security');
    await screen.findByTestId('passkey-item');
    expect(screen.getByRole('button', { name: 'Rename Laptop' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Laptop' }));
    const dialog = await screen.findByTestId('passkey-remove');
    expect(dialog.textContent).toContain(
      '“Laptop” will no longer sign in to your account, and the devices signed in with it will be signed out.',
    );
    fireEvent.change(within(dialog).getByLabelText('Current password'), {
      target: { value: 'Correct-Horse-9' },
    });
    fireEvent.submit(within(dialog).getByLabelText('Current password').closest('form')!);
    expect(await screen.findByTestId('passkeys-empty')).toBeTruthy();
    expect(api.calls.find((c) => c.url.pathname.endsWith('/user/removePasskey'))?.body).toEqual({
      id: '3',
      password: 'Correct-Horse-9',
    });
  });
});
