import { randomUUID } from 'node:crypto';
import { request as requests } from '@playwright/test';
import { backOffice, fundRealBook, otherStaff, staffPerFile } from '../support/admin.ts';
import { seriousViolations } from '../support/axe.ts';
import { registerNewUser, tokenOf } from '../support/customer.ts';
import { Screenshots, expect, test } from '../support/fixtures.ts';
import { micro } from '../support/nfts.ts';

/**
 * Paying a charity what its NFTs raised (issue 20), as the back office does it: a customer buys
 * an edition; a staff member sees the charity owed it, records the transfer with its reference
 * and cannot approve it themselves; a second staff member approves it; the charity's public page
 * shows it paid out and owed no more of it.
 */
test.use({ serverEnv: { NODE_ENV: 'development' }, bypassCSP: true });

const staff = staffPerFile();
test.afterAll(() => staff.dispose());

const API = '/swx/customer';
const RAINBOW = 'Rainbow House';

interface Listed {
  id: string;
  title: string;
  price: string | null;
  charityId: number;
  charityName: string;
}
interface Charity {
  id: number;
  donated: string;
  paidOut: string;
  pending: string;
}

test('a charity is paid what its NFTs raised, with a transfer reference and a second approver', async ({
  page,
  browser,
  product,
  shots,
}) => {
  test.setTimeout(240_000);
  const root = await staff.of(product.baseURL);
  await registerNewUser(page, product, 'nftpay');
  await fundRealBook(page, root, '200');

  // The customer buys one copy of an edition: its price goes to the charity.
  const market = await page.request.get(`${API}/index/listNft?pageSize=50`);
  const items = ((await market.json()) as { result: { items: Listed[] } }).result.items;
  const rainbow = items.find((i) => i.title === RAINBOW)!;
  expect(rainbow.price).not.toBeNull();
  const bought = await page.request.post(`${API}/user/buyNft`, {
    headers: {
      authorization: `Bearer ${await tokenOf(page)}`,
      'x-real-account': 'YES',
      'idempotency-key': randomUUID(),
    },
    data: { id: rainbow.id, amount: rainbow.price, quantity: 1 },
  });
  expect(((await bought.json()) as { code: number }).code).toBe(20004);
  const charityOf = async () => {
    const answer = await page.request.get(`${API}/index/listCharity`);
    return ((await answer.json()) as { result: { items: Charity[] } }).result.items.find(
      (c) => c.id === rainbow.charityId,
    )!;
  };
  const before = await charityOf();

  // The back office: the charity is owed at least that price; the payout is recorded.
  const desk = await backOffice(browser, product.baseURL);
  const staffPage = desk.page;
  const deskShots = new Screenshots(staffPage, test.info());
  await staffPage.getByRole('link', { name: 'Charity NFTs' }).click();
  const table = staffPage.getByRole('table', { name: 'Charities' });
  await expect(table.getByText(rainbow.charityName)).toBeVisible();
  await staffPage.getByRole('button', { name: `Record payout to ${rainbow.charityName}` }).click();
  const reference = `SEPA-${randomUUID().slice(0, 8).toUpperCase()}`;
  await staffPage.getByLabel('Amount (USDT)').fill(rainbow.price!);
  await staffPage.getByLabel('Transfer reference').fill(reference);
  await staffPage.getByLabel('Reason').fill('Proceeds of the Rainbow House editions');
  await expect(staffPage.getByTestId('payout-preview')).toContainText(
    `to ${rainbow.charityName} (transfer ${reference})`,
  );
  await staffPage.getByRole('button', { name: 'Record payout', exact: true }).click();
  await expect(staffPage.getByText(/Payout #\d+ recorded/)).toBeVisible();
  const row = staffPage.getByRole('row').filter({ hasText: reference });
  await expect(row).toBeVisible();
  expect(await seriousViolations(staffPage)).toEqual([]);
  await deskShots.take('admin-nft-payout-recorded');

  // Whoever recorded it cannot approve it.
  await row.getByRole('button', { name: /Review #/ }).click();
  await staffPage.getByRole('button', { name: 'Approve', exact: true }).click();
  await staffPage.getByRole('button', { name: /confirm approval/i }).click();
  await expect(staffPage.getByRole('alert')).toHaveText(
    'A different staff member must approve this',
  );
  const still = await charityOf();
  expect(still.paidOut).toBe(before.paidOut);

  // A second staff member approves it: the charity's account pays it out.
  const context = await requests.newContext({ baseURL: product.baseURL });
  try {
    const finance = await otherStaff(context, root, 'finance');
    const pending = await finance.get<{ items: Array<{ id: string; transferRef: string }> }>(
      '/nfts/payouts?status=pending',
    );
    const payout = pending.items.find((p) => p.transferRef === reference)!;
    const approved = await finance.post<{ status: string; journalId: string | null }>(
      `/nfts/payouts/${payout.id}/approve`,
    );
    expect(approved.status).toBe('approved');
    expect(approved.journalId).not.toBeNull();
  } finally {
    await context.dispose();
  }
  const after = await charityOf();
  expect(micro(after.paidOut) - micro(before.paidOut)).toBe(micro(rainbow.price!));
  expect(micro(before.pending) - micro(after.pending)).toBe(micro(rainbow.price!));

  // The charity's public page says so.
  await page.goto(`/nfts/charity?id=${rainbow.charityId}`);
  await expect(page.getByTestId('nft-charity-paid')).toHaveAttribute('data-amount', after.paidOut);
  await shots.take('nft-charity-paid-out');

  await staffPage.reload();
  await staffPage
    .getByRole('group', { name: 'Status' })
    .getByRole('button', { name: 'approved', exact: true })
    .click();
  await expect(staffPage.getByRole('row').filter({ hasText: reference })).toBeVisible();
  await deskShots.take('admin-nft-payout-approved');
  await desk.context.close();
});
