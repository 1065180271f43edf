import { Code } from '@swx/contract';
import type { SmartExpiration } from '@swx/contract/admin';
import { sql } from 'drizzle-orm';
import { uniqueViolation, type Db } from '../../platform/db/client.js';
import { pageOf, type Page } from '../../platform/db/paging.js';
import { rows } from '../../platform/db/rows.js';
import { AppError } from '../../platform/http/errors.js';
import { audit, type Actor } from '../audit/index.js';
import {
  decisionColumns,
  decisionOf,
  lockForDecision,
  recordDecision,
  type DecisionRow,
  type FourEyesDecision,
} from '../ledger/index.js';
import {} from './products.js';
import { planNo, type SmartService } from './service.js';
import { usdt } from '../../platform/units.js';

/**
 * The operator's early end of a plan (docs/adr/0024, status expired): one staff member with
 * `ledger.adjust` asks, with a reason; another approves, which ends the plan and pays it in the
 * decision's transaction (SmartService.expire: the days due accrued, the principal and the
 * interest earned so far to the user, no penalty, the unearned interest back to the reserve),
 * or rejects. Decided once; one pending request per plan; every step audited.
 */

interface ExpirationRow extends DecisionRow {
  id: string;
  order_id: string;
  user_id: string;
  username: string;
  principal: string;
  plan_status: SmartExpiration['planStatus'];
  reason: string;
}

const columns = sql`e.id::text, e.order_id::text, o.user_id::text, u.username,
  o.principal::text, o.status as plan_status, e.reason, ${decisionColumns('e')}`;
const from = sql`smart_expirations e join smart_orders o on o.id = e.order_id
  join users u on u.id = o.user_id join staff_users s on s.id = e.requested_by`;

function toExpiration(r: ExpirationRow): SmartExpiration {
  return {
    id: r.id,
    planId: r.order_id,
    planNo: planNo(r.order_id),
    userId: r.user_id,
    username: r.username,
    principal: usdt(r.principal),
    planStatus: r.plan_status,
    reason: r.reason,
    ...decisionOf(r),
  };
}

export class SmartExpirations {
  constructor(
    private readonly deps: { db: Db; now: () => Date; smart: Pick<SmartService, 'expire'> },
  ) {}

  list(query: {
    status?: SmartExpiration['status'] | undefined;
    page?: number | undefined;
    pageSize?: number | undefined;
  }): Promise<Page<SmartExpiration>> {
    const status = query.status ?? 'pending';
    return pageOf<ExpirationRow, SmartExpiration>(
      this.deps.db,
      {
        columns,
        from,
        where: sql`e.status = ${status}`,
        order: status === 'pending' ? sql`e.id asc` : sql`e.id desc`,
        page: query.page,
        pageSize: query.pageSize,
      },
      toExpiration,
    );
  }

  private async one(db: Db, id: number): Promise<SmartExpiration> {
    const [row] = rows<ExpirationRow>(
      await db.execute(sql`select ${columns} from ${from} where e.id = ${id}`),
    );
    if (!row) throw new AppError(Code.NOT_FOUND);
    return toExpiration(row);
  }

  /**
   * Asks to end earning plan `planId` early: 404 for no plan, 10068 for one that has ended,
   * 10069 when a request for it is already pending.
   */
  async request(actor: Actor, planId: number, reason: string): Promise<SmartExpiration> {
    const { db, now } = this.deps;
    try {
      return await db.transaction(async (tx) => {
        const [plan] = rows<{ status: string }>(
          await tx.execute(sql`select status from smart_orders where id = ${planId} for share`),
        );
        if (!plan) throw new AppError(Code.NOT_FOUND);
        if (plan.status !== 'earning') throw new AppError(Code.PLAN_ENDED);
        const [row] = rows<{ id: string }>(
          await tx.execute(sql`
            insert into smart_expirations (order_id, reason, requested_by, requested_at)
            values (${planId}, ${reason}, ${actor.staffId}, ${now().toISOString()})
            returning id::text`),
        );
        const item = await this.one(tx, Number(row!.id));
        await audit(
          tx,
          {
            ...actor,
            action: 'smart.expiration.request',
            targetType: 'smart_order',
            targetId: planId,
            reason,
            after: { expiration: item.id, status: 'pending' },
          },
          now(),
        );
        return item;
      });
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw new AppError(Code.EXPIRATION_PENDING);
      throw error;
    }
  }

  /**
   * Approves (ending and paying the plan) or rejects a pending request in `tx`, once (10044);
   * never by the staff member who asked (10058). A plan that ended meanwhile (matured, or
   * exited by its owner) answers 10068 and leaves the request pending, for a rejection. Answers
   * the request and the customer to announce it to once it has committed.
   */
  async decide(
    tx: Db,
    actor: Actor,
    id: number,
    decision: FourEyesDecision,
  ): Promise<{ item: SmartExpiration; userId: number }> {
    const { now } = this.deps;
    await lockForDecision(tx, 'smart_expirations', id, actor.staffId);
    const { planId } = await this.one(tx, id);
    const decided = { staffId: actor.staffId, at: now() };
    let after: Record<string, unknown> = { status: 'rejected' };
    if (decision.approve) {
      const ended = await this.deps.smart.expire(tx, planId);
      await recordDecision(tx, 'smart_expirations', id, decided, {
        approve: true,
        journalId: ended.journalId,
      });
      after = {
        status: 'approved',
        journalId: ended.journalId,
        principal: ended.order.principal,
        paidInterest: ended.order.paidInterest,
      };
    } else {
      await recordDecision(tx, 'smart_expirations', id, decided, decision);
    }
    const item = await this.one(tx, id);
    await audit(
      tx,
      {
        ...actor,
        action: decision.approve ? 'smart.expiration.approve' : 'smart.expiration.reject',
        targetType: 'smart_order',
        targetId: Number(planId),
        reason: decision.approve ? null : decision.reason,
        before: { expiration: item.id, status: 'pending' },
        after,
      },
      now(),
    );
    return { item, userId: Number(item.userId) };
  }
}
