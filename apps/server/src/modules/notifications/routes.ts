import {
  Paths,
  envelope,
  inviteesResult,
  listInviteesQuery,
  listNotificationsQuery,
  notificationPage,
  readNotificationsBody,
  unreadResult,
} from '@swx/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { ok } from '../../platform/http/envelope.js';
import type { ZodApp } from '../../platform/http/types.js';
import { authGuard, authOf, type IdentityService } from '../identity/index.js';
import type { NotificationService } from './service.js';
import { rows } from '../../platform/db/rows.js';

/** Notifications and invitations (the profile's notification and invite pages). */
export function notificationRoutes(
  app: ZodApp,
  deps: {
    identity: Pick<IdentityService, 'authenticate'>;
    notifications: NotificationService;
    db: Db;
  },
): void {
  const { notifications, db } = deps;
  const requireAuth = authGuard(deps.identity);
  const tags = ['user'];
  const security = [{ bearer: [] }];

  app.get(
    Paths.listNotifications,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'The caller’s notifications, newest first, with the unread count',
        querystring: listNotificationsQuery,
        response: { 200: envelope(notificationPage) },
      },
    },
    async (request) =>
      ok(request, await notifications.list(authOf(request).user.id, request.query)),
  );

  app.get(
    Paths.unreadNotifications,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'How many of the caller’s notifications are unread (the bell)',
        response: { 200: envelope(unreadResult) },
      },
    },
    async (request) => ok(request, { unread: await notifications.unread(authOf(request).user.id) }),
  );

  app.post(
    Paths.readNotifications,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Marks notifications read (`ids`, or `all: true`)',
        body: readNotificationsBody,
        response: { 200: envelope(unreadResult) },
      },
    },
    async (request) =>
      ok(request, { unread: await notifications.markRead(authOf(request).user.id, request.body) }),
  );

  app.get(
    Paths.listInvitees,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'The caller’s invite code and the users who registered with it, newest first',
        querystring: listInviteesQuery,
        response: { 200: envelope(inviteesResult) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? 20;
      const [count] = rows<{ n: string }>(
        await db.execute(
          sql`select count(*)::text as n from users where invited_by_user_id = ${user.id}`,
        ),
      );
      const items = rows<{ username: string; created_at: string | Date }>(
        await db.execute(sql`
          select username, created_at from users where invited_by_user_id = ${user.id}
          order by users.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`),
      ).map((r) => ({ username: r.username, joinedAt: new Date(r.created_at).toISOString() }));
      return ok(request, {
        inviteCode: user.inviteCode,
        total: Number(count!.n),
        items,
        page,
        pageSize,
      });
    },
  );
}
