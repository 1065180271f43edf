import { Code, type RecoveryCodesResult, type TwoFactorEnrolment } from '@swx/contract';
import { totpCode, totpStep } from '../platform/totp.js';
import { post } from './client.js';
import type { TestApp } from './harness.js';

/** A customer's authenticator app in a test: it gives a fresh code each time it is asked. */
export interface TestAuthenticator {
  secret: string;
  recoveryCodes: string[];
  /**
   * A code no request has used yet: the server's clock moves on by one 30-second step first
   * (a code is never accepted twice, and the test must not wait for the next step).
   */
  nextCode(): string;
}

/** The code of an authenticator at the server's clock now (without moving it). */
export const currentCode = (t: TestApp, secret: string) => totpCode(secret, totpStep(t.now()));

/** Turns two-factor sign-in on for the user of `token` through the API. */
export async function enrolAuthenticator(
  t: TestApp,
  token: string,
  password: string,
): Promise<TestAuthenticator> {
  const started = await post<TwoFactorEnrolment>(t, '/user/startTwoFactor', {
    token,
    body: { password },
  });
  if (started.code !== Code.OK) throw new Error(`startTwoFactor answered ${started.code}`);
  const { secret } = started.result;
  const nextCode = () => {
    t.advance(30_000);
    return currentCode(t, secret);
  };
  const enabled = await post<RecoveryCodesResult>(t, '/user/enableTwoFactor', {
    token,
    body: { code: nextCode() },
  });
  if (enabled.code !== Code.MODIFIED) throw new Error(`enableTwoFactor answered ${enabled.code}`);
  return { secret, recoveryCodes: enabled.result.recoveryCodes, nextCode };
}
