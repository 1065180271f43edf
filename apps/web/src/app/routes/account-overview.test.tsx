import { VIRTUAL_STATUS_REAL, type ContractPosition } from '@swx/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { position } from '../../features/contracts/contract.fixture';
import { session } from '../../lib/session';
import { renderApp, testUser } from '../../test/render';
import { receiveLive, stubApi, tickOf, type Handler } from '../../test/trading-kit';
import { routes } from '../router';
import { callsOf, setUpPageTests } from './page-test-kit';

/**
 * The account overview (issue 17) on the account page and the signed-in home page: the figures
 * of the book in use as the balances API gives them, the equity with the open positions at the
 * live price, the book's actions.
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

const stub = (handlers: Record<string, Handler> = {}) =>
  stubApi(
    {
      'POST /user/getUserInfo': () => ({ result: testUser }),
      'GET /user/listBalances': () => ({ result: balances }),
      'GET /order/listContractOrder': () => ({ result: pageOf<ContractPosition>([]) }),
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
