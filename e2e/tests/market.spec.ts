import type { Page } from '@playwright/test';
import en from '../../apps/web/src/i18n/locales/en.ts';
import { expect, test } from '../support/fixtures.ts';

/** Markets and the currency page at both sizes (issue 4): live prices, tabs, search, chart. */

const rows = (page: Page) => page.getByTestId('market-row');

async function prices(page: Page): Promise<string[]> {
  return page
    .getByTestId('market-price')
    .evaluateAll((els) => els.map((e) => e.dataset['price'] ?? ''));
}

test('prices on /market move within 3 s and the list is labelled simulated', async ({
  page,
  shots,
}) => {
  await page.goto('/market');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('market-simulated')).toContainText(en.market.simulated);
  const before = await prices(page);
  expect(before.length).toBeGreaterThan(10);
  // Crypto trades around the clock: some price changes within 3 s.
  await expect
    .poll(async () => (await prices(page)).some((p, i) => p !== before[i]), { timeout: 3000 })
    .toBe(true);
  await shots.take('market-crypto');
});

test('tabs switch the market type, search filters, the row opens the currency page', async ({
  page,
  shots,
}) => {
  await page.goto('/market');
  await page.getByTestId('market-tab-1').click();
  await expect(page).toHaveURL(/type=1/);
  await expect(rows(page).filter({ hasText: 'EURUSD' })).toBeVisible();
  await expect(rows(page).filter({ hasText: 'BTCUSDT' })).toHaveCount(0);
  await shots.take('market-forex');

  await page.getByTestId('market-tab-2').click();
  await page.getByTestId('market-search').fill('ethusdt');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toHaveAttribute('data-code', 'ETHUSDT');
  await page.getByTestId('market-search').fill('no such thing');
  await expect(page.getByTestId('market-empty')).toContainText('no such thing');

  await page.getByTestId('market-search').fill('BTC');
  await rows(page).filter({ hasText: 'BTCUSDT' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/cruuency\?code=BTCUSDT&type=2&id=\d+/);
  await expect(page.getByTestId('cruuency-price')).toBeVisible();
  // Simulated prices name no exchange as their venue.
  await expect(page.getByTestId('cruuency-simulated')).toBeVisible();
  await expect(page.getByTestId('cruuency-venue')).toHaveText(en.market.detail.venueSimulated);
  // The chart draws its candles on canvases once the history has loaded.
  await expect(page.getByTestId('cruuency-chart').locator('canvas').first()).toBeVisible();
  await page.getByTestId('cruuency-period-1d').click();
  await expect(page.getByTestId('cruuency-chart').locator('canvas').first()).toBeVisible();
  await shots.take('cruuency-btc');
});

test('a favourite is kept for a visitor and listed under Favourites', async ({ page }) => {
  await page.goto('/market');
  const star = page.getByTestId('market-fav-SOLUSDT');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('market-tab-fav').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toHaveAttribute('data-code', 'SOLUSDT');
  await page.reload();
  await expect(rows(page).first()).toHaveAttribute('data-code', 'SOLUSDT');
});
