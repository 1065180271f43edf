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

    for (const path of ['/', '/pass/login', '/pass/register', '/pass/reset']) {
      test(`${path} has no serious violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute(
          'dir',
          language === 'ar' ? 'rtl' : 'ltr',
        );
        await expect(page.getByRole('main')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
