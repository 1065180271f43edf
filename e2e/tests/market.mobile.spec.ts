import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/** The market list on a phone (issue 17): dense rows, tabs that show they scroll. */

const rows = (page: Page) => page.getByTestId('market-row');

/** Whether all of an element is inside the viewport (the first screen, nothing scrolled). */
async function inViewport(element: Locator): Promise<boolean> {
  return element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    // Above the fixed tab bar, where there is one.
    const bar = document.querySelector('[data-testid="tab-bar"]')?.getBoundingClientRect().top;
    return box.top >= 0 && box.bottom <= (bar ?? window.innerHeight);
  });
}

test('the list fits ten rows on a phone’s first screen, and its tabs show they scroll', async ({
  page,
  shots,
}) => {
  await page.goto('/market');
  await expect(rows(page).first()).toBeVisible();
  let inView = 0;
  for (const row of await rows(page).all())
    if ((await row.isVisible()) && (await inViewport(row))) inView += 1;
  expect(inView).toBeGreaterThanOrEqual(10);
  // More tabs than the phone's width: a fade and a chevron at the end say so, until the end.
  const more = page.getByTestId('market-tabs-more');
  await expect(more).toBeVisible();
  await shots.take('market-mobile-first-screen', { fullPage: false });
  await page.getByTestId('market-tab-5').click();
  await expect(more).toHaveCount(0);
});
