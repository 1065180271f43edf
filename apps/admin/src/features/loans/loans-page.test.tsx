import { Code } from '@swx/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, renderAt, serveApi, signIn, success, type ApiCall } from '../../test/harness';
import type { LoanAdmin, LoanAdminDetail, LoanOverview } from './api';
import { LoansPage } from './loans-page';

const LOAN: LoanAdmin = {
  id: '9',
  loanNo: 'LN0000000009',
  productId: 1,
  productName: 'Starter loan',
  amount: '1500.000000',
  termDays: 14,
  dailyRate: '0.0005',
  interestFreeDays: 7,
  totalInterest: '5.250000',
  repaymentAmount: '1505.250000',
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
  userId: '12',
  username: 'bob',
  needsTwo: true,
  firstApprovedBy: null,
  firstApprovedByName: null,
  firstApprovedAt: null,
  decidedBy: null,
  decidedByName: null,
  decidedAt: null,
};

const SHA = 'c'.repeat(64);

const DETAIL: LoanAdminDetail = {
  ...LOAN,
  repayments: [],
  agreementSha256: SHA,
  agreementVersion: 1,
  kycId: '31',
  applicant: {
    firstName: 'Alex',
    lastName: 'Tester',
    sex: 'female',
    birthdate: '1990-04-12',
    country: 'DE',
    address: 'Torstraße 1, 10119 Berlin',
    phone: '+49 30 1234567',
    documentType: 'passport',
    photos: { front: 'f.png', back: 'b.png', hand: 'h.png' },
  },
  agreement: {
    loanId: '9',
    loanNo: 'LN0000000009',
    version: 1,
    language: 'en',
    text: 'Loan agreement: 1,500.00 USDT for 14 days.',
    sha256: SHA,
    signedAt: '2026-11-27T10:00:00.000Z',
    signedIp: '203.0.113.7',
    signatureKey: 's.png',
  },
};

const OVERVIEW: LoanOverview = {
  pool: '500000.000000',
  committed: '1500.000000',
  available: '498500.000000',
  outstandingPrincipal: '12000.000000',
  overduePrincipal: '500.000000',
  interestIncome: '321.500000',
  loans: { pending_review: 1, signed: 0, repaying: 9, repaid: 4, expired: 1, rejected: 2 },
  pendingFundings: 0,
  fourEyesUsdt: '1000.000000',
};

function serve(
  extra: (call: ApiCall) => ReturnType<typeof success> | undefined,
  permissions = ['loans.review'],
) {
  const calls = serveApi((call) => {
    if (call.method === 'GET' && call.path === '/loans?status=pending_review&page=1&pageSize=50')
      return success({ items: [LOAN], total: 1, page: 1, pageSize: 50 });
    if (call.method === 'GET' && call.path === '/loans/9') return success(DETAIL);
    if (call.method === 'GET' && call.path === '/loans/overview') return success(OVERVIEW);
    if (call.method === 'GET' && call.path === '/loans/fundings?status=pending&page=1&pageSize=50')
      return success({ items: [], total: 0, page: 1, pageSize: 50 });
    return extra(call);
  });
  signIn(permissions, 3);
  renderAt(<LoansPage />);
  return calls;
}

async function openLoan() {
  const list = await screen.findByRole('list', { name: 'pending review loans' });
  expect(within(list).getByText(/Two approvals/)).toBeTruthy();
  fireEvent.click(within(list).getByText('LN0000000009'));
  return screen.findByRole('article', { name: 'Loan LN0000000009' });
}

describe('reviewing a loan', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the applicant from the KYC record and the agreement as signed, with its hash', async () => {
    serve(() => undefined);
    const detail = await openLoan();
    expect(detail.textContent).toContain('Alex Tester');
    expect(detail.textContent).toContain('KYC #31');
    expect(detail.textContent).toContain('Loan agreement: 1,500.00 USDT for 14 days.');
    expect(detail.textContent).toContain(SHA);
    expect(detail.textContent).toContain('203.0.113.7');
    expect(within(detail).getByText('Two different staff')).toBeTruthy();
  });

  it('above the threshold the first approval countersigns, and says a second person pays', async () => {
    const calls = serve((call) =>
      call.method === 'POST' && call.path === '/loans/9/approve'
        ? success({ ...DETAIL, status: 'signed', firstApprovedBy: '3' })
        : undefined,
    );
    const detail = await openLoan();
    fireEvent.click(within(detail).getByRole('button', { name: 'Approve' }));
    expect(detail.textContent).toContain('A different staff member then approves');
    fireEvent.click(within(detail).getByRole('button', { name: 'Countersign' }));
    expect(
      await screen.findByText(
        'Loan LN0000000009 countersigned: a different staff member approves the disbursement.',
      ),
    ).toBeTruthy();
    expect(calls.filter((c) => c.path === '/loans/9/approve')).toHaveLength(1);
  });

  it('declines with a reason the customer sees, and shows a refusal as it came', async () => {
    const calls = serve((call) =>
      call.method === 'POST' && call.path === '/loans/9/reject'
        ? refusal(Code.ALREADY_DECIDED, 'Already decided')
        : undefined,
    );
    const detail = await openLoan();
    fireEvent.click(within(detail).getByRole('button', { name: 'Decline' }));
    fireEvent.change(within(detail).getByLabelText('Reason for declining'), {
      target: { value: 'Income too low for this amount' },
    });
    fireEvent.click(within(detail).getByRole('button', { name: 'Decline loan' }));
    expect(await screen.findByText(/Already decided/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/loans/9/reject')?.body).toEqual({
      reason: 'Income too low for this amount',
    });
  });
});

describe('the loan pool', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a tab only for those who may fund it', async () => {
    serve(() => undefined);
    await screen.findByRole('list', { name: 'pending review loans' });
    expect(screen.queryByRole('tab', { name: 'Pool' })).toBeNull();
  });

  it('shows what it can lend against what it lent, and asks for a funding in words', async () => {
    const calls = serve(
      (call) =>
        call.method === 'POST' && call.path === '/loans/fundings'
          ? success({
              id: '5',
              amount: '2500.000000',
              reason: 'Quarterly top-up of the pool',
              status: 'pending',
              requestedBy: '3',
              requestedByName: 'ada',
              requestedAt: '2026-11-27T10:00:00.000Z',
              decidedBy: null,
              decidedAt: null,
              decisionReason: null,
              journalId: null,
            })
          : undefined,
      ['loans.review', 'ledger.adjust'],
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Pool' }));
    const figures = await screen.findByRole('region', { name: 'Loan pool overview' });
    expect(figures.textContent).toContain('498,500.00 USDT');
    expect(figures.textContent).toContain('12,000.00 USDT');
    expect(figures.textContent).toContain('Of which overdue 500.00 USDT');
    expect(figures.textContent).toContain('321.50 USDT');
    expect(figures.textContent).toContain('1 application');

    fireEvent.click(screen.getByRole('button', { name: 'New funding' }));
    fireEvent.change(screen.getByLabelText(/amount/i), { target: { value: '2500' } });
    expect(screen.getByTestId('funding-preview').textContent).toBe(
      'Fund the loan pool with 2500 USDT from operator capital',
    );
    fireEvent.change(screen.getByLabelText(/reason/i), {
      target: { value: 'Quarterly top-up of the pool' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Request funding' }));
    expect(await screen.findByText(/funding #5 requested/i)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      amount: '2500',
      reason: 'Quarterly top-up of the pool',
    });
  });
});
