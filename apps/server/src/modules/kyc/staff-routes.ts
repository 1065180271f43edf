import { AdminPaths, kycQuery } from '@swx/contract/admin';
import type { Db } from '../../platform/db/client.js';
import { decider, idParams, reasonBody } from '../../platform/http/admin-request.js';
import { ok } from '../../platform/http/envelope.js';
import type { ZodApp } from '../../platform/http/types.js';
import type { NotificationService } from '../notifications/index.js';
import { staffOf } from '../staff/index.js';
import type { KycService } from './service.js';

/** Staff's side of identity verification under /swx/admin: the queue and the decisions. */
export function kycStaffRoutes(
  app: ZodApp,
  deps: { db: Db; kyc: KycService; notifications: Pick<NotificationService, 'announce'> },
): void {
  const { kyc } = deps;
  const decide = decider(deps.db, deps.notifications);
  const tags = ['admin'];
  const security = [{ bearer: [] }];

  // ---- identity verification ---------------------------------------------------------------

  app.get(
    AdminPaths.kyc,
    {
      config: { access: 'kyc.review' },
      schema: {
        tags,
        security,
        summary: 'Identity verifications by status (pending: the queue, oldest first)',
        querystring: kycQuery,
      },
    },
    async (request) => {
      const q = request.query;
      return ok(request, await kyc.list(q.status ?? 'pending', q.page ?? 1, q.pageSize ?? 20));
    },
  );

  app.post(
    AdminPaths.verifyKyc,
    {
      config: { access: 'kyc.review' },
      schema: {
        tags,
        security,
        summary: 'Verifies a pending identity verification',
        params: idParams,
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const result = await decide(async (tx) => {
        const item = await kyc.decide(tx, staff, request.params.id, { verify: true }, request.ip);
        return { item, userId: item.userId };
      });
      return ok(request, result);
    },
  );

  app.post(
    AdminPaths.rejectKyc,
    {
      config: { access: 'kyc.review' },
      schema: {
        tags,
        security,
        summary: 'Rejects a pending identity verification with a reason the user sees',
        params: idParams,
        body: reasonBody,
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const result = await decide(async (tx) => {
        const item = await kyc.decide(
          tx,
          staff,
          request.params.id,
          { verify: false, reason: request.body.reason },
          request.ip,
        );
        return { item, userId: item.userId };
      });
      return ok(request, result);
    },
  );
}
