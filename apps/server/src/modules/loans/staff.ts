import { ASSET_SCALE, Code, LOAN_STATUSES, type LoanStatus } from '@swx/contract';
import type { LoanAdmin, LoanAdminDetail, LoanOverview } from '@swx/contract/admin';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { allOf, pageOf, type Page } from '../../platform/db/paging.js';
import { iso, rows } from '../../platform/db/rows.js';
import { AppError } from '../../platform/http/errors.js';
import { amountParameter } from '../../platform/parameters.js';
import { fromUnits, usdt } from '../../platform/units.js';
import { audit, type Actor } from '../audit/index.js';
import {
  Fundings,
  PlatformAccount,
  unitsOf,
  type FourEyesDecision,
  type FundingDesk,
} from '../ledger/index.js';
import { poolAvailable, poolBalance } from './products.js';
import {
  FOUR_EYES_KEY,
  loanColumns,
  loanFrom,
  loanNo,
  type LoanRow,
  type LoanService,
} from './service.js';

/**
 * Staff's side of loans (docs/adr/0025): the review queue and each application with the
 * applicant, the KYC record and the agreement as signed; approval (the service's rule: two
 * different staff above `loan.fourEyesUsdt`) and rejection, audited in the decision's
 * transaction; the pool against what it has lent and promised, and its fundings from operator
 * capital (four eyes, as the smart plans' reserve).
 */

const USDT = ASSET_SCALE.USDT;
const isoOrNull = (v: string | Date | null) => (v === null ? null : iso(v));

const POOL_DESK: FundingDesk = {
  table: 'loan_fundings',
  account: PlatformAccount.loanPool,
  reason: 'loan.pool',
  refType: 'loan_funding',
  auditAction: 'loan.funding',
};

interface ReviewRow extends LoanRow {
  username: string;
  first_approved_by: string | null;
  first_approved_by_name: string | null;
  first_approved_at: string | Date | null;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: string | Date | null;
}

const reviewColumns = sql`${loanColumns('en')}, u.username,
  l.first_approved_by::text, fa.username as first_approved_by_name, l.first_approved_at,
  l.decided_by::text, d.username as decided_by_name, l.decided_at`;
const reviewFrom = sql`${loanFrom} join users u on u.id = l.user_id
  left join staff_users fa on fa.id = l.first_approved_by
  left join staff_users d on d.id = l.decided_by`;

export class LoanStaffService {
  readonly fundings: Fundings;

  constructor(
    private readonly deps: {
      db: Db;
      now: () => Date;
      loans: Pick<LoanService, 'approve' | 'reject' | 'detail' | 'record' | 'agreement'>;
    },
  ) {
    this.fundings = new Fundings(deps, POOL_DESK);
  }

  private review(r: ReviewRow, threshold: bigint) {
    return {
      userId: r.user_id,
      username: r.username,
      needsTwo: unitsOf(r.amount, USDT) > threshold,
      firstApprovedBy: r.first_approved_by,
      firstApprovedByName: r.first_approved_by_name,
      firstApprovedAt: isoOrNull(r.first_approved_at),
      decidedBy: r.decided_by,
      decidedByName: r.decided_by_name,
      decidedAt: isoOrNull(r.decided_at),
    };
  }

  private threshold(db: Db): Promise<bigint> {
    return amountParameter(db, FOUR_EYES_KEY, USDT, '1000');
  }

  /** Loans by status (the queue: pending review and signed, oldest first) and by user. */
  async list(query: {
    status?: LoanStatus | undefined;
    userId?: string | undefined;
    page?: number | undefined;
    pageSize?: number | undefined;
  }): Promise<Page<LoanAdmin>> {
    const { db } = this.deps;
    const threshold = await this.threshold(db);
    const queue = query.status === undefined || query.status === 'pending_review';
    const found = await pageOf<ReviewRow, ReviewRow>(
      db,
      {
        columns: reviewColumns,
        from: reviewFrom,
        where: allOf([
          query.status === undefined
            ? sql`l.status in ('pending_review', 'signed')`
            : sql`l.status = ${query.status}`,
          query.userId !== undefined && sql`l.user_id = ${query.userId}`,
        ]),
        order: queue ? sql`l.id asc` : sql`l.id desc`,
        page: query.page,
        pageSize: query.pageSize,
      },
      (r) => r,
    );
    const items: LoanAdmin[] = [];
    for (const r of found.items) {
      items.push({ ...this.deps.loans.record(r), ...this.review(r, threshold) });
    }
    return { ...found, items };
  }

  /** One loan with the applicant, the KYC record it came from and the signed agreement. */
  async get(id: number, db: Db = this.deps.db): Promise<LoanAdminDetail> {
    const [row] = rows<ReviewRow & { applicant: unknown; kyc_id: string }>(
      await db.execute(sql`
        select ${reviewColumns}, l.applicant, l.kyc_id::text from ${reviewFrom}
        where l.id = ${id}`),
    );
    if (!row) throw new AppError(Code.NOT_FOUND);
    const applicant = (
      typeof row.applicant === 'string' ? JSON.parse(row.applicant) : row.applicant
    ) as LoanAdminDetail['applicant'];
    return {
      ...(await this.deps.loans.detail(db, row)),
      ...this.review(row, await this.threshold(db)),
      applicant,
      kycId: row.kyc_id,
      agreement: await this.deps.loans.agreement(null, String(id), db),
    };
  }

  /**
   * Approves or rejects loan `id` in `tx` for `actor`, audited with the status before and
   * after; answers the loan and the borrower to tell once committed.
   */
  async decide(
    tx: Db,
    actor: Actor,
    id: number,
    decision: FourEyesDecision,
  ): Promise<{ item: LoanAdminDetail; userId: number }> {
    const { now } = this.deps;
    const done = decision.approve
      ? await this.deps.loans.approve(tx, String(id), actor.staffId)
      : {
          ...(await this.deps.loans.reject(tx, String(id), actor.staffId, decision.reason)),
          journalId: null,
        };
    const action = !decision.approve
      ? 'loan.reject'
      : done.loan.status === 'signed'
        ? 'loan.approve.first'
        : 'loan.approve';
    await audit(
      tx,
      {
        ...actor,
        action,
        targetType: 'loan',
        targetId: id,
        reason: decision.approve ? null : decision.reason,
        before: { status: done.before },
        after: {
          status: done.loan.status,
          loanNo: loanNo(String(id)),
          amount: done.loan.amount,
          journalId: done.journalId,
        },
      },
      now(),
    );
    const item = await this.get(id, tx);
    return { item, userId: Number(item.userId) };
  }

  /** The pool against what it has lent and promised, loans by status, income. */
  async overview(): Promise<LoanOverview> {
    const { db } = this.deps;
    const byStatus = rows<{ status: LoanStatus; n: string }>(
      await db.execute(sql`select status, count(*)::text as n from loans group by status`),
    );
    const loans = Object.fromEntries(LOAN_STATUSES.map((s) => [s, 0])) as Record<
      LoanStatus,
      number
    >;
    for (const r of byStatus) loans[r.status] = Number(r.n);
    const [sums] = rows<{ committed: string; outstanding: string; overdue: string }>(
      await db.execute(sql`
        select
          coalesce(sum(amount) filter (where status in ('pending_review', 'signed')), 0)::text
            as committed,
          coalesce(sum(amount - principal_repaid)
            filter (where status in ('repaying', 'expired')), 0)::text as outstanding,
          coalesce(sum(amount - principal_repaid) filter (where status = 'expired'), 0)::text
            as overdue
        from loans`),
    );
    const [income] = rows<{ balance: string }>(
      await db.execute(sql`
        select coalesce(sum(balance), 0)::text as balance from ledger_accounts
        where user_id is null and book = 'real' and kind = ${PlatformAccount.interestIncome}
          and asset = 'USDT'`),
    );
    const pool = await poolBalance(db);
    return {
      pool: fromUnits(pool, USDT),
      committed: usdt(sums!.committed),
      available: fromUnits(await poolAvailable(db), USDT),
      outstandingPrincipal: usdt(sums!.outstanding),
      overduePrincipal: usdt(sums!.overdue),
      interestIncome: usdt(income!.balance),
      loans,
      pendingFundings: await this.fundings.pending(db),
      fourEyesUsdt: fromUnits(await this.threshold(db), USDT),
    };
  }
}
