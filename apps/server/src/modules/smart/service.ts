import {
  ASSET_SCALE,
  Code,
  accruedAfter,
  annualRate,
  exitFigures,
  smartTerms,
  type BuySmartBody,
  type ExitSmartBody,
  type Language,
  type SmartAccrual,
  type SmartExitQuote,
  type SmartOrder,
  type SmartOrderDetail,
  type SmartOrderPage,
  type SmartSummary,
  type SmartPayout,
  type SmartStatus,
} from '@swx/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { allOf, pageOf } from '../../platform/db/paging.js';
import { iso, rows } from '../../platform/db/rows.js';
import { assert } from '../../platform/assert.js';
import { AppError } from '../../platform/http/errors.js';
import { fromUnits, plain, toUnits, usdt } from '../../platform/units.js';
import {
  FundsShortfall,
  PlatformAccount,
  post,
  unitsOf,
  type Leg,
  type Posting,
} from '../ledger/index.js';
import type { NotificationService } from '../notifications/index.js';
import type { AccrualEngine } from './accrual.js';
import {
  capacityOf,
  penaltyRate,
  reserveBalance,
  type ProductRow,
  productColumns,
} from './products.js';
import { accrualAt, firstAccrualAt, utcMidnight } from './schedule.js';
import { textIn } from '../../platform/db/texts.js';

/**
 * Smart plans (domain.md "Smart plan", docs/adr/0024). A sale posts one journal: the principal
 * from the user's available balance into the plan, and the whole interest the plan can pay
 * from the operator's yield reserve into the plan's reserved account; a reserve that cannot
 * cover it refuses the sale (10010). Interest accrues once a day (accrual.ts). An early exit
 * pays the principal less the penalty plus the interest accrued and not yet paid, takes the
 * penalty to fees, and returns the unearned interest to the reserve.
 */

const USDT = ASSET_SCALE.USDT;
const isoOrNull = (v: string | Date | null) => (v === null ? null : iso(v));

export function planNo(id: string): string {
  return `SM${id.padStart(10, '0')}`;
}

/** A plan as its select reads it. */
export interface OrderRow {
  id: string;
  user_id: string;
  product_id: number;
  product_code: string;
  product_name: string;
  principal: string;
  term_days: number;
  daily_rate: string;
  payout: SmartPayout;
  accrual_minute: number;
  penalty_rate: string;
  total_interest: string;
  started_at: string | Date;
  first_accrual_at: string | Date;
  next_accrual_at: string | Date | null;
  matures_at: string | Date;
  days_accrued: number;
  accrued_interest: string;
  paid_interest: string;
  today: string;
  status: SmartStatus;
  ended_at: string | Date | null;
  exit_penalty: string | null;
  exit_returned: string | null;
}

/** The columns of a plan, its product's code and name in `language` and today's earnings. */
export function orderColumns(language: Language, now: Date) {
  const midnight = utcMidnight(now);
  return sql`o.id::text, o.user_id::text, o.product_id, p.code as product_code,
    coalesce(${textIn(sql`smart_product_texts`, sql`t.product_id = o.product_id`, 'name', language)},
      p.code) as product_name,
    o.principal::text, o.term_days, o.daily_rate::text, o.payout, o.accrual_minute,
    o.penalty_rate::text, o.total_interest::text, o.started_at, o.first_accrual_at,
    o.next_accrual_at, o.matures_at, o.days_accrued, o.accrued_interest::text,
    o.paid_interest::text,
    (select coalesce(sum(a.amount), 0)::text from smart_accruals a
      where a.order_id = o.id and a.accrual_at >= ${midnight}::timestamptz) as today,
    o.status, o.ended_at, o.exit_penalty::text, o.exit_returned::text`;
}
export const orderFrom = sql`smart_orders o join smart_products p on p.id = o.product_id`;

export function toOrder(r: OrderRow): SmartOrder {
  return {
    id: r.id,
    orderNo: planNo(r.id),
    productId: r.product_id,
    productCode: r.product_code,
    productName: r.product_name,
    principal: usdt(r.principal),
    termDays: r.term_days,
    dailyRate: plain(r.daily_rate),
    annualRate: annualRate(plain(r.daily_rate)),
    payout: r.payout,
    accrualMinute: r.accrual_minute,
    penaltyRate: plain(r.penalty_rate),
    totalInterest: usdt(r.total_interest),
    startedAt: iso(r.started_at),
    firstAccrualAt: iso(r.first_accrual_at),
    nextAccrualAt: isoOrNull(r.next_accrual_at),
    maturesAt: iso(r.matures_at),
    daysAccrued: r.days_accrued,
    accruedInterest: usdt(r.accrued_interest),
    paidInterest: usdt(r.paid_interest),
    todayEarnings: usdt(r.today),
    status: r.status,
    endedAt: isoOrNull(r.ended_at),
    exitPenalty: r.exit_penalty === null ? null : usdt(r.exit_penalty),
    exitReturned: r.exit_returned === null ? null : usdt(r.exit_returned),
  };
}

const ID = /^[1-9]\d{0,17}$/;

export interface SmartDeps {
  db: Db;
  now: () => Date;
  notifications: Pick<NotificationService, 'add' | 'addMany' | 'announce'>;
  /** Brings a plan's due days up to date before an exit or its quote. */
  accrual: Pick<AccrualEngine, 'catchUp' | 'digest'>;
}

export class SmartService {
  constructor(private readonly deps: SmartDeps) {}

  /**
   * Sells a plan in `tx` (real book; the route refuses the demo book): the product active
   * (10010), its term (10012), the principal within its range (10013), the terms the user saw
   * still the terms (10067), one earning plan where the product allows one (10024), the
   * balance (10011) and the reserve (10010 with `reason: 'capacity'`).
   */
  async buy(tx: Db, userId: number, body: BuySmartBody, language: Language): Promise<SmartOrder> {
    const now = this.deps.now();
    const [product] = rows<ProductRow>(
      await tx.execute(sql`
        select ${productColumns} from smart_products p where p.id = ${body.productId}
        for share`),
    );
    if (!product || !product.active) throw new AppError(Code.SMART_PRODUCT_INCORRECT);
    if (body.days !== product.term_days) throw new AppError(Code.DAYS_NOT_FOUND);
    const principal = toUnits(body.amount, USDT);
    if (
      principal === undefined ||
      principal < unitsOf(product.min_amount, USDT) ||
      principal > unitsOf(product.max_amount, USDT)
    ) {
      throw new AppError(Code.INVESTMENT_AMOUNT_INCORRECT);
    }
    const penalty = await penaltyRate(tx);
    if (!sameRate(body.dailyRate, product.daily_rate) || !sameRate(body.penaltyRate, penalty)) {
      throw new AppError(Code.TERMS_CHANGED, {
        dailyRate: plain(product.daily_rate),
        penaltyRate: penalty,
      });
    }
    if (product.one_per_user) {
      const [held] = rows<{ id: string }>(
        await tx.execute(sql`
          select id::text from smart_orders
          where user_id = ${userId} and product_id = ${product.id} and status = 'earning'
            and one_per_user limit 1`),
      );
      if (held) throw new AppError(Code.ALREADY_PURCHASED);
    }
    const { totalInterest } = smartTerms({
      principal,
      dailyRate: product.daily_rate,
      termDays: product.term_days,
      penaltyRate: penalty,
    });
    const first = firstAccrualAt(now, product.accrual_minute);
    const matures = accrualAt(first, product.term_days);
    const inserted = await tx
      .execute(
        sql`
        insert into smart_orders (user_id, product_id, principal, term_days, daily_rate, payout,
          accrual_minute, penalty_rate, one_per_user, total_interest, started_at,
          first_accrual_at, matures_at, next_accrual_at)
        values (${userId}, ${product.id}, ${fromUnits(principal, USDT)}, ${product.term_days},
          ${product.daily_rate}, ${product.payout}, ${product.accrual_minute}, ${penalty},
          ${product.one_per_user}, ${fromUnits(totalInterest, USDT)}, ${now.toISOString()},
          ${first.toISOString()}, ${matures.toISOString()}, ${first.toISOString()})
        returning id::text`,
      )
      .catch((error: unknown) => {
        // A concurrent purchase of a one-per-user product won the unique index.
        if (String((error as { cause?: unknown }).cause ?? error).includes('one_per_user')) {
          throw new AppError(Code.ALREADY_PURCHASED);
        }
        throw error;
      });
    const id = rows<{ id: string }>(inserted)[0]!.id;
    const plan = Number(id);
    const legs: Leg[] = [
      { account: { userId, kind: 'available' }, asset: 'USDT', amount: -principal },
      { account: { plan, part: 'principal' }, asset: 'USDT', amount: principal },
    ];
    if (totalInterest > 0n) {
      legs.push(
        {
          account: { platform: PlatformAccount.yieldReserve },
          asset: 'USDT',
          amount: -totalInterest,
        },
        { account: { plan, part: 'reserved' }, asset: 'USDT', amount: totalInterest },
      );
    }
    try {
      await post(tx, {
        book: 'real',
        reason: 'smart.buy',
        userId,
        ref: { type: 'smart_order', id },
        legs,
      });
    } catch (error) {
      if (error instanceof FundsShortfall) {
        throw new AppError(Code.SMART_PRODUCT_INCORRECT, {
          reason: 'capacity',
          capacity: fromUnits(capacityOf(await reserveBalance(tx), product), USDT),
        });
      }
      throw error;
    }
    await this.deps.notifications.add(tx, userId, 'smart.bought', {
      orderId: id,
      orderNo: planNo(id),
      amount: fromUnits(principal, USDT),
      totalInterest: fromUnits(totalInterest, USDT),
      termDays: String(product.term_days),
      maturesAt: matures.toISOString(),
    });
    return this.get(userId, id, language, tx);
  }

  /** One of the user's plans with its accrual history; another user's (or none) answers 404. */
  async get(
    userId: number,
    id: string,
    language: Language,
    db: Db = this.deps.db,
  ): Promise<SmartOrderDetail> {
    if (!ID.test(id)) throw new AppError(Code.NOT_FOUND);
    const [row] = rows<OrderRow>(
      await db.execute(sql`
        select ${orderColumns(language, this.deps.now())} from ${orderFrom}
        where o.id = ${id} and o.user_id = ${userId}`),
    );
    if (!row) throw new AppError(Code.NOT_FOUND);
    const accruals = rows<{
      day: number;
      accrual_at: string | Date;
      amount: string;
      paid: boolean;
      journal_id: string | null;
    }>(
      await db.execute(sql`
        select day, accrual_at, amount::text, paid, journal_id::text from smart_accruals
        where order_id = ${id} order by day`),
    );
    return {
      ...toOrder(row),
      accruals: accruals.map((a): SmartAccrual => ({
        day: a.day,
        at: iso(a.accrual_at),
        amount: usdt(a.amount),
        paid: a.paid,
        journalId: a.journal_id ?? '',
      })),
    };
  }

  /** The user's plans, newest first, optionally of one status, and all of them summed up. */
  async list(
    userId: number,
    query: { status?: SmartStatus; page?: number; pageSize?: number },
    language: Language,
  ): Promise<SmartOrderPage> {
    const now = this.deps.now();
    const page = await pageOf<OrderRow, SmartOrder>(
      this.deps.db,
      {
        columns: orderColumns(language, now),
        from: orderFrom,
        where: allOf([
          sql`o.user_id = ${userId}`,
          query.status !== undefined && sql`o.status = ${query.status}`,
        ]),
        order: sql`o.id desc`,
        page: query.page,
        pageSize: query.pageSize,
      },
      toOrder,
    );
    return { ...page, summary: await this.summary(userId, now) };
  }

  /** The user's plans summed up: what earning plans hold, today's and all interest earned. */
  private async summary(userId: number, now: Date): Promise<SmartSummary> {
    const midnight = utcMidnight(now);
    const [r] = rows<{ in_plans: string; earning: number; earned: string; today: string }>(
      await this.deps.db.execute(sql`
        select coalesce(sum(principal + accrued_interest - paid_interest)
                 filter (where status = 'earning'), 0)::text as in_plans,
               (count(*) filter (where status = 'earning'))::int as earning,
               coalesce(sum(accrued_interest), 0)::text as earned,
               (select coalesce(sum(a.amount), 0)::text from smart_accruals a
                 where a.user_id = ${userId} and a.accrual_at >= ${midnight}::timestamptz) as today
        from smart_orders where user_id = ${userId}`),
    );
    return {
      inPlans: usdt(r!.in_plans),
      earning: r!.earning,
      todayEarnings: usdt(r!.today),
      totalEarned: usdt(r!.earned),
    };
  }

  /**
   * What an early exit of the user's plan would pay now. A day already due but not yet accrued
   * by the accrual job is accrued first (committed, as the job would have done), so that the
   * quote counts it.
   */
  async exitQuote(userId: number, id: string): Promise<SmartExitQuote> {
    if (!ID.test(id)) throw new AppError(Code.NOT_FOUND);
    const { db, accrual } = this.deps;
    const days = await db.transaction((tx) => accrual.catchUp(tx, userId, id));
    if (days > 0) await this.afterExit(userId);
    return quoteOf(await this.lockable(db, userId, id, false));
  }

  /**
   * After an exit or a quote committed: the earnings digest for days that they, not the
   * accrual job, accrued (sent once per user and day; nothing when none is due).
   */
  async afterExit(userId: number): Promise<void> {
    await this.deps.accrual.digest([userId]);
    this.deps.notifications.announce(userId);
  }

  /**
   * Ends the user's earning plan early at the quote they confirmed (10067 when it changed,
   * with the new quote), in `tx`: principal − penalty + unpaid interest to available, the
   * penalty to fees, the unearned interest back to the reserve.
   */
  async exit(tx: Db, userId: number, body: ExitSmartBody): Promise<SmartOrder> {
    if (!ID.test(body.id)) throw new AppError(Code.NOT_FOUND);
    // A day due but not yet accrued is the user's: accrued first, so the quote must count it.
    await this.deps.accrual.catchUp(tx, userId, body.id);
    const plan = await this.lockable(tx, userId, body.id, true);
    const quote = quoteOf(plan);
    if (quote.returned !== usdtOf(body.returned) || quote.penalty !== usdtOf(body.penalty)) {
      throw new AppError(Code.TERMS_CHANGED, quote);
    }
    const { order, figures } = await this.end(tx, plan, 'closed');
    await this.deps.notifications.add(tx, userId, 'smart.exited', {
      orderId: plan.id,
      orderNo: planNo(plan.id),
      amount: usdt(plan.principal),
      penalty: fromUnits(figures.penalty, USDT),
      returned: fromUnits(figures.returned, USDT),
    });
    return order;
  }

  /**
   * The operator ends an earning plan before maturity (status expired), in `tx`: the days due
   * are accrued first, then the principal and the interest accrued and not yet paid go to the
   * user with no penalty, and the interest not yet earned goes back to the reserve. 404 for no
   * plan, 10068 for one that has ended (matured meanwhile, or exited). Answers the plan, its
   * owner and the journal.
   */
  async expire(
    tx: Db,
    id: string,
  ): Promise<{ order: SmartOrder; userId: number; journalId: string }> {
    if (!ID.test(id)) throw new AppError(Code.NOT_FOUND);
    const [owner] = rows<{ user_id: string }>(
      await tx.execute(sql`select user_id::text from smart_orders where id = ${id}`),
    );
    if (!owner) throw new AppError(Code.NOT_FOUND);
    const userId = Number(owner.user_id);
    await this.deps.accrual.catchUp(tx, userId, id);
    const plan = await this.lockable(tx, userId, id, true);
    const { order, figures, journalId } = await this.end(tx, plan, 'expired');
    await this.deps.notifications.add(tx, userId, 'smart.expired', {
      orderId: plan.id,
      orderNo: planNo(plan.id),
      amount: usdt(plan.principal),
      returned: fromUnits(figures.returned, USDT),
    });
    return { order, userId, journalId };
  }

  /**
   * Ends a locked earning plan in `tx`: `closed` (the user's exit, with the penalty stored on
   * the plan) or `expired` (the operator's, without one). One journal empties its accounts.
   */
  private async end(tx: Db, plan: OrderRow, status: 'closed' | 'expired') {
    const figures = figuresOf(plan, status === 'expired' ? '0' : plan.penalty_rate);
    const now = this.deps.now();
    const exited = status === 'closed';
    const penalty = exited ? fromUnits(figures.penalty, USDT) : null;
    const returned = exited ? fromUnits(figures.returned, USDT) : null;
    const updated = rows<{ id: string }>(
      await tx.execute(sql`
        update smart_orders set status = ${status}, ended_at = ${now.toISOString()},
          next_accrual_at = null, exit_penalty = ${penalty}, exit_returned = ${returned},
          paid_interest = accrued_interest
        where id = ${plan.id} and status = 'earning' and days_accrued = ${plan.days_accrued}
        returning id::text`),
    );
    assert(updated.length === 1, () => `plan ${plan.id} was not ended once`);
    const { journalId } = await post(tx, endPosting(plan, figures, status));
    const order = toOrder({
      ...plan,
      status,
      ended_at: now,
      next_accrual_at: null,
      exit_penalty: penalty,
      exit_returned: returned,
      paid_interest: plan.accrued_interest,
    });
    return { order, figures, journalId: String(journalId) };
  }

  /** The user's earning plan (locked with `lock`); 404 for none or another's, 10068 ended. */
  private async lockable(db: Db, userId: number, id: string, lock: boolean): Promise<OrderRow> {
    if (!ID.test(id)) throw new AppError(Code.NOT_FOUND);
    const [row] = rows<OrderRow>(
      await db.execute(sql`
        select ${orderColumns('en', this.deps.now())} from ${orderFrom}
        where o.id = ${id} and o.user_id = ${userId}
        ${lock ? sql`for update of o` : sql``}`),
    );
    if (!row) throw new AppError(Code.NOT_FOUND);
    if (row.status !== 'earning') throw new AppError(Code.PLAN_ENDED);
    return row;
  }
}

function sameRate(a: string, b: string): boolean {
  return toUnits(a, 18) !== undefined && toUnits(a, 18) === toUnits(b, 18);
}

function usdtOf(text: string): string {
  const units = toUnits(text, USDT);
  return units === undefined ? '' : fromUnits(units, USDT);
}

function figuresOf(plan: OrderRow, penaltyRate = plan.penalty_rate) {
  return exitFigures({
    principal: unitsOf(plan.principal, USDT),
    totalInterest: unitsOf(plan.total_interest, USDT),
    termDays: plan.term_days,
    daysAccrued: plan.days_accrued,
    payout: plan.payout,
    penaltyRate,
  });
}

function quoteOf(plan: OrderRow): SmartExitQuote {
  const f = figuresOf(plan);
  return {
    id: plan.id,
    principal: usdt(plan.principal),
    daysAccrued: plan.days_accrued,
    unpaidInterest: fromUnits(f.unpaidInterest, USDT),
    penalty: fromUnits(f.penalty, USDT),
    returned: fromUnits(f.returned, USDT),
    forfeited: fromUnits(f.forfeited, USDT),
    paidInterest: usdt(plan.paid_interest),
    validUntil: iso(plan.next_accrual_at!),
  };
}

/**
 * The journal of an exit (`smart.exit`) or of the operator's early end (`smart.expire`, no
 * penalty): the plan's accounts emptied to the user, fees and the reserve.
 */
function endPosting(
  plan: OrderRow,
  f: ReturnType<typeof figuresOf>,
  status: 'closed' | 'expired',
): Posting {
  const id = Number(plan.id);
  const userId = Number(plan.user_id);
  const principal = unitsOf(plan.principal, USDT);
  // Post-conditions: the plan's accounts hold what its row says, and the exit empties them.
  const accrued = accruedAfter(
    unitsOf(plan.total_interest, USDT),
    plan.days_accrued,
    plan.term_days,
  );
  assert(
    unitsOf(plan.accrued_interest, USDT) === accrued &&
      f.returned + f.penalty === principal + f.unpaidInterest,
    () => `plan ${plan.id} exit figures do not add up`,
  );
  const legs: Leg[] = [
    { account: { plan: id, part: 'principal' }, asset: 'USDT', amount: -principal },
  ];
  const add = (account: Leg['account'], amount: bigint) => {
    if (amount !== 0n) legs.push({ account, asset: 'USDT', amount });
  };
  add({ plan: id, part: 'accrued' }, -f.unpaidInterest);
  add({ plan: id, part: 'reserved' }, -f.forfeited);
  add({ userId, kind: 'available' }, f.returned);
  add({ platform: PlatformAccount.fees }, f.penalty);
  add({ platform: PlatformAccount.yieldReserve }, f.forfeited);
  return {
    book: 'real',
    reason: status === 'closed' ? 'smart.exit' : 'smart.expire',
    userId,
    ref: { type: 'smart_order', id: plan.id },
    legs,
  };
}
