import { Code } from '@swx/contract';
import { STAFF_ROLES, type StaffRole } from '@swx/contract/admin';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { auditedChange, type AuditParts } from '../audit/index.js';

/**
 * Who may do what in the back office, in one place. Every admin route declares what it needs
 * in its `config.access` (a permission, `signed-in` for any staff member, or `public` for the
 * sign-in steps); `enforceAccess` adds the check to each route as it is registered and refuses
 * to start with a route that declares nothing. The role-by-route matrix test walks the list it
 * keeps (`AdminRoute`).
 */

export { STAFF_ROLES, type StaffRole };

export const PERMISSION_NAMES = [
  'dashboard.view',
  'kyc.review',
  'deposits.review',
  'withdrawals.review',
  'files.view',
  'users.read',
  'users.manage',
  'ledger.adjust',
  'loans.review',
  'config.manage',
  'content.manage',
  'audit.read',
  'staff.manage',
  'support.chat',
] as const;
export type Permission = (typeof PERMISSION_NAMES)[number];

/** What each role may do. */
export const PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  superadmin: PERMISSION_NAMES,
  compliance: [
    'dashboard.view',
    'kyc.review',
    'files.view',
    'users.read',
    'users.manage',
    'audit.read',
  ],
  finance: [
    'dashboard.view',
    'deposits.review',
    'withdrawals.review',
    'files.view',
    'users.read',
    'ledger.adjust',
    'loans.review',
  ],
  support: ['dashboard.view', 'users.read', 'support.chat'],
  content: ['dashboard.view', 'content.manage'],
};

export interface Staff {
  id: number;
  username: string;
  role: StaffRole;
}

export function can(staff: Staff, permission: Permission): boolean {
  return PERMISSIONS[staff.role].includes(permission);
}

export type Access = Permission | 'signed-in' | 'public';

declare module 'fastify' {
  interface FastifyRequest {
    staff: Staff | null;
  }
  interface FastifyContextConfig {
    /** What an admin route needs (modules/staff/access.ts). */
    access?: Access;
  }
}

/** An admin route and what it needs, as registered. */
export interface AdminRoute {
  method: string;
  url: string;
  access: Access;
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/**
 * Makes every route registered on `app` (the admin API's plugin) check its `config.access`
 * before anything else runs: no or an unknown token 401, a staff member without the
 * permission 403. Each route is added to `routes` as it is registered.
 */
export function enforceAccess(
  app: FastifyInstance,
  authenticate: (token: string) => Promise<Staff | undefined>,
  routes: AdminRoute[],
): void {
  app.decorateRequest('staff', null);
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (access === undefined) {
      throw new Error(`admin route ${route.method} ${route.url} declares no config.access`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access });
    }
    if (access === 'public') return;
    const check: onRequestHookHandler = async function requireStaff(
      request: FastifyRequest,
      _reply: FastifyReply,
    ) {
      const token = bearer(request);
      const staff = token ? await authenticate(token) : undefined;
      if (!staff) throw new AppError(Code.UNAUTHORIZED);
      if (access !== 'signed-in' && !can(staff, access)) throw new AppError(Code.FORBIDDEN);
      request.staff = staff;
    };
    route.onRequest = [check, ...[route.onRequest ?? []].flat()];
  });
}

/** The staff member `enforceAccess` let through. */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw new Error('admin route without a staff check');
  return request.staff;
}

/** The bearer token of an admin request (for sign-out). */
export function staffToken(request: FastifyRequest): string | undefined {
  return bearer(request);
}

/** Who acts in an admin request, for the audit log: the staff member and their address. */
export function actorOf(request: FastifyRequest): { staffId: number; ip: string } {
  return { staffId: staffOf(request).id, ip: request.ip };
}

/**
 * `auditedChange` for admin routes: runs a change and its audit row (who: the request's staff
 * member, from its address) in one transaction.
 */
export function staffChange(db: Db, now: () => Date) {
  const audited = auditedChange(db, now);
  return <T>(
    request: FastifyRequest,
    work: (tx: Db, at: Date) => Promise<{ result: T; audit: AuditParts }>,
  ): Promise<T> => audited(actorOf(request), work);
}
