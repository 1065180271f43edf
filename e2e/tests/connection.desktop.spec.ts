import type { Request } from '@playwright/test';
import en from '../../apps/web/src/i18n/locales/en.ts';
import { TradePage } from '../pages/trade-pages.ts';
import { randomUUID } from 'node:crypto';
import { registerNewUser, tokenOf } from '../support/customer.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Prices and orders when the connection drops (issue 17), where it was seen: the trade page at
 * 1440×900 in English. With the browser offline for 12 s on the confirmation of an options
 * order, the page says so (banner, badge, the market paused, the price greyed), confirming is
 * disabled and nothing is sent, then or when the network comes back; back online, the order
 * is confirmed again against a fresh price, and the server stores the quote beside the fill.
 */

const isBuy = (request: Request) =>
  request.method() === 'POST' && request.url().includes('/swx/customer/order/buyOptions');

test('offline for 12 s on the trade page: banner, prices paused, no order sent until confirmed again', async ({
  page,
  context,
  product,
  request,
  shots,
}) => {
  await registerNewUser(page, product, 'net');
  const trade = new TradePage(page, 'desktop');
  await trade.openInstrument('BTCUSDT');
  const id = new URL(page.url()).searchParams.get('id');
  const token = await tokenOf(page);
  /** The server's latest price and tick time of BTCUSDT (the test's own requests stay online). */
  const latest = async () => {
    const info = (await (await request.get(`/swx/customer/index/getMarketInfo/${id}`)).json()) as {
      result: { price: string; lastTickAt: string };
    };
    return { price: info.result.price, time: Date.parse(info.result.lastTickAt) };
  };
  const badge = page.getByTestId('connection-badge');
  await expect(badge).toHaveAttribute('data-state', 'live');
  await expect(page.getByTestId('cruuency-status')).toHaveText(en.market.status.open);

  await trade.openForm('up');
  await trade.choosePeriod('1 min · 80%');
  await trade.stake.fill('10');
  await trade.review.click();
  await expect(trade.confirm).toBeVisible();
  await expect(trade.submit).toBeEnabled();
  await expect(page.getByTestId('confirm-tolerance')).toHaveText(
    en.trading.confirm.tolerance.replace('{{tolerance}}', '0.2%'),
  );

  const sent: Request[] = [];
  page.on('request', (request) => {
    if (isBuy(request)) sent.push(request);
  });

  await context.setOffline(true);
  // The price on screen when the network went: what a queued order would have carried.
  const seen = await latest();
  const banner = page.getByTestId('connection-banner');
  await expect(banner).toHaveText(en.market.connection.banner.offline);
  await expect(badge).toHaveAttribute('data-state', 'offline');
  await expect(badge).toHaveText(en.market.connection.offline);
  // The market is paused on this screen: its badge, its price and the order button say so.
  await expect(page.getByTestId('cruuency-status')).toHaveText(en.market.status.stale);
  await expect(page.getByTestId('cruuency-price-line')).toHaveAttribute('data-stale', 'true');
  await expect(page.getByTestId('confirm-price-now')).toHaveAttribute('data-stale', 'true');
  await expect(trade.submit).toBeDisabled();
  await expect(page.getByTestId('trade-price-stale')).toHaveText(en.trading.confirm.priceStale);
  await shots.take('connection-offline', { fullPage: false });
  await trade.submit.click({ force: true });

  // Offline until the feed has moved 12 s past the price seen.
  await expect
    .poll(async () => (await latest()).time - seen.time, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(12_000);
  expect(sent).toHaveLength(0);
  // Had the order been queued and sent now, the server would refuse it and write nothing.
  const late = await request.post('/swx/customer/order/buyOptions', {
    headers: {
      authorization: `Bearer ${token}`,
      'x-real-account': 'NO',
      'idempotency-key': randomUUID(),
    },
    data: { code: 'BTCUSDT', direction: 'up', period: 60, amount: '10', quote: seen },
  });
  expect(late.status()).toBe(409);
  expect(((await late.json()) as { code: number }).code).toBe(10065);
  const orders = await request.get('/swx/customer/order/listOptionsOrder', {
    headers: { authorization: `Bearer ${token}`, 'x-real-account': 'NO' },
  });
  expect(((await orders.json()) as { result: { total: number } }).result.total).toBe(0);

  await context.setOffline(false);
  await expect(badge).toHaveAttribute('data-state', 'live');
  await expect(banner).toBeHidden();
  await expect(page.getByTestId('cruuency-status')).toHaveText(en.market.status.open);
  // Nothing went out by itself when the network came back.
  expect(sent).toHaveLength(0);

  // Confirmed again against a fresh price: the quote sent is the price on screen.
  await expect(trade.submit).toBeEnabled();
  const posted = page.waitForRequest(isBuy);
  const answered = page.waitForResponse((response) => isBuy(response.request()));
  await trade.submit.click();
  const body = (await posted).postDataJSON() as { quote: { price: string; time: number } };
  const answer = (await (await answered).json()) as {
    code: number;
    result: { quotedPrice: string; quotedAt: string; openPrice: string };
  };
  expect(answer.code).toBe(20004);
  expect(Number(answer.result.quotedPrice)).toBe(Number(body.quote.price));
  expect(answer.result.quotedAt).toBe(new Date(body.quote.time).toISOString());
  await expect(trade.receipt).toBeVisible();
  expect(sent).toHaveLength(1);
});
