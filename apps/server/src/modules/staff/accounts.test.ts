import { Code } from '@swx/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows, startTestApp, type TestApp } from '../../test/harness.js';
import { addStaff, callAdmin, staffEnv, staffLogin } from '../../test/staff.js';

const ROOT = {
  username: 'acct_root',
  email: 'acct_root@example.test',
  password: 'Acct-Root-2026!!',
};

let t: TestApp;
let root = '';
beforeAll(async () => {
  t = await startTestApp(staffEnv(ROOT));
  root = await staffLogin(t, ROOT);
});
afterAll(async () => {
  await t?.close();
});

interface Account {
  id: number;
  username: string;
  role: string;
  status: string;
  enrolled: boolean;
}

describe('staff accounts', () => {
  it('adds a member who enrols at the first sign-in; names and emails stay unique', async () => {
    const body = {
      username: 'ana_finance',
      email: 'ana@example.test',
      password: 'Ana-Finance-2026!',
      role: 'finance',
    };
    const created = await callAdmin<Account>(t, root, 'POST', '/staff', body);
    expect(created.code).toBe(200);
    expect(created.result).toMatchObject({
      username: 'ana_finance',
      role: 'finance',
      enrolled: false,
    });
    const token = await staffLogin(t, body);
    const me = await callAdmin<{ role: string; permissions: string[] }>(t, token, 'GET', '/me');
    expect(me.result.permissions).toContain('withdrawals.review');
    expect(me.result.permissions).not.toContain('staff.manage');
    const list = await callAdmin<{ items: Account[] }>(t, root, 'GET', '/staff');
    expect(list.result.items.find((a) => a.username === 'ana_finance')?.enrolled).toBe(true);

    const again = await callAdmin(t, root, 'POST', '/staff', {
      ...body,
      email: 'other@example.test',
    });
    expect(again.code).toBe(Code.USERNAME_TAKEN);
    const sameEmail = await callAdmin(t, root, 'POST', '/staff', { ...body, username: 'ana2' });
    expect(sameEmail.code).toBe(Code.EMAIL_TAKEN);
    for (const [bad, code] of [
      [
        { ...body, username: 'xtwo_staff', email: 'x2@example.test', role: 'owner' },
        Code.INVALID_PARAMS,
      ],
      [
        { ...body, username: 'xthree_staff', email: 'x3@example.test', password: 'short' },
        Code.PASSWORD_WEAK,
      ],
      [
        { ...body, username: 'xfive_staff', email: 'x5@example.test', password: 'password123' },
        Code.PASSWORD_WEAK,
      ],
      [{ ...body, username: 'xfour_staff', email: 'not-an-email' }, Code.EMAIL_INVALID],
    ] as const) {
      expect((await callAdmin(t, root, 'POST', '/staff', bad)).code).toBe(code);
    }
    const [count] = await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from staff_users where username like 'x%'`,
    );
    expect(count!.n).toBe(0);
  });

  it('disabling, a new role and a cleared authenticator end the member’s sessions', async () => {
    const member = await addStaff(t, 'support');
    const [{ id }] = (await sqlRows<{ id: number }>(
      t,
      sql`select id::int from staff_users where username = ${member.username}`,
    )) as [{ id: number }];
    let token = await staffLogin(t, member);
    const role = await callAdmin<Account>(t, root, 'POST', `/staff/${id}`, {
      role: 'compliance',
      reason: 'moved to compliance',
    });
    expect(role.result.role).toBe('compliance');
    expect((await callAdmin(t, token, 'GET', '/me')).status).toBe(401);
    token = await staffLogin(t, member);
    expect((await callAdmin(t, token, 'GET', '/kyc')).code).toBe(200);

    const reset = await callAdmin<Account>(t, root, 'POST', `/staff/${id}`, {
      resetTotp: true,
      reason: 'lost phone',
    });
    expect(reset.result.enrolled).toBe(false);
    expect((await callAdmin(t, token, 'GET', '/me')).status).toBe(401);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/swx/admin/login',
      payload: { username: member.username, password: member.password },
    });
    expect((relogin.json() as { result: { step: string } }).result.step).toBe('enrol');

    await callAdmin(t, root, 'POST', `/staff/${id}`, { status: 'disabled', reason: 'left' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/swx/admin/login',
      payload: { username: member.username, password: member.password },
    });
    expect((refused.json() as { code: number }).code).toBe(Code.PASSWORD_INCORRECT);
    const actions = await sqlRows<{ action: string; before: unknown; after: unknown }>(
      t,
      sql`select action, before, after from audit_log where target_type = 'staff'
          and target_id = ${String(id)} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      'staff.update',
      'staff.totp.reset',
      'staff.update',
    ]);
    expect(actions[2]!.after).toMatchObject({ status: 'disabled' });
  });

  it('keeps one active superadmin, and nobody changes their own account', async () => {
    const [{ id: rootId }] = (await sqlRows<{ id: number }>(
      t,
      sql`select id::int from staff_users where username = ${ROOT.username}`,
    )) as [{ id: number }];
    const self = await callAdmin(t, root, 'POST', `/staff/${rootId}`, {
      role: 'support',
      reason: 'trying',
    });
    expect(self.code).toBe(Code.FORBIDDEN);
    const second = await addStaff(t, 'superadmin');
    const secondToken = await staffLogin(t, second);
    // The second superadmin may demote the first: one remains.
    const demoted = await callAdmin<Account>(t, secondToken, 'POST', `/staff/${rootId}`, {
      role: 'compliance',
      reason: 'rotation',
    });
    expect(demoted.code).toBe(200);
    const [{ id: secondId }] = (await sqlRows<{ id: number }>(
      t,
      sql`select id::int from staff_users where username = ${second.username}`,
    )) as [{ id: number }];
    // Now the only superadmin: the demoted one cannot act on staff any more (403).
    const back = await staffLogin(t, ROOT);
    const attempt = await callAdmin(t, back, 'POST', `/staff/${secondId}`, {
      status: 'disabled',
      reason: 'revenge',
    });
    expect(attempt.code).toBe(Code.FORBIDDEN);
    const [active] = await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from staff_users where role = 'superadmin' and status = 'active'`,
    );
    expect(active!.n).toBe(1);
  });
});
