import { Code } from '@swx/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { iso, rows } from '../../platform/db/rows.js';
import { AppError } from '../../platform/http/errors.js';

/**
 * The decision on a four-eyes request (docs/adr/0014; the tables share `fourEyesColumns`): one
 * staff member asked, a different one approves (which posts the journal) or rejects, once.
 */

/** The tables whose rows are four-eyes requests. */
export type FourEyesTable =
  'ledger_adjustments' | 'smart_fundings' | 'smart_expirations' | 'loan_fundings' | 'nft_payouts';

export type FourEyesDecision = { approve: true } | { approve: false; reason: string };

/**
 * Locks request `id` of `table` for `staffId`'s decision in `tx`: 404 when there is none, 10044
 * when it is decided, 10058 when `staffId` asked for it.
 */
export async function lockForDecision(
  tx: Db,
  table: FourEyesTable,
  id: number,
  staffId: number,
): Promise<void> {
  const [locked] = rows<{ status: string; requested_by: string }>(
    await tx.execute(sql`
      select status, requested_by::text from ${sql.identifier(table)}
      where id = ${id} for update`),
  );
  if (!locked) throw new AppError(Code.NOT_FOUND);
  if (locked.status !== 'pending') throw new AppError(Code.ALREADY_DECIDED);
  if (Number(locked.requested_by) === staffId) throw new AppError(Code.SECOND_APPROVER_REQUIRED);
}

/** Records a locked request's decision: approved with its journal, or rejected with a reason. */
export async function recordDecision(
  tx: Db,
  table: FourEyesTable,
  id: number,
  decided: { staffId: number; at: Date },
  decision: { approve: true; journalId: number | string } | { approve: false; reason: string },
): Promise<void> {
  const at = decided.at.toISOString();
  await tx.execute(
    decision.approve
      ? sql`
          update ${sql.identifier(table)} set status = 'approved', decided_by = ${decided.staffId},
            decided_at = ${at}, journal_id = ${decision.journalId}
          where id = ${id}`
      : sql`
          update ${sql.identifier(table)} set status = 'rejected', decided_by = ${decided.staffId},
            decided_at = ${at}, decision_reason = ${decision.reason}
          where id = ${id}`,
  );
}

/**
 * The asking and decision columns of request alias `r`, its asker (staff_users) joined as `s`,
 * as `DecisionRow` reads them.
 */
export function decisionColumns(r: string) {
  const a = sql.identifier(r);
  return sql`${a}.status, ${a}.requested_by::text, s.username as requested_by_name,
    ${a}.requested_at, ${a}.decided_by::text, ${a}.decided_at, ${a}.decision_reason,
    ${a}.journal_id::text`;
}

export interface DecisionRow {
  status: 'pending' | 'approved' | 'rejected';
  requested_by: string;
  requested_by_name: string;
  requested_at: string | Date;
  decided_by: string | null;
  decided_at: string | Date | null;
  decision_reason: string | null;
  journal_id: string | null;
}

/** A request's asking and decision as the admin API shows them. */
export function decisionOf(r: DecisionRow) {
  return {
    status: r.status,
    requestedBy: r.requested_by,
    requestedByName: r.requested_by_name,
    requestedAt: iso(r.requested_at),
    decidedBy: r.decided_by,
    decidedAt: r.decided_at === null ? null : iso(r.decided_at),
    decisionReason: r.decision_reason,
    journalId: r.journal_id,
  };
}
