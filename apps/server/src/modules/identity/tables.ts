import { LANGUAGES } from '@swx/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, idOf, timestamptz } from '../../platform/db/columns.js';

export const users = pgTable(
  'users',
  {
    id: identityId(),
    username: text('username').notNull(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    /** argon2id PHC string; null for accounts created through social login only. */
    passwordHash: text('password_hash'),
    areaCode: text('area_code'),
    phone: text('phone'),
    inviteCode: text('invite_code').notNull(),
    invitedByUserId: bigint('invited_by_user_id', { mode: 'number' }).references(
      (): AnyPgColumn => users.id,
    ),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    googleSub: text('google_sub'),
    createdAt: createdAt(),
    passwordChangedAt: timestamptz('password_changed_at'),
    /** The phrase every mail to the account shows (the owner's proof a mail is ours). */
    antiPhishingPhrase: text('anti_phishing_phrase'),
    /**
     * The language of the account's last sign-in: mail about what staff did (a withdrawal
     * paid) is written in it. Null before the first sign-in of an account older than it.
     */
    language: text('language', { enum: LANGUAGES }),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_invite_code_key').on(t.inviteCode),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    index('users_invited_by_idx').on(t.invitedByUserId),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_status', sql`${t.status} in ('active', 'disabled')`),
    check('users_anti_phishing_length', sql`char_length(${t.antiPhishingPhrase}) between 4 and 20`),
  ],
);

/**
 * A user's books: `demo` (virtual money) and `real`. The ledger's accounts hang on these rows
 * (a later migration); registration opens both.
 */
export const books = pgTable(
  'books',
  {
    id: identityId(),
    userId: idOf('user_id', () => users.id),
    kind: text('kind', { enum: ['demo', 'real'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('books_user_kind_key').on(t.userId, t.kind),
    check('books_kind', sql`${t.kind} in ('demo', 'real')`),
  ],
);

/** Login sessions. Only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: identityId(),
    userId: idOf('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    revokedReason: text('revoked_reason'),
    method: text('method', { enum: ['password', 'register', 'google', 'passkey'] }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The passkey a `passkey` session signed in with: removing the passkey signs it out. */
    passkeyId: integer('passkey_id'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** Email verification codes. Only an HMAC of the code is stored. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: identityId(),
    email: text('email').notNull(),
    scene: text('scene', { enum: ['register', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [index('email_codes_lookup_idx').on(t.email, t.scene, t.createdAt)],
);

/**
 * Links mailed to an account's owner when failed sign-ins from unknown addresses pause new
 * devices: using one (once, within its hour) lifts the pause. Only a hash of the token is kept.
 */
export const loginUnlocks = pgTable(
  'login_unlocks',
  {
    id: identityId(),
    userId: idOf('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('login_unlocks_token_hash_key').on(t.tokenHash),
    index('login_unlocks_user_idx').on(t.userId),
  ],
);

/** Pending OpenID Connect authorisations (state, PKCE verifier and nonce), single use. */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

/**
 * The sign-in history a user sees on the security page: each session started (with its
 * session) and each wrong password given for the account, with the address and user agent.
 * Kept `SIGN_IN_RETENTION_DAYS`; failures are bounded by the login rate limits.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: identityId(),
    userId: idOf('user_id', () => users.id),
    createdAt: createdAt(),
    outcome: text('outcome', { enum: ['success', 'failure'] }).notNull(),
    method: text('method', { enum: ['password', 'register', 'google', 'passkey'] }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).references(() => sessions.id),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sign_ins_user_idx').on(t.userId, t.id),
    index('sign_ins_created_idx').on(t.createdAt),
    check('sign_ins_outcome', sql`${t.outcome} in ('success', 'failure')`),
    check('sign_ins_session', sql`(${t.outcome} = 'success') = (${t.sessionId} is not null)`),
  ],
);

/**
 * A customer's authenticator (TOTP, RFC 6238): the shared secret sealed
 * (platform/sealing.ts). A row without `confirmed_at` is an enrolment that has not been
 * confirmed with a code yet (starting again replaces it); two-factor sign-in is on once it is
 * confirmed. `last_step` is the time step of the last code accepted: no code is taken twice.
 */
export const twoFactors = pgTable('two_factors', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
  confirmedAt: timestamptz('confirmed_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
});

/** One-time recovery codes of an authenticator, stored as SHA-256 (they are 50 random bits). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: identityId(),
    userId: idOf('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_key').on(t.userId, t.codeHash)],
);

/**
 * The second step of a sign-in to an account with two-factor sign-in on: the password (or
 * Google) step passed, and a code is due within minutes. Single use; a few wrong codes end it.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: identityId(),
    userId: idOf('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    method: text('method', { enum: ['password', 'google'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('login_challenges_token_hash_key').on(t.tokenHash),
    index('login_challenges_user_idx').on(t.userId),
    index('login_challenges_expires_idx').on(t.expiresAt),
    check('login_challenges_method', sql`${t.method} in ('password', 'google')`),
  ],
);

/**
 * Passkeys (WebAuthn credentials, docs/adr/0031). `credential_id` and `public_key` are
 * base64url as the browser and SimpleWebAuthn carry them; `counter` is the authenticator's
 * signature counter (0 for those that keep none). Removed passkeys are deleted: a credential
 * id signs nothing in once its row is gone.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: identityId(),
    userId: idOf('user_id', () => users.id),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: text('transports').notNull(),
    name: text('name').notNull(),
    backedUp: boolean('backed_up').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [
    uniqueIndex('passkeys_credential_key').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId, t.id),
  ],
);

/**
 * WebAuthn challenges handed to a browser: for registering a passkey (the user's) or signing
 * in with one (nobody's yet). Single use, minutes long; the challenge is its own key.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: identityId(),
    challenge: text('challenge').notNull(),
    purpose: text('purpose', { enum: ['register', 'login'] }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('webauthn_challenges_challenge_key').on(t.challenge),
    index('webauthn_challenges_expires_idx').on(t.expiresAt),
    check('webauthn_challenges_purpose', sql`${t.purpose} in ('register', 'login')`),
    check(
      'webauthn_challenges_owner',
      sql`(${t.purpose} = 'register') = (${t.userId} is not null)`,
    ),
  ],
);
