import {
  Code,
  EMAIL_CODE_MAX_WRONG_TRIES,
  EMAIL_CODE_RESEND_MS,
  EMAIL_CODE_TTL_MS,
  SESSION_TTL_MS,
  type AuthenticationCredential,
  type ChangePasswordBody,
  type CheckNameQuery,
  type CodeScene,
  type GoogleLoginBody,
  type Language,
  type LoginBody,
  type LoginOutcome,
  type LoginResult,
  type RegisterBody,
  type ResetPasswordBody,
  type SecondFactorBody,
  type SendCodeBody,
  type SendCodeResult,
  type UserProfile,
  type WithdrawalItem,
} from '@swx/contract';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { Db } from '../../platform/db/client.js';
import { uniqueViolation } from '../../platform/db/client.js';
import { AppError, RateLimitedError } from '../../platform/http/errors.js';
import type { Mailer, MailMessage } from '../../platform/mail.js';
import type { RateLimiter } from '../../platform/rate-limiter.js';
import type { OidcClient } from './google.js';
import type { PasswordPolicy } from './password-policy.js';
import type { PasswordHasher } from './passwords.js';
import * as repo from './repository.js';
import type { SessionMethod, UserRow } from './repository.js';
import {
  emailCodeHash,
  newEmailCode,
  newInviteCode,
  newSessionToken,
  randomUrlToken,
  sameHash,
  sha256,
} from './tokens.js';
import { codeMail, unlockMail } from './mail-templates.js';
import { describeDevice } from './device.js';
import { checkOwnPassword } from './own-password.js';
import {
  newDeviceMail,
  passkeyAddedMail,
  passkeyRemovedMail,
  mailAmount,
  withdrawalCompletedMail,
  withdrawalRequestedMail,
  passwordChangedMail,
  twoFactorOffMail,
  twoFactorOnMail,
  type SecurityEvent,
} from './security-mail.js';
import type { TwoFactor } from './two-factor.js';
import type { Passkeys } from './passkeys.js';

/** Limits on guessing and on mail sent; every window is per account or address and per IP. */
export const LIMITS = {
  /**
   * Failed sign-ins to one account from addresses it has never signed in from: at the limit,
   * new devices are refused for the window (the owner is mailed an unlock link); addresses the
   * account has used keep working, so that the lock is no weapon against its owner.
   */
  loginFailuresPerAccount: { max: 10, windowMs: 15 * 60_000 },
  loginFailuresPerIp: { max: 50, windowMs: 15 * 60_000 },
  /**
   * Failures one address may make on one account before each further try waits: 1 s, then
   * doubling, at most the window (a progressive delay rather than a lock).
   */
  loginFailuresPerPair: { free: 3, windowMs: 15 * 60_000, firstDelayMs: 1000 },
  /** How long an address stays known after a sign-in from it. */
  knownAddressMs: 90 * 24 * 60 * 60_000,
  unlockLinkTtlMs: 60 * 60_000,
  codesPerAddressHour: { max: 10, windowMs: 60 * 60_000 },
  codesPerIpHour: { max: 30, windowMs: 60 * 60_000 },
  nameChecksPerIpMinute: { max: 60, windowMs: 60_000 },
  /** Second steps of sign-ins tried per IP (each challenge also ends after a few tries). */
  secondStepsPerIpMinute: { max: 30, windowMs: 60_000 },
  /** Passkey sign-in options handed out per IP (each keeps a challenge row for 5 minutes). */
  passkeyOptionsPerIpMinute: { max: 30, windowMs: 60_000 },
  oauthStateTtlMs: 10 * 60_000,
  /** A session's expiry slides forward at most once a minute (one write, not one per call). */
  sessionTouchIntervalMs: 60_000,
} as const;

export interface RequestContext {
  ip: string;
  userAgent: string | null;
  language: Language;
}

export interface Authenticated {
  user: UserRow;
  sessionId: number;
}

export interface IdentityDeps {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  hasher: PasswordHasher;
  passwords: PasswordPolicy;
  codeSecret: Buffer;
  /** Two-factor sign-in: the second step of a sign-in and the code a password change needs. */
  twoFactor: TwoFactor;
  passkeys: Passkeys;
  oidc: OidcClient | undefined;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The site's origin for links in mail (PUBLIC_URL, or this server's local address). */
  publicUrl: string;
  /** Codes mailed per hour per IP (`CODES_PER_IP_HOUR`); `LIMITS.codesPerIpHour` by default. */
  codesPerIpHour?: number;
  /** Called after some of the user's sessions were signed out: their live connections end. */
  sessionsRevoked: (userId: number) => void;
  /** Runs in the registration's transaction: opens the new user's ledger books. */
  onUserCreated?: (tx: Db, userId: number) => Promise<unknown>;
}

export function toProfile(user: UserRow): UserProfile {
  return {
    id: String(user.id),
    username: user.username,
    email: user.email,
    areaCode: user.areaCode,
    phone: user.phone,
    inviteCode: user.inviteCode,
    status: user.status,
    hasPassword: user.passwordHash !== null,
    googleLinked: user.googleSub !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The user agent as stored: at most 512 characters. */
const agentOf = (ctx: RequestContext) => ctx.userAgent?.slice(0, 512) ?? null;

export class IdentityService {
  constructor(private readonly deps: IdentityDeps) {}

  get googleEnabled(): boolean {
    return this.deps.oidc !== undefined;
  }

  /** How many accounts exist (the home page's figure). */
  async countUsers(): Promise<number> {
    return repo.countUsers(this.deps.db);
  }

  // ---- availability ----------------------------------------------------------------------

  async checkName(query: CheckNameQuery, ctx: RequestContext): Promise<{ available: boolean }> {
    await this.limit(`names:ip:${ctx.ip}`, LIMITS.nameChecksPerIpMinute);
    const { db } = this.deps;
    const taken =
      query.username !== undefined
        ? await repo.findUserByUsername(db, query.username)
        : await repo.findUserByEmail(db, query.email ?? '');
    return { available: taken === undefined };
  }

  // ---- email codes -----------------------------------------------------------------------

  async sendCode(body: SendCodeBody, ctx: RequestContext): Promise<SendCodeResult> {
    const { db, limiter, mailer, now } = this.deps;
    const result = {
      resendAfterSec: EMAIL_CODE_RESEND_MS / 1000,
      expiresInSec: EMAIL_CODE_TTL_MS / 1000,
    };
    const existing = await repo.findUserByEmail(db, body.email);
    if (body.scene === 'register' && existing) throw new AppError(Code.EMAIL_TAKEN);

    const resend = await limiter.hit(
      `code:resend:${body.scene}:${body.email}`,
      EMAIL_CODE_RESEND_MS,
    );
    if (resend.count > 1) throw new RateLimitedError(Code.CODE_TOO_SOON, resend.resetMs);
    await this.limit(`code:addr:${body.email}`, LIMITS.codesPerAddressHour);
    await this.limit(`code:ip:${ctx.ip}`, {
      ...LIMITS.codesPerIpHour,
      max: this.deps.codesPerIpHour ?? LIMITS.codesPerIpHour.max,
    });

    // Reset codes go only to active accounts; the answer is the same either way, so that the
    // reset form does not tell who has an account.
    if (body.scene === 'reset' && (!existing || existing.status !== 'active')) return result;

    const code = newEmailCode();
    await repo.insertEmailCode(db, {
      email: body.email,
      scene: body.scene,
      codeHash: emailCodeHash(this.deps.codeSecret, body.email, body.scene, code),
      expiresAt: new Date(now().getTime() + EMAIL_CODE_TTL_MS),
    });
    await mailer.send({
      to: body.email,
      language: ctx.language,
      ...codeMail(body.scene, code, ctx.language),
    });
    return result;
  }

  /** Checks a code; returns the code row id to consume in the caller's transaction. */
  private async verifyCode(email: string, scene: CodeScene, code: string): Promise<number> {
    const { db, now, codeSecret } = this.deps;
    const row = await repo.latestEmailCode(db, email, scene);
    if (!row || row.expiresAt <= now() || row.wrongTries >= EMAIL_CODE_MAX_WRONG_TRIES) {
      throw new AppError(Code.CODE_EXPIRED);
    }
    if (!sameHash(row.codeHash, emailCodeHash(codeSecret, email, scene, code))) {
      const tries = await repo.addWrongTry(db, row.id);
      throw new AppError(
        tries >= EMAIL_CODE_MAX_WRONG_TRIES ? Code.CODE_EXPIRED : Code.CODE_INCORRECT,
      );
    }
    return row.id;
  }

  private async consumeCode(tx: Db, codeId: number): Promise<void> {
    if (!(await repo.consumeEmailCode(tx, codeId))) throw new AppError(Code.CODE_EXPIRED);
  }

  // ---- registration and login ------------------------------------------------------------

  async register(body: RegisterBody, ctx: RequestContext): Promise<LoginResult> {
    const { db, hasher } = this.deps;
    if (await repo.findUserByUsername(db, body.username)) throw new AppError(Code.USERNAME_TAKEN);
    if (await repo.findUserByEmail(db, body.email)) throw new AppError(Code.EMAIL_TAKEN);
    let invitedByUserId: number | null = null;
    if (body.inviteCode !== undefined) {
      invitedByUserId = (await repo.findUserIdByInviteCode(db, body.inviteCode)) ?? null;
      if (invitedByUserId === null) throw new AppError(Code.INVITE_CODE_INVALID);
    }
    const codeId = await this.verifyCode(body.email, 'register', body.code);
    // After the code (the costly check runs only for the address's owner); the code is not
    // used up, so a refused password can be replaced and sent again with it.
    await this.deps.passwords.check(body.password, body);
    const passwordHash = await hasher.hash(body.password);

    return this.createUser(
      {
        username: body.username,
        email: body.email,
        passwordHash,
        areaCode: body.areaCode ?? null,
        phone: body.phone ?? null,
        invitedByUserId,
        googleSub: null,
      },
      'register',
      ctx,
      (tx) => this.consumeCode(tx, codeId),
    );
  }

  /**
   * Inserts a user with both books and a first session in one database transaction, with a
   * fresh invite code (drawn again in the unlikely case of a collision).
   */
  private async createUser(
    user: Omit<repo.NewUser, 'inviteCode'>,
    method: SessionMethod,
    ctx: RequestContext,
    before?: (tx: Db) => Promise<void>,
  ): Promise<LoginResult> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.deps.db.transaction(async (tx) => {
          await before?.(tx);
          const row = await repo.insertUserWithBooks(tx, { ...user, inviteCode: newInviteCode() });
          await this.deps.onUserCreated?.(tx, row.id);
          return this.startSession(tx, row, method, ctx);
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'users_username_lower_key') throw new AppError(Code.USERNAME_TAKEN);
        if (constraint === 'users_email_key') throw new AppError(Code.EMAIL_TAKEN);
        if (constraint === 'users_invite_code_key' && attempt < 3) continue;
        throw error;
      }
    }
  }

  private async startSession(
    db: Db,
    user: UserRow,
    method: SessionMethod,
    ctx: RequestContext,
    passkeyId?: number,
  ): Promise<LoginResult> {
    const token = newSessionToken();
    const expiresAt = new Date(this.deps.now().getTime() + SESSION_TTL_MS);
    await repo.insertSession(db, {
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt,
      method,
      ip: ctx.ip,
      userAgent: agentOf(ctx),
      passkeyId,
      language: ctx.language,
    });
    return { token, expiresAt: expiresAt.toISOString(), user: toProfile(user) };
  }

  async login(body: LoginBody, ctx: RequestContext): Promise<LoginOutcome> {
    const { db, hasher, limiter, now } = this.deps;
    const identifier = body.username.toLowerCase();
    const ipKey = `login:ip:${ctx.ip}`;
    const refuseWhile = async (key: string, max: number) => {
      const seen = await limiter.peek(key);
      if (seen.count >= max) throw new RateLimitedError(Code.TOO_MANY_ATTEMPTS, seen.resetMs);
    };
    await refuseWhile(ipKey, LIMITS.loginFailuresPerIp.max);

    const user = identifier.includes('@')
      ? await repo.findUserByEmail(db, identifier)
      : await repo.findUserByUsername(db, identifier);
    // Counted per account, whether it is named by username or by email; per name when none.
    const subject = user ? `u${user.id}` : `n${identifier}`;
    const accountKey = `login:acct:${subject}`;
    const pairKey = `login:pair:${subject}:${ctx.ip}`;
    const waitKey = `login:wait:${subject}:${ctx.ip}`;
    await refuseWhile(waitKey, 1);
    // Asked for unknown users too: the same work whether the account exists or not.
    const known = await repo.isKnownAddress(
      db,
      user?.id ?? 0,
      ctx.ip,
      new Date(now().getTime() - LIMITS.knownAddressMs),
    );
    if (!known) await refuseWhile(accountKey, LIMITS.loginFailuresPerAccount.max);
    // The same work and the same answer whether the account exists or not.
    const valid = await hasher.verify(user?.passwordHash ?? null, body.password);
    if (!user || !valid) {
      await limiter.hit(ipKey, LIMITS.loginFailuresPerIp.windowMs);
      const pair = await limiter.hit(pairKey, LIMITS.loginFailuresPerPair.windowMs);
      const { free, firstDelayMs, windowMs } = LIMITS.loginFailuresPerPair;
      if (pair.count >= free) {
        const delay = Math.min(firstDelayMs * 2 ** (pair.count - free), windowMs);
        await limiter.hit(waitKey, delay);
      }
      // For the owner's sign-in history. Whether an account exists is no secret (the
      // username check answers it), so this write for existing ones tells nothing new.
      if (user) {
        await repo.insertFailedSignIn(db, { userId: user.id, ip: ctx.ip, userAgent: agentOf(ctx) });
      }
      if (!known) {
        const account = await limiter.hit(accountKey, LIMITS.loginFailuresPerAccount.windowMs);
        if (account.count === LIMITS.loginFailuresPerAccount.max && user) {
          // Not awaited: the answer must not take longer for an account that exists.
          void this.mailUnlockLink(user, ctx).catch((error: unknown) =>
            this.deps.log.error({ err: error, userId: user.id }, 'unlock mail not sent'),
          );
        }
      }
      throw new AppError(Code.PASSWORD_INCORRECT);
    }
    if (user.status !== 'active') throw new AppError(Code.USER_STATUS_ABNORMAL);
    await limiter.reset(pairKey);
    await limiter.reset(waitKey);
    if (!known) await limiter.reset(accountKey);
    return this.signIn(user, 'password', ctx);
  }

  /**
   * The second step of a sign-in to an account with two-factor sign-in on: the challenge the
   * first step answered and a code of the app or a recovery code. A wrong code is in the
   * owner's sign-in history as a failure.
   */
  async secondFactor(body: SecondFactorBody, ctx: RequestContext): Promise<LoginResult> {
    const { db } = this.deps;
    await this.limit(`second-factor:ip:${ctx.ip}`, LIMITS.secondStepsPerIpMinute);
    const passed = await this.deps.twoFactor.passChallenge(body.challenge, body.code, (userId) =>
      repo.insertFailedSignIn(db, { userId, ip: ctx.ip, userAgent: agentOf(ctx) }),
    );
    const user = await repo.findUserById(db, passed.userId);
    if (!user || user.status !== 'active') throw new AppError(Code.USER_STATUS_ABNORMAL);
    return this.startSignedIn(user, passed.method, ctx);
  }

  /**
   * A sign-in with a passkey (no username, password or code: the passkey is the device and its
   * lock). A refused one answers 10088; attempts are limited per address like second steps.
   */
  async signInWithPasskey(credential: AuthenticationCredential, ctx: RequestContext) {
    await this.limit(`passkey:ip:${ctx.ip}`, LIMITS.secondStepsPerIpMinute);
    const { userId, passkeyId } = await this.deps.passkeys.finishSignIn(credential);
    const user = await repo.findUserById(this.deps.db, userId);
    if (!user || user.status !== 'active') throw new AppError(Code.USER_STATUS_ABNORMAL);
    return this.startSignedIn(user, 'passkey', ctx, passkeyId);
  }

  /**
   * After a passkey was added or removed: the sessions its removal signed out lose their live
   * connections, and the owner is mailed (security mail).
   */
  passkeyChanged(
    user: UserRow,
    ctx: RequestContext,
    change: { added: string } | { removed: string; signedOut: number },
  ): void {
    if ('removed' in change && change.signedOut > 0) this.deps.sessionsRevoked(user.id);
    const link = `${this.deps.publicUrl}/profile/security`;
    this.tellOwner(user, ctx, (event, language) =>
      'added' in change
        ? passkeyAddedMail(event, link, language, [['passkey', change.added]])
        : passkeyRemovedMail(event, link, language, [
            ['passkey', change.removed],
            ['signedOut', String(change.signedOut)],
          ]),
    );
  }

  /** Options for a sign-in with a passkey; limited per address, as each keeps a challenge. */
  async passkeySignInOptions(ctx: RequestContext): Promise<Record<string, unknown>> {
    await this.limit(`passkey-options:ip:${ctx.ip}`, LIMITS.passkeyOptionsPerIpMinute);
    return this.deps.passkeys.startSignIn();
  }

  /** Mails the owner that a withdrawal was requested (security mail, the request's language). */
  tellWithdrawalRequested(user: UserRow, ctx: RequestContext, item: WithdrawalItem): void {
    const link = `${this.deps.publicUrl}/profile/balance`;
    this.tellOwner(user, ctx, (event, language) =>
      withdrawalRequestedMail(event, link, language, [
        ['amount', mailAmount(item.amount, item.asset)],
        ['fee', mailAmount(item.fee, item.asset)],
        ['network', item.network],
        ['withdrawalAddress', item.address],
      ]),
    );
  }

  /**
   * Mails the owner that staff paid a withdrawal out, in the language of the account's last
   * sign-in (security mail). Not awaited by the decision; a mail that fails is logged.
   */
  tellWithdrawalPaid(userId: number, item: WithdrawalItem): void {
    const link = `${this.deps.publicUrl}/profile/balance`;
    this.sendSecurityMail(userId, async () => {
      const user = await repo.findUserById(this.deps.db, userId);
      if (!user) return undefined;
      const language = user.language ?? 'en';
      return {
        to: user.email,
        language,
        ...withdrawalCompletedMail({ at: this.deps.now() }, link, language, [
          ['paidOut', mailAmount(item.receive, item.asset)],
          ['network', item.network],
          ['withdrawalAddress', item.address],
          ['transaction', item.payoutHash ?? '-'],
        ]),
      };
    });
  }

  /** Mails the owner a one-hour, single-use link that lifts the pause on new devices. */
  private async mailUnlockLink(user: UserRow, ctx: RequestContext): Promise<void> {
    const { db, mailer, now, publicUrl } = this.deps;
    const token = randomUrlToken(32);
    await repo.insertUnlock(db, {
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now().getTime() + LIMITS.unlockLinkTtlMs),
    });
    const link = `${publicUrl}/pass/unlock?token=${token}`;
    const { max, windowMs } = LIMITS.loginFailuresPerAccount;
    await mailer.send({
      to: user.email,
      language: ctx.language,
      ...unlockMail(link, max, windowMs / 60_000, ctx.language),
    });
  }

  /**
   * Uses an unlock link: new devices may sign in to its account again. A link works once,
   * within its hour; otherwise 10028.
   */
  async unlock(token: string, ctx: RequestContext): Promise<void> {
    await this.limit(`unlock:ip:${ctx.ip}`, LIMITS.nameChecksPerIpMinute);
    const userId = await repo.takeUnlock(this.deps.db, sha256(token), this.deps.now());
    if (userId === undefined) throw new AppError(Code.CODE_EXPIRED);
    const user = await repo.findUserById(this.deps.db, userId);
    if (!user) throw new AppError(Code.CODE_EXPIRED);
    await this.deps.limiter.reset(`login:acct:u${user.id}`);
  }

  async resetPassword(body: ResetPasswordBody, ctx: RequestContext): Promise<void> {
    const { db, hasher } = this.deps;
    const codeId = await this.verifyCode(body.email, 'reset', body.code);
    const user = await repo.findUserByEmail(db, body.email);
    if (!user || user.status !== 'active') throw new AppError(Code.CODE_EXPIRED);
    await this.deps.passwords.check(body.password, user);
    const passwordHash = await hasher.hash(body.password);
    // A reset proves the mailbox only: every device is signed out and every passkey removed,
    // so that nothing added by someone who had the account survives it.
    const passkeysRemoved = await db.transaction(async (tx) => {
      await this.consumeCode(tx, codeId);
      await repo.setPasswordHash(tx, user.id, passwordHash);
      await repo.revokeUserSessions(tx, user.id, 'password reset');
      return this.deps.passkeys.removeAll(tx, user.id);
    });
    this.deps.sessionsRevoked(user.id);
    await this.deps.limiter.reset(`login:acct:u${user.id}`);
    this.tellOwner(user, ctx, (event, language) =>
      passwordChangedMail(
        event,
        `${this.deps.publicUrl}/pass/reset`,
        language,
        passkeysRemoved > 0 ? [['passkeysRemoved', String(passkeysRemoved)]] : [],
      ),
    );
  }

  async changePassword(
    auth: Authenticated,
    body: ChangePasswordBody,
    ctx: RequestContext,
  ): Promise<void> {
    const { db, hasher } = this.deps;
    const { user } = auth;
    await checkOwnPassword(this.deps, user, body.oldPassword);
    if (body.password === body.oldPassword) throw new AppError(Code.PASSWORD_UNCHANGED);
    await this.deps.passwords.check(body.password, user);
    const passwordHash = await hasher.hash(body.password);
    await db.transaction(async (tx) => {
      await this.deps.twoFactor.require(tx, user.id, body.twoFactorCode);
      await repo.setPasswordHash(tx, user.id, passwordHash);
      await repo.revokeUserSessions(tx, user.id, 'password changed', auth.sessionId);
    });
    this.deps.sessionsRevoked(user.id);
    this.tellOwner(user, ctx, (event, language) =>
      passwordChangedMail(event, `${this.deps.publicUrl}/pass/reset`, language),
    );
  }

  /**
   * A sign-in (not a registration) whose first step passed: the session, or the second step
   * when the account has two-factor sign-in on.
   */
  private async signIn(
    user: UserRow,
    method: 'password' | 'google',
    ctx: RequestContext,
  ): Promise<LoginOutcome> {
    const { twoFactor, db } = this.deps;
    if (await twoFactor.isOn(db, user.id)) return twoFactor.challenge(user.id, method);
    return this.startSignedIn(user, method, ctx);
  }

  /**
   * Starts the session of a sign-in and, when this browser has never signed in to the account
   * before (no earlier sign-in with the same user agent), mails the owner about it.
   */
  private async startSignedIn(
    user: UserRow,
    method: SessionMethod,
    ctx: RequestContext,
    passkeyId?: number,
  ) {
    const { db } = this.deps;
    const known = await repo.hasSignedInWith(db, user.id, agentOf(ctx));
    const result = await this.startSession(db, user, method, ctx, passkeyId);
    if (!known) {
      this.tellOwner(user, ctx, (event, language) =>
        newDeviceMail(event, `${this.deps.publicUrl}/profile/security`, language),
      );
    }
    return result;
  }

  /** Mails the owner that two-factor sign-in was turned on or off (security mail). */
  tellTwoFactorChanged(user: UserRow, ctx: RequestContext, on: boolean): void {
    const link = `${this.deps.publicUrl}/pass/reset`;
    this.tellOwner(user, ctx, (event, language) =>
      (on ? twoFactorOnMail : twoFactorOffMail)(event, link, language),
    );
  }

  /**
   * Mails the owner a security mail about a request of theirs (its device, address and time),
   * in the request's language. Not awaited: the answer does not wait for the mail server, and
   * a mail that fails is logged.
   */
  tellOwner(
    user: UserRow,
    ctx: RequestContext,
    mail: (
      event: SecurityEvent,
      language: RequestContext['language'],
    ) => {
      subject: string;
      text: string;
    },
  ): void {
    const event = { device: describeDevice(agentOf(ctx)), ip: ctx.ip, at: this.deps.now() };
    this.sendSecurityMail(user.id, () => ({
      to: user.email,
      language: ctx.language,
      ...mail(event, ctx.language),
    }));
  }

  /** Sends a security mail without awaiting it; a mail that fails is logged. */
  private sendSecurityMail(
    userId: number,
    message: () => MailMessage | undefined | Promise<MailMessage | undefined>,
  ): void {
    void Promise.resolve()
      .then(message)
      .then((built) => built && this.deps.mailer.send(built))
      .catch((error: unknown) =>
        this.deps.log.error({ err: error, userId }, 'security mail not sent'),
      );
  }

  async logout(auth: Authenticated): Promise<void> {
    await repo.revokeSession(this.deps.db, auth.sessionId, 'logout');
  }

  /** The session of a bearer token, sliding its expiry; undefined for any invalid token. */
  async authenticate(token: string): Promise<Authenticated | undefined> {
    const { db, now } = this.deps;
    if (!/^swx_[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
    const t = now();
    const found = await repo.findActiveSession(db, sha256(token), t);
    if (!found) return undefined;
    if (t.getTime() - found.lastSeenAt.getTime() >= LIMITS.sessionTouchIntervalMs) {
      await repo.touchSession(db, found.sessionId, t, new Date(t.getTime() + SESSION_TTL_MS));
    }
    return { user: found.user, sessionId: found.sessionId };
  }

  // ---- OpenID Connect ("Google login") ---------------------------------------------------

  async googleStart(): Promise<{ url: string }> {
    const client = this.requireOidc();
    const state = randomUrlToken();
    const nonce = randomUrlToken();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    await repo.insertOauthState(this.deps.db, {
      stateHash: sha256(state),
      codeVerifier,
      nonce,
      expiresAt: new Date(this.deps.now().getTime() + LIMITS.oauthStateTtlMs),
    });
    return { url: await client.authorizationUrl(state, nonce, codeVerifier) };
  }

  async googleLogin(body: GoogleLoginBody, ctx: RequestContext): Promise<LoginOutcome> {
    const client = this.requireOidc();
    const { db, now, log } = this.deps;
    const pending = await repo.takeOauthState(db, sha256(body.state), now());
    if (!pending) throw new AppError(Code.SOCIAL_LOGIN_FAILED);
    let identity;
    try {
      identity = await client.exchange(body.code, body.state, pending.nonce, pending.codeVerifier);
    } catch (error) {
      log.warn({ err: error }, 'OpenID Connect code exchange failed');
      throw new AppError(Code.SOCIAL_LOGIN_FAILED);
    }

    let user = await repo.findUserByGoogleSub(db, identity.sub);
    if (!user && identity.email) {
      const byEmail = await repo.findUserByEmail(db, identity.email);
      if (byEmail) {
        // Link only when the issuer vouches for the address; otherwise it may not be theirs.
        if (!identity.emailVerified) throw new AppError(Code.EMAIL_TAKEN);
        await repo.setGoogleSub(db, byEmail.id, identity.sub);
        user = { ...byEmail, googleSub: identity.sub };
      }
    }
    if (user) {
      if (user.status !== 'active') throw new AppError(Code.USER_STATUS_ABNORMAL);
      return this.signIn(user, 'google', ctx);
    }
    if (!identity.email) throw new AppError(Code.SOCIAL_LOGIN_FAILED);
    return this.createUser(
      {
        username: await this.freeUsername(identity.email),
        email: identity.email,
        passwordHash: null,
        areaCode: null,
        phone: null,
        invitedByUserId: null,
        googleSub: identity.sub,
      },
      'google',
      ctx,
    );
  }

  /** A username derived from an email address that nobody has yet. */
  private async freeUsername(email: string): Promise<string> {
    let base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_]/g, '').slice(0, 24);
    if (!/^[A-Za-z]/.test(base)) base = `u${base}`;
    if (base.length < 3) base = `${base}user`;
    for (let i = 0; i < 10; i += 1) {
      const candidate =
        i === 0
          ? base
          : `${base}_${randomUrlToken(4)
              .replace(/[^A-Za-z0-9]/g, '')
              .slice(0, 5)}`;
      if (!(await repo.findUserByUsername(this.deps.db, candidate))) return candidate;
    }
    throw new Error('no free username after 10 attempts');
  }

  private requireOidc(): OidcClient {
    if (!this.deps.oidc) throw new AppError(Code.SOCIAL_LOGIN_UNAVAILABLE);
    return this.deps.oidc;
  }

  private async limit(key: string, rule: { max: number; windowMs: number }): Promise<void> {
    const { count, resetMs } = await this.deps.limiter.hit(key, rule.windowMs);
    if (count > rule.max) throw new RateLimitedError(Code.TOO_MANY_ATTEMPTS, resetMs);
  }
}
