import { Code, type LoginResult } from '@swx/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../../test/suite.js';
import { post, registerUser } from '../../test/client.js';
import { mailText } from '../../test/smtp.js';
import { LIMITS } from './service.js';
import { users } from './tables.js';

const t = appForFile();

const login = (username: string, password: string, ip = '127.0.0.1') =>
  post<LoginResult>(t, '/login/login', { body: { username, password }, ip });

describe('login', () => {
  it('logs in by username (any case) and by email, each with a new token', async () => {
    const user = await registerUser(t);
    const byName = await login(user.user.username.toUpperCase(), user.password);
    expect(byName.code).toBe(200);
    expect(byName.result.user.id).toBe(user.user.id);
    const byEmail = await login(user.user.email, user.password);
    expect(byEmail.code).toBe(200);
    expect(byEmail.result.token).not.toBe(byName.result.token);
    expect(new Date(byEmail.result.expiresAt).getTime()).toBeGreaterThan(
      Date.now() + 6.9 * 24 * 3600_000,
    );
  });

  it('answers a wrong password and an unknown user alike (10004, HTTP 400)', async () => {
    const user = await registerUser(t);
    const wrong = await login(user.user.username, 'not-the-password-1');
    const unknown = await login('nobody_here_at_all', 'whatever-password-1');
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.code).toBe(Code.PASSWORD_INCORRECT);
    expect(unknown.code).toBe(Code.PASSWORD_INCORRECT);
    expect(unknown.msg).toBe(wrong.msg);
  });

  it('locks an account for 15 minutes after 10 failures, even for the right password', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < LIMITS.loginFailuresPerAccount.max; i += 1) {
      // Spread over addresses: the lock is per account, not per IP.
      expect((await login(user.user.username, 'wrong-password-x', `10.1.0.${i}`)).code).toBe(
        Code.PASSWORD_INCORRECT,
      );
    }
    const locked = await login(user.user.username, user.password, '10.1.1.1');
    expect(locked.status).toBe(429);
    expect(locked.code).toBe(Code.TOO_MANY_ATTEMPTS);
    const wait = (locked.result as unknown as { retryAfterSec: number }).retryAfterSec;
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);

    t.advance(LIMITS.loginFailuresPerAccount.windowMs);
    expect((await login(user.user.username, user.password, '10.1.1.1')).code).toBe(200);
  });

  it('keeps the account open to the addresses it has signed in from while new ones are locked', async () => {
    const user = await registerUser(t); // signed in from 127.0.0.1 at registration
    for (let i = 0; i < LIMITS.loginFailuresPerAccount.max; i += 1) {
      await login(user.user.username, 'wrong-password-x', `10.3.0.${i}`);
    }
    expect((await login(user.user.username, user.password, '10.3.1.1')).code).toBe(
      Code.TOO_MANY_ATTEMPTS,
    );
    expect((await login(user.user.username, user.password, '127.0.0.1')).code).toBe(200);
  });

  it('mails the owner a single-use link that lifts the lock on new devices', async () => {
    const user = await registerUser(t);
    const mailsBefore = t.smtp.to(user.user.email).length;
    for (let i = 0; i < LIMITS.loginFailuresPerAccount.max; i += 1) {
      await login(user.user.email, 'wrong-password-x', `10.4.0.${i}`);
    }
    const mails = await t.smtp.waitFor(user.user.email, mailsBefore + 1);
    const mail = mails[mails.length - 1]!.raw;
    expect(mail).toContain('sign-in from new devices paused');
    const text = mailText(mail);
    const token = /\/pass\/unlock\?token=([\w-]+)/.exec(text)?.[1];
    expect(token).toBeDefined();
    expect((await login(user.user.username, user.password, '10.4.1.1')).code).toBe(
      Code.TOO_MANY_ATTEMPTS,
    );
    const unlock = (token: string) => post(t, '/login/unlock', { body: { token } });
    expect((await unlock('x'.repeat(43))).code).toBe(Code.CODE_EXPIRED);
    expect((await unlock(token!)).code).toBe(200);
    expect((await login(user.user.username, user.password, '10.4.1.1')).code).toBe(200);
    expect((await unlock(token!)).code).toBe(Code.CODE_EXPIRED);
    // Only once per lock: the failures that reached it sent one mail.
    expect(t.smtp.to(user.user.email)).toHaveLength(mailsBefore + 1);
  });

  it('mails nobody for failures on an account that does not exist, and answers alike', async () => {
    const mails = t.smtp.mails.length;
    const answers = [];
    for (let i = 0; i < LIMITS.loginFailuresPerAccount.max + 1; i += 1) {
      answers.push((await login('nobody_at_all_here', 'wrong-password-x', `10.5.0.${i}`)).code);
    }
    expect(answers.slice(0, -1).every((code) => code === Code.PASSWORD_INCORRECT)).toBe(true);
    expect(answers.at(-1)).toBe(Code.TOO_MANY_ATTEMPTS);
    expect(t.smtp.mails.length).toBe(mails);
  });

  it('slows one address down on one account: 3 tries free, then waits doubling from 1 s', async () => {
    const user = await registerUser(t);
    const ip = '10.6.0.1';
    for (let i = 0; i < LIMITS.loginFailuresPerPair.free; i += 1) {
      expect((await login(user.user.username, 'wrong-password-x', ip)).code).toBe(
        Code.PASSWORD_INCORRECT,
      );
    }
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const refused = await login(user.user.username, user.password, ip);
      expect([refused.status, refused.code]).toEqual([429, Code.TOO_MANY_ATTEMPTS]);
      const wait = (refused.result as unknown as { retryAfterSec: number }).retryAfterSec;
      waits.push(wait);
      t.advance(wait * 1000);
      if (i < 3) {
        expect((await login(user.user.username, 'wrong-password-x', ip)).code).toBe(
          Code.PASSWORD_INCORRECT,
        );
      }
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // Another address is not slowed by this one; the right password after the wait resets it.
    expect((await login(user.user.username, user.password, '10.6.0.2')).code).toBe(200);
    expect((await login(user.user.username, user.password, ip)).code).toBe(200);
    expect((await login(user.user.username, 'wrong-password-x', ip)).code).toBe(
      Code.PASSWORD_INCORRECT,
    );
  });

  it('limits failures per IP across accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < LIMITS.loginFailuresPerIp.max; i += 1) {
      await login(`ghost_${i}`, 'wrong-password-x', ip);
    }
    const user = await registerUser(t);
    const blocked = await login(user.user.username, user.password, ip);
    expect(blocked.code).toBe(Code.TOO_MANY_ATTEMPTS);
    expect((await login(user.user.username, user.password, '10.2.0.2')).code).toBe(200);
  });

  it('refuses a disabled account with 10005 only after the password is right', async () => {
    const user = await registerUser(t);
    await t.database.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.id, Number(user.user.id)));
    expect((await login(user.user.username, 'wrong-password-x')).code).toBe(
      Code.PASSWORD_INCORRECT,
    );
    const answer = await login(user.user.username, user.password);
    expect(answer.status).toBe(403);
    expect(answer.code).toBe(Code.USER_STATUS_ABNORMAL);
    // And its existing sessions stop working.
    const info = await post(t, '/user/getUserInfo', { token: user.token });
    expect(info.status).toBe(401);
  });
});
