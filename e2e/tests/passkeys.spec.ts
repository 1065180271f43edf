import en from '../../apps/web/src/i18n/locales/en.ts';
import { ProfilePage } from '../pages/auth-pages.ts';
import { seriousViolations } from '../support/axe.ts';
import { registerNewUser } from '../support/customer.ts';
import { expectNoSidewaysScroll } from '../support/layout.ts';
import { expect, test } from '../support/fixtures.ts';
import { noteShown } from '../support/notes.ts';

/**
 * Passkeys (issue 22) at both sizes, with Chromium's virtual authenticator (a platform
 * authenticator that verifies the user): a customer adds a passkey from the security page,
 * signs out, and signs in with it from the sign-in page without typing anything.
 */

// axe is injected as an inline script, which the product's CSP rightly refuses.
test.use({ bypassCSP: true, siteHost: 'localhost' });

test('passkeys: added on the security page, then a sign-in with nothing typed', async ({
  page,
  product,
  shots,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  const me = await registerNewUser(page, product, 'pk');
  await page.goto('/profile/security');
  const card = page.getByTestId('passkeys');
  await expect(card.getByTestId('passkeys-empty')).toHaveText(en.security.passkeys.empty);
  await card.getByTestId('passkey-add-open').click();
  const dialog = page.getByTestId('passkey-add');
  await dialog.getByTestId('passkey-name').fill('Test laptop');
  await dialog.getByTestId('passkey-password').fill(me.password);
  expect(await seriousViolations(page)).toEqual([]);
  await shots.take('passkey-add', { fullPage: false });
  const added = noteShown(page, en.security.passkeys.added);
  await dialog.getByRole('button', { name: en.security.passkeys.continue }).click();
  await added;
  await expect(dialog).not.toBeVisible();
  const item = card.getByTestId('passkey-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('passkey-item-name')).toHaveText('Test laptop');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  await card.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page);
  await shots.take('passkeys-listed');

  // The owner is mailed about it.
  await product.smtp.withSubject(me.email, 'SWX: a passkey was added');

  // Signed out, the sign-in page signs in with the passkey: no username, no password.
  await page.goto('/profile');
  await new ProfilePage(page).logOut();
  await page.goto('/pass/login');
  await shots.take('login-with-passkey', { fullPage: false });
  await page.getByTestId('passkey-login').click();
  await new ProfilePage(page).expectUser(me.username);
  const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(after.credentials[0]!.signCount).toBeGreaterThan(0);

  // The security page says it was used, and the sign-in history names the passkey.
  await page.goto('/profile/security');
  await expect(card.getByTestId('passkey-item')).toContainText(/last used/);
  await expect(page.getByTestId('sign-in-row').first()).toContainText(en.security.methods.passkey);
});
