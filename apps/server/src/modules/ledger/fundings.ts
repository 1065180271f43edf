import { ASSET_SCALE, Code, type LedgerReason } from '@swx/contract';
import type { FundingBody, PoolFunding } from '@swx/contract/admin';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { pageOf, type Page } from '../../platform/db/paging.js';
import { rows } from '../../platform/db/rows.js';
import { AppError } from '../../platform/http/errors.js';
import { toUnits, usdt } from '../../platform/units.js';
import { audit, type Actor } from '../audit/index.js';
import {
  decisionColumns,
  decisionOf,
  lockForDecision,
  recordDecision,
  type DecisionRow,
  type FourEyesDecision,
} from './four-eyes.js';
import { FundsShortfall, PlatformAccount, post, unitsOf } from './ledger.js';

/**
 * Fundings of a funded platform account from operator capital (the smart plans' yield reserve,
 * the loan pool), and withdrawals of what it has not promised: asked by one staff member,
 * approved by another (docs/adr/0014), which posts one journal in the decision's transaction.
 * Every step is audited.
 */

const USDT = ASSET_SCALE.USDT;

export interface FundingDesk {
  table: 'smart_fundings' | 'loan_fundings';
  account: typeof PlatformAccount.yieldReserve | typeof PlatformAccount.loanPool;
  reason: Extract<LedgerReason, 'smart.reserve' | 'loan.pool'>;
  /** The journal's ref type and the audit's target type ("smart_funding"). */
  refType: string;
  /** The audit actions' prefix ("smart.funding"). */
  auditAction: string;
}

interface FundingRow extends DecisionRow {
  id: string;
  amount: string;
  reason: string;
}

export class Fundings {
  private readonly columns;
  private readonly from;

  constructor(
    private readonly deps: { db: Db; now: () => Date },
    private readonly desk: FundingDesk,
  ) {
    this.columns = sql`f.id::text, f.amount::text, f.reason, ${decisionColumns('f')}`;
    this.from = sql`${sql.identifier(desk.table)} f join staff_users s on s.id = f.requested_by`;
  }

  private static toFunding(r: FundingRow): PoolFunding {
    return {
      id: r.id,
      amount: usdt(r.amount),
      reason: r.reason,
      ...decisionOf(r),
    };
  }

  /** How many wait for a second staff member. */
  async pending(db: Db = this.deps.db): Promise<number> {
    const [row] = rows<{ n: string }>(
      await db.execute(sql`
        select count(*)::text as n from ${sql.identifier(this.desk.table)}
        where status = 'pending'`),
    );
    return Number(row!.n);
  }

  list(query: {
    status?: PoolFunding['status'] | undefined;
    page?: number | undefined;
    pageSize?: number | undefined;
  }): Promise<Page<PoolFunding>> {
    const status = query.status ?? 'pending';
    return pageOf<FundingRow, PoolFunding>(
      this.deps.db,
      {
        columns: this.columns,
        from: this.from,
        where: sql`f.status = ${status}`,
        order: status === 'pending' ? sql`f.id asc` : sql`f.id desc`,
        page: query.page,
        pageSize: query.pageSize,
      },
      Fundings.toFunding,
    );
  }

  private async one(db: Db, id: number): Promise<PoolFunding> {
    const [row] = rows<FundingRow>(
      await db.execute(sql`select ${this.columns} from ${this.from} where f.id = ${id}`),
    );
    if (!row) throw new AppError(Code.NOT_FOUND);
    return Fundings.toFunding(row);
  }

  /** Asks for a funding (positive) or a withdrawal (negative). */
  async request(actor: Actor, body: FundingBody): Promise<PoolFunding> {
    const { db, now } = this.deps;
    return db.transaction(async (tx) => {
      const [row] = rows<{ id: string }>(
        await tx.execute(sql`
          insert into ${sql.identifier(this.desk.table)} (amount, reason, requested_by,
            requested_at)
          values (${body.amount}, ${body.reason}, ${actor.staffId}, ${now().toISOString()})
          returning id::text`),
      );
      const item = await this.one(tx, Number(row!.id));
      await audit(
        tx,
        {
          ...actor,
          action: `${this.desk.auditAction}.request`,
          targetType: this.desk.refType,
          targetId: item.id,
          reason: body.reason,
          after: { amount: item.amount, status: 'pending' },
        },
        now(),
      );
      return item;
    });
  }

  /**
   * Approves (posting one journal between operator capital and the account) or rejects a
   * pending funding, once (10044); never by the staff member who asked for it (10058). A
   * withdrawal beyond the account's balance answers 10011 and leaves it pending.
   */
  async decide(actor: Actor, id: number, decision: FourEyesDecision): Promise<PoolFunding> {
    const { db, now } = this.deps;
    return db.transaction(async (tx) => {
      await lockForDecision(tx, this.desk.table, id, actor.staffId);
      const before = await this.one(tx, id);
      const decided = { staffId: actor.staffId, at: now() };
      if (decision.approve) {
        const amount = unitsOf(before.amount, USDT);
        let journalId: number | string;
        try {
          ({ journalId } = await post(tx, {
            book: 'real',
            reason: this.desk.reason,
            ref: { type: this.desk.refType, id },
            legs: [
              {
                account: { platform: PlatformAccount.operatorCapital },
                asset: 'USDT',
                amount: -amount,
              },
              { account: { platform: this.desk.account }, asset: 'USDT', amount },
            ],
          }));
        } catch (error) {
          if (error instanceof FundsShortfall) throw new AppError(Code.INSUFFICIENT_BALANCE);
          throw error;
        }
        await recordDecision(tx, this.desk.table, id, decided, { approve: true, journalId });
      } else {
        await recordDecision(tx, this.desk.table, id, decided, decision);
      }
      const after = await this.one(tx, id);
      await audit(
        tx,
        {
          ...actor,
          action: `${this.desk.auditAction}.${decision.approve ? 'approve' : 'reject'}`,
          targetType: this.desk.refType,
          targetId: id,
          reason: decision.approve ? null : decision.reason,
          before: { status: before.status },
          after: { status: after.status, amount: after.amount, journalId: after.journalId },
        },
        now(),
      );
      return after;
    });
  }
}

/**
 * Funds `account` once from operator capital with `usdt` in a fresh non-production installation
 * (never in production, where staff fund it with a four-eyes funding): without it a fresh
 * `npm start` could sell or lend nothing. Once ever, even with several instances starting at once.
 */
export async function fundForDevelopment(
  db: Db,
  desk: Pick<FundingDesk, 'account' | 'reason'>,
  usdt: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${desk.account}.development`}))`);
    const [done] = rows<{ id: string }>(
      await tx.execute(sql`
        select id::text from ledger_journals
        where reason = ${desk.reason} and ref_type = 'development' limit 1`),
    );
    if (done) return;
    const amount = toUnits(usdt, USDT)!;
    await post(tx, {
      book: 'real',
      reason: desk.reason,
      ref: { type: 'development', id: 'seed' },
      legs: [
        { account: { platform: PlatformAccount.operatorCapital }, asset: 'USDT', amount: -amount },
        { account: { platform: desk.account }, asset: 'USDT', amount },
      ],
    });
  });
}
