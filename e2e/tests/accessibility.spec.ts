import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

/** WCAG 2.2 AA through axe-core: no serious or critical violation, in English and Arabic. */

// axe is injected as an inline script, which the product's CSP rightly refuses.
test.use({ bypassCSP: true });

for (const language of ['en', 'ar'] as const) {
  test.describe(`accessibility (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    });

    for (const path of [
      '/',
      '/help',
      '/market',
      '/cruuency?code=EURUSD&type=1&id=1',
      '/help/faq',
      '/help/notice',
      '/introduction',
      'content page',
      '/pass/login',
      '/pass/register',
      '/pass/reset',
    ]) {
      test(`${path} has no serious violations`, async ({ page }) => {
        if (path === 'content page') {
          const answer = await page.request.get('/swx/customer/index/listContents/2');
          const [first] = ((await answer.json()) as { result: { id: string; title: string }[] })
            .result;
          await page.goto(
            `/detail?id=${first?.id ?? ''}&title=${encodeURIComponent(first?.title ?? '')}`,
          );
          await expect(page.getByTestId('content-page').locator('p').first()).toBeVisible();
        } else {
          await page.goto(path);
        }
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute(
          'dir',
          language === 'ar' ? 'rtl' : 'ltr',
        );
        await expect(page.getByRole('main')).toBeVisible();
        // Checked once the page's data is on screen (skeletons gone).
        await expect(page.locator('.animate-pulse')).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
