import type { TestApp } from './harness.js';

/** A staff member created at start through ADMIN_BOOTSTRAP_* (a superadmin). */
export interface TestStaff {
  username: string;
  email: string;
  password: string;
}

/** The environment that bootstraps `staff` as the first staff account. */
export function staffEnv(staff: TestStaff): Record<string, string> {
  return {
    ADMIN_BOOTSTRAP_USERNAME: staff.username,
    ADMIN_BOOTSTRAP_EMAIL: staff.email,
    ADMIN_BOOTSTRAP_PASSWORD: staff.password,
  };
}

/** Signs a staff member in through the admin API and returns the bearer token. */
export async function staffLogin(t: TestApp, staff: Pick<TestStaff, 'username' | 'password'>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/swx/admin/login',
    payload: { username: staff.username, password: staff.password },
  });
  const body = response.json() as { code: number; result: { token: string } };
  if (body.code !== 200) throw new Error(`staff login answered ${body.code}`);
  return body.result.token;
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
