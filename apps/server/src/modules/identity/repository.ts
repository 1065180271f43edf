import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Language } from '@swx/contract';
import type { Db } from '../../platform/db/client.js';
import {
  books,
  emailCodes,
  loginChallenges,
  loginUnlocks,
  oauthStates,
  sessions,
  recoveryCodes,
  signIns,
  twoFactors,
  users,
} from './tables.js';

/** The only code of the identity module that touches the database. */

export type UserRow = typeof users.$inferSelect;
export type SessionMethod = (typeof sessions.$inferInsert)['method'];
export type CodeScene = (typeof emailCodes.$inferInsert)['scene'];

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByGoogleSub(db: Db, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub));
  return row;
}

export async function findUserIdByInviteCode(db: Db, code: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.inviteCode, code));
  return row?.id;
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string | null;
  areaCode: string | null;
  phone: string | null;
  inviteCode: string;
  invitedByUserId: number | null;
  googleSub: string | null;
}

/** Inserts the user and opens both books; run inside the caller's database transaction. */
export async function insertUserWithBooks(tx: Db, user: NewUser): Promise<UserRow> {
  const [row] = await tx.insert(users).values(user).returning();
  if (!row) throw new Error('user insert returned no row');
  await tx.insert(books).values([
    { userId: row.id, kind: 'demo' },
    { userId: row.id, kind: 'real' },
  ]);
  return row;
}

export async function setGoogleSub(db: Db, userId: number, sub: string): Promise<void> {
  await db.update(users).set({ googleSub: sub }).where(eq(users.id, userId));
}

export async function setPasswordHash(tx: Db, userId: number, passwordHash: string): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, passwordChangedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function countBooks(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(books)
    .where(eq(books.userId, userId));
  return row?.n ?? 0;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

// ---- sessions ----------------------------------------------------------------------------

export interface NewSession {
  userId: number;
  tokenHash: string;
  expiresAt: Date;
  method: SessionMethod;
  ip: string | null;
  userAgent: string | null;
  /** The passkey a `passkey` session signed in with. */
  passkeyId?: number;
  /** The sign-in's language, kept as the account's (mail about staff decisions uses it). */
  language: Language;
}

/**
 * Starts a session and writes its line of the sign-in history, and keeps the sign-in's
 * language as the account's, in one statement (atomic, one round trip).
 */
export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db.execute(sql`
    with spoken as (
      update users set language = ${session.language}
      where id = ${session.userId} and language is distinct from ${session.language}
    ), started as (
      insert into sessions (user_id, token_hash, expires_at, method, ip, user_agent, passkey_id)
      values (${session.userId}, ${session.tokenHash}, ${session.expiresAt.toISOString()},
              ${session.method}, ${session.ip}, ${session.userAgent}, ${session.passkeyId ?? null})
      returning id, user_id, created_at, method, ip, user_agent
    )
    insert into sign_ins (user_id, created_at, outcome, method, session_id, ip, user_agent)
    select user_id, created_at, 'success', method, id, ip, user_agent from started`);
}

/** Whether the user has signed in before with this user agent (the sign-ins kept). */
export async function hasSignedInWith(
  db: Db,
  userId: number,
  userAgent: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: signIns.id })
    .from(signIns)
    .where(
      and(
        eq(signIns.userId, userId),
        eq(signIns.outcome, 'success'),
        userAgent === null ? isNull(signIns.userAgent) : eq(signIns.userAgent, userAgent),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A wrong password given for an existing account, for its owner's sign-in history. */
export async function insertFailedSignIn(
  db: Db,
  failure: { userId: number; ip: string | null; userAgent: string | null },
): Promise<void> {
  await db.insert(signIns).values({ ...failure, outcome: 'failure', method: 'password' });
}

export interface ActiveSession {
  sessionId: number;
  lastSeenAt: Date;
  user: UserRow;
}

/** The live session of a token hash whose user is active, or undefined. */
export async function findActiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<ActiveSession | undefined> {
  const [row] = await db
    .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.status, 'active'),
      ),
    );
  return row;
}

/** Slides a session's expiry forward. */
export async function touchSession(
  db: Db,
  sessionId: number,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now, expiresAt })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeSession(db: Db, sessionId: number, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Revokes every live session of a user except `keepSessionId` (only those that signed in with
 * `passkeyId`, when given); returns how many.
 */
export async function revokeUserSessions(
  tx: Db,
  userId: number,
  reason: string,
  keepSessionId?: number,
  passkeyId?: number,
): Promise<number> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
        passkeyId === undefined ? undefined : eq(sessions.passkeyId, passkeyId),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/**
 * Whether the user has signed in from `ip` since `since` (any session, revoked or not): a
 * known address, which the account lock does not apply to. Runs for unknown users too
 * (`userId` 0), so that both take the same time.
 */
export async function isKnownAddress(
  db: Db,
  userId: number,
  ip: string,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip), gt(sessions.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

// ---- unlock links --------------------------------------------------------------------------

export async function insertUnlock(
  db: Db,
  unlock: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(loginUnlocks).values(unlock);
}

/** Marks a live unlock link used and returns its user, or undefined (unknown, used, expired). */
export async function takeUnlock(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(loginUnlocks)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginUnlocks.tokenHash, tokenHash),
        isNull(loginUnlocks.usedAt),
        gt(loginUnlocks.expiresAt, now),
      ),
    )
    .returning({ userId: loginUnlocks.userId });
  return row?.userId;
}

// ---- email codes -------------------------------------------------------------------------

export async function insertEmailCode(
  tx: Db,
  code: { email: string; scene: CodeScene; codeHash: string; expiresAt: Date },
): Promise<void> {
  // A new code replaces any earlier one for the same address and use.
  await tx
    .update(emailCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(emailCodes.email, code.email),
        eq(emailCodes.scene, code.scene),
        isNull(emailCodes.consumedAt),
      ),
    );
  await tx.insert(emailCodes).values(code);
}

export type EmailCodeRow = typeof emailCodes.$inferSelect;

/** The newest unconsumed code of an address and use, expired or not. */
export async function latestEmailCode(
  db: Db,
  email: string,
  scene: CodeScene,
): Promise<EmailCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(
      and(eq(emailCodes.email, email), eq(emailCodes.scene, scene), isNull(emailCodes.consumedAt)),
    )
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1);
  return row;
}

/** Counts a wrong try; returns the tries after it. */
export async function addWrongTry(db: Db, codeId: number): Promise<number> {
  const [row] = await db
    .update(emailCodes)
    .set({ wrongTries: sql`${emailCodes.wrongTries} + 1` })
    .where(eq(emailCodes.id, codeId))
    .returning({ wrongTries: emailCodes.wrongTries });
  return row?.wrongTries ?? Number.MAX_SAFE_INTEGER;
}

/** Marks a code used; false when another request used it first. */
export async function consumeEmailCode(tx: Db, codeId: number): Promise<boolean> {
  const rows = await tx
    .update(emailCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(emailCodes.id, codeId), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  return rows.length === 1;
}

// ---- OpenID Connect states ---------------------------------------------------------------

export async function insertOauthState(
  db: Db,
  state: { stateHash: string; codeVerifier: string; nonce: string; expiresAt: Date },
): Promise<void> {
  await db.insert(oauthStates).values(state);
}

/** Takes a pending state once: marks it used and returns it, or undefined. */
export async function takeOauthState(
  db: Db,
  stateHash: string,
  now: Date,
): Promise<{ codeVerifier: string; nonce: string } | undefined> {
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oauthStates.stateHash, stateHash),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, now),
      ),
    )
    .returning({ codeVerifier: oauthStates.codeVerifier, nonce: oauthStates.nonce });
  return row;
}

// ---- the security page: sessions and sign-in history -------------------------------------

export interface SessionLine {
  id: number;
  method: SessionMethod;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

/**
 * A user's live sessions (not revoked, not past their end): `keepFirst` first, then by last
 * use, at most `limit`; and how many there are.
 */
export async function listLiveSessions(
  db: Db,
  userId: number,
  now: Date,
  keepFirst: number,
  limit: number,
): Promise<{ items: SessionLine[]; total: number }> {
  const live = and(
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
  );
  const [items, [count]] = await Promise.all([
    db
      .select({
        id: sessions.id,
        method: sessions.method,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(live)
      .orderBy(
        sql`${sessions.id} = ${keepFirst} desc`,
        desc(sessions.lastSeenAt),
        desc(sessions.id),
      )
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(live),
  ]);
  return { items, total: count?.n ?? 0 };
}

/** Revokes one live session of a user; false when it is not theirs or no longer live. */
export async function revokeOwnSession(
  db: Db,
  userId: number,
  sessionId: number,
  reason: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length === 1;
}

export type SignInLine = Pick<
  typeof signIns.$inferSelect,
  'id' | 'createdAt' | 'outcome' | 'method' | 'ip' | 'userAgent'
>;

/** A page of a user's sign-in history, newest first, and its length. */
export async function listSignIns(
  db: Db,
  userId: number,
  page: number,
  pageSize: number,
): Promise<{ items: SignInLine[]; total: number }> {
  const [items, [count]] = await Promise.all([
    db
      .select({
        id: signIns.id,
        createdAt: signIns.createdAt,
        outcome: signIns.outcome,
        method: signIns.method,
        ip: signIns.ip,
        userAgent: signIns.userAgent,
      })
      .from(signIns)
      .where(eq(signIns.userId, userId))
      .orderBy(desc(signIns.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(signIns)
      .where(eq(signIns.userId, userId)),
  ]);
  return { items, total: count?.n ?? 0 };
}

/** Deletes sign-in history older than `before`; returns how many rows went. */
export async function pruneSignIns(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(signIns)
    .where(sql`${signIns.createdAt} < ${before.toISOString()}`)
    .returning({ id: signIns.id });
  return rows.length;
}

// ---- the anti-phishing code -------------------------------------------------------------

export async function setAntiPhishingPhrase(
  db: Db,
  userId: number,
  phrase: string | null,
): Promise<void> {
  await db.update(users).set({ antiPhishingPhrase: phrase }).where(eq(users.id, userId));
}

/** The anti-phishing phrase of the account with this email, if it has one. */
export async function antiPhishingPhraseOf(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ phrase: users.antiPhishingPhrase })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row?.phrase ?? null;
}

// ---- two-factor sign-in -----------------------------------------------------------------

export type TwoFactorRow = typeof twoFactors.$inferSelect;

export async function findTwoFactor(db: Db, userId: number): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
  return row;
}

/**
 * The row, locked until the caller's transaction ends: checks of one user's codes run one at
 * a time, so the wrong-code limit is read and counted without a race and a code is compared
 * with the last step another request just took.
 */
export async function lockTwoFactor(tx: Db, userId: number): Promise<TwoFactorRow | undefined> {
  const [row] = await tx
    .select()
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId))
    .for('update');
  return row;
}

/**
 * Starts (or starts again) an enrolment with a new sealed secret; false when two-factor
 * sign-in is already on (a confirmed row is never replaced).
 */
export async function putPendingTwoFactor(
  db: Db,
  userId: number,
  secret: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(twoFactors)
    .values({ userId, secret, createdAt: at })
    .onConflictDoUpdate({
      target: twoFactors.userId,
      set: { secret, createdAt: at, lastStep: null },
      setWhere: isNull(twoFactors.confirmedAt),
    })
    .returning({ userId: twoFactors.userId });
  return rows.length === 1;
}

/**
 * Records `step` as the last code used, only if it is later than the last one (so that two
 * requests with one code cannot both pass) and the row is in the expected state: `pending`
 * (an enrolment, which this confirms) or confirmed. False when another request took it first.
 */
export async function takeTotpStep(
  db: Db,
  userId: number,
  step: number,
  pending: boolean,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(twoFactors)
    .set({
      lastStep: step,
      confirmedAt: sql`coalesce(${twoFactors.confirmedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(twoFactors.userId, userId),
        pending ? isNull(twoFactors.confirmedAt) : sql`${twoFactors.confirmedAt} is not null`,
        sql`(${twoFactors.lastStep} is null or ${twoFactors.lastStep} < ${step})`,
      ),
    )
    .returning({ userId: twoFactors.userId });
  return rows.length === 1;
}

/** Replaces a user's recovery codes with these (hashes); run in the caller's transaction. */
export async function replaceRecoveryCodes(
  tx: Db,
  userId: number,
  hashes: string[],
): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses a recovery code once; false when it is not the user's or was used. */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function countRecoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Turns two-factor sign-in off: the secret and the recovery codes go. */
export async function deleteTwoFactor(tx: Db, userId: number): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
}

export type ChallengeMethod = (typeof loginChallenges.$inferInsert)['method'];

export async function insertLoginChallenge(
  db: Db,
  challenge: { userId: number; tokenHash: string; method: ChallengeMethod; expiresAt: Date },
): Promise<void> {
  await db.insert(loginChallenges).values(challenge);
}

/**
 * Counts a try on a live challenge (unused, unexpired, fewer than `maxAttempts` tries) and
 * answers it; undefined when there is no such challenge.
 */
export async function tryLoginChallenge(
  db: Db,
  tokenHash: string,
  now: Date,
  maxAttempts: number,
): Promise<{ id: number; userId: number; method: ChallengeMethod } | undefined> {
  const [row] = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(
      and(
        eq(loginChallenges.tokenHash, tokenHash),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, now),
        sql`${loginChallenges.attempts} < ${maxAttempts}`,
      ),
    )
    .returning({
      id: loginChallenges.id,
      userId: loginChallenges.userId,
      method: loginChallenges.method,
    });
  return row;
}

/** Marks a challenge used; false when another request used it first. */
export async function useLoginChallenge(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(loginChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.usedAt)))
    .returning({ id: loginChallenges.id });
  return rows.length === 1;
}

/** Deletes challenges that ended before `before`; returns how many went. */
export async function pruneLoginChallenges(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(loginChallenges)
    .where(sql`${loginChallenges.expiresAt} < ${before.toISOString()}`)
    .returning({ id: loginChallenges.id });
  return rows.length;
}
