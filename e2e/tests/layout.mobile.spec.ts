import type { Page } from '@playwright/test';
import { RegisterPage } from '../pages/auth-pages.ts';
import { expect, newIdentity, test } from '../support/fixtures.ts';

/**
 * No page is wider than a 390 px phone (issue 17): a long username or email, a long name of an
 * instrument or a table, anything that does not fit is truncated or wraps; nothing widens the
 * page and pushes the tab bar off screen.
 */

const PUBLIC = ['/', '/market', '/introduction', '/help', '/help/faq', '/help/notice'];
const LOGGED_OUT = ['/pass/login', '/pass/register', '/pass/reset'];
const ACCOUNT = [
  '/profile',
  '/profile/balance',
  '/profile/orders',
  '/profile/verification',
  '/profile/notification',
  '/profile/invite',
  '/profile/settings',
  '/profile/password',
];

/**
 * How far the page at `path` reaches past the viewport's right edge, with the innermost
 * elements that stick out (empty when it fits).
 */
async function overflow(page: Page, path: string): Promise<string | null> {
  await page.goto(path);
  await expect(page.locator('main, form').first()).toBeVisible();
  // The page's data has arrived (no skeleton left) before it is measured.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past = document.documentElement.scrollWidth - width;
    if (past <= 0) return null;
    const out = Array.from(document.querySelectorAll('body *')).filter(
      (element) =>
        element.getBoundingClientRect().right > width + 0.5 &&
        !Array.from(element.children).some(
          (child) => child.getBoundingClientRect().right > width + 0.5,
        ),
    );
    const names = out.slice(0, 3).map((element) => {
      const id = element.getAttribute('data-testid');
      return id ? `[data-testid=${id}]` : `${element.tagName.toLowerCase()}.${element.className}`;
    });
    return `${past} px (${names.join(', ')})`;
  });
}

async function overflowing(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const past = await overflow(page, path);
    if (past) found.push(`${path}: ${past}`);
  }
  return found;
}

test('no page is wider than the phone, with the longest username and email', async ({
  page,
  product,
}) => {
  test.setTimeout(300_000);
  expect(await overflowing(page, [...PUBLIC, ...LOGGED_OUT])).toEqual([]);

  // The longest a username may be (32), and a long email.
  const base = newIdentity('w');
  const identity = {
    ...base,
    username: `${base.username}${'x'.repeat(32)}`.slice(0, 32),
    email: `${'averyveryverylongmailboxname'}.${base.email}`,
  };
  await new RegisterPage(page).register(identity, (email) => product.smtp.latestCode(email));

  // An instrument's page, reached as a user does.
  await page.goto('/market');
  await page.getByTestId('market-tab-2').click();
  await page.getByTestId('market-search').fill('BTCUSDT');
  await page.getByTestId('market-row').filter({ hasText: 'BTCUSDT' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/cruuency\?/);
  const instrument = new URL(page.url()).pathname + new URL(page.url()).search;

  expect(await overflowing(page, [...PUBLIC, instrument, ...ACCOUNT])).toEqual([]);
  await expect(page.getByTestId('tab-bar')).toBeInViewport();
});
