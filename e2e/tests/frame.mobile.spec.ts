import en from '../../apps/web/src/i18n/locales/en.ts';
import { MOBILE_TAB_TEXTS, MobileFrame, supportLink } from '../pages/frame.ts';
import { registerNewUser } from '../support/customer.ts';
import { expect, test } from '../support/fixtures.ts';

/** The mobile layout: tab bar, back header, language modal, onboarding (spec section 2). */

test('the tab bar has six tabs; tapping the active one scrolls to the top', async ({ page }) => {
  const frame = new MobileFrame(page);
  await page.goto('/');
  await expect(frame.tabBar.getByRole('listitem')).toHaveCount(6);
  // Features not built yet are shown as coming soon, not linked.
  await expect(frame.tabBar.getByRole('listitem')).toHaveText(MOBILE_TAB_TEXTS);
  // Every label on one line, inside its sixth of the bar.
  for (const label of await frame.tabBar.getByRole('listitem').all()) {
    const lines = await label.evaluate((item) => {
      const text = item.querySelector('[data-tab-label]')!;
      return Math.round(
        text.getBoundingClientRect().height / parseFloat(getComputedStyle(text).lineHeight),
      );
    });
    expect(lines).toBe(1);
  }
  // Opaque: the page (the footer at its end) never shows through the bar.
  const background = await frame.tabBar.evaluate((bar) => getComputedStyle(bar).backgroundColor);
  expect(background).toMatch(/^rgb\(/);
  await expect(frame.tab('home')).toHaveAttribute('aria-current', 'page');
  await expect(frame.tab('nfts')).toHaveAttribute('href', '/nfts');
  await expect(frame.tab('loan')).toHaveAttribute('href', '/loan');
  await expect(frame.tab('trading')).toHaveAttribute('href', '/trading');
  await expect(frame.tab('market')).toHaveAttribute('href', '/market');

  // Once the page is whole (the footer comes last), scroll to its end.
  await expect(page.getByTestId('footer')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await frame.tab('home').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveURL(/\/$/);

  // The account tab of a visitor goes to the login page, which comes back to it.
  await frame.tab('profile').click();
  await expect(page).toHaveURL(/\/pass\/login\?redirect=\/profile$/);
});

test('pages off the tabs get a back header with title, language and support; no bell logged out', async ({
  page,
}) => {
  const frame = new MobileFrame(page);
  await page.goto('/');
  await expect(frame.back).toHaveCount(0);
  await frame.openSupport();
  await supportLink(page, en.support.helpCentre).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(frame.title).toHaveText(en.help.title);
  await expect(frame.header.getByTestId('language-button')).toBeVisible();
  await expect(frame.header.getByTestId('support-button')).toBeVisible();
  await expect(page.getByTestId('notification-bell')).toHaveCount(0);
  await frame.back.click();
  await expect(page).toHaveURL(/\/$/);

  // Opened directly (no history in the app), back goes home.
  await page.goto('/introduction');
  await expect(frame.title).toHaveText(en.introduction.title);
  await frame.back.click();
  await expect(page).toHaveURL(/\/$/);
});

test('the language modal lists English, Traditional and Simplified Chinese first', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('language-button').click();
  await expect(page.getByTestId('picker-languages').getByRole('button')).toHaveText([
    'English',
    '繁體中文',
    '简体中文',
  ]);
  await expect(
    page.getByTestId('language-dialog').getByRole('button', { pressed: true }),
  ).toHaveText('English');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('language-dialog')).toBeHidden();
});

test('the home page shows the products, the demo-account banner and the notice card', async ({
  page,
}) => {
  await page.goto('/');
  for (const key of ['market', 'loan', 'trading', 'nfts']) {
    await expect(page.getByTestId(`home-card-${key}`)).toBeVisible();
  }
  await expect(page.getByTestId('demo-banner')).toContainText('100,000.00 USDT');
  await page.getByTestId('notice-card').click();
  await expect(page).toHaveURL(/\/help\/notice$/);
  await page.goto('/');
  await page.getByTestId('demo-banner').click();
  await expect(page).toHaveURL(/\/pass\/login\?redirect=\/profile$/);
});

test.describe('onboarding board', () => {
  test.use({ onboarding: true });

  test('Continue goes to registration when logged out, and the board is not shown again', async ({
    page,
    shots,
  }) => {
    await page.goto('/');
    const board = page.getByTestId('onboarding-board');
    await expect(board).toBeVisible();
    await expect(board.getByRole('heading', { name: en.board.title })).toBeVisible();
    await shots.take('onboarding');
    await page.getByTestId('board-continue').click();
    await expect(page).toHaveURL(/\/pass\/register$/);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: en.home.headline })).toBeVisible();
    await expect(board).toHaveCount(0);
  });

  test('greets a first-time visitor on the home page only; Skip stays home and is remembered', async ({
    page,
    shots,
  }) => {
    // A link to another page opens that page, not the board.
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('onboarding-board')).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByTestId('onboarding-board')).toBeVisible();
    // A drawn chart, not a blurred square.
    await expect(page.getByTestId('board-illustration').locator('rect')).toHaveCount(5);
    await shots.take('onboarding-home', { fullPage: false });
    await page.getByTestId('board-skip').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('onboarding-board')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: en.home.headline })).toBeVisible();
    await expect(page.getByTestId('onboarding-board')).toHaveCount(0);
  });

  test('a signed-in customer never sees it and keeps the page they asked for', async ({
    page,
    product,
  }) => {
    await registerNewUser(page, product, 'board');
    await page.goto('/profile/orders');
    await expect(page).toHaveURL(/\/profile\/orders$/);
    await expect(page.getByTestId('mobile-title')).toBeVisible();
    await expect(page.getByTestId('onboarding-board')).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: en.home.headline })).toBeVisible();
    await expect(page.getByTestId('onboarding-board')).toHaveCount(0);
  });
});
