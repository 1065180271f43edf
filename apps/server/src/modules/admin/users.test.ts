import { Code, type LoginResult } from '@swx/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, newIdentity, post, registerUser } from '../../test/client.js';
import { rowCount, sqlRows } from '../../test/harness.js';
import { addStaff, rootStaff, callAdmin, staffEnv, staffLogin } from '../../test/staff.js';
import { verifyAuditChain } from '../audit/index.js';
import { appForFile } from '../../test/suite.js';

const ROOT = rootStaff('users');

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
interface Item {
  id: string;
  username: string;
  email: string;
  status: string;
  kycStatus: string;
  createdAt: string;
  inviteCode: string;
}

const t = appForFile(staffEnv(ROOT));
let root = '';
let support = '';
let alice: LoginResult & { password: string };
let bob: LoginResult & { password: string };

beforeAll(async () => {
  root = await staffLogin(t, ROOT);
  support = await staffLogin(t, await addStaff(t, 'support'));
  alice = await registerUser(t, newIdentity('alice'));
  bob = await registerUser(t, newIdentity('bob'));
});

const search = async (q: string) =>
  (await callAdmin<Page<Item>>(t, root, 'GET', `/users?q=${encodeURIComponent(q)}`)).result;

describe('user search', () => {
  it('lists every user newest first without a query', async () => {
    const answer = await callAdmin<Page<Item>>(t, root, 'GET', '/users?pageSize=1');
    expect(answer.code).toBe(200);
    expect(answer.result.total).toBe(2);
    expect(answer.result.pageSize).toBe(1);
    expect(answer.result.items.map((i) => i.id)).toEqual([bob.user.id]);
    const second = await callAdmin<Page<Item>>(t, root, 'GET', '/users?page=2&pageSize=1');
    expect(second.result.items.map((i) => i.id)).toEqual([alice.user.id]);
    expect(second.result.items[0]).toEqual({
      id: alice.user.id,
      username: alice.user.username,
      email: alice.user.email,
      status: 'active',
      kycStatus: 'none',
      createdAt: alice.user.createdAt,
      inviteCode: alice.user.inviteCode,
    });
  });

  it('finds by username prefix in any case, email, id and invite code', async () => {
    const only = (page: Page<Item>) => page.items.map((i) => i.id);
    expect(only(await search('ALICE_'))).toEqual([alice.user.id]);
    expect(only(await search(alice.user.username.toUpperCase()))).toEqual([alice.user.id]);
    expect(only(await search(bob.user.email.toUpperCase()))).toEqual([bob.user.id]);
    expect(only(await search('bob.'))).toEqual([bob.user.id]);
    expect(only(await search(alice.user.id))).toEqual([alice.user.id]);
    expect(only(await search(bob.user.inviteCode))).toEqual([bob.user.id]);
    expect((await search('nobody_here')).total).toBe(0);
    // LIKE's wildcards are taken literally.
    expect((await search('%')).total).toBe(0);
  });

  it('refuses bad input with INVALID_PARAMS', async () => {
    for (const path of [
      '/users?page=0',
      '/users?pageSize=1000',
      '/users?q=' + 'x'.repeat(101),
      '/users?other=1',
      '/users/0',
      '/users/abc',
      '/users/1234567890123456789',
      `/users/${alice.user.id}/ledger?book=paper`,
      `/users/${alice.user.id}/orders?kind=futures`,
    ]) {
      const answer = await callAdmin(t, root, 'GET', path);
      expect(answer.code, path).toBe(Code.INVALID_PARAMS);
      expect(answer.status, path).toBe(400);
    }
    for (const body of [{}, { reason: 'no' }, { reason: 'x'.repeat(501) }, { reason: 5 }]) {
      const answer = await callAdmin(t, root, 'POST', `/users/${bob.user.id}/disable`, body);
      expect(answer.code, JSON.stringify(body)).toBe(Code.INVALID_PARAMS);
    }
    const [row] = await sqlRows<{ status: string }>(
      t,
      sql`select status from users where id = ${Number(bob.user.id)}`,
    );
    expect(row!.status).toBe('active');
  });
});

describe('user detail', () => {
  it('shows the profile and both books’ balances as strings, and no secrets', async () => {
    const answer = await callAdmin<Record<string, unknown>>(
      t,
      root,
      'GET',
      `/users/${alice.user.id}`,
    );
    expect(answer.code).toBe(200);
    const customer = await get<{ balances: unknown[] }>(t, '/user/listBalances', {
      token: alice.token,
    });
    expect(answer.result).toMatchObject({
      id: alice.user.id,
      username: alice.user.username,
      email: alice.user.email,
      status: 'active',
      inviteCode: alice.user.inviteCode,
      kyc: { status: 'none', reason: null, submittedAt: null, reviewedAt: null },
      openOptionsOrders: 0,
      openPositions: 0,
      liveSessions: 1,
      balances: customer.result.balances,
    });
    expect(answer.result.balances).toContainEqual({
      book: 'demo',
      asset: 'USDT',
      available: '100000.000000',
      held: '0.000000',
    });
    expect(answer.result.balances).toContainEqual({
      book: 'real',
      asset: 'USDT',
      available: '0.000000',
      held: '0.000000',
    });
    const text = JSON.stringify(answer.result);
    expect(text).not.toMatch(/hash|\$argon2/i);
  });

  it('answers NOT_FOUND for an unknown user on every read', async () => {
    for (const suffix of [
      '',
      '/ledger',
      '/orders',
      '/deposits',
      '/withdrawals',
      '/kyc',
      '/sessions',
    ]) {
      const answer = await callAdmin(t, root, 'GET', `/users/987654321${suffix}`);
      expect(answer.code, suffix).toBe(Code.NOT_FOUND);
      expect(answer.status, suffix).toBe(404);
    }
    const answer = await callAdmin(t, root, 'POST', '/users/987654321/disable', {
      reason: 'no such user',
    });
    expect(answer.code).toBe(Code.NOT_FOUND);
  });

  it('pages the ledger by book, newest first, with amounts as strings', async () => {
    const demo = await callAdmin<Page<Record<string, unknown>>>(
      t,
      root,
      'GET',
      `/users/${alice.user.id}/ledger?book=demo`,
    );
    expect(demo.code).toBe(200);
    expect(demo.result.total).toBe(1);
    expect(demo.result.items[0]).toMatchObject({
      book: 'demo',
      reason: 'demo.open',
      asset: 'USDT',
      amount: '100000.000000',
      balanceAfter: '100000.000000',
    });
    const real = await callAdmin<Page<unknown>>(
      t,
      root,
      'GET',
      `/users/${alice.user.id}/ledger?book=real`,
    );
    expect(real.result).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it('lists orders, deposits, withdrawals and verifications (empty for a new user)', async () => {
    for (const suffix of [
      '/orders',
      '/orders?kind=contracts&book=real',
      '/deposits',
      '/withdrawals',
      '/kyc',
    ]) {
      const answer = await callAdmin<Page<unknown>>(
        t,
        root,
        'GET',
        `/users/${alice.user.id}${suffix}`,
      );
      expect(answer.code, suffix).toBe(200);
      expect(answer.result, suffix).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    }
  });

  it('lists sign-ins with address and user agent', async () => {
    const answer = await callAdmin<Page<Record<string, unknown>>>(
      t,
      root,
      'GET',
      `/users/${bob.user.id}/sessions`,
    );
    expect(answer.code).toBe(200);
    expect(answer.result.total).toBe(1);
    expect(answer.result.items[0]).toMatchObject({
      method: 'register',
      ip: '127.0.0.1',
      revokedAt: null,
    });
    expect(JSON.stringify(answer.result)).not.toMatch(/token/i);
  });
});

describe('disable and enable', () => {
  it('lets support read but not disable', async () => {
    const read = await callAdmin(t, support, 'GET', `/users/${bob.user.id}`);
    expect(read.code).toBe(200);
    const list = await callAdmin(t, support, 'GET', '/users');
    expect(list.code).toBe(200);
    const refused = await callAdmin(t, support, 'POST', `/users/${bob.user.id}/disable`, {
      reason: 'support tries',
    });
    expect(refused.status).toBe(403);
    expect(refused.code).toBe(Code.FORBIDDEN);
    const info = await post(t, '/user/getUserInfo', { token: bob.token });
    expect(info.code).toBe(200);
  });

  it('disables: sessions revoked, token refused, sign-in refused, audited', async () => {
    const second = await post<LoginResult>(t, '/login/login', {
      body: { username: bob.user.username, password: bob.password },
    });
    expect(second.code).toBe(200);
    const answer = await callAdmin<{ status: string; sessionsRevoked: number }>(
      t,
      root,
      'POST',
      `/users/${bob.user.id}/disable`,
      { reason: '  fraud report #12  ' },
    );
    expect(answer.code).toBe(200);
    expect(answer.result).toEqual({ id: bob.user.id, status: 'disabled', sessionsRevoked: 2 });

    for (const token of [bob.token, second.result.token]) {
      const info = await post(t, '/user/getUserInfo', { token });
      expect(info.status).toBe(401);
    }
    const login = await post(t, '/login/login', {
      body: { username: bob.user.username, password: bob.password },
    });
    expect(login.code).toBe(Code.USER_STATUS_ABNORMAL);

    const sessions = await callAdmin<Page<{ revokedAt: string | null }>>(
      t,
      root,
      'GET',
      `/users/${bob.user.id}/sessions`,
    );
    expect(sessions.result.total).toBe(2);
    expect(sessions.result.items.every((s) => s.revokedAt !== null)).toBe(true);
    const listed = await search(bob.user.username);
    expect(listed.items[0]!.status).toBe('disabled');
    // Alice is untouched.
    expect((await post(t, '/user/getUserInfo', { token: alice.token })).code).toBe(200);

    const audits = await sqlRows<{
      action: string;
      target_type: string;
      target_id: string;
      reason: string;
      before: unknown;
      after: unknown;
    }>(
      t,
      sql`select action, target_type, target_id, reason, before, after from audit_log
          where action like 'user.%' order by id`,
    );
    const parse = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);
    expect(audits.map((a) => ({ ...a, before: parse(a.before), after: parse(a.after) }))).toEqual([
      {
        action: 'user.disable',
        target_type: 'user',
        target_id: bob.user.id,
        reason: 'fraud report #12',
        before: { status: 'active' },
        after: { status: 'disabled' },
      },
    ]);
    const chain = await verifyAuditChain(t.database.db);
    expect(chain.brokenAt).toBeUndefined();
  });

  it('refuses to disable a disabled user and writes nothing', async () => {
    const count = () => rowCount(t, 'audit_log');
    const before = await count();
    const answer = await callAdmin(t, root, 'POST', `/users/${bob.user.id}/disable`, {
      reason: 'once more',
    });
    expect(answer.code).toBe(Code.USER_STATUS_INCORRECT);
    expect(await count()).toBe(before);
    const again = await callAdmin(t, root, 'POST', `/users/${alice.user.id}/enable`, {
      reason: 'already active',
    });
    expect(again.code).toBe(Code.USER_STATUS_INCORRECT);
    expect(await count()).toBe(before);
  });

  it('enables: sign-in works again, audited', async () => {
    const answer = await callAdmin<{ status: string }>(
      t,
      root,
      'POST',
      `/users/${bob.user.id}/enable`,
      { reason: 'cleared after review' },
    );
    expect(answer.code).toBe(200);
    expect(answer.result.status).toBe('active');
    // Old tokens stay revoked; a new sign-in works.
    expect((await post(t, '/user/getUserInfo', { token: bob.token })).status).toBe(401);
    const login = await post<LoginResult>(t, '/login/login', {
      body: { username: bob.user.username, password: bob.password },
    });
    expect(login.code).toBe(200);
    expect((await post(t, '/user/getUserInfo', { token: login.result.token })).code).toBe(200);
    const [last] = await sqlRows<{
      action: string;
      reason: string;
      before: unknown;
      after: unknown;
    }>(t, sql`select action, reason, before, after from audit_log order by id desc limit 1`);
    const parse = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);
    expect({ ...last!, before: parse(last!.before), after: parse(last!.after) }).toEqual({
      action: 'user.enable',
      reason: 'cleared after review',
      before: { status: 'disabled' },
      after: { status: 'active' },
    });
  });
});
