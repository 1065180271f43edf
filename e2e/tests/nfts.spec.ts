import type { Page } from '@playwright/test';
import en from '../../apps/web/src/i18n/locales/en.ts';
import { fundRealBook, staffPerFile } from '../support/admin.ts';
import { seriousViolations } from '../support/axe.ts';
import { registerNewUser, tokenOf } from '../support/customer.ts';
import { expectNoSidewaysScroll } from '../support/layout.ts';
import { expect, test, type Product } from '../support/fixtures.ts';
import { bid, micro, openItem, text6 } from '../support/nfts.ts';

/**
 * Charity NFTs from the customers' side (issue 20) at both sizes: two customers with real money
 * bid against each other on a sample auction, each seeing the other's bid arrive without a
 * reload; the outbid one gets the hold back; a customer buys two editions and finds them in My
 * NFTs with certificates the browser re-hashes; the public tally rises by the price.
 *
 * The server runs as a development installation, which seeds the sample charities and items of
 * apps/server/content/nfts/ (production starts with none).
 */
test.use({ serverEnv: { NODE_ENV: 'development' }, bypassCSP: true });

const staff = staffPerFile();
test.afterAll(() => staff.dispose());

const API = '/swx/customer';
const WHALE = 'The Whale Who Sings';
const RAINBOW = 'Rainbow House';

interface Item {
  id: string;
  minimumBid: string | null;
  currentBid: string | null;
}

async function funded(page: Page, product: Product, prefix: string) {
  await registerNewUser(page, product, prefix);
  await fundRealBook(page, await staff.of(product.baseURL), '1000');
}

async function itemOf(page: Page, id: string): Promise<Item> {
  const answer = await page.request.get(`${API}/index/getNftById/${id}`);
  return ((await answer.json()) as { result: Item }).result;
}

async function realBalance(page: Page) {
  const answer = await page.request.get(`${API}/user/listBalances`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const { balances } = (
    (await answer.json()) as {
      result: { balances: Array<{ book: string; asset: string; available: string; held: string }> };
    }
  ).result;
  return balances.find((b) => b.book === 'real' && b.asset === 'USDT')!;
}

test('two customers bid live on a charity auction; editions bought carry certificates the browser verifies', async ({
  page,
  browser,
  product,
  shots,
}) => {
  test.setTimeout(240_000);
  await funded(page, product, 'nfta');

  // The market: the tally from the ledger, the sample items with their artwork.
  await page.goto('/nfts');
  const tally = page.getByTestId('nft-tally');
  await expect(tally).toHaveAttribute('data-amount', /^\d+\.\d{6}$/);
  const tallyBefore = micro((await tally.getAttribute('data-amount'))!);
  await expect(page.getByTestId('nft-card').filter({ hasText: WHALE })).toBeVisible();
  await expect(page.getByTestId('nft-card').first().locator('img')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shots.take('nfts-market');

  // Alice bids the minimum on the whale, after switching to her real account.
  const id = await openItem(page, WHALE);
  await expect(page.getByTestId('nft-detail-recorded-here')).toBeVisible();
  const opening = await itemOf(page, id);
  const first = opening.minimumBid!;
  await bid(page, first, true);
  await expect(page.getByTestId('nft-detail').getByTestId('nft-current-bid')).toHaveAttribute(
    'data-amount',
    text6(micro(first)),
  );
  expect(await realBalance(page)).toMatchObject({ held: text6(micro(first)) });
  expect(await seriousViolations(page)).toEqual([]);
  await shots.take('nfts-detail-leading');

  // Bob, in his own browser, sees Alice's bid and outbids her by 10 USDT.
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    baseURL: new URL(page.url()).origin,
  });
  try {
    await context.addInitScript(() => localStorage.setItem('showBoard', 'false'));
    const bobPage = await context.newPage();
    await funded(bobPage, product, 'nftb');
    await bobPage.goto(`/nfts/detail?id=${id}`);
    await expect(
      bobPage.getByTestId('nft-detail').getByTestId('nft-bid-row').first(),
    ).toContainText(Number(first).toFixed(2));
    const second = text6(micro(first) + 10_000_000n);
    await bid(bobPage, second, true);
    await expect(
      bobPage.getByTestId('nft-detail').getByTestId('nft-bid-row').first(),
    ).toContainText(en.nfts.detail.you);

    // Alice's page follows without a reload: Bob's bid leads, her hold is back.
    await expect(page.getByTestId('nft-detail').getByTestId('nft-current-bid')).toHaveAttribute(
      'data-amount',
      second,
      {
        timeout: 20_000,
      },
    );
    await expect(page.getByTestId('nft-detail').getByTestId('nft-bid-row')).toHaveCount(2);
    expect(await realBalance(page)).toMatchObject({ available: '1000.000000', held: '0.000000' });
    expect(await realBalance(bobPage)).toMatchObject({ held: second });
    await shots.take('nfts-detail-outbid');
  } finally {
    await context.close();
  }

  // Her bids say so.
  await page.goto('/nfts?view=mine&tab=bids');
  const myBid = page.getByTestId('nft-my-bid').filter({ hasText: WHALE });
  await expect(myBid.getByTestId('nft-my-bid-status')).toHaveText(en.nfts.mine.bidStatus.outbid);

  // Alice buys two copies of an edition: price × 2, all of it donated.
  await openItem(page, RAINBOW);
  await page.getByTestId('nft-buy-open').click();
  const form = page.getByTestId('nft-buy-form');
  await form.getByTestId('nft-buy-more').click();
  await expect(form.getByTestId('nft-buy-quantity')).toHaveValue('2');
  await expect(form.getByTestId('nft-buy-total')).toHaveAttribute('data-amount', '40.000000');
  await form.getByTestId('nft-buy-review').click();
  const confirm = page.getByTestId('nft-buy-confirm-step');
  await expect(confirm.getByTestId('nft-buy-confirm-donation')).toHaveAttribute(
    'data-amount',
    '40.000000',
  );
  const posted = page.waitForRequest(
    (r) => r.url().endsWith('/user/buyNft') && r.method() === 'POST',
  );
  await confirm.getByTestId('nft-buy-confirm').click();
  expect((await posted).postDataJSON()).toEqual({
    id: expect.any(String),
    amount: '40.000000',
    quantity: 2,
  });
  const result = page.getByTestId('nft-buy-result');
  await expect(result.getByTestId('nft-token')).toHaveCount(2);
  await shots.take('nfts-bought');

  // My NFTs: both copies, each certificate re-hashed in the browser and matching.
  await page.goto('/nfts?view=mine');
  const tokens = page.getByTestId('nft-tokens').getByTestId('nft-token');
  await expect(tokens).toHaveCount(2);
  for (const token of await tokens.all()) {
    await token.getByTestId('nft-token-certificate').click();
    await expect(page.getByTestId('nft-certificate-verified').first()).toHaveAttribute(
      'data-verified',
      'true',
    );
    await page.keyboard.press('Escape');
  }
  await shots.take('nfts-mine');

  // The public tally rose by exactly what was paid.
  await page.goto('/nfts');
  await expect(page.getByTestId('nft-tally')).toHaveAttribute(
    'data-amount',
    text6(tallyBefore + 40_000_000n),
  );
});
