import {
  Code,
  SIGN_IN_PAGE_SIZE_MAX,
  SIGN_IN_RETENTION_DAYS,
  type LoginResult,
  type SessionsResult,
  type SignInsResult,
} from '@swx/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sqlRows } from '../../test/harness.js';
import { get, post, registerUser, requestCode } from '../../test/client.js';
import { mailText } from '../../test/smtp.js';
import { liveUrl, openLive } from '../../test/live.js';
import { appForFile } from '../../test/suite.js';
import { describeDevice } from './device.js';
import { memoryRateLimiter } from '../../platform/rate-limiter.js';
import { OWN_PASSWORD_FAILURES } from './own-password.js';
import { AccountSecurity } from './security.js';
import { newDeviceMail, passwordChangedMail } from './security-mail.js';
import { antiPhishingLine } from './anti-phishing.js';

const t = appForFile();

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

const login = (username: string, password: string, ip = '127.0.0.1', agent?: string) =>
  post<LoginResult>(t, '/login/login', {
    body: { username, password },
    ip,
    headers: agent ? { 'user-agent': agent } : {},
  });
const sessions = (token: string) => get<SessionsResult>(t, '/user/listSessions', { token });
const signIns = (token: string, query: Record<string, string> = {}) =>
  get<SignInsResult>(t, '/user/listSignIns', { token, query });
const info = (token: string) => post(t, '/user/getUserInfo', { token });

describe('devices from user agents', () => {
  it('names the browser, the system and the kind of device', () => {
    expect(describeDevice(IPHONE)).toEqual({
      browser: 'Safari 18',
      os: 'iOS 18.1',
      kind: 'mobile',
    });
    expect(describeDevice(WINDOWS_EDGE)).toEqual({
      browser: 'Microsoft Edge 131',
      os: 'Windows 10',
      kind: 'desktop',
    });
    expect(describeDevice('curl/8.0')).toEqual({ browser: null, os: null, kind: 'unknown' });
    expect(describeDevice(null)).toEqual({ browser: null, os: null, kind: 'unknown' });
  });
});

describe('sessions on the security page', () => {
  it('lists the live sessions with their devices, this one first and marked', async () => {
    const user = await registerUser(t);
    const phone = await login(user.user.username, user.password, '10.9.0.1', IPHONE);
    const pc = await login(user.user.email, user.password, '10.9.0.2', WINDOWS_EDGE);
    await post(t, '/user/logout', { token: pc.result.token });

    const listed = await sessions(phone.result.token);
    expect(listed.code).toBe(Code.OK);
    // The logged-out one is gone; the registration's and the phone's remain, the phone first.
    expect(listed.result.total).toBe(2);
    const [first, second] = listed.result.items;
    expect(first).toMatchObject({
      current: true,
      method: 'password',
      ip: '10.9.0.1',
      device: { browser: 'Safari 18', os: 'iOS 18.1', kind: 'mobile' },
    });
    expect(second).toMatchObject({ current: false, method: 'register', ip: '127.0.0.1' });
    expect(Date.parse(first!.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(first!.createdAt));

    // From the other session, that one is the current one.
    const fromOther = await sessions(user.token);
    expect(fromOther.result.items.map((s) => s.current)).toEqual([true, false]);
    expect(fromOther.result.items[0]!.id).toBe(second!.id);
  });

  it('signs out another session at once, live connection included; a foreign id is not found', async () => {
    const user = await registerUser(t);
    const stranger = await registerUser(t);
    const phone = await login(user.user.username, user.password, '10.9.1.1', IPHONE);
    const live = await openLive(await liveUrl(t));
    try {
      live.send({ op: 'auth', token: phone.result.token });
      await live.next((f) => f.t === 'authed');
      const phoneId = (await sessions(phone.result.token)).result.items[0]!.id;

      // A stranger cannot end it, nor tell it exists.
      const foreign = await post(t, '/user/revokeSession', {
        token: stranger.token,
        body: { id: phoneId },
      });
      expect(foreign.status).toBe(404);
      expect(foreign.code).toBe(Code.NOT_FOUND);
      expect((await info(phone.result.token)).code).toBe(Code.OK);

      const done = await post(t, '/user/revokeSession', {
        token: user.token,
        body: { id: phoneId },
      });
      expect(done.code).toBe(Code.MODIFIED);
      expect((await info(phone.result.token)).status).toBe(401);
      expect(await live.next((f) => f.t === 'error')).toMatchObject({ code: Code.UNAUTHORIZED });
      expect((await info(user.token)).code).toBe(Code.OK);

      // Twice: it is no longer live.
      const again = await post(t, '/user/revokeSession', {
        token: user.token,
        body: { id: phoneId },
      });
      expect(again.code).toBe(Code.NOT_FOUND);
      const [row] = await sqlRows<{ revoked_reason: string }>(
        t,
        sql`select revoked_reason from sessions where id = ${Number(phoneId)}`,
      );
      expect(row?.revoked_reason).toBe('signed out by owner');
    } finally {
      live.close();
    }
  });

  it('signs out every other session and keeps this one', async () => {
    const user = await registerUser(t);
    const a = await login(user.user.username, user.password, '10.9.2.1');
    const b = await login(user.user.username, user.password, '10.9.2.2');
    const answer = await post<{ revoked: number }>(t, '/user/revokeOtherSessions', {
      token: a.result.token,
      body: {},
    });
    expect(answer.code).toBe(Code.MODIFIED);
    expect(answer.result.revoked).toBe(2);
    expect((await info(a.result.token)).code).toBe(Code.OK);
    expect((await info(b.result.token)).status).toBe(401);
    expect((await info(user.token)).status).toBe(401);
    const left = await sessions(a.result.token);
    expect(left.result.total).toBe(1);
    expect(left.result.items[0]!.current).toBe(true);
  });

  it('refuses a malformed id and asks for a session', async () => {
    const user = await registerUser(t);
    for (const id of ['0', 'abc', '1'.repeat(19), 12]) {
      const answer = await post(t, '/user/revokeSession', { token: user.token, body: { id } });
      expect(answer.code).toBe(Code.INVALID_PARAMS);
    }
    expect((await get(t, '/user/listSessions')).status).toBe(401);
    expect((await get(t, '/user/listSignIns')).status).toBe(401);
  });
});

describe('sign-in history', () => {
  it('records each sign-in and each wrong password with its address, newest first, only for the owner', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    expect((await login(user.user.username, 'not-the-password-1', '10.9.3.9', IPHONE)).code).toBe(
      Code.PASSWORD_INCORRECT,
    );
    await login(user.user.username, user.password, '10.9.3.1', WINDOWS_EDGE);
    // A wrong password for a name nobody has is nobody's history.
    await login('nobody_by_this_name', 'not-the-password-1', '10.9.3.8');

    const history = await signIns(user.token);
    expect(history.code).toBe(Code.OK);
    expect(history.result.total).toBe(3);
    expect(history.result.items.map((i) => [i.outcome, i.method, i.ip])).toEqual([
      ['success', 'password', '10.9.3.1'],
      ['failure', 'password', '10.9.3.9'],
      ['success', 'register', '127.0.0.1'],
    ]);
    expect(history.result.items[0]!.device.browser).toBe('Microsoft Edge 131');
    expect(history.result.items[1]!.device.kind).toBe('mobile');
    expect((await signIns(other.token)).result.total).toBe(1);

    const paged = await signIns(user.token, { page: '2', pageSize: '2' });
    expect(paged.result).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(paged.result.items.map((i) => i.method)).toEqual(['register']);
  });

  it('bounds the page and refuses what is not a page', async () => {
    const user = await registerUser(t);
    const queries: Record<string, string>[] = [
      { pageSize: String(SIGN_IN_PAGE_SIZE_MAX + 1) },
      { page: '0' },
      { page: 'x' },
      { other: '1' },
    ];
    for (const query of queries) {
      expect((await signIns(user.token, query)).code).toBe(Code.INVALID_PARAMS);
    }
  });

  it('forgets sign-ins older than the retention period', async () => {
    const user = await registerUser(t);
    await login(user.user.username, 'not-the-password-1', '10.9.4.1');
    const security = new AccountSecurity({
      db: t.app.database.db,
      now: () => new Date(Date.now() + (SIGN_IN_RETENTION_DAYS + 1) * 24 * 3600_000),
      sessionsRevoked: () => undefined,
      hasher: { verify: () => Promise.resolve(false) },
      limiter: memoryRateLimiter(() => new Date()),
      twoFactor: t.app.twoFactor,
      twoFactorChanged: () => undefined,
    });
    expect(await security.prune()).toBeGreaterThanOrEqual(2);
    expect((await signIns(user.token)).result.total).toBe(0);
    // The session itself is untouched: only its history line went.
    expect((await info(user.token)).code).toBe(Code.OK);
  });
});

describe('security mail', () => {
  const anyEvent = { device: describeDevice(null), ip: null, at: new Date() };
  /** The first paragraph of a template's text: what the mail says happened. */
  const said = (mail: { text: string }) => mail.text.split('\n\n')[0]!;
  const texts = async (email: string, count: number) =>
    (await t.smtp.waitFor(email, count)).map((mail) => mailText(mail.raw));

  it('tells the owner of a sign-in from a browser the account has not used, once per browser', async () => {
    const user = await registerUser(t);
    const email = user.user.email;
    const before = t.smtp.to(email).length; // the registration's code
    // The registration's own browser is known: no mail for it.
    await login(user.user.username, user.password, '10.9.5.1');
    await login(user.user.username, user.password, '10.9.5.2', WINDOWS_EDGE);
    // Again from that browser: known now.
    await login(user.user.username, user.password, '10.9.5.3', WINDOWS_EDGE);
    await login(user.user.username, user.password, '10.9.5.4', IPHONE);
    const mails = await texts(email, before + 2);
    const told = mails.slice(before);
    expect(told).toHaveLength(2);
    const [edge, phone] = told;
    expect(edge).toContain(said(newDeviceMail(anyEvent, '', 'en')));
    expect(edge).toContain('Device: Microsoft Edge 131 · Windows 10');
    expect(edge).toContain('IP address: 10.9.5.2');
    expect(edge).toMatch(/Time: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(edge).toMatch(/\n {4}https?:\/\/\S+\/profile\/security\n/);
    expect(phone).toContain('Device: Safari 18 · iOS 18.1');
    expect(t.smtp.to(email).map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1])).toContain(
      'SWX: new sign-in to your account',
    );
  });

  it('is written in the language of the sign-in', async () => {
    const user = await registerUser(t);
    const before = t.smtp.to(user.user.email).length;
    await post(t, '/login/login', {
      body: { username: user.user.username, password: user.password },
      headers: { 'user-agent': IPHONE, lang: 'de' },
    });
    const [mail] = (await texts(user.user.email, before + 1)).slice(before);
    expect(mail).toContain(said(newDeviceMail(anyEvent, '', 'de')));
    expect(said(newDeviceMail(anyEvent, '', 'de'))).not.toBe(
      said(newDeviceMail(anyEvent, '', 'en')),
    );
  });

  it('tells the owner when the password is changed or reset', async () => {
    const user = await registerUser(t);
    const email = user.user.email;
    let count = t.smtp.to(email).length;
    const changed = 'Another-Long-Secret-81';
    const answer = await post(t, '/user/repassword', {
      token: user.token,
      body: { oldPassword: user.password, password: changed, confirmPassword: changed },
      ip: '10.9.6.1',
    });
    expect(answer.code).toBe(Code.MODIFIED);
    count += 1;
    const [mail] = (await texts(email, count)).slice(count - 1);
    expect(mail).toContain(said(passwordChangedMail(anyEvent, '', 'en')));
    expect(mail).toContain('IP address: 10.9.6.1');
    expect(mail).toMatch(/\n {4}https?:\/\/\S+\/pass\/reset\n/);

    const code = await requestCode(t, email, 'reset');
    count += 1; // the code
    const reset = 'Yet-Another-Secret-93';
    const done = await post(t, '/login/resetUserPwd', {
      body: { email, code, password: reset, confirmPassword: reset },
      ip: '10.9.6.2',
    });
    expect(done.code).toBe(Code.MODIFIED);
    count += 1;
    const [after] = (await texts(email, count)).slice(count - 1);
    expect(after).toContain(said(passwordChangedMail(anyEvent, '', 'en')));
    expect(after).toContain('IP address: 10.9.6.2');
  });
});

describe('the anti-phishing code', () => {
  const settings = (token: string) =>
    get<{ antiPhishing: string | null; hasPassword: boolean }>(t, '/user/getSecuritySettings', {
      token,
    });
  const setPhrase = (token: string, phrase: unknown, password: string) =>
    post(t, '/user/setAntiPhishing', { token, body: { phrase, password } });
  const lastMail = async (email: string, count: number) =>
    mailText((await t.smtp.waitFor(email, count))[count - 1]!.raw);

  it('is set with the password, shown back masked, and removed', async () => {
    const user = await registerUser(t);
    expect((await settings(user.token)).result).toEqual({
      antiPhishing: null,
      hasPassword: true,
      twoFactor: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
    });

    const wrong = await setPhrase(user.token, 'Blue-Heron 42', 'not-the-password-1');
    expect(wrong.code).toBe(Code.PASSWORD_INCORRECT);
    expect((await settings(user.token)).result.antiPhishing).toBeNull();

    expect((await setPhrase(user.token, 'Blue-Heron 42', user.password)).code).toBe(Code.MODIFIED);
    expect((await settings(user.token)).result.antiPhishing).toBe('Bl••••••••••2');
    // Never answered in full, not even in the profile.
    const profile = await post(t, '/user/getUserInfo', { token: user.token });
    expect(JSON.stringify(profile.result)).not.toContain('Heron');

    expect((await setPhrase(user.token, null, user.password)).code).toBe(Code.MODIFIED);
    expect((await settings(user.token)).result.antiPhishing).toBeNull();
  });

  it('pauses after a few wrong passwords: the page is no way to guess one', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < OWN_PASSWORD_FAILURES.max; i += 1) {
      expect((await setPhrase(user.token, 'Blue-Heron 42', `wrong-password-${i}`)).code).toBe(
        Code.PASSWORD_INCORRECT,
      );
    }
    const paused = await setPhrase(user.token, 'Blue-Heron 42', user.password);
    expect(paused.status).toBe(429);
    expect(paused.code).toBe(Code.TOO_MANY_ATTEMPTS);
    expect((await settings(user.token)).result.antiPhishing).toBeNull();
    // The same count guards the password change: no second way to guess.
    const changed = 'Another-Long-Secret-81';
    const change = await post(t, '/user/repassword', {
      token: user.token,
      body: { oldPassword: user.password, password: changed, confirmPassword: changed },
    });
    expect(change.code).toBe(Code.TOO_MANY_ATTEMPTS);
    t.advance(OWN_PASSWORD_FAILURES.windowMs);
    expect((await setPhrase(user.token, 'Blue-Heron 42', user.password)).code).toBe(Code.MODIFIED);
  });

  it('refuses a phrase that is not 4 to 20 letters, digits, spaces, hyphens or underscores', async () => {
    const user = await registerUser(t);
    for (const phrase of ['abc', 'x'.repeat(21), ' lead', 'trail ', 'a<b>c', 'tab\there', 42, '']) {
      const answer = await setPhrase(user.token, phrase, user.password);
      expect(answer.code, String(phrase)).toBe(Code.ANTI_PHISHING_INVALID);
    }
    expect((await setPhrase(user.token, '青い鷺の朝', user.password)).code).toBe(Code.MODIFIED);
    expect((await settings(user.token)).result.antiPhishing).toBe('青い••朝');
    // A missing phrase is said as a wrong one (as a missing password is said by its own code).
    expect((await post(t, '/user/setAntiPhishing', { token: user.token, body: {} })).code).toBe(
      Code.ANTI_PHISHING_INVALID,
    );
  });

  it('starts every mail to the account, in the mail’s language, until removed', async () => {
    const user = await registerUser(t);
    const email = user.user.email;
    await setPhrase(user.token, 'Blue-Heron 42', user.password);

    // A code mail, in German.
    let count = t.smtp.to(email).length;
    const sent = await post(t, '/login/sendCode', {
      body: { email, scene: 'reset' },
      headers: { lang: 'de' },
    });
    expect(sent.code, sent.msg).toBe(Code.OK);
    count += 1;
    const coded = await lastMail(email, count);
    expect(coded.startsWith(`${antiPhishingLine('Blue-Heron 42', 'de')}\n\n`)).toBe(true);
    expect(coded).toMatch(/^ {4}\d{6}$/m);

    // A security mail, in English.
    await login(user.user.username, user.password, '10.9.7.1', IPHONE);
    count += 1;
    const told = await lastMail(email, count);
    expect(told.startsWith(`${antiPhishingLine('Blue-Heron 42', 'en')}\n\n`)).toBe(true);

    await setPhrase(user.token, null, user.password);
    const changed = 'Another-Long-Secret-81';
    const answer = await post(t, '/user/repassword', {
      token: user.token,
      body: { oldPassword: user.password, password: changed, confirmPassword: changed },
    });
    expect(answer.code).toBe(Code.MODIFIED);
    count += 1;
    expect(await lastMail(email, count)).not.toContain('Blue-Heron');
  });
});
