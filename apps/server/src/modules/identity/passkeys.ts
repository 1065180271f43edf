import {
  Code,
  PASSKEYS_MAX,
  type AddPasskeyBody,
  type AuthenticationCredential,
  type PasskeyItem,
} from '@swx/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/server';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import type { RateLimiter } from '../../platform/rate-limiter.js';
import { checkOwnPassword } from './own-password.js';
import type { PasswordHasher } from './passwords.js';
import { revokeUserSessions, type UserRow } from './repository.js';
import { passkeys, webauthnChallenges } from './tables.js';
import type { TwoFactor } from './two-factor.js';

/**
 * Passkeys (WebAuthn through SimpleWebAuthn, docs/adr/0031). The relying party is the site's
 * public origin: its host name is the RP ID (a browser refuses an IP address there, so
 * passkeys need a domain name, `localhost` included). User verification is required: a passkey
 * is then the device and its lock, two factors, and signs in without the password or a code.
 */

/** How long the browser has to answer a challenge. */
const CEREMONY_MS = 5 * 60_000;
const RP_NAME = 'SWX';

export interface PasskeyRelyingParty {
  /** The site's origin, e.g. `https://swx.example`. */
  origin: string;
}

type PasskeyRow = typeof passkeys.$inferSelect;

function toItem(row: PasskeyRow): PasskeyItem {
  return {
    id: String(row.id),
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
  };
}

/** The user handle a passkey carries: the account's id, as bytes (no name, no address). */
const userHandle = (userId: number) => new TextEncoder().encode(String(userId));

/** The challenge the browser signed, from its client data (undefined when unreadable). */
function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as unknown;
    const challenge = (data as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' && challenge.length <= 128 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

export class Passkeys {
  private readonly rpID: string;

  constructor(
    private readonly deps: {
      db: Db;
      now: () => Date;
      hasher: Pick<PasswordHasher, 'verify'>;
      limiter: RateLimiter;
      twoFactor: Pick<TwoFactor, 'require'>;
      relyingParty: PasskeyRelyingParty;
    },
  ) {
    this.rpID = new URL(deps.relyingParty.origin).hostname;
  }

  async list(userId: number): Promise<PasskeyItem[]> {
    const rows = await this.deps.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.id));
    return rows.map(toItem);
  }

  /** Keeps a challenge for `purpose` (and the user registering) for the ceremony's minutes. */
  private async keep(challenge: string, purpose: 'register' | 'login', userId: number | null) {
    await this.deps.db.insert(webauthnChallenges).values({
      challenge,
      purpose,
      userId,
      expiresAt: new Date(this.deps.now().getTime() + CEREMONY_MS),
    });
  }

  /**
   * Takes (uses up) the challenge a browser signed, if it is one of ours for `purpose`, unused
   * and unexpired; 10088 otherwise. Answers whose registration it was (null for a sign-in).
   */
  private async take(
    db: Db,
    clientDataJSON: string,
    purpose: 'register' | 'login',
  ): Promise<{ challenge: string; userId: number | null }> {
    const challenge = challengeOf(clientDataJSON);
    if (challenge === undefined) throw new AppError(Code.PASSKEY_REFUSED);
    const now = this.deps.now();
    const [row] = await db
      .update(webauthnChallenges)
      .set({ usedAt: now })
      .where(
        and(
          eq(webauthnChallenges.challenge, challenge),
          eq(webauthnChallenges.purpose, purpose),
          isNull(webauthnChallenges.usedAt),
          gt(webauthnChallenges.expiresAt, now),
        ),
      )
      .returning({ userId: webauthnChallenges.userId });
    if (!row) throw new AppError(Code.PASSKEY_REFUSED);
    return { challenge, userId: row.userId };
  }

  /**
   * Options to register a passkey: the password (and a code of the app when two-factor sign-in
   * is on) first; the account's passkeys are excluded (one authenticator, one passkey).
   */
  async startRegistration(
    user: UserRow,
    password: string,
    twoFactorCode: string | undefined,
  ): Promise<Record<string, unknown>> {
    await checkOwnPassword(this.deps, user, password);
    await this.deps.db.transaction((tx) => this.deps.twoFactor.require(tx, user.id, twoFactorCode));
    const existing = await this.deps.db
      .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
      .from(passkeys)
      .where(eq(passkeys.userId, user.id));
    if (existing.length >= PASSKEYS_MAX) {
      throw new AppError(Code.PASSKEYS_FULL, { maximum: String(PASSKEYS_MAX) });
    }
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: this.rpID,
      userName: user.username,
      userID: userHandle(user.id),
      timeout: CEREMONY_MS,
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({
        id: p.credentialId,
        transports: JSON.parse(p.transports) as AuthenticatorTransport[],
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.keep(options.challenge, 'register', user.id);
    return options as unknown as Record<string, unknown>;
  }

  /** Verifies the browser's answer to `startRegistration` and keeps the passkey under `name`. */
  async finishRegistration(userId: number, body: AddPasskeyBody): Promise<PasskeyItem> {
    const response = body.credential as unknown as RegistrationResponseJSON;
    // Used up first, on its own: a refused answer spends its challenge too.
    const taken = await this.take(this.deps.db, response.response.clientDataJSON, 'register');
    if (taken.userId !== userId) throw new AppError(Code.PASSKEY_REFUSED);
    return this.deps.db.transaction(async (tx) => {
      const verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: taken.challenge,
        expectedOrigin: this.deps.relyingParty.origin,
        expectedRPID: this.rpID,
        requireUserVerification: true,
      }).catch(() => undefined);
      if (!verified?.verified) throw new AppError(Code.PASSKEY_REFUSED);
      const { credential, credentialBackedUp } = verified.registrationInfo;
      // One account's registrations in turn: the count holds until commit.
      await tx.execute(sql`select id from users where id = ${userId} for no key update`);
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(passkeys)
        .where(eq(passkeys.userId, userId));
      if (count >= PASSKEYS_MAX) {
        throw new AppError(Code.PASSKEYS_FULL, { maximum: String(PASSKEYS_MAX) });
      }
      const [row] = await tx
        .insert(passkeys)
        .values({
          userId,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: JSON.stringify(credential.transports ?? []),
          name: body.name,
          backedUp: credentialBackedUp,
          createdAt: this.deps.now(),
        })
        .onConflictDoNothing()
        .returning();
      // The same authenticator registered twice (to this account or another): refused.
      if (!row) throw new AppError(Code.PASSKEY_REFUSED);
      return toItem(row);
    });
  }

  async rename(userId: number, id: string, name: string): Promise<void> {
    const done = await this.deps.db
      .update(passkeys)
      .set({ name })
      .where(and(eq(passkeys.id, Number(id)), eq(passkeys.userId, userId)))
      .returning({ id: passkeys.id });
    if (done.length === 0) throw new AppError(Code.NOT_FOUND);
  }

  /**
   * Removes a passkey of the caller's, with the password (10035 for any other id), and signs
   * out every session that signed in with it but the caller's own. Answers its name and how
   * many sessions were signed out.
   */
  async remove(
    user: UserRow,
    id: string,
    password: string,
    keepSessionId: number,
  ): Promise<{ name: string; signedOut: number }> {
    await checkOwnPassword(this.deps, user, password);
    return this.deps.db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(passkeys)
        .where(and(eq(passkeys.id, Number(id)), eq(passkeys.userId, user.id)))
        .returning({ id: passkeys.id, name: passkeys.name });
      if (!removed) throw new AppError(Code.NOT_FOUND);
      const signedOut = await revokeUserSessions(
        tx,
        user.id,
        'passkey removed',
        keepSessionId,
        removed.id,
      );
      return { name: removed.name, signedOut };
    });
  }

  /**
   * Removes every passkey of an account, in the caller's transaction (a password reset: the
   * mailbox proved is the account's only proof left, so no passkey added before it survives).
   * Answers how many there were.
   */
  async removeAll(tx: Db, userId: number): Promise<number> {
    const removed = await tx
      .delete(passkeys)
      .where(eq(passkeys.userId, userId))
      .returning({ id: passkeys.id });
    return removed.length;
  }

  /** Options to sign in with any passkey of this site (the browser lists them: no username). */
  async startSignIn(): Promise<Record<string, unknown>> {
    const options = await generateAuthenticationOptions({
      rpID: this.rpID,
      timeout: CEREMONY_MS,
      userVerification: 'required',
    });
    await this.keep(options.challenge, 'login', null);
    return options as unknown as Record<string, unknown>;
  }

  /**
   * Verifies a sign-in with a passkey: the challenge ours and unused, the credential known,
   * the signature right with the user verified, the counter moving on (a cloned authenticator
   * is refused). Answers the account's id and the passkey's; 10088 for anything else.
   */
  async finishSignIn(
    credential: AuthenticationCredential,
  ): Promise<{ userId: number; passkeyId: number }> {
    const response = credential as unknown as AuthenticationResponseJSON;
    // Used up first, on its own: a refused answer spends its challenge too.
    const taken = await this.take(this.deps.db, response.response.clientDataJSON, 'login');
    return this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(passkeys)
        .where(eq(passkeys.credentialId, response.id))
        .for('update');
      if (!row) throw new AppError(Code.PASSKEY_REFUSED);
      const handle = response.response.userHandle;
      if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== String(row.userId)) {
        throw new AppError(Code.PASSKEY_REFUSED);
      }
      const verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: taken.challenge,
        expectedOrigin: this.deps.relyingParty.origin,
        expectedRPID: this.rpID,
        requireUserVerification: true,
        credential: {
          id: row.credentialId,
          publicKey: Buffer.from(row.publicKey, 'base64url'),
          counter: row.counter,
          transports: JSON.parse(row.transports) as AuthenticatorTransport[],
        },
      }).catch(() => undefined);
      if (!verified?.verified) throw new AppError(Code.PASSKEY_REFUSED);
      await tx
        .update(passkeys)
        .set({
          counter: verified.authenticationInfo.newCounter,
          backedUp: verified.authenticationInfo.credentialBackedUp,
          lastUsedAt: this.deps.now(),
        })
        .where(eq(passkeys.id, row.id));
      return { userId: row.userId, passkeyId: row.id };
    });
  }

  /** Drops challenges past their minutes (a job). */
  async prune(): Promise<void> {
    await this.deps.db
      .delete(webauthnChallenges)
      .where(lt(webauthnChallenges.expiresAt, this.deps.now()));
  }
}
