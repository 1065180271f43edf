import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPasskeyAssertion, PasskeyCancelled } from '../../../lib/webauthn';
import { fakeApi, renderApp } from '../../../test/render';
import { PasskeyLogin } from './passkey-login';

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

describe('PasskeyLogin', () => {
  it('says no passkey was used when the browser’s dialog was closed, and sends nothing more', async () => {
    vi.mocked(getPasskeyAssertion).mockRejectedValue(new PasskeyCancelled('get'));
    const api = fakeApi({
      'GET /login/options': () => ({ result: { google: false } }),
      'POST /login/passkeyOptions': () => ({ result: { options: { challenge: 'abc' } } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const signedIn = vi.fn();
    renderApp(<PasskeyLogin onSignedIn={signedIn} />);
    fireEvent.click(screen.getByTestId('passkey-login'));
    // Signing in, the reason is never "this device already has one" (that is for adding one).
    expect((await screen.findByTestId('passkey-login-error')).textContent).toBe(
      'No passkey was used: it was cancelled or timed out.',
    );
    expect(getPasskeyAssertion).toHaveBeenCalledWith({ challenge: 'abc' });
    expect(api.calls.some((c) => c.url.pathname.endsWith('/login/passkey'))).toBe(false);
    expect(signedIn).not.toHaveBeenCalled();
  });
});
