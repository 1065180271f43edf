import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId } from '../../platform/db/columns.js';
import { staffUsers } from '../staff/tables.js';

/**
 * Every staff action with who, when, from where, what, why, before and after. Append-only
 * (a trigger refuses UPDATE and DELETE) and hash-chained: each row's hash covers the previous
 * row's hash and its own content, so a changed or removed row breaks the chain.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: identityId(),
    /** Null for actions of the system itself (bootstrap). */
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staffUsers.id),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAt(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_staff_idx').on(t.staffId, t.id),
  ],
);
