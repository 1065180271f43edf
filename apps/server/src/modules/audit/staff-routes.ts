import { Readable } from 'node:stream';
import { envelope } from '@swx/contract';
import {
  AdminPaths,
  auditExportQuery,
  auditQuery,
  auditPage,
  chainCheck,
  type AuditItem,
  type AuditQuery,
} from '@swx/contract/admin';
import { sql, type SQL } from 'drizzle-orm';
import { csvLine } from '../../platform/csv.js';
import type { Db } from '../../platform/db/client.js';
import { ok } from '../../platform/http/envelope.js';
import type { ZodApp } from '../../platform/http/types.js';
import { verifyAuditChain, type AuditRow } from './audit.js';

/**
 * The audit log for staff who may read it: search, a CSV export and the chain check
 * (docs/adr/0010). Searches filter on who, what, which object and when; newest first.
 */

/** Most rows one export writes; narrower filters get the rest. */
export const AUDIT_EXPORT_MAX = 100_000;
const EXPORT_BATCH = 1000;

/** An audit row with the acting staff member's username. */
type Row = Omit<AuditRow, 'prev_hash'> & { staff_username: string | null };

function where(q: AuditQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.staffId) parts.push(sql`a.staff_id = ${q.staffId}`);
  // An action filter matches the action or its family ("staff.login" also finds
  // "staff.login.code_refused"; "staff" finds every staff action).
  if (q.action) parts.push(sql`(a.action = ${q.action} or a.action like ${`${q.action}.%`})`);
  if (q.targetType) parts.push(sql`a.target_type = ${q.targetType}`);
  if (q.targetId) parts.push(sql`a.target_id = ${q.targetId}`);
  if (q.from) parts.push(sql`a.created_at >= ${new Date(q.from).toISOString()}`);
  if (q.to) parts.push(sql`a.created_at < ${new Date(q.to).toISOString()}`);
  return sql.join(parts, sql` and `);
}

const columns = sql`a.id::text, a.created_at, a.staff_id::text, s.username as staff_username,
  a.action, a.target_type, a.target_id, a.reason, a.before, a.after, a.ip, a.hash`;

function toItem(r: Row): AuditItem {
  const json = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);
  return {
    id: r.id,
    at: new Date(r.created_at).toISOString(),
    staffId: r.staff_id,
    staffUsername: r.staff_username,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    reason: r.reason,
    before: json(r.before),
    after: json(r.after),
    ip: r.ip,
    hash: r.hash,
  };
}

async function search(db: Db, q: AuditQuery) {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 50;
  const result = (await db.execute(sql`
    select ${columns}, count(*) over () as total
    from audit_log a left join staff_users s on s.id = a.staff_id
    where ${where(q)}
    order by a.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`)) as unknown as {
    rows: Array<Row & { total: string }>;
  };
  const total = result.rows[0] === undefined ? 0 : Number(result.rows[0].total);
  return { items: result.rows.map(toItem), total, page, pageSize };
}

/** The matching rows, newest first, in batches by id (no offset paging). */
async function* batches(db: Db, q: AuditQuery): AsyncGenerator<AuditItem[]> {
  let before: string | null = null;
  let left = AUDIT_EXPORT_MAX;
  while (left > 0) {
    const cursor: SQL = before === null ? sql`true` : sql`a.id < ${before}`;
    const { rows } = (await db.execute(sql`
      select ${columns}
      from audit_log a left join staff_users s on s.id = a.staff_id
      where ${where(q)} and ${cursor}
      order by a.id desc limit ${Math.min(EXPORT_BATCH, left)}`)) as unknown as { rows: Row[] };
    if (rows.length === 0) return;
    yield rows.map(toItem);
    left -= rows.length;
    before = rows[rows.length - 1]!.id;
  }
}

const CSV_COLUMNS = [
  'id',
  'time',
  'staff_id',
  'staff',
  'action',
  'target_type',
  'target_id',
  'reason',
  'before',
  'after',
  'ip',
  'hash',
];

export function auditAdminRoutes(app: ZodApp, deps: { db: Db }): void {
  const { db } = deps;
  const tags = ['admin'];
  const security = [{ bearer: [] }];

  app.get(
    AdminPaths.audit,
    {
      config: { access: 'audit.read' },
      schema: {
        tags,
        security,
        summary: 'Searches the audit log, newest first',
        querystring: auditQuery,
        response: {
          200: envelope(auditPage),
        },
      },
    },
    async (request) => ok(request, await search(db, request.query)),
  );

  app.get(
    AdminPaths.auditExport,
    {
      config: { access: 'audit.read' },
      schema: {
        tags,
        security,
        summary: `The audit rows a search finds as CSV, newest first (at most ${AUDIT_EXPORT_MAX})`,
        querystring: auditExportQuery,
      },
    },
    async (request, reply) => {
      const query = request.query;
      async function* lines() {
        yield csvLine(CSV_COLUMNS);
        for await (const batch of batches(db, query)) {
          yield batch
            .map((r) =>
              csvLine([
                r.id,
                r.at,
                r.staffId,
                r.staffUsername,
                r.action,
                r.targetType,
                r.targetId,
                r.reason,
                r.before === null ? null : JSON.stringify(r.before),
                r.after === null ? null : JSON.stringify(r.after),
                r.ip,
                r.hash,
              ]),
            )
            .join('');
        }
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines()));
    },
  );

  app.get(
    AdminPaths.auditVerify,
    {
      config: { access: 'audit.read' },
      schema: {
        tags,
        security,
        summary: 'Walks the audit log’s hash chain: rows checked, and the first broken one',
        response: {
          200: envelope(chainCheck),
        },
      },
    },
    async (request) => ok(request, await verifyAuditChain(db)),
  );
}
