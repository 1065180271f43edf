import type { Locator, Page } from '@playwright/test';
import { ContractsPage, TradePage } from '../pages/trade-pages.ts';
import { registerNewUser } from '../support/customer.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Trades on the chart at 1440×900 (issue 17): the ticket and an open order's countdown are in
 * view without scrolling the page; an options order's open price is drawn with its time left;
 * a position's entry, stop loss, take profit and liquidation price are drawn, each of its own.
 * The canvas cannot be read: the chart's legend lists what the library reports drawn.
 */

const scrollOf = (page: Page) => page.evaluate(() => window.scrollY);

/** The whole of `locator` is inside the window (not merely scrolled to). */
async function wholeInView(locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 1 });
}

/** A price `percent` % away from `price` ("65,000.10", 1 → "65650.10"), at its decimals. */
function priceAway(price: string, percent: bigint): string {
  const plain = price.replace(/,/g, '');
  const decimals = plain.includes('.') ? plain.length - plain.indexOf('.') - 1 : 0;
  const units = BigInt(plain.replace('.', ''));
  const moved = (units * (100n + percent)) / 100n;
  const text = moved.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? text : `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}

test('an options order: the ticket, its open price and its countdown in view without scrolling', async ({
  page,
  product,
  shots,
}) => {
  await registerNewUser(page, product, 'chart');
  const trade = new TradePage(page, 'desktop');
  await trade.openInstrument('BTCUSDT');

  // The ticket's action is in the window as the page opens, before any scrolling.
  await expect(page.getByTestId('trade-panel')).toBeVisible();
  await wholeInView(page.getByTestId('trade-review'));
  expect(await scrollOf(page)).toBe(0);

  await trade.openForm('up');
  await trade.stake.fill('10');
  await wholeInView(page.getByTestId('trade-review'));
  await trade.review.click();
  await trade.submit.click();
  await expect(trade.receipt).toBeVisible();
  const openPrice = await page.getByTestId('receipt-open-price').textContent();
  await page.getByTestId('trade-done').click();
  await expect(trade.receipt).toBeHidden();

  // The order on the chart: its open price drawn (in view: it is the price of a moment ago),
  // with Up and the time left, counting down.
  const strike = trade.chartLines('strike');
  await expect(strike).toHaveCount(1);
  await expect(strike).toHaveAttribute('data-place', 'in');
  await expect(strike).toContainText(openPrice ?? '');
  const drawn = trade.chartTrades.getByTestId('chart-trade');
  await expect(drawn).toHaveAttribute('data-direction', 'up');
  const countdown = trade.chartTrades.getByTestId('chart-countdown');
  await expect(countdown).toHaveText(/^(1:00|0:[0-5]\d)$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '');
  // In view with the ticket's action, the page never scrolled.
  await wholeInView(countdown);
  await wholeInView(strike);
  await wholeInView(page.getByTestId('trade-review'));
  expect(await scrollOf(page)).toBe(0);
  // The same order under the chart, at the same open price.
  const row = trade.orderRows().first();
  await expect(row.getByTestId('order-open-price')).toHaveAttribute(
    'data-price',
    (await strike.getAttribute('data-price')) ?? '',
  );
  await shots.take('trade-chart-option', { fullPage: false });
});

test('a position with a stop loss and take profit: four lines, each of its own kind, gone when it closes', async ({
  page,
  product,
  shots,
}) => {
  await registerNewUser(page, product, 'chart');
  await new TradePage(page, 'desktop').openInstrument('BTCUSDT');
  const trade = new ContractsPage(page, 'desktop');
  await trade.openForm();
  await trade.lots.fill('0.01');
  await page.getByTestId('contract-leverage-10').click();
  const price = (await page.getByTestId('contract-price').textContent()) ?? '';
  expect(price).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  // 1 % either side: well within the allowed distance, short of the liquidation price at 10×.
  await trade.form.getByTestId('contract-stop-loss').fill(priceAway(price, -1n));
  await trade.form.getByTestId('contract-take-profit').fill(priceAway(price, 1n));
  await wholeInView(trade.review);
  await trade.review.click();
  await trade.submit.click();
  await expect(trade.receipt).toBeVisible();
  await page.getByTestId('contract-done').click();

  const row = trade.positionRows().first();
  await expect(row).toHaveAttribute('data-status', 'open');
  await expect(trade.chartLines()).toHaveCount(4);
  // Each line where the position has it, the liquidation price as the server fixed it.
  const levels = [
    ['entry', 'position-open-price'],
    ['stopLoss', 'position-stop-loss'],
    ['takeProfit', 'position-take-profit'],
    ['liquidation', 'position-liquidation'],
  ] as const;
  for (const [kind, testId] of levels) {
    const line = trade.chartLines(kind);
    await expect(line).toHaveCount(1);
    await expect(line).toHaveAttribute(
      'data-price',
      (await row.getByTestId(testId).getAttribute('data-price')) ?? '',
    );
    // Drawn by the chart (in view or beyond it, never only listed).
    await expect(line).toHaveAttribute('data-place', /^(in|above|below)$/);
  }
  await expect(trade.chartLines('entry')).toHaveAttribute('data-place', 'in');
  // Distinct: a colour and a dash of its own each.
  const swatches = await trade.chartLines().evaluateAll((lines) =>
    lines.map((line) => {
      const swatch = getComputedStyle(line.querySelector('span') as Element);
      return `${swatch.borderTopColor} ${swatch.borderTopStyle}`;
    }),
  );
  expect(new Set(swatches).size).toBe(4);
  await wholeInView(trade.chartTrades);
  expect(await scrollOf(page)).toBe(0);
  await shots.take('trade-chart-position', { fullPage: false });

  // Closed by hand: its lines go.
  await row.getByTestId('position-close').click();
  const closing = page.getByTestId('contract-close');
  await closing.getByTestId('contract-close-submit').click();
  await expect(closing.getByTestId('contract-close-result')).toBeVisible();
  await expect(trade.chartTrades).toHaveCount(0);
});
