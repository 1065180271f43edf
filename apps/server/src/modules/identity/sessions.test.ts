import { Code, SESSION_TTL_MS, type LoginResult } from '@swx/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sqlRows } from '../../test/harness.js';
import { appForFile } from '../../test/suite.js';
import { post, registerUser, requestCode } from '../../test/client.js';

const t = appForFile();

const info = (token: string) => post(t, '/user/getUserInfo', { token });
const login = (username: string, password: string) =>
  post<LoginResult>(t, '/login/login', { body: { username, password } });

function expect401(answer: { status: number; code: number }) {
  expect(answer.status).toBe(401);
  expect(answer.code).toBe(Code.UNAUTHORIZED);
}

describe('sessions and tokens', () => {
  it('stores only a hash of the token', async () => {
    const user = await registerUser(t);
    const rows = await sqlRows<{ token_hash: string }>(
      t,
      sql`select token_hash from sessions where user_id = ${Number(user.user.id)}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(user.token.slice(4, 20));
  });

  it('answers 401 without a token, with a malformed one, and with an unknown one', async () => {
    expect401(await post(t, '/user/getUserInfo'));
    expect401(await info('garbage'));
    expect401(await info(`swx_${'A'.repeat(43)}`));
    const user = await registerUser(t);
    expect401(await info(`${user.token.slice(0, -1)}${user.token.endsWith('A') ? 'B' : 'A'}`));
    // The bare token (without "Bearer") is accepted as the spec's clients send it.
    const bare = await post(t, '/user/getUserInfo', { headers: { authorization: user.token } });
    expect(bare.code).toBe(200);
  });

  it('checks the token before the body: a bad token with a bad body is 401', async () => {
    const answer = await post(t, '/user/repassword', { body: { nonsense: 1 }, token: 'nope' });
    expect401(answer);
  });

  it('logout revokes the token and only that one', async () => {
    const user = await registerUser(t);
    const other = await login(user.user.username, user.password);
    const out = await post(t, '/user/logout', { token: user.token });
    expect(out.code).toBe(200);
    expect401(await info(user.token));
    expect401(await post(t, '/user/logout', { token: user.token }));
    expect((await info(other.result.token)).code).toBe(200);
  });

  it('expires after 7 days without use and slides forward with use', async () => {
    const user = await registerUser(t);
    const idle = await login(user.user.username, user.password);
    t.advance(SESSION_TTL_MS - 3600_000);
    expect((await info(user.token)).code).toBe(200); // used: now valid for 7 more days
    t.advance(2 * 3600_000);
    expect401(await info(idle.result.token)); // never used: expired
    expect((await info(user.token)).code).toBe(200);
    t.advance(SESSION_TTL_MS + 1000);
    expect401(await info(user.token));
  });

  it('changing the password revokes every other session and keeps this one', async () => {
    const user = await registerUser(t);
    const other = await login(user.user.username, user.password);
    const newPassword = 'Another-Long-Secret-81';
    const answer = await post(t, '/user/repassword', {
      token: user.token,
      body: { oldPassword: user.password, password: newPassword, confirmPassword: newPassword },
    });
    expect(answer.code).toBe(Code.MODIFIED);
    expect((await info(user.token)).code).toBe(200);
    expect401(await info(other.result.token));
    expect((await login(user.user.username, user.password)).code).toBe(Code.PASSWORD_INCORRECT);
    expect((await login(user.user.username, newPassword)).code).toBe(200);
  });

  it('refuses a password change with a wrong current password, a common or unchanged one', async () => {
    const user = await registerUser(t);
    const change = (oldPassword: string, password: string, confirmPassword = password) =>
      post(t, '/user/repassword', {
        token: user.token,
        body: { oldPassword, password, confirmPassword },
      });
    expect((await change('wrong-current-pw', 'Fresh-Secret-Words-1')).code).toBe(
      Code.PASSWORD_INCORRECT,
    );
    expect((await change(user.password, 'iloveyou123')).code).toBe(Code.PASSWORD_WEAK);
    expect((await change(user.password, user.password)).code).toBe(Code.PASSWORD_UNCHANGED);
    expect((await change(user.password, 'Fresh-Secret-Words-1', 'Fresh-Secret-Words-2')).code).toBe(
      Code.PASSWORD_MISMATCH,
    );
    expect((await info(user.token)).code).toBe(200);
    expect((await login(user.user.username, user.password)).code).toBe(200);
  });

  it('resets the password with an emailed code and revokes every session', async () => {
    const user = await registerUser(t);
    const code = await requestCode(t, user.user.email, 'reset');
    const [mail] = t.smtp.to(user.user.email).slice(-1);
    expect(mail?.raw).toMatch(/Subject: Your SWX password reset code/);
    const newPassword = 'Reset-To-This-Phrase-5';
    const answer = await post(t, '/login/resetUserPwd', {
      body: { email: user.user.email, code, password: newPassword, confirmPassword: newPassword },
    });
    expect(answer.code).toBe(Code.MODIFIED);
    expect401(await info(user.token));
    expect((await login(user.user.email, user.password)).code).toBe(Code.PASSWORD_INCORRECT);
    expect((await login(user.user.email, newPassword)).code).toBe(200);
    // The code is single use.
    const again = await post(t, '/login/resetUserPwd', {
      body: { email: user.user.email, code, password: newPassword, confirmPassword: newPassword },
    });
    expect(again.code).toBe(Code.CODE_EXPIRED);
  });

  it('reset with a wrong code changes nothing', async () => {
    const user = await registerUser(t);
    const code = await requestCode(t, user.user.email, 'reset');
    const answer = await post(t, '/login/resetUserPwd', {
      body: {
        email: user.user.email,
        code: code === '111111' ? '222222' : '111111',
        password: 'Reset-To-This-Phrase-5',
        confirmPassword: 'Reset-To-This-Phrase-5',
      },
    });
    expect(answer.code).toBe(Code.CODE_INCORRECT);
    expect((await info(user.token)).code).toBe(200);
    expect((await login(user.user.email, user.password)).code).toBe(200);
  });
});
