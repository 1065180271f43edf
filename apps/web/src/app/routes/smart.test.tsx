import { Code, statusOfBook, type SmartOrderDetail, type SmartProduct } from '@swx/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { fakeApi, fakeModalDialogs, loginAnswer, renderApp, testUser } from '../../test/render';
import { balancesOf, UUID, type Handler } from '../../test/trading-kit';
import { RequireAuth } from './require-auth';
import { SmartPage } from './smart';
import { SmartPlanPage } from './smart-plan';

/** The pages as the router mounts them (the plan behind the login guard). */
const routes: RouteObject[] = [
  { path: '/trading', element: <SmartPage /> },
  {
    element: <RequireAuth />,
    children: [{ path: '/trading/plan', element: <SmartPlanPage /> }],
  },
];

const product = (over: Partial<SmartProduct> = {}): SmartProduct => ({
  id: 3,
  code: 'EA-STABLE-30',
  name: 'Stable 30',
  description: 'Thirty days at a fixed rate.',
  lang: 'en',
  termDays: 30,
  minAmount: '100.000000',
  maxAmount: '10000.000000',
  dailyRate: '0.001',
  annualRate: '0.365',
  payout: 'daily',
  accrualMinute: 480,
  penaltyRate: '0.05',
  onePerUser: false,
  capacity: '50000.000000',
  ...over,
});

const plan = (over: Partial<SmartOrderDetail> = {}): SmartOrderDetail => ({
  id: '7',
  orderNo: 'SP0000000007',
  productId: 3,
  productCode: 'EA-STABLE-30',
  productName: 'Stable 30',
  principal: '1000.000000',
  termDays: 30,
  dailyRate: '0.001',
  annualRate: '0.365',
  payout: 'maturity',
  accrualMinute: 480,
  penaltyRate: '0.05',
  totalInterest: '30.000000',
  startedAt: '2026-11-20T10:00:00.000Z',
  firstAccrualAt: '2026-11-22T08:00:00.000Z',
  nextAccrualAt: '2026-11-24T08:00:00.000Z',
  maturesAt: '2026-12-21T08:00:00.000Z',
  daysAccrued: 2,
  accruedInterest: '2.000000',
  paidInterest: '0.000000',
  todayEarnings: '0.000000',
  status: 'earning',
  endedAt: null,
  exitPenalty: null,
  exitReturned: null,
  accruals: [
    { day: 1, at: '2026-11-22T08:00:00.000Z', amount: '1.000000', paid: false, journalId: '41' },
    { day: 2, at: '2026-11-23T08:00:00.000Z', amount: '1.000000', paid: false, journalId: '42' },
  ],
  ...over,
});

const quote = {
  id: '7',
  principal: '1000.000000',
  daysAccrued: 2,
  unpaidInterest: '2.123456',
  penalty: '50.000000',
  returned: '952.123456',
  forfeited: '27.876544',
  paidInterest: '0.000000',
  validUntil: '2026-11-24T08:00:00.000Z',
};

const summary = {
  inPlans: '1002.000000',
  earning: 1,
  todayEarnings: '1.000000',
  totalEarned: '12.345678',
};

function stub(handlers: Record<string, Handler> = {}) {
  const api = fakeApi({
    'POST /user/getUserInfo': () => ({ result: testUser }),
    'GET /user/listBalances': () => ({ result: balancesOf('10000.000000', '2500.000000') }),
    'GET /order/listSmartProduct': () => ({ result: { items: [product()] } }),
    'GET /order/listSmartOrder': () => ({
      result: { items: [plan()], total: 1, page: 1, pageSize: 10, summary },
    }),
    'GET /order/getSmartOrderById/7': () => ({ result: plan() }),
    'GET /order/getSmartExitQuote/7': () => ({ result: quote }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const posts = (api: ReturnType<typeof stub>, path: string) =>
  api.calls.filter((c) => c.method === 'POST' && c.url.pathname.endsWith(path));
const gets = (api: ReturnType<typeof stub>, path: string) =>
  api.calls.filter((c) => c.method === 'GET' && c.url.pathname.endsWith(path));

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

/** Opens the buy sheet of the first card, types `amount` and goes to the confirmation. */
async function reviewPurchase(amount: string) {
  fireEvent.click(await screen.findByTestId('smart-product-buy'));
  const sheet = await screen.findByTestId('smart-buy-form');
  await waitFor(() =>
    expect(screen.getByTestId('smart-buy-available').textContent).toContain('2,500.00'),
  );
  fireEvent.change(within(sheet).getByTestId('smart-buy-amount'), { target: { value: amount } });
  fireEvent.click(within(sheet).getByTestId('smart-buy-review'));
  return screen.findByTestId('smart-buy-confirm');
}

describe('/trading: plans on sale', () => {
  it('shows each plan with its rates, term, range and payout, and where the yield comes from', async () => {
    stub();
    renderApp(routes, '/trading');
    const card = await screen.findByTestId('smart-product');
    expect(within(card).getByTestId('smart-product-rate').textContent).toBe(
      '0.1% a day · 36.5% a year',
    );
    expect(within(card).getByTestId('smart-product-term').textContent).toBe('30 days');
    expect(card.textContent).toContain('100.00 USDT – 10,000.00 USDT');
    expect(card.textContent).toContain('Daily');
    expect(screen.getByTestId('smart-yield-source').textContent).toContain(
      'fixed contractual rate paid by the operator, not a trading result',
    );
  });

  it('repeats every term before buying and posts what was shown, with an Idempotency-Key', async () => {
    const api = stub({
      'POST /order/buySmart': () => ({
        code: Code.PURCHASE_SUCCESSFUL,
        result: plan({ payout: 'daily', daysAccrued: 0, accruals: [] }),
      }),
    });
    renderApp(routes, '/trading');
    const confirm = await reviewPurchase('1000,5');
    // 1000.5 × 0.001 × 30 = 30.015; the penalty 5% = 50.025 (two decimals on screen).
    expect(
      within(confirm).getByTestId('smart-buy-confirm-principal').getAttribute('data-amount'),
    ).toBe('1000.500000');
    expect(
      within(confirm).getByTestId('smart-buy-confirm-interest').getAttribute('data-amount'),
    ).toBe('30.015000');
    expect(within(confirm).getByTestId('smart-buy-confirm-interest').textContent).toBe(
      '30.02 USDT',
    );
    expect(
      within(confirm).getByTestId('smart-buy-confirm-maturity').getAttribute('data-amount'),
    ).toBe('1030.515000');
    expect(within(confirm).getByTestId('smart-buy-confirm-penalty').textContent).toContain(
      '50.03 USDT',
    );
    expect(within(confirm).getByTestId('smart-buy-confirm-daily').textContent).toBe('0.1%');
    expect(within(confirm).getByTestId('smart-buy-confirm-annual').textContent).toBe('36.5%');
    expect(within(confirm).getByTestId('smart-buy-confirm-payout').textContent).toContain(
      'about 1.00 USDT a day',
    );
    expect(posts(api, '/order/buySmart')).toHaveLength(0);

    fireEvent.click(within(confirm).getByTestId('smart-buy-submit'));
    await screen.findByTestId('smart-buy-result');
    const [sent] = posts(api, '/order/buySmart');
    expect(sent!.body).toEqual({
      productId: 3,
      days: 30,
      amount: '1000.5',
      dailyRate: '0.001',
      penaltyRate: '0.05',
    });
    expect(sent!.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(sent!.headers.get('X-Real-Account')).toBe('YES');
    expect(screen.getByTestId('smart-buy-result-no').textContent).toBe('SP0000000007');
  });

  it('refuses more than the real balance at the field, before anything is sent', async () => {
    const api = stub();
    renderApp(routes, '/trading');
    fireEvent.click(await screen.findByTestId('smart-product-buy'));
    const sheet = await screen.findByTestId('smart-buy-form');
    await waitFor(() => expect(screen.getByTestId('smart-buy-available')).toBeTruthy());
    fireEvent.change(within(sheet).getByTestId('smart-buy-amount'), { target: { value: '3000' } });
    fireEvent.click(within(sheet).getByTestId('smart-buy-review'));
    expect(await within(sheet).findByText('More than your real balance.')).toBeTruthy();
    expect(screen.queryByTestId('smart-buy-confirm')).toBeNull();
    expect(posts(api, '/order/buySmart')).toHaveLength(0);
  });

  it('says so when the terms changed (10067), shows the new ones and sends those next', async () => {
    let rate = '0.001';
    const api = stub({
      'GET /order/listSmartProduct': () => ({
        result: {
          items: [product({ dailyRate: rate, annualRate: rate === '0.001' ? '0.365' : '0.438' })],
        },
      }),
      'POST /order/buySmart': (body) => {
        if ((body as { dailyRate: string }).dailyRate !== rate) {
          return { status: 409, code: Code.TERMS_CHANGED, msg: 'Terms changed' };
        }
        return { code: Code.PURCHASE_SUCCESSFUL, result: plan() };
      },
    });
    renderApp(routes, '/trading');
    const confirm = await reviewPurchase('1000');
    rate = '0.0012';
    fireEvent.click(within(confirm).getByTestId('smart-buy-submit'));
    expect((await screen.findByTestId('smart-buy-error')).textContent).toContain(
      'The terms changed since you saw them, so nothing was bought.',
    );
    await waitFor(() =>
      expect(screen.getByTestId('smart-buy-confirm-daily').textContent).toBe('0.12%'),
    );
    expect(screen.getByTestId('smart-buy-confirm-interest').getAttribute('data-amount')).toBe(
      '36.000000',
    );
    expect(screen.getByTestId('smart-buy-terms-changed')).toBeTruthy();
    fireEvent.click(screen.getByTestId('smart-buy-submit'));
    await screen.findByTestId('smart-buy-result');
    const sent = posts(api, '/order/buySmart');
    expect(sent.map((c) => (c.body as { dailyRate: string }).dailyRate)).toEqual([
      '0.001',
      '0.0012',
    ]);
    expect(sent[0]!.headers.get('Idempotency-Key')).not.toBe(
      sent[1]!.headers.get('Idempotency-Key'),
    );
  });

  it('names the reserve’s capacity when the operator cannot fund the plan (10010)', async () => {
    stub({
      'POST /order/buySmart': () => ({
        status: 400,
        code: Code.SMART_PRODUCT_INCORRECT,
        msg: 'Smart trading product is incorrect',
        result: { reason: 'capacity', capacity: '500.000000' },
      }),
    });
    renderApp(routes, '/trading');
    const confirm = await reviewPurchase('1000');
    fireEvent.click(within(confirm).getByTestId('smart-buy-submit'));
    expect((await screen.findByTestId('smart-buy-error')).textContent).toContain(
      'The operator’s reserve can fund at most 500.00 USDT of this plan right now',
    );
  });

  it('in demo mode offers the real account first and sends nothing until the switch', async () => {
    session.setVirtualStatus(statusOfBook('demo'));
    const api = stub();
    renderApp(routes, '/trading');
    fireEvent.click(await screen.findByTestId('smart-product-buy'));
    expect(await screen.findByText('Real account only')).toBeTruthy();
    expect(screen.queryByTestId('smart-buy-form')).toBeNull();
    fireEvent.click(screen.getByTestId('smart-real-switch'));
    expect(await screen.findByTestId('smart-buy-form')).toBeTruthy();
    expect(session.get().virtualStatus).toBe(statusOfBook('real'));
    expect(posts(api, '/order/buySmart')).toHaveLength(0);
  });
});

describe('/trading?view=plans and the plan', () => {
  it('lists the plans with status, principal, accrued interest and the next accrual', async () => {
    stub();
    renderApp(routes, '/trading?view=plans');
    const row = await screen.findByTestId('smart-plan-row');
    expect(within(row).getByTestId('smart-plan-status').textContent).toBe('Earning');
    expect(within(row).getByTestId('smart-plan-principal').textContent).toBe('1,000.00 USDT');
    expect(within(row).getByTestId('smart-plan-accrued').textContent).toBe('2.00 USDT');
    expect(within(row).getByTestId('smart-plan-next').getAttribute('datetime')).toBe(
      '2026-11-24T08:00:00.000Z',
    );
    expect(row.textContent).toContain('Days accrued: 2 / 30');
    // All the plans at once, above them.
    const all = screen.getByTestId('smart-plans-summary');
    expect(within(all).getByTestId('smart-summary-in-plans').textContent).toBe('1,002.00 USDT');
    expect(within(all).getByTestId('smart-summary-today').textContent).toBe('1.00 USDT');
    expect(within(all).getByTestId('smart-summary-earned').textContent).toBe('12.35 USDT');
    expect(all.textContent).toContain('In smart plans');
  });

  it('shows the stored terms exactly and a line per day accrued', async () => {
    stub({
      'GET /order/getSmartOrderById/7': () => ({
        result: plan({ accruedInterest: '2.123456', totalInterest: '30.123456' }),
      }),
    });
    renderApp(routes, '/trading/plan?id=7');
    const detail = await screen.findByTestId('smart-plan-detail');
    expect(within(detail).getByTestId('smart-detail-interest').textContent).toBe('30.123456 USDT');
    expect(within(detail).getByTestId('smart-detail-accrued').textContent).toBe('2.123456 USDT');
    expect(within(detail).getByTestId('smart-detail-daily').textContent).toBe('0.1%');
    expect(within(detail).getAllByTestId('smart-history-row')).toHaveLength(2);
  });

  it('exits at the quoted figures and shows what came back, though the plan has ended', async () => {
    const closed = plan({
      status: 'closed',
      nextAccrualAt: null,
      endedAt: '2026-11-23T12:00:00.000Z',
      exitPenalty: '50.000000',
      exitReturned: '952.123456',
    });
    let exited = false;
    const api = stub({
      // The plan reads as ended as soon as the exit is done (the page refreshes it).
      'GET /order/getSmartOrderById/7': () => ({ result: exited ? closed : plan() }),
      'POST /order/exitSmart': () => {
        exited = true;
        return { result: closed };
      },
    });
    renderApp(routes, '/trading/plan?id=7');
    fireEvent.click(await screen.findByTestId('smart-exit-open'));
    const dialog = await screen.findByTestId('smart-exit-confirm');
    await waitFor(() =>
      expect(within(dialog).getByTestId('smart-exit-returned').textContent).toBe('952.123456 USDT'),
    );
    expect(within(dialog).getByTestId('smart-exit-penalty').textContent).toBe('50.00 USDT');
    expect(within(dialog).getByTestId('smart-exit-forfeited').textContent).toBe('27.876544 USDT');
    expect(within(dialog).getByTestId('smart-exit-unpaid').textContent).toBe('2.123456 USDT');
    expect(posts(api, '/order/exitSmart')).toHaveLength(0);
    fireEvent.click(within(dialog).getByTestId('smart-exit-submit'));
    await screen.findByTestId('smart-exit-result');
    const [sent] = posts(api, '/order/exitSmart');
    expect(sent!.body).toEqual({ id: '7', returned: '952.123456', penalty: '50.000000' });
    expect(sent!.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(screen.getByTestId('smart-exit-result-returned').textContent).toBe('952.123456 USDT');
    await waitFor(() =>
      expect(screen.getByTestId('smart-detail-status').textContent).toBe('Exited early'),
    );
    expect(screen.getByTestId('smart-exit-result')).toBeTruthy();
    fireEvent.click(screen.getByTestId('smart-exit-done'));
    await waitFor(() => expect(screen.queryByTestId('smart-exit-result')).toBeNull());
    expect(screen.queryByTestId('smart-exit-open')).toBeNull();
  });

  it('refuses an exit whose quote changed (10067) and shows the new quote', async () => {
    let returned = '952.123456';
    stub({
      'GET /order/getSmartExitQuote/7': () => ({ result: { ...quote, returned } }),
      'POST /order/exitSmart': () => ({ status: 409, code: Code.TERMS_CHANGED, msg: 'Changed' }),
    });
    renderApp(routes, '/trading/plan?id=7');
    fireEvent.click(await screen.findByTestId('smart-exit-open'));
    const dialog = await screen.findByTestId('smart-exit-confirm');
    await waitFor(() => expect(within(dialog).getByTestId('smart-exit-returned')).toBeTruthy());
    returned = '953.5';
    fireEvent.click(within(dialog).getByTestId('smart-exit-submit'));
    expect(await screen.findByTestId('smart-exit-error')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('smart-exit-returned').textContent).toBe('953.50 USDT'),
    );
    expect(screen.getByTestId('smart-exit-changed')).toBeTruthy();
  });
});

describe('the real book', () => {
  it('asks to switch to the real account before an exit from demo mode', async () => {
    session.setVirtualStatus(statusOfBook('demo'));
    const api = stub();
    renderApp(routes, '/trading/plan?id=7');
    fireEvent.click(await screen.findByTestId('smart-exit-open'));
    expect(await screen.findByTestId('smart-real-prompt')).toBeTruthy();
    expect(screen.queryByTestId('smart-exit-confirm')).toBeNull();
    expect(gets(api, '/order/getSmartExitQuote/7')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('smart-real-switch'));
    await screen.findByTestId('smart-exit-confirm');
    await waitFor(() => expect(gets(api, '/order/getSmartExitQuote/7').length).toBeGreaterThan(0));
    for (const call of gets(api, '/order/getSmartExitQuote/7')) {
      expect(call.headers.get('X-Real-Account')).toBe('YES');
    }
  });
});

describe('gets', () => {
  it('asks for the products without a login', async () => {
    act(() => session.clear('logout'));
    const api = stub();
    renderApp(routes, '/trading');
    await screen.findByTestId('smart-product');
    expect(gets(api, '/order/listSmartProduct')[0]!.headers.get('Authorization')).toBeNull();
  });
});
