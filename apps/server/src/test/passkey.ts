import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software passkey for tests: an ES256 key pair that answers WebAuthn registration and sign-in
 * options as a browser and its authenticator would (attestation "none", user present and
 * verified), so the server's verification runs for real.
 */

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

/** Minimal CBOR (RFC 8949) for what an attestation holds: integers, strings, bytes, maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(length, 1);
    return b;
  };
  if (typeof value === 'number') {
    return value >= 0 ? head(0, value) : head(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const b64u = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Flags of authenticator data: user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/** A credential as the browser's JSON carries it: this key's id and the ceremony's answer. */
const credentialJson = (id: Buffer, response: Record<string, unknown>) => ({
  id: b64u(id),
  rawId: b64u(id),
  type: 'public-key',
  response,
  clientExtensionResults: {},
});

export class TestPasskey {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly cose: Buffer;
  counter = 0;
  /** The user handle the registration's options named (a sign-in answers it back). */
  userHandle: string | undefined;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.cose = cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  private authData(rpId: string, flags: number, attested: boolean): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const parts: Uint8Array[] = [sha256(rpId), Buffer.from([flags]), count];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), length, this.credentialId, this.cose);
    }
    return Buffer.concat(parts);
  }

  /** The answer of `navigator.credentials.create()` to the server's options, from `origin`. */
  register(options: Record<string, unknown>, origin: string) {
    // Any options, to test refusals: sign-in options name the site as `rpId` and no user.
    const { challenge, rp, rpId, user } = options as {
      challenge: string;
      rp?: { id: string };
      rpId?: string;
      user?: { id: string };
    };
    this.userHandle = user?.id ?? this.userHandle;
    const clientData = JSON.stringify({ type: 'webauthn.create', challenge, origin });
    const attestation = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authData(rp?.id ?? rpId ?? '', UP | UV | AT, true)],
      ]),
    );
    return credentialJson(this.credentialId, {
      clientDataJSON: b64u(clientData),
      attestationObject: b64u(attestation),
      transports: ['internal'],
    });
  }

  /** The answer of `navigator.credentials.get()` to sign-in options, from `origin`. */
  signIn(options: Record<string, unknown>, origin: string, flags = UP | UV) {
    const { challenge, rpId } = options as { challenge: string; rpId: string };
    this.counter += 1;
    const clientData = JSON.stringify({ type: 'webauthn.get', challenge, origin });
    const authData = this.authData(rpId, flags, false);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientData)]),
      this.privateKey,
    );
    return credentialJson(this.credentialId, {
      clientDataJSON: b64u(clientData),
      authenticatorData: b64u(authData),
      signature: b64u(signature),
      ...(this.userHandle && { userHandle: this.userHandle }),
    });
  }
}

/** Flags of a sign-in whose user was present but not verified (no PIN, no biometrics). */
export const PRESENT_ONLY = UP;
