/**
 * Passkeys (WebAuthn, docs/adr/0031): registered from the security page with the password (and
 * a code of the app when two-factor sign-in is on), named, renamed and removed; a passkey signs
 * in on its own, without a username, password or code (it is two factors in itself: the device
 * and its lock).
 */
import { z } from 'zod';
import { Code } from './codes.js';
import { displayName, password } from './schemas.js';
import { authenticatorCode } from './two-factor.js';

/** Passkeys one account may hold. */
export const PASSKEYS_MAX = 10;
/** Longest passkey name, in characters. */
export const PASSKEY_NAME_MAX = 40;

const invalid = { error: String(Code.INVALID_PARAMS) };
const refused = { error: String(Code.PASSKEY_REFUSED) };

/** Base64url text of at most `max` characters (the WebAuthn JSON encoding of bytes). */
const base64url = (max: number) =>
  z
    .string(refused)
    .max(max, refused)
    .regex(/^[A-Za-z0-9_-]*$/, refused);

const name = displayName(PASSKEY_NAME_MAX);

const credentialShape = {
  id: base64url(1366),
  rawId: base64url(1366),
  type: z.literal('public-key', refused),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional(),
  authenticatorAttachment: z.string().max(32).optional(),
};

/** What `navigator.credentials.create()` answered, as JSON (SimpleWebAuthn's browser part). */
export const registrationCredential = z.looseObject(
  {
    ...credentialShape,
    response: z.looseObject(
      {
        clientDataJSON: base64url(4096),
        attestationObject: base64url(16384),
        transports: z.array(z.string().max(32)).max(10).optional(),
      },
      refused,
    ),
  },
  refused,
);

/** What `navigator.credentials.get()` answered, as JSON. */
export const authenticationCredential = z.looseObject(
  {
    ...credentialShape,
    response: z.looseObject(
      {
        clientDataJSON: base64url(4096),
        authenticatorData: base64url(4096),
        signature: base64url(1024),
        userHandle: base64url(256).optional(),
      },
      refused,
    ),
  },
  refused,
);

/** Starts registering a passkey: the password, and a code of the app when two-factor is on. */
export const startPasskeyBody = z.strictObject(
  { password, twoFactorCode: authenticatorCode.optional() },
  invalid,
);

/** The options for the browser's WebAuthn call (PublicKeyCredential*OptionsJSON). */
export const passkeyOptions = z.object({ options: z.record(z.string(), z.unknown()) });

export const addPasskeyBody = z.strictObject({ name, credential: registrationCredential }, invalid);

export const renamePasskeyBody = z.strictObject(
  { id: z.string(invalid).regex(/^[1-9]\d{0,17}$/, invalid), name },
  invalid,
);

export const removePasskeyBody = z.strictObject(
  { id: z.string(invalid).regex(/^[1-9]\d{0,17}$/, invalid), password },
  invalid,
);

/** Signs in with a passkey: what the browser answered to `/login/passkeyOptions`' options. */
export const passkeyLoginBody = z.strictObject({ credential: authenticationCredential }, invalid);

export const passkeyItem = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced by its provider (iCloud Keychain, Google Password Manager, ...). */
  backedUp: z.boolean(),
});

export const passkeysResult = z.object({ items: z.array(passkeyItem) });

export type StartPasskeyBody = z.infer<typeof startPasskeyBody>;
export type AddPasskeyBody = z.infer<typeof addPasskeyBody>;
export type RenamePasskeyBody = z.infer<typeof renamePasskeyBody>;
export type RemovePasskeyBody = z.infer<typeof removePasskeyBody>;
export type PasskeyLoginBody = z.infer<typeof passkeyLoginBody>;
export type PasskeyItem = z.infer<typeof passkeyItem>;
export type PasskeysResult = z.infer<typeof passkeysResult>;
export type RegistrationCredential = z.infer<typeof registrationCredential>;
export type AuthenticationCredential = z.infer<typeof authenticationCredential>;
