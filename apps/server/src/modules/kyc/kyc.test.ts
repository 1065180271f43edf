import type { IdentificationStatus } from '@swx/contract';
import { Code } from '@swx/contract';
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, registerUser } from '../../test/client.js';
import { rowCount, sqlRows, startTestApp, type TestApp } from '../../test/harness.js';
import { multipartBody, pngImage, postForm } from '../../test/multipart.js';
import { callAdmin, staffEnv, staffLogin } from '../../test/staff.js';
import { verifyAuditChain } from '../audit/index.js';
import { StaffService } from '../staff/service.js';
import { PasswordHasher } from '../identity/passwords.js';
import { PasswordPolicy } from '../identity/password-policy.js';
import { memoryRateLimiter } from '../../platform/rate-limiter.js';
import { sealerOf } from '../../platform/sealing.js';

/** The password rules the server applies (a worker of its own, ended after the file). */
const passwords = new PasswordPolicy();
afterAll(() => passwords.close());

/** The staff service as a fresh start builds it on `fresh`'s database, logging to `log`. */
function staffServiceOn(fresh: TestApp, log: object, options: { setupTokenFile?: string } = {}) {
  return new StaffService({
    db: fresh.database.db,
    hasher: new PasswordHasher({ memoryKib: 19_456, iterations: 2 }),
    passwords,
    limiter: memoryRateLimiter(() => new Date()),
    now: () => new Date(),
    log: log as never,
    sealer: sealerOf(randomBytes(32)),
    ...options,
  });
}

const STAFF = {
  username: 'reviewer',
  email: 'reviewer@example.test',
  password: 'Review-Password-2026!',
};

let t: TestApp;
let staffToken: string;

const applicant = {
  firstName: 'Amira',
  lastName: 'Haddad',
  sex: 'female',
  birthdate: '1990-04-17',
  country: 'AE',
  address: '12 Corniche Road, Abu Dhabi',
  phone: '+971 50 123 4567',
  documentType: 'passport',
};

async function photos(seed: number) {
  return {
    front: { bytes: await pngImage(seed) },
    back: { bytes: await pngImage(seed + 1) },
    hand: { bytes: await pngImage(seed + 2) },
  };
}

const submit = async (
  token: string,
  fields: Record<string, string>,
  files: Record<string, { bytes: Buffer }>,
) =>
  postForm<IdentificationStatus>(t, '/user/identification', multipartBody(fields, files), {
    token,
  });

const admin = <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown) =>
  callAdmin<T>(t, staffToken, method, path, body);

const pendingIdOf = async (userId: string) =>
  (
    await sqlRows<{ id: string }>(
      t,
      sql`select id::text from kyc_applications where user_id = ${userId} and status = 'pending'`,
    )
  )[0]!.id;

beforeAll(async () => {
  t = await startTestApp({
    ...staffEnv(STAFF),
  });
  staffToken = await staffLogin(t, STAFF);
});
afterAll(async () => {
  await t?.close();
});

describe('identity verification', () => {
  it('goes not certified → pending → not passed (reason) → pending → verified', async () => {
    const user = await registerUser(t);
    const status = () =>
      get<IdentificationStatus>(t, '/user/getIdentification', { token: user.token });
    expect((await status()).result).toEqual({
      status: 'none',
      reason: null,
      submittedAt: null,
      reviewedAt: null,
    });

    const first = await submit(user.token, applicant, await photos(10));
    expect(first.code).toBe(Code.SUBMITTED_FOR_REVIEW);
    expect(first.result.status).toBe('pending');
    // One pending submission at a time.
    expect((await submit(user.token, applicant, await photos(20))).code).toBe(
      Code.VERIFICATION_STATUS_INCORRECT,
    );

    const id = await pendingIdOf(user.user.id);
    const queue = await admin<{ items: Array<{ id: string; files: Record<string, string> }> }>(
      'GET',
      '/kyc',
    );
    const entry = queue.result.items.find((a) => a.id === id)!;
    expect(Object.keys(entry.files).sort()).toEqual(['back', 'front', 'hand']);
    // The reviewer sees the photos through the authorised endpoint.
    const photo = await t.app.inject({
      method: 'GET',
      url: `/swx/admin/files/${entry.files.front}`,
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['x-content-type-options']).toBe('nosniff');

    const rejected = await admin('POST', `/kyc/${id}/reject`, {
      reason: 'The photo in hand is blurred',
    });
    expect(rejected.code).toBe(200);
    expect((await status()).result).toMatchObject({
      status: 'rejected',
      reason: 'The photo in hand is blurred',
    });
    expect((await admin('POST', `/kyc/${id}/verify`)).code).toBe(Code.ALREADY_DECIDED);

    expect((await submit(user.token, applicant, await photos(30))).code).toBe(
      Code.SUBMITTED_FOR_REVIEW,
    );
    const second = await pendingIdOf(user.user.id);
    expect((await admin('POST', `/kyc/${second}/verify`)).code).toBe(200);
    expect((await status()).result).toMatchObject({ status: 'verified', reason: null });
    // Verified: no further submission.
    expect((await submit(user.token, applicant, await photos(40))).code).toBe(
      Code.VERIFICATION_STATUS_INCORRECT,
    );
    expect((await verifyAuditChain(t.database.db)).brokenAt).toBeUndefined();
  });

  it('requires every field and all three photos; refuses minors and impossible dates', async () => {
    const user = await registerUser(t);
    const files = await photos(50);
    const cases: Array<[Record<string, string>, Record<string, { bytes: Buffer }>, number]> = [
      [{ ...applicant, firstName: '' }, files, Code.INVALID_PARAMS],
      [{ ...applicant, sex: 'other' }, files, Code.INVALID_PARAMS],
      [{ ...applicant, country: 'uae' }, files, Code.INVALID_PARAMS],
      [{ ...applicant, documentType: 'library_card' }, files, Code.INVALID_PARAMS],
      [{ ...applicant, birthdate: '2015-01-01' }, files, Code.INVALID_PARAMS],
      [{ ...applicant, birthdate: '1990-02-30' }, files, Code.INVALID_PARAMS],
      [{ ...applicant, extra: 'field' }, files, Code.INVALID_PARAMS],
      [applicant, { front: files.front, back: files.back }, Code.IMAGE_REQUIRED],
      [applicant, { ...files, hand: { bytes: Buffer.from('GIF89a....') } }, Code.IMAGE_INVALID],
    ];
    const before = await rowCount(t, 'kyc_applications');
    // Nine tries of three photos: more than an hour's upload allowance (tested with deposits).
    await t.database.db.execute(
      sql`update parameters set value = '100' where key = 'upload.perHourMax'`,
    );
    try {
      for (const [fields, f, code] of cases) {
        const answer = await submit(user.token, fields, f);
        expect([fields, Object.keys(f), answer.code]).toEqual([fields, Object.keys(f), code]);
      }
    } finally {
      await t.database.db.execute(
        sql`update parameters set value = '20' where key = 'upload.perHourMax'`,
      );
    }
    const after = await rowCount(t, 'kyc_applications');
    expect(after).toBe(before);
  });

  it('serves KYC photos to their owner, not to another user', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    await submit(user.token, applicant, await photos(60));
    const [row] = await sqlRows<{ front_key: string }>(
      t,
      sql`select front_key from kyc_applications where user_id = ${user.user.id}`,
    );
    const as = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/swx/customer/user/getFile/${row!.front_key}`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await as(user.token)).statusCode).toBe(200);
    expect((await as(other.token)).statusCode).toBe(404);
  });
});

describe('staff bootstrap and the audit chain', () => {
  it('prints a one-time setup token when no staff exists, usable once', async () => {
    const fresh = await startTestApp();
    try {
      const logged: Array<Record<string, unknown>> = [];
      const log = { warn: (o: Record<string, unknown>) => logged.push(o), info: () => undefined };
      const service = staffServiceOn(fresh, log);
      await service.bootstrap();
      expect(await service.setupNeeded()).toBe(true);
      const token = logged[0]?.setupToken as string;
      expect(token).toMatch(/^[\w-]{20,}$/);
      const account = {
        username: 'first',
        email: 'first@example.test',
        password: 'Quiet-Harbour-Lantern-42',
      };
      await expect(service.setup('wrong-token', account, '10.0.0.1')).rejects.toMatchObject({
        code: Code.UNAUTHORIZED,
      });
      await service.setup(token, account, '10.0.0.1');
      expect(await service.setupNeeded()).toBe(false);
      await expect(
        service.setup(
          token,
          { ...account, username: 'second', email: 's@example.test' },
          '10.0.0.1',
        ),
      ).rejects.toMatchObject({ code: Code.UNAUTHORIZED });
      const login = await service.login('first', account.password, '10.0.0.1');
      expect(login.step).toBe('enrol');
      // Once a staff account exists, a restart prints nothing.
      logged.length = 0;
      await service.bootstrap();
      expect(logged).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('in production writes the setup token to an owner-only file, never to the log', async () => {
    const fresh = await startTestApp();
    const folder = mkdtempSync(join(tmpdir(), 'swx-setup-'));
    try {
      const logged: unknown[] = [];
      const log = { warn: (o: unknown) => logged.push(o), info: () => undefined };
      const file = join(folder, 'state', 'setup-token');
      const service = staffServiceOn(fresh, log, { setupTokenFile: file });
      expect(await service.bootstrap()).toEqual({ kind: 'setup-file', file });
      const token = readFileSync(file, 'utf8').trim();
      expect(token).toMatch(/^[\w-]{20,}$/);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.stringify(logged)).not.toContain(token);
      await service.setup(
        token,
        { username: 'first', email: 'first@example.test', password: 'Quiet-Harbour-Lantern-42' },
        '10.0.0.1',
      );
      expect(existsSync(file)).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await fresh.close();
    }
  });

  it('detects a changed audit record', async () => {
    const before = await verifyAuditChain(t.database.db);
    expect(before.brokenAt).toBeUndefined();
    expect(before.rows).toBeGreaterThan(0);
    const db = t.database.db;
    // The table refuses changes; someone with the power to lift that is caught by the chain.
    await db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    const [target] = await sqlRows<{ id: string }>(
      t,
      sql`select id::text from audit_log order by id limit 1 offset 1`,
    );
    await db.execute(sql`update audit_log set reason = 'nothing to see' where id = ${target!.id}`);
    await db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    expect((await verifyAuditChain(db)).brokenAt).toBe(Number(target!.id));
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });
});
