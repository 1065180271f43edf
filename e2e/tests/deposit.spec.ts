import { randomBytes } from 'node:crypto';
import ar from '../../apps/web/src/i18n/locales/ar.ts';
import en from '../../apps/web/src/i18n/locales/en.ts';
import { BalancePage } from '../pages/balance-page.ts';
import { approveDeposit } from '../support/admin.ts';
import { seriousViolations } from '../support/axe.ts';
import { PROOF_PNG } from '../support/images.ts';
import { registerNewUser } from '../support/customer.ts';
import { DEPOSIT_ADDRESS_USDT_TRC20, expect, test } from '../support/fixtures.ts';
import { fill } from '../support/texts.ts';

/** Deposit, its review and the withdrawal's verification requirement (issue 5) at both sizes. */

// axe is injected as an inline script, which the product's CSP rightly refuses.
test.use({ bypassCSP: true });

test('the proof image is a PNG', () => {
  expect(PROOF_PNG.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  expect(PROOF_PNG.readUInt32BE(16)).toBe(48);
  expect(PROOF_PNG.readUInt32BE(20)).toBe(32);
});

test('a deposit is claimed in real mode, credited after review, and withdrawals ask for verification', async ({
  page,
  product,
  shots,
}) => {
  await registerNewUser(page, product, 'dep');
  const balance = new BalancePage(page);
  await balance.open();

  // In demo mode the button offers the real account instead of calling the API.
  const networks = page.waitForRequest((r) => r.url().includes('/user/listDepositNetworks'));
  await page.getByTestId('deposit-button').click();
  const prompt = page.getByTestId('real-mode-dialog');
  await expect(prompt).toContainText(en.wallet.realOnly.deposit);
  await prompt.getByRole('button', { name: en.wallet.realOnly.switch }).click();
  await expect(balance.activeMark('real')).toBeVisible();
  expect((await networks).headers()['x-real-account']).toBe('YES');

  // The address, its QR code, what to send and the minimum.
  const dialog = page.getByTestId('deposit-dialog');
  await expect(dialog.getByTestId('deposit-address')).toHaveText(DEPOSIT_ADDRESS_USDT_TRC20);
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(dialog.getByTestId('deposit-warning')).toContainText(
    fill(en.wallet.deposit.warning, { asset: 'USDT', network: 'USDT (TRC20)' }),
  );
  await expect(dialog.getByTestId('deposit-minimum')).toHaveText(
    fill(en.wallet.deposit.minimum, { minimum: '120', asset: 'USDT' }),
  );
  await shots.take('deposit-dialog', { fullPage: false });

  // Live checks: below the minimum, a hash of another network.
  const amount = dialog.getByLabel('Amount sent (USDT)');
  await amount.fill('100');
  await amount.blur();
  await expect(
    dialog.getByText(fill(en.wallet.amount.belowMinimum, { minimum: '120', asset: 'USDT' })),
  ).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await amount.fill('150');
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');

  // A hash no other run or worker claims (a hash can be claimed once).
  const txHash = randomBytes(32).toString('hex');
  const hash = dialog.getByLabel(en.wallet.deposit.txHash);
  await hash.fill(`0x${txHash}`);
  await hash.blur();
  await expect(
    dialog.getByText(fill(en.wallet.deposit.txHashErrors.format, { network: 'USDT (TRC20)' })),
  ).toBeVisible();
  await hash.fill(txHash);
  await dialog.getByLabel(en.wallet.deposit.last6).fill('gLj6tZ');
  await dialog
    .getByLabel(en.wallet.deposit.proof)
    .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PROOF_PNG });
  await expect(dialog.getByTestId('deposit-proof-preview')).toBeVisible();
  await shots.take('deposit-form', { fullPage: false });

  const posted = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().includes('/swx/customer/user/recharge'),
  );
  await dialog.getByTestId('deposit-submit').click();
  const request = await posted;
  expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  await expect(dialog.getByTestId('deposit-done')).toContainText(en.wallet.deposit.doneBody);
  await shots.take('deposit-done', { fullPage: false });
  await dialog.getByTestId('deposit-close').click();
  await expect(dialog).toBeHidden();

  // Pending, and nothing credited before the review.
  const record = page.getByTestId('deposit-record').first();
  await expect(record).toHaveAttribute('data-status', 'pending');
  await expect(record.getByTestId('record-status')).toHaveText(en.wallet.records.status.pending);
  await expect(balance.realAvailable).toHaveText('0.00');

  // Staff approve through the admin API; the user reloads.
  const approved = await approveDeposit(page.request, txHash);
  expect(approved.status).toBe('approved');
  await page.reload();
  await expect(balance.realAvailable).toHaveAttribute('data-amount', '150.000000');
  await expect(balance.realAvailable).toHaveText('150.00');
  await expect(record).toHaveAttribute('data-status', 'approved');
  await expect(record.getByTestId('deposit-credited')).toHaveText(
    fill(en.wallet.records.credited, { amount: '150.00' }),
  );
  await expect(balance.events.first()).toHaveAttribute('data-reason', 'deposit.credit');
  await shots.take('deposit-approved');

  // Withdrawals need a verified identity: said before any form.
  await page.getByTestId('withdraw-button').click();
  const withdraw = page.getByTestId('withdraw-dialog');
  await expect(withdraw.getByTestId('withdraw-kyc')).toContainText(en.wallet.withdraw.kyc.title);
  await expect(withdraw.getByTestId('withdraw-kyc-status')).toHaveText(en.kyc.status.none);
  await expect(withdraw.getByTestId('withdraw-form')).toHaveCount(0);
  await shots.take('withdraw-verification', { fullPage: false });
  await withdraw.getByTestId('withdraw-kyc').getByRole('button', { name: en.wallet.close }).click();
  await expect(withdraw).toBeHidden();

  await page.getByRole('tab', { name: en.wallet.records.tabs.withdrawals }).click();
  await expect(page.getByTestId('records-empty')).toHaveText(en.wallet.records.emptyWithdrawals);
});

for (const language of ['en', 'ar'] as const) {
  test(`the deposit dialog has no serious accessibility violations (${language})`, async ({
    page,
    product,
    shots,
  }) => {
    await registerNewUser(page, product, 'dep');
    // Real mode (virtualStatus 0) and the language, as stored by earlier visits.
    await page.evaluate((lang) => {
      localStorage.setItem('language', lang);
      localStorage.setItem('virtualStatus', '0');
    }, language);
    const balance = new BalancePage(page);
    await balance.open();
    await expect(balance.activeMark('real')).toBeVisible();
    const catalogue = language === 'ar' ? ar : en;
    await page.getByTestId('deposit-button').click();
    const dialog = page.getByTestId('deposit-dialog');
    await expect(dialog.getByTestId('deposit-address')).toHaveText(DEPOSIT_ADDRESS_USDT_TRC20);
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(
      catalogue.wallet.deposit.title,
    );
    // Submitted from the keyboard: the errors at the fields are part of what is checked.
    await dialog.getByTestId('deposit-amount').press('Enter');
    await expect(dialog.getByTestId('deposit-amount')).toBeFocused();
    await expect(dialog.getByTestId('deposit-amount')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    await shots.take(`deposit-dialog-errors-${language}`, { fullPage: false });
  });
}
