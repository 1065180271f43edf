import {
  Code,
  SESSIONS_LISTED_MAX,
  SIGN_IN_RETENTION_DAYS,
  type ListSignInsQuery,
  type SecuritySettings,
  type SessionsResult,
  type SetAntiPhishingBody,
  type SignInsResult,
  type TwoFactorEnrolment,
} from '@swx/contract';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import type { RateLimiter } from '../../platform/rate-limiter.js';
import { maskedPhrase } from './anti-phishing.js';
import { describeDevice } from './device.js';
import { checkOwnPassword } from './own-password.js';
import type { PasswordHasher } from './passwords.js';
import * as repo from './repository.js';
import type { Authenticated, RequestContext } from './service.js';
import type { TwoFactor } from './two-factor.js';

export interface AccountSecurityDeps {
  db: Db;
  now: () => Date;
  hasher: Pick<PasswordHasher, 'verify'>;
  limiter: RateLimiter;
  /**
   * Told of a user whose sessions were revoked: live connections re-check their tokens on it
   * and drop the ones no longer valid.
   */
  sessionsRevoked(userId: number): void;
  twoFactor: TwoFactor;
  /** Mails the owner that two-factor sign-in was turned on or off. */
  twoFactorChanged(user: Authenticated['user'], ctx: RequestContext, on: boolean): void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a customer sees and does about their own sign-ins on the security page: the live
 * sessions with the device each runs on, signing out one or all the others, and the history
 * of sign-ins (successes and wrong passwords, with the address).
 */
export class AccountSecurity {
  constructor(private readonly deps: AccountSecurityDeps) {}

  async sessions(auth: Authenticated): Promise<SessionsResult> {
    const { items, total } = await repo.listLiveSessions(
      this.deps.db,
      auth.user.id,
      this.deps.now(),
      auth.sessionId,
      SESSIONS_LISTED_MAX,
    );
    return {
      total,
      items: items.map((line) => ({
        id: String(line.id),
        current: line.id === auth.sessionId,
        method: line.method,
        device: describeDevice(line.userAgent),
        ip: line.ip,
        createdAt: line.createdAt.toISOString(),
        lastSeenAt: line.lastSeenAt.toISOString(),
        expiresAt: line.expiresAt.toISOString(),
      })),
    };
  }

  /**
   * Signs out one of the caller's sessions (this one too: that is logging out). Someone
   * else's session, or one that has ended, is not found (10035).
   */
  async revoke(auth: Authenticated, id: string): Promise<void> {
    const { db, now } = this.deps;
    const done = await repo.revokeOwnSession(
      db,
      auth.user.id,
      Number(id),
      'signed out by owner',
      now(),
    );
    if (!done) throw new AppError(Code.NOT_FOUND);
    this.deps.sessionsRevoked(auth.user.id);
  }

  /** Signs out every session of the caller but this one; answers how many. */
  async revokeOthers(auth: Authenticated): Promise<number> {
    const revoked = await repo.revokeUserSessions(
      this.deps.db,
      auth.user.id,
      'signed out by owner',
      auth.sessionId,
    );
    if (revoked > 0) this.deps.sessionsRevoked(auth.user.id);
    return revoked;
  }

  async signIns(auth: Authenticated, query: ListSignInsQuery): Promise<SignInsResult> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const { items, total } = await repo.listSignIns(this.deps.db, auth.user.id, page, pageSize);
    return {
      total,
      page,
      pageSize,
      items: items.map((line) => ({
        id: String(line.id),
        at: line.createdAt.toISOString(),
        outcome: line.outcome,
        method: line.method,
        device: describeDevice(line.userAgent),
        ip: line.ip,
      })),
    };
  }

  /** What the security page shows of the account's settings. */
  async settings(auth: Authenticated): Promise<SecuritySettings> {
    const { user } = auth;
    return {
      antiPhishing: user.antiPhishingPhrase === null ? null : maskedPhrase(user.antiPhishingPhrase),
      hasPassword: user.passwordHash !== null,
      twoFactor: await this.deps.twoFactor.status(user.id),
    };
  }

  /** Starts (or starts again) adding an authenticator app: its key and QR code's URI. */
  async startTwoFactor(auth: Authenticated, password: string): Promise<TwoFactorEnrolment> {
    return this.deps.twoFactor.start(auth.user, password);
  }

  /** Confirms the app with a code: two-factor sign-in is on; answers the recovery codes. */
  async enableTwoFactor(auth: Authenticated, code: string, ctx: RequestContext) {
    const recoveryCodes = await this.deps.twoFactor.enable(auth.user.id, code);
    this.deps.twoFactorChanged(auth.user, ctx, true);
    return { recoveryCodes };
  }

  async disableTwoFactor(
    auth: Authenticated,
    body: { password: string; code: string },
    ctx: RequestContext,
  ): Promise<void> {
    await this.deps.twoFactor.disable(auth.user, body.password, body.code);
    this.deps.twoFactorChanged(auth.user, ctx, false);
  }

  async newRecoveryCodes(auth: Authenticated, code: string) {
    return { recoveryCodes: await this.deps.twoFactor.newRecoveryCodes(auth.user.id, code) };
  }

  /**
   * Sets or removes the anti-phishing code. The password is asked for (10004 when wrong, or
   * when the account has none yet): whoever holds a stolen session must not be able to set a
   * code of their own and then write mail that shows it.
   */
  async setAntiPhishing(auth: Authenticated, body: SetAntiPhishingBody): Promise<void> {
    await checkOwnPassword(this.deps, auth.user, body.password);
    await repo.setAntiPhishingPhrase(this.deps.db, auth.user.id, body.phrase);
  }

  /** Deletes sign-in history past `SIGN_IN_RETENTION_DAYS`. */
  async prune(): Promise<number> {
    const before = new Date(this.deps.now().getTime() - SIGN_IN_RETENTION_DAYS * DAY_MS);
    return repo.pruneSignIns(this.deps.db, before);
  }
}
