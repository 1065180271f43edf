import type { Page } from '@playwright/test';
import type { Catalogue } from '../../apps/web/src/i18n/locales/en.ts';
import ar from '../../apps/web/src/i18n/locales/ar.ts';
import de from '../../apps/web/src/i18n/locales/de.ts';
import en from '../../apps/web/src/i18n/locales/en.ts';
import es from '../../apps/web/src/i18n/locales/es.ts';
import fr from '../../apps/web/src/i18n/locales/fr.ts';
import hk from '../../apps/web/src/i18n/locales/hk.ts';
import it from '../../apps/web/src/i18n/locales/it.ts';
import ja from '../../apps/web/src/i18n/locales/ja.ts';
import ko from '../../apps/web/src/i18n/locales/ko.ts';
import zh from '../../apps/web/src/i18n/locales/zh.ts';
import { DesktopFrame, MobileFrame, supportLink } from '../pages/frame.ts';
import { englishOnlyPage, staffPerFile } from '../support/admin.ts';
import { expect, test } from '../support/fixtures.ts';

/** The frame journeys that hold in both layouts (spec section 2). */

const staff = staffPerFile();
test.afterAll(() => staff.dispose());

const LANGUAGES: readonly { value: string; name: string; locale: string; catalogue: Catalogue }[] =
  [
    { value: 'en', name: 'English', locale: 'en', catalogue: en },
    { value: 'hk', name: '繁體中文', locale: 'zh-Hant-HK', catalogue: hk },
    { value: 'zh', name: '简体中文', locale: 'zh-CN', catalogue: zh },
    { value: 'de', name: 'Deutsch', locale: 'de', catalogue: de },
    { value: 'ja', name: '日本語', locale: 'ja', catalogue: ja },
    { value: 'fr', name: 'Français', locale: 'fr', catalogue: fr },
    { value: 'it', name: 'Italiano', locale: 'it', catalogue: it },
    { value: 'ar', name: 'العربية', locale: 'ar', catalogue: ar },
    { value: 'ko', name: '한국어', locale: 'ko', catalogue: ko },
    { value: 'es', name: 'Español', locale: 'es', catalogue: es },
  ];

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) <= 1000;

async function openSupport(page: Page) {
  if (isMobile(page)) await new MobileFrame(page).openSupport();
  else await new DesktopFrame(page).openSupport();
}

/** The first content page of a type, as the footer lists it. */
async function contentPage(page: Page, type: 1 | 2 | 3) {
  const answer = await page.request.get('/swx/customer/index/listContents/2');
  const items = ((await answer.json()) as { result: { id: string; title: string; type: number }[] })
    .result;
  const item = items.find((c) => c.type === type);
  if (!item) throw new Error(`no content of type ${type}`);
  return item;
}

test('an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: en.home.headline, level: 1 })).toBeVisible();
});

test('the footer shows everywhere but on login, register and reset, which are full screen', async ({
  page,
}) => {
  for (const path of ['/', '/help', '/help/faq', '/introduction']) {
    await page.goto(path);
    await expect(page.getByTestId('footer')).toBeVisible();
  }
  for (const path of ['/pass/login', '/pass/register', '/pass/reset']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('footer')).toHaveCount(0);
    await expect(page.getByTestId('top-bar')).toHaveCount(0);
    await expect(page.getByTestId('tab-bar')).toHaveCount(0);
    await expect(page.getByTestId('mobile-header')).toHaveCount(0);
  }
});

test('every built page is reachable from the navigation', async ({ page }) => {
  const company = await contentPage(page, 1);
  await page.goto('/');

  // Help centre and its pages, from the support panel.
  await openSupport(page);
  await supportLink(page, en.support.helpCentre).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByTestId('help-search')).toBeVisible();

  await page.getByTestId('help-topic-deposits-and-withdrawals').click();
  await expect(page).toHaveURL(/\/help\/faq\?category=deposits-and-withdrawals$/);
  await expect(page.getByTestId('faq-item').first()).toBeVisible();

  await openSupport(page);
  await supportLink(page, en.support.notices).click();
  await expect(page).toHaveURL(/\/help\/notice$/);
  await page.getByTestId('notice-row').first().click();
  await expect(page).toHaveURL(/\/help\/notice\?id=\d+$/);
  await expect(page.getByTestId('notice-detail')).toContainText(/\w{4,}/);

  // A footer content link opens /detail with the page's id and title.
  await page.getByTestId('footer').getByRole('link', { name: company.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/detail\\?id=${company.id}&title=`));
  await expect(page.getByTestId('content-page')).toContainText(company.title);

  // The about page, from the help centre.
  await page.goto('/help');
  await page.getByRole('link', { name: en.introduction.title, exact: true }).click();
  await expect(page).toHaveURL(/\/introduction$/);
  await expect(page.getByTestId('introduction-text')).toBeVisible();

  // Home, through the logo (desktop) or the home tab (mobile).
  if (isMobile(page)) await new MobileFrame(page).tab('home').click();
  else await page.getByRole('link', { name: en.app.home }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('a content page renders its Markdown in the reader’s language and says when it falls back', async ({
  page,
  baseURL,
  shots,
}) => {
  const policy = await contentPage(page, 2);
  await page.goto(`/detail?id=${policy.id}&title=${encodeURIComponent(policy.title)}`);
  await expect(
    page.getByTestId('content-page').getByRole('heading', { level: 2 }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('fallback-note')).toHaveCount(0);
  await shots.take('en-content');

  // In German: the seeded page in German; a page staff wrote in English alone, in English
  // with a note in German.
  await page.evaluate(() => localStorage.setItem('language', 'de'));
  await page.reload();
  await expect(
    page.getByTestId('content-page').getByRole('heading', { level: 2 }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('fallback-note')).toHaveCount(0);
  await expect(page.getByTestId('content-page').locator('[lang="en"]')).toHaveCount(0);
  const english = await englishOnlyPage(await staff.of(baseURL!));
  await page.goto(`/detail?id=${english.id}&title=${encodeURIComponent(english.title)}`);
  await expect(page.getByTestId('fallback-note')).toHaveText(de.content.fallback);
  await expect(page.getByTestId('content-page').locator('[lang="en"]')).toBeVisible();

  // A malformed or unknown id is a clear "not found", not an error page.
  await page.goto('/detail?id=99999999&title=x');
  await expect(page.getByRole('alert')).toContainText(de.detail.notFound);
});

test('switching to each of the ten languages changes the text, Arabic right to left', async ({
  page,
}) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toHaveText(en.home.headline);
  // Every other language, then back to English.
  for (const language of [...LANGUAGES.slice(1), ...LANGUAGES.slice(0, 1)]) {
    if (isMobile(page)) await new MobileFrame(page).pickLanguage(language.name);
    else await new DesktopFrame(page).language.selectOption(language.value);
    await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
    await expect(page.locator('html')).toHaveAttribute(
      'dir',
      language.value === 'ar' ? 'rtl' : 'ltr',
    );
    await expect(heading).toHaveText(language.catalogue.home.headline);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(language.value);
  }
});

test('a page kept alive keeps its scroll position when coming back', async ({ page }) => {
  await page.goto('/help/faq');
  await expect(page.getByTestId('faq-item')).toHaveCount(33);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);

  await openSupport(page);
  await supportLink(page, en.support.helpCentre).click();
  await expect(page).toHaveURL(/\/help$/);
  // A page shown for the first time starts at the top.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await openSupport(page);
  await supportLink(page, en.support.faq).click();
  await expect(page).toHaveURL(/\/help\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
});

test('a page whose code cannot load clears the spinner and offers a retry', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('footer')).toBeVisible();
  // The help centre's code has not been loaded; the connection drops now.
  await page.route('**/assets/*.js', (route) => route.abort('internetdisconnected'));
  await page.getByTestId('footer').getByRole('link', { name: en.footer.helpCentre }).click();
  const error = page.getByTestId('page-error');
  await expect(error).toContainText(en.common.loadFailedTitle);
  await expect(page.getByTestId('route-spinner')).toHaveCount(0);
  // The frame stays: the user can go on elsewhere or try again.
  await expect(page.getByTestId('footer')).toBeVisible();

  await page.unroute('**/assets/*.js');
  await page.getByTestId('page-error-retry').click();
  await expect(page.getByTestId('help-search')).toBeVisible();
});

for (const language of ['en', 'zh', 'ar'] as const) {
  test(`screenshots in ${language}: home, help, a content page and login`, async ({
    page,
    shots,
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    const content = await contentPage(page, 3);
    const pages = {
      home: '/',
      help: '/help',
      content: `/detail?id=${content.id}&title=${encodeURIComponent(content.title)}`,
      login: '/pass/login',
    };
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      // Skeletons gone: the page's data has arrived.
      await expect(page.locator('.animate-pulse')).toHaveCount(0);
      await shots.take(`${language}-${name}`);
    }
  });
}
