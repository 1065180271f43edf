import {
  Code,
  RECOVERY_CODES_COUNT,
  type LoginOutcome,
  type LoginResult,
  type RecoveryCodesResult,
  type SecuritySettings,
  type SignInsResult,
  type TwoFactorEnrolment,
} from '@swx/contract';
import { describe, expect, it } from 'vitest';
import { get, post, registerUser } from '../../test/client.js';
import { sqlRows } from '../../test/harness.js';
import { mailText } from '../../test/smtp.js';
import { appForFile } from '../../test/suite.js';
import { currentCode, enrolAuthenticator } from '../../test/two-factor.js';
import { sql } from 'drizzle-orm';
import { TWO_FACTOR_LIMITS } from './two-factor.js';

const t = appForFile();

const login = (username: string, password: string) =>
  post<LoginOutcome>(t, '/login/login', { body: { username, password } });
const second = (challenge: string, code: string) =>
  post<LoginResult>(t, '/login/secondFactor', { body: { challenge, code } });
const settings = async (token: string) =>
  (await get<SecuritySettings>(t, '/user/getSecuritySettings', { token })).result;

/** The challenge of a password step that must answer one. */
async function challengeOf(username: string, password: string): Promise<string> {
  const answer = await login(username, password);
  expect(answer.code).toBe(Code.OK);
  expect(answer.result).not.toHaveProperty('token');
  expect(answer.result).toHaveProperty('challenge');
  return (answer.result as { challenge: string }).challenge;
}

describe('turning two-factor sign-in on', () => {
  it('gives a key for the app, is on once a code confirms it, with ten recovery codes', async () => {
    const user = await registerUser(t);
    const token = user.token;
    expect((await settings(token)).twoFactor).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    // The password proves the owner.
    const wrong = await post(t, '/user/startTwoFactor', {
      token,
      body: { password: 'not-the-password-1' },
    });
    expect(wrong.code).toBe(Code.PASSWORD_INCORRECT);

    const started = await post<TwoFactorEnrolment>(t, '/user/startTwoFactor', {
      token,
      body: { password: user.password },
    });
    expect(started.code).toBe(Code.OK);
    const { secret, otpauthUrl } = started.result;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(url.pathname)).toContain(user.user.username);
    // Not on until confirmed: signing in still needs the password only.
    expect((await settings(token)).twoFactor.enabled).toBe(false);
    expect((await login(user.user.username, user.password)).result).toHaveProperty('token');

    // The stored key is sealed, never the key itself.
    const [stored] = await sqlRows<{ secret: string }>(
      t,
      sql`select secret from two_factors where user_id = ${Number(user.user.id)}`,
    );
    expect(stored!.secret).not.toContain(secret);

    const code = currentCode(t, secret);
    const other = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await post(t, '/user/enableTwoFactor', { token, body: { code: other } });
    expect(bad.code).toBe(Code.TWO_FACTOR_CODE_INCORRECT);
    const malformed = await post(t, '/user/enableTwoFactor', { token, body: { code: '12a456' } });
    expect(malformed.code).toBe(Code.TWO_FACTOR_CODE_INCORRECT);

    const enabled = await post<RecoveryCodesResult>(t, '/user/enableTwoFactor', {
      token,
      body: { code },
    });
    expect(enabled.code).toBe(Code.MODIFIED);
    const codes = enabled.result.recoveryCodes;
    expect(codes).toHaveLength(RECOVERY_CODES_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODES_COUNT);
    for (const recovery of codes) expect(recovery).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    // Stored hashed: no code appears in the table.
    const hashes = await sqlRows<{ code_hash: string }>(
      t,
      sql`select code_hash from recovery_codes where user_id = ${Number(user.user.id)}`,
    );
    expect(hashes).toHaveLength(RECOVERY_CODES_COUNT);
    for (const { code_hash } of hashes) {
      expect(codes.some((c) => code_hash.includes(c.replace('-', '')))).toBe(false);
    }

    const status = (await settings(token)).twoFactor;
    expect(status.enabled).toBe(true);
    expect(status.recoveryCodesLeft).toBe(RECOVERY_CODES_COUNT);
    // Once on, enrolling again is refused: the key in use is never replaced this way.
    const again = await post(t, '/user/startTwoFactor', {
      token,
      body: { password: user.password },
    });
    expect(again.code).toBe(Code.TWO_FACTOR_STATE_INCORRECT);
    // Nor can the enrolment be confirmed again.
    t.advance(30_000);
    const reconfirm = await post(t, '/user/enableTwoFactor', {
      token,
      body: { code: currentCode(t, secret) },
    });
    expect(reconfirm.code).toBe(Code.TWO_FACTOR_STATE_INCORRECT);
  });

  it('tells the owner by mail, with their anti-phishing code', async () => {
    const user = await registerUser(t);
    const phrase = await post(t, '/user/setAntiPhishing', {
      token: user.token,
      body: { phrase: 'Blue heron 7', password: user.password },
    });
    expect(phrase.code).toBe(Code.MODIFIED);
    await enrolAuthenticator(t, user.token, user.password);
    const mail = await t.smtp.withSubject(user.user.email, 'SWX: two-factor sign-in turned on');
    const text = mailText(mail.raw);
    expect(text).toContain('Blue heron 7');
    expect(text).toContain('/pass/reset');
  });

  it('refuses an enrolment left unconfirmed too long', async () => {
    const user = await registerUser(t);
    const started = await post<TwoFactorEnrolment>(t, '/user/startTwoFactor', {
      token: user.token,
      body: { password: user.password },
    });
    t.advance(TWO_FACTOR_LIMITS.enrolmentTtlMs + 60_000);
    const late = await post(t, '/user/enableTwoFactor', {
      token: user.token,
      body: { code: currentCode(t, started.result.secret) },
    });
    expect(late.code).toBe(Code.TWO_FACTOR_STATE_INCORRECT);
    expect((await settings(user.token)).twoFactor.enabled).toBe(false);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('asks for a code after the password and opens the session with it', async () => {
    const user = await registerUser(t);
    const app = await enrolAuthenticator(t, user.token, user.password);
    const challenge = await challengeOf(user.user.username, user.password);

    const wrong = await second(challenge, '000000');
    expect(wrong.code).toBe(Code.TWO_FACTOR_CODE_INCORRECT);
    const signedIn = await second(challenge, app.nextCode());
    expect(signedIn.code).toBe(Code.OK);
    expect(signedIn.result.user.id).toBe(user.user.id);
    const info = await post(t, '/user/getUserInfo', { token: signedIn.result.token });
    expect(info.code).toBe(Code.OK);
    // A challenge is used once.
    const reuse = await second(challenge, app.nextCode());
    expect(reuse.code).toBe(Code.CODE_EXPIRED);

    // The wrong code is in the owner's history as a failure, the sign-in as a success.
    const history = await get<SignInsResult>(t, '/user/listSignIns', { token: user.token });
    expect(history.result.items.slice(0, 2).map((line) => line.outcome)).toEqual([
      'success',
      'failure',
    ]);
  });

  it('never accepts one code twice, even from two requests at once', async () => {
    const user = await registerUser(t);
    const app = await enrolAuthenticator(t, user.token, user.password);
    const first = await challengeOf(user.user.username, user.password);
    const code = app.nextCode();
    expect((await second(first, code)).code).toBe(Code.OK);
    const replay = await challengeOf(user.user.username, user.password);
    expect((await second(replay, code)).code).toBe(Code.TWO_FACTOR_CODE_INCORRECT);
    // An older code of the drift window is refused too once a later one was used.
    const older = currentCode(t, app.secret);
    t.advance(30_000);
    expect((await second(replay, older)).code).toBe(Code.TWO_FACTOR_CODE_INCORRECT);

    const [a, b] = await Promise.all([
      challengeOf(user.user.username, user.password),
      challengeOf(user.user.username, user.password),
    ]);
    const shared = app.nextCode();
    const answers = await Promise.all([second(a, shared), second(b, shared)]);
    expect(answers.map((answer) => answer.code).sort((a, b) => a - b)).toEqual([
      Code.OK,
      Code.TWO_FACTOR_CODE_INCORRECT,
    ]);
  });

  it('does not count a used code of the app as a guess', async () => {
    const user = await registerUser(t);
    const app = await enrolAuthenticator(t, user.token, user.password);
    const code = app.nextCode();
    expect((await second(await challengeOf(user.user.username, user.password), code)).code).toBe(
      Code.OK,
    );
    // The code the app still shows, typed again and again (a double submit, a second form):
    // refused each time, and the limit of wrong codes untouched.
    const challenge = await challengeOf(user.user.username, user.password);
    for (let i = 0; i < TWO_FACTOR_LIMITS.wrongCodes.max + 1; i += 1) {
      const again = await post(t, '/user/newRecoveryCodes', { token: user.token, body: { code } });
      expect(again.code).toBe(Code.TWO_FACTOR_CODE_INCORRECT);
    }
    expect((await second(challenge, app.nextCode())).code).toBe(Code.OK);
  });

  it('takes each recovery code once', async () => {
    const user = await registerUser(t);
    const app = await enrolAuthenticator(t, user.token, user.password);
    const [recovery] = app.recoveryCodes;
    // As typed by a person: capitals, spaces, no hyphen.
    const typed = ` ${recovery!.replace('-', ' ').toUpperCase()} `;
    const signedIn = await second(await challengeOf(user.user.email, user.password), typed);
    expect(signedIn.code).toBe(Code.OK);
    const again = await second(await challengeOf(user.user.email, user.password), recovery!);
    expect(again.code).toBe(Code.TWO_FACTOR_CODE_INCORRECT);
    expect((await settings(user.token)).twoFactor.recoveryCodesLeft).toBe(RECOVERY_CODES_COUNT - 1);
    // Another user's recovery code is no code here.
    const other = await registerUser(t);
    const otherApp = await enrolAuthenticator(t, other.token, other.password);
    const foreign = await second(
      await challengeOf(user.user.email, user.password),
      otherApp.recoveryCodes[0]!,
    );
    expect(foreign.code).toBe(Code.TWO_FACTOR_CODE_INCORRECT);
  });

  it('ends a challenge after its minutes or its tries', async () => {
    const user = await registerUser(t);
    const app = await enrolAuthenticator(t, user.token, user.password);
    const late = await challengeOf(user.user.username, user.password);
    t.advance(TWO_FACTOR_LIMITS.challengeTtlMs + 1000);
    expect((await second(late, app.nextCode())).code).toBe(Code.CODE_EXPIRED);

    const tried = await challengeOf(user.user.username, user.password);
    for (let i = 0; i < TWO_FACTOR_LIMITS.challengeAttempts - 1; i += 1) {
      expect((await second(tried, '111111')).code).toBe(Code.TWO_FACTOR_CODE_INCORRECT);
    }
    // The limit per account (5 in 15 minutes) is not reached yet: one try is left, then none.
    expect((await second(tried, '111111')).code).toBe(Code.TWO_FACTOR_CODE_INCORRECT);
    expect((await second(tried, app.nextCode())).code).toBe(Code.CODE_EXPIRED);
    expect((await second('not-a-challenge', app.nextCode())).code).toBe(Code.CODE_EXPIRED);
  });

  it('refuses every code for a while after five wrong ones on the account', async () => {
    const user = await registerUser(t);
    const app = await enrolAuthenticator(t, user.token, user.password);
    for (let i = 0; i < TWO_FACTOR_LIMITS.wrongCodes.max; i += 1) {
      const challenge = await challengeOf(user.user.username, user.password);
      expect((await second(challenge, '222222')).code).toBe(Code.TWO_FACTOR_CODE_INCORRECT);
    }
    const challenge = await challengeOf(user.user.username, user.password);
    const limited = await second(challenge, app.nextCode());
    expect(limited.code).toBe(Code.TOO_MANY_ATTEMPTS);
    expect(limited.status).toBe(429);
    // The window ends and the right code works again.
    t.advance(TWO_FACTOR_LIMITS.wrongCodes.windowMs);
    const fresh = await challengeOf(user.user.username, user.password);
    expect((await second(fresh, app.nextCode())).code).toBe(Code.OK);
  });
});

describe('the code asked again before a sensitive change', () => {
  it('guards the password change', async () => {
    const user = await registerUser(t);
    const app = await enrolAuthenticator(t, user.token, user.password);
    const change = (extra: Record<string, string>) =>
      post(t, '/user/repassword', {
        token: user.token,
        body: {
          oldPassword: user.password,
          password: 'New-Pass-2026!x',
          confirmPassword: 'New-Pass-2026!x',
          ...extra,
        },
      });
    expect((await change({})).code).toBe(Code.TWO_FACTOR_REQUIRED);
    expect((await change({ twoFactorCode: '333333' })).code).toBe(Code.TWO_FACTOR_CODE_INCORRECT);
    // Recovery codes are for signing in only.
    expect((await change({ twoFactorCode: app.recoveryCodes[0]! })).code).toBe(
      Code.TWO_FACTOR_CODE_INCORRECT,
    );
    // Nothing changed: the old password still signs in.
    expect((await login(user.user.username, user.password)).result).toHaveProperty('challenge');
    expect((await change({ twoFactorCode: app.nextCode() })).code).toBe(Code.MODIFIED);
    expect((await login(user.user.username, 'New-Pass-2026!x')).result).toHaveProperty('challenge');
  });
});

describe('turning two-factor sign-in off and new recovery codes', () => {
  it('needs the password and a code; sign-in asks for the password only again', async () => {
    const user = await registerUser(t);
    const app = await enrolAuthenticator(t, user.token, user.password);
    const off = (password: string, code: string) =>
      post(t, '/user/disableTwoFactor', { token: user.token, body: { password, code } });
    expect((await off('not-the-password-1', app.nextCode())).code).toBe(Code.PASSWORD_INCORRECT);
    expect((await off(user.password, '444444')).code).toBe(Code.TWO_FACTOR_CODE_INCORRECT);
    expect((await settings(user.token)).twoFactor.enabled).toBe(true);

    // A recovery code works here (the phone with the app may be what was lost).
    expect((await off(user.password, app.recoveryCodes[3]!)).code).toBe(Code.MODIFIED);
    expect((await settings(user.token)).twoFactor).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    expect((await login(user.user.username, user.password)).result).toHaveProperty('token');
    await t.smtp.withSubject(user.user.email, 'SWX: two-factor sign-in turned off');
    expect((await off(user.password, app.nextCode())).code).toBe(Code.TWO_FACTOR_STATE_INCORRECT);
  });

  it('replaces the recovery codes: the old ones stop working', async () => {
    const user = await registerUser(t);
    const app = await enrolAuthenticator(t, user.token, user.password);
    const renewed = await post<RecoveryCodesResult>(t, '/user/newRecoveryCodes', {
      token: user.token,
      body: { code: app.nextCode() },
    });
    expect(renewed.code).toBe(Code.MODIFIED);
    expect(renewed.result.recoveryCodes).toHaveLength(RECOVERY_CODES_COUNT);
    const old = await second(
      await challengeOf(user.user.username, user.password),
      app.recoveryCodes[0]!,
    );
    expect(old.code).toBe(Code.TWO_FACTOR_CODE_INCORRECT);
    const fresh = await second(
      await challengeOf(user.user.username, user.password),
      renewed.result.recoveryCodes[0]!,
    );
    expect(fresh.code).toBe(Code.OK);
  });

  it('answers bad bodies with their codes', async () => {
    const user = await registerUser(t);
    const token = user.token;
    const cases: Array<[string, unknown, number]> = [
      ['/user/startTwoFactor', {}, Code.PASSWORD_REQUIRED],
      ['/user/startTwoFactor', { password: user.password, extra: 1 }, Code.INVALID_PARAMS],
      ['/user/enableTwoFactor', {}, Code.TWO_FACTOR_REQUIRED],
      ['/user/enableTwoFactor', { code: '1234567' }, Code.TWO_FACTOR_CODE_INCORRECT],
      [
        '/user/disableTwoFactor',
        { password: user.password, code: 'x'.repeat(40) },
        Code.TWO_FACTOR_CODE_INCORRECT,
      ],
      ['/user/newRecoveryCodes', { code: 123456 }, Code.TWO_FACTOR_CODE_INCORRECT],
    ];
    for (const [path, body, code] of cases) {
      expect((await post(t, path, { token, body })).code, `${path} ${JSON.stringify(body)}`).toBe(
        code,
      );
    }
    const loginCases: Array<[unknown, number]> = [
      [{ challenge: 'x' }, Code.TWO_FACTOR_REQUIRED],
      [{ code: '123456' }, Code.CODE_EXPIRED],
      [{ challenge: 'x'.repeat(200), code: '123456' }, Code.CODE_EXPIRED],
      [{ challenge: 'x', code: 'abcdefghijk' }, Code.TWO_FACTOR_CODE_INCORRECT],
    ];
    for (const [body, code] of loginCases) {
      expect((await post(t, '/login/secondFactor', { body })).code).toBe(code);
    }
    // Without a session, the settings calls answer 401.
    expect((await post(t, '/user/startTwoFactor', { body: { password: 'x' } })).code).toBe(401);
  });
});
