import { randomBytes } from 'node:crypto';
import {
  Code,
  RECOVERY_CODES_COUNT,
  RECOVERY_CODE_PATTERN,
  SECOND_FACTOR_TTL_MINUTES,
  type SecondFactorChallenge,
  type SecuritySettings,
  type TwoFactorEnrolment,
} from '@swx/contract';
import type { Db } from '../../platform/db/client.js';
import { AppError, RateLimitedError } from '../../platform/http/errors.js';
import type { RateLimiter } from '../../platform/rate-limiter.js';
import type { Sealer } from '../../platform/sealing.js';
import { base32Encode, newTotpSecret, otpauthUrl, verifyTotp } from '../../platform/totp.js';
import { checkOwnPassword } from './own-password.js';
import type { PasswordHasher } from './passwords.js';
import * as repo from './repository.js';
import type { ChallengeMethod, TwoFactorRow, UserRow } from './repository.js';
import { randomUrlToken, sha256 } from './tokens.js';

export const TWO_FACTOR_LIMITS = {
  /**
   * Wrong codes per account wherever they are given (sign-in, settings, withdrawals): at the
   * limit every code is refused (10030, 429) until the window ends. Five tries at one in a
   * million each make guessing hopeless, and the owner is not locked out for long.
   */
  wrongCodes: { max: 5, windowMs: 15 * 60_000 },
  /** Tries on one sign-in's second step before it ends (the password is asked again). */
  challengeAttempts: 5,
  challengeTtlMs: SECOND_FACTOR_TTL_MINUTES * 60_000,
  /** Enrolments not confirmed within this time must be started again. */
  enrolmentTtlMs: 30 * 60_000,
} as const;

/** The name authenticator apps show beside the account. */
const ISSUER = 'SWX';

export interface TwoFactorDeps {
  db: Db;
  sealer: Sealer;
  limiter: RateLimiter;
  hasher: Pick<PasswordHasher, 'verify'>;
  now: () => Date;
}

/** A recovery code as shown: ten base32 characters (50 random bits) in two groups of five. */
export function newRecoveryCode(): string {
  const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/** What is stored of a recovery code: the hash of its characters without the hyphen. */
const recoveryHash = (code: string) => sha256(code.replace('-', '').toLowerCase());

/**
 * Customers' two-factor sign-in with an authenticator app (TOTP, RFC 6238, platform/totp.ts,
 * the staff's implementation): enrolment confirmed with a code, ten one-time recovery codes
 * stored hashed, the second step of a sign-in, and the code asked again before a password change
 * or a withdrawal. No code is accepted twice (the last step used is kept, and taken with a
 * conditional write so that two requests with one code cannot both pass), and wrong codes are
 * limited per account (docs/adr/0029).
 */
export class TwoFactor {
  constructor(private readonly deps: TwoFactorDeps) {}

  async status(userId: number): Promise<SecuritySettings['twoFactor']> {
    const { db } = this.deps;
    const row = await repo.findTwoFactor(db, userId);
    if (!row?.confirmedAt) return { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
    return {
      enabled: true,
      enabledAt: row.confirmedAt.toISOString(),
      recoveryCodesLeft: await repo.countRecoveryCodesLeft(db, userId),
    };
  }

  async isOn(db: Db, userId: number): Promise<boolean> {
    const row = await repo.findTwoFactor(db, userId);
    return row !== undefined && row.confirmedAt !== null;
  }

  /** Starts an enrolment (again): a new key for the app. 10082 when already on. */
  async start(user: UserRow, password: string): Promise<TwoFactorEnrolment> {
    const { db, sealer, now } = this.deps;
    await checkOwnPassword(this.deps, user, password);
    const secret = newTotpSecret();
    if (!(await repo.putPendingTwoFactor(db, user.id, sealer.seal(secret), now()))) {
      throw new AppError(Code.TWO_FACTOR_STATE_INCORRECT);
    }
    return { secret, otpauthUrl: otpauthUrl(secret, user.username, ISSUER) };
  }

  /**
   * Confirms the enrolment with a code of the app: two-factor sign-in is on, and the recovery
   * codes (answered once, stored hashed) are made in the same transaction.
   */
  async enable(userId: number, code: string): Promise<string[]> {
    const { db, now } = this.deps;
    const codes = Array.from({ length: RECOVERY_CODES_COUNT }, newRecoveryCode);
    await db.transaction(async (tx) => {
      const row = await repo.lockTwoFactor(tx, userId);
      const fresh =
        row !== undefined &&
        now().getTime() - row.createdAt.getTime() <= TWO_FACTOR_LIMITS.enrolmentTtlMs;
      if (!row || row.confirmedAt !== null || !fresh) {
        throw new AppError(Code.TWO_FACTOR_STATE_INCORRECT);
      }
      await this.refuseWhileLimited(userId);
      await this.takeTotp(tx, row, code, true);
      await repo.replaceRecoveryCodes(tx, userId, codes.map(recoveryHash));
    });
    return codes;
  }

  /** Turns two-factor sign-in off: the password and a code of the app or a recovery code. */
  async disable(user: UserRow, password: string, code: string): Promise<void> {
    await checkOwnPassword(this.deps, user, password);
    await this.deps.db.transaction(async (tx) => {
      await this.check(tx, user.id, code, true);
      await repo.deleteTwoFactor(tx, user.id);
    });
  }

  /** New recovery codes for a code of the app; the old ones stop working. */
  async newRecoveryCodes(userId: number, code: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODES_COUNT }, newRecoveryCode);
    await this.deps.db.transaction(async (tx) => {
      await this.check(tx, userId, code, false);
      await repo.replaceRecoveryCodes(tx, userId, codes.map(recoveryHash));
    });
    return codes;
  }

  /**
   * The step-up before a sensitive change (password, withdrawal), in the caller's transaction:
   * nothing when two-factor sign-in is off; otherwise a code of the app is required (10080)
   * and must be right (10081). Recovery codes are for signing in, not for moving money.
   */
  async require(tx: Db, userId: number, code: string | undefined): Promise<void> {
    const row = await repo.lockTwoFactor(tx, userId);
    if (!row?.confirmedAt) return;
    if (code === undefined) throw new AppError(Code.TWO_FACTOR_REQUIRED);
    await this.checkRow(tx, row, code, false);
  }

  /** Opens a sign-in's second step for a user whose password (or Google) step passed. */
  async challenge(userId: number, method: ChallengeMethod): Promise<SecondFactorChallenge> {
    const token = randomUrlToken(32);
    const expiresAt = new Date(this.deps.now().getTime() + TWO_FACTOR_LIMITS.challengeTtlMs);
    await repo.insertLoginChallenge(this.deps.db, {
      userId,
      tokenHash: sha256(token),
      method,
      expiresAt,
    });
    return { challenge: token, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Passes a sign-in's second step with a code of the app or a recovery code; answers whose
   * sign-in it was. An unknown, used, expired or exhausted challenge answers 10028; a wrong
   * code 10081 with `onWrongCode` told first (the sign-in history).
   */
  async passChallenge(
    token: string,
    code: string,
    onWrongCode: (userId: number) => Promise<void>,
  ): Promise<{ userId: number; method: ChallengeMethod }> {
    const { db, now } = this.deps;
    const found = await repo.tryLoginChallenge(
      db,
      sha256(token),
      now(),
      TWO_FACTOR_LIMITS.challengeAttempts,
    );
    if (!found) throw new AppError(Code.CODE_EXPIRED);
    try {
      // One transaction: a code (a recovery code above all) is spent only with the challenge.
      await db.transaction(async (tx) => {
        await this.check(tx, found.userId, code, true);
        if (!(await repo.useLoginChallenge(tx, found.id))) throw new AppError(Code.CODE_EXPIRED);
      });
    } catch (error) {
      if (error instanceof AppError && error.code === Code.TWO_FACTOR_CODE_INCORRECT) {
        await onWrongCode(found.userId);
      }
      throw error;
    }
    return { userId: found.userId, method: found.method };
  }

  /** Deletes sign-in challenges that ended more than a day ago. */
  async prune(): Promise<number> {
    return repo.pruneLoginChallenges(
      this.deps.db,
      new Date(this.deps.now().getTime() - 24 * 60 * 60_000),
    );
  }

  /**
   * Checks a code against a confirmed authenticator (and, when allowed, recovery codes), in the
   * caller's transaction with the row locked (one check per user at a time).
   */
  private async check(tx: Db, userId: number, code: string, allowRecovery: boolean) {
    const row = await repo.lockTwoFactor(tx, userId);
    if (!row?.confirmedAt) throw new AppError(Code.TWO_FACTOR_STATE_INCORRECT);
    await this.checkRow(tx, row, code, allowRecovery);
  }

  /** `check` on a confirmed row the caller has locked. */
  private async checkRow(tx: Db, row: TwoFactorRow, code: string, allowRecovery: boolean) {
    await this.refuseWhileLimited(row.userId);
    if (/^\d{6}$/.test(code)) return this.takeTotp(tx, row, code, false);
    const passed =
      allowRecovery &&
      RECOVERY_CODE_PATTERN.test(code) &&
      (await repo.useRecoveryCode(tx, row.userId, recoveryHash(code)));
    if (!passed) await this.countWrong(row.userId);
  }

  /**
   * Takes a code of the app once: its step must be later than the last one used. A code of the
   * app that was right but is used already (the one just typed elsewhere) is refused without
   * counting as a guess; any other wrong code counts.
   */
  private async takeTotp(tx: Db, row: TwoFactorRow, code: string, pending: boolean) {
    const at = this.deps.now();
    const secret = this.deps.sealer.open(row.secret);
    const step = verifyTotp(secret, code, at, row.lastStep);
    if (step !== undefined && (await repo.takeTotpStep(tx, row.userId, step, pending, at))) return;
    if (verifyTotp(secret, code, at, null) !== undefined) {
      throw new AppError(Code.TWO_FACTOR_CODE_INCORRECT);
    }
    await this.countWrong(row.userId);
  }

  private async countWrong(userId: number): Promise<never> {
    await this.deps.limiter.hit(`two-factor:u${userId}`, TWO_FACTOR_LIMITS.wrongCodes.windowMs);
    throw new AppError(Code.TWO_FACTOR_CODE_INCORRECT);
  }

  private async refuseWhileLimited(userId: number): Promise<void> {
    const seen = await this.deps.limiter.peek(`two-factor:u${userId}`);
    if (seen.count >= TWO_FACTOR_LIMITS.wrongCodes.max) {
      throw new RateLimitedError(Code.TOO_MANY_ATTEMPTS, seen.resetMs);
    }
  }
}
