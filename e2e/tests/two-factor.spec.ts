import en from '../../apps/web/src/i18n/locales/en.ts';
import { mailText } from '../../apps/server/src/test/smtp.ts';
import { LoginPage } from '../pages/auth-pages.ts';
import { authenticatorCode, type Authenticator } from '../support/admin.ts';
import { seriousViolations } from '../support/axe.ts';
import { registerNewUser } from '../support/customer.ts';
import { expectNoSidewaysScroll } from '../support/layout.ts';
import { expect, test } from '../support/fixtures.ts';
import { noteShown } from '../support/notes.ts';

/**
 * Two-factor sign-in (issue 22) at both sizes: a customer turns it on from the security page
 * (password, the key from the QR code's text, a code of the app, the recovery codes), is mailed
 * about it, then signs in on another browser with the password and a code of the app, and on a
 * third with a recovery code.
 */

// axe is injected as an inline script, which the product's CSP rightly refuses.
test.use({ bypassCSP: true });

test('two-factor sign-in: turned on with the app, then a sign-in asks for its code', async ({
  page,
  browser,
  product,
  shots,
}) => {
  const me = await registerNewUser(page, product, 'tfa');
  const app: Authenticator = { secret: '', lastStep: -1 };

  await page.goto('/profile/security');
  // A new account has a password only: weak, until the other protections are on.
  const score = page.getByTestId('security-score');
  await expect(score).toHaveAttribute('data-level', 'weak');
  await expect(score.getByTestId('security-score-twoFactor')).toHaveAttribute('data-on', 'false');
  const card = page.getByTestId('two-factor');
  await expect(card.getByTestId('two-factor-status')).toHaveText(en.security.twoFactor.off);
  await card.getByTestId('two-factor-enable-open').click();
  const dialog = page.getByTestId('two-factor-enable');
  await dialog.getByTestId('two-factor-password').fill(me.password);
  await dialog.getByRole('button', { name: en.security.twoFactor.continue }).click();
  await expect(dialog.getByTestId('two-factor-qr')).toBeVisible();
  const secret = (await dialog.getByTestId('two-factor-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);
  await shots.take('two-factor-enrol', { fullPage: false });
  await dialog.getByTestId('two-factor-code').fill(await authenticatorCode(secret, app));
  const enabled = noteShown(page, en.security.twoFactor.enabled);
  await dialog.getByRole('button', { name: en.security.twoFactor.confirm }).click();
  await enabled;
  const codes = dialog.getByTestId('recovery-code');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.allTextContents()).map((code) => code.trim());
  for (const code of recovery) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  expect(await seriousViolations(page)).toEqual([]);
  await shots.take('two-factor-recovery-codes', { fullPage: false });
  await dialog.getByTestId('two-factor-done').click();
  await expect(dialog).not.toBeVisible();
  await expect(card.getByTestId('two-factor-status')).toHaveText(en.security.twoFactor.on);
  await expect(score).toHaveAttribute('data-level', 'fair');
  await expectNoSidewaysScroll(page);
  await shots.take('two-factor-on');

  // The owner is mailed that it was turned on.
  const told = await product.smtp.withSubject(me.email, 'SWX: two-factor sign-in turned on');
  expect(mailText(told.raw)).toContain('/pass/reset');

  // Another browser: the password, then a code of the app.
  const other = await browser.newContext({ baseURL: product.baseURL });
  try {
    const login = new LoginPage(await other.newPage());
    await login.open();
    await login.logIn(me.username, me.password);
    const code = login.page.getByTestId('second-factor-code');
    await expect(code).toBeVisible();
    await expect(login.page).toHaveURL(/\/pass\/login/);
    await code.fill(await authenticatorCode(undefined, app));
    await login.page.getByRole('button', { name: en.twoFactorLogin.submit }).click();
    await expect(login.page).toHaveURL(/\/profile$/);
  } finally {
    await other.close();
  }

  // A third: a recovery code in place of the app, once.
  const third = await browser.newContext({ baseURL: product.baseURL });
  try {
    const login = new LoginPage(await third.newPage());
    await login.open();
    await login.logIn(me.email, me.password);
    await login.page.getByTestId('second-factor-code').fill(recovery[0]!);
    await login.page.getByRole('button', { name: en.twoFactorLogin.submit }).click();
    await expect(login.page).toHaveURL(/\/profile$/);
  } finally {
    await third.close();
  }
  await page.reload();
  await expect(page.getByTestId('recovery-codes-left')).toHaveText(
    en.security.twoFactor.codesLeft.replace('{{count}}', '9'),
  );
});
