import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, idOf, timestamptz } from '../../platform/db/columns.js';

/**
 * Staff accounts of the back office, apart from customers: a customer token never reaches the
 * admin API. The first one is bootstrapped from the environment or a one-time setup token
 * (docs/adr/0010); there is no default password.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: identityId(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    /** The TOTP secret, sealed (platform/sealing.ts); null until the first sign-in enrols. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamptz('totp_enabled_at'),
    /** The step of the last code accepted: no code is accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
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
    id: identityId(),
    staffId: idOf('staff_id', () => staffUsers.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Sessions end after a while without a request (idle timeout). */
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_key').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/**
 * The step between a right password and the second factor: a short-lived challenge (only its
 * SHA-256 is stored) with a few tries. For a staff member not enrolled yet it carries the new
 * secret, sealed, which the first right code makes theirs.
 */
export const staffChallenges = pgTable(
  'staff_challenges',
  {
    id: identityId(),
    staffId: idOf('staff_id', () => staffUsers.id),
    tokenHash: text('token_hash').notNull(),
    enrolSecret: text('enrol_secret'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_challenges_token_key').on(t.tokenHash),
    index('staff_challenges_staff_idx').on(t.staffId),
  ],
);
