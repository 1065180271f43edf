import type { Balance, Book } from '@swx/contract';
import { expect } from 'vitest';
import { verifyAuditChain } from '../modules/audit/index.js';
import { reconcile } from '../modules/ledger/reconcile.js';
import { reconcileSmart } from '../modules/smart/reconcile.js';
import { reconcileLoans } from '../modules/loans/reconcile.js';
import { reconcileNfts } from '../modules/nfts/reconcile.js';
import { get } from './client.js';
import type { TestApp } from './harness.js';
import { unitsOf } from '../platform/units.js';

/** A USDT amount ("12.5") in micro-USDT, the ledger's units. */
export const micro = (usdt: string) => unitsOf(usdt, 6);

/** The ledger in integration tests: a user's USDT balance through the API, reconciliation. */

export async function usdtBalance(
  t: TestApp,
  token: string,
  book: Book = 'demo',
): Promise<Balance> {
  const answer = await get<{ balances: Balance[] }>(t, '/user/listBalances', { token });
  const found = answer.result.balances.find((b) => b.book === book && b.asset === 'USDT');
  if (!found) throw new Error(`no ${book} USDT balance`);
  return found;
}

/**
 * Every journal balances, every stored balance equals its entries, none is negative; and every
 * smart plan's accounts hold what its row says (smart/reconcile.ts); every loan's rows agree
 * with its journals (loans/reconcile.ts); every NFT's tokens and holds agree with its journals
 * (nfts/reconcile.ts).
 */
export async function expectReconciled(t: TestApp): Promise<void> {
  const report = await reconcile(t.database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
  const smart = await reconcileSmart(t.database.db);
  expect(smart.ok, JSON.stringify(smart)).toBe(true);
  const loans = await reconcileLoans(t.database.db);
  expect(loans.ok, JSON.stringify(loans)).toBe(true);
  const nfts = await reconcileNfts(t.database.db);
  expect(nfts.ok, JSON.stringify(nfts)).toBe(true);
}

/** After each money test: the ledger reconciles and the audit chain is unbroken. */
export async function expectBooksAndAuditIntact(t: TestApp): Promise<void> {
  await expectReconciled(t);
  expect((await verifyAuditChain(t.database.db)).brokenAt).toBeUndefined();
}

/**
 * A trade has closed clean: the user's demo USDT stands at `available` with nothing held, and
 * the ledger reconciles.
 */
export async function expectNothingHeld(t: TestApp, token: string, available: string) {
  expect(await usdtBalance(t, token)).toMatchObject({ available, held: '0.000000' });
  await expectReconciled(t);
}
