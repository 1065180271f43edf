import { randomBytes } from 'node:crypto';
import { RegisterPage } from '../pages/auth-pages.ts';
import { BalancePage } from '../pages/balance-page.ts';
import { authenticatorCode } from '../support/admin.ts';
import { seriousViolations } from '../support/axe.ts';
import { claimDeposit, submitIdentity, tokenOf } from '../support/customer.ts';
import { STAFF, Screenshots, expect, newIdentity, test } from '../support/fixtures.ts';

/**
 * The back office (issue 7) at 1440×900: a staff member signs in with their authenticator,
 * verifies a customer's identity and approves their deposit; the customer sees the credit.
 */

// axe is injected as an inline script, which the product's CSP rightly refuses.
test.use({ bypassCSP: true });

test('a staff member signs in with a code, verifies an identity and approves a deposit the customer then sees', async ({
  page,
  browser,
  product,
  shots,
}) => {
  // The customer: registered in the web app, identity and deposit sent through the API.
  const identity = newIdentity('bo');
  await new RegisterPage(page).register(identity, (email) => product.smtp.latestCode(email));
  const token = await tokenOf(page);
  const lastName = `Office${randomBytes(3).toString('hex')}`;
  await submitIdentity(page.request, token, { firstName: 'Lena', lastName });
  const txHash = await claimDeposit(page.request, token, '250');

  // The staff member, in their own browser.
  const context = await browser.newContext({
    baseURL: product.baseURL,
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
  });
  const staff = await context.newPage();
  const staffShots = new Screenshots(staff, test.info());
  await staff.goto('/admin/');
  await staff.getByLabel('Username').fill(STAFF.username);
  await staff.getByLabel('Password').fill(STAFF.password);
  await staff.getByRole('button', { name: 'Continue' }).click();

  // The first sign-in of this server's superadmin enrols the authenticator (QR code and key);
  // otherwise (an earlier journey of this worker enrolled it) it asks for a code.
  const secret = staff.getByTestId('totp-secret');
  const codeField = staff.getByLabel(/Code from the app to confirm|Authentication code/);
  await expect(codeField).toBeVisible();
  let code: string;
  if (await secret.isVisible()) {
    await expect(
      staff.getByRole('img', { name: 'QR code of the authenticator key' }),
    ).toBeVisible();
    await staffShots.take('admin-enrol', { fullPage: false });
    code = await authenticatorCode((await secret.textContent()) ?? '');
  } else {
    code = await authenticatorCode();
  }
  // A wrong code first: refused, and the right one still works.
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await codeField.press('Enter');
  await expect(staff.getByRole('alert')).toBeVisible();
  await codeField.fill(code);
  await codeField.press('Enter');

  // The dashboard counts the waiting identity and deposit.
  await expect(staff.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(staff.getByTestId('staff-identity')).toHaveText(`${STAFF.username} · superadmin`);
  await staffShots.take('admin-dashboard', { fullPage: false });
  expect(await seriousViolations(staff)).toEqual([]);

  // Identity verification.
  await staff.getByRole('link', { name: 'KYC' }).click();
  await staff.getByRole('button', { name: new RegExp(`Lena ${lastName}`) }).click();
  const application = staff.getByRole('article', { name: `Application of Lena ${lastName}` });
  await expect(application.getByRole('img', { name: 'Document front' })).toBeVisible();
  await staffShots.take('admin-kyc', { fullPage: false });
  await application.getByRole('button', { name: 'Verify' }).click();
  await application.getByRole('button', { name: 'Confirm verification' }).click();
  await expect(staff.getByRole('status').filter({ hasText: /verified\./ })).toBeVisible();

  // The deposit, with its proof beside the claim.
  await staff.getByRole('link', { name: 'Deposits' }).click();
  const row = staff.getByRole('button', { name: /250/ }).first();
  await row.click();
  const deposit = staff.getByRole('article', { name: /^Deposit \d+$/ });
  await expect(deposit.getByText(txHash)).toBeVisible();
  await expect(deposit.getByRole('img', { name: 'Proof of transfer' })).toBeVisible();
  await staffShots.take('admin-deposit', { fullPage: false });
  await deposit.getByRole('button', { name: 'Approve' }).click();
  // What it credits is shown before the confirmation.
  await expect(deposit.getByTestId('deposit-quote')).toContainText('Credit 250.00 USDT');
  await staffShots.take('admin-deposit-approve', { fullPage: false });
  await deposit.getByRole('button', { name: 'Confirm approval' }).click();
  await expect(
    staff.getByRole('status').filter({ hasText: /approved: 250(\.0+)? USDT credited/ }),
  ).toBeVisible();

  // Both decisions are in the audit log, and its chain holds.
  await staff.getByRole('link', { name: 'Audit' }).click();
  await staff.getByRole('button', { name: 'Verify chain' }).click();
  await expect(staff.getByText(/Chain intact: \d+ rows checked\./)).toBeVisible();
  await staffShots.take('admin-audit', { fullPage: false });
  await context.close();

  // The customer sees the credit in the real book, and their verified identity.
  const balance = new BalancePage(page);
  await balance.open();
  await expect(balance.realAvailable).toContainText('250');
  await page.goto('/profile/verification');
  await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'verified');
  await shots.take('admin-customer-after');
});
