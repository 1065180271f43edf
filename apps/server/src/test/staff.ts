import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PasswordHasher } from '../modules/identity/passwords.js';
import type { StaffRole } from '../modules/staff/access.js';
import { totpCode, totpStep } from '../platform/totp.js';
import type { TestApp } from './harness.js';

/** A staff member created at start through ADMIN_BOOTSTRAP_* (a superadmin). */
export interface TestStaff {
  username: string;
  email: string;
  password: string;
}

/**
 * The superadmin a test file bootstraps: `<name>_root`, its e-mail and a password the policy
 * takes (`<Name>-Root-2026!`, with `suffix` appended).
 */
export function rootStaff(name: string, suffix = ''): TestStaff {
  const capital = name.charAt(0).toUpperCase() + name.slice(1);
  return {
    username: `${name}_root`,
    email: `${name}_root@example.test`,
    password: `${capital}-Root-2026!${suffix}`,
  };
}

/** The environment that bootstraps `staff` as the first staff account. */
export function staffEnv(staff: TestStaff): Record<string, string> {
  return {
    ADMIN_BOOTSTRAP_USERNAME: staff.username,
    ADMIN_BOOTSTRAP_EMAIL: staff.email,
    ADMIN_BOOTSTRAP_PASSWORD: staff.password,
  };
}

/** The TOTP secrets test staff enrolled with, per app and username. */
const enrolled = new WeakMap<TestApp, Map<string, string>>();
/** The last code step each test staff member used, per app: a code is taken once. */
const lastStep = new WeakMap<TestApp, Map<string, number>>();

async function inject<T>(t: TestApp, url: string, payload: object): Promise<T> {
  const response = await t.app.inject({ method: 'POST', url: `/swx/admin${url}`, payload });
  const body = response.json() as { code: number; msg: string; result: T };
  if (body.code !== 200) throw new Error(`${url} answered ${body.code} ${body.msg}`);
  return body.result;
}

/**
 * Signs a staff member in through the admin API, both steps (enrolling the authenticator on the
 * first sign-in), and returns the bearer token. The code is computed as an authenticator app
 * would; a second sign-in within one 30-second step uses the next step's code (accepted as
 * clock drift), as a code already used is refused.
 */
export async function staffLogin(t: TestApp, staff: Pick<TestStaff, 'username' | 'password'>) {
  const secrets = enrolled.get(t) ?? new Map<string, string>();
  enrolled.set(t, secrets);
  const steps = lastStep.get(t) ?? new Map<string, number>();
  lastStep.set(t, steps);
  const first = await inject<{ step: string; challenge: string; secret?: string }>(t, '/login', {
    username: staff.username,
    password: staff.password,
  });
  if (first.secret) secrets.set(staff.username, first.secret);
  const secret = secrets.get(staff.username);
  if (!secret) throw new Error(`no TOTP secret known for ${staff.username}`);
  // The code of the server's clock, which a test may have moved.
  const step = Math.max(totpStep(t.now()), (steps.get(staff.username) ?? -1) + 1);
  steps.set(staff.username, step);
  const session = await inject<{ token: string }>(t, '/login/totp', {
    challenge: first.challenge,
    code: totpCode(secret, step),
  });
  return session.token;
}

export interface AdminAnswer<T> {
  status: number;
  code: number;
  msg: string;
  result: T;
}

/** Calls the admin API as the holder of `token`. */
export async function callAdmin<T = unknown>(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<AdminAnswer<T>> {
  const response = await t.app.inject({
    method,
    url: `/swx/admin${path}`,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, ...(response.json() as Omit<AdminAnswer<T>, 'status'>) };
}

/** Adds a staff member with `role` straight to the database (as a superadmin would). */
export async function addStaff(
  t: TestApp,
  role: StaffRole,
  username = `${role}_${randomBytes(4).toString('hex')}`,
): Promise<TestStaff> {
  const staff = {
    username,
    email: `${username}@example.test`,
    password: `Staff-${username}-2026!`,
  };
  const hash = await new PasswordHasher({ memoryKib: 19_456, iterations: 2 }).hash(staff.password);
  await t.database.db.execute(sql`
    insert into staff_users (username, email, password_hash, role)
    values (${staff.username}, ${staff.email}, ${hash}, ${role})`);
  return staff;
}
