import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Code, type CodeValue } from '@swx/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { AppError, RateLimitedError } from '../../platform/http/errors.js';
import type { RateLimiter } from '../../platform/rate-limiter.js';
import type { Sealer } from '../../platform/sealing.js';
import {
  type PasswordPolicy,
  type PasswordHasher,
  newSessionToken,
  randomUrlToken,
  sameHash,
  sha256,
} from '../identity/index.js';
import { PERMISSIONS, type Permission, type Staff, type StaffRole } from './access.js';
import { audit } from '../audit/index.js';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../../platform/totp.js';
import { rows } from '../../platform/db/rows.js';

/**
 * Staff accounts, sessions and the audit log (docs/adr/0010). Roles and their permissions are
 * in one place (`PERMISSIONS`); the back-office app and the rest of its rules come with the
 * back-office issue.
 */

export {
  PERMISSIONS,
  STAFF_ROLES,
  can,
  type Permission,
  type Staff,
  type StaffRole,
} from './access.js';

/** A staff session lasts a working day at most, and ends after 30 minutes without use. */
export const STAFF_SESSION_MS = 8 * 60 * 60 * 1000;
export const STAFF_IDLE_MS = 30 * 60 * 1000;
/** Between the password and the code: five minutes and five tries. */
const STAFF_CHALLENGE_MS = 5 * 60 * 1000;
const STAFF_CHALLENGE_TRIES = 5;
/** Serialises changes to staff accounts (the last superadmin check). */
const STAFF_ADMIN_LOCK_ID = 7_316_240_501;
/** The issuer authenticator apps show beside the account. */
const TOTP_ISSUER = 'SWX back office';
const SETUP_SECRET = 'staff-setup-token';

/** A staff account as superadmins see it. */
export interface StaffAccount {
  id: number;
  username: string;
  email: string;
  role: StaffRole;
  status: 'active' | 'disabled';
  /** Whether the authenticator is enrolled. */
  enrolled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}

interface StaffAccountRow {
  id: string;
  username: string;
  email: string;
  role: StaffRole;
  status: 'active' | 'disabled';
  enrolled: boolean;
  created_at: string | Date;
  last_sign_in: string | Date | null;
}

function toAccount(row: StaffAccountRow): StaffAccount {
  return {
    id: Number(row.id),
    username: row.username,
    email: row.email,
    role: row.role,
    status: row.status,
    enrolled: row.enrolled,
    createdAt: new Date(row.created_at).toISOString(),
    lastSignInAt: row.last_sign_in === null ? null : new Date(row.last_sign_in).toISOString(),
  };
}

/** The answer to a right password: the second step to take. */
export type LoginStep =
  | { step: 'totp'; challenge: string }
  | { step: 'enrol'; challenge: string; secret: string; otpauthUrl: string };

export interface StaffSession {
  token: string;
  expiresAt: string;
  idleSeconds: number;
  staff: Staff & { permissions: Permission[] };
}

export interface StaffDeps {
  sealer: Sealer;
  db: Db;
  hasher: PasswordHasher;
  passwords: PasswordPolicy;
  limiter: RateLimiter;
  now: () => Date;
  log: FastifyBaseLogger;
  /**
   * Where the setup token is written (owner-only) instead of the log: production, where no
   * secret may reach a log.
   */
  setupTokenFile?: string;
}

/**
 * What the start found: staff accounts already, the first one created from ADMIN_BOOTSTRAP_*,
 * or none and a fresh one-time setup token.
 */
export type FirstStaff =
  | { kind: 'exists' }
  | { kind: 'created'; username: string }
  /** The token itself where it may be shown; in production only the file that holds it. */
  | { kind: 'setup'; token: string }
  | { kind: 'setup-file'; file: string };

export class StaffService {
  constructor(private readonly deps: StaffDeps) {}

  /**
   * The first staff account: from ADMIN_BOOTSTRAP_* when given, otherwise a one-time setup
   * token is printed (only while no staff account exists). Never a default password.
   */
  async bootstrap(fromEnv?: {
    username: string;
    email: string;
    password: string;
  }): Promise<FirstStaff> {
    const { db, log } = this.deps;
    const [existing] = rows<{ n: string }>(
      await db.execute(sql`select count(*)::text as n from staff_users`),
    );
    if (Number(existing!.n) > 0) return { kind: 'exists' };
    if (fromEnv) {
      try {
        await this.deps.passwords.check(fromEnv.password, fromEnv);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        throw new Error(
          'ADMIN_BOOTSTRAP_PASSWORD is refused: it is built on the username or email, or too ' +
            'easy to guess (choose a long passphrase)',
        );
      }
      await this.createSuperadmin(fromEnv, 'staff.bootstrap.env', null);
      log.info(
        { username: fromEnv.username },
        'first staff account created from ADMIN_BOOTSTRAP_*',
      );
      return { kind: 'created', username: fromEnv.username };
    }
    const token = randomUrlToken(24);
    await db.execute(sql`
      insert into instance_secrets (name, value) values (${SETUP_SECRET}, ${sha256(token)})
      on conflict (name) do update set value = excluded.value`);
    const file = this.deps.setupTokenFile;
    if (file) {
      mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
      writeFileSync(file, `${token}\n`, { mode: 0o600 });
      chmodSync(file, 0o600);
      log.warn(
        { setupTokenFile: file },
        'no staff account yet: create the first one at /admin with the one-time token in this file',
      );
      return { kind: 'setup-file', file };
    }
    log.warn(
      { setupToken: token },
      'no staff account yet: create the first one with POST /swx/admin/setup and this one-time token',
    );
    return { kind: 'setup', token };
  }

  /** Whether the first superadmin is still to be created with the setup token. */
  async setupNeeded(): Promise<boolean> {
    const [row] = rows<{ needed: boolean }>(
      await this.deps.db.execute(sql`
        select not exists (select 1 from staff_users)
           and exists (select 1 from instance_secrets where name = ${SETUP_SECRET}) as needed`),
    );
    return row!.needed;
  }

  /** Creates the first superadmin with the printed setup token (once). */
  async setup(
    token: string,
    account: { username: string; email: string; password: string },
    ip: string,
  ): Promise<void> {
    await this.limit(`staff-setup:${ip}`, 10);
    await this.deps.passwords.check(account.password, account);
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
    // Used: nothing left to read.
    if (this.deps.setupTokenFile) rmSync(this.deps.setupTokenFile, { force: true });
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

  /**
   * The first step of a sign-in: the password. Answers a challenge for the second step: the
   * code of the staff member's authenticator, or, on the first sign-in, a new secret to enrol
   * (shown once, as a QR code) that the first right code confirms.
   */
  async login(username: string, password: string, ip: string): Promise<LoginStep> {
    await this.limit(`staff-login:${ip}`, 10);
    await this.limit(`staff-login-user:${username.toLowerCase()}`, 10);
    const { db, hasher, now, sealer } = this.deps;
    const [row] = rows<{
      id: string;
      username: string;
      password_hash: string;
      status: string;
      enrolled: boolean;
    }>(
      await db.execute(sql`
        select id::text, username, password_hash, status, totp_secret is not null as enrolled
        from staff_users where lower(username) = lower(${username})`),
    );
    const valid = await hasher.verify(row?.password_hash ?? null, password);
    if (!row || !valid || row.status !== 'active') {
      // A refused password of an existing account is recorded against it (unknown names are
      // not: they would let anyone fill the log; the rate limit bounds both).
      if (row) {
        await db.transaction((tx) =>
          audit(
            tx,
            {
              staffId: Number(row.id),
              action: valid ? 'staff.login.disabled' : 'staff.login.password_refused',
              ip,
            },
            now(),
          ),
        );
      }
      throw new AppError(Code.PASSWORD_INCORRECT);
    }
    const challenge = randomUrlToken();
    const secret = row.enrolled ? null : newTotpSecret();
    const at = now();
    await db.execute(sql`
      insert into staff_challenges (staff_id, token_hash, enrol_secret, expires_at, ip)
      values (${row.id}, ${sha256(challenge)}, ${secret === null ? null : sealer.seal(secret)},
              ${new Date(at.getTime() + STAFF_CHALLENGE_MS).toISOString()}, ${ip})`);
    if (secret === null) return { step: 'totp', challenge };
    return {
      step: 'enrol',
      challenge,
      secret,
      otpauthUrl: otpauthUrl(secret, row.username, TOTP_ISSUER),
    };
  }

  /**
   * The second step: a code from the authenticator. A right code opens a session; a wrong one
   * counts against the challenge (five tries) and the sign-in limits; a code already used is
   * refused like a wrong one.
   */
  async loginTotp(challenge: string, code: string, ip: string): Promise<StaffSession> {
    await this.limit(`staff-totp:${ip}`, 20);
    const { db, now, sealer } = this.deps;
    const at = now();
    type Outcome =
      { refused: CodeValue } | { session: { token: string; expiresAt: string; staff: Staff } };
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const [row] = rows<{
        challenge_id: string;
        staff_id: string;
        username: string;
        role: StaffRole;
        status: string;
        enrol_secret: string | null;
        totp_secret: string | null;
        totp_last_step: string | null;
        attempts: number;
        expires_at: string | Date;
        used_at: string | Date | null;
      }>(
        await tx.execute(sql`
          select c.id::text as challenge_id, u.id::text as staff_id, u.username, u.role, u.status,
                 c.enrol_secret, u.totp_secret, u.totp_last_step::text, c.attempts, c.expires_at,
                 c.used_at
          from staff_challenges c join staff_users u on u.id = c.staff_id
          where c.token_hash = ${sha256(challenge)}
          for update of c, u`),
      );
      if (!row || row.status !== 'active') return { refused: Code.UNAUTHORIZED };
      if (
        row.used_at !== null ||
        new Date(row.expires_at) <= at ||
        row.attempts >= STAFF_CHALLENGE_TRIES
      ) {
        return { refused: Code.CODE_EXPIRED };
      }
      // Enrolment needs the secret it showed; a challenge of an already enrolled member (or
      // one enrolled meanwhile by another sign-in) checks the stored one.
      const sealed = row.totp_secret ?? row.enrol_secret;
      if (sealed === null) return { refused: Code.CODE_EXPIRED };
      const lastStep = row.totp_last_step === null ? null : Number(row.totp_last_step);
      const step = verifyTotp(sealer.open(sealed), code, at, lastStep);
      if (step === undefined) {
        await tx.execute(sql`
          update staff_challenges set attempts = attempts + 1 where id = ${row.challenge_id}`);
        await audit(
          tx,
          { staffId: Number(row.staff_id), action: 'staff.login.code_refused', ip },
          at,
        );
        return { refused: Code.CODE_INCORRECT };
      }
      await tx.execute(sql`
        update staff_challenges set used_at = ${at.toISOString()} where id = ${row.challenge_id}`);
      const enrolling = row.totp_secret === null;
      await tx.execute(sql`
        update staff_users set totp_last_step = ${step},
          totp_secret = coalesce(totp_secret, ${sealed}),
          totp_enabled_at = coalesce(totp_enabled_at, ${at.toISOString()})
        where id = ${row.staff_id}`);
      const token = newSessionToken();
      const expiresAt = new Date(at.getTime() + STAFF_SESSION_MS);
      await tx.execute(sql`
        insert into staff_sessions (staff_id, token_hash, expires_at, last_seen_at, ip)
        values (${row.staff_id}, ${sha256(token)}, ${expiresAt.toISOString()},
                ${at.toISOString()}, ${ip})`);
      if (enrolling) {
        await audit(tx, { staffId: Number(row.staff_id), action: 'staff.totp.enrol', ip }, at);
      }
      await audit(tx, { staffId: Number(row.staff_id), action: 'staff.login', ip }, at);
      const staff = { id: Number(row.staff_id), username: row.username, role: row.role };
      return { session: { token, expiresAt: expiresAt.toISOString(), staff } };
    });
    // A refusal keeps its count: it is written before the error is thrown.
    if ('refused' in outcome) throw new AppError(outcome.refused);
    const { token, expiresAt, staff } = outcome.session;
    return {
      token,
      expiresAt,
      idleSeconds: STAFF_IDLE_MS / 1000,
      staff: { ...staff, permissions: [...PERMISSIONS[staff.role]] },
    };
  }

  /**
   * The staff member of a bearer token: a session not revoked, not past its end, used within
   * the idle timeout, of an active account. Each use moves the idle deadline.
   */
  async authenticate(token: string): Promise<Staff | undefined> {
    const at = this.deps.now();
    const [row] = rows<{ id: string; username: string; role: StaffRole }>(
      await this.deps.db.execute(sql`
        update staff_sessions s set last_seen_at = ${at.toISOString()}
        from staff_users u
        where u.id = s.staff_id and s.token_hash = ${sha256(token)} and s.revoked_at is null
          and s.expires_at > ${at.toISOString()}
          and s.last_seen_at > ${new Date(at.getTime() - STAFF_IDLE_MS).toISOString()}
          and u.status = 'active'
        returning u.id::text, u.username, u.role`),
    );
    return row ? { id: Number(row.id), username: row.username, role: row.role } : undefined;
  }

  // ---- staff accounts (superadmins) -------------------------------------------------------

  async listStaff(): Promise<StaffAccount[]> {
    return rows<StaffAccountRow>(
      await this.deps.db.execute(sql`
        select u.id::text, u.username, u.email, u.role, u.status,
               u.totp_secret is not null as enrolled, u.created_at,
               (select max(s.created_at) from staff_sessions s where s.staff_id = u.id) as last_sign_in
        from staff_users u order by u.id`),
    ).map(toAccount);
  }

  /**
   * A new staff member with a first password the superadmin hands over; the authenticator is
   * enrolled at their first sign-in.
   */
  async createStaff(
    actor: Staff,
    account: { username: string; email: string; password: string; role: StaffRole },
    ip: string,
  ): Promise<StaffAccount> {
    await this.deps.passwords.check(account.password, account);
    const { db, hasher, now } = this.deps;
    const hash = await hasher.hash(account.password);
    return db.transaction(async (tx) => {
      const [taken] = rows<{ username: boolean }>(
        await tx.execute(sql`
          select lower(username) = lower(${account.username}) as username from staff_users
          where lower(username) = lower(${account.username}) or lower(email) = lower(${account.email})
          limit 1`),
      );
      if (taken) throw new AppError(taken.username ? Code.USERNAME_TAKEN : Code.EMAIL_TAKEN);
      const [row] = rows<StaffAccountRow>(
        await tx.execute(sql`
          insert into staff_users (username, email, password_hash, role)
          values (${account.username}, ${account.email.toLowerCase()}, ${hash}, ${account.role})
          returning id::text, username, email, role, status, false as enrolled, created_at,
                    null::timestamptz as last_sign_in`),
      );
      const created = toAccount(row!);
      await audit(
        tx,
        {
          staffId: actor.id,
          action: 'staff.create',
          targetType: 'staff',
          targetId: created.id,
          after: { username: created.username, email: created.email, role: created.role },
          ip,
        },
        now(),
      );
      return created;
    });
  }

  /**
   * Changes a staff member's role or status, or clears their authenticator (they enrol again at
   * the next sign-in). Disabling, a new role and a cleared authenticator end their sessions. No
   * one changes their own account here, and the last active superadmin stays one.
   */
  async updateStaff(
    actor: Staff,
    id: number,
    change: { role?: StaffRole; status?: 'active' | 'disabled'; resetTotp?: boolean },
    reason: string,
    ip: string,
  ): Promise<StaffAccount> {
    if (id === actor.id) throw new AppError(Code.FORBIDDEN);
    const { db, now } = this.deps;
    return db.transaction(async (tx) => {
      // Superadmin changes are serialised, so two cannot demote the last two at once.
      await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_ADMIN_LOCK_ID})`);
      const [row] = rows<StaffAccountRow>(
        await tx.execute(sql`
          select u.id::text, u.username, u.email, u.role, u.status,
                 u.totp_secret is not null as enrolled, u.created_at, null as last_sign_in
          from staff_users u where u.id = ${id} for update`),
      );
      if (!row) throw new AppError(Code.NOT_FOUND);
      const before = toAccount(row);
      const role = change.role ?? before.role;
      const status = change.status ?? before.status;
      const leavesSuperadmins = before.role === 'superadmin' && before.status === 'active';
      if (leavesSuperadmins && (role !== 'superadmin' || status !== 'active')) {
        const [others] = rows<{ n: number }>(
          await tx.execute(sql`
            select count(*)::int as n from staff_users
            where role = 'superadmin' and status = 'active' and id <> ${id}`),
        );
        if (others!.n === 0) throw new AppError(Code.FORBIDDEN);
      }
      const [updated] = rows<StaffAccountRow>(
        await tx.execute(sql`
          update staff_users set role = ${role}, status = ${status},
            totp_secret = case when ${change.resetTotp === true} then null else totp_secret end,
            totp_enabled_at = case when ${change.resetTotp === true} then null else totp_enabled_at end,
            totp_last_step = case when ${change.resetTotp === true} then null else totp_last_step end
          where id = ${id}
          returning id::text, username, email, role, status, totp_secret is not null as enrolled,
                    created_at, null::timestamptz as last_sign_in`),
      );
      const after = toAccount(updated!);
      if (role !== before.role || status === 'disabled' || change.resetTotp === true) {
        await tx.execute(sql`
          update staff_sessions set revoked_at = ${now().toISOString()}
          where staff_id = ${id} and revoked_at is null`);
      }
      await audit(
        tx,
        {
          staffId: actor.id,
          action: change.resetTotp ? 'staff.totp.reset' : 'staff.update',
          targetType: 'staff',
          targetId: id,
          reason,
          before: { role: before.role, status: before.status, enrolled: before.enrolled },
          after: { role: after.role, status: after.status, enrolled: after.enrolled },
          ip,
        },
        now(),
      );
      return after;
    });
  }

  async logout(staff: Staff, token: string, ip: string): Promise<void> {
    const at = this.deps.now();
    await this.deps.db.transaction(async (tx) => {
      await tx.execute(sql`
        update staff_sessions set revoked_at = ${at.toISOString()}
        where token_hash = ${sha256(token)} and revoked_at is null`);
      await audit(tx, { staffId: staff.id, action: 'staff.logout', ip }, at);
    });
  }
}
