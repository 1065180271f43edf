import type { Locator, Page } from '@playwright/test';
import { TradePage } from '../pages/trade-pages.ts';
import { registerNewUser } from '../support/customer.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Trades on the chart at 390×844 (issue 17): the ticket's buttons and an open order's
 * countdown are never under the fixed bars at the foot of the screen (the tab bar and the
 * trade bar above it).
 */

type Box = { x: number; y: number; width: number; height: number };

/** `locator` is what a tap at its centre reaches: nothing (a fixed bar) lies over it. */
async function onTop(page: Page, locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 1 });
  const box = (await locator.boundingBox()) as Box;
  const hit = await page.evaluate(
    ({ x, y }) => {
      const element = document.elementFromPoint(x, y);
      return element?.closest('[data-testid]')?.getAttribute('data-testid') ?? null;
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit, 'what a tap at its centre reaches').toBe(await locator.getAttribute('data-testid'));
}

/** `locator` ends above the top of the bar `testId`. */
async function above(page: Page, locator: Locator, testId: string) {
  const box = (await locator.boundingBox()) as Box;
  const bar = (await page.getByTestId(testId).boundingBox()) as Box;
  expect(box.y + box.height, `above the ${testId}`).toBeLessThanOrEqual(bar.y);
}

test('the ticket’s buttons and the open order’s countdown are never under the tab bar', async ({
  page,
  product,
  shots,
}) => {
  await registerNewUser(page, product, 'chart');
  const trade = new TradePage(page, 'mobile');
  await trade.openInstrument('BTCUSDT');
  await expect(page.getByTestId('tab-bar')).toBeVisible();

  // The sheet's review and confirm buttons: on top of everything, the tab bar included.
  await trade.openForm('up');
  await trade.stake.fill('10');
  await onTop(page, trade.review);
  await trade.review.click();
  await expect(trade.confirm).toBeVisible();
  await onTop(page, trade.submit);
  await trade.submit.click();
  await expect(trade.receipt).toBeVisible();
  await page.getByTestId('trade-done').click();
  await expect(page.getByTestId('trade-sheet')).toBeHidden();

  // The order on the chart with its countdown, above both bars and on top.
  const countdown = trade.chartTrades.getByTestId('chart-countdown');
  await expect(countdown).toHaveText(/^(1:00|0:[0-5]\d)$/);
  await expect(trade.chartLines('strike')).toHaveAttribute('data-place', 'in');
  await onTop(page, countdown);
  await above(page, countdown, 'trade-bar');
  await above(page, countdown, 'tab-bar');
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '');
  await shots.take('trade-chart-option', { fullPage: false });
});
