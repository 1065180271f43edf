import type { BalancesResult, LedgerJournalPage, LedgerPage, LedgerReason } from '@swx/contract';
import { Code } from '@swx/contract';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/rows.js';
import { AppError } from '../../platform/http/errors.js';
import { bookOf, requireRealBook } from '../../platform/http/book.js';
import { Idempotency } from '../../platform/http/idempotency.js';
import { get, post as call, registerUser } from '../../test/client.js';
import { onPostgres, rowCount, sqlRows, startTestApp, type TestApp } from '../../test/harness.js';
import { insertUserWithBooks } from '../identity/repository.js';
import { holdLegs, PlatformAccount, post, postMany, releaseLegs, type Leg } from './ledger.js';
import { reconcile } from './reconcile.js';
import { LedgerService } from './service.js';

/** Reasons only these tests write: the ledger stores any reason it is given as it is. */
const TEST_SPEND = 'test.spend' as LedgerReason;
const TEST_BATCH = 'test.batch' as LedgerReason;
const TEST_X = 'x' as LedgerReason;

const USDT = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole! + fraction.padEnd(6, '0'));
};

let t: TestApp;
let ledger: LedgerService;
let serial = 0;

/** A user inserted directly with the ledger's demo credit, as registration does. */
async function newUser(): Promise<number> {
  serial += 1;
  return t.database.db.transaction(async (tx) => {
    const row = await insertUserWithBooks(tx, {
      username: `ledger_${serial}_${Date.now().toString(36)}`,
      email: `ledger.${serial}.${Date.now().toString(36)}@example.test`,
      passwordHash: null,
      areaCode: null,
      phone: null,
      inviteCode: `LG${serial}${Date.now().toString(36)}`.slice(0, 12).toUpperCase(),
      invitedByUserId: null,
      googleSub: null,
    });
    await ledger.openBooks(tx, row.id);
    return row.id;
  });
}

async function balanceOf(userId: number, book: 'demo' | 'real', kind = 'available') {
  const [row] = await sqlRows<{ b: string }>(
    t,
    sql`select balance::text as b from ledger_accounts
        where user_id = ${userId} and book = ${book} and kind = ${kind} and asset = 'USDT'`,
  );
  return row?.b;
}

const count = (table: 'ledger_journals' | 'ledger_entries') => rowCount(t, table);

/** The id of a user's available USDT account in the demo book. */
async function demoAvailableAccount(userId: number): Promise<{ id: string }> {
  const [account] = await sqlRows<{ id: string }>(
    t,
    sql`select id::text from ledger_accounts where user_id = ${userId} and book = 'demo' and kind = 'available'`,
  );
  return account!;
}

/**
 * Writes, past the ledger's code, a journal in `book` of one entry of 5 USDT on the account:
 * what the database's own checks must refuse.
 */
function forgeOneEntry(book: 'demo' | 'real', accountId: string, balanceAfter: string) {
  return t.database.db.transaction(async (tx) => {
    const [j] = rows<{ id: string }>(
      await tx.execute(
        sql`insert into ledger_journals (book, reason) values (${book}, 'forged') returning id`,
      ),
    );
    await tx.execute(sql`
      insert into ledger_entries (journal_id, book, account_id, asset, amount, balance_after)
      values (${j!.id}, ${book}, ${accountId}, 'USDT', 5, ${balanceAfter})`);
  });
}

/** The database's message for a statement that must fail (Drizzle wraps it in `cause`). */
async function failure(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const e = error as { message: string; cause?: { message?: string } };
    return e.cause?.message ?? e.message;
  }
  throw new Error('the statement did not fail');
}

/** Moves `amount` from a user's available demo USDT to the platform's fees. */
const spend = (userId: number, amount: bigint, book: 'demo' | 'real' = 'demo') =>
  t.database.db.transaction((tx) =>
    post(tx, {
      book,
      reason: TEST_SPEND,
      userId,
      legs: [
        { account: { userId, kind: 'available' }, asset: 'USDT', amount: -amount },
        { account: { platform: PlatformAccount.fees }, asset: 'USDT', amount },
      ],
    }),
  );

beforeAll(async () => {
  t = await startTestApp();
  ledger = new LedgerService(t.database.db);
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  // After every scenario: every journal sums to zero, balances equal their entries.
  const report = await reconcile(t.database.db);
  expect(report).toMatchObject({
    ok: true,
    unbalancedJournals: [],
    mismatchedAccounts: [],
    negativeCustomerAccounts: [],
    brokenRunningBalances: [],
  });
});

describe('books at registration', () => {
  it('credits a new user’s demo book with 100,000 USDT and leaves the real book empty', async () => {
    const user = await registerUser(t);
    const answer = await get<BalancesResult>(t, '/user/listBalances', { token: user.token });
    expect(answer.code).toBe(200);
    expect(answer.result.balances).toEqual([
      { book: 'demo', asset: 'USDT', available: '100000.000000', held: '0.000000' },
      { book: 'real', asset: 'USDT', available: '0.000000', held: '0.000000' },
    ]);
    const entries = await get<LedgerPage>(t, '/user/listLedger', { token: user.token });
    expect(entries.result.total).toBe(1);
    expect(entries.result.items[0]).toMatchObject({
      book: 'demo',
      reason: 'demo.open',
      account: 'available',
      amount: '100000.000000',
      balanceAfter: '100000.000000',
    });
  });

  it('answers balances to the logged-in user only', async () => {
    const answer = await get(t, '/user/listBalances');
    expect(answer.status).toBe(401);
  });
});

describe('posting', () => {
  it('refuses an overdraft with 10011 and writes nothing', async () => {
    const userId = await newUser();
    const journals = await count('ledger_journals');
    const error = await spend(userId, USDT('100000.000001')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(Code.INSUFFICIENT_BALANCE);
    expect(await count('ledger_journals')).toBe(journals);
    expect(await balanceOf(userId, 'demo')).toBe('100000.000000000000000000');
    // Exactly the balance is fine.
    await spend(userId, USDT('100000'));
    expect(await balanceOf(userId, 'demo')).toBe('0.000000000000000000');
  });

  it('refuses legs that do not sum to zero, a single leg and a zero leg, before writing', async () => {
    const userId = await newUser();
    const journals = await count('ledger_journals');
    const legs = (a: bigint, b: bigint): Leg[] => [
      { account: { userId, kind: 'available' }, asset: 'USDT', amount: a },
      { account: { platform: PlatformAccount.fees }, asset: 'USDT', amount: b },
    ];
    const attempt = (l: Leg[]) =>
      t.database.db.transaction((tx) => post(tx, { book: 'demo', reason: TEST_X, legs: l }));
    await expect(attempt(legs(-5n, 4n))).rejects.toThrow(/sum to zero/);
    await expect(attempt(legs(-5n, 5n).slice(0, 1))).rejects.toThrow(/two or more/);
    await expect(attempt(legs(0n, 0n))).rejects.toThrow(/zero/);
    // Summing to zero across assets is not enough: per asset.
    await expect(
      attempt([
        { account: { userId, kind: 'available' }, asset: 'USDT', amount: -5n },
        { account: { platform: PlatformAccount.fees }, asset: 'BTC', amount: 5n },
      ]),
    ).rejects.toThrow(/sum to zero/);
    expect(await count('ledger_journals')).toBe(journals);
  });

  it('keeps the books apart: a demo credit never shows in the real book', async () => {
    const userId = await newUser();
    await spend(userId, USDT('10'));
    expect(await balanceOf(userId, 'demo')).toBe('99990.000000000000000000');
    expect(await balanceOf(userId, 'real')).toBeUndefined();
    await expect(spend(userId, USDT('1'), 'real')).rejects.toMatchObject({
      code: Code.INSUFFICIENT_BALANCE,
    });
  });

  it('never lets concurrent debits take a balance below zero', async () => {
    const userId = await newUser();
    // 40 debits of 3,000 against 100,000: exactly 33 fit.
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () => spend(userId, USDT('3000'))),
    );
    const done = results.filter((r) => r.status === 'fulfilled').length;
    expect(done).toBe(33);
    for (const r of results) {
      if (r.status === 'rejected')
        expect((r.reason as AppError).code).toBe(Code.INSUFFICIENT_BALANCE);
    }
    expect(await balanceOf(userId, 'demo')).toBe('1000.000000000000000000');
  });
});

describe('posting a batch', () => {
  /** A user's demo available balance moving to the fees and back, as one posting. */
  const move = (userId: number, amount: bigint, book: 'demo' | 'real' = 'demo') => ({
    book,
    reason: TEST_BATCH,
    userId,
    legs: [
      { account: { userId, kind: 'available' as const }, asset: 'USDT' as const, amount: -amount },
      { account: { platform: PlatformAccount.fees }, asset: 'USDT' as const, amount },
    ],
  });

  it('posts many journals in order, each entry with its running balance', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const posted = await t.database.db.transaction((tx) =>
      postMany(tx, [
        move(a, USDT('10')),
        move(b, USDT('1')),
        move(a, USDT('-2.5')),
        move(a, USDT('100')),
        // An account's first posting creates it: b's held account and a real-book fees one.
        {
          book: 'demo',
          reason: TEST_BATCH,
          userId: b,
          legs: [
            { account: { userId: b, kind: 'available' }, asset: 'USDT', amount: -USDT('3') },
            { account: { userId: b, kind: 'held' }, asset: 'USDT', amount: USDT('3') },
          ],
        },
      ]),
    );
    expect(posted).toHaveLength(5);
    const ids = posted.map((p) => p.journalId);
    expect(new Set(ids).size).toBe(5);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    const afterOf = (i: number) => posted[i]!.entries[0]!.balanceAfter;
    expect([afterOf(0), afterOf(2), afterOf(3)]).toEqual([
      USDT('99990'),
      USDT('99992.5'),
      USDT('99892.5'),
    ]);
    expect(afterOf(4)).toBe(USDT('99996'));
    expect(await balanceOf(a, 'demo')).toBe('99892.500000000000000000');
    expect(await balanceOf(b, 'demo')).toBe('99996.000000000000000000');
    expect(await balanceOf(b, 'demo', 'held')).toBe('3.000000000000000000');
    // Each journal holds its own entries, in the database as in the answer.
    const stored = await sqlRows<{ journal_id: string; amount: string; balance_after: string }>(
      t,
      sql`select journal_id::text, amount::text, balance_after::text from ledger_entries
          where journal_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) order by id`,
    );
    expect(stored).toHaveLength(10);
    expect(stored.filter((e) => e.journal_id === String(ids[2]))).toHaveLength(2);
  });

  it('refuses the whole batch when one posting would overdraw, writing nothing', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const journals = await count('ledger_journals');
    // Fine alone, but together a goes below zero at the third posting.
    const error = await t.database.db
      .transaction((tx) =>
        postMany(tx, [move(a, USDT('60000')), move(b, USDT('5')), move(a, USDT('40000.000001'))]),
      )
      .catch((e: unknown) => e);
    expect((error as AppError).code).toBe(Code.INSUFFICIENT_BALANCE);
    expect(await count('ledger_journals')).toBe(journals);
    expect(await balanceOf(a, 'demo')).toBe('100000.000000000000000000');
    expect(await balanceOf(b, 'demo')).toBe('100000.000000000000000000');
    // An unbalanced posting anywhere in the batch refuses it before anything is written.
    const bad = move(b, USDT('1'));
    await expect(
      t.database.db.transaction((tx) =>
        postMany(tx, [move(a, USDT('1')), { ...bad, legs: bad.legs.slice(0, 1) }]),
      ),
    ).rejects.toThrow(/two or more/);
    expect(await count('ledger_journals')).toBe(journals);
  });
});

describe('the database guards the ledger', () => {
  it('refuses to update, delete or truncate journals and entries', async () => {
    const userId = await newUser();
    await spend(userId, USDT('1'));
    const db = t.database.db;
    expect(await failure(db.execute(sql`update ledger_entries set amount = amount * 2`))).toMatch(
      /append-only/,
    );
    expect(await failure(db.execute(sql`delete from ledger_entries`))).toMatch(/append-only/);
    expect(await failure(db.execute(sql`update ledger_journals set reason = 'x'`))).toMatch(
      /append-only/,
    );
    expect(await failure(db.execute(sql`delete from ledger_journals`))).toMatch(/append-only/);
    expect(await failure(db.execute(sql`truncate ledger_entries`))).toMatch(/append-only/);
    // Journals are also referenced by business rows (deposits): refused either way.
    expect(await failure(db.execute(sql`truncate ledger_journals cascade`))).toMatch(/append-only/);
  });

  it('refuses at commit a journal that does not sum to zero, or has one entry', async () => {
    const userId = await newUser();
    const account = await demoAvailableAccount(userId);
    const journals = await count('ledger_journals');
    expect(await failure(forgeOneEntry('demo', account.id, '100005'))).toMatch(
      /fewer than two|sum to zero/,
    );
    expect(await count('ledger_journals')).toBe(journals);
  });

  it('refuses an entry whose book is not its account’s, and a negative customer balance', async () => {
    const userId = await newUser();
    const account = await demoAvailableAccount(userId);
    expect(await failure(forgeOneEntry('real', account.id, '5'))).toMatch(
      /ledger_entries_account_fk|foreign key/,
    );
    expect(
      await failure(
        t.database.db.execute(
          sql`update ledger_accounts set balance = -1 where id = ${account.id}`,
        ),
      ),
    ).toMatch(/ledger_accounts_customer_non_negative|check constraint/);
  });
});

describe('reconciliation', () => {
  it('reports a stored balance that differs from its entries', async () => {
    const userId = await newUser();
    await t.database.db.execute(
      sql`update ledger_accounts set balance = balance + 1 where user_id = ${userId} and book = 'demo' and kind = 'available'`,
    );
    const report = await reconcile(t.database.db);
    expect(report.ok).toBe(false);
    expect(report.mismatchedAccounts).toHaveLength(1);
    expect(report.mismatchedAccounts[0]).toMatchObject({
      balance: '100001.000000000000000000',
      sum: '100000.000000000000000000',
    });
    // Put it back for the after-each check.
    await t.database.db.execute(
      sql`update ledger_accounts set balance = balance - 1 where user_id = ${userId} and book = 'demo' and kind = 'available'`,
    );
  });
});

describe('demo reset', () => {
  it('restores the demo balance, once per Idempotency-Key', async () => {
    const user = await registerUser(t);
    const userId = Number(user.user.id);
    await spend(userId, USDT('2500.5'));
    const headers = { 'idempotency-key': `reset-${userId}` };
    const first = await call<BalancesResult>(t, '/user/resetDemo', { token: user.token, headers });
    expect(first.code).toBe(200);
    expect(first.result.balances[0]).toMatchObject({ book: 'demo', available: '100000.000000' });
    await spend(userId, USDT('10'));
    // The retry answers the first result and changes nothing.
    const retry = await call<BalancesResult>(t, '/user/resetDemo', { token: user.token, headers });
    expect(retry.result).toEqual(first.result);
    expect(await balanceOf(userId, 'demo')).toBe('99990.000000000000000000');
    // A new key resets again; a reset at the target writes nothing.
    const again = await call(t, '/user/resetDemo', {
      token: user.token,
      headers: { 'idempotency-key': `reset-${userId}-2` },
    });
    expect(again.code).toBe(200);
    const journals = await count('ledger_journals');
    await call(t, '/user/resetDemo', {
      token: user.token,
      headers: { 'idempotency-key': `reset-${userId}-3` },
    });
    expect(await count('ledger_journals')).toBe(journals);
    const reasons = (
      await get<LedgerPage>(t, '/user/listLedger', { token: user.token, query: { book: 'demo' } })
    ).result.items.map((e) => e.reason);
    expect(reasons).toEqual(['demo.reset', 'test.spend', 'demo.reset', 'test.spend', 'demo.open']);
  });

  it('refuses to reset while the demo amount parameter is unusable, changing nothing', async () => {
    const user = await registerUser(t);
    const userId = Number(user.user.id);
    await spend(userId, USDT('5'));
    const db = t.database.db;
    await db.execute(
      sql`update parameters set value = 'lots' where key = 'demo.initialBalanceUsdt'`,
    );
    try {
      const answer = await call(t, '/user/resetDemo', { token: user.token });
      expect(answer.code).toBe(Code.PARAMETER_UNAVAILABLE);
      expect(await balanceOf(userId, 'demo')).toBe('99995.000000000000000000');
    } finally {
      await db.execute(
        sql`update parameters set value = '100000' where key = 'demo.initialBalanceUsdt'`,
      );
    }
  });

  it('refuses a reset without an Idempotency-Key with 10060, changing nothing', async () => {
    const user = await registerUser(t);
    const userId = Number(user.user.id);
    await spend(userId, USDT('7'));
    const journals = await count('ledger_journals');
    const answer = await call(t, '/user/resetDemo', { token: user.token, idempotencyKey: false });
    expect([answer.status, answer.code]).toEqual([400, Code.IDEMPOTENCY_KEY_REQUIRED]);
    expect(await count('ledger_journals')).toBe(journals);
    expect(await balanceOf(userId, 'demo')).toBe('99993.000000000000000000');
  });

  it('refuses a malformed Idempotency-Key with 10026', async () => {
    const user = await registerUser(t);
    const answer = await call(t, '/user/resetDemo', {
      token: user.token,
      headers: { 'idempotency-key': 'has space' },
    });
    expect(answer.code).toBe(Code.INVALID_PARAMS);
  });
});

describe('Idempotency', () => {
  const request = (key: string, url = '/swx/customer/user/x') =>
    ({
      headers: { 'idempotency-key': key },
      method: 'POST',
      url,
      routeOptions: { url },
    }) as unknown as FastifyRequest;

  it('answers a concurrent duplicate with 10041 and another request under the key with 10040', async () => {
    const userId = await newUser();
    const idem = new Idempotency(t.database.db);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let runs = 0;
    const first = idem.run(request('k-1'), userId, 'body-a', async () => {
      runs += 1;
      await gate;
      return { code: Code.OK, result: { n: runs } };
    });
    await expect(
      idem.run(request('k-1'), userId, 'body-a', async () => ({ code: Code.OK, result: {} })),
    ).rejects.toMatchObject({ code: Code.REQUEST_IN_PROGRESS });
    release();
    expect(await first).toEqual({ code: Code.OK, result: { n: 1 } });
    // Replayed, not run again.
    expect(
      await idem.run(request('k-1'), userId, 'body-a', async () => {
        runs += 1;
        return { code: Code.OK, result: { n: runs } };
      }),
    ).toEqual({ code: Code.OK, result: { n: 1 } });
    expect(runs).toBe(1);
    await expect(
      idem.run(request('k-1'), userId, 'body-b', async () => ({ code: Code.OK, result: {} })),
    ).rejects.toMatchObject({ code: Code.IDEMPOTENCY_KEY_REUSED });
    await expect(
      idem.run(request('k-1', '/other'), userId, 'body-a', async () => ({
        code: Code.OK,
        result: {},
      })),
    ).rejects.toMatchObject({ code: Code.IDEMPOTENCY_KEY_REUSED });
    // Keys belong to a user: another user's same key is a new request.
    const other = await newUser();
    expect(
      await idem.run(request('k-1'), other, 'body-b', async () => ({ code: Code.OK, result: 7 })),
    ).toEqual({ code: Code.OK, result: 7 });
  });

  it('forgets answers older than the retention, after which the key runs again', async () => {
    const userId = await newUser();
    const idem = new Idempotency(t.database.db);
    const once = () =>
      idem.run(request('k-old'), userId, '', async () => ({ code: Code.OK, result: Date.now() }));
    const first = await once();
    expect(await once()).toEqual(first);
    expect(await idem.prune(new Date(0), 0)).toBe(0);
    expect(await idem.prune(new Date(Date.now() + 60_000), 0)).toBeGreaterThanOrEqual(1);
    const later = await once();
    expect(later.result).toBeGreaterThan(first.result);
  });

  it('stores nothing when the work fails, so that a retry runs again', async () => {
    const userId = await newUser();
    const idem = new Idempotency(t.database.db);
    await expect(
      idem.run(request('k-2'), userId, '', async (tx) => {
        await post(tx, {
          book: 'demo',
          reason: TEST_SPEND,
          userId,
          legs: [
            { account: { userId, kind: 'available' }, asset: 'USDT', amount: -USDT('500000') },
            { account: { platform: PlatformAccount.fees }, asset: 'USDT', amount: USDT('500000') },
          ],
        });
        return { code: Code.OK, result: null };
      }),
    ).rejects.toMatchObject({ code: Code.INSUFFICIENT_BALANCE });
    expect(
      await idem.run(request('k-2'), userId, '', async () => ({ code: Code.OK, result: 'ran' })),
    ).toEqual({ code: Code.OK, result: 'ran' });
  });

  // Two server instances share PostgreSQL: the second cannot take the key's advisory lock.
  // (PGlite is one connection in one process: the in-flight set above covers it.)
  const postgresOnly = onPostgres ? it : () => undefined;
  postgresOnly('answers 10041 from another instance while the first request runs', async () => {
    const userId = await newUser();
    const a = new Idempotency(t.database.db);
    const b = new Idempotency(t.database.db);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    const first = a.run(request('k-3'), userId, '', async () => {
      entered();
      await gate;
      return { code: Code.OK, result: 1 };
    });
    await inside;
    await expect(
      b.run(request('k-3'), userId, '', async () => ({ code: Code.OK, result: 2 })),
    ).rejects.toMatchObject({ code: Code.REQUEST_IN_PROGRESS });
    release();
    expect(await first).toEqual({ code: Code.OK, result: 1 });
  });
});

describe('journals (the transaction record, one row per event)', () => {
  /** Posts a journal of the user's own two balances (a hold or a release) in the demo book. */
  const move = (userId: number, legs: Leg[], reason: LedgerReason) =>
    t.database.db.transaction((tx) => post(tx, { book: 'demo', reason, userId, legs }));

  it('lists whole journals, newest first, with their entries and net changes, paged by journal', async () => {
    const user = await registerUser(t);
    const userId = Number(user.user.id);
    await move(userId, holdLegs(userId, USDT('100')), 'options.open');
    await spend(userId, USDT('0.004321'));
    await move(userId, releaseLegs(userId, USDT('40')), 'options.void');
    const list = (query: Record<string, string>) =>
      get<LedgerJournalPage>(t, '/user/listLedgerJournals', { token: user.token, query });

    const first = await list({ pageSize: '2' });
    expect(first.code).toBe(200);
    // Four journals (the demo credit, the hold, the spend, the release): total counts journals.
    expect(first.result).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    const [release, spent] = first.result.items;
    expect(first.result.items).toHaveLength(2);
    expect(release).toMatchObject({
      book: 'demo',
      reason: 'options.void',
      changes: [{ asset: 'USDT', available: '40.000000', held: '-40.000000' }],
    });
    // Both entries of the event, in the order they were posted, with the journal's id.
    expect(release!.entries.map((e) => [e.account, e.amount, e.balanceAfter])).toEqual([
      ['held', '-40.000000', '60.000000'],
      ['available', '40.000000', '99939.995679'],
    ]);
    expect(release!.entries.every((e) => e.journalId === release!.id)).toBe(true);
    expect(spent).toMatchObject({
      reason: 'test.spend',
      changes: [{ asset: 'USDT', available: '-0.004321', held: '0.000000' }],
    });
    expect(spent!.entries).toHaveLength(1);

    const second = await list({ pageSize: '2', page: '2' });
    expect(second.result.items.map((j) => [j.reason, j.entries.length, j.changes])).toEqual([
      ['options.open', 2, [{ asset: 'USDT', available: '-100.000000', held: '100.000000' }]],
      ['demo.open', 1, [{ asset: 'USDT', available: '100000.000000', held: '0.000000' }]],
    ]);
    // Pages never repeat or split an event, and a page past the end is empty.
    const ids = [...first.result.items, ...second.result.items].map((j) => j.id);
    expect(new Set(ids).size).toBe(4);
    expect((await list({ pageSize: '2', page: '3' })).result.items).toEqual([]);

    // The entries API and this one tell the same story: 6 entries in 4 journals.
    const entries = await get<LedgerPage>(t, '/user/listLedger', { token: user.token });
    expect(entries.result.total).toBe(6);
    expect(new Set(entries.result.items.map((e) => e.journalId))).toEqual(new Set(ids));
  });

  it('filters by book and shows nothing of another user', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    await spend(Number(other.user.id), USDT('3'));
    const real = await get<LedgerJournalPage>(t, '/user/listLedgerJournals', {
      token: user.token,
      query: { book: 'real' },
    });
    expect(real.result).toMatchObject({ items: [], total: 0 });
    const demo = await get<LedgerJournalPage>(t, '/user/listLedgerJournals', {
      token: user.token,
      query: { book: 'demo' },
    });
    expect(demo.result.items.map((j) => j.reason)).toEqual(['demo.open']);
    expect((await get(t, '/user/listLedgerJournals')).status).toBe(401);
  });
});

describe('statement', () => {
  it('downloads every entry of the caller as CSV, oldest first', async () => {
    const user = await registerUser(t);
    const userId = Number(user.user.id);
    await spend(userId, USDT('12.5'));
    const response = await t.app.inject({
      method: 'GET',
      url: '/swx/customer/user/exportStatement',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="statement-all-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'entry,journal,time,book,reason,asset,account,amount,balance_after,rate,ref_type,ref_id',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/,demo,demo\.open,USDT,available,100000\.000000,100000\.000000,,,$/);
    expect(lines[2]).toMatch(/,demo,test\.spend,USDT,available,-12\.500000,99987\.500000,,,$/);
    // Another user's statement does not contain these entries.
    const other = await registerUser(t);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/swx/customer/user/exportStatement?book=real',
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(theirs.body.trimEnd().split('\r\n')).toHaveLength(1);
  });
});

describe('the X-Real-Account header', () => {
  const withHeader = (value?: string) =>
    ({ headers: value === undefined ? {} : { 'x-real-account': value } }) as FastifyRequest;
  it('selects the book: YES real, NO or none demo, anything else refused', () => {
    expect(bookOf(withHeader('YES'))).toBe('real');
    expect(bookOf(withHeader('NO'))).toBe('demo');
    expect(bookOf(withHeader())).toBe('demo');
    expect(() => bookOf(withHeader('yes please'))).toThrow(AppError);
    expect(() => requireRealBook(withHeader('NO'))).toThrow(
      expect.objectContaining({ code: Code.DEMO_DISABLED }),
    );
    expect(() => requireRealBook(withHeader('YES'))).not.toThrow();
  });
});
