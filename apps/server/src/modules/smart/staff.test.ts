import { Code, type SmartOrder, type SmartOrderDetail, type SmartProduct } from '@swx/contract';
import {
  smartProductBodyOf,
  type Dashboard,
  type LedgerCheck,
  type Paged,
  type SmartFunding,
  type SmartOverview,
  type SmartPlanAdmin,
  type SmartProductAdmin,
  type SmartProductBody,
} from '@swx/contract/admin';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../test/client.js';
import { smartUser, type SmartUser } from '../../test/smart.js';
import { sqlRows, startTestApp, type TestApp } from '../../test/harness.js';
import { expectBooksAndAuditIntact } from '../../test/ledger.js';
import { addStaff, callAdmin, staffEnv, staffLogin } from '../../test/staff.js';
import { PlatformAccount, unitsOf } from '../ledger/index.js';
import { reconcileSmart } from './reconcile.js';

/**
 * Smart plans in the back office (issue 18): products changed under audit without touching
 * the plans already sold, reserve fundings with a second approver that move exactly their
 * amount, the overview, the plans of every user, and who may do what.
 */

const ROOT = {
  username: 'smartadmin_root',
  email: 'smartadmin_root@example.test',
  password: 'Smartadmin-Root-2026!',
};
const REAL = { 'x-real-account': 'YES' };

let t: TestApp;
let root = '';
let alice = '';
let bob = '';

beforeAll(async () => {
  t = await startTestApp(staffEnv(ROOT));
  root = await staffLogin(t, ROOT);
  alice = await staffLogin(t, await addStaff(t, 'finance'));
  bob = await staffLogin(t, await addStaff(t, 'finance'));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const count = async (query: SQL) => (await sqlRows<{ n: number }>(t, query))[0]!.n;
const auditCount = () => count(sql`select count(*)::int as n from audit_log`);
const platformBalance = async (kind: string) =>
  (
    await sqlRows<{ balance: string }>(
      t,
      sql`select balance::text from ledger_accounts
          where user_id is null and book = 'real' and asset = 'USDT' and kind = ${kind}`,
    )
  )[0]?.balance ?? '0';
const units = (usdt: string) => unitsOf(usdt, 6);

type User = SmartUser;

/** A user with `usdt` in the real book (credited as an approved deposit would be). */
const funded = (usdt: string): Promise<User> => smartUser(t, usdt);

async function buy(user: User, code: string, amount: string) {
  const listed = await get<{ items: SmartProduct[] }>(t, '/order/listSmartProduct');
  const p = listed.result.items.find((x) => x.code === code)!;
  return post<SmartOrder>(t, '/order/buySmart', {
    token: user.token,
    headers: REAL,
    body: {
      productId: p.id,
      days: p.termDays,
      amount,
      dailyRate: p.dailyRate,
      penaltyRate: p.penaltyRate,
    },
  });
}

const adminProducts = async () =>
  (await callAdmin<{ items: SmartProductAdmin[] }>(t, root, 'GET', '/smart/products')).result.items;

/** A product's body as staff would send it back unchanged. */
const bodyOf = smartProductBodyOf;

const newProduct: SmartProductBody = {
  code: 'EA-TEST-14',
  termDays: 14,
  minAmount: '50',
  maxAmount: '2000',
  dailyRate: '0.0002',
  payout: 'maturity',
  accrualMinute: 90,
  onePerUser: false,
  active: false,
  sort: 9,
  texts: [
    { lang: 'en', name: 'EA Test 14', description: 'A fourteen-day plan for the tests.' },
    { lang: 'fr', name: 'EA Test 14 FR', description: 'Un plan de quatorze jours pour tests.' },
  ],
};

describe('reserve fundings', () => {
  it('need a second staff member and move exactly the amount in one balanced journal', async () => {
    const reserveBefore = await platformBalance(PlatformAccount.yieldReserve);
    const capitalBefore = await platformBalance(PlatformAccount.operatorCapital);
    const asked = await callAdmin<SmartFunding>(t, alice, 'POST', '/smart/fundings', {
      amount: '2500.5',
      reason: 'Quarterly top-up of the yield reserve',
    });
    expect(asked.code).toBe(200);
    expect(asked.result).toMatchObject({ status: 'pending', amount: '2500.500000' });
    const [requestAudit] = await sqlRows<{ staff_id: string; after: { status: string } }>(
      t,
      sql`select staff_id::text, after from audit_log
          where action = 'smart.funding.request' and target_id = ${asked.result.id}`,
    );
    expect(requestAudit).toMatchObject({ after: { status: 'pending' } });

    // The requester cannot approve; nothing moves.
    const self = await callAdmin(t, alice, 'POST', `/smart/fundings/${asked.result.id}/approve`);
    expect(self.code).toBe(Code.SECOND_APPROVER_REQUIRED);
    expect(await platformBalance(PlatformAccount.yieldReserve)).toBe(reserveBefore);
    const selfReject = await callAdmin(
      t,
      alice,
      'POST',
      `/smart/fundings/${asked.result.id}/reject`,
      { reason: 'Changed my mind about it' },
    );
    expect(selfReject.code).toBe(Code.SECOND_APPROVER_REQUIRED);

    const approved = await callAdmin<SmartFunding>(
      t,
      bob,
      'POST',
      `/smart/fundings/${asked.result.id}/approve`,
    );
    expect(approved.result).toMatchObject({ status: 'approved' });
    expect(approved.result.journalId).not.toBeNull();
    expect(units(await platformBalance(PlatformAccount.yieldReserve))).toBe(
      units(reserveBefore) + units('2500.5'),
    );
    expect(units(await platformBalance(PlatformAccount.operatorCapital))).toBe(
      units(capitalBefore) - units('2500.5'),
    );
    const entries = await sqlRows<{ kind: string; amount: string; reason: string }>(
      t,
      sql`select a.kind, e.amount::text, j.reason
          from ledger_entries e join ledger_accounts a on a.id = e.account_id
          join ledger_journals j on j.id = e.journal_id
          where e.journal_id = ${approved.result.journalId}
          order by a.kind`,
    );
    expect(entries.map((e) => [e.kind, units(e.amount), e.reason])).toEqual([
      ['operator_capital', -units('2500.5'), 'smart.reserve'],
      ['yield_reserve', units('2500.5'), 'smart.reserve'],
    ]);
    const [approveAudit] = await sqlRows<{ staff_id: string }>(
      t,
      sql`select staff_id::text from audit_log
          where action = 'smart.funding.approve' and target_id = ${asked.result.id}`,
    );
    expect(approveAudit).toBeDefined();
    expect(approveAudit!.staff_id).toBe(approved.result.decidedBy);
    expect(approveAudit!.staff_id).not.toBe(asked.result.requestedBy);

    const again = await callAdmin(t, root, 'POST', `/smart/fundings/${asked.result.id}/approve`);
    expect(again.code).toBe(Code.ALREADY_DECIDED);
    await expectBooksAndAuditIntact(t);
  });

  it('rejected moves nothing; a withdrawal beyond the reserve stays pending', async () => {
    const reserveBefore = await platformBalance(PlatformAccount.yieldReserve);
    const journalsBefore = await count(sql`select count(*)::int as n from ledger_journals`);
    const asked = await callAdmin<SmartFunding>(t, bob, 'POST', '/smart/fundings', {
      amount: '100',
      reason: 'Top-up asked by mistake',
    });
    const rejected = await callAdmin<SmartFunding>(
      t,
      alice,
      'POST',
      `/smart/fundings/${asked.result.id}/reject`,
      { reason: 'Not needed this month' },
    );
    expect(rejected.result).toMatchObject({
      status: 'rejected',
      journalId: null,
      decisionReason: 'Not needed this month',
    });
    expect(await platformBalance(PlatformAccount.yieldReserve)).toBe(reserveBefore);
    expect(await count(sql`select count(*)::int as n from ledger_journals`)).toBe(journalsBefore);
    expect(
      await count(
        sql`select count(*)::int as n from audit_log
            where action = 'smart.funding.reject' and target_id = ${asked.result.id}
              and reason = 'Not needed this month'`,
      ),
    ).toBe(1);

    const tooMuch = `-${(units(reserveBefore) / 1_000_000n + 1n).toString()}`;
    const withdrawal = await callAdmin<SmartFunding>(t, bob, 'POST', '/smart/fundings', {
      amount: tooMuch,
      reason: 'Take back more than the reserve holds',
    });
    expect(withdrawal.code).toBe(200);
    const refused = await callAdmin(
      t,
      alice,
      'POST',
      `/smart/fundings/${withdrawal.result.id}/approve`,
    );
    expect(refused.code).toBe(Code.INSUFFICIENT_BALANCE);
    const pending = await callAdmin<Paged<SmartFunding>>(t, alice, 'GET', '/smart/fundings');
    expect(pending.result.items.map((f) => f.id)).toContain(withdrawal.result.id);
    expect(await platformBalance(PlatformAccount.yieldReserve)).toBe(reserveBefore);
    await expectBooksAndAuditIntact(t);
  });

  it('is decided once when two staff members approve at the same moment', async () => {
    const reserveBefore = await platformBalance(PlatformAccount.yieldReserve);
    const asked = await callAdmin<SmartFunding>(t, alice, 'POST', '/smart/fundings', {
      amount: '77.7',
      reason: 'Top-up decided by two at once',
    });
    const path = `/smart/fundings/${asked.result.id}/approve`;
    const answers = await Promise.all([
      callAdmin(t, bob, 'POST', path),
      callAdmin(t, root, 'POST', path),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, Code.ALREADY_DECIDED].sort());
    expect(units(await platformBalance(PlatformAccount.yieldReserve))).toBe(
      units(reserveBefore) + units('77.7'),
    );
    expect(
      await count(
        sql`select count(*)::int as n from ledger_journals
            where ref_type = 'smart_funding' and ref_id = ${asked.result.id}`,
      ),
    ).toBe(1);
    // The audit trail finds the funding's steps by action.
    const found = await callAdmin<{ items: Array<{ action: string; targetId: string }> }>(
      t,
      root,
      'GET',
      '/audit?action=smart.funding&pageSize=100',
    );
    expect(
      found.result.items
        .filter((i) => i.targetId === asked.result.id)
        .map((i) => i.action)
        .sort(),
    ).toEqual(['smart.funding.approve', 'smart.funding.request']);
    await expectBooksAndAuditIntact(t);
  });

  it('refuses bad requests with 10026 and writes nothing', async () => {
    const fundings = () => count(sql`select count(*)::int as n from smart_fundings`);
    const [before, auditBefore] = [await fundings(), await auditCount()];
    const good = { amount: '10', reason: 'A good reason' };
    for (const body of [
      { ...good, amount: '0' },
      { ...good, amount: '-0' },
      { ...good, amount: '1.0000001' },
      { ...good, amount: '10000001' },
      { ...good, amount: '1e3' },
      { ...good, amount: 10 },
      { ...good, reason: 'no' },
      { amount: '10' },
      { ...good, extra: true },
    ]) {
      const answer = await callAdmin(t, alice, 'POST', '/smart/fundings', body);
      expect(answer.code, JSON.stringify(body)).toBe(Code.INVALID_PARAMS);
    }
    const reject = await callAdmin(t, alice, 'POST', '/smart/fundings/1/reject', {});
    expect(reject.code).toBe(Code.INVALID_PARAMS);
    expect((await callAdmin(t, alice, 'POST', '/smart/fundings/999999/approve')).code).toBe(
      Code.NOT_FOUND,
    );
    expect(await fundings()).toBe(before);
    expect(await auditCount()).toBe(auditBefore);
  });
});

describe('products', () => {
  it('creates a product under audit, with its texts per language', async () => {
    const auditBefore = await auditCount();
    const created = await callAdmin<SmartProductAdmin>(t, root, 'POST', '/smart/products', {
      ...newProduct,
    });
    expect(created.code).toBe(200);
    expect(created.result).toMatchObject({
      code: 'EA-TEST-14',
      termDays: 14,
      minAmount: '50.000000',
      dailyRate: '0.0002',
      active: false,
      earningPlans: 0,
    });
    expect(created.result.texts.map((x) => x.lang).sort()).toEqual(['en', 'fr']);
    expect(await auditCount()).toBe(auditBefore + 1);
    const [entry] = await sqlRows<{ after: { code: string; texts: unknown[] } }>(
      t,
      sql`select after from audit_log
          where action = 'smart.product.create' and target_id = ${String(created.result.id)}`,
    );
    expect(entry!.after.code).toBe('EA-TEST-14');
    expect(entry!.after.texts).toHaveLength(2);
    // Inactive: not on sale.
    const listed = await get<{ items: SmartProduct[] }>(t, '/order/listSmartProduct');
    expect(listed.result.items.map((p) => p.code)).not.toContain('EA-TEST-14');
  });

  it('refuses bad products with 10026 and writes nothing', async () => {
    const productsCount = () => count(sql`select count(*)::int as n from smart_products`);
    const textsCount = () => count(sql`select count(*)::int as n from smart_product_texts`);
    const [before, textsBefore, auditBefore] = [
      await productsCount(),
      await textsCount(),
      await auditCount(),
    ];
    const en = newProduct.texts[0]!;
    const good = { ...newProduct, code: 'EA-OTHER-1' };
    for (const body of [
      { ...good, code: 'EA-STEADY-7' },
      { ...good, code: 'lower' },
      { ...good, minAmount: '3000' },
      { ...good, maxAmount: '1000001' },
      { ...good, dailyRate: '0.02' },
      { ...good, dailyRate: '0' },
      { ...good, termDays: 0 },
      { ...good, accrualMinute: 1440 },
      { ...good, payout: 'weekly' },
      { ...good, texts: [] },
      { ...good, texts: [{ ...en, lang: 'fr' }] },
      { ...good, texts: [en, en] },
      { ...good, texts: [{ ...en, name: 'x' }] },
      { ...good, extra: 1 },
    ]) {
      const answer = await callAdmin(t, root, 'POST', '/smart/products', body);
      expect(answer.code, JSON.stringify(body)).toBe(Code.INVALID_PARAMS);
    }
    const [steady] = (await adminProducts()).filter((p) => p.code === 'EA-STEADY-7');
    const [balanced] = (await adminProducts()).filter((p) => p.code === 'EA-BALANCED-30');
    // Renaming a product to another's code.
    const clash = await callAdmin(t, root, 'POST', `/smart/products/${steady!.id}`, {
      ...bodyOf(steady!),
      code: balanced!.code,
    });
    expect(clash.code).toBe(Code.INVALID_PARAMS);
    for (const id of ['99999', '2147483648', '999999999999999999']) {
      const missing = await callAdmin(t, root, 'POST', `/smart/products/${id}`, good);
      expect(missing.code, id).toBe(Code.NOT_FOUND);
    }
    expect(await productsCount()).toBe(before);
    expect(await textsCount()).toBe(textsBefore);
    expect(await auditCount()).toBe(auditBefore);
    expect((await adminProducts()).find((p) => p.id === steady!.id)).toEqual(steady);
  });

  it('a change applies to plans sold afterwards; the plans sold keep their terms', async () => {
    const user = await funded('5000');
    const bought = await buy(user, 'EA-STEADY-7', '1000');
    expect(bought.code).toBe(Code.PURCHASE_SUCCESSFUL);
    const sold = bought.result;
    const [product] = (await adminProducts()).filter((p) => p.code === 'EA-STEADY-7');
    expect(product).toMatchObject({ earningPlans: 1, earningPrincipal: '1000.000000' });

    const changed = await callAdmin<SmartProductAdmin>(
      t,
      root,
      'POST',
      `/smart/products/${product!.id}`,
      {
        ...bodyOf(product!),
        termDays: 10,
        dailyRate: '0.0006',
        payout: 'maturity',
        texts: [{ lang: 'en', name: 'EA Steady 10', description: 'Now ten days, a higher rate.' }],
      },
    );
    expect(changed.code).toBe(200);
    expect(changed.result).toMatchObject({ termDays: 10, dailyRate: '0.0006' });
    expect(changed.result.texts).toEqual([
      { lang: 'en', name: 'EA Steady 10', description: 'Now ten days, a higher rate.' },
    ]);
    const [entry] = await sqlRows<{
      staff_id: string;
      before: { dailyRate: string; termDays: number };
      after: { dailyRate: string; termDays: number };
    }>(
      t,
      sql`select staff_id::text, before, after from audit_log
          where action = 'smart.product.change' and target_id = ${String(product!.id)}`,
    );
    expect(entry!.before).toMatchObject({ dailyRate: '0.0003', termDays: 7 });
    expect(entry!.after).toMatchObject({ dailyRate: '0.0006', termDays: 10 });

    // The plan sold before keeps its terms, as stored and as the user sees them.
    const plan = await get<SmartOrderDetail>(t, `/order/getSmartOrderById/${sold.id}`, {
      token: user.token,
    });
    expect(plan.result).toMatchObject({
      termDays: 7,
      dailyRate: '0.0003',
      payout: 'daily',
      totalInterest: sold.totalInterest,
      maturesAt: sold.maturesAt,
    });
    // A plan sold now takes the new ones.
    const after = await buy(user, 'EA-STEADY-7', '1000');
    expect(after.result).toMatchObject({ termDays: 10, dailyRate: '0.0006', payout: 'maturity' });
    await expectBooksAndAuditIntact(t);
  });
});

describe('overview and plans', () => {
  it('shows the reserve against its promises and lists plans by user, product, status', async () => {
    const user = await funded('2000');
    const bought = await buy(user, 'EA-BALANCED-30', '1000');
    expect(bought.code).toBe(Code.PURCHASE_SUCCESSFUL);
    const overview = (await callAdmin<SmartOverview>(t, alice, 'GET', '/smart/overview')).result;
    expect(units(overview.reserve)).toBe(
      units(await platformBalance(PlatformAccount.yieldReserve)),
    );
    const plans = await sqlRows<{ principal: string; total_interest: string }>(
      t,
      sql`select principal::text, total_interest::text from smart_orders where status = 'earning'`,
    );
    const sum = (xs: string[]) => xs.reduce((a, x) => a + units(x), 0n);
    expect(units(overview.principal)).toBe(sum(plans.map((p) => p.principal)));
    // Nothing has accrued yet: everything promised is still reserved.
    expect(units(overview.reserved)).toBe(sum(plans.map((p) => p.total_interest)));
    expect(overview.accruedUnpaid).toBe('0.000000');
    expect(overview.earningPlans).toBe(plans.length);
    expect(overview.plans).toEqual({
      earning: plans.length,
      profit_shared: 0,
      closed: 0,
      expired: 0,
    });
    expect(overview.pendingFundings).toBe(
      await count(sql`select count(*)::int as n from smart_fundings where status = 'pending'`),
    );

    // The dashboard's open interest counts the plans' principal and the reserve's promises.
    const dashboard = await callAdmin<Dashboard>(t, root, 'GET', '/dashboard');
    const smart = dashboard.result.openInterest.smart;
    expect(smart.plans).toBe(plans.length);
    expect(units(smart.principal)).toBe(units(overview.principal));
    expect(units(smart.reserve)).toBe(units(overview.reserve));
    expect(units(smart.promised)).toBe(units(overview.reserved) + units(overview.accruedUnpaid));

    const mine = await callAdmin<Paged<SmartPlanAdmin>>(
      t,
      alice,
      'GET',
      `/smart/plans?userId=${user.user.id}`,
    );
    expect(mine.result.total).toBe(1);
    expect(mine.result.items[0]).toMatchObject({
      id: bought.result.id,
      userId: String(user.user.id),
      username: user.user.username,
      productCode: 'EA-BALANCED-30',
      status: 'earning',
    });
    const closed = await callAdmin<Paged<SmartPlanAdmin>>(
      t,
      alice,
      'GET',
      `/smart/plans?userId=${user.user.id}&status=closed`,
    );
    expect(closed.result.total).toBe(0);
    const byProduct = await callAdmin<Paged<SmartPlanAdmin>>(
      t,
      alice,
      'GET',
      `/smart/plans?productId=${bought.result.productId}&pageSize=1`,
    );
    expect(byProduct.result.items).toHaveLength(1);
    expect(byProduct.result.items.every((p) => p.productId === bought.result.productId)).toBe(true);
    const bad = await callAdmin(t, alice, 'GET', '/smart/plans?status=sleeping');
    expect(bad.code).toBe(Code.INVALID_PARAMS);
  });
});

describe('access', () => {
  it('refuses staff without the permission and writes nothing', async () => {
    const support = await staffLogin(t, await addStaff(t, 'support'));
    const content = await staffLogin(t, await addStaff(t, 'content'));
    const [fundings, auditBefore] = [
      await count(sql`select count(*)::int as n from smart_fundings`),
      await auditCount(),
    ];
    const funding = { amount: '10', reason: 'A good reason' };
    const [steady] = (await adminProducts()).filter((p) => p.code === 'EA-BALANCED-30');
    for (const [token, method, path, body] of [
      [support, 'POST', '/smart/fundings', funding],
      [content, 'POST', '/smart/fundings', funding],
      [support, 'GET', '/smart/overview', undefined],
      [support, 'GET', '/smart/fundings', undefined],
      [support, 'POST', '/smart/fundings/1/approve', undefined],
      [content, 'GET', '/smart/plans', undefined],
      [support, 'GET', '/smart/products', undefined],
      [alice, 'POST', '/smart/products', { ...newProduct, code: 'EA-NOPE-1' }],
      [alice, 'POST', `/smart/products/${steady!.id}`, { ...bodyOf(steady!), active: false }],
      [support, 'POST', `/smart/products/${steady!.id}`, { ...bodyOf(steady!), active: false }],
    ] as const) {
      const answer = await callAdmin(t, token, method, path, body);
      expect(answer.code, `${method} ${path}`).toBe(Code.FORBIDDEN);
    }
    expect((await callAdmin(t, 'not-a-token', 'GET', '/smart/overview')).code).toBe(
      Code.UNAUTHORIZED,
    );
    expect(await count(sql`select count(*)::int as n from smart_fundings`)).toBe(fundings);
    expect(await auditCount()).toBe(auditBefore);
    expect((await adminProducts()).find((p) => p.id === steady!.id)?.active).toBe(true);
    // Support reads plans (users.read).
    expect((await callAdmin(t, support, 'GET', '/smart/plans')).code).toBe(200);
  });
});

describe('the back office’s ledger check', () => {
  it('checks the smart plans beside the ledger and records both', async () => {
    const plans = await reconcileSmart(t.database.db);
    expect(plans.plans).toBeGreaterThan(0);
    const check = await callAdmin<LedgerCheck>(t, root, 'POST', '/dashboard/reconcile');
    expect(check.code).toBe(Code.OK);
    expect(check.result).toMatchObject({
      ok: true,
      smart: {
        ok: true,
        plans: plans.plans,
        earning: plans.earning,
        mismatchedPlans: 0,
        negativeAccounts: 0,
        accrualMismatches: 0,
        orphanAccounts: 0,
      },
    });
    const [audited] = await sqlRows<{ after: { smart: { plans: number } } }>(
      t,
      sql`select after from audit_log where action = 'ledger.reconcile' order by id desc limit 1`,
    );
    expect(audited!.after.smart.plans).toBe(plans.plans);
  });
});
