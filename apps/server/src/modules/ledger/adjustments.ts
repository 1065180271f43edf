import { Code, envelope } from '@swx/contract';
import {
  ADJUSTMENT_MAX_USDT,
  AdminPaths,
  adjustment,
  adjustmentPage,
  adjustmentRequestBody,
  adjustmentsQuery,
  type Adjustment,
  type AdjustmentRequest,
} from '@swx/contract/admin';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import type { ZodApp } from '../../platform/http/types.js';
import { usdt } from '../../platform/units.js';
import { PlatformAccount, post, unitsOf } from './ledger.js';
import { lockForDecision, recordDecision, type FourEyesDecision } from './four-eyes.js';
import { staffOf, type Staff } from '../staff/index.js';
import { idParams, reasonBody } from '../../platform/http/admin-request.js';
import { audit } from '../audit/index.js';
import { rows } from '../../platform/db/rows.js';

/**
 * Ledger adjustments (docs/adr/0014): a staff member with `ledger.adjust` asks for a credit or
 * debit of a customer's USDT with a reason; a different one approves it, which posts the
 * journal the customer sees on their statement, or rejects it. Each decision is taken once.
 */

const USDT = 6;

interface Row {
  id: string;
  user_id: string;
  username: string;
  book: Adjustment['book'];
  asset: string;
  amount: string;
  reason: string;
  status: Adjustment['status'];
  requested_by: string;
  requested_at: string | Date;
  decided_by: string | null;
  decided_at: string | Date | null;
  decision_reason: string | null;
  journal_id: string | null;
}

const columns = sql`a.id::text, a.user_id::text, u.username, a.book, a.asset, a.amount::text,
  a.reason, a.status, a.requested_by::text, a.requested_at, a.decided_by::text, a.decided_at,
  a.decision_reason, a.journal_id::text`;

function toItem(r: Row): Adjustment {
  const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
  return {
    id: r.id,
    userId: r.user_id,
    username: r.username,
    book: r.book,
    asset: r.asset,
    amount: usdt(r.amount),
    reason: r.reason,
    status: r.status,
    requestedBy: r.requested_by,
    requestedAt: new Date(r.requested_at).toISOString(),
    decidedBy: r.decided_by,
    decidedAt: iso(r.decided_at),
    decisionReason: r.decision_reason,
    journalId: r.journal_id,
  };
}

export class AdjustmentService {
  constructor(private readonly deps: { db: Db; now: () => Date }) {}

  async request(staff: Staff, body: AdjustmentRequest, ip: string): Promise<Adjustment> {
    const { db, now } = this.deps;
    return db.transaction(async (tx) => {
      const [user] = rows<{ id: string }>(
        await tx.execute(sql`select id::text from users where id = ${body.userId}`),
      );
      if (!user) throw new AppError(Code.NOT_FOUND);
      const [row] = rows<{ id: string }>(
        await tx.execute(sql`
          insert into ledger_adjustments (user_id, book, asset, amount, reason, requested_by,
                                          requested_at)
          values (${body.userId}, ${body.book}, 'USDT', ${body.amount}, ${body.reason},
                  ${staff.id}, ${now().toISOString()})
          returning id::text`),
      );
      const item = await this.read(tx, Number(row!.id));
      await audit(
        tx,
        {
          staffId: staff.id,
          action: 'adjustment.request',
          targetType: 'adjustment',
          targetId: item.id,
          reason: body.reason,
          after: { userId: item.userId, book: item.book, amount: item.amount, status: 'pending' },
          ip,
        },
        now(),
      );
      return item;
    });
  }

  /**
   * Approves (posting the journal) or rejects a pending adjustment, once; never by the staff
   * member who asked for it (10058). A debit beyond the customer's available balance answers
   * 10011 and leaves it pending.
   */
  async decide(
    staff: Staff,
    id: number,
    decision: FourEyesDecision,
    ip: string,
  ): Promise<Adjustment> {
    const { db, now } = this.deps;
    return db.transaction(async (tx) => {
      await lockForDecision(tx, 'ledger_adjustments', id, staff.id);
      const before = await this.read(tx, id);
      const decided = { staffId: staff.id, at: now() };
      if (decision.approve) {
        const userId = Number(before.userId);
        const amount = unitsOf(before.amount, USDT);
        const { journalId } = await post(tx, {
          book: before.book,
          reason: amount > 0n ? 'adjustment.credit' : 'adjustment.debit',
          userId,
          ref: { type: 'adjustment', id },
          legs: [
            { account: { userId, kind: 'available' }, asset: 'USDT', amount },
            { account: { platform: PlatformAccount.adjustments }, asset: 'USDT', amount: -amount },
          ],
        });
        await recordDecision(tx, 'ledger_adjustments', id, decided, { approve: true, journalId });
      } else {
        await recordDecision(tx, 'ledger_adjustments', id, decided, decision);
      }
      const after = await this.read(tx, id);
      await audit(
        tx,
        {
          staffId: staff.id,
          action: decision.approve ? 'adjustment.approve' : 'adjustment.reject',
          targetType: 'adjustment',
          targetId: id,
          reason: decision.approve ? null : decision.reason,
          before: { status: before.status },
          after: { status: after.status, journalId: after.journalId },
          ip,
        },
        now(),
      );
      return after;
    });
  }

  async list(query: { status?: Adjustment['status']; page?: number; pageSize?: number }) {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    const status = query.status ?? 'pending';
    const found = rows<Row & { total: string }>(
      await this.deps.db.execute(sql`
        select ${columns}, count(*) over () as total
        from ledger_adjustments a join users u on u.id = a.user_id
        where a.status = ${status}
        order by a.id ${status === 'pending' ? sql`asc` : sql`desc`}
        limit ${pageSize} offset ${(page - 1) * pageSize}`),
    );
    return {
      items: found.map(toItem),
      total: found[0] === undefined ? 0 : Number(found[0].total),
      page,
      pageSize,
    };
  }

  private async read(db: Db, id: number): Promise<Adjustment> {
    const [row] = rows<Row>(
      await db.execute(sql`
        select ${columns} from ledger_adjustments a join users u on u.id = a.user_id
        where a.id = ${id}`),
    );
    return toItem(row!);
  }
}

export function adjustmentStaffRoutes(app: ZodApp, deps: { db: Db; now: () => Date }): void {
  const service = new AdjustmentService(deps);
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const config = { access: 'ledger.adjust' as const };

  app.get(
    AdminPaths.adjustments,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Ledger adjustments by status (pending: oldest first)',
        querystring: adjustmentsQuery,
        response: { 200: envelope(adjustmentPage) },
      },
    },
    async (request) => ok(request, await service.list(request.query)),
  );

  app.post(
    AdminPaths.adjustments,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Asks for a credit (positive) or debit (negative) of a customer’s USDT',
        description: `At most ${ADJUSTMENT_MAX_USDT} USDT either way; a different staff member approves it.`,
        body: adjustmentRequestBody,
        response: { 200: envelope(adjustment) },
      },
    },
    async (request) =>
      ok(request, await service.request(staffOf(request), request.body, request.ip)),
  );

  app.post(
    AdminPaths.approveAdjustment,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Approves a pending adjustment: posts its journal (not by whoever asked: 10058)',
        params: idParams,
        response: { 200: envelope(adjustment) },
      },
    },
    async (request) =>
      ok(
        request,
        await service.decide(staffOf(request), request.params.id, { approve: true }, request.ip),
      ),
  );

  app.post(
    AdminPaths.rejectAdjustment,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Rejects a pending adjustment with a reason',
        params: idParams,
        body: reasonBody,
        response: { 200: envelope(adjustment) },
      },
    },
    async (request) =>
      ok(
        request,
        await service.decide(
          staffOf(request),
          request.params.id,
          { approve: false, reason: request.body.reason },
          request.ip,
        ),
      ),
  );
}
