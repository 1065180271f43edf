import type { DepositItem, LedgerPage, WithdrawalItem } from '@swx/contract';
import { Code } from '@swx/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerUser } from '../../test/client.js';
import { fundUser } from '../../test/funding.js';
import { usdtBalance } from '../../test/ledger.js';
import { sqlRows, startTestApp, type TestApp } from '../../test/harness.js';
import { multipartBody, pngImage, postForm } from '../../test/multipart.js';
import { addStaff, callAdmin, staffEnv, staffLogin } from '../../test/staff.js';
import { reconcile } from '../ledger/reconcile.js';
import { verifyAuditChain } from '../audit/index.js';

/**
 * The back office's money decisions: four-eyes withdrawals, ledger adjustments with a second
 * approver, one decision when two staff click at once; and what the dashboard and the audit
 * search show of them.
 */

const ROOT = {
  username: 'money_root',
  email: 'money_root@example.test',
  password: 'Money-Root-2026!',
};
const PAYOUT_TO = 'TNUC9Qb1rRpS5CbWLmNMxXBjyFoydXjWFR';
const REAL = { 'x-real-account': 'YES' };

let t: TestApp;
let root = '';
let alice = '';
let bob = '';
let serial = 0;
const newHash = () => (serial += 1).toString(16).padStart(64, 'c');

beforeAll(async () => {
  t = await startTestApp({ ...staffEnv(ROOT), DEPOSIT_ADDRESS_USDT_TRC20: PAYOUT_TO });
  root = await staffLogin(t, ROOT);
  alice = await staffLogin(t, await addStaff(t, 'finance'));
  bob = await staffLogin(t, await addStaff(t, 'finance'));
});
afterAll(async () => {
  await t?.close();
});

const realBalance = (token: string) => usdtBalance(t, token, 'real');

type StaffWithdrawal = WithdrawalItem & {
  twoApprovers: boolean;
  firstApprovedBy: string | null;
};

const withdraw = (token: string, amount: string) =>
  post<WithdrawalItem>(t, '/user/withdrawal', {
    token,
    body: { network: 'USDT-TRC20', address: PAYOUT_TO, amount },
    headers: REAL,
  });

const approveWithdrawal = (staff: string, id: string) =>
  callAdmin<StaffWithdrawal>(t, staff, 'POST', `/withdrawals/${id}/approve`);

describe('withdrawals above the four-eyes threshold', () => {
  it('need two different approvers; below it one does', async () => {
    const user = await fundUser(t, [root, alice], '30000', { hash: newHash(), seed: 1 });
    const big = await withdraw(user.token, '20000');
    expect(big.code).toBe(Code.WITHDRAWAL_SUBMITTED);
    const small = await withdraw(user.token, '500');

    const first = await approveWithdrawal(alice, big.result.id);
    expect(first.code).toBe(200);
    expect(first.result).toMatchObject({ status: 'pending', twoApprovers: true });
    expect(first.result.firstApprovedBy).not.toBeNull();
    const queue = await callAdmin<{ items: StaffWithdrawal[] }>(t, bob, 'GET', '/withdrawals');
    expect(queue.result.items.find((w) => w.id === big.result.id)).toMatchObject({
      twoApprovers: true,
      firstApprovedBy: first.result.firstApprovedBy,
    });
    // Still pending for the user: not yet approved.
    const own = await approveWithdrawal(alice, big.result.id);
    expect([own.status, own.code]).toEqual([409, Code.SECOND_APPROVER_REQUIRED]);
    const second = await approveWithdrawal(bob, big.result.id);
    expect(second.result.status).toBe('approved');
    const done = await callAdmin(t, alice, 'POST', `/withdrawals/${big.result.id}/complete`, {
      payoutHash: 'd'.repeat(64),
    });
    expect(done.code).toBe(200);

    const one = await approveWithdrawal(alice, small.result.id);
    expect(one.result).toMatchObject({ status: 'approved', twoApprovers: false });

    const actions = await sqlRows<{ action: string }>(
      t,
      sql`select action from audit_log where target_type = 'withdrawal'
          and target_id = ${big.result.id} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      'withdrawal.approve.first',
      'withdrawal.approve',
      'withdrawal.complete',
    ]);
    expect((await reconcile(t.database.db)).ok).toBe(true);
  });

  it('follows the threshold parameter staff set', async () => {
    const set = await callAdmin(t, root, 'POST', '/config/parameters/withdrawal.fourEyesUsdt', {
      value: '100',
    });
    expect(set.code).toBe(200);
    const user = await fundUser(t, root, '1000', { hash: newHash(), seed: 2 });
    const w = await withdraw(user.token, '150');
    const first = await approveWithdrawal(alice, w.result.id);
    expect(first.result).toMatchObject({ status: 'pending', twoApprovers: true });
    await callAdmin(t, root, 'POST', '/config/parameters/withdrawal.fourEyesUsdt', {
      value: '10000',
    });
  });
});

describe('two staff deciding one deposit at the same moment', () => {
  it('lets one decision through; the other sees it taken', async () => {
    const user = await registerUser(t);
    const claim = await postForm<DepositItem>(
      t,
      '/user/recharge',
      multipartBody(
        { network: 'USDT-TRC20', amount: '150', txHash: newHash(), last6: 'abc123' },
        { proof: { bytes: await pngImage(7) } },
      ),
      { token: user.token, headers: REAL },
    );
    expect(claim.code).toBe(Code.RECHARGE_SUBMITTED);
    const [approve, reject] = await Promise.all([
      callAdmin(t, alice, 'POST', `/deposits/${claim.result.id}/approve`),
      callAdmin(t, bob, 'POST', `/deposits/${claim.result.id}/reject`, {
        reason: 'no such transfer',
      }),
    ]);
    const codes = [approve.code, reject.code].sort();
    expect(codes).toEqual([200, Code.ALREADY_DECIDED].sort());
    const [row] = await sqlRows<{ status: string }>(
      t,
      sql`select status from deposits where id = ${claim.result.id}`,
    );
    expect(row!.status).toBe(approve.code === 200 ? 'approved' : 'rejected');
    const credited = (await realBalance(user.token)).available;
    expect(credited).toBe(approve.code === 200 ? '150.000000' : '0.000000');
    const decisions = await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from audit_log where target_type = 'deposit'
          and target_id = ${claim.result.id}`,
    );
    expect(decisions[0]!.n).toBe(1);
  });
});

interface Adjustment {
  id: string;
  status: string;
  amount: string;
  journalId: string | null;
}

describe('ledger adjustments', () => {
  it('post only with a second, different approver, and show on the statement', async () => {
    const user = await registerUser(t);
    const asked = await callAdmin<Adjustment>(t, alice, 'POST', '/adjustments', {
      userId: String(user.user.id),
      book: 'real',
      amount: '25.500000',
      reason: 'Refund of a duplicated fee (ticket 1142)',
    });
    expect(asked.result).toMatchObject({ status: 'pending', amount: '25.500000' });
    expect((await realBalance(user.token)).available).toBe('0.000000');
    const self = await callAdmin(t, alice, 'POST', `/adjustments/${asked.result.id}/approve`);
    expect(self.code).toBe(Code.SECOND_APPROVER_REQUIRED);
    const approved = await callAdmin<Adjustment>(
      t,
      bob,
      'POST',
      `/adjustments/${asked.result.id}/approve`,
    );
    expect(approved.result.status).toBe('approved');
    expect(approved.result.journalId).not.toBeNull();
    expect((await realBalance(user.token)).available).toBe('25.500000');
    const again = await callAdmin(t, root, 'POST', `/adjustments/${asked.result.id}/approve`);
    expect(again.code).toBe(Code.ALREADY_DECIDED);
    const statement = await get<LedgerPage>(t, '/user/listLedger', {
      token: user.token,
      query: { book: 'real' },
    });
    expect(statement.result.items[0]).toMatchObject({
      reason: 'adjustment.credit',
      amount: '25.500000',
    });

    // A debit beyond the available balance is refused and stays pending.
    const debit = await callAdmin<Adjustment>(t, bob, 'POST', '/adjustments', {
      userId: String(user.user.id),
      book: 'real',
      amount: '-30',
      reason: 'Reverse a mistaken credit',
    });
    const refused = await callAdmin(t, alice, 'POST', `/adjustments/${debit.result.id}/approve`);
    expect(refused.code).toBe(Code.INSUFFICIENT_BALANCE);
    const rejected = await callAdmin<Adjustment>(
      t,
      alice,
      'POST',
      `/adjustments/${debit.result.id}/reject`,
      {
        reason: 'Amount wrong, ask again',
      },
    );
    expect(rejected.result.status).toBe('rejected');
    expect((await realBalance(user.token)).available).toBe('25.500000');
    expect((await reconcile(t.database.db)).ok).toBe(true);
  });

  it('refuses bad requests and writes nothing', async () => {
    const user = await registerUser(t);
    const before = await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from ledger_adjustments`,
    );
    const good = {
      userId: String(user.user.id),
      book: 'real',
      amount: '10',
      reason: 'A good reason',
    };
    for (const [body, code] of [
      [{ ...good, amount: '0' }, Code.INVALID_PARAMS],
      [{ ...good, amount: '1.0000001' }, Code.INVALID_PARAMS],
      [{ ...good, amount: '1000001' }, Code.INVALID_PARAMS],
      [{ ...good, amount: '1e3' }, Code.INVALID_PARAMS],
      [{ ...good, book: 'house' }, Code.INVALID_PARAMS],
      [{ ...good, reason: 'no' }, Code.INVALID_PARAMS],
      [{ ...good, extra: true }, Code.INVALID_PARAMS],
      [{ ...good, userId: '999999999' }, Code.NOT_FOUND],
    ] as const) {
      expect((await callAdmin(t, alice, 'POST', '/adjustments', body)).code).toBe(code);
    }
    const after = await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from ledger_adjustments`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
    // Support staff may not ask for one.
    const support = await staffLogin(t, await addStaff(t, 'support'));
    expect((await callAdmin(t, support, 'POST', '/adjustments', good)).code).toBe(Code.FORBIDDEN);
  });

  it('keeps a decided adjustment final in the database itself', async () => {
    const [decided] = await sqlRows<{ id: string }>(
      t,
      sql`select id::text from ledger_adjustments where status <> 'pending' limit 1`,
    );
    await expect(
      t.database.db.execute(
        sql`update ledger_adjustments set status = 'pending' where id = ${decided!.id}`,
      ),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`delete from ledger_adjustments where id = ${decided!.id}`),
    ).rejects.toThrow();
  });
});

describe('dashboard and audit search', () => {
  it('counts the queues and today’s money; the audit search and export find the decisions', async () => {
    const dashboard = await callAdmin<{
      queues: { deposits: { size: number } };
      today: { depositsCredited: { count: number; usdt: string } };
    }>(t, root, 'GET', '/dashboard');
    const [credited] = await sqlRows<{ n: number }>(
      t,
      // Approved since midnight UTC, as the dashboard counts "today".
      sql`select count(*)::int as n from deposits where status = 'approved'
          and reviewed_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`,
    );
    expect(dashboard.result.today.depositsCredited.count).toBe(credited!.n);
    const [pending] = await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from deposits where status = 'pending'`,
    );
    expect(dashboard.result.queues.deposits.size).toBe(pending!.n);

    const found = await callAdmin<{
      items: Array<{ action: string; staffUsername: string }>;
      total: number;
    }>(t, root, 'GET', '/audit?action=adjustment&pageSize=100');
    expect(found.result.items.map((i) => i.action).sort()).toEqual(
      [
        'adjustment.approve',
        'adjustment.reject',
        'adjustment.request',
        'adjustment.request',
      ].sort(),
    );
    expect(found.result.total).toBe(4);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/swx/admin/audit/export?action=adjustment',
      headers: { authorization: `Bearer ${root}` },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,time,staff_id,staff,action,target_type,target_id,reason,before,after,ip,hash',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain('adjustment.');

    const reconciled = await callAdmin<{ ok: boolean }>(t, root, 'POST', '/dashboard/reconcile');
    expect(reconciled.result.ok).toBe(true);
    expect((await verifyAuditChain(t.database.db)).brokenAt).toBeUndefined();
    const bad = await callAdmin(t, root, 'GET', '/audit?from=yesterday');
    expect(bad.code).toBe(Code.INVALID_PARAMS);
  });
});

describe('the audit chain', () => {
  it('finds a removed record at the row after it', async () => {
    const db = t.database.db;
    const ids = await sqlRows<{ id: string }>(
      t,
      sql`select id::text from audit_log order by id limit 3 offset 2`,
    );
    expect(ids).toHaveLength(3);
    await db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    try {
      await db.execute(sql`delete from audit_log where id = ${ids[1]!.id}`);
    } finally {
      await db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    }
    expect(await verifyAuditChain(db)).toMatchObject({ brokenAt: Number(ids[2]!.id) });
  });
});
