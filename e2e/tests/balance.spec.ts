import type { Page, Request } from '@playwright/test';
import ar from '../../apps/web/src/i18n/locales/ar.ts';
import en from '../../apps/web/src/i18n/locales/en.ts';
import { BalancePage, switchMode } from '../pages/balance-page.ts';
import { seriousViolations } from '../support/axe.ts';
import { registerNewUser } from '../support/customer.ts';
import { expect, test } from '../support/fixtures.ts';

/** Balances, account mode, demo reset and statement (issue 5) at both sizes. */

// axe is injected as an inline script, which the product's CSP rightly refuses.
test.use({ bypassCSP: true });

const CSV_HEADER =
  'entry,journal,time,book,reason,asset,account,amount,balance_after,rate,ref_type,ref_id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

function isBalances(request: Request) {
  return request.method() === 'GET' && request.url().includes('/swx/customer/user/listBalances');
}

test('a new account holds 100,000 demo USDT and 0 real, opened by the demo.open entry', async ({
  page,
  product,
  shots,
}) => {
  await registerNewUser(page, product, 'bal');
  const balance = new BalancePage(page);
  await balance.openFromProfile();

  await expect(balance.demoAvailable).toHaveText('100,000.00');
  await expect(balance.demoAvailable).toHaveAttribute('data-amount', '100000.000000');
  await expect(balance.realAvailable).toHaveText('0.00');
  await expect(page.getByTestId('book-real-held')).toHaveText('0.00 USDT');
  await expect(balance.activeMark('demo')).toBeVisible();
  await expect(balance.activeMark('real')).toHaveCount(0);

  await expect(balance.events).toHaveCount(1);
  const opened = balance.events.first();
  await expect(opened).toHaveAttribute('data-reason', 'demo.open');
  await expect(opened.getByTestId('ledger-reason')).toHaveText(en.balance.reasons.demoOpen);
  await expect(opened.getByTestId('ledger-available')).toHaveText('+100,000.00 USDT');
  await expect(opened.getByTestId('ledger-held')).toHaveText('—');
  // Deposit and withdraw belong to the real book (deposit.spec.ts follows them).
  const real = page.getByTestId('book-real');
  await expect(real.getByRole('button', { name: en.wallet.deposit.button })).toBeVisible();
  await expect(real.getByRole('button', { name: en.wallet.withdraw.button })).toBeVisible();
  await shots.take('balance');

  await balance.tab('real').click();
  await expect(page.getByTestId('ledger-empty')).toHaveText(en.balance.record.empty.real);
  await expect(page).toHaveURL(/\/profile\/balance\?book=real$/);
  await shots.take('balance-real-empty');
});

test('the account mode switches to real and back, with a message, and the API follows', async ({
  page,
  product,
}) => {
  await registerNewUser(page, product, 'bal');
  // The overview has its first answer (a switch during the first request joins it, as
  // TanStack Query does for a query with no data yet: the answer holds both books anyway).
  await expect(page.getByTestId('overview-total')).toHaveText('100,000.00 USDT');

  // On the account page, whose overview asks for the balances again, in real mode.
  const asked = page.waitForRequest(
    (r) => isBalances(r) && r.headers()['x-real-account'] === 'YES',
  );
  await switchMode(page, 'real');
  await expect(toast(page, en.profile.mode.switchedReal)).toBeVisible();
  await expect(page.getByTestId('account-mode')).toHaveText(en.profile.real);
  expect(await page.evaluate(() => localStorage.getItem('virtualStatus'))).toBe('0');
  await asked;
  await expect(page.getByTestId('overview-book')).toHaveText(en.profile.real);

  // The balance page marks the real book.
  const balance = new BalancePage(page);
  await balance.openFromProfile();
  await expect(balance.activeMark('real')).toBeVisible();
  await expect(balance.activeMark('demo')).toHaveCount(0);

  // The choice is kept across a reload.
  await page.reload();
  await expect(balance.activeMark('real')).toBeVisible();

  // And back on the balance page; the balances are asked for again, in demo mode.
  const again = page.waitForRequest(isBalances);
  await switchMode(page, 'demo');
  await expect(toast(page, en.profile.mode.switchedDemo)).toBeVisible();
  expect((await again).headers()['x-real-account']).toBe('NO');
  await expect(balance.activeMark('demo')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('virtualStatus'))).toBe('1');
  await page.goto('/profile');
  await expect(page.getByTestId('account-mode')).toHaveText(en.profile.demo);
});

test('the demo reset states its amount, asks for confirmation and keeps 100,000', async ({
  page,
  product,
  shots,
}) => {
  await registerNewUser(page, product, 'bal');
  const balance = new BalancePage(page);
  await balance.open();

  // Cancelling sends nothing.
  await balance.resetButton.click();
  await expect(balance.resetDialog).toBeVisible();
  await expect(balance.resetDialog).toContainText(
    en.balance.reset.description.replace('{{amount}}', '100,000.00'),
  );
  await expect(page.getByTestId('reset-demo-target')).toHaveText('100,000.00 USDT');
  await shots.take('balance-reset-dialog');
  await balance.resetDialog.getByRole('button', { name: en.balance.reset.cancel }).click();
  await expect(balance.resetDialog).toBeHidden();

  await balance.resetButton.click();
  const posted = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().includes('/swx/customer/user/resetDemo'),
  );
  await page.getByTestId('reset-demo-confirm').click();
  const key = (await posted).headers()['idempotency-key'] ?? '';
  expect(key).toMatch(UUID);
  await expect(
    toast(page, en.balance.reset.done.replace('{{amount}}', '100,000.00')),
  ).toBeVisible();
  await expect(balance.resetDialog).toBeHidden();
  await expect(balance.demoAvailable).toHaveText('100,000.00');
  // Nothing was spent, so nothing moved: the record still holds the opening entry only.
  await expect(balance.events).toHaveCount(1);

  // Another reset is another action, with its own key.
  await balance.resetButton.click();
  const second = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().includes('/swx/customer/user/resetDemo'),
  );
  await page.getByTestId('reset-demo-confirm').click();
  expect((await second).headers()['idempotency-key']).not.toBe(key);
  await expect(balance.resetDialog).toBeHidden();
  await expect(balance.demoAvailable).toHaveText('100,000.00');
});

test('the statement downloads as CSV for the tab shown', async ({ page, product }) => {
  await registerNewUser(page, product, 'bal');
  const balance = new BalancePage(page);
  await balance.open();
  await expect(balance.events).toHaveCount(1);

  const all = await balance.downloadStatement();
  expect(all.name).toMatch(/^statement-all-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, first, ...rest] = all.text.split('\r\n');
  expect(header).toBe(CSV_HEADER);
  expect(first).toMatch(
    /^\d+,\d+,[^,]+,demo,demo\.open,USDT,available,100000\.000000,100000\.000000,,,$/,
  );
  expect(rest).toEqual(['']);

  await balance.tab('real').click();
  await expect(page.getByTestId('ledger-empty')).toBeVisible();
  const real = await balance.downloadStatement();
  expect(real.name).toMatch(/^statement-real-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(real.text).toBe(`${CSV_HEADER}\r\n`);
});

for (const language of ['en', 'ar'] as const) {
  test(`the balance page has no serious accessibility violations (${language})`, async ({
    page,
    product,
    shots,
  }) => {
    await registerNewUser(page, product, 'bal');
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    const balance = new BalancePage(page);
    await balance.open();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const catalogue = language === 'ar' ? ar : en;
    await expect(balance.events.first().getByTestId('ledger-reason')).toHaveText(
      catalogue.balance.reasons.demoOpen,
    );
    await expect(page.locator('.animate-pulse')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await balance.resetButton.click();
    await expect(page.getByTestId('reset-demo-target')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shots.take(`balance-reset-dialog-${language}`);
  });
}
