import { type SmartProduct } from '@swx/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.js';
import { fromUnits } from '../../platform/units.js';
import { sqlRows, startTestApp, type TestApp } from '../../test/harness.js';
import { micro } from '../../test/ledger.js';
import { smartProducts, smartUser } from '../../test/smart.js';
import { reconcile } from '../ledger/reconcile.js';
import { reconcileSmart } from './reconcile.js';
import { DAY_MS } from './schedule.js';

/**
 * Random sequences of purchases, early exits and days passing (with accrual runs), by three
 * users per run. After every run:
 * - the ledger and the smart books reconcile (journals balance, no balance negative, every
 *   plan's accounts what its row says, accruals what the ledger paid, no orphan account);
 * - the reserve is conserved: what was funded into the yield reserve = the reserve + what plans
 *   still hold in reserved and accrued accounts + the interest paid to users; and per plan the
 *   interest drawn at sale = reserved + accrued (unpaid) + paid + what an exit forfeited;
 * - each user's money is conserved: credited + interest paid − penalties = available +
 *   principal of earning plans.
 */

const USERS = 3;
const CREDIT = '20000';

type Op =
  | { kind: 'buy'; user: number; product: number; permille: number }
  | { kind: 'exit'; user: number; pick: number }
  | { kind: 'days'; days: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      user: fc.nat({ max: USERS - 1 }),
      product: fc.nat({ max: 2 }),
      permille: fc.integer({ min: 0, max: 1000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('exit' as const),
      user: fc.nat({ max: USERS - 1 }),
      pick: fc.nat(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('days' as const),
      days: fc.integer({ min: 0, max: 9 }),
    }),
  },
);

let t: TestApp;
let products: SmartProduct[];
beforeAll(async () => {
  t = await startTestApp();
  products = await smartProducts(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A principal within the product's range (at most 6,000 USDT), in whole cents. */
function amountOf(product: SmartProduct, permille: number): string {
  const min = micro(product.minAmount);
  const top = micro(product.maxAmount);
  const max = top < micro('6000') ? top : micro('6000');
  const units = min + ((max - min) * BigInt(permille)) / 1000n;
  return fromUnits(units - (units % 10_000n), 6);
}

async function run(ops: Op[]): Promise<void> {
  const users = [];
  for (let u = 0; u < USERS; u += 1) users.push(await smartUser(t, CREDIT));
  const ids = users.map((u) => Number(u.user.id));
  const plans: string[][] = users.map(() => []);
  const smart = t.app.smartPlans;
  for (const o of ops) {
    if (o.kind === 'buy') {
      const product = products[o.product]!;
      try {
        const order = await t.database.db.transaction((tx) =>
          smart.buy(
            tx,
            ids[o.user]!,
            {
              productId: product.id,
              days: product.termDays,
              amount: amountOf(product, o.permille),
              dailyRate: product.dailyRate,
              penaltyRate: product.penaltyRate,
            },
            'en',
          ),
        );
        plans[o.user]!.push(order.id);
      } catch (error) {
        // Refusals (balance, one per user) are part of the game; nothing else is.
        if (!(error instanceof AppError)) throw error;
      }
    } else if (o.kind === 'exit') {
      const mine = plans[o.user]!;
      if (mine.length === 0) continue;
      const id = mine[o.pick % mine.length]!;
      try {
        const quote = await smart.exitQuote(ids[o.user]!, id);
        await t.database.db.transaction((tx) =>
          smart.exit(tx, ids[o.user]!, { id, returned: quote.returned, penalty: quote.penalty }),
        );
      } catch (error) {
        // An ended plan (matured, or exited before) refuses.
        if (!(error instanceof AppError)) throw error;
      }
    } else {
      t.advance(o.days * DAY_MS);
      await t.app.smartAccrual.runDue();
    }
  }

  const ledger = await reconcile(t.database.db);
  expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
  const books = await reconcileSmart(t.database.db);
  expect(books.ok, JSON.stringify(books)).toBe(true);

  // The reserve, over every plan ever sold in this app.
  const [reserve] = await sqlRows<{ funded: string; balance: string; held: string; paid: string }>(
    t,
    sql`select
      (select coalesce(sum(e.amount), 0)::text from ledger_entries e
        join ledger_journals j on j.id = e.journal_id
        join ledger_accounts a on a.id = e.account_id
        where j.reason = 'smart.reserve' and a.kind = 'yield_reserve' and a.user_id is null
          and a.book = 'real') as funded,
      (select balance::text from ledger_accounts
        where kind = 'yield_reserve' and user_id is null and book = 'real') as balance,
      (select coalesce(sum(balance), 0)::text from ledger_accounts
        where user_id is null and book = 'real'
          and (kind like 'plan:%:reserved' or kind like 'plan:%:accrued')) as held,
      (select coalesce(sum(paid_interest), 0)::text from smart_orders) as paid`,
  );
  expect(micro(reserve!.balance) + micro(reserve!.held) + micro(reserve!.paid)).toBe(
    micro(reserve!.funded),
  );
  const perPlan = await sqlRows<{ id: string; total: string; sum: string }>(
    t,
    sql`select o.id::text, o.total_interest::text as total,
          (coalesce(r.balance, 0) + coalesce(c.balance, 0) + o.paid_interest
           + case when o.status = 'closed' then o.total_interest - o.accrued_interest else 0 end
          )::text as sum
        from smart_orders o
        left join ledger_accounts r on r.user_id is null and r.book = 'real'
          and r.kind = 'plan:' || o.id::text || ':reserved'
        left join ledger_accounts c on c.user_id is null and c.book = 'real'
          and c.kind = 'plan:' || o.id::text || ':accrued'`,
  );
  for (const p of perPlan) expect(micro(p.sum), `plan ${p.id}`).toBe(micro(p.total));

  // Each user's money.
  for (const id of ids) {
    const [money] = await sqlRows<{
      available: string;
      principal: string;
      paid: string;
      penalties: string;
    }>(
      t,
      sql`select
        (select balance::text from ledger_accounts
          where user_id = ${id} and book = 'real' and kind = 'available' and asset = 'USDT')
          as available,
        (select coalesce(sum(principal), 0)::text from smart_orders
          where user_id = ${id} and status = 'earning') as principal,
        (select coalesce(sum(paid_interest), 0)::text from smart_orders
          where user_id = ${id}) as paid,
        (select coalesce(sum(exit_penalty), 0)::text from smart_orders
          where user_id = ${id}) as penalties`,
    );
    expect(micro(money!.available) + micro(money!.principal)).toBe(
      micro(CREDIT) + micro(money!.paid) - micro(money!.penalties),
    );
    expect(micro(money!.available)).toBeGreaterThanOrEqual(0n);
  }
}

/** One sequence always run first: a purchase of each product, days, an exit, a maturity. */
const covering: Op[] = [
  { kind: 'buy', user: 0, product: 0, permille: 500 },
  { kind: 'buy', user: 1, product: 1, permille: 0 },
  { kind: 'buy', user: 2, product: 2, permille: 1000 },
  { kind: 'days', days: 3 },
  { kind: 'exit', user: 1, pick: 0 },
  { kind: 'days', days: 6 },
  { kind: 'exit', user: 0, pick: 0 },
];

describe('smart plans under random purchases, exits and days', () => {
  it('keep the ledger, the plan books, the reserve and every user’s money whole', async () => {
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), run), {
      numRuns: 12,
      examples: [[covering]],
    });
    // The runs went through every path: accruals, a maturity, an early exit.
    const [seen] = await sqlRows<{ accruals: string; matured: string; closed: string }>(
      t,
      sql`select (select count(*) from smart_accruals)::text as accruals,
            (select count(*) from smart_orders where status = 'profit_shared')::text as matured,
            (select count(*) from smart_orders where status = 'closed')::text as closed`,
    );
    expect(Number(seen!.accruals)).toBeGreaterThan(0);
    expect(Number(seen!.matured)).toBeGreaterThan(0);
    expect(Number(seen!.closed)).toBeGreaterThan(0);
  }, 240_000);
});
