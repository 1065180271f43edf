import { createHash } from 'node:crypto';
import { Code } from '@swx/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { AppError, RateLimitedError } from '../../platform/http/errors.js';
import type { RateLimiter } from '../../platform/rate-limiter.js';
import type { PasswordHasher } from '../identity/passwords.js';
import { newSessionToken, randomUrlToken, sameHash, sha256 } from '../identity/tokens.js';

/**
 * Staff accounts, sessions and the audit log (docs/adr/0010). Roles and their permissions are
 * in one place (`PERMISSIONS`); the back-office app and the rest of its rules come with the
 * back-office issue.
 */

export const STAFF_ROLES = ['superadmin', 'compliance', 'finance', 'support', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type Permission = 'kyc.review' | 'deposits.review' | 'withdrawals.review' | 'files.view';

/** What each role may do. Superadmins may do everything. */
export const PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  superadmin: ['kyc.review', 'deposits.review', 'withdrawals.review', 'files.view'],
  compliance: ['kyc.review', 'files.view'],
  finance: ['deposits.review', 'withdrawals.review', 'files.view'],
  support: [],
  content: [],
};

export interface Staff {
  id: number;
  username: string;
  role: StaffRole;
}

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

const STAFF_SESSION_MS = 8 * 60 * 60 * 1000;
/** The audit chain's first link. */
const GENESIS = '0'.repeat(64);
/** Serialises appends so that the chain stays a line. */
const AUDIT_LOCK_ID = 7_316_240_500;
const SETUP_SECRET = 'staff-setup-token';

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A stable JSON text (sorted keys) for hashing. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

interface AuditRow {
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

export interface StaffDeps {
  db: Db;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  now: () => Date;
  log: FastifyBaseLogger;
}

export class StaffService {
  constructor(private readonly deps: StaffDeps) {}

  /**
   * The first staff account: from ADMIN_BOOTSTRAP_* when given, otherwise a one-time setup
   * token is printed (only while no staff account exists). Never a default password.
   */
  async bootstrap(fromEnv?: { username: string; email: string; password: string }): Promise<void> {
    const { db, log } = this.deps;
    const [existing] = rows<{ n: string }>(
      await db.execute(sql`select count(*)::text as n from staff_users`),
    );
    if (Number(existing!.n) > 0) return;
    if (fromEnv) {
      await this.createSuperadmin(fromEnv, 'staff.bootstrap.env', null);
      log.info(
        { username: fromEnv.username },
        'first staff account created from ADMIN_BOOTSTRAP_*',
      );
      return;
    }
    const token = randomUrlToken(24);
    await db.execute(sql`
      insert into instance_secrets (name, value) values (${SETUP_SECRET}, ${sha256(token)})
      on conflict (name) do update set value = excluded.value`);
    log.warn(
      { setupToken: token },
      'no staff account yet: create the first one with POST /swx/admin/setup and this one-time token',
    );
  }

  /** Creates the first superadmin with the printed setup token (once). */
  async setup(
    token: string,
    account: { username: string; email: string; password: string },
    ip: string,
  ): Promise<void> {
    await this.limit(`staff-setup:${ip}`, 10);
    const { db } = this.deps;
    await db.transaction(async (tx) => {
      const [secret] = rows<{ value: string }>(
        await tx.execute(
          sql`select value from instance_secrets where name = ${SETUP_SECRET} for update`,
        ),
      );
      const [count] = rows<{ n: string }>(
        await tx.execute(sql`select count(*)::text as n from staff_users`),
      );
      if (!secret || Number(count!.n) > 0 || !sameHash(secret.value, sha256(token))) {
        throw new AppError(Code.UNAUTHORIZED);
      }
      await tx.execute(sql`delete from instance_secrets where name = ${SETUP_SECRET}`);
      await this.createSuperadminIn(tx, account, 'staff.bootstrap.token', ip);
    });
  }

  private async createSuperadmin(
    account: { username: string; email: string; password: string },
    action: string,
    ip: string | null,
  ): Promise<void> {
    await this.deps.db.transaction((tx) => this.createSuperadminIn(tx, account, action, ip));
  }

  private async createSuperadminIn(
    tx: Db,
    account: { username: string; email: string; password: string },
    action: string,
    ip: string | null,
  ): Promise<void> {
    const hash = await this.deps.hasher.hash(account.password);
    const [row] = rows<{ id: string }>(
      await tx.execute(sql`
        insert into staff_users (username, email, password_hash, role)
        values (${account.username}, ${account.email.toLowerCase()}, ${hash}, 'superadmin')
        returning id::text`),
    );
    await audit(
      tx,
      {
        staffId: null,
        action,
        targetType: 'staff',
        targetId: row!.id,
        after: { username: account.username, role: 'superadmin' },
        ip,
      },
      this.deps.now(),
    );
  }

  /** At most `max` attempts per 15 minutes per key. */
  private async limit(key: string, max: number): Promise<void> {
    const state = await this.deps.limiter.hit(key, 15 * 60 * 1000);
    if (state.count > max) throw new RateLimitedError(Code.TOO_MANY_ATTEMPTS, state.resetMs);
  }

  /** Password sign-in (the second factor arrives with the back office); a bearer token. */
  async login(
    username: string,
    password: string,
    ip: string,
  ): Promise<{ token: string; staff: Staff }> {
    await this.limit(`staff-login:${ip}`, 10);
    await this.limit(`staff-login-user:${username.toLowerCase()}`, 10);
    const { db, hasher, now } = this.deps;
    const [row] = rows<{
      id: string;
      username: string;
      role: StaffRole;
      password_hash: string;
      status: string;
    }>(
      await db.execute(sql`
        select id::text, username, role, password_hash, status from staff_users
        where lower(username) = lower(${username})`),
    );
    const valid = await hasher.verify(row?.password_hash ?? null, password);
    if (!row || !valid || row.status !== 'active') throw new AppError(Code.PASSWORD_INCORRECT);
    const token = newSessionToken();
    const at = now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into staff_sessions (staff_id, token_hash, expires_at, ip)
        values (${row.id}, ${sha256(token)}, ${new Date(at.getTime() + STAFF_SESSION_MS).toISOString()}, ${ip})`);
      await audit(tx, { staffId: Number(row.id), action: 'staff.login', ip }, at);
    });
    return { token, staff: { id: Number(row.id), username: row.username, role: row.role } };
  }

  async authenticate(token: string): Promise<Staff | undefined> {
    const [row] = rows<{ id: string; username: string; role: StaffRole }>(
      await this.deps.db.execute(sql`
        select u.id::text, u.username, u.role from staff_sessions s
        join staff_users u on u.id = s.staff_id
        where s.token_hash = ${sha256(token)} and s.revoked_at is null
          and s.expires_at > ${this.deps.now().toISOString()} and u.status = 'active'`),
    );
    return row ? { id: Number(row.id), username: row.username, role: row.role } : undefined;
  }

  async logout(token: string): Promise<void> {
    await this.deps.db.execute(sql`
      update staff_sessions set revoked_at = ${this.deps.now().toISOString()}
      where token_hash = ${sha256(token)} and revoked_at is null`);
  }
}

export function can(staff: Staff, permission: Permission): boolean {
  return PERMISSIONS[staff.role].includes(permission);
}
