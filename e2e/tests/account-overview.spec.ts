import type { Locator, Page } from '@playwright/test';
import ar from '../../apps/web/src/i18n/locales/ar.ts';
import en from '../../apps/web/src/i18n/locales/en.ts';
import { switchMode } from '../pages/balance-page.ts';
import { seriousViolations } from '../support/axe.ts';
import { expectNoSidewaysScroll } from '../support/layout.ts';
import { openDemoContract, registerNewUser, tokenOf } from '../support/customer.ts';
import { DEPOSIT_ADDRESS_USDT_TRC20, expect, test } from '../support/fixtures.ts';

/**
 * The welcome after sign-up and the account overview on the Account tab and the home page
 * (issue 17), at both sizes.
 */

// axe is injected as an inline script, which the product's CSP rightly refuses.
test.use({ bypassCSP: true });

interface Balance {
  book: 'demo' | 'real';
  asset: string;
  available: string;
  held: string;
}

/**
 * Starts recording the notes (toasts) the page shows, and answers a reader of their texts. A
 * note lives four seconds; a page loading behind it on a busy machine can hold the browser's
 * main thread longer than that, and a check made after the load (which runs on that thread
 * too) would miss a note that was shown.
 */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const shown: string[] = [];
    (window as unknown as { shownToasts: string[] }).shownToasts = shown;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (!(node instanceof Element)) continue;
          for (const note of [node, ...Array.from(node.querySelectorAll('[role="status"]'))]) {
            if (note.getAttribute('role') === 'status') shown.push(note.textContent ?? '');
          }
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts);
}

/** The page on screen at `path` (kept pages stay in the document, hidden). */
const shownPage = (page: Page, path: string) => page.locator(`[data-page="${path}"]`);

/** USDT amounts (6 decimals) as units, to add them exactly. */
function units(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const value = BigInt(whole + fraction.padEnd(6, '0'));
  return amount.startsWith('-') ? -value : value;
}

const usdt = (value: bigint) =>
  `${value < 0n ? '-' : ''}${(value < 0n ? -value : value)
    .toString()
    .padStart(7, '0')
    .replace(/(\d{6})$/, '.$1')}`;

/** The book's USDT balance as GET /user/listBalances answers it. */
async function balanceOf(page: Page, token: string, book: Balance['book']): Promise<Balance> {
  const response = await page.request.get('/swx/customer/user/listBalances', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { result } = (await response.json()) as { result: { balances: Balance[] } };
  const balance = result.balances.find((b) => b.book === book && b.asset === 'USDT');
  return balance ?? { book, asset: 'USDT', available: '0.000000', held: '0.000000' };
}

/** The overview shows `balance`: total = available + held, each to the unit. */
async function expectFigures(overview: Locator, balance: Balance) {
  await expect(overview).toHaveAttribute('data-book', balance.book);
  await expect(overview.getByTestId('overview-available')).toHaveAttribute(
    'data-amount',
    balance.available,
  );
  await expect(overview.getByTestId('overview-held')).toHaveAttribute('data-amount', balance.held);
  await expect(overview.getByTestId('overview-total')).toHaveAttribute(
    'data-amount',
    usdt(units(balance.available) + units(balance.held)),
  );
}

/** Equity and the floating profit or loss, read at the same moment (the price moves). */
async function equityAndFloating(overview: Locator) {
  await expect(overview.getByTestId('overview-floating')).toBeVisible();
  const [total, equity, floating] = await overview.evaluate((element) =>
    ['overview-total', 'overview-equity', 'overview-floating'].map(
      (id) => element.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-amount') ?? '',
    ),
  );
  return { total: units(total!), equity: units(equity!), floating: units(floating!) };
}

test('after sign-up the welcome offers the demo and a deposit; "Try the demo" opens the markets in demo mode', async ({
  page,
  product,
  shots,
}) => {
  const identity = await registerNewUser(page, product, 'ov');
  const welcome = page.getByTestId('welcome');
  await expect(
    welcome.getByRole('heading', {
      name: en.welcome.title.replace('{{name}}', identity.username),
    }),
  ).toBeVisible();
  await expect(welcome.getByRole('button', { name: en.welcome.demo.button })).toBeVisible();
  await expect(welcome.getByRole('button', { name: en.welcome.deposit.button })).toBeVisible();
  await expect(page.getByTestId('overview-total')).toHaveText('100,000.00 USDT');
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shots.take('welcome');

  // From the real account, so that the switch shows.
  await switchMode(page, 'real');
  const toasts = await recordToasts(page);
  await welcome.getByRole('button', { name: en.welcome.demo.button }).click();
  // The toast shows at the tap, for its few seconds, while the market page may still be loading.
  await expect
    .poll(async () => (await toasts()).some((text) => text.includes(en.profile.mode.switchedDemo)))
    .toBe(true);
  await expect(page).toHaveURL(/\/market$/);
  expect(await page.evaluate(() => localStorage.getItem('virtualStatus'))).toBe('1');
  await expect(page.getByTestId('market-row').first()).toBeVisible();

  // Chosen: the account page no longer shows it, after a reload too.
  await page.goto('/profile');
  await expect(page.getByTestId('overview-book')).toHaveText(en.profile.demo);
  await expect(page.getByTestId('overview-total')).toBeVisible();
  await expect(page.getByTestId('welcome')).toHaveCount(0);
});

test('the welcome’s Deposit opens the deposit on the real account', async ({
  page,
  product,
  shots,
}) => {
  await registerNewUser(page, product, 'ov');
  const networks = page.waitForRequest((r) => r.url().includes('/user/listDepositNetworks'));
  await page
    .getByTestId('welcome')
    .getByRole('button', { name: en.welcome.deposit.button })
    .click();
  const dialog = page.getByTestId('deposit-dialog');
  await expect(dialog.getByTestId('deposit-address')).toHaveText(DEPOSIT_ADDRESS_USDT_TRC20);
  expect((await networks).headers()['x-real-account']).toBe('YES');
  expect(await page.evaluate(() => localStorage.getItem('virtualStatus'))).toBe('0');
  await shots.take('welcome-deposit', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('welcome')).toHaveCount(0);
  await expect(page.getByTestId('overview-book')).toHaveText(en.profile.real);
});

test('the home page and the Account tab show the balance API’s figures, the equity with the open position', async ({
  page,
  product,
  shots,
}) => {
  await registerNewUser(page, product, 'ov');
  const token = await tokenOf(page);
  await openDemoContract(page.request, token, {
    code: 'BTCUSDT',
    side: 'long',
    lots: '0.01',
    leverage: 10,
  });
  const demo = await balanceOf(page, token, 'demo');
  expect(units(demo.held)).toBeGreaterThan(0n);

  // Home.
  await page.goto('/');
  const home = shownPage(page, '/').getByTestId('account-overview');
  await expectFigures(home, demo);
  const atHome = await equityAndFloating(home);
  expect(atHome.equity).toBe(atHome.total + atHome.floating);
  await expect(home.getByRole('button', { name: en.balance.reset.button })).toBeVisible();
  await expect(home.getByRole('button', { name: en.wallet.deposit.button })).toHaveCount(0);
  await expect(home.getByTestId('overview-demo-note')).toHaveText(en.overview.demoNote);
  await expectNoSidewaysScroll(page);
  await shots.take('home-overview');

  // The Account tab (the registration's first choice is still open: no welcome after a trade).
  await page.getByTestId(/^(tab|tabbar)-profile$/).click();
  await expect(page).toHaveURL(/\/profile$/);
  const account = shownPage(page, '/profile').getByTestId('account-overview');
  await expectFigures(account, demo);
  const onAccount = await equityAndFloating(account);
  expect(onAccount.equity).toBe(onAccount.total + onAccount.floating);
  await expect(page.getByTestId('welcome')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await shots.take('account-overview');

  // The real book: nothing in it yet, and the ways to fund it.
  await switchMode(page, 'real');
  await expectFigures(account, await balanceOf(page, token, 'real'));
  await expect(account.getByTestId('overview-equity')).toHaveAttribute('data-amount', '0.000000');
  await expect(account.getByRole('button', { name: en.wallet.deposit.button })).toBeVisible();
  await expect(account.getByRole('button', { name: en.wallet.withdraw.button })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shots.take('account-overview-real');
});

test('in Arabic the welcome and the overview read right to left, figures left to right', async ({
  page,
  product,
  shots,
}) => {
  await registerNewUser(page, product, 'ov');
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const welcome = page.getByTestId('welcome');
  await expect(welcome.getByRole('button', { name: ar.welcome.demo.button })).toBeVisible();
  await expect(welcome.getByRole('button', { name: ar.welcome.deposit.button })).toBeVisible();
  const total = page.getByTestId('overview-total');
  await expect(total).toHaveText('100,000.00 USDT');
  await expect(total).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('overview-demo-note')).toHaveText(ar.overview.demoNote);
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shots.take('welcome-ar');

  await page.goto('/');
  await expect(page.getByTestId('overview-total')).toHaveText('100,000.00 USDT');
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shots.take('home-overview-ar');
});
