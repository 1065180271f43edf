import { ASSET_SCALE, Code, SMART_STATUSES, annualRate, type SmartStatus } from '@swx/contract';
import {
  smartProductBodyOf,
  type SmartFunding,
  type SmartFundingBody,
  type SmartOverview,
  type SmartPlanAdmin,
  type SmartProductAdmin,
  type SmartProductBody,
} from '@swx/contract/admin';
import { sql } from 'drizzle-orm';
import { uniqueViolation, type Db } from '../../platform/db/client.js';
import { allOf, pageOf, type Page } from '../../platform/db/paging.js';
import {
  parsedTexts,
  productTextsJson,
  replaceProductTexts,
} from '../../platform/db/product-texts.js';
import { INT4_MAX, iso, rows } from '../../platform/db/rows.js';
import { AppError } from '../../platform/http/errors.js';
import { fromUnits, plain, usdt } from '../../platform/units.js';
import { auditedChange, type Actor } from '../audit/index.js';
import {
  Fundings,
  PlatformAccount,
  unitsOf,
  type FourEyesDecision,
  type FundingDesk,
} from '../ledger/index.js';
import { capacityOf, productColumns, reserveBalance, type ProductRow } from './products.js';
import { orderColumns, orderFrom, toOrder, type OrderRow } from './service.js';

/**
 * Staff's side of smart plans (docs/adr/0024): the products with their texts (every change
 * written with its audit entry, before and after, in one transaction; plans already sold keep
 * the terms stored on them), the reserve against what it has promised, its fundings from
 * operator capital (asked by one staff member, approved by another, exactly as ledger
 * adjustments: one `smart.reserve` journal on approval, in the decision's transaction) and the
 * plans of every user.
 */

const USDT = ASSET_SCALE.USDT;

/** The yield reserve's fundings from operator capital. */
const RESERVE_DESK: FundingDesk = {
  table: 'smart_fundings',
  account: PlatformAccount.yieldReserve,
  reason: 'smart.reserve',
  refType: 'smart_funding',
  auditAction: 'smart.funding',
};

/** The sum of the balances of every plan's `part` account (real book, USDT units). */
async function planParts(db: Db, part: 'principal' | 'reserved' | 'accrued'): Promise<bigint> {
  const [row] = rows<{ total: string }>(
    await db.execute(sql`
      select coalesce(sum(balance), 0)::text as total from ledger_accounts
      where user_id is null and book = 'real' and asset = 'USDT'
        and kind like ${`plan:%:${part}`}`),
  );
  return unitsOf(row!.total, USDT);
}

export class SmartStaffService {
  private readonly change: ReturnType<typeof auditedChange>;

  private readonly reserveFundings: Fundings;

  constructor(private readonly deps: { db: Db; now: () => Date }) {
    this.change = auditedChange(deps.db, deps.now);
    this.reserveFundings = new Fundings(deps, RESERVE_DESK);
  }

  // ---- products ------------------------------------------------------------------------------

  /** Every product (active or not) with all its texts, what it holds and its capacity now. */
  async products(db: Db = this.deps.db, id?: number): Promise<SmartProductAdmin[]> {
    const found = rows<
      ProductRow & { earning_plans: string; earning_principal: string; texts: unknown }
    >(
      await db.execute(sql`
        select ${productColumns},
          (select count(*)::text from smart_orders o
            where o.product_id = p.id and o.status = 'earning') as earning_plans,
          (select coalesce(sum(o.principal), 0)::text from smart_orders o
            where o.product_id = p.id and o.status = 'earning') as earning_principal,
          ${productTextsJson('smart_product_texts')} as texts
        from smart_products p
        where (${id ?? null}::int is null or p.id = ${id ?? null})
        order by p.sort, p.id`),
    );
    const reserve = await reserveBalance(db);
    return found.map((r) => ({
      id: r.id,
      code: r.code,
      termDays: r.term_days,
      minAmount: usdt(r.min_amount),
      maxAmount: usdt(r.max_amount),
      dailyRate: plain(r.daily_rate),
      annualRate: annualRate(plain(r.daily_rate)),
      payout: r.payout,
      accrualMinute: r.accrual_minute,
      onePerUser: r.one_per_user,
      active: r.active,
      sort: r.sort,
      texts: parsedTexts<SmartProductAdmin['texts']>(r.texts),
      earningPlans: Number(r.earning_plans),
      earningPrincipal: usdt(r.earning_principal),
      capacity: fromUnits(capacityOf(reserve, r), USDT),
      updatedAt: iso(r.updated_at),
    }));
  }

  private async product(db: Db, id: number): Promise<SmartProductAdmin> {
    const [found] = await this.products(db, id);
    if (!found) throw new AppError(Code.NOT_FOUND);
    return found;
  }

  /** A new product; a code already taken answers 10026 and writes nothing. */
  async createProduct(actor: Actor, body: SmartProductBody): Promise<SmartProductAdmin> {
    try {
      return await this.change(actor, async (tx, at) => {
        const [row] = rows<{ id: number }>(
          await tx.execute(sql`
            insert into smart_products (code, term_days, min_amount, max_amount, daily_rate,
              payout, accrual_minute, one_per_user, active, sort, updated_at)
            values (${body.code}, ${body.termDays}, ${body.minAmount}, ${body.maxAmount},
              ${body.dailyRate}, ${body.payout}, ${body.accrualMinute}, ${body.onePerUser},
              ${body.active}, ${body.sort}, ${at.toISOString()})
            returning id`),
        );
        const id = row!.id;
        await replaceProductTexts(tx, 'smart_product_texts', id, body.texts);
        const after = await this.product(tx, id);
        return {
          result: after,
          audit: {
            action: 'smart.product.create',
            targetType: 'smart_product',
            targetId: id,
            before: null,
            after: auditView(after),
          },
        };
      });
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw new AppError(Code.INVALID_PARAMS);
      throw error;
    }
  }

  /**
   * Replaces a product's terms and texts. Plans already sold keep the terms stored on them
   * (a trigger holds them); only plans sold afterwards take the new ones.
   */
  async changeProduct(
    actor: Actor,
    id: number,
    body: SmartProductBody,
  ): Promise<SmartProductAdmin> {
    // Product ids are 32-bit: a larger one names no product (and would not cast).
    if (id > INT4_MAX) throw new AppError(Code.NOT_FOUND);
    try {
      return await this.change(actor, async (tx, at) => {
        const [locked] = rows<{ id: number }>(
          await tx.execute(sql`select id from smart_products where id = ${id} for update`),
        );
        if (!locked) throw new AppError(Code.NOT_FOUND);
        const before = await this.product(tx, id);
        await tx.execute(sql`
          update smart_products set code = ${body.code}, term_days = ${body.termDays},
            min_amount = ${body.minAmount}, max_amount = ${body.maxAmount},
            daily_rate = ${body.dailyRate}, payout = ${body.payout},
            accrual_minute = ${body.accrualMinute}, one_per_user = ${body.onePerUser},
            active = ${body.active}, sort = ${body.sort}, updated_at = ${at.toISOString()}
          where id = ${id}`);
        await replaceProductTexts(tx, 'smart_product_texts', id, body.texts);
        const after = await this.product(tx, id);
        return {
          result: after,
          audit: {
            action: 'smart.product.change',
            targetType: 'smart_product',
            targetId: id,
            before: auditView(before),
            after: auditView(after),
          },
        };
      });
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw new AppError(Code.INVALID_PARAMS);
      throw error;
    }
  }

  // ---- the reserve -----------------------------------------------------------------------------

  /** The reserve against what it has promised, from the ledger's accounts (real book). */
  async overview(): Promise<SmartOverview> {
    const { db } = this.deps;
    const [reserve, reserved, accrued, principal] = [
      await reserveBalance(db),
      await planParts(db, 'reserved'),
      await planParts(db, 'accrued'),
      await planParts(db, 'principal'),
    ];
    const byStatus = rows<{ status: SmartStatus; n: string }>(
      await db.execute(sql`select status, count(*)::text as n from smart_orders group by status`),
    );
    const plans = Object.fromEntries(SMART_STATUSES.map((s) => [s, 0])) as Record<
      SmartStatus,
      number
    >;
    for (const r of byStatus) plans[r.status] = Number(r.n);
    const [paid] = rows<{ total: string }>(
      await db.execute(
        sql`select coalesce(sum(paid_interest), 0)::text as total from smart_orders`,
      ),
    );
    const [pending] = rows<{ fundings: string; expirations: string }>(
      await db.execute(sql`
        select (select count(*) from smart_fundings where status = 'pending')::text as fundings,
          (select count(*) from smart_expirations where status = 'pending')::text as expirations`),
    );
    return {
      reserve: fromUnits(reserve, USDT),
      reserved: fromUnits(reserved, USDT),
      accruedUnpaid: fromUnits(accrued, USDT),
      principal: fromUnits(principal, USDT),
      earningPlans: plans.earning,
      plans,
      paidInterest: usdt(paid!.total),
      pendingFundings: Number(pending!.fundings),
      pendingExpirations: Number(pending!.expirations),
    };
  }

  fundings(query: {
    status?: SmartFunding['status'] | undefined;
    page?: number | undefined;
    pageSize?: number | undefined;
  }): Promise<Page<SmartFunding>> {
    return this.reserveFundings.list(query);
  }

  /** Asks for a funding (positive) or a withdrawal (negative) of the reserve. */
  requestFunding(actor: Actor, body: SmartFundingBody): Promise<SmartFunding> {
    return this.reserveFundings.request(actor, body);
  }

  /**
   * Approves (posting one `smart.reserve` journal between operator capital and the reserve) or
   * rejects a pending funding, once (10044); never by the staff member who asked for it
   * (10058). A withdrawal beyond what the reserve has not promised answers 10011 and leaves it
   * pending.
   */
  decideFunding(actor: Actor, id: number, decision: FourEyesDecision): Promise<SmartFunding> {
    return this.reserveFundings.decide(actor, id, decision);
  }

  // ---- plans -----------------------------------------------------------------------------------

  /** Every user's plans, newest first, by user, product and status. */
  async plans(query: {
    userId?: string | undefined;
    productId?: string | undefined;
    status?: SmartStatus | undefined;
    page?: number | undefined;
    pageSize?: number | undefined;
  }): Promise<Page<SmartPlanAdmin>> {
    return pageOf<OrderRow & { username: string }, SmartPlanAdmin>(
      this.deps.db,
      {
        columns: sql`${orderColumns('en', this.deps.now())}, u.username`,
        from: sql`${orderFrom} join users u on u.id = o.user_id`,
        where: allOf([
          query.userId !== undefined && sql`o.user_id = ${query.userId}`,
          query.productId !== undefined && sql`o.product_id = ${query.productId}`,
          query.status !== undefined && sql`o.status = ${query.status}`,
        ]),
        order: sql`o.id desc`,
        page: query.page,
        pageSize: query.pageSize,
      },
      (r) => ({ ...toOrder(r), userId: r.user_id, username: r.username }),
    );
  }
}

/** What the audit log keeps of a product: its terms and texts, not the live figures. */
const auditView = smartProductBodyOf;
