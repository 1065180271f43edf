import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { backOffice, fundRealBook, staffPerFile } from '../support/admin.ts';
import { seriousViolations } from '../support/axe.ts';
import { registerNewUser, tokenOf } from '../support/customer.ts';
import { Screenshots, expect, test, type Product } from '../support/fixtures.ts';
import { bid, micro, text6 } from '../support/nfts.ts';

/**
 * A charity auction from its creation to its token (issue 20), at both sizes: staff add a
 * charity and a short auction with its artwork in the back office; two customers bid against
 * each other through the item page, each seeing the other's bid arrive live; the auction ends,
 * the engine settles it, the winner's page turns to "won" without a reload, the other's hold is
 * back, My NFTs holds the token with a certificate the browser re-hashes, and the public tally
 * rises by the price.
 *
 * Anti-sniping is off for this journey (the parameter back as it was afterwards): a bid in the
 * last two minutes would otherwise move the end.
 */
test.use({ bypassCSP: true });

const staff = staffPerFile();
test.afterAll(() => staff.dispose());

const API = '/swx/customer';
const ANTI_SNIPE = '/config/parameters/nft.antiSnipeSeconds';
/** How long the auction runs once created: time for both customers to open it and bid. */
const AUCTION_MS = 120_000;

/** `ms` as a datetime-local value with seconds, in this machine's zone (the browser's). */
function local(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` +
    `T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  );
}

/** A drawing to upload as the artwork: a lamp over the sea. */
function drawing(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600">' +
    '<rect width="480" height="600" fill="#bfe3ff"/><rect y="420" width="480" height="180" fill="#2b6cb0"/>' +
    '<rect x="210" y="180" width="60" height="260" fill="#f5f5f5"/>' +
    '<rect x="200" y="140" width="80" height="50" fill="#e53e3e"/>' +
    '<circle cx="240" cy="120" r="28" fill="#f6e05e"/></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A new customer with 200 USDT in the real book. */
async function funded(page: Page, product: Product, prefix: string) {
  await registerNewUser(page, product, prefix);
  await fundRealBook(page, await staff.of(product.baseURL), '200');
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

async function tally(page: Page): Promise<bigint> {
  const answer = await page.request.get(`${API}/index/listNft`);
  return micro(((await answer.json()) as { result: { donated: string } }).result.donated);
}

/** Staff add a charity and an auction ending in AUCTION_MS with its artwork; answers its title. */
async function createAuction(page: Page, product: Product): Promise<string> {
  const tag = randomBytes(3).toString('hex');
  const title = `Lighthouse ${tag}`;
  const desk = await backOffice(page.context().browser()!, product.baseURL);
  try {
    const staffPage = desk.page;
    const deskShots = new Screenshots(staffPage, test.info());
    await staffPage.getByRole('link', { name: 'Charity NFTs' }).click();
    await staffPage.getByRole('tab', { name: 'Catalogue' }).click();
    await staffPage.getByRole('button', { name: 'New charity' }).click();
    await staffPage.getByLabel('Slug').fill(`harbour-kids-${tag}`);
    await staffPage.getByLabel('Site (https)').fill('https://harbour-kids.example.org');
    await staffPage.getByLabel('Name (en)').fill('Harbour Kids');
    await staffPage
      .getByLabel('Description (en)')
      .fill('Swimming lessons for children of the harbour district.');
    await staffPage.getByRole('button', { name: 'Create charity' }).click();
    await expect(staffPage.getByRole('button', { name: 'Edit Harbour Kids' })).toBeVisible();

    await staffPage.getByRole('button', { name: 'New item' }).click();
    const form = staffPage.getByRole('form', { name: 'New item' });
    await form.getByLabel('Slug').fill(`lighthouse-${tag}`);
    await form.getByLabel('Charity').selectOption({ label: 'Harbour Kids' });
    await form.getByLabel('Creator').fill('Omar, 7');
    await form.getByLabel('Starting price (USDT)').fill('15');
    await form.getByLabel('Reserve price (USDT)').fill('15');
    await form.getByLabel('Minimum increment (USDT)').fill('1');
    const now = Date.now();
    await form.getByLabel('Starts (local time)').fill(local(now - 60_000));
    await form.getByLabel('Ends (local time)').fill(local(now + AUCTION_MS));
    await form.getByLabel('Title (en)').fill(title);
    await form.getByLabel('Story (en)').fill('A lighthouse that keeps the fishing boats safe.');
    await form.getByLabel('Slug').scrollIntoViewIfNeeded();
    await deskShots.take('admin-nft-item-form', { fullPage: false });
    await form.getByRole('button', { name: 'Create item' }).click();
    // Created: the form edits the new item, whose artwork goes through the upload pipeline.
    const artwork = staffPage.getByRole('region', { name: 'Artwork' });
    await artwork.getByLabel('Artwork file (PNG or JPEG)').setInputFiles({
      name: 'lighthouse.png',
      mimeType: 'image/png',
      buffer: await drawing(),
    });
    await artwork.getByRole('button', { name: 'Upload artwork' }).click();
    await expect(staffPage.getByRole('row').filter({ hasText: title })).toContainText('Yes');
    expect(await seriousViolations(staffPage)).toEqual([]);
    await deskShots.take('admin-nft-catalogue');
  } finally {
    await desk.context.close();
  }
  return title;
}

test('two customers bid on an auction created in the back office; the winner sees the token and its certificate', async ({
  page,
  browser,
  product,
  shots,
}) => {
  test.setTimeout(300_000);
  const root = await staff.of(product.baseURL);
  const parameters = await root.get<Array<{ key: string; value: string }>>('/config/parameters');
  const antiSnipe = parameters.find((p) => p.key === 'nft.antiSnipeSeconds')!.value;
  await root.post(ANTI_SNIPE, { value: '0' });
  // Bob, in his own browser at the same size.
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    baseURL: product.baseURL,
    bypassCSP: true,
  });
  try {
    await context.addInitScript(() => localStorage.setItem('showBoard', 'false'));
    const bobPage = await context.newPage();
    await funded(page, product, 'nfta');
    await funded(bobPage, product, 'nftb');
    const tallyBefore = await tally(page);

    const title = await createAuction(page, product);
    const listed = await page.request.get(`${API}/index/listNft?pageSize=50`);
    const { items } = (
      (await listed.json()) as { result: { items: Array<{ id: string; title: string }> } }
    ).result;
    const id = items.find((i) => i.title === title)!.id;

    // Bob bids the starting price; Alice sees it arrive and bids one increment more.
    await bobPage.goto(`/nfts/detail?id=${id}`);
    await expect(bobPage.getByTestId('nft-detail')).toContainText(title);
    await bid(bobPage, '15.000000', true);
    await page.goto(`/nfts/detail?id=${id}`);
    const detail = page.getByTestId('nft-detail');
    await expect(page.getByTestId('nft-detail-recorded-here')).toBeVisible();
    await expect(detail.getByTestId('nft-current-bid')).toHaveAttribute('data-amount', '15.000000');
    await bid(page, '16.000000', true);

    // Bob's page follows without a reload, and his hold is back.
    const bobDetail = bobPage.getByTestId('nft-detail');
    await expect(bobDetail.getByTestId('nft-current-bid')).toHaveAttribute(
      'data-amount',
      '16.000000',
      { timeout: 20_000 },
    );
    expect(await realBalance(bobPage)).toMatchObject({
      available: '200.000000',
      held: '0.000000',
    });
    expect(await realBalance(page)).toMatchObject({ held: '16.000000' });

    // The end passes and the settlement job (every 5 s) pays it: both pages follow live.
    const settled = { timeout: AUCTION_MS + 60_000 };
    await expect(detail).toHaveAttribute('data-status', 'sold', settled);
    await expect(page.getByTestId('nft-detail-won')).toBeVisible();
    await expect(bobDetail).toHaveAttribute('data-status', 'sold', settled);
    await expect(bobPage.getByTestId('nft-detail-won')).toHaveCount(0);
    expect(await realBalance(page)).toMatchObject({
      available: '184.000000',
      held: '0.000000',
    });
    expect(await seriousViolations(page)).toEqual([]);
    await shots.take('nft-auction-won');

    // My NFTs: the token, its certificate re-hashed in the browser.
    await page.goto('/nfts?view=mine');
    const token = page
      .getByTestId('nft-tokens')
      .getByTestId('nft-token')
      .filter({ hasText: title });
    await expect(token).toHaveCount(1);
    await expect(token.getByTestId('nft-token-price')).toHaveAttribute('data-amount', '16.000000');
    await token.getByTestId('nft-token-certificate').click();
    await expect(page.getByTestId('nft-certificate-verified').first()).toHaveAttribute(
      'data-verified',
      'true',
    );
    await shots.take('nft-auction-certificate', { fullPage: false });
    await page.keyboard.press('Escape');

    // The public tally rose by exactly the price.
    await page.goto('/nfts');
    await expect(page.getByTestId('nft-tally')).toHaveAttribute(
      'data-amount',
      text6(tallyBefore + micro('16')),
    );
  } finally {
    await context.close();
    await root.post(ANTI_SNIPE, { value: antiSnipe });
  }
});
