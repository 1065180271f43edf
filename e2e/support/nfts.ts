import type { Page } from '@playwright/test';
import en from '../../apps/web/src/i18n/locales/en.ts';
import { expect } from './fixtures.ts';

/** Charity NFTs in the journeys: opening an item from the market, bidding through the sheet. */

/** USDT text to whole-and-micro units, and back with 6 decimals. */
export const micro = (usdt: string) => {
  const [whole, fraction = ''] = usdt.split('.');
  return BigInt(whole! + fraction.padEnd(6, '0'));
};
export const text6 = (units: bigint) =>
  `${units / 1_000_000n}.${(units % 1_000_000n).toString().padStart(6, '0')}`;

export async function openItem(page: Page, title: string): Promise<string> {
  await page.goto('/nfts');
  await page
    .getByTestId('nft-card')
    .filter({ hasText: title })
    .getByTestId('nft-card-link')
    .click();
  await expect(page).toHaveURL(/\/nfts\/detail\?id=\d+/);
  await expect(page.getByTestId('nft-detail')).toContainText(title);
  return new URL(page.url()).searchParams.get('id')!;
}

/** Bids `amount` through the sheet (the first time, after switching to the real account). */
export async function bid(page: Page, amount: string, firstTime: boolean) {
  await page.getByTestId('nft-bid-open').click();
  if (firstTime) {
    const prompt = page.getByTestId('nfts-real-prompt');
    await expect(prompt).toBeVisible();
    await prompt.getByTestId('nfts-real-switch').click();
  }
  const form = page.getByTestId('nft-bid-form');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('nft-bid-rules')).toBeVisible();
  await form.getByTestId('nft-bid-amount').fill(amount);
  await form.getByTestId('nft-bid-review').click();
  const confirm = page.getByTestId('nft-bid-confirm-step');
  await expect(confirm.getByTestId('nft-bid-confirm-book')).toHaveText(en.profile.real);
  await expect(confirm.getByTestId('nft-bid-confirm-amount')).toHaveAttribute(
    'data-amount',
    text6(micro(amount)),
  );
  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/user/buyNft') && r.request().method() === 'POST',
  );
  await confirm.getByTestId('nft-bid-confirm').click();
  const response = await posted;
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(((await response.json()) as { code: number }).code).toBe(20004);
  await expect(page.getByTestId('nft-bid-result')).toBeVisible();
  await page.getByTestId('nft-bid-done').click();
}
