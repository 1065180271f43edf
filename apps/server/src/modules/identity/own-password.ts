import { Code } from '@swx/contract';
import { AppError, RateLimitedError } from '../../platform/http/errors.js';
import type { RateLimiter } from '../../platform/rate-limiter.js';
import type { PasswordHasher } from './passwords.js';
import type { UserRow } from './repository.js';

/**
 * Wrong passwords given by a signed-in user (changing the password, the security page), per
 * account: a stolen session must not become a way to guess the password.
 */
export const OWN_PASSWORD_FAILURES = { max: 5, windowMs: 15 * 60_000 } as const;

/**
 * Checks a signed-in user's own password: a wrong one answers 10004 and counts, and after
 * `OWN_PASSWORD_FAILURES.max` in its window every try is refused (10030, 429 with the wait)
 * until the window ends. An account without a password (Google only) never matches.
 */
export async function checkOwnPassword(
  deps: { hasher: Pick<PasswordHasher, 'verify'>; limiter: RateLimiter },
  user: UserRow,
  password: string,
): Promise<void> {
  const key = `own-password:u${user.id}`;
  const seen = await deps.limiter.peek(key);
  if (seen.count >= OWN_PASSWORD_FAILURES.max) {
    throw new RateLimitedError(Code.TOO_MANY_ATTEMPTS, seen.resetMs);
  }
  if (!(await deps.hasher.verify(user.passwordHash, password))) {
    await deps.limiter.hit(key, OWN_PASSWORD_FAILURES.windowMs);
    throw new AppError(Code.PASSWORD_INCORRECT);
  }
}
