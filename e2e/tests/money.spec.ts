import type { Locator } from '@playwright/test';
import en from '../../apps/web/src/i18n/locales/en.ts';
import { BalancePage } from '../pages/balance-page.ts';
import { ContractsPage, TradePage } from '../pages/trade-pages.ts';
import { registerNewUser } from '../support/customer.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Money shown as people read it (issue 17) at both sizes: after a trade on the demo book (a
 * leveraged contract opened and closed by hand), the balance reads to the cent with the exact
 * figure as its tooltip, the transaction record has one row per event that opens to its
 * entries, and the contracts history shows the result after fees.
 */

const layoutOf = (name: string) => (name === 'mobile' ? 'mobile' : 'desktop');

/** A decimal as units of 6 decimals: "-0.3934" → -393400n. */
function units(value: string): bigint {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace(/^[+-]/, '').split('.');
  const result = BigInt(whole + fraction.padEnd(6, '0'));
  return negative ? -result : result;
}

/** English grouping of a whole number: 99364 → "99,364". */
const grouped = (whole: bigint) => whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** What the app shows: rounded half away from zero to the cent ("99,364.37"). */
function cents(value: string): string {
  const u = units(value);
  const magnitude = u < 0n ? -u : u;
  const rounded = (magnitude + 5_000n) / 10_000n;
  return `${u < 0n ? '-' : ''}${grouped(rounded / 100n)}.${(rounded % 100n).toString().padStart(2, '0')}`;
}

/** The exact figure of the tooltip: every digit, at least two decimals ("99,364.372182"). */
function exact(value: string): string {
  const u = units(value);
  const magnitude = u < 0n ? -u : u;
  const fraction = (magnitude % 1_000_000n)
    .toString()
    .padStart(6, '0')
    .replace(/0{1,4}$/, '');
  return `${u < 0n ? '-' : ''}${grouped(magnitude / 1_000_000n)}.${fraction}`;
}

async function amountOf(locator: Locator): Promise<string> {
  const amount = await locator.getAttribute('data-amount');
  expect(amount).toMatch(/^-?\d+\.\d{6}$/);
  return amount!;
}

test('after a trade on the demo book: balance to the cent, one record row per event, P/L after fees', async ({
  page,
  product,
  shots,
}, testInfo) => {
  const layout = layoutOf(testInfo.project.name);
  await registerNewUser(page, product, 'mn');
  await new TradePage(page, layout).openInstrument('BTCUSDT');
  const trade = new ContractsPage(page, layout);

  // A long of 0.01 lots at 10×, opened and closed by hand.
  await trade.openForm();
  await trade.lots.fill('0.01');
  await trade.review.click();
  await trade.submit.click();
  await expect(trade.receipt).toBeVisible();
  const margin = await amountOf(page.getByTestId('contract-receipt-margin'));
  const fee = await amountOf(page.getByTestId('contract-receipt-fee'));
  await page.getByTestId('contract-done').click();
  await expect(trade.receipt).toBeHidden();
  const open = trade.positionRows().first();
  await expect(open.getByTestId('position-pnl')).toHaveText(/^[+-]?\d+\.\d{2} USDT$/);
  await expect(open).toContainText(en.trading.contracts.positions.netPnl);
  await open.evaluate((row) => row.scrollIntoView({ block: 'center' }));
  await open.getByTestId('position-close').click();
  const closing = page.getByTestId('contract-close');
  await closing.getByTestId('contract-close-submit').click();
  const result = closing.getByTestId('contract-close-result');
  const net = await amountOf(result.getByTestId('contract-close-profit-net'));
  // The result to the cent, the exact figure as its tooltip.
  await expect(result.getByTestId('contract-close-profit-net')).toHaveText(
    `${units(net) > 0n ? '+' : ''}${cents(net)} USDT`,
  );
  await expect(result.getByTestId('contract-close-profit-net')).toHaveAttribute(
    'title',
    `${units(net) > 0n ? '+' : ''}${exact(net)} USDT`,
  );
  await result.getByTestId('contract-close-done').click();

  // The history: P/L after fees, the result before fees under it.
  await trade.tab('history').click();
  const done = trade.positionRows().first();
  await expect(done).toHaveAttribute('data-status', 'closed');
  await expect(done).toContainText(en.trading.contracts.positions.netPnl);
  await expect(done.getByTestId('position-profit')).toHaveAttribute('data-amount', net);
  const returned = await amountOf(done.getByTestId('position-returned'));
  // After fees = what came back − margin − the opening fee.
  expect(units(net)).toBe(units(returned) - units(margin) - units(fee));
  await expect(done.getByTestId('position-profit-gross')).toContainText('Before fees');
  await expect(done.getByTestId('position-fee')).toHaveAttribute('data-amount', fee);
  await done.evaluate((row) => row.scrollIntoView({ block: 'center' }));
  await shots.take('money-contracts-history', { fullPage: layout === 'desktop' });

  // The balance: to the cent, exact in its tooltip; 100,000 − fee + the result before fees.
  const balance = new BalancePage(page);
  await balance.open();
  const available = await amountOf(balance.demoAvailable);
  expect(units(available)).toBe(100_000_000_000n + units(net));
  await expect(balance.demoAvailable).toHaveText(cents(available));
  await expect(balance.demoAvailable).toHaveAttribute('title', `${exact(available)} USDT`);
  await expect(page.getByTestId('book-demo-held')).toHaveText('0.00 USDT');
  await shots.take('money-balance', { fullPage: false });

  // The record: one row per event (the demo credit, the open, the close), not one per entry.
  await expect(balance.events).toHaveCount(3);
  await expect(balance.events.nth(0)).toHaveAttribute('data-reason', 'contract.close');
  await expect(balance.events.nth(1)).toHaveAttribute('data-reason', 'contract.open');
  await expect(balance.events.nth(2)).toHaveAttribute('data-reason', 'demo.open');
  const opened = balance.events.nth(1);
  await expect(opened.getByTestId('ledger-reason')).toHaveText(en.balance.reasons.contractOpen);
  // Margin and fee left available; the margin went to held.
  const fromAvailable = await amountOf(opened.getByTestId('ledger-available'));
  expect(units(fromAvailable)).toBe(-units(margin) - units(fee));
  await expect(opened.getByTestId('ledger-available')).toHaveText(`${cents(fromAvailable)} USDT`);
  await expect(opened.getByTestId('ledger-held')).toHaveAttribute('data-amount', margin);

  // Opened, the event shows its entries, exact; together they make the row's figures.
  const toggle = opened.getByRole('button', {
    name: `${en.balance.record.entries} ${en.balance.reasons.contractOpen}`,
  });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(opened.getByTestId('ledger-entries')).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const lines = opened.getByTestId('ledger-entry');
  expect(await lines.count()).toBeGreaterThanOrEqual(2);
  let availableSum = 0n;
  let heldSum = 0n;
  for (const line of await lines.all()) {
    const amount = await amountOf(line.getByTestId('ledger-entry-amount'));
    if ((await line.getAttribute('data-account')) === 'held') heldSum += units(amount);
    else availableSum += units(amount);
    await expect(line.getByTestId('ledger-entry-amount')).toHaveText(
      `${units(amount) > 0n ? '+' : ''}${exact(amount)} USDT`,
    );
  }
  expect(availableSum).toBe(units(fromAvailable));
  expect(heldSum).toBe(units(margin));
  await opened.evaluate((row) => row.scrollIntoView({ block: 'center' }));
  await shots.take('money-record-open', { fullPage: layout === 'desktop' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(opened.getByTestId('ledger-entries')).toHaveCount(0);
});
