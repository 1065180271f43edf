import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Staff accounts of the back office, apart from customers: a customer token never reaches the
 * admin API. The first one is bootstrapped from the environment or a one-time setup token
 * (docs/adr/0010); there is no default password.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('staff_users_email_key').on(sql`lower(${t.email})`),
    check('staff_users_status', sql`${t.status} in ('active', 'disabled')`),
    check(
      'staff_users_role',
      sql`${t.role} in ('superadmin', 'compliance', 'finance', 'support', 'content')`,
    ),
  ],
);

/** Staff sign-ins: only the SHA-256 of the bearer token is stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staffUsers.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_sessions_token_key').on(t.tokenHash)],
);

/**
 * Every staff action with who, when, from where, what, why, before and after. Append-only
 * (a trigger refuses UPDATE and DELETE) and hash-chained: each row's hash covers the previous
 * row's hash and its own content, so a changed or removed row breaks the chain.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
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
