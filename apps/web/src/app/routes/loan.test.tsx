import {
  Code,
  statusOfBook,
  type LoanDetail,
  type LoanProduct,
  type LoanQuote,
  type LoanStanding,
} from '@swx/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { fakeApi, fakeModalDialogs, loginAnswer, renderApp, testUser } from '../../test/render';
import { balancesOf, UUID, type Handler } from '../../test/trading-kit';
import { LoanPage } from './loan';
import { LoanDetailPage } from './loan-detail';
import { RequireAuth } from './require-auth';

/** The pages as the router mounts them (the loan behind the login guard). */
const routes: RouteObject[] = [
  { path: '/loan', element: <LoanPage /> },
  {
    element: <RequireAuth />,
    children: [{ path: '/loan/detail', element: <LoanDetailPage /> }],
  },
];

const product = (over: Partial<LoanProduct> = {}): LoanProduct => ({
  id: 1,
  code: 'LOAN-STARTER',
  name: 'Starter loan',
  description: 'A short loan for verified customers.',
  lang: 'en',
  terms: [7, 14, 30],
  dailyRate: '0.0005',
  annualRate: '0.1825',
  interestFreeDays: 7,
  limits: [
    { level: 'unverified', minAmount: '50.000000', maxAmount: '0.000000' },
    { level: 'verified', minAmount: '50.000000', maxAmount: '2000.000000' },
    { level: 'established', minAmount: '50.000000', maxAmount: '5000.000000' },
  ],
  ...over,
});

const standing = (over: Partial<LoanStanding> = {}): LoanStanding => ({
  level: 'verified',
  kycStatus: 'verified',
  activeLoans: 0,
  maxActive: 1,
  overdue: false,
  poolAvailable: '500000.000000',
  ...over,
});

const AGREEMENT = 'Loan agreement\n\nAmount: 500.00 USDT\nRepayment: 501.75 USDT';
const AGREEMENT_SHA = 'a'.repeat(64);

const quote = (over: Partial<LoanQuote> = {}): LoanQuote => ({
  productId: 1,
  productName: 'Starter loan',
  amount: '500.000000',
  termDays: 14,
  dailyRate: '0.0005',
  annualRate: '0.1825',
  interestFreeDays: 7,
  chargeableDays: 7,
  totalInterest: '1.750000',
  repaymentAmount: '501.750000',
  repaymentDate: '2026-12-11T10:00:00.000Z',
  applicant: {
    firstName: 'Alex',
    lastName: 'Tester',
    sex: 'female',
    birthdate: '1990-04-12',
    country: 'DE',
    address: 'Torstraße 1, 10119 Berlin',
    phone: '+49 30 1234567',
    documentType: 'passport',
    photos: { front: 'f', back: 'b', hand: 'h' },
  },
  agreement: { version: 1, language: 'en', text: AGREEMENT, sha256: AGREEMENT_SHA },
  ...over,
});

const loan = (over: Partial<LoanDetail> = {}): LoanDetail => ({
  id: '9',
  loanNo: 'LN0000000009',
  productId: 1,
  productName: 'Starter loan',
  amount: '500.000000',
  termDays: 14,
  dailyRate: '0.0005',
  interestFreeDays: 7,
  totalInterest: '1.750000',
  repaymentAmount: '501.750000',
  status: 'pending_review',
  appliedAt: '2026-11-27T10:00:00.000Z',
  disbursedAt: null,
  dueAt: null,
  interestToDate: '0.000000',
  principalRepaid: '0.000000',
  interestPaid: '0.000000',
  outstanding: '0.000000',
  closedAt: null,
  rejectReason: null,
  repayments: [],
  agreementSha256: AGREEMENT_SHA,
  agreementVersion: 1,
  ...over,
});

function stub(handlers: Record<string, Handler> = {}) {
  const api = fakeApi({
    'POST /user/getUserInfo': () => ({ result: testUser }),
    'GET /user/listBalances': () => ({ result: balancesOf('10000.000000', '800.000000') }),
    'GET /user/listLoanProduct': () => ({ result: { items: [product()], standing: standing() } }),
    'POST /user/loanQuote': () => ({ result: quote() }),
    'GET /user/listLoanRecord': () => ({
      result: { items: [loan()], total: 1, page: 1, pageSize: 10 },
    }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const posts = (api: ReturnType<typeof stub>, path: string) =>
  api.calls.filter((c) => c.method === 'POST' && c.url.pathname.endsWith(path));

/** jsdom draws nothing: a 2D context that takes the pad's strokes, and a PNG out of it. */
function fakeCanvas() {
  const context = {
    beginPath: vi.fn(),
    arc: vi.fn(),
    fill: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    stroke: vi.fn(),
    fillRect: vi.fn(),
    fillText: vi.fn(),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
    callback(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' })),
  );
  HTMLCanvasElement.prototype.setPointerCapture = () => undefined;
  return context;
}

/** A stroke across the pad with one pointer. */
function draw(pad: HTMLElement) {
  fireEvent.pointerDown(pad, { pointerId: 1, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(pad, { pointerId: 1, clientX: 60, clientY: 40 });
  fireEvent.pointerUp(pad, { pointerId: 1, clientX: 60, clientY: 40 });
}

fakeModalDialogs();

beforeEach(() => {
  session.login(loginAnswer.result);
  session.setVirtualStatus(statusOfBook('real'));
});

afterEach(() => {
  act(() => session.clear('logout'));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Opens the application of the first product, picks 14 days and types `amount`. */
async function fillApplication(amount: string) {
  fireEvent.click(await screen.findByTestId('loan-product-apply'));
  const form = await screen.findByTestId('loan-apply-form');
  fireEvent.click(within(form).getByTestId('loan-apply-term-14'));
  fireEvent.change(within(form).getByTestId('loan-apply-amount'), { target: { value: amount } });
  fireEvent.click(within(form).getByTestId('loan-apply-review'));
  return form;
}

describe('/loan: loans on offer', () => {
  it('shows each product with its rates, terms, free days and the reader’s limit', async () => {
    stub();
    renderApp(routes, '/loan');
    const card = await screen.findByTestId('loan-product');
    expect(card.textContent).toContain('0.05% a day');
    expect(card.textContent).toContain('18.25% a year');
    expect(card.textContent).toContain('7 days · 14 days · 30 days');
    expect(within(card).getByTestId('loan-product-limit').textContent).toBe(
      '50.00 USDT – 2,000.00 USDT',
    );
    // The next level's limit, as an incentive.
    expect(card.textContent).toContain('After a loan repaid on time, up to');
    expect(card.textContent).toContain('5,000.00 USDT');
    expect(screen.getByTestId('loan-standing').getAttribute('data-level')).toBe('verified');
    expect((within(card).getByTestId('loan-product-apply') as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('an unverified reader is told to verify, and cannot apply', async () => {
    stub({
      'GET /user/listLoanProduct': () => ({
        result: {
          items: [product()],
          standing: standing({ level: 'unverified', kycStatus: 'none' }),
        },
      }),
    });
    renderApp(routes, '/loan');
    const card = await screen.findByTestId('loan-product');
    expect(screen.getByTestId('loan-standing').textContent).toContain(
      'Loans need a verified identity',
    );
    expect((within(card).getByTestId('loan-product-apply') as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('in demo mode, Apply first offers the real account and sends nothing', async () => {
    session.setVirtualStatus(statusOfBook('demo'));
    const api = stub();
    renderApp(routes, '/loan');
    fireEvent.click(await screen.findByTestId('loan-product-apply'));
    const prompt = await screen.findByTestId('loans-real-prompt');
    expect(prompt.textContent).toContain('Loans are paid to your real account');
    expect(screen.queryByTestId('loan-apply-form')).toBeNull();
    fireEvent.click(within(prompt).getByTestId('loans-real-switch'));
    expect(await screen.findByTestId('loan-apply-form')).toBeTruthy();
    expect(session.get().virtualStatus).toBe(statusOfBook('real'));
    expect(posts(api, '/user/loanQuote')).toHaveLength(0);
  });
});

describe('/loan: applying', () => {
  it('refuses an amount beyond the reader’s limit at the field, without asking the server', async () => {
    const api = stub();
    renderApp(routes, '/loan');
    const form = await fillApplication('2000.01');
    expect(form.textContent).toContain('From 50.00 USDT to 2,000.00 USDT');
    expect(within(form).getByTestId('loan-apply-amount').getAttribute('aria-invalid')).toBe('true');
    expect(posts(api, '/user/loanQuote')).toHaveLength(0);
  });

  it('shows the terms and details, then the agreement; signs and posts what was shown', async () => {
    fakeCanvas();
    const api = stub({
      'POST /user/loan': () => ({ code: Code.SUBMITTED_FOR_REVIEW, result: loan() }),
    });
    renderApp(routes, '/loan');
    await fillApplication('500');
    const review = await screen.findByTestId('loan-apply-quote');
    expect(posts(api, '/user/loanQuote')[0]!.body).toEqual({
      productId: 1,
      amount: '500',
      days: 14,
    });
    // The figures of the server's quote: 500 × 0.0005 × (14 − 7) = 1.75.
    expect(within(review).getByTestId('loan-quote-interest').textContent).toBe('1.75 USDT');
    expect(within(review).getByTestId('loan-quote-repayment').textContent).toBe('501.75 USDT');
    expect(review.textContent).toContain('Alex Tester');
    expect(review.textContent).toContain('Torstraße 1, 10119 Berlin');
    // The agreement only after the details are confirmed.
    const next = within(review).getByTestId('loan-apply-to-agreement') as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(within(review).getByTestId('loan-apply-details-confirmed'));
    expect(next.disabled).toBe(false);
    fireEvent.click(next);

    const sign = await screen.findByTestId('loan-apply-sign');
    expect(within(sign).getByTestId('loan-agreement-text').textContent).toBe(AGREEMENT);
    expect(within(sign).getByTestId('loan-agreement-sha256').textContent).toBe(AGREEMENT_SHA);
    const submit = within(sign).getByTestId('loan-apply-submit') as HTMLButtonElement;
    // Neither signed nor agreed, then agreed but not signed: nothing to send.
    expect(submit.disabled).toBe(true);
    fireEvent.click(within(sign).getByTestId('loan-apply-agree'));
    expect(submit.disabled).toBe(true);
    const pad = within(sign).getByTestId('signature-pad');
    draw(pad);
    expect(pad.getAttribute('data-signed')).toBe('true');
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);

    await screen.findByTestId('loan-apply-result');
    const [sent] = posts(api, '/user/loan');
    expect(sent!.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(sent!.headers.get('X-Real-Account')).toBe('YES');
    const form = sent!.form!;
    expect(form.get('productId')).toBe('1');
    expect(form.get('amount')).toBe('500.000000');
    expect(form.get('days')).toBe('14');
    expect(form.get('agreementVersion')).toBe('1');
    expect(form.get('agreementSha256')).toBe(AGREEMENT_SHA);
    expect(form.get('detailsConfirmed')).toBe('true');
    const signature = form.get('signature') as File;
    expect(signature.type).toBe('image/png');
    expect(signature.size).toBeGreaterThan(0);
    expect(screen.getByTestId('loan-apply-result-no').textContent).toBe('LN0000000009');
  });

  it('a changed agreement (10067) is quoted again and shown before signing anew', async () => {
    fakeCanvas();
    let quotes = 0;
    const api = stub({
      'POST /user/loanQuote': () => {
        quotes += 1;
        return {
          result:
            quotes === 1
              ? quote()
              : quote({
                  agreement: { version: 2, language: 'en', text: 'v2', sha256: 'b'.repeat(64) },
                }),
        };
      },
      'POST /user/loan': () => ({
        status: 400,
        code: Code.TERMS_CHANGED,
        msg: 'The terms changed',
      }),
    });
    renderApp(routes, '/loan');
    await fillApplication('500');
    const review = await screen.findByTestId('loan-apply-quote');
    fireEvent.click(within(review).getByTestId('loan-apply-details-confirmed'));
    fireEvent.click(within(review).getByTestId('loan-apply-to-agreement'));
    const sign = await screen.findByTestId('loan-apply-sign');
    fireEvent.click(within(sign).getByTestId('loan-apply-agree'));
    draw(within(sign).getByTestId('signature-pad'));
    fireEvent.click(within(sign).getByTestId('loan-apply-submit'));

    // Back to the terms with the new agreement; signing again shows version 2.
    const again = await screen.findByTestId('loan-apply-quote');
    await waitFor(() => expect(posts(api, '/user/loanQuote')).toHaveLength(2));
    fireEvent.click(within(again).getByTestId('loan-apply-details-confirmed'));
    fireEvent.click(within(again).getByTestId('loan-apply-to-agreement'));
    expect((await screen.findByTestId('loan-agreement-sha256')).textContent).toBe('b'.repeat(64));
  });
});

describe('/loan/detail: one loan', () => {
  const repaying = loan({
    status: 'repaying',
    disbursedAt: '2026-11-27T10:05:00.000Z',
    dueAt: '2026-12-11T10:05:00.000Z',
    outstanding: '500.000000',
  });

  it('repays all that is owed now from the real balance, with an Idempotency-Key', async () => {
    const api = stub({
      'GET /user/getLoanById/9': () => ({ result: repaying }),
      'POST /user/repayLoan': () => ({
        result: loan({ ...repaying, status: 'repaid', outstanding: '0.000000' }),
      }),
    });
    renderApp(routes, '/loan/detail?id=9');
    const detail = await screen.findByTestId('loan-detail');
    expect(within(detail).getByTestId('loan-detail-outstanding').textContent).toBe('500.00 USDT');
    fireEvent.click(within(detail).getByTestId('loan-repay-all'));
    fireEvent.click(within(detail).getByTestId('loan-repay-submit'));
    await waitFor(() => expect(posts(api, '/user/repayLoan')).toHaveLength(1));
    const [sent] = posts(api, '/user/repayLoan');
    expect(sent!.body).toEqual({ id: '9', amount: '500.000000' });
    expect(sent!.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(sent!.headers.get('X-Real-Account')).toBe('YES');
  });

  it('refuses a repayment above what is owed at the field', async () => {
    const api = stub({ 'GET /user/getLoanById/9': () => ({ result: repaying }) });
    renderApp(routes, '/loan/detail?id=9');
    const detail = await screen.findByTestId('loan-detail');
    fireEvent.change(within(detail).getByTestId('loan-repay-amount'), {
      target: { value: '500.01' },
    });
    fireEvent.click(within(detail).getByTestId('loan-repay-submit'));
    expect(await within(detail).findByText('You owe 500.00 USDT now.')).toBeTruthy();
    expect(posts(api, '/user/repayLoan')).toHaveLength(0);
  });

  it('a loan under review offers no repayment, and shows the stored fingerprint', async () => {
    stub({ 'GET /user/getLoanById/9': () => ({ result: loan() }) });
    renderApp(routes, '/loan/detail?id=9');
    const detail = await screen.findByTestId('loan-detail');
    expect(detail.getAttribute('data-status')).toBe('pending_review');
    expect(within(detail).queryByTestId('loan-repay-form')).toBeNull();
    expect(within(detail).getByTestId('loan-agreement-stored-sha256').textContent).toBe(
      AGREEMENT_SHA,
    );
  });
});
