import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rows } from '../../platform/db/rows.js';

/**
 * The audit log (docs/adr/0010): every staff action, appended in the transaction of the action
 * it records, hash-chained so that a changed or removed row breaks the chain. Every module whose
 * staff routes decide something writes here; this module depends on no other but for the
 * staff table its rows reference.
 */

export interface AuditEntry {
  staffId: number | null;
  action: string;
  targetType?: string;
  targetId?: string | number;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** The audit chain's first link. */
const GENESIS = '0'.repeat(64);
/** Serialises appends so that the chain stays a line. */
const AUDIT_LOCK_ID = 7_316_240_500;
/** A stable JSON text (sorted keys) for hashing. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/** A row of audit_log as read back (ids as text). */
export interface AuditRow {
  id: string;
  staff_id: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  reason: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  created_at: string | Date;
  prev_hash: string;
  hash: string;
}

function auditHash(prevHash: string, row: Omit<AuditRow, 'id' | 'prev_hash' | 'hash'>): string {
  const parse = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);
  return createHash('sha256')
    .update(prevHash)
    .update(
      canonical({
        staffId: row.staff_id === null ? null : String(row.staff_id),
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        reason: row.reason,
        before: parse(row.before),
        after: parse(row.after),
        ip: row.ip,
        at: new Date(row.created_at).toISOString(),
      }),
    )
    .digest('hex');
}

/** Appends to the audit log in `tx` (the transaction of the action it records). */
export async function audit(tx: Db, entry: AuditEntry, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_LOCK_ID})`);
  const [last] = rows<{ hash: string }>(
    await tx.execute(sql`select hash from audit_log order by id desc limit 1`),
  );
  const prevHash = last?.hash ?? GENESIS;
  const row = {
    staff_id: entry.staffId === null ? null : String(entry.staffId),
    action: entry.action,
    target_type: entry.targetType ?? null,
    target_id: entry.targetId === undefined ? null : String(entry.targetId),
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
    // Milliseconds, as PostgreSQL stores them: the hash must survive the round trip.
    created_at: new Date(Math.floor(now.getTime())),
  };
  const hash = auditHash(prevHash, row);
  await tx.execute(sql`
    insert into audit_log (staff_id, action, target_type, target_id, reason, before, after, ip,
                           created_at, prev_hash, hash)
    values (${row.staff_id}, ${row.action}, ${row.target_type}, ${row.target_id}, ${row.reason},
            ${row.before === null ? null : JSON.stringify(row.before)}::jsonb,
            ${row.after === null ? null : JSON.stringify(row.after)}::jsonb,
            ${row.ip}, ${row.created_at.toISOString()}, ${prevHash}, ${hash})`);
}

/** Walks the audit chain: the first row whose hash or link is wrong, or undefined. */
export async function verifyAuditChain(db: Db): Promise<{ rows: number; brokenAt?: number }> {
  let prev = GENESIS;
  let after = 0;
  let count = 0;
  for (;;) {
    const batch = rows<AuditRow>(
      await db.execute(sql`
        select id::text, staff_id::text, action, target_type, target_id, reason, before, after, ip,
               created_at, prev_hash, hash
        from audit_log where audit_log.id > ${after} order by audit_log.id limit 1000`),
    );
    if (batch.length === 0) return { rows: count };
    for (const r of batch) {
      if (r.prev_hash !== prev || auditHash(prev, r) !== r.hash) {
        return { rows: count, brokenAt: Number(r.id) };
      }
      prev = r.hash;
      after = Number(r.id);
      count += 1;
    }
  }
}

/** What a staff change records besides who and from where. */
export interface AuditParts {
  action: string;
  targetType: string;
  targetId: string | number;
  before: unknown;
  after: unknown;
}

/** Who acts: the staff member and the address they act from. */
export interface Actor {
  staffId: number;
  ip: string;
}

/**
 * Runs a staff change and its audit entry (before and after) in one transaction: the change is
 * written only with its record, and the record only with the change.
 */
export function auditedChange(db: Db, now: () => Date) {
  return function change<T>(
    actor: Actor,
    work: (tx: Db, at: Date) => Promise<{ result: T; audit: AuditParts }>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const at = now();
      const { result, audit: entry } = await work(tx, at);
      await audit(tx, { ...actor, ...entry }, at);
      return result;
    });
  };
}
