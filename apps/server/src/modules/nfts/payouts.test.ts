import { Code, type Charity } from '@swx/contract';
import type { CharityAdmin, CharityPayout, Paged } from '@swx/contract/admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../test/client.js';
import { sqlRows, startTestApp, type TestApp } from '../../test/harness.js';
import { expectBooksAndAuditIntact, micro } from '../../test/ledger.js';
import { buyNft, charityUnits, nftCharity, nftItem, nftUser } from '../../test/nfts.js';
import { addStaff, callAdmin, rootStaff, staffEnv, staffLogin } from '../../test/staff.js';
import { PlatformAccount } from '../ledger/index.js';
import { reconcileNfts } from './reconcile.js';

/**
 * Payouts to charities (issue 20): recorded with a transfer reference by one staff member and
 * approved by another, which moves exactly the amount from the charity's account to the
 * withdrawals clearing account; never more than the charity is owed, never by one person, and
 * the public page shows it paid out.
 */

const ROOT = rootStaff('nftpay');
let t: TestApp;
let root = '';
let alice = '';
let bob = '';
let support = '';
let charity = 0;

beforeAll(async () => {
  t = await startTestApp(staffEnv(ROOT));
  root = await staffLogin(t, ROOT);
  alice = await staffLogin(t, await addStaff(t, 'finance'));
  bob = await staffLogin(t, await addStaff(t, 'finance'));
  support = await staffLogin(t, await addStaff(t, 'support'));
  charity = await nftCharity(t);
  // 120 USDT given: four copies at 30.
  const item = await nftItem(t, charity, { mode: 'edition', editionSize: 10, price: '30' });
  const buyer = await nftUser(t, '200');
  expect((await buyNft(t, buyer, { id: item, amount: '120', quantity: 4 })).code).toBe(
    Code.PURCHASE_SUCCESSFUL,
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const clearing = async () =>
  micro(
    (
      await sqlRows<{ balance: string }>(
        t,
        sql`select balance::text from ledger_accounts where user_id is null and book = 'real'
            and asset = 'USDT' and kind = ${PlatformAccount.withdrawalsClearing}`,
      )
    )[0]?.balance ?? '0',
  );
const figures = async (token = alice) =>
  (
    await callAdmin<{ items: CharityAdmin[] }>(t, token, 'GET', '/nfts/charities')
  ).result.items.find((c) => c.id === charity)!;
const publicCharity = async () =>
  (await get<{ items: Charity[] }>(t, '/index/listCharity')).result.items.find(
    (c) => c.id === charity,
  )!;
const payout = (token: string, amount: string, transferRef: string) =>
  callAdmin<CharityPayout>(t, token, 'POST', '/nfts/payouts', {
    charityId: charity,
    amount,
    transferRef,
    reason: 'Quarterly transfer to the charity',
  });

describe('charity payouts', () => {
  it('records a transfer, refuses its recorder, and moves exactly the amount once approved', async () => {
    expect(await figures()).toMatchObject({
      items: 1,
      donated: '120.000000',
      paidOut: '0.000000',
      payable: '120.000000',
      pendingPayouts: '0.000000',
    });
    const [clearingBefore, owedBefore] = [await clearing(), await charityUnits(t, charity)];

    const asked = await payout(alice, '45.5', 'SEPA-2026-11-0001');
    expect(asked.code).toBe(Code.OK);
    expect(asked.result).toMatchObject({
      status: 'pending',
      amount: '45.500000',
      transferRef: 'SEPA-2026-11-0001',
      charityName: 'Children First',
      journalId: null,
    });
    // Waiting: nothing moved yet, but what is left to ask for shrank.
    expect(await charityUnits(t, charity)).toBe(owedBefore);
    expect((await figures()).pendingPayouts).toBe('45.500000');
    // 120 owed − 45.5 waiting: 74.5 more is the most another request may take.
    expect((await payout(bob, '74.500001', 'SEPA-2026-11-0002')).code).toBe(
      Code.INSUFFICIENT_BALANCE,
    );
    // The same transfer cannot be recorded twice.
    expect((await payout(bob, '1', 'SEPA-2026-11-0001')).code).toBe(Code.INVALID_PARAMS);

    const path = `/nfts/payouts/${asked.result.id}`;
    expect((await callAdmin(t, alice, 'POST', `${path}/approve`)).code).toBe(
      Code.SECOND_APPROVER_REQUIRED,
    );
    const approved = await callAdmin<CharityPayout>(t, bob, 'POST', `${path}/approve`);
    expect(approved.code).toBe(Code.OK);
    expect(approved.result.status).toBe('approved');
    expect(approved.result.journalId).not.toBeNull();
    expect((await callAdmin(t, root, 'POST', `${path}/approve`)).code).toBe(Code.ALREADY_DECIDED);

    expect(await charityUnits(t, charity)).toBe(owedBefore - micro('45.5'));
    expect(await clearing()).toBe(clearingBefore + micro('45.5'));
    const [journal] = await sqlRows<{ reason: string; ref_type: string; ref_id: string }>(
      t,
      sql`select reason, ref_type, ref_id from ledger_journals
          where id = ${approved.result.journalId}`,
    );
    expect(journal).toEqual({
      reason: 'nft.payout',
      ref_type: 'nft_payout',
      ref_id: asked.result.id,
    });
    // The public page and the back office read the same ledger.
    expect(await publicCharity()).toMatchObject({
      donated: '120.000000',
      paidOut: '45.500000',
      pending: '74.500000',
    });
    expect(await figures()).toMatchObject({
      paidOut: '45.500000',
      payable: '74.500000',
      pendingPayouts: '0.000000',
    });
    const steps = await sqlRows<{ action: string }>(
      t,
      sql`select action from audit_log where target_type = 'nft_payout'
          and target_id = ${asked.result.id} order by id`,
    );
    expect(steps.map((s) => s.action)).toEqual(['nft.payout.request', 'nft.payout.approve']);
    await expectBooksAndAuditIntact(t);
  });

  it('rejects with a reason, freeing the amount and the reference', async () => {
    const asked = await payout(alice, '70', 'TX-REJECT-1');
    expect(asked.code).toBe(Code.OK);
    const before = await charityUnits(t, charity);
    const path = `/nfts/payouts/${asked.result.id}/reject`;
    expect((await callAdmin(t, bob, 'POST', path, { reason: 'x' })).code).toBe(Code.INVALID_PARAMS);
    const rejected = await callAdmin<CharityPayout>(t, bob, 'POST', path, {
      reason: 'Wrong bank account on the transfer',
    });
    expect(rejected.result).toMatchObject({
      status: 'rejected',
      decisionReason: 'Wrong bank account on the transfer',
      journalId: null,
    });
    expect(await charityUnits(t, charity)).toBe(before);
    // The reference of a rejected payout may be recorded again, with the right amount.
    const again = await payout(bob, '70', 'TX-REJECT-1');
    expect(again.code).toBe(Code.OK);
    const listed = await callAdmin<Paged<CharityPayout>>(t, alice, 'GET', '/nfts/payouts');
    expect(listed.result.items.map((p) => p.id)).toContain(again.result.id);
    const decided = await callAdmin<Paged<CharityPayout>>(
      t,
      alice,
      'GET',
      '/nfts/payouts?status=rejected',
    );
    expect(decided.result.items.map((p) => p.id)).toEqual([asked.result.id]);
    // Approved by someone else than its recorder: what is owed goes to 4.5.
    expect(
      (await callAdmin(t, alice, 'POST', `/nfts/payouts/${again.result.id}/approve`)).code,
    ).toBe(Code.OK);
    expect((await figures()).payable).toBe('4.500000');
    await expectBooksAndAuditIntact(t);
  });

  it('never takes a charity below zero, even when two payouts were asked before either was approved', async () => {
    // Each fits what is owed when asked; together they do not, so the second approval fails.
    // (Asking checks the balance less the pending ones, so force the second past that check.)
    const first = await payout(alice, '4', 'RACE-1');
    expect(first.code).toBe(Code.OK);
    expect((await payout(alice, '4', 'RACE-2')).code).toBe(Code.INSUFFICIENT_BALANCE);
    await t.database.db.execute(sql`
      insert into nft_payouts (charity_id, amount, transfer_ref, reason, requested_by)
      select charity_id, 4, 'RACE-2', reason, requested_by from nft_payouts
      where id = ${first.result.id}`);
    const [second] = await sqlRows<{ id: string }>(
      t,
      sql`select id::text from nft_payouts where transfer_ref = 'RACE-2'`,
    );
    expect((await callAdmin(t, bob, 'POST', `/nfts/payouts/${first.result.id}/approve`)).code).toBe(
      Code.OK,
    );
    const before = await charityUnits(t, charity);
    expect((await callAdmin(t, bob, 'POST', `/nfts/payouts/${second!.id}/approve`)).code).toBe(
      Code.INSUFFICIENT_BALANCE,
    );
    expect(await charityUnits(t, charity)).toBe(before);
    const [still] = await sqlRows<{ status: string }>(
      t,
      sql`select status from nft_payouts where id = ${second!.id}`,
    );
    expect(still!.status).toBe('pending');
    await callAdmin(t, bob, 'POST', `/nfts/payouts/${second!.id}/reject`, {
      reason: 'Exceeds what is owed',
    });
    await expectBooksAndAuditIntact(t);
  });

  it('refuses bad input and staff without ledger.adjust, writing nothing', async () => {
    const count = async () =>
      (await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from nft_payouts`))[0]!.n;
    const before = await count();
    const bodies = [
      { charityId: charity, amount: '0', transferRef: 'BAD-1', reason: 'A reason' },
      { charityId: charity, amount: '-1', transferRef: 'BAD-2', reason: 'A reason' },
      { charityId: charity, amount: '1.0000001', transferRef: 'BAD-3', reason: 'A reason' },
      { charityId: charity, amount: '10000000.000001', transferRef: 'BAD-4', reason: 'A reason' },
      { charityId: charity, amount: 1, transferRef: 'BAD-5', reason: 'A reason' },
      { charityId: charity, amount: '1', transferRef: '', reason: 'A reason' },
      { charityId: charity, amount: '1', transferRef: 'ab', reason: 'A reason' },
      { charityId: charity, amount: '1', transferRef: 'x'.repeat(101), reason: 'A reason' },
      { charityId: charity, amount: '1', transferRef: 'BAD\n6', reason: 'A reason' },
      { charityId: charity, amount: '1', transferRef: 'BAD-7', reason: '' },
      { charityId: 0, amount: '1', transferRef: 'BAD-8', reason: 'A reason' },
      { charityId: charity, amount: '1', transferRef: 'BAD-9', reason: 'A reason', extra: 1 },
    ];
    for (const body of bodies) {
      const answer = await callAdmin(t, alice, 'POST', '/nfts/payouts', body);
      expect(answer.code, JSON.stringify(body)).toBe(Code.INVALID_PARAMS);
    }
    const noCharity = await callAdmin(t, alice, 'POST', '/nfts/payouts', {
      charityId: 2 ** 31 - 1,
      amount: '1',
      transferRef: 'NO-CHARITY-2',
      reason: 'A reason',
    });
    expect(noCharity.code).toBe(Code.NOT_FOUND);
    expect((await callAdmin(t, bob, 'POST', '/nfts/payouts/999999/approve')).code).toBe(
      Code.NOT_FOUND,
    );
    for (const [method, path] of [
      ['GET', '/nfts/charities'],
      ['GET', '/nfts/payouts'],
      ['POST', '/nfts/payouts'],
    ] as const) {
      const body =
        method === 'POST'
          ? { charityId: charity, amount: '1', transferRef: 'SUPPORT-1', reason: 'A reason' }
          : undefined;
      const answer = await callAdmin(t, support, method, path, body);
      expect(answer.code, path).toBe(Code.FORBIDDEN);
    }
    expect(await count()).toBe(before);
    await expectBooksAndAuditIntact(t);
  });

  it('reconcile finds an approved payout that its journal does not match', async () => {
    const [row] = await sqlRows<{ id: string; amount: string }>(
      t,
      sql`select id::text, amount::text from nft_payouts where status = 'approved'
          order by id limit 1`,
    );
    const db = t.database.db;
    await db.execute(sql`update nft_payouts set amount = amount + 1 where id = ${row!.id}`);
    try {
      const report = await reconcileNfts(db);
      expect(report.ok).toBe(false);
      expect(report.mismatchedPayouts).toEqual([
        { charityId: charity, approved: expect.any(String), ledgerPaid: expect.any(String) },
      ]);
      const [mismatch] = report.mismatchedPayouts;
      expect(micro(mismatch!.approved) - micro(mismatch!.ledgerPaid)).toBe(micro('1'));
    } finally {
      await db.execute(sql`update nft_payouts set amount = ${row!.amount} where id = ${row!.id}`);
    }
    expect((await reconcileNfts(db)).ok).toBe(true);
  });
});
