import en from '../../apps/web/src/i18n/locales/en.ts';
import { ProfilePage, RegisterPage } from '../pages/auth-pages.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, newIdentity, test } from '../support/fixtures.ts';

/** Invite friends (issue 5) at both sizes: the code, link and QR code, and who joined. */

// axe is injected as an inline script, which the product's CSP rightly refuses.
test.use({ bypassCSP: true });

test('a friend who registers through the invite link appears in the inviter’s list', async ({
  page,
  browser,
  product,
  shots,
}) => {
  const inviter = newIdentity('inv');
  await new RegisterPage(page).register(inviter, (email) => product.smtp.latestCode(email));
  await page.getByRole('link', { name: en.profile.invite }).click();
  await expect(page).toHaveURL(/\/profile\/invite$/);
  const code = (await page.getByTestId('invite-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  const link = (await page.getByTestId('invite-link').textContent())?.trim() ?? '';
  expect(link).toBe(`${new URL(page.url()).origin}/pass/register?invite=${code}`);
  await expect(page.getByRole('img', { name: en.invite.qr })).toBeVisible();
  await expect(page.getByTestId('invitees-empty')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shots.take('invite-empty');

  // The friend opens the link in their own browser: the code is filled in for them.
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    baseURL: new URL(page.url()).origin,
  });
  try {
    const friendPage = await context.newPage();
    await friendPage.goto(link);
    const form = new RegisterPage(friendPage);
    await expect(friendPage.getByLabel(en.auth.inviteCode)).toHaveValue(code);
    const friend = newIdentity('frd');
    await form.fillWith(friend, (email) => product.smtp.latestCode(email));
    await form.submit.click();
    await new ProfilePage(friendPage).expectUser(friend.username);

    await page.reload();
    const rows = page.getByTestId('invitee-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(friend.username);
    await expect(page.getByTestId('invitees-total')).toContainText('1');
    await shots.take('invite-joined');
  } finally {
    await context.close();
  }
});
