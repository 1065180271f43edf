import type { Page } from '@playwright/test';
import en from '../../apps/web/src/i18n/locales/en.ts';
import { expect, test } from '../support/fixtures.ts';

test('the home page lists live markets with small charts', async ({ page, shots }) => {
  await page.goto('/');
  const block = page.getByTestId('home-markets');
  await expect(block.getByTestId('home-market-row').first()).toBeVisible();
  await expect(block.getByTestId('home-market-row')).toHaveCount(6);
  // Every crypto item has recent prices: a line, never the "no data" mark.
  await expect(block.getByTestId('sparkline')).toHaveCount(6);
  await shots.take('home-markets');
});

const rows = (page: Page) => page.getByTestId('market-row');

test('the desktop table has a volume column and sorts by its headings', async ({ page }) => {
  await page.goto('/market');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: en.market.columns.volume })).toBeVisible();
  await expect(page.getByTestId('market-volume').first()).not.toBeEmpty();

  const volumes = () =>
    rows(page).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-volume'))));
  // The URL changes before React re-renders the rows, and volumes move with the feed: wait for the
  // rows to be in order rather than reading them once.
  const ordered = (direction: 1 | -1) =>
    expect
      .poll(async () => {
        const seen = await volumes();
        return (
          seen.length > 1 && seen.every((v, i) => i === 0 || (v - seen[i - 1]!) * direction >= 0)
        );
      })
      .toBe(true);
  const heading = page.getByTestId('market-sort-volume');
  await heading.click();
  await expect(page).toHaveURL(/sort=volumeDesc/);
  await expect(page.locator('th[aria-sort="descending"]')).toContainText(en.market.columns.volume);
  await ordered(-1);
  await heading.click();
  await expect(page).toHaveURL(/sort=volumeAsc/);
  await expect(page.locator('th[aria-sort="ascending"]')).toContainText(en.market.columns.volume);
  await ordered(1);
  await heading.click();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page.locator('th[aria-sort="descending"], th[aria-sort="ascending"]')).toHaveCount(
    0,
  );
});
