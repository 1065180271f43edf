import { AGREEMENT_FIELDS } from '@swx/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, serveApi, signIn, success, type ApiCall } from '../../test/harness';
import type { LoanAgreementAdmin, LoanProductAdmin } from './api';
import { LoansPage } from './loans-page';

const PRODUCT: LoanProductAdmin = {
  id: 1,
  code: 'LOAN-STARTER',
  terms: [7, 14, 30],
  dailyRate: '0.0005',
  annualRate: '0.1825',
  minAmount: '50.000000',
  maxVerified: '2000.000000',
  maxEstablished: '10000.000000',
  active: true,
  sort: 1,
  texts: [
    { lang: 'en', name: 'Starter loan', description: 'A short loan with seven free days.' },
    { lang: 'de', name: 'Startkredit', description: 'Ein kurzer Kredit mit sieben freien Tagen.' },
  ],
  openLoans: 3,
  outstandingPrincipal: '2500.000000',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** A template with every field, long enough to publish. */
const TEMPLATE = `Loan agreement.\n\n${AGREEMENT_FIELDS.map((f) => `The ${f} is {{${f}}}.`).join('\n')}\n${'Terms and conditions apply. '.repeat(4)}`;

const AGREEMENT: LoanAgreementAdmin = {
  version: 3,
  createdAt: '2026-11-01T09:00:00.000Z',
  texts: [
    {
      lang: 'de',
      template: TEMPLATE.replace('Loan agreement', 'Darlehensvertrag'),
      sha256: 'a'.repeat(64),
    },
    { lang: 'en', template: TEMPLATE, sha256: 'b'.repeat(64) },
  ],
  versions: [
    { version: 3, createdAt: '2026-11-01T09:00:00.000Z', languages: ['de', 'en'], loans: 12 },
    { version: 2, createdAt: '2026-10-01T09:00:00.000Z', languages: ['en'], loans: 40 },
  ],
};

function serve(extra: (call: ApiCall) => ReturnType<typeof success> | undefined) {
  const calls = serveApi((call) => {
    if (call.method === 'GET' && call.path === '/loans/products')
      return success({ items: [PRODUCT] });
    if (call.method === 'GET' && call.path === '/loans/agreement') return success(AGREEMENT);
    return extra(call);
  });
  signIn(['config.manage'], 1);
  renderAt(<LoansPage />);
  return calls;
}

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('loan products', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists each product with its rate as a percentage, its limits and open loans', async () => {
    serve(() => undefined);
    // config.manage alone: the two catalogue tabs, not the queue or the pool.
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'Products',
      'Agreement',
    ]);
    const table = await screen.findByRole('table', { name: 'Loan products' });
    expect(table.textContent).toContain('7, 14, 30 days');
    expect(table.textContent).toContain('0.05%/day, 18.25%/year');
    expect(table.textContent).toContain('50.00–2,000.00 (established 10,000.00)');
    expect(table.textContent).toContain('3 (2,500.00 USDT out)');
  });

  it('edits a product, checking terms and limits here first', async () => {
    const calls = serve((call) =>
      call.method === 'POST' && call.path === '/loans/products/1'
        ? success({ ...PRODUCT, terms: [14, 30, 60] })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit LOAN-STARTER' }));
    type('Terms (days)', '30, 14');
    type('Limit, established (USDT)', '1000');
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText(/ascending, e\.g\. 7, 14, 30/)).toBeTruthy();
    expect(screen.getByText('At least the verified limit.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    type('Terms (days)', '14, 30, 60');
    type('Limit, established (USDT)', '10000');
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText(/loans already applied for keep their terms/i)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      code: 'LOAN-STARTER',
      terms: [14, 30, 60],
      dailyRate: '0.0005',
      minAmount: '50',
      maxVerified: '2000',
      maxEstablished: '10000',
      active: true,
      sort: 1,
      texts: PRODUCT.texts,
    });
  });
});

describe('the agreement', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists its versions and publishes a new one from the current, every field required', async () => {
    const amended = `${TEMPLATE}\nClause 9. A copy is sent by email.`;
    const calls = serve((call) =>
      call.method === 'POST' && call.path === '/loans/agreement'
        ? success({
            ...AGREEMENT,
            version: 4,
            texts: [{ lang: 'en', template: amended, sha256: 'c'.repeat(64) }],
          })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Agreement' }));
    const versions = await screen.findByRole('table', { name: 'Agreement versions' });
    expect(within(versions).getAllByRole('row')).toHaveLength(3);
    expect(versions.textContent).toContain('40');

    fireEvent.click(screen.getByRole('button', { name: 'New version' }));
    const editor = screen.getByRole('group', { name: 'New agreement version' });
    expect(within(editor).getByText('New version 4')).toBeTruthy();
    // A missing field is named at the field, and publishing stops before the server.
    type('Agreement (en)', TEMPLATE.replace('{{repaymentAmount}}', 'the sum'));
    expect(within(editor).getByText(/missing \{\{repaymentAmount\}\}/)).toBeTruthy();
    fireEvent.click(within(editor).getByRole('button', { name: 'Publish…' }));
    expect(await within(editor).findByText(/en: Fields: missing/)).toBeTruthy();

    // German emptied: it reads the English; the version goes out in English alone.
    type('Agreement (en)', amended);
    fireEvent.change(within(editor).getByLabelText('Text language'), { target: { value: 'de' } });
    type('Agreement (de)', '');
    fireEvent.click(within(editor).getByRole('button', { name: 'Publish…' }));
    expect(editor.textContent).toContain('Publish version 4 in en?');
    fireEvent.click(within(editor).getByRole('button', { name: 'Publish version 4' }));
    expect(await within(editor).findByText('Version 4 published in en.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { texts: [{ lang: 'en', template: amended.trim() }] },
    ]);
  });
});
