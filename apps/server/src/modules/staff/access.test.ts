import { Code } from '@swx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/client.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { addStaff, staffEnv, staffLogin } from '../../test/staff.js';
import { PERMISSION_NAMES, PERMISSIONS, STAFF_ROLES, type StaffRole } from './access.js';

/**
 * The role-by-route matrix: every admin route, as registered, called as each role, as a
 * customer and with no token. A route a role may use lets the call through (whatever the
 * request then answers); one it may not answers 403; customers and strangers get 401.
 */

const ROOT = {
  username: 'matrix_root',
  email: 'matrix_root@example.test',
  password: 'Matrix-Root-2026!',
};

let t: TestApp;
const tokens = new Map<StaffRole, string>();
let customer = '';

beforeAll(async () => {
  t = await startTestApp(staffEnv(ROOT));
  tokens.set('superadmin', await staffLogin(t, ROOT));
  for (const role of STAFF_ROLES.filter((r) => r !== 'superadmin')) {
    tokens.set(role, await staffLogin(t, await addStaff(t, role)));
  }
  customer = (await registerUser(t)).token;
});
afterAll(async () => {
  await t?.close();
});

/** A concrete URL for a route pattern: ids and keys that exist nowhere. */
const concrete = (url: string) =>
  url
    .replace(/:id\b/g, '987654321')
    .replace(/:key\b/g, `${'f'.repeat(32)}.png`)
    .replace(/:(\w+)/g, 'x');

async function call(method: string, url: string, token?: string) {
  const response = await t.app.inject({
    method: method as 'GET',
    url: concrete(url),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
  const body = response.headers['content-type']?.toString().includes('json')
    ? (response.json() as { code?: number })
    : {};
  return { status: response.statusCode, code: body.code };
}

describe('admin API access', () => {
  it('has every permission held by superadmin and each one by some route', () => {
    expect([...PERMISSIONS.superadmin].sort()).toEqual([...PERMISSION_NAMES].sort());
    const used = new Set(t.app.adminRoutes.map((r) => r.access));
    for (const permission of PERMISSION_NAMES) expect(used, permission).toContain(permission);
  });

  it('answers each role by the permission map, customers and strangers 401', async () => {
    const routes = t.app.adminRoutes.filter((r) => r.access !== 'public');
    expect(routes.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      for (const [who, token] of [
        ['nobody', undefined],
        ['customer', customer],
      ] as const) {
        const answer = await call(route.method, route.url, token);
        if (answer.status !== 401 || answer.code !== Code.UNAUTHORIZED) {
          failures.push(`${label} as ${who}: ${answer.status}/${answer.code}`);
        }
      }
      for (const role of STAFF_ROLES) {
        // Signing out would end the session the rest of the matrix uses.
        if (route.url.endsWith('/logout')) continue;
        const allowed =
          route.access === 'signed-in' || PERMISSIONS[role].includes(route.access as never);
        const answer = await call(route.method, route.url, tokens.get(role));
        const passed = answer.status !== 401 && answer.status !== 403;
        if (allowed !== passed)
          failures.push(`${label} as ${role}: ${answer.status}/${answer.code}`);
        if (!allowed && answer.code !== Code.FORBIDDEN)
          failures.push(`${label} as ${role}: code ${answer.code}`);
        // Listing routes without parameters answer the allowed roles in full.
        if (
          allowed &&
          route.method === 'GET' &&
          !route.url.includes(':') &&
          answer.status !== 200
        ) {
          failures.push(`${label} as ${role}: ${answer.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('declares access on every route (a route without one stops the start)', () => {
    for (const route of t.app.adminRoutes) {
      expect(['public', 'signed-in', ...PERMISSION_NAMES]).toContain(route.access);
    }
    const open = t.app.adminRoutes
      .filter((r) => r.access === 'public')
      .map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([
      'GET /swx/admin/setup',
      'POST /swx/admin/login',
      'POST /swx/admin/login/totp',
      'POST /swx/admin/setup',
    ]);
  });
});
