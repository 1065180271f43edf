/**
 * The browser's WebAuthn calls through SimpleWebAuthn, loaded only when a passkey is used (the
 * library stays out of every page's first load).
 */

/** Whether this browser can create and use passkeys at all. */
export function webAuthnAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/**
 * The browser used no passkey: the person cancelled, the time ran out, or (creating one) this
 * authenticator already holds a passkey of the account.
 */
export class PasskeyCancelled extends Error {
  constructor(
    /** Creating a passkey or signing in with one (the reasons the person is told differ). */
    readonly ceremony: 'create' | 'get',
    options?: { cause?: unknown },
  ) {
    super('no passkey was used', options);
    this.name = 'PasskeyCancelled';
  }
}

/** Runs a WebAuthn call; the browser's "not allowed" family of errors as PasskeyCancelled. */
async function ceremony<T>(kind: 'create' | 'get', run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    const code = (error as { code?: unknown } | null)?.code;
    if (
      name === 'NotAllowedError' ||
      name === 'AbortError' ||
      name === 'InvalidStateError' ||
      code === 'ERROR_CEREMONY_ABORTED' ||
      code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'
    ) {
      throw new PasskeyCancelled(kind, { cause: error });
    }
    throw error;
  }
}

/** `navigator.credentials.create()` with the server's options; its answer as JSON. */
export async function createPasskey(options: Record<string, unknown>) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  type Options = Parameters<typeof startRegistration>[0]['optionsJSON'];
  return ceremony('create', () =>
    startRegistration({ optionsJSON: options as unknown as Options }),
  );
}

/** `navigator.credentials.get()` with the server's options; its answer as JSON. */
export async function getPasskeyAssertion(options: Record<string, unknown>) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  type Options = Parameters<typeof startAuthentication>[0]['optionsJSON'];
  return ceremony('get', () => startAuthentication({ optionsJSON: options as unknown as Options }));
}
