import { z } from 'zod';
import { Code } from './codes.js';
import { queryInt } from './content.js';
import { password } from './schemas.js';
import { authenticatorCode, secondFactorCode } from './two-factor.js';

const invalid = { error: String(Code.INVALID_PARAMS) };

// ---- sessions, devices and the sign-in history (the security page) ------------------------

/** At most this many of a user's live sessions are listed (most recently used first). */
export const SESSIONS_LISTED_MAX = 100;
/** Sign-in history: a page holds at most this many rows. */
export const SIGN_IN_PAGE_SIZE_MAX = 50;
/** Sign-in history rows are kept this many days. */
export const SIGN_IN_RETENTION_DAYS = 90;

export const DEVICE_KINDS = ['desktop', 'mobile', 'tablet', 'unknown'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** What a user agent says about the device: browser and system with their versions. */
export const deviceInfo = z.object({
  browser: z.string().nullable(),
  os: z.string().nullable(),
  kind: z.enum(DEVICE_KINDS),
});

export const SIGN_IN_METHODS = ['password', 'register', 'google', 'passkey'] as const;

export const sessionItem = z.object({
  id: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
  method: z.enum(SIGN_IN_METHODS),
  device: deviceInfo,
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
});
export const sessionsResult = z.object({
  /** Live sessions, this one first, then by last use. */
  items: z.array(sessionItem),
  /** How many live sessions there are (more than listed past `SESSIONS_LISTED_MAX`). */
  total: z.number().int(),
});

const sessionId = z.string(invalid).regex(/^[1-9]\d{0,17}$/, invalid);
export const revokeSessionBody = z.strictObject({ id: sessionId }, invalid);
export const revokeSessionsResult = z.object({ revoked: z.number().int() });

export const SIGN_IN_OUTCOMES = ['success', 'failure'] as const;
export const signInItem = z.object({
  id: z.string(),
  at: z.string(),
  outcome: z.enum(SIGN_IN_OUTCOMES),
  method: z.enum(SIGN_IN_METHODS),
  device: deviceInfo,
  ip: z.string().nullable(),
});
export const signInsResult = z.object({
  total: z.number().int(),
  items: z.array(signInItem),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const listSignInsQuery = z.strictObject(
  {
    page: queryInt(100_000).optional(),
    pageSize: queryInt(SIGN_IN_PAGE_SIZE_MAX).optional(),
  },
  invalid,
);

export type DeviceInfo = z.infer<typeof deviceInfo>;
export type SessionItem = z.infer<typeof sessionItem>;
export type SessionsResult = z.infer<typeof sessionsResult>;
export type SignInItem = z.infer<typeof signInItem>;
export type SignInsResult = z.infer<typeof signInsResult>;
export type ListSignInsQuery = z.infer<typeof listSignInsQuery>;

// ---- the anti-phishing code ---------------------------------------------------------------

/** 4 to 20 letters (any script), digits, spaces, hyphens or underscores; no space at the ends. */
export const ANTI_PHISHING_PATTERN = /^[\p{L}\p{N}_-][\p{L}\p{N} _-]{2,18}[\p{L}\p{N}_-]$/u;

const antiPhishingInvalid = { error: String(Code.ANTI_PHISHING_INVALID) };

/** Sets (a phrase) or removes (null) the anti-phishing code; the password proves the owner. */
export const setAntiPhishingBody = z.strictObject(
  {
    phrase: z
      .string(antiPhishingInvalid)
      .regex(ANTI_PHISHING_PATTERN, antiPhishingInvalid)
      .nullable(),
    password,
  },
  invalid,
);

/** What the security page shows of the account's settings. */
export const securitySettings = z.object({
  /**
   * The anti-phishing code as shown back: its first two characters and its last one, the rest
   * hidden (a stolen session must not be enough to learn it); null when none is set.
   */
  antiPhishing: z.string().nullable(),
  /** Accounts created through Google have no password until one is set by email. */
  hasPassword: z.boolean(),
  /** Two-factor sign-in with an authenticator app. */
  twoFactor: z.object({
    enabled: z.boolean(),
    enabledAt: z.string().nullable(),
    /** Recovery codes not used yet (0 when off). */
    recoveryCodesLeft: z.number().int(),
  }),
});

export type SetAntiPhishingBody = z.infer<typeof setAntiPhishingBody>;
export type SecuritySettings = z.infer<typeof securitySettings>;

// ---- two-factor sign-in (an authenticator app, RFC 6238) ----------------------------------

/** Recovery codes made at once; each works once. */
export const RECOVERY_CODES_COUNT = 10;
/** Minutes a sign-in's second step stays open. */
export const SECOND_FACTOR_TTL_MINUTES = 5;

/** Starts an enrolment: the password proves the owner. */
export const startTwoFactorBody = z.strictObject({ password }, invalid);
/** The key to add to an authenticator app, as text and as the QR code's `otpauth://` URI. */
export const twoFactorEnrolment = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
});
/** Confirms the enrolment with a code of the app: two-factor sign-in is on from then. */
export const enableTwoFactorBody = z.strictObject({ code: authenticatorCode }, invalid);
/** The recovery codes, shown once. */
export const recoveryCodesResult = z.object({ recoveryCodes: z.array(z.string()) });
/** Turns two-factor sign-in off: the password and a code (or a recovery code). */
export const disableTwoFactorBody = z.strictObject({ password, code: secondFactorCode }, invalid);
/** New recovery codes (the old ones stop working): a code of the app. */
export const newRecoveryCodesBody = z.strictObject({ code: authenticatorCode }, invalid);

export type StartTwoFactorBody = z.infer<typeof startTwoFactorBody>;
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolment>;
export type EnableTwoFactorBody = z.infer<typeof enableTwoFactorBody>;
export type RecoveryCodesResult = z.infer<typeof recoveryCodesResult>;
export type DisableTwoFactorBody = z.infer<typeof disableTwoFactorBody>;
export type NewRecoveryCodesBody = z.infer<typeof newRecoveryCodesBody>;
