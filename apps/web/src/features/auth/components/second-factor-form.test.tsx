import { STORAGE_KEYS } from '@swx/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPasskeyAssertion } from '../../../lib/webauthn';
import { fakeApi, loginAnswer, renderApp } from '../../../test/render';
import { SecondFactorForm } from './second-factor-form';

// The browser's WebAuthn call (Playwright drives the real one with a virtual authenticator).
vi.mock('../../../lib/webauthn', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  webAuthnAvailable: () => true,
  getPasskeyAssertion: vi.fn(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SecondFactorForm', () => {
  it('takes a passkey in place of the code of the app: signed in, no code sent', async () => {
    // What the browser answers is passed on as it is: its shape is the server's to check.
    const assertion = { id: 'credential-1' } as unknown as Awaited<
      ReturnType<typeof getPasskeyAssertion>
    >;
    vi.mocked(getPasskeyAssertion).mockResolvedValue(assertion);
    const api = fakeApi({
      'GET /login/options': () => ({ result: { google: true } }),
      'POST /login/passkeyOptions': () => ({ result: { options: { challenge: 'abc' } } }),
      'POST /login/passkey': () => loginAnswer,
    });
    vi.stubGlobal('fetch', api.fetch);
    const signedIn = vi.fn();
    renderApp(
      <SecondFactorForm challenge="the-challenge" onSuccess={signedIn} onRestart={vi.fn()} />,
    );
    expect(screen.getByLabelText('Authenticator or recovery code')).toBeTruthy();
    fireEvent.click(screen.getByTestId('passkey-login'));
    await waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1));
    expect(getPasskeyAssertion).toHaveBeenCalledWith({ challenge: 'abc' });
    const passkey = api.calls.find((c) => c.url.pathname.endsWith('/login/passkey'));
    expect(passkey?.body).toEqual({ credential: { id: 'credential-1' } });
    expect(api.calls.some((c) => c.url.pathname.endsWith('/login/secondFactor'))).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('swx_token');
  });
});
