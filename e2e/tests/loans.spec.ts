import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import ar from '../../apps/web/src/i18n/locales/ar.ts';
import en from '../../apps/web/src/i18n/locales/en.ts';
import { backOffice, staffPerFile } from '../support/admin.ts';
import { seriousViolations } from '../support/axe.ts';
import { registerNewUser, submitIdentity, tokenOf } from '../support/customer.ts';
import { Screenshots, expect, test, type Product } from '../support/fixtures.ts';
import { noteShown } from '../support/notes.ts';
import { expectNoSidewaysScroll } from '../support/layout.ts';

/**
 * Loans from the customer's side (issue 19) at both sizes: a verified customer reads the terms,
 * confirms the details taken from the verified identity, reads the agreement, signs it by
 * drawing (a mouse on the desktop, a finger on the phone), applies; staff review and approve it
 * in the back office; the
 * amount arrives in the real balance; the customer checks the agreement against its stored
 * fingerprint and repays it.
 *
 * The server runs as a development installation: there the operator's loan pool starts funded
 * (apps/server loans start.ts); in production staff fund it with a four-eyes funding.
 */
test.use({ serverEnv: { NODE_ENV: 'development' }, bypassCSP: true });

const staff = staffPerFile();
test.afterAll(() => staff.dispose());

/** The seeded starter loan (apps/server/content/loans/products/starter): 0.05% a day. */
const CODE = 'LOAN-STARTER';

/** A new customer whose identity staff verified; answers their last name. */
async function verifiedCustomer(page: Page, product: Product) {
  await registerNewUser(page, product, 'loan');
  const lastName = `Borrower${randomBytes(3).toString('hex')}`;
  await submitIdentity(page.request, await tokenOf(page), { firstName: 'Alex', lastName });
  const session = await staff.of(product.baseURL);
  const queue = await session.get<{ items: Array<{ id: string; lastName: string }> }>(
    '/kyc?status=pending&pageSize=100',
  );
  const application = queue.items.find((k) => k.lastName === lastName);
  expect(application, `pending verification of ${lastName}`).toBeDefined();
  await session.post(`/kyc/${application!.id}/verify`);
  return lastName;
}

/**
 * Draws a signature across the pad as a person does: with the mouse on the desktop, with a
 * finger (touch events, which Chromium turns into pointer events) on the phone.
 */
async function sign(page: Page, pad: Locator, touch: boolean) {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const points = Array.from({ length: 12 }, (_, i) => ({
    x: box.x + box.width * (0.1 + 0.07 * i),
    y: box.y + box.height * (0.5 + (i % 2 === 0 ? -0.2 : 0.2)),
  }));
  if (!touch) {
    await page.mouse.move(points[0]!.x, points[0]!.y);
    await page.mouse.down();
    for (const p of points.slice(1)) await page.mouse.move(p.x, p.y, { steps: 3 });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  const touchAt = (
    type: 'touchStart' | 'touchMove' | 'touchEnd',
    p: { x: number; y: number } | null,
  ) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: p ? [{ x: Math.round(p.x), y: Math.round(p.y), id: 1 }] : [],
    });
  await touchAt('touchStart', points[0]!);
  for (const p of points.slice(1)) await touchAt('touchMove', p);
  await touchAt('touchEnd', null);
  await cdp.detach();
}

test('a verified customer applies for a loan, signs it, is paid after review and repays it', async ({
  page,
  browser,
  product,
  shots,
}, testInfo) => {
  const lastName = await verifiedCustomer(page, product);

  // The fourth tab: the loans on offer, with this customer's limit.
  await page.goto('/loan');
  await expect(page.getByTestId('loan-standing')).toHaveAttribute('data-level', 'verified');
  const card = page.locator(`[data-testid="loan-product"][data-code="${CODE}"]`);
  await expect(card.getByTestId('loan-product-limit')).toHaveText('50.00 USDT – 2,000.00 USDT');
  await expect(card).toContainText('0.05% a day');
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shots.take('loan-products');

  // The app starts in demo mode: "Apply" offers the real account first.
  await card.getByTestId('loan-product-apply').click();
  const prompt = page.getByTestId('loans-real-prompt');
  await expect(prompt).toContainText(en.loans.realOnly.body);
  await prompt.getByTestId('loans-real-switch').click();
  const form = page.getByTestId('loan-apply-form');
  await form.getByTestId('loan-apply-term-14').click();
  await form.getByTestId('loan-apply-amount').fill('500');
  await form.getByTestId('loan-apply-review').click();

  // Every figure before the agreement: 500 × 0.05% × (14 − 7 free days) = 1.75.
  const review = page.getByTestId('loan-apply-quote');
  await expect(review.getByTestId('loan-quote-amount')).toHaveText('500.00 USDT');
  await expect(review.getByTestId('loan-quote-interest')).toHaveText('1.75 USDT');
  await expect(review.getByTestId('loan-quote-repayment')).toHaveText('501.75 USDT');
  await expect(review).toContainText(`Alex ${lastName}`);
  await shots.take('loan-terms', { fullPage: false });
  await review.getByTestId('loan-apply-details-confirmed').check();
  await review.getByTestId('loan-apply-to-agreement').click();

  // The agreement in the reader's language with the figures in, its fingerprint, the pad.
  const signStep = page.getByTestId('loan-apply-sign');
  await expect(signStep.getByTestId('loan-agreement-text')).toContainText('501.75');
  const fingerprint = (await signStep.getByTestId('loan-agreement-sha256').textContent())!.trim();
  expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
  const pad = signStep.getByTestId('signature-pad');
  await sign(page, pad, testInfo.project.name === 'mobile');
  await expect(pad).toHaveAttribute('data-signed', 'true');
  await signStep.getByTestId('loan-apply-agree').check();
  expect(await seriousViolations(page)).toEqual([]);
  await shots.take('loan-sign', { fullPage: false });

  const applied = page.waitForRequest((r) => r.url().endsWith('/user/loan'));
  await signStep.getByTestId('loan-apply-submit').click();
  const request = await applied;
  expect(request.headers()['x-real-account']).toBe('YES');
  expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  const receipt = page.getByTestId('loan-apply-result');
  await expect(receipt).toBeVisible();
  const loanNo = (await receipt.getByTestId('loan-apply-result-no').textContent())!.trim();
  await receipt.getByTestId('loan-apply-done').click();

  // My loans: under review.
  await page.getByRole('tab', { name: en.loans.tabs.loans }).click();
  await expect(page).toHaveURL(/\/loan\?view=loans$/);
  const row = page.getByTestId('loan-row').filter({ hasText: loanNo });
  await expect(row.getByTestId('loan-status')).toHaveText(en.loans.status.pending_review);

  // Staff review it in the back office: the applicant, the agreement with the hash the customer
  // saw, the signature; 500 is below the four-eyes threshold, so one approval disburses it.
  const desk = await backOffice(browser, product.baseURL);
  const staffPage = desk.page;
  await staffPage.getByRole('link', { name: 'Loans' }).click();
  // The catalogue first: the product on offer and the agreement the customer signed.
  await staffPage.getByRole('tab', { name: 'Products' }).click();
  const products = staffPage.getByRole('table', { name: 'Loan products' });
  await expect(products.getByRole('row').filter({ hasText: 'LOAN-STARTER' })).toContainText(
    '0.05%/day',
  );
  await new Screenshots(staffPage, testInfo).take('admin-loan-products', { fullPage: false });
  await staffPage.getByRole('tab', { name: 'Agreement' }).click();
  await staffPage.getByRole('button', { name: 'New version' }).click();
  await expect(staffPage.getByLabel('Agreement (en)')).toHaveValue(/\{\{repaymentAmount\}\}/);
  await new Screenshots(staffPage, testInfo).take('admin-loan-agreement', { fullPage: false });
  await staffPage.getByRole('tab', { name: 'Applications' }).click();
  const queue = staffPage.getByRole('list', { name: 'pending review loans' });
  await queue.getByText(loanNo).click();
  const application = staffPage.getByRole('article', { name: `Loan ${loanNo}` });
  await expect(application).toContainText(`Alex ${lastName}`);
  await expect(application).toContainText(fingerprint);
  await expect(application.getByRole('img', { name: 'Signature' })).toBeVisible();
  await new Screenshots(staffPage, testInfo).take('admin-loan-review', { fullPage: false });
  await application.getByRole('button', { name: 'Approve' }).click();
  const approved = noteShown(staffPage, `Loan ${loanNo} approved: 500.00 USDT paid`);
  // The customer is told at once (by a note: watched for from before the approval).
  const told = noteShown(page, en.notifications.kinds.loanDisbursed.title);
  await application.getByRole('button', { name: 'Approve and disburse' }).click();
  await approved;
  await told;
  // The pool shows the loan lent out.
  await staffPage.getByRole('tab', { name: 'Pool' }).click();
  await expect(staffPage.getByRole('region', { name: 'Loan pool overview' })).toContainText(
    'Lent, not repaid500.00 USDT',
  );
  await new Screenshots(staffPage, testInfo).take('admin-loan-pool', { fullPage: false });
  await desk.context.close();

  // The loan is repaying, nothing owed beyond the principal yet.
  await page.reload();
  await expect(row.getByTestId('loan-status')).toHaveText(en.loans.status.repaying);
  await expectNoSidewaysScroll(page);
  await shots.take('loan-list');
  await row.getByTestId('loan-open').click();
  await expect(page).toHaveURL(/\/loan\/detail\?id=\d+$/);
  const detail = page.getByTestId('loan-detail');
  await expect(detail.getByTestId('loan-detail-outstanding')).toHaveText('500.00 USDT');
  await expect(detail.getByTestId('loan-detail-due')).toBeVisible();

  // The agreement as stored: the fingerprint shown at signing, checked here against the text.
  await expect(detail.getByTestId('loan-agreement-stored-sha256')).toHaveText(fingerprint);
  await detail.getByTestId('loan-agreement-toggle').click();
  await expect(detail.getByTestId('loan-agreement-check')).toHaveAttribute('data-match', 'true');
  await expect(detail.getByTestId('loan-agreement-signature')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shots.take('loan-detail');

  // The money arrived in the real balance.
  await page.goto('/profile');
  await expect(page.getByTestId('overview-available')).toHaveAttribute('data-amount', '500.000000');
  await page.goBack();

  // Repaid in full from that balance, within the interest-free days: 500.00.
  await detail.getByTestId('loan-repay-all').click();
  await expect(detail.getByTestId('loan-repay-amount')).toHaveValue('500.000000');
  await detail.getByTestId('loan-repay-submit').click();
  await expect(detail).toHaveAttribute('data-status', 'repaid');
  await expect(detail.getByTestId('loan-detail-status')).toHaveText(en.loans.status.repaid);
  await expect(detail.getByTestId('loan-repayment')).toHaveCount(1);
  await expect(detail.getByTestId('loan-repay-form')).toHaveCount(0);
  await shots.take('loan-repaid');
  await page.goto('/profile');
  await expect(page.getByTestId('overview-available')).toHaveAttribute('data-amount', '0.000000');
});

test('Loans read right in Arabic: right to left, no sideways scrolling, no serious accessibility violations', async ({
  page,
  product,
  shots,
}, testInfo) => {
  const lastName = await verifiedCustomer(page, product);
  await page.evaluate(() => {
    localStorage.setItem('language', 'ar');
    localStorage.setItem('virtualStatus', '0');
  });
  await page.goto('/loan');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const card = page.locator(`[data-testid="loan-product"][data-code="${CODE}"]`);
  await expect(card.getByTestId('loan-product-apply')).toHaveText(ar.loans.products.apply);
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shots.take('loan-products-ar');

  await card.getByTestId('loan-product-apply').click();
  const form = page.getByTestId('loan-apply-form');
  await form.getByTestId('loan-apply-term-30').click();
  await form.getByTestId('loan-apply-amount').fill('1000');
  await form.getByTestId('loan-apply-review').click();
  // 1000 × 0.05% × (30 − 7 free days) = 11.50.
  const review = page.getByTestId('loan-apply-quote');
  await expect(review.getByTestId('loan-quote-interest')).toHaveText('11.50 USDT');
  await expect(review).toContainText(lastName);
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shots.take('loan-terms-ar', { fullPage: false });
  await review.getByTestId('loan-apply-details-confirmed').check();
  await review.getByTestId('loan-apply-to-agreement').click();

  // The agreement in Arabic, signed on a pad that draws where the pointer goes in RTL too.
  const signStep = page.getByTestId('loan-apply-sign');
  const agreement = signStep.getByTestId('loan-agreement-text');
  await expect(agreement).toContainText('1011.50');
  await expect(agreement).toContainText(/[\u0600-\u06FF]{4}/);
  const pad = signStep.getByTestId('signature-pad');
  await sign(page, pad, testInfo.project.name === 'mobile');
  await expect(pad).toHaveAttribute('data-signed', 'true');
  await signStep.getByTestId('loan-apply-agree').check();
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shots.take('loan-sign-ar', { fullPage: false });
  await signStep.getByTestId('loan-apply-submit').click();
  await page.getByTestId('loan-apply-result').getByTestId('loan-apply-done').click();

  await page.getByRole('tab', { name: ar.loans.tabs.loans }).click();
  const row = page.getByTestId('loan-row').first();
  await expect(row.getByTestId('loan-status')).toHaveText(ar.loans.status.pending_review);
  await expectNoSidewaysScroll(page);
  await shots.take('loan-list-ar');
  await row.getByTestId('loan-open').click();
  const detail = page.getByTestId('loan-detail');
  await detail.getByTestId('loan-agreement-toggle').click();
  await expect(detail.getByTestId('loan-agreement-check')).toHaveAttribute('data-match', 'true');
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shots.take('loan-detail-ar');
});
