import { Code } from '@swx/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, renderAt, serveApi, signIn, success, type ApiCall } from '../../test/harness';
import type {
  SmartExpiration,
  SmartFunding,
  SmartOverview,
  SmartPlanAdmin,
  SmartProductAdmin,
} from './api';
import { SmartPage } from './smart-page';

const OVERVIEW: SmartOverview = {
  reserve: '997480.400000',
  reserved: '2519.600000',
  accruedUnpaid: '12.000000',
  principal: '104000.000000',
  earningPlans: 3,
  plans: { earning: 3, profit_shared: 1, closed: 2, expired: 0 },
  paidInterest: '45.000000',
  pendingFundings: 1,
  pendingExpirations: 0,
};

const FUNDING: SmartFunding = {
  id: '4',
  amount: '5000.000000',
  reason: 'Quarterly top-up',
  status: 'pending',
  requestedBy: '7',
  requestedByName: 'ada',
  requestedAt: '2026-11-20T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  journalId: null,
};

const PRODUCT: SmartProductAdmin = {
  id: 1,
  code: 'EA-STEADY-7',
  termDays: 7,
  minAmount: '100.000000',
  maxAmount: '50000.000000',
  dailyRate: '0.0003',
  annualRate: '0.1095',
  payout: 'daily',
  accrualMinute: 0,
  onePerUser: false,
  active: true,
  sort: 1,
  texts: [
    { lang: 'en', name: 'EA Steady 7', description: 'Seven days at a fixed rate.' },
    { lang: 'fr', name: 'EA Stable 7', description: 'Sept jours à taux fixe.' },
  ],
  earningPlans: 2,
  earningPrincipal: '3000.000000',
  capacity: '50000.000000',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const PLAN: SmartPlanAdmin = {
  id: '9',
  orderNo: 'SM0000000009',
  productId: 1,
  productCode: 'EA-STEADY-7',
  productName: 'EA Steady 7',
  principal: '1000.000000',
  termDays: 7,
  dailyRate: '0.0003',
  annualRate: '0.1095',
  payout: 'daily',
  accrualMinute: 0,
  penaltyRate: '0.05',
  totalInterest: '2.100000',
  startedAt: '2026-11-20T10:00:00.000Z',
  firstAccrualAt: '2026-11-22T00:00:00.000Z',
  nextAccrualAt: '2026-11-22T00:00:00.000Z',
  maturesAt: '2026-11-28T00:00:00.000Z',
  daysAccrued: 0,
  accruedInterest: '0.000000',
  paidInterest: '0.000000',
  todayEarnings: '0.000000',
  status: 'earning',
  endedAt: null,
  exitPenalty: null,
  exitReturned: null,
  userId: '12',
  username: 'bob',
};

const EXPIRATION: SmartExpiration = {
  id: '3',
  planId: '9',
  planNo: 'SM0000000009',
  userId: '12',
  username: 'bob',
  principal: '1000.000000',
  planStatus: 'earning',
  reason: 'Product line wound down',
  status: 'pending',
  requestedBy: '7',
  requestedByName: 'ada',
  requestedAt: '2026-11-21T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  journalId: null,
};

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 50 });

function serve(extra: (call: ApiCall) => ReturnType<typeof success> | undefined = () => undefined) {
  return serveApi((call) => {
    if (call.method === 'GET' && call.path === '/smart/overview') return success(OVERVIEW);
    if (call.method === 'GET' && call.path === '/smart/fundings?status=pending&page=1&pageSize=50')
      return success(page([FUNDING]));
    if (call.method === 'GET' && call.path === '/smart/products')
      return success({ items: [PRODUCT] });
    if (call.method === 'GET' && call.path.startsWith('/smart/plans')) return success(page([PLAN]));
    if (call.method === 'GET' && call.path.startsWith('/smart/expirations?status=pending'))
      return success(page([EXPIRATION]));
    return extra(call);
  });
}

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('smart plans', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows only the tabs the role grants', async () => {
    serve();
    signIn(['users.read']);
    renderAt(<SmartPage />);
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Plans']);
    expect(await screen.findByText('SM0000000009')).toBeTruthy();
    // Reading plans is not ending them (ledger.adjust).
    expect(screen.queryByRole('button', { name: 'End SM0000000009 early' })).toBeNull();
  });

  it('asks to end an earning plan early, with a reason and what it pays in words', async () => {
    const calls = serve((call) =>
      call.method === 'POST' && call.path === '/smart/plans/9/expire'
        ? success(EXPIRATION)
        : undefined,
    );
    signIn(['ledger.adjust', 'users.read']);
    renderAt(<SmartPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Plans' }));
    fireEvent.click(await screen.findByRole('button', { name: 'End SM0000000009 early' }));
    expect(
      screen.getByText(/1,000\.00 USDT principal and the interest earned so far/),
    ).toBeTruthy();
    type('Reason', 'no');
    fireEvent.click(screen.getByRole('button', { name: 'Request early end' }));
    expect(await screen.findByText(/at least 3 characters/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    type('Reason', 'Product line wound down');
    fireEvent.click(screen.getByRole('button', { name: 'Request early end' }));
    expect(await screen.findByText(/early end #3 requested/i)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      reason: 'Product line wound down',
    });
  });

  it('approves an early end in its own tab and says which journal paid it', async () => {
    const calls = serve((call) =>
      call.method === 'POST' && call.path === '/smart/expirations/3/approve'
        ? success({ ...EXPIRATION, status: 'approved', planStatus: 'expired', journalId: '77' })
        : undefined,
    );
    signIn(['ledger.adjust', 'users.read']);
    renderAt(<SmartPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Early ends' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Review #3' }));
    expect(screen.getByText(/Asked by ada: “Product line wound down”/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    fireEvent.click(screen.getByRole('button', { name: /confirm approval/i }));
    expect(await screen.findByText('Early end #3 approved (journal #77).')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/smart/expirations/3/approve')).toHaveLength(1);
  });

  it('shows the reserve against its promises and asks for a funding in words', async () => {
    const calls = serve((call) =>
      call.method === 'POST' && call.path === '/smart/fundings'
        ? success({ ...FUNDING, id: '5', amount: '2500.500000' })
        : undefined,
    );
    signIn(['ledger.adjust', 'users.read', 'config.manage']);
    renderAt(<SmartPage />);
    const figures = await screen.findByRole('region', { name: 'Reserve overview' });
    expect(figures.textContent).toContain('997,480.40 USDT');
    expect(figures.textContent).toContain('2,519.60 USDT');
    expect(figures.textContent).toContain('3 earning plans');

    fireEvent.click(screen.getByRole('button', { name: 'New funding' }));
    type(/amount/i, '-250');
    expect(screen.getByTestId('funding-preview').textContent).toBe(
      'Take 250 USDT back from the yield reserve to operator capital',
    );
    type(/amount/i, '1e3');
    type(/reason/i, 'Quarterly top-up of the reserve');
    fireEvent.click(screen.getByRole('button', { name: 'Request funding' }));
    expect(await screen.findByText(/enter a decimal like 5000/i)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    type(/amount/i, '2500.5');
    expect(screen.getByTestId('funding-preview').textContent).toBe(
      'Fund the yield reserve with 2500.5 USDT from operator capital',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Request funding' }));
    expect(await screen.findByText(/funding #5 requested/i)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      amount: '2500.5',
      reason: 'Quarterly top-up of the reserve',
    });
  });

  it('shows the server’s refusal when the requester approves their own funding', async () => {
    const message = 'A different staff member must approve this.';
    const calls = serve((call) =>
      call.method === 'POST' && call.path === '/smart/fundings/4/approve'
        ? refusal(Code.SECOND_APPROVER_REQUIRED, message)
        : undefined,
    );
    signIn(['ledger.adjust']);
    renderAt(<SmartPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Review #4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    fireEvent.click(screen.getByRole('button', { name: /confirm approval/i }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/smart/fundings/4/approve')).toHaveLength(1),
    );
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('filters plans by user and status', async () => {
    const calls = serve();
    signIn(['users.read']);
    renderAt(<SmartPage />);
    await screen.findByText('SM0000000009');
    type('User ID', 'x1');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('A numeric user id.')).toBeTruthy();
    type('User ID', '12');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'closed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain(
        '/smart/plans?userId=12&status=closed&page=1&pageSize=50',
      ),
    );
    expect(calls.filter((c) => c.path.includes('x1'))).toHaveLength(0);
  });

  it('edits a product with its texts per language, English required', async () => {
    const calls = serve((call) =>
      call.method === 'POST' && call.path === '/smart/products/1'
        ? success({ ...PRODUCT, dailyRate: '0.0004' })
        : undefined,
    );
    signIn(['config.manage']);
    renderAt(<SmartPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit EA-STEADY-7' }));
    type('Daily rate', '0.0004');
    // Emptying the English text: refused here, nothing sent.
    type('Name (en)', '');
    type('Description (en)', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText(/english is required/i)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    type('Name (en)', 'EA Steady 7');
    type('Description (en)', 'Seven days at a fixed rate, paid from the reserve.');
    fireEvent.change(screen.getByLabelText('Text language'), { target: { value: 'de' } });
    type('Name (de)', 'EA Stetig 7');
    type('Description (de)', 'Sieben Tage zu einem festen Satz.');
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText(/plans already sold keep their terms/i)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      code: 'EA-STEADY-7',
      termDays: 7,
      minAmount: '100',
      maxAmount: '50000',
      dailyRate: '0.0004',
      payout: 'daily',
      accrualMinute: 0,
      onePerUser: false,
      active: true,
      sort: 1,
      texts: [
        {
          lang: 'en',
          name: 'EA Steady 7',
          description: 'Seven days at a fixed rate, paid from the reserve.',
        },
        { lang: 'de', name: 'EA Stetig 7', description: 'Sieben Tage zu einem festen Satz.' },
        { lang: 'fr', name: 'EA Stable 7', description: 'Sept jours à taux fixe.' },
      ],
    });
  });
});
