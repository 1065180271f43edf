import en from '../../apps/web/src/i18n/locales/en.ts';
import { DesktopFrame, TAB_TEXTS } from '../pages/frame.ts';
import { RegisterPage } from '../pages/auth-pages.ts';
import { englishOnlyNotice, staffPerFile } from '../support/admin.ts';
import { expect, newIdentity, test } from '../support/fixtures.ts';

/** The desktop layout (width over 1000): top bar, tabs, footer groups (spec section 2). */

const staff = staffPerFile();
test.afterAll(() => staff.dispose());

test('the top bar has the logo, the six tabs in order, support, language and the way in', async ({
  page,
  product,
}) => {
  const frame = new DesktopFrame(page);
  await page.goto('/help');
  const tabs = frame.topBar.getByRole('navigation', { name: en.nav.primary }).getByRole('listitem');
  await expect(tabs).toHaveText(TAB_TEXTS);
  // Every tab is built and linked.
  await expect(frame.tab('nfts')).toHaveAttribute('href', '/nfts');
  await expect(frame.tab('nfts')).not.toHaveAttribute('aria-disabled', /./);
  await expect(frame.tab('trading')).toHaveAttribute('href', '/trading');
  await expect(frame.tab('loan')).toHaveAttribute('href', '/loan');
  await expect(frame.language.locator('option')).toHaveCount(10);
  await expect(page.getByTestId('topbar-login')).toBeVisible();
  await expect(page.getByTestId('topbar-signup')).toBeVisible();

  await frame.tab('market').click();
  await expect(page).toHaveURL(/\/market$/);
  await expect(frame.tab('market')).toHaveAttribute('aria-current', 'page');
  await frame.tab('home').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(frame.tab('home')).toHaveAttribute('aria-current', 'page');
  await page.goto('/help');
  await frame.topBar.getByRole('link', { name: en.app.home }).click();
  await expect(page).toHaveURL(/\/$/);

  // Logged in: the account replaces Login and Sign-up.
  const id = newIdentity('topbar');
  await page.getByTestId('topbar-signup').click();
  await new RegisterPage(page).fillWith(id, (email) => product.smtp.latestCode(email));
  await page.getByRole('button', { name: en.register.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('topbar-account')).toContainText(id.username);
  await expect(page.getByTestId('topbar-login')).toHaveCount(0);
  await expect(page.getByTestId('topbar-signup')).toHaveCount(0);
  await expect(frame.tab('profile')).toHaveAttribute('aria-current', 'page');
});

test('the footer has the four groups, content links from the server, and the theme', async ({
  page,
}) => {
  // The pages listed before the page loads (a journey may add one meanwhile).
  const answer = await page.request.get('/swx/customer/index/listContents/2');
  await page.goto('/');
  const footer = new DesktopFrame(page).footer;
  for (const group of [
    en.footer.products,
    en.footer.company,
    en.footer.statements,
    en.footer.policy,
  ]) {
    await expect(footer.getByRole('heading', { name: group, exact: true })).toBeVisible();
  }
  const items = ((await answer.json()) as { result: { slug: string; type: number }[] }).result;
  const groups = { 1: en.footer.company, 2: en.footer.policy, 3: en.footer.statements } as const;
  for (const item of items) {
    const group = footer.getByRole('region', { name: groups[item.type as 1 | 2 | 3] });
    await expect(group.getByTestId(`footer-content-${item.slug}`)).toBeVisible();
  }

  await footer.getByText(en.settings.light, { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the home page shows the hero, the platform figures, the products and the notices', async ({
  page,
  shots,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: en.home.headline, level: 1 })).toBeVisible();
  // The fee figure comes from the fee parameter (0.1% seeded), not from a typed-in claim.
  await expect(page.getByTestId('stat-fee')).toContainText('0.1%');
  await expect(page.getByTestId('stat-fee')).toContainText(en.home.stats.fee);
  for (const key of ['market', 'loan', 'trading', 'nfts']) {
    await expect(page.getByTestId(`home-card-${key}`)).toBeVisible();
  }
  await expect(page.getByTestId('latest-notices').getByRole('listitem')).toHaveCount(4);
  await page.getByTestId('notice-card').click();
  await expect(page).toHaveURL(/\/help\/notice$/);
  await page.goto('/');
  await shots.take('home-desktop');
});

test('a tablet wider than 1000 px gets the mobile layout, a desktop browser the desktop one', async ({
  browser,
  baseURL,
}) => {
  const ipad =
    'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
  for (const [userAgent, hasTouch, layout] of [
    [ipad, true, 'mobile'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      false,
      'desktop',
    ],
  ] as const) {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1180, height: 820 },
      userAgent,
      hasTouch,
      isMobile: hasTouch,
    });
    await context.addInitScript(() => localStorage.setItem('showBoard', 'false'));
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-layout', layout);
    await expect(page.getByTestId(layout === 'mobile' ? 'tab-bar' : 'top-bar')).toBeVisible();
    await expect(page.getByTestId(layout === 'mobile' ? 'top-bar' : 'tab-bar')).toHaveCount(0);
    await context.close();
  }
});

test('notices follow a change of language: Chinese in 简体中文, Arabic right to left, English with a note where a notice has no translation', async ({
  page,
  baseURL,
}) => {
  const english = await englishOnlyNotice(await staff.of(baseURL!));
  const frame = new DesktopFrame(page);
  await page.goto('/help/notice');
  // The same notice, by its link, whatever its title's language.
  const href = await page
    .getByTestId('notice-row')
    .filter({ hasText: 'Welcome to SWX' })
    .getAttribute('href');
  const welcome = page.locator(`[data-testid="notice-row"][href="${href}"]`);
  const added = page.getByTestId('notice-row').filter({ hasText: english.title });
  await frame.language.selectOption('zh');
  await expect(welcome).toContainText('欢迎使用 SWX');
  await expect(welcome.locator('[lang="en"]')).toHaveCount(0);
  // A notice staff wrote in English alone: English, marked as such, and the list says so.
  await expect(added.locator('[lang="en"]')).toBeVisible();
  await expect(page.getByTestId('fallback-note')).toBeVisible();

  await frame.language.selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(welcome).toContainText('مرحبًا بك في SWX');
  await expect(page.getByTestId('notice-list')).not.toContainText(/[\u4e00-\u9fff]/);
  // English in an Arabic page runs left to right, so a long title is cut at its own end.
  const title = added.locator('[lang="en"]');
  expect(await title.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');

  // A translated notice's page has no note; the English one's has.
  const detail = page.getByTestId('notice-detail');
  await welcome.click();
  await expect(detail).toContainText('مرحبًا بك في SWX');
  await expect(detail.getByTestId('fallback-note')).toHaveCount(0);
  await page.goto(`/help/notice?id=${english.id}`);
  await expect(detail).toContainText(english.title);
  await expect(detail.getByTestId('fallback-note')).toBeVisible();
});
