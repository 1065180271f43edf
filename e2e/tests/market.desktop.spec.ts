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
