import { Code, EMAIL_CODE_RESEND_MS, EMAIL_CODE_TTL_MS } from '@swx/contract';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sqlRows } from '../../test/harness.js';
import { appForFile } from '../../test/suite.js';
import { newIdentity, post, registration, requestCode } from '../../test/client.js';
import { LIMITS } from './service.js';

const t = appForFile();

function registerWith(id: ReturnType<typeof newIdentity>, code: string) {
  return post(t, '/login/register', {
    body: {
      ...registration(id, code),
    },
  });
}

function wrong(code: string): string {
  return code === '000000' ? '000001' : '000000';
}

describe('email verification codes', () => {
  it('sends a six-digit code by SMTP and says how long it lasts', async () => {
    const id = newIdentity();
    const answer = await post(t, '/login/sendCode', {
      body: { email: id.email, scene: 'register' },
    });
    expect(answer.code).toBe(200);
    expect(answer.result).toEqual({ resendAfterSec: 60, expiresInSec: 600 });
    const [mail] = await t.smtp.waitFor(id.email);
    expect(mail?.raw).toMatch(/Subject: Your SWX verification code/);
    expect(await t.smtp.latestCode(id.email)).toMatch(/^\d{6}$/);
  });

  it('stores the code only as a hash', async () => {
    const id = newIdentity();
    const code = await requestCode(t, id.email, 'register');
    const rows = await sqlRows<{ code_hash: string }>(
      t,
      sql`select code_hash from email_codes where email = ${id.email}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.code_hash).not.toContain(code);
  });

  it('expires after ten minutes', async () => {
    const id = newIdentity();
    const code = await requestCode(t, id.email, 'register');
    t.advance(EMAIL_CODE_TTL_MS + 1000);
    const answer = await registerWith(id, code);
    expect(answer.code).toBe(Code.CODE_EXPIRED);
  });

  it('works just before it expires', async () => {
    const id = newIdentity();
    const code = await requestCode(t, id.email, 'register');
    t.advance(EMAIL_CODE_TTL_MS - 5000);
    expect((await registerWith(id, code)).code).toBe(200);
  });

  it('allows five wrong tries, then refuses even the right code', async () => {
    const id = newIdentity();
    const code = await requestCode(t, id.email, 'register');
    for (let i = 1; i <= 4; i += 1) {
      expect((await registerWith(id, wrong(code))).code).toBe(Code.CODE_INCORRECT);
    }
    expect((await registerWith(id, wrong(code))).code).toBe(Code.CODE_EXPIRED);
    expect((await registerWith(id, code)).code).toBe(Code.CODE_EXPIRED);
  });

  it('accepts the right code after four wrong tries', async () => {
    const id = newIdentity();
    const code = await requestCode(t, id.email, 'register');
    for (let i = 1; i <= 4; i += 1) await registerWith(id, wrong(code));
    expect((await registerWith(id, code)).code).toBe(200);
  });

  it('refuses a resend within 60 seconds, with the wait, and allows it after', async () => {
    const id = newIdentity();
    const first = await requestCode(t, id.email, 'register');
    const again = await post(t, '/login/sendCode', {
      body: { email: id.email, scene: 'register' },
    });
    expect(again.status).toBe(429);
    expect(again.code).toBe(Code.CODE_TOO_SOON);
    const wait = (again.result as { retryAfterSec: number }).retryAfterSec;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(again.headers['retry-after']).toBe(String(wait));
    expect(t.smtp.to(id.email)).toHaveLength(1);

    t.advance(EMAIL_CODE_RESEND_MS);
    const second = await requestCode(t, id.email, 'register');
    // Only the newest code is valid.
    if (second !== first) expect((await registerWith(id, first)).code).toBe(Code.CODE_INCORRECT);
    expect((await registerWith(id, second)).code).toBe(200);
  });

  it('limits codes per address per hour', async () => {
    const id = newIdentity();
    for (let i = 0; i < LIMITS.codesPerAddressHour.max; i += 1) {
      const answer = await post(t, '/login/sendCode', {
        body: { email: id.email, scene: 'register' },
        ip: `10.9.0.${i + 1}`,
      });
      expect(answer.code).toBe(200);
      t.advance(EMAIL_CODE_RESEND_MS);
    }
    const over = await post(t, '/login/sendCode', {
      body: { email: id.email, scene: 'register' },
      ip: '10.9.1.1',
    });
    expect(over.status).toBe(429);
    expect(over.code).toBe(Code.TOO_MANY_ATTEMPTS);
  });

  it('answers a reset request for an unknown address like a known one, and sends nothing', async () => {
    const id = newIdentity();
    const answer = await post(t, '/login/sendCode', { body: { email: id.email, scene: 'reset' } });
    expect(answer.code).toBe(200);
    expect(answer.result).toEqual({ resendAfterSec: 60, expiresInSec: 600 });
    const again = await post(t, '/login/sendCode', { body: { email: id.email, scene: 'reset' } });
    expect(again.code).toBe(Code.CODE_TOO_SOON);
    expect(t.smtp.to(id.email)).toHaveLength(0);
  });

  it('does not accept a registration code for a password reset', async () => {
    const id = newIdentity();
    const code = await requestCode(t, id.email, 'register');
    expect((await registerWith(id, code)).code).toBe(200);
    const reset = await post(t, '/login/resetUserPwd', {
      body: {
        email: id.email,
        code,
        password: 'A-new-Passphrase-77',
        confirmPassword: 'A-new-Passphrase-77',
      },
    });
    expect(reset.code).toBe(Code.CODE_EXPIRED);
  });
});
