import en from '../../apps/web/src/i18n/locales/en.ts';
import { mailText } from '../../apps/server/src/test/smtp.ts';
import { seriousViolations } from '../support/axe.ts';
import { registerNewUser } from '../support/customer.ts';
import { expectNoSidewaysScroll } from '../support/layout.ts';
import { expect, test } from '../support/fixtures.ts';
import { noteShown } from '../support/notes.ts';

/**
 * The withdrawal address book (issue 22) at both sizes: a customer turns the whitelist on,
 * saves an address and sees it wait the 24 hours; the security mail's link, opened in another
 * browser without signing in, cancels it and signs the account out everywhere.
 */

// axe is injected as an inline script, which the product's CSP rightly refuses.
test.use({ bypassCSP: true });

const ADDRESS = 'TNUC9Qb1rRpS5CbWLmNMxXBjyFoydXjWFR';

test('address book: a saved address waits; the mailed link cancels it', async ({
  page,
  browser,
  product,
  shots,
}) => {
  const me = await registerNewUser(page, product, 'book');
  await page.goto('/profile/security');
  const card = page.getByTestId('address-book');
  await expect(card.getByTestId('address-book-empty')).toHaveText(en.security.addressBook.empty);
  await expect(card.getByTestId('whitelist-state')).toHaveText(en.security.twoFactor.off);

  const turnedOn = noteShown(page, en.security.addressBook.turnedOn);
  await card.getByTestId('whitelist-turn-on').click();
  await turnedOn;
  await expect(card.getByTestId('whitelist-detail')).toHaveText(
    en.security.addressBook.whitelistOn,
  );

  await card.getByTestId('address-add-open').click();
  const dialog = page.getByTestId('address-add');
  await dialog.getByTestId('address-add-address').fill(ADDRESS);
  await dialog.getByTestId('address-add-label').fill('Cold wallet');
  expect(await seriousViolations(page)).toEqual([]);
  await shots.take('address-add', { fullPage: false });
  await dialog.getByRole('button', { name: en.security.addressBook.save }).click();
  await expect(dialog).not.toBeVisible();

  const item = card.getByTestId('address-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Cold wallet');
  await expect(item).toContainText(ADDRESS);
  // Waiting: usable 24 hours after it was saved.
  await expect(item.getByTestId('address-status')).toHaveText(/^Usable /);
  await card.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page);
  await shots.take('address-book-waiting');

  // The owner is mailed, with a link that cancels it without signing in.
  const mail = mailText(
    (await product.smtp.withSubject(me.email, 'SWX: a withdrawal address was added')).raw,
  );
  expect(mail).toContain(ADDRESS);
  const link = /https?:\/\/\S+\/pass\/cancel-address#[A-Za-z0-9_-]{43}/.exec(mail)?.[0];
  expect(link).toBeDefined();
  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  try {
    const stranger = await other.newPage();
    await stranger.goto(new URL(link!).pathname + new URL(link!).hash);
    await stranger.getByTestId('address-cancel-confirm').click();
    const done = stranger.getByTestId('address-cancel-done');
    await expect(done).toContainText('Cold wallet');
    await expect(done).toContainText(ADDRESS);
  } finally {
    await other.close();
  }

  // Every device was signed out: this one is sent to sign in again.
  await page.reload();
  await expect(page).toHaveURL(/\/pass\/login/);
});
