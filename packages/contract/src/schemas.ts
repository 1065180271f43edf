import { z } from 'zod';
import { Code, type CodeValue } from './codes.js';
import { authenticatorCode, secondFactorCode } from './two-factor.js';
import {
  AREA_CODES,
  CODE_SCENES,
  EMAIL_CODE_LENGTH,
  EMAIL_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from './constants.js';

/**
 * Request and response schemas of the customer API. The server validates with them, the
 * OpenAPI document is generated from them and the web app validates its forms with them.
 *
 * Every validation message is a catalogue code (as a string), so that the server answers with
 * the code and the web app shows the translated message for the same code at the field.
 */

/** Error option: `required` when the value is missing, `invalid` for anything else. */
function codes(required: CodeValue, invalid: CodeValue = required) {
  return {
    error: (issue: { input?: unknown }) =>
      String(issue.input === undefined || issue.input === '' ? required : invalid),
  };
}
function code(value: CodeValue) {
  return { error: String(value) };
}

const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

/**
 * What a name the user gives (a passkey, a saved address) may not hold: control and
 * line-breaking characters, bidirectional controls (marks, embeddings, overrides, isolates)
 * and invisible characters (zero-width spaces, word joiners, soft hyphens). Names are shown in
 * the security mail and beside addresses, where a reversed or hidden character could pass one
 * name off as another. The zero-width joiner and non-joiner stay allowed: Persian, Indic
 * scripts and emoji sequences need them.
 */
const UNSAFE_IN_NAME =
  /[\p{Cc}\p{Zl}\p{Zp}\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0]/u;

/** A name the user gives, trimmed, of 1 to `max` characters, shown safely (10002 otherwise). */
export const displayName = (max: number) =>
  z
    .string(code(Code.INVALID_PARAMS))
    .trim()
    .min(1, code(Code.INVALID_PARAMS))
    .max(max, code(Code.INVALID_PARAMS))
    .refine((v) => !UNSAFE_IN_NAME.test(v), code(Code.INVALID_PARAMS));

export const username = z
  .string(codes(Code.USERNAME_OR_EMAIL_REQUIRED, Code.USERNAME_INVALID))
  .trim()
  .min(1, code(Code.USERNAME_OR_EMAIL_REQUIRED))
  .min(USERNAME_MIN, code(Code.USERNAME_INVALID))
  .max(USERNAME_MAX, code(Code.USERNAME_INVALID))
  .regex(USERNAME_PATTERN, code(Code.USERNAME_INVALID));

export const email = z
  .string(codes(Code.USERNAME_OR_EMAIL_REQUIRED, Code.EMAIL_INVALID))
  .trim()
  .toLowerCase()
  .min(1, code(Code.USERNAME_OR_EMAIL_REQUIRED))
  .max(EMAIL_MAX, code(Code.EMAIL_INVALID))
  .email(code(Code.EMAIL_INVALID));

/**
 * A new password: 8 to 128 characters, not only white space, no control characters. The server
 * also refuses guessable ones and ones built on the account's username or email (10031).
 */
export const newPassword = z
  .string(codes(Code.PASSWORD_REQUIRED, Code.PASSWORD_WEAK))
  .min(1, code(Code.PASSWORD_REQUIRED))
  .min(PASSWORD_MIN, code(Code.PASSWORD_WEAK))
  .max(PASSWORD_MAX, code(Code.PASSWORD_WEAK))
  .refine((value) => value.trim().length > 0 && !/\p{Cc}/u.test(value), code(Code.PASSWORD_WEAK));

/** A password being checked (login, current password): only presence and an upper bound. */
export const password = z
  .string(codes(Code.PASSWORD_REQUIRED, Code.PASSWORD_INCORRECT))
  .min(1, code(Code.PASSWORD_REQUIRED))
  .max(PASSWORD_MAX, code(Code.PASSWORD_INCORRECT));

export const emailCode = z
  .string(codes(Code.CODE_REQUIRED, Code.CODE_INCORRECT))
  .trim()
  .min(1, code(Code.CODE_REQUIRED))
  .regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), code(Code.CODE_INCORRECT));

export const areaCode = z.enum(AREA_CODES, code(Code.INVALID_PARAMS));
export const phone = z
  .string(code(Code.INVALID_PARAMS))
  .trim()
  .regex(/^\d{4,15}$/, code(Code.INVALID_PARAMS));
export const inviteCode = z
  .string(code(Code.INVITE_CODE_INVALID))
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{8}$/, code(Code.INVITE_CODE_INVALID));

function confirmMatches<T extends { password: string; confirmPassword: string }>(value: T) {
  return value.password === value.confirmPassword;
}
/**
 * The confirmation check runs whenever both passwords are strings, even when other fields
 * fail, so that a form shows every problem at once.
 */
const mismatch = {
  message: String(Code.PASSWORD_MISMATCH),
  path: ['confirmPassword'],
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; confirmPassword?: unknown } | null;
    return typeof v?.password === 'string' && typeof v.confirmPassword === 'string';
  },
};

// ---- login group -------------------------------------------------------------------------

export const checkNameQuery = z
  .strictObject(
    {
      username: username.optional(),
      email: email.optional(),
    },
    code(Code.INVALID_PARAMS),
  )
  .refine((q) => (q.username === undefined) !== (q.email === undefined), {
    message: String(Code.USERNAME_OR_EMAIL_REQUIRED),
  });
export const checkNameResult = z.object({ available: z.boolean() });

export const sendCodeBody = z.strictObject(
  {
    email,
    scene: z.enum(CODE_SCENES, code(Code.INVALID_PARAMS)),
  },
  code(Code.INVALID_PARAMS),
);
export const sendCodeResult = z.object({
  /** Seconds before another code may be requested for this address. */
  resendAfterSec: z.number().int(),
  /** Seconds the code stays valid. */
  expiresInSec: z.number().int(),
});

export const registerBody = z
  .strictObject(
    {
      username,
      email,
      password: newPassword,
      confirmPassword: z.string(codes(Code.PASSWORD_REQUIRED, Code.PASSWORD_MISMATCH)),
      code: emailCode,
      areaCode: areaCode.optional(),
      phone: phone.optional(),
      inviteCode: inviteCode.optional(),
    },
    code(Code.INVALID_PARAMS),
  )
  .refine(confirmMatches, mismatch)
  .refine((b) => (b.areaCode === undefined) === (b.phone === undefined), {
    message: String(Code.INVALID_PARAMS),
    path: ['phone'],
  });

export const loginBody = z.strictObject(
  {
    /** Username or email. */
    username: z
      .string(codes(Code.USERNAME_OR_EMAIL_REQUIRED, Code.PASSWORD_INCORRECT))
      .trim()
      .min(1, code(Code.USERNAME_OR_EMAIL_REQUIRED))
      .max(EMAIL_MAX, code(Code.PASSWORD_INCORRECT)),
    password,
  },
  code(Code.INVALID_PARAMS),
);

export const resetPasswordBody = z
  .strictObject(
    {
      email,
      code: emailCode,
      password: newPassword,
      confirmPassword: z.string(codes(Code.PASSWORD_REQUIRED, Code.PASSWORD_MISMATCH)),
    },
    code(Code.INVALID_PARAMS),
  )
  .refine(confirmMatches, mismatch);

/** The token of an unlock link (mailed when failed sign-ins pause new devices). */
export const unlockLoginBody = z.strictObject(
  { token: z.string(code(Code.CODE_EXPIRED)).regex(/^[\w-]{20,100}$/, code(Code.CODE_EXPIRED)) },
  code(Code.INVALID_PARAMS),
);
export type UnlockLoginBody = z.infer<typeof unlockLoginBody>;

export const googleStartResult = z.object({ url: z.string() });
export const loginOptionsResult = z.object({ google: z.boolean() });

export const googleLoginBody = z.strictObject(
  {
    code: z
      .string(code(Code.SOCIAL_LOGIN_FAILED))
      .min(1, code(Code.SOCIAL_LOGIN_FAILED))
      .max(2048, code(Code.SOCIAL_LOGIN_FAILED)),
    state: z
      .string(code(Code.SOCIAL_LOGIN_FAILED))
      .min(1, code(Code.SOCIAL_LOGIN_FAILED))
      .max(256, code(Code.SOCIAL_LOGIN_FAILED)),
  },
  code(Code.INVALID_PARAMS),
);

// ---- user group --------------------------------------------------------------------------

export const changePasswordBody = z
  .strictObject(
    {
      oldPassword: password,
      password: newPassword,
      confirmPassword: z.string(codes(Code.PASSWORD_REQUIRED, Code.PASSWORD_MISMATCH)),
      /** Required (10080) when two-factor sign-in is on. */
      twoFactorCode: authenticatorCode.optional(),
    },
    code(Code.INVALID_PARAMS),
  )
  .refine(confirmMatches, mismatch);

/** Bodies of POST calls that carry nothing: an empty object or no body at all. */
export const emptyBody = z.strictObject({}, code(Code.INVALID_PARAMS)).nullish();

/** Who a user is, as the profile and the back office's user page both show it. */
export const userIdentityFields = {
  id: z.string(),
  username: z.string(),
  email: z.string(),
  areaCode: z.string().nullable(),
  phone: z.string().nullable(),
  inviteCode: z.string(),
};

export const userProfile = z.object({
  ...userIdentityFields,
  status: z.enum(['active', 'disabled']),
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
  createdAt: z.string(),
});

export const loginResult = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: userProfile,
});

/**
 * The answer of a password (or Google) sign-in to an account with two-factor sign-in on: no
 * session yet, but a challenge to send back with a code to `/login/secondFactor` before
 * `expiresAt`.
 */
export const secondFactorChallenge = z.object({
  challenge: z.string(),
  expiresAt: z.string(),
});

/** A sign-in's answer: a session, or the second step it still needs. */
export const loginOutcome = z.union([loginResult, secondFactorChallenge]);

export const secondFactorBody = z.strictObject(
  {
    challenge: z
      .string(code(Code.CODE_EXPIRED))
      .min(1, code(Code.CODE_EXPIRED))
      .max(128, code(Code.CODE_EXPIRED)),
    code: secondFactorCode,
  },
  code(Code.INVALID_PARAMS),
);

// ---- envelope ----------------------------------------------------------------------------

export function envelope<T extends z.ZodType>(result: T) {
  return z.object({ code: z.number().int(), msg: z.string(), result });
}
export const errorEnvelope = envelope(z.unknown());

export type CheckNameQuery = z.infer<typeof checkNameQuery>;
export type SendCodeBody = z.infer<typeof sendCodeBody>;
export type SendCodeResult = z.infer<typeof sendCodeResult>;
export type RegisterBody = z.infer<typeof registerBody>;
export type LoginBody = z.infer<typeof loginBody>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export type GoogleLoginBody = z.infer<typeof googleLoginBody>;
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export type UserProfile = z.infer<typeof userProfile>;
export type LoginResult = z.infer<typeof loginResult>;
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>;
export type LoginOutcome = z.infer<typeof loginOutcome>;
export type SecondFactorBody = z.infer<typeof secondFactorBody>;

/** The envelope every API answer has. */
export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  result: T;
}

/** The first catalogue code among a schema failure's messages, or 10026. */
export function firstIssueCode(error: z.ZodError): CodeValue {
  for (const issue of error.issues) {
    const n = Number(issue.message);
    if (Number.isInteger(n) && n >= 10001 && n < 20000) return n as CodeValue;
  }
  return Code.INVALID_PARAMS;
}
