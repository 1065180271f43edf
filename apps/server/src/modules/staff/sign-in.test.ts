import { randomBytes } from 'node:crypto';
import { Code } from '@swx/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter } from '../../platform/rate-limiter.js';
import { sealerOf } from '../../platform/sealing.js';
import { registerUser } from '../../test/client.js';
import { sqlRows } from '../../test/harness.js';
import { addStaff, callAdmin, staffEnv, staffLogin } from '../../test/staff.js';
import { PasswordHasher } from '../identity/passwords.js';
import { PasswordPolicy } from '../identity/password-policy.js';
import { verifyAuditChain } from '../audit/index.js';
import { StaffService, STAFF_IDLE_MS, STAFF_SESSION_MS } from './service.js';
import { totpCode, totpStep } from '../../platform/totp.js';
import { appForFile } from '../../test/suite.js';

/** The password rules the server applies (a worker of its own, ended after the file). */
const passwords = new PasswordPolicy();
afterAll(() => passwords.close());

const STAFF = {
  username: 'signin-admin',
  email: 'signin-admin@example.test',
  password: 'Sign-In-Admin-2026!',
};

const t = appForFile(staffEnv(STAFF));

interface Answer<T> {
  code: number;
  msg: string;
  result: T;
}
type Step = { step: 'totp' | 'enrol'; challenge: string; secret?: string; otpauthUrl?: string };
type Session = {
  token: string;
  expiresAt: string;
  idleSeconds: number;
  staff: { username: string; role: string; permissions: string[] };
};

async function post<T>(url: string, payload: object, ip = '10.1.0.1') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/swx/admin${url}`,
    payload,
    remoteAddress: ip,
  });
  return { status: response.statusCode, ...(response.json() as Answer<T>) };
}

const auditActions = async () =>
  (
    await sqlRows<{ action: string }>(
      t,
      sql`select action from audit_log where action like 'staff.%' order by id`,
    )
  ).map((r) => r.action);

describe('staff sign-in with a second factor', () => {
  let secret = '';
  let usedStep = 0;

  it('enrols the authenticator on the first sign-in; a wrong code opens nothing', async () => {
    const first = await post<Step>('/login', {
      username: STAFF.username,
      password: STAFF.password,
    });
    expect(first.code).toBe(200);
    expect(first.result.step).toBe('enrol');
    secret = first.result.secret!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.result.otpauthUrl).toContain(`secret=${secret}`);
    // The secret is stored sealed, and not yet the staff member's own.
    const [stored] = await sqlRows<{ enrol_secret: string; totp_secret: string | null }>(
      t,
      sql`select c.enrol_secret, u.totp_secret from staff_challenges c
          join staff_users u on u.id = c.staff_id order by c.id desc limit 1`,
    );
    expect(stored!.enrol_secret).toMatch(/^v1\./);
    expect(stored!.enrol_secret).not.toContain(secret);
    expect(stored!.totp_secret).toBeNull();

    const step = totpStep(new Date());
    const wrongCode = totpCode(secret, step + 5);
    const wrong = await post<null>('/login/totp', {
      challenge: first.result.challenge,
      code: wrongCode,
    });
    expect([wrong.status, wrong.code]).toEqual([400, Code.CODE_INCORRECT]);
    const [sessions] = await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from staff_sessions`,
    );
    expect(sessions!.n).toBe(0);

    const right = await post<Session>('/login/totp', {
      challenge: first.result.challenge,
      code: totpCode(secret, step),
    });
    expect(right.code).toBe(200);
    usedStep = step;
    expect(right.result.staff).toMatchObject({ username: STAFF.username, role: 'superadmin' });
    expect(right.result.staff.permissions).toContain('kyc.review');
    expect(right.result.idleSeconds).toBe(STAFF_IDLE_MS / 1000);
    const me = await callAdmin<{ username: string; permissions: string[] }>(
      t,
      right.result.token,
      'GET',
      '/me',
    );
    expect(me.result.username).toBe(STAFF.username);
    // The challenge is spent.
    const again = await post<null>('/login/totp', {
      challenge: first.result.challenge,
      code: totpCode(secret, step + 1),
    });
    expect(again.code).toBe(Code.CODE_EXPIRED);
    expect(await auditActions()).toEqual(
      expect.arrayContaining(['staff.login.code_refused', 'staff.totp.enrol', 'staff.login']),
    );
  });

  it('asks enrolled staff for a code only, and refuses a code used before', async () => {
    const first = await post<Step>('/login', {
      username: STAFF.username,
      password: STAFF.password,
    });
    expect(first.result).toEqual({ step: 'totp', challenge: expect.any(String) });
    const replay = await post<null>('/login/totp', {
      challenge: first.result.challenge,
      code: totpCode(secret, usedStep),
    });
    expect(replay.code).toBe(Code.CODE_INCORRECT);
    const next = await post<Session>('/login/totp', {
      challenge: first.result.challenge,
      code: totpCode(secret, usedStep + 1),
    });
    expect(next.code).toBe(200);
  });

  it('spends a challenge after five wrong codes', async () => {
    const first = await post<Step>('/login', {
      username: STAFF.username,
      password: STAFF.password,
    });
    const wrong = totpCode(secret, totpStep(new Date()) + 7);
    for (let i = 0; i < 5; i += 1) {
      const answer = await post<null>('/login/totp', {
        challenge: first.result.challenge,
        code: wrong,
      });
      expect(answer.code).toBe(Code.CODE_INCORRECT);
    }
    const sixth = await post<null>('/login/totp', {
      challenge: first.result.challenge,
      code: totpCode(secret, totpStep(new Date()) + 1),
    });
    expect(sixth.code).toBe(Code.CODE_EXPIRED);
  });

  it('refuses bad input with its code, unknown challenges with 401, a wrong password', async () => {
    for (const body of [
      {},
      { challenge: 'x' },
      { challenge: 'x', code: '12345' },
      { challenge: 'x', code: 'abcdef' },
      { challenge: 'x', code: '123456', extra: 1 },
    ]) {
      expect((await post<null>('/login/totp', body)).code).toBe(Code.INVALID_PARAMS);
    }
    expect((await post<null>('/login/totp', { challenge: 'nope', code: '123456' })).code).toBe(
      Code.UNAUTHORIZED,
    );
    const wrong = await post<null>(
      '/login',
      { username: STAFF.username, password: 'not-the-password' },
      '10.1.0.9',
    );
    expect(wrong.code).toBe(Code.PASSWORD_INCORRECT);
    const [refused] = await sqlRows<{ action: string; ip: string }>(
      t,
      sql`select action, ip from audit_log order by id desc limit 1`,
    );
    expect(refused).toEqual({ action: 'staff.login.password_refused', ip: '10.1.0.9' });
  });

  it('signs out: the token stops working and the log says so', async () => {
    const token = await staffLogin(t, await addStaff(t, 'support'));
    expect((await callAdmin(t, token, 'POST', '/logout')).code).toBe(200);
    expect((await callAdmin(t, token, 'GET', '/me')).status).toBe(401);
    expect((await auditActions()).at(-1)).toBe('staff.logout');
  });

  it('limits sign-in attempts per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      codes.push(
        (
          await post<null>(
            '/login',
            { username: `nobody${i}`, password: 'whatever-1' },
            '10.1.0.77',
          )
        ).code,
      );
    }
    expect(codes.slice(0, 10).every((c) => c === Code.PASSWORD_INCORRECT)).toBe(true);
    expect(codes[10]).toBe(Code.TOO_MANY_ATTEMPTS);
  });

  it('never lets a customer token into the admin API', async () => {
    const user = await registerUser(t);
    const answer = await callAdmin(t, user.token, 'GET', '/me');
    expect([answer.status, answer.code]).toEqual([401, Code.UNAUTHORIZED]);
  });

  it('ends a session after 30 idle minutes, and at its end however busy', async () => {
    let now = new Date(Date.now() + 3_600_000);
    const service = new StaffService({
      db: t.database.db,
      hasher: new PasswordHasher({ memoryKib: 19_456, iterations: 2 }),
      passwords,
      limiter: memoryRateLimiter(() => now),
      now: () => now,
      log: t.app.log,
      sealer: sealerOf(randomBytes(32)),
    });
    const hash = await new PasswordHasher({ memoryKib: 19_456, iterations: 2 }).hash(
      STAFF.password,
    );
    await t.database.db.execute(sql`
      insert into staff_users (username, email, password_hash, role)
      values ('idle-check', 'idle-check@example.test', ${hash}, 'support')`);
    const start = await service.login('idle-check', STAFF.password, '10.1.0.5');
    expect(start.step).toBe('enrol');
    const own = start.step === 'enrol' ? start.secret : '';
    const session = await service.loginTotp(
      start.challenge,
      totpCode(own, totpStep(now)),
      '10.1.0.5',
    );
    expect(session.staff.permissions).toEqual(['dashboard.view', 'users.read', 'support.chat']);
    const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
    now = minutes(29);
    expect(await service.authenticate(session.token)).toMatchObject({ username: 'idle-check' });
    now = minutes(29); // used 29 minutes ago: the idle deadline moved
    expect(await service.authenticate(session.token)).toBeDefined();
    now = minutes(31);
    expect(await service.authenticate(session.token)).toBeUndefined();

    // A session used every few minutes still ends after eight hours.
    const again = await service.login('idle-check', STAFF.password, '10.1.0.5');
    const opened = await service.loginTotp(
      again.challenge,
      totpCode(own, totpStep(now)),
      '10.1.0.5',
    );
    const end = now.getTime() + STAFF_SESSION_MS;
    while (now.getTime() + 20 * 60_000 < end) {
      now = minutes(20);
      expect(await service.authenticate(opened.token)).toBeDefined();
    }
    now = new Date(end);
    expect(await service.authenticate(opened.token)).toBeUndefined();

    // A challenge lasts five minutes.
    const late = await service.login('idle-check', STAFF.password, '10.1.0.5');
    now = minutes(6);
    await expect(
      service.loginTotp(late.challenge, totpCode(own, totpStep(now)), '10.1.0.5'),
    ).rejects.toMatchObject({ code: Code.CODE_EXPIRED });
    expect((await verifyAuditChain(t.database.db)).brokenAt).toBeUndefined();
  });
});
