import { Code } from '@swx/contract';
import type { LoanAgreementAdmin, LoanProductAdmin, LoanProductBody } from '@swx/contract/admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows, startTestApp, type TestApp } from '../../test/harness.js';
import { expectBooksAndAuditIntact } from '../../test/ledger.js';
import {
  applyLoan,
  borrow,
  loanProduct,
  loanProducts,
  loanUser,
  quoteLoan,
  sha256,
} from '../../test/loans.js';
import { addStaff, callAdmin, staffEnv, staffLogin } from '../../test/staff.js';

/**
 * What loans staff configure (issue 19): products and agreement versions under audit; loans
 * applied for keep their terms and text; a new version refuses an application signed on the old
 * one (10067) and quotes the new one.
 */

const ROOT = {
  username: 'catalogue_root',
  email: 'catalogue_root@example.test',
  password: 'Catalogue-Root-2026!',
};

let t: TestApp;
let root = '';
let finance = '';

beforeAll(async () => {
  t = await startTestApp(staffEnv(ROOT));
  root = await staffLogin(t, ROOT);
  finance = await staffLogin(t, await addStaff(t, 'finance'));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const admin = <T>(path: string, body?: unknown, token = root) =>
  callAdmin<T>(t, token, body === undefined ? 'GET' : 'POST', path, body);
const auditOf = (action: string) =>
  sqlRows<{ staff_id: string; target_id: string; before: unknown; after: unknown }>(
    t,
    sql`select staff_id::text, target_id, before, after from audit_log
        where action = ${action} order by id`,
  );
const countOf = async (table: 'loan_products' | 'loan_agreements' | 'audit_log') =>
  (
    await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from ${sql.identifier(table)}`)
  )[0]!.n;

const NEW: LoanProductBody = {
  code: 'LOAN-TEST-60',
  terms: [30, 60],
  dailyRate: '0.0004',
  minAmount: '100',
  maxVerified: '1500',
  maxEstablished: '6000',
  active: true,
  sort: 5,
  texts: [
    { lang: 'en', name: 'Test loan', description: 'A loan of thirty or sixty days for the tests.' },
    { lang: 'de', name: 'Testkredit', description: 'Ein Kredit über dreißig oder sechzig Tage.' },
  ],
};

describe('loan products', () => {
  it('are created and changed by config.manage only, each change audited before and after', async () => {
    expect((await admin('/loans/products', undefined, finance)).code).toBe(Code.FORBIDDEN);
    expect((await admin('/loans/products', NEW, finance)).code).toBe(Code.FORBIDDEN);

    const created = await admin<LoanProductAdmin>('/loans/products', NEW);
    expect(created.code).toBe(200);
    expect(created.result).toMatchObject({
      code: 'LOAN-TEST-60',
      terms: [30, 60],
      dailyRate: '0.0004',
      annualRate: '0.146',
      minAmount: '100.000000',
      maxVerified: '1500.000000',
      maxEstablished: '6000.000000',
      openLoans: 0,
      outstandingPrincipal: '0.000000',
    });
    const [createAudit] = await auditOf('loan.product.create');
    expect(createAudit).toMatchObject({
      target_id: String(created.result.id),
      before: null,
      after: { code: 'LOAN-TEST-60', terms: [30, 60], maxVerified: '1500.000000' },
    });

    // A customer sees it, in their language, and can borrow on it.
    const user = await loanUser(t, '0');
    const offered = await loanProduct(t, user, 'LOAN-TEST-60');
    expect(offered).toMatchObject({ terms: [30, 60], dailyRate: '0.0004' });
    const loan = await borrow(t, user, 'LOAN-TEST-60', '500', 60);
    expect(loan).toMatchObject({ dailyRate: '0.0004', termDays: 60 });

    // A change applies to later applications; the loan keeps the terms it was applied on.
    const changed = await admin<LoanProductAdmin>(`/loans/products/${created.result.id}`, {
      ...NEW,
      terms: [90],
      dailyRate: '0.0006',
      active: false,
    });
    expect(changed.result).toMatchObject({ terms: [90], dailyRate: '0.0006', openLoans: 1 });
    const [changeAudit] = await auditOf('loan.product.change');
    expect(changeAudit).toMatchObject({
      before: { terms: [30, 60], dailyRate: '0.0004', active: true },
      after: { terms: [90], dailyRate: '0.0006', active: false },
    });
    const [kept] = await sqlRows<{ rate: string; term_days: number }>(
      t,
      sql`select (daily_rate = 0.0004)::text as rate, term_days from loans where id = ${loan.id}`,
    );
    expect(kept).toEqual({ rate: 'true', term_days: 60 });
    // Inactive: no longer offered, and a quote names it as no product on offer.
    expect((await loanProducts(t, user)).items.map((p) => p.code)).not.toContain('LOAN-TEST-60');
    const quote = await quoteLoan(t, user, {
      productId: created.result.id,
      amount: '500',
      days: 90,
    });
    expect(quote.code).toBe(Code.LOAN_PRODUCT_INCORRECT);
    await expectBooksAndAuditIntact(t);
  });

  it('refuses a bad product with 10026 and writes nothing', async () => {
    const [products, audits] = [await countOf('loan_products'), await countOf('audit_log')];
    const bad: Array<Partial<LoanProductBody>> = [
      { code: 'lower-case' },
      { terms: [] },
      { terms: [60, 30] },
      { terms: [30, 30] },
      { terms: [366] },
      { terms: Array.from({ length: 13 }, (_, i) => i + 1) },
      { dailyRate: '0.0051' },
      { dailyRate: '-0.001' },
      { dailyRate: '0.000000001' },
      { minAmount: '0' },
      { minAmount: '2000' },
      { maxEstablished: '1000' },
      { maxEstablished: '100000.000001' },
      { minAmount: '1.0000001' },
      { texts: [{ lang: 'de', name: 'Nur Deutsch', description: 'Ohne englischen Text hier.' }] },
      { texts: [NEW.texts[0]!, NEW.texts[0]!] },
      { sort: 10_001 },
      { code: 'LOAN-STARTER' },
    ];
    for (const patch of bad) {
      const answer = await admin('/loans/products', { ...NEW, code: 'LOAN-BAD', ...patch });
      expect([JSON.stringify(patch), answer.code]).toEqual([
        JSON.stringify(patch),
        Code.INVALID_PARAMS,
      ]);
    }
    expect((await admin('/loans/products', { ...NEW, code: 'LOAN-BAD', extra: 1 })).code).toBe(
      Code.INVALID_PARAMS,
    );
    expect((await admin('/loans/products/99999', { ...NEW, code: 'LOAN-NONE' })).status).toBe(404);
    expect((await admin('/loans/products/99999999999', { ...NEW, code: 'LOAN-NONE' })).status).toBe(
      404,
    );
    expect([await countOf('loan_products'), await countOf('audit_log')]).toEqual([
      products,
      audits,
    ]);
  });
});

describe('the agreement', () => {
  it('publishes a new version under audit; an application on the old one is refused and re-quoted', async () => {
    const current = await admin<LoanAgreementAdmin>('/loans/agreement');
    expect(current.result.version).toBe(1);
    expect(current.result.texts.map((x) => x.lang)).toHaveLength(10);
    const en = current.result.texts.find((x) => x.lang === 'en')!;
    expect(en.sha256).toBe(sha256(en.template));

    const user = await loanUser(t, '0');
    const starter = await loanProduct(t, user, 'LOAN-STARTER');
    const quote = await quoteLoan(t, user, { productId: starter.id, amount: '100', days: 30 });
    expect(quote.result.agreement.version).toBe(1);

    const amended = `${en.template}\n\nClause 12. The borrower may ask for a copy at any time.`;
    expect(
      (await admin('/loans/agreement', { texts: [{ lang: 'en', template: amended }] }, finance))
        .code,
    ).toBe(Code.FORBIDDEN);
    const published = await admin<LoanAgreementAdmin>('/loans/agreement', {
      texts: [{ lang: 'en', template: amended }],
    });
    expect(published.code).toBe(200);
    expect(published.result).toMatchObject({
      version: 2,
      texts: [{ lang: 'en', sha256: sha256(amended) }],
    });
    expect(published.result.versions.map((v) => [v.version, v.languages.length])).toEqual([
      [2, 1],
      [1, 10],
    ]);
    const [publishAudit] = await auditOf('loan.agreement.publish');
    expect(publishAudit).toMatchObject({
      target_id: '2',
      before: { version: 1, templates: { en: en.sha256 } },
      after: { version: 2, templates: { en: sha256(amended) } },
    });

    // Signed on version 1: refused with the new version; a new quote carries it (German
    // readers get the English text: version 2 has no German one).
    const stale = await applyLoan(t, user, quote.result);
    expect(stale.code).toBe(Code.TERMS_CHANGED);
    const fresh = await quoteLoan(t, user, { productId: starter.id, amount: '100', days: 30 });
    expect(fresh.result.agreement).toMatchObject({ version: 2, language: 'en' });
    expect(fresh.result.agreement.text).toContain('Clause 12.');
    const applied = await applyLoan(t, user, fresh.result);
    expect(applied.result).toMatchObject({ status: 'pending_review' });
    const versions = await admin<LoanAgreementAdmin>('/loans/agreement');
    expect(versions.result.versions[0]).toMatchObject({ version: 2, loans: 1 });
  });

  it('refuses a template missing a field, naming an unknown one, or without English', async () => {
    const [versions, audits] = [await countOf('loan_agreements'), await countOf('audit_log')];
    const { result } = await admin<LoanAgreementAdmin>('/loans/agreement');
    const en = result.texts.find((x) => x.lang === 'en')!.template;
    const bad = [
      [{ lang: 'en', template: en.replace('{{repaymentAmount}}', 'the amount') }],
      [{ lang: 'en', template: `${en} {{secret}}` }],
      [{ lang: 'de', template: en }],
      [{ lang: 'en', template: 'Too short {{amount}}' }],
      [{ lang: 'en', template: en.repeat(20) }],
      [
        { lang: 'en', template: en },
        { lang: 'en', template: en },
      ],
      [],
    ];
    for (const texts of bad) {
      expect((await admin('/loans/agreement', { texts })).code).toBe(Code.INVALID_PARAMS);
    }
    expect([await countOf('loan_agreements'), await countOf('audit_log')]).toEqual([
      versions,
      audits,
    ]);
  });
});
