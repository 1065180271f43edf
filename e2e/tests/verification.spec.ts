import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import en from '../../apps/web/src/i18n/locales/en.ts';
import { BalancePage } from '../pages/balance-page.ts';
import { approveDeposit, staffSession } from '../support/admin.ts';
import { claimDeposit, tokenOf, registerNewUser } from '../support/customer.ts';
import { seriousViolations } from '../support/axe.ts';
import { PROOF_PNG } from '../support/images.ts';
import { DEPOSIT_ADDRESS_USDT_TRC20, expect, test } from '../support/fixtures.ts';
import { noteShown } from '../support/notes.ts';
import { fill } from '../support/texts.ts';

/**
 * The rest of the money journey (issue 5) at both sizes: identity verification, its review,
 * a withdrawal with its terms, the staff's payout, and the notifications of each outcome,
 * pushed live to the bell.
 */

// axe is injected as an inline script, which the product's CSP rightly refuses.
test.use({ bypassCSP: true });

const bell = (page: Page) => page.getByTestId('notification-bell');
const BTC_TO = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

test('identity verification, its review, a withdrawal and its payout, each told to the user', async ({
  page,
  product,
  shots,
}) => {
  const identity = await registerNewUser(page, product, 'kyc');
  await page.evaluate(() => localStorage.setItem('virtualStatus', '0'));
  const token = await tokenOf(page);

  // Funds on the real book: a deposit approved by staff; the bell counts it live.
  await page.goto('/profile');
  await expect(bell(page)).toHaveAttribute('data-unread', '0');
  const txHash = await claimDeposit(page.request, token, '300');
  const told = noteShown(page, en.notifications.kinds.depositApproved.title);
  await approveDeposit(page.request, txHash);
  await expect(bell(page)).toHaveAttribute('data-unread', '1');
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await told;

  // Verification: not certified yet, from the account page.
  await expect(page.getByTestId('profile-verification')).toContainText(en.kyc.status.none);
  await page.getByTestId('profile-verification').click();
  await expect(page).toHaveURL(/\/profile\/verification$/);
  await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'none');
  const form = page.getByTestId('kyc-form');
  await expect(form).toBeVisible();
  // Submitting empty names the missing fields and sends nothing.
  let submitted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/user/identification')) submitted = true;
  });
  await page.getByTestId('kyc-submit').click();
  await expect(page.getByTestId('kyc-firstName')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('kyc-firstName')).toBeFocused();
  expect(submitted).toBe(false);

  const lastName = `Tester${randomBytes(3).toString('hex')}`;
  await page.getByTestId('kyc-firstName').fill('Alex');
  await page.getByTestId('kyc-lastName').fill(lastName);
  await page.getByTestId('kyc-sex').selectOption('female');
  await page.getByTestId('kyc-birthdate').fill('1990-04-12');
  await page.getByTestId('kyc-country').selectOption('DE');
  await page.getByTestId('kyc-address').fill('Unter den Linden 1, 10117 Berlin');
  await page.getByTestId('kyc-phone').fill('+49 30 1234567');
  await page.getByTestId('kyc-documentType').selectOption('passport');
  for (const side of ['front', 'back', 'hand'] as const) {
    await page
      .getByTestId(`kyc-${side}`)
      .setInputFiles({ name: `${side}.png`, mimeType: 'image/png', buffer: PROOF_PNG });
  }
  await shots.take('kyc-form');
  const posted = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/swx/customer/user/identification'),
  );
  await page.getByTestId('kyc-submit').click();
  expect((await posted).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('kyc-form')).toHaveCount(0);
  await shots.take('kyc-pending');

  // Staff verify it; the page and the bell follow without a reload.
  const staff = await staffSession(page.request);
  const queue = await staff.get<{ items: Array<{ id: string; lastName: string }> }>(
    '/kyc?status=pending&pageSize=100',
  );
  const application = queue.items.find((a) => a.lastName === lastName);
  expect(application, `pending KYC of ${identity.username}`).toBeDefined();
  await staff.post(`/kyc/${application!.id}/verify`);
  await expect(bell(page)).toHaveAttribute('data-unread', '2');
  await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'verified');

  // The withdrawal: its terms before confirming, the amount held after.
  const balance = new BalancePage(page);
  await balance.open();
  await expect(balance.realAvailable).toHaveAttribute('data-amount', '300.000000');
  await page.getByTestId('withdraw-button').click();
  const dialog = page.getByTestId('withdraw-dialog');
  await expect(dialog.getByTestId('withdraw-form')).toBeVisible();
  await dialog.getByTestId('withdraw-address').fill(DEPOSIT_ADDRESS_USDT_TRC20);
  await dialog.getByTestId('withdraw-amount').fill('200');
  await expect(dialog.getByTestId('withdraw-fee')).toContainText('2.00');
  await expect(dialog.getByTestId('withdraw-receive')).toContainText('198.00');
  await dialog.getByTestId('withdraw-continue').click();
  await expect(dialog.getByTestId('withdraw-confirm')).toBeVisible();
  await expect(dialog.getByTestId('withdraw-confirm-address')).toHaveText(
    DEPOSIT_ADDRESS_USDT_TRC20,
  );
  await shots.take('withdraw-confirm', { fullPage: false });
  await dialog.getByTestId('withdraw-confirm-button').click();
  await expect(dialog.getByTestId('withdraw-done')).toBeVisible();
  await dialog.getByTestId('withdraw-close').click();
  await expect(balance.realAvailable).toHaveAttribute('data-amount', '100.000000');
  await expect(bell(page)).toHaveAttribute('data-unread', '3');

  // Staff approve and pay it out; the record and the bell follow.
  const mine = await page.request.get('/swx/customer/user/listWithdrwal', {
    headers: { authorization: `Bearer ${token}`, 'x-real-account': 'YES' },
  });
  const withdrawal = ((await mine.json()) as { result: { items: Array<{ id: string }> } }).result
    .items[0]!;
  await staff.post(`/withdrawals/${withdrawal.id}/approve`);
  const payoutHash = randomBytes(32).toString('hex');
  await staff.post(`/withdrawals/${withdrawal.id}/complete`, { payoutHash });
  await expect(bell(page)).toHaveAttribute('data-unread', '5');
  await page.getByRole('tab', { name: en.wallet.records.tabs.withdrawals }).click();
  await expect(page.getByTestId('withdrawal-record').first()).toHaveAttribute(
    'data-status',
    'completed',
  );

  // The notifications page lists each outcome, newest first; reading them clears the bell.
  await bell(page).click();
  await expect(page).toHaveURL(/\/profile\/notification$/);
  const items = page.getByTestId('notification');
  await expect(items).toHaveCount(5);
  await expect(items.nth(0)).toHaveAttribute('data-kind', 'withdrawal.completed');
  await expect(items.nth(0).getByTestId('notification-body')).toContainText(payoutHash);
  await expect(items.nth(1)).toHaveAttribute('data-kind', 'withdrawal.approved');
  await expect(items.nth(2)).toHaveAttribute('data-kind', 'withdrawal.requested');
  await expect(items.nth(3)).toHaveAttribute('data-kind', 'kyc.verified');
  await expect(items.nth(4)).toHaveAttribute('data-kind', 'deposit.approved');
  await expect(items.nth(4).getByTestId('notification-body')).toHaveText(
    fill(en.notifications.kinds.depositApproved.body, {
      amount: '300.00',
      asset: 'USDT',
      credited: '300.00',
    }),
  );
  await shots.take('notifications');
  await items.nth(4).getByTestId('notification-read').click();
  await expect(items.nth(4)).toHaveAttribute('data-read', 'true');
  await expect(bell(page)).toHaveAttribute('data-unread', '4');
  await page.getByTestId('notifications-read-all').click();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await expect(items.nth(0)).toHaveAttribute('data-read', 'true');

  // BTC is paid from the USDT balance at the price quoted, which is what is held (ADR 0032).
  await balance.open();
  await expect(balance.realAvailable).toHaveAttribute('data-amount', '100.000000');
  await page.getByTestId('withdraw-button').click();
  await expect(dialog.getByTestId('withdraw-form')).toBeVisible();
  await dialog.getByTestId('withdraw-networks').getByText('BTC', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'BTC' })).toBeChecked();
  await dialog.getByTestId('withdraw-address').fill(BTC_TO);
  await dialog.getByTestId('withdraw-amount').fill('0.0005');
  await expect(dialog.getByTestId('withdraw-rate')).toContainText('1 BTC =');
  await expect(dialog.getByTestId('withdraw-receive')).toHaveText('0.0003 BTC');
  await dialog.getByTestId('withdraw-continue').click();
  await expect(dialog.getByTestId('withdraw-quote-time')).toContainText('This price holds for');
  const shownCost = await dialog.getByTestId('withdraw-cost').textContent();
  await shots.take('withdraw-btc-confirm', { fullPage: false });
  const requested = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/user/withdrawal'),
  );
  await dialog.getByTestId('withdraw-confirm-button').click();
  const answer = (await (await requested).json()) as {
    code: number;
    result: { asset: string; amount: string; usdtAmount: string; rate: string };
  };
  expect(answer.code).toBe(20003);
  expect(answer.result).toMatchObject({ asset: 'BTC', amount: '0.00050000' });
  // The cost shown, to the cent, is the cost held.
  expect(shownCost).toBe(`${Number(answer.result.usdtAmount).toFixed(2)} USDT`);
  await expect(dialog.getByTestId('withdraw-done')).toBeVisible();
  await dialog.getByTestId('withdraw-close').click();
  const micro = (text: string) => BigInt(text.replace('.', ''));
  const left = micro('100.000000') - micro(answer.result.usdtAmount);
  await expect(balance.realAvailable).toHaveAttribute(
    'data-amount',
    `${left / 1_000_000n}.${(left % 1_000_000n).toString().padStart(6, '0')}`,
  );
  await page.getByRole('tab', { name: en.wallet.records.tabs.withdrawals }).click();
  await expect(page.getByTestId('withdrawal-record').first()).toHaveAttribute(
    'data-status',
    'pending',
  );
  await expect(page.getByTestId('withdrawal-cost').first()).toContainText('USDT per BTC');
  await shots.take('withdrawal-records-btc');
});

for (const language of ['en', 'ar'] as const) {
  test(`the verification and notification pages have no serious accessibility violations (${language})`, async ({
    page,
    product,
    shots,
  }) => {
    await registerNewUser(page, product, 'kyc');
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.goto('/profile/verification');
    await expect(page.getByTestId('kyc-form')).toBeVisible();
    // Submitted empty: the errors at the fields are part of what is checked.
    await page.getByTestId('kyc-submit').click();
    await expect(page.getByTestId('kyc-firstName')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    await shots.take(`kyc-errors-${language}`);

    await page.goto('/profile/notification');
    await expect(page.getByTestId('notifications-empty')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shots.take(`notifications-empty-${language}`);
  });
}
