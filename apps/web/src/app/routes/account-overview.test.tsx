import { STORAGE_KEYS, VIRTUAL_STATUS_REAL, type ContractPosition } from '@swx/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { position } from '../../features/contracts/contract.fixture';
import { ledgerKeys } from '../../lib/query-keys';
import { session } from '../../lib/session';
import { renderApp, testUser } from '../../test/render';
import { receiveLive, stubApi, tickOf, type Handler } from '../../test/trading-kit';
import { routes } from '../router';
import { callsOf, setUpPageTests } from './page-test-kit';

/**
 * The account overview (issue 17) on the account page and the signed-in home page: the figures
 * of the book in use as the balances API gives them, the equity with the open positions at the
 * live price, the book's actions; and the welcome a new account lands on after sign-up.
 */

const balances = {
  balances: [
    { book: 'demo', asset: 'USDT', available: '99343.500000', held: '650.000000' },
    { book: 'real', asset: 'USDT', available: '1200.250000', held: '50.000000' },
  ],
};

const pageOf = <T,>(items: T[], total = items.length) => ({
  items,
  total,
  page: 1,
  pageSize: 100,
});

/** The transaction record's first page: `total` entries (1: only the demo opening credit). */
const ledgerOf = (total: number) => ({ result: { items: [], total, page: 1, pageSize: 2 } });

const stub = (handlers: Record<string, Handler> = {}) =>
  stubApi(
    {
      'POST /user/getUserInfo': () => ({ result: testUser }),
      'GET /user/listBalances': () => ({ result: balances }),
      'GET /order/listContractOrder': () => ({ result: pageOf<ContractPosition>([]) }),
      // An account that has traded: no welcome.
      'GET /user/listLedgerJournals': () => ledgerOf(5),
      'GET /index/getParamByKey/demo.initialBalanceUsdt': () => ({
        result: { key: 'demo.initialBalanceUsdt', value: '100000' },
      }),
    },
    handlers,
  );

const amountOf = (testId: string) => screen.getByTestId(testId).getAttribute('data-amount');

setUpPageTests(() => Promise.all([import('./profile'), import('./home'), import('./home-data')]), {
  socket: true,
});

describe('the account overview', () => {
  it('shows the demo book’s total, equity, available and held, with the reset and no deposit', async () => {
    stub();
    renderApp(routes, '/profile');
    const overview = await screen.findByTestId('account-overview');
    expect(overview.getAttribute('data-book')).toBe('demo');
    expect(within(overview).getByTestId('overview-book').textContent).toBe('Demo');
    // Available plus held, to the unit (100,000 less a position's fee of 6.50, its margin held).
    expect((await screen.findByTestId('overview-total')).textContent).toBe('99,993.50 USDT');
    expect(amountOf('overview-total')).toBe('99993.500000');
    expect(amountOf('overview-available')).toBe('99343.500000');
    expect(amountOf('overview-held')).toBe('650.000000');
    // No open position: the equity is the total.
    await screen.findByTestId('overview-equity');
    expect(amountOf('overview-equity')).toBe('99993.500000');
    expect(screen.queryByTestId('overview-floating')).toBeNull();

    // Virtual funds: no deposit or withdrawal here, the reset instead, and why.
    expect(within(overview).queryByRole('button', { name: 'Deposit' })).toBeNull();
    expect(within(overview).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(screen.getByTestId('overview-demo-note').textContent).toBe(
      'Virtual funds for practice. Deposits and withdrawals are on your real account.',
    );
    fireEvent.click(within(overview).getByRole('button', { name: 'Reset demo balance' }));
    const dialog = await screen.findByTestId('reset-demo-dialog');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(await within(dialog).findByText('Reset to 100,000.00 USDT')).toBeTruthy();
    // The account page has its own row to the balance page.
    expect(within(overview).queryByRole('link')).toBeNull();
  });

  it('shows the real book in real mode, asked for as real, with Deposit opening the deposit', async () => {
    session.setVirtualStatus(VIRTUAL_STATUS_REAL);
    const api = stub();
    renderApp(routes, '/profile');
    const overview = await screen.findByTestId('account-overview');
    expect(overview.getAttribute('data-book')).toBe('real');
    expect(within(overview).getByTestId('overview-book').textContent).toBe('Real');
    await screen.findByTestId('overview-total');
    expect(amountOf('overview-total')).toBe('1250.250000');
    expect(amountOf('overview-available')).toBe('1200.250000');
    expect(amountOf('overview-held')).toBe('50.000000');
    await screen.findByTestId('overview-equity');
    expect(amountOf('overview-equity')).toBe('1250.250000');
    expect(screen.queryByTestId('overview-demo-note')).toBeNull();
    const positions = callsOf(api, 'GET', '/order/listContractOrder').at(-1);
    expect(positions?.headers.get('x-real-account')).toBe('YES');
    expect(positions?.url.searchParams.get('state')).toBe('open');

    fireEvent.click(within(overview).getByRole('button', { name: 'Deposit' }));
    const dialog = await screen.findByTestId('deposit-dialog');
    expect(dialog.hasAttribute('open')).toBe(true);
    // Already in real mode: no prompt to switch first.
    expect(screen.getByTestId('real-mode-dialog').hasAttribute('open')).toBe(false);
  });

  it('shows what the real book’s earning plans hold beside it, outside the total', async () => {
    session.setVirtualStatus(VIRTUAL_STATUS_REAL);
    stub({
      'GET /order/listSmartOrder': () => ({
        result: {
          ...pageOf([], 3),
          summary: {
            inPlans: '5010.500000',
            earning: 2,
            todayEarnings: '3.000000',
            totalEarned: '40.000000',
          },
        },
      }),
    });
    renderApp(routes, '/profile');
    await screen.findByTestId('overview-in-plans');
    expect(amountOf('overview-in-plans')).toBe('5010.500000');
    expect(screen.getByTestId('overview-in-plans').textContent).toBe('5,010.50 USDT');
    expect(screen.getByTestId('account-overview').textContent).toContain(
      'Principal and unpaid interest of your earning plans, paid at maturity or exit',
    );
    // The plans hold it, not the balance.
    expect(amountOf('overview-total')).toBe('1250.250000');
  });

  it('leaves the plans out when none is earning, and on the demo book', async () => {
    const summary = { inPlans: '0.000000', earning: 0, todayEarnings: '0', totalEarned: '9' };
    stub({
      'GET /order/listSmartOrder': () => ({ result: { ...pageOf([]), summary } }),
    });
    renderApp(routes, '/profile');
    await screen.findByTestId('overview-equity');
    expect(screen.queryByTestId('overview-in-plans')).toBeNull();
  });

  it('counts the floating profit or loss of the open positions at the live price in the equity', async () => {
    const api = stub({
      'GET /order/listContractOrder': () => ({ result: pageOf([position()]) }),
    });
    renderApp(routes, '/profile');
    await screen.findByTestId('overview-total');
    // All open positions at once, in the book in use.
    const asked = callsOf(api, 'GET', '/order/listContractOrder').at(-1);
    expect(asked?.url.searchParams.get('pageSize')).toBe('100');
    expect(asked?.headers.get('x-real-account')).toBe('NO');
    // Long 0.1 BTCUSDT from 65,000: no price yet, no equity yet.
    expect(screen.queryByTestId('overview-equity')).toBeNull();

    await receiveLive(tickOf('65100.00'));
    await waitFor(() => expect(amountOf('overview-floating')).toBe('10.000000'));
    expect(amountOf('overview-equity')).toBe('100003.500000');
    expect(screen.getByTestId('overview-floating').textContent).toBe('+10.00 USDT');

    await receiveLive(tickOf('64800.00'));
    await waitFor(() => expect(amountOf('overview-floating')).toBe('-20.000000'));
    expect(amountOf('overview-equity')).toBe('99973.500000');
    // The total stays what the balances say.
    expect(amountOf('overview-total')).toBe('99993.500000');
  });

  it('says the equity is unknown when the open positions cannot be loaded', async () => {
    stub({ 'GET /order/listContractOrder': () => ({ status: 500, code: 500, msg: 'Down' }) });
    renderApp(routes, '/profile');
    const unknown = await screen.findByTestId('overview-equity-unknown');
    expect(unknown.textContent).toContain('Equity cannot be shown right now');
    expect(amountOf('overview-total')).toBe('99993.500000');
  });

  it('is on the signed-in home page with the same figures', async () => {
    stub();
    renderApp(routes, '/');
    const overview = await screen.findByTestId('account-overview');
    await within(overview).findByTestId('overview-total');
    expect(amountOf('overview-total')).toBe('99993.500000');
    expect(amountOf('overview-available')).toBe('99343.500000');
    expect(amountOf('overview-held')).toBe('650.000000');
    expect(within(overview).getByRole('button', { name: 'Reset demo balance' })).toBeTruthy();
    expect(
      within(overview)
        .getByRole('link', { name: /Balance and records/ })
        .getAttribute('href'),
    ).toBe('/profile/balance');
  });
});

/** The page has the record's answer (which decides the welcome) and shows no welcome. */
async function expectNoWelcome({ queryClient }: ReturnType<typeof renderApp>) {
  await screen.findByTestId('overview-total');
  await waitFor(() =>
    expect(queryClient.getQueryState(ledgerKeys.journals(undefined, 1, 2))?.status).toBe('success'),
  );
  expect(screen.queryByTestId('welcome')).toBeNull();
}

describe('the welcome after sign-up', () => {
  it('offers the demo and a deposit; Try the demo switches to demo and opens the markets', async () => {
    session.setVirtualStatus(VIRTUAL_STATUS_REAL);
    stub({ 'GET /user/listLedgerJournals': () => ledgerOf(1) });
    // The markets page measures its list; jsdom has no layout.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const { router } = renderApp(routes, '/profile');
    const welcome = await screen.findByTestId('welcome');
    expect(within(welcome).getByRole('heading', { name: 'Welcome to SWX, alice' })).toBeTruthy();
    expect(within(welcome).getByRole('button', { name: 'Deposit' })).toBeTruthy();

    fireEvent.click(within(welcome).getByRole('button', { name: 'Try the demo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/market'));
    expect(localStorage.getItem(STORAGE_KEYS.virtualStatus)).toBe('1');
    expect(
      await screen.findByText('Switched to demo mode: actions now use virtual funds.'),
    ).toBeTruthy();

    // Chosen: it does not come back.
    await act(() => router.navigate('/profile'));
    await screen.findByTestId('account-overview');
    expect(screen.queryByTestId('welcome')).toBeNull();
  });

  it('opens the deposit on the real account from Deposit', async () => {
    stub({ 'GET /user/listLedgerJournals': () => ledgerOf(1) });
    renderApp(routes, '/profile');
    const welcome = await screen.findByTestId('welcome');
    fireEvent.click(within(welcome).getByRole('button', { name: 'Deposit' }));
    const dialog = await screen.findByTestId('deposit-dialog');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.virtualStatus)).toBe('0');
    expect(screen.getByTestId('account-overview').getAttribute('data-book')).toBe('real');
    expect(screen.queryByTestId('welcome')).toBeNull();
  });

  it('stays away once dismissed, on this device', async () => {
    stub({ 'GET /user/listLedgerJournals': () => ledgerOf(1) });
    const first = renderApp(routes, '/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss the welcome' }));
    expect(screen.queryByTestId('welcome')).toBeNull();
    first.unmount();

    stub({ 'GET /user/listLedgerJournals': () => ledgerOf(1) });
    await expectNoWelcome(renderApp(routes, '/profile'));
  });

  it('is not shown once the account has moved money (a deposit, a trade, a reset)', async () => {
    stub({ 'GET /user/listLedgerJournals': () => ledgerOf(2) });
    await expectNoWelcome(renderApp(routes, '/profile'));
  });
});
