import type { Page } from '@playwright/test';
import ar from '../../apps/web/src/i18n/locales/ar.ts';
import en from '../../apps/web/src/i18n/locales/en.ts';
import { BalancePage } from '../pages/balance-page.ts';
import { fundRealBook, staffPerFile } from '../support/admin.ts';
import { seriousViolations } from '../support/axe.ts';
import { expectNoSidewaysScroll } from '../support/layout.ts';
import { registerNewUser } from '../support/customer.ts';
import { expect, test, type Product } from '../support/fixtures.ts';

/**
 * Smart plans from the customer's side (issue 18) at both sizes: a new customer funds the real
 * book, buys a plan after reading its terms, finds it in My plans, opens it, exits early at the
 * quoted figures and sees the money back in the balance and the statement.
 *
 * The server runs as a development installation: there the operator's yield reserve starts
 * funded (apps/server smart start.ts); in production staff fund it with a four-eyes funding
 * (back office, Smart plans, Reserve). Without a funded reserve every plan reads "Sold out".
 */
test.use({ serverEnv: { NODE_ENV: 'development' }, bypassCSP: true });

/** The seeded 7-day plan (apps/server/content/smart/ea-steady-7): 0.03% a day, paid daily. */
const CODE = 'EA-STEADY-7';

const staff = staffPerFile();
const staffOf = (baseURL: string) => staff.of(baseURL);
test.afterAll(() => staff.dispose());

/** A new customer with 1,000 USDT credited to the real book (claimed, approved by staff). */
async function fundedCustomer(page: Page, product: Product, prefix: string) {
  await registerNewUser(page, product, prefix);
  await fundRealBook(page, await staffOf(product.baseURL), '1000');
}

const productCard = (page: Page) =>
  page.locator(`[data-testid="smart-product"][data-code="${CODE}"]`);

test('a new customer buys a Smart plan with real money, follows it and exits early', async ({
  page,
  product,
  shots,
}) => {
  await fundedCustomer(page, product, 'smart');

  // The third tab is built: plans on sale, where their yield comes from.
  await page.goto('/trading');
  await expect(page.getByTestId('smart-yield-source')).toContainText(en.smart.source.body);
  const card = productCard(page);
  await expect(card.getByTestId('smart-product-rate')).toHaveText('0.03% a day · 10.95% a year');
  await expect(card.getByTestId('smart-product-term')).toHaveText('7 days');
  await shots.take('smart-products');

  // The app starts in demo mode: "Invest" offers the real account first.
  await card.getByTestId('smart-product-buy').click();
  const prompt = page.getByTestId('smart-real-prompt');
  await expect(prompt).toContainText(en.smart.realOnly.body);
  await prompt.getByTestId('smart-real-switch').click();
  const form = page.getByTestId('smart-buy-form');
  await expect(form.getByTestId('smart-buy-available')).toHaveText('1,000.00 USDT');
  await form.getByTestId('smart-buy-amount').fill('500');
  await form.getByTestId('smart-buy-review').click();

  // Every term before anything is sent: 500 × 0.0003 × 7 = 1.05 interest; 5% penalty = 25.
  const confirm = page.getByTestId('smart-buy-confirm');
  await expect(confirm.getByTestId('smart-buy-confirm-principal')).toHaveText('500.00 USDT');
  await expect(confirm.getByTestId('smart-buy-confirm-book')).toHaveText(en.profile.real);
  await expect(confirm.getByTestId('smart-buy-confirm-daily')).toHaveText('0.03%');
  await expect(confirm.getByTestId('smart-buy-confirm-annual')).toHaveText('10.95%');
  await expect(confirm.getByTestId('smart-buy-confirm-interest')).toHaveAttribute(
    'data-amount',
    '1.050000',
  );
  await expect(confirm.getByTestId('smart-buy-confirm-maturity')).toHaveText('501.05 USDT');
  await expect(confirm.getByTestId('smart-buy-confirm-penalty')).toContainText('25.00 USDT');
  await expect(confirm.getByTestId('smart-buy-confirm-payout')).toContainText('0.15 USDT a day');
  await shots.take('smart-buy-confirm', { fullPage: false });

  const bought = page.waitForRequest((r) => r.url().endsWith('/order/buySmart'));
  await confirm.getByTestId('smart-buy-submit').click();
  const request = await bought;
  expect(request.headers()['x-real-account']).toBe('YES');
  expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(request.postDataJSON()).toMatchObject({ amount: '500', dailyRate: '0.0003' });
  const receipt = page.getByTestId('smart-buy-result');
  await expect(receipt).toBeVisible();
  const planNo = (await receipt.getByTestId('smart-buy-result-no').textContent())!.trim();
  await receipt.getByTestId('smart-buy-done').click();

  // My plans: earning, its principal, nothing accrued yet, the next accrual a day or more away.
  await page.getByRole('tab', { name: en.smart.tabs.plans }).click();
  await expect(page).toHaveURL(/\/trading\?view=plans$/);
  const row = page.getByTestId('smart-plan-row').first();
  await expect(row).toContainText(planNo);
  await expect(row.getByTestId('smart-plan-status')).toHaveText(en.smart.status.earning);
  await expect(row.getByTestId('smart-plan-principal')).toHaveText('500.00 USDT');
  await expect(row.getByTestId('smart-plan-accrued')).toHaveText('0.00 USDT');
  await expect(row.getByTestId('smart-plan-next')).toBeVisible();
  // Above the plans, all of them at once: the plan holds the principal.
  await expect(page.getByTestId('smart-summary-in-plans')).toHaveText('500.00 USDT');
  await expect(page.getByTestId('smart-summary-earned')).toHaveText('0.00 USDT');
  await shots.take('smart-plans');

  // The account overview says what the plan holds, beside the balance it left.
  await page.goto('/profile');
  await expect(page.getByTestId('overview-available')).toHaveAttribute('data-amount', '500.000000');
  await expect(page.getByTestId('overview-in-plans')).toHaveText('500.00 USDT');
  await shots.take('smart-overview-in-plans', { fullPage: false });
  await page.goto('/trading?view=plans');

  // The plan: the terms stored at purchase, exact.
  await row.getByTestId('smart-plan-open').click();
  await expect(page).toHaveURL(/\/trading\/plan\?id=\d+$/);
  const detail = page.getByTestId('smart-plan-detail');
  await expect(detail.getByTestId('smart-detail-no')).toHaveText(planNo);
  await expect(detail.getByTestId('smart-detail-interest')).toHaveText('1.05 USDT');
  await expect(detail.getByTestId('smart-detail-daily')).toHaveText('0.03%');
  await expect(detail.getByTestId('smart-history-empty')).toBeVisible();
  await shots.take('smart-plan-detail');

  // Early exit at the server's quote: the principal less the 5% penalty; the unearned interest
  // goes back to the reserve.
  await detail.getByTestId('smart-exit-open').click();
  const exit = page.getByTestId('smart-exit-confirm');
  await expect(exit.getByTestId('smart-exit-returned')).toHaveText('475.00 USDT');
  await expect(exit.getByTestId('smart-exit-penalty')).toHaveText('25.00 USDT');
  await expect(exit.getByTestId('smart-exit-forfeited')).toHaveText('1.05 USDT');
  await expect(exit.getByTestId('smart-exit-paid')).toHaveText('0.00 USDT');
  await expect(exit.getByTestId('smart-exit-days')).toHaveText('0 / 7');
  expect(await seriousViolations(page)).toEqual([]);
  await shots.take('smart-exit', { fullPage: false });
  await exit.getByTestId('smart-exit-submit').click();
  const exited = page.getByTestId('smart-exit-result');
  await expect(exited.getByTestId('smart-exit-result-returned')).toHaveText('475.00 USDT');
  await exited.getByTestId('smart-exit-done').click();
  await expect(detail.getByTestId('smart-detail-status')).toHaveText(en.smart.status.closed);
  await expect(detail.getByTestId('smart-detail-exit-returned')).toHaveText('475.00 USDT');
  await expect(detail.getByTestId('smart-exit-open')).toHaveCount(0);

  // The balance: 1,000 − 500 + 475; the statement's lines name the purchase and the exit.
  const balance = new BalancePage(page);
  await balance.open();
  await expect(balance.realAvailable).toHaveAttribute('data-amount', '975.000000');
  await expect(balance.events.first()).toHaveAttribute('data-reason', 'smart.exit');
  await expect(balance.events.nth(1)).toHaveAttribute('data-reason', 'smart.buy');
  await expect(balance.events.first()).toContainText(en.balance.reasons.smartExit);
  await shots.take('smart-balance-after-exit');
});

for (const language of ['en', 'ar'] as const) {
  test(`Smart trading reads right in ${language}: no sideways scrolling, no serious accessibility violations`, async ({
    page,
    product,
    shots,
  }) => {
    const text = language === 'ar' ? ar : en;
    await fundedCustomer(page, product, `smart${language}`);
    await page.evaluate((lang) => {
      localStorage.setItem('language', lang);
      localStorage.setItem('virtualStatus', '0');
    }, language);
    await page.goto('/trading');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const card = productCard(page);
    await expect(card.getByTestId('smart-product-buy')).toHaveText(text.smart.products.invest);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shots.take(`smart-products-${language}`);

    await card.getByTestId('smart-product-buy').click();
    const form = page.getByTestId('smart-buy-form');
    await expect(form.getByTestId('smart-buy-available')).toBeVisible();
    await form.getByTestId('smart-buy-amount').fill('100');
    await expect(form.getByTestId('smart-buy-preview-interest')).toHaveText('0.21 USDT');
    await shots.take(`smart-buy-form-${language}`, { fullPage: false });
    await form.getByTestId('smart-buy-review').click();
    const confirm = page.getByTestId('smart-buy-confirm');
    await expect(confirm.getByTestId('smart-buy-confirm-principal')).toHaveText('100.00 USDT');
    expect(await seriousViolations(page)).toEqual([]);
    await shots.take(`smart-buy-confirm-${language}`, { fullPage: false });
    await confirm.getByTestId('smart-buy-submit').click();
    await page.getByTestId('smart-buy-done').click();

    await page.getByRole('tab', { name: text.smart.tabs.plans }).click();
    const row = page.getByTestId('smart-plan-row').first();
    await expect(row.getByTestId('smart-plan-status')).toHaveText(text.smart.status.earning);
    await expectNoSidewaysScroll(page);
    await shots.take(`smart-plans-${language}`);

    await row.getByTestId('smart-plan-open').click();
    const detail = page.getByTestId('smart-plan-detail');
    await expect(detail.getByTestId('smart-detail-principal')).toHaveText('100.00 USDT');
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shots.take(`smart-plan-detail-${language}`);

    await detail.getByTestId('smart-exit-open').click();
    await expect(page.getByTestId('smart-exit-returned')).toHaveText('95.00 USDT');
    await shots.take(`smart-exit-${language}`, { fullPage: false });
  });
}
