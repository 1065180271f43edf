import {
  Code,
  PAGE_SIZE_MAX,
  amountText,
  depositItem,
  depositPage,
  email,
  envelope,
  listDepositsQuery,
  listWithdrawalsQuery,
  withdrawalItem,
  withdrawalPage,
  newPassword,
  queryInt,
  username,
} from '@swx/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import type { ZodApp } from '../../platform/http/types.js';
import { isUploadKey, servingHeaders, type FileStore } from '../../platform/uploads/index.js';
import type { KycService } from '../kyc/service.js';
import type { NotificationService } from '../notifications/service.js';
import type { DepositService } from '../wallet/deposits.js';
import type { WithdrawalService } from '../wallet/withdrawals.js';
import {
  can,
  verifyAuditChain,
  type Permission,
  type Staff,
  type StaffService,
} from './service.js';

/** Staff's API under /swx/admin: sign-in and the review queues (docs/adr/0010). */

declare module 'fastify' {
  interface FastifyRequest {
    staff: Staff | null;
  }
}

const invalid = { error: String(Code.INVALID_PARAMS) };
const idParams = z.strictObject(
  {
    id: z
      .string()
      .regex(/^[1-9]\d{0,17}$/, invalid)
      .transform(Number),
  },
  invalid,
);
const reasonBody = z.strictObject(
  { reason: z.string(invalid).trim().min(3, invalid).max(500, invalid) },
  invalid,
);
const pageQuery = {
  page: queryInt(100_000).optional(),
  pageSize: queryInt(PAGE_SIZE_MAX).optional(),
};

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

export function staffRoutes(
  app: ZodApp,
  deps: {
    db: Db;
    staff: StaffService;
    deposits: DepositService;
    withdrawals: WithdrawalService;
    kyc: KycService;
    store: FileStore;
    notifications: Pick<NotificationService, 'announce'>;
  },
): void {
  const { db, staff: service, deposits, withdrawals, kyc, store, notifications } = deps;
  /** Runs a decision in one transaction; the user hears of it once it has committed. */
  async function decide<T>(work: (tx: Db) => Promise<{ item: T; userId: number }>): Promise<T> {
    const { item, userId } = await db.transaction(work);
    notifications.announce(userId);
    return item;
  }
  app.decorateRequest('staff', null);
  const tags = ['admin'];
  const security = [{ bearer: [] }];

  const guard = (permission?: Permission) =>
    async function requireStaff(request: FastifyRequest, _reply: FastifyReply) {
      const token = bearer(request);
      const staff = token ? await service.authenticate(token) : undefined;
      if (!staff) throw new AppError(Code.UNAUTHORIZED);
      if (permission && !can(staff, permission)) throw new AppError(Code.FORBIDDEN);
      request.staff = staff;
    };
  const staffOf = (request: FastifyRequest): Staff => {
    if (!request.staff) throw new Error('route without a staff guard');
    return request.staff;
  };

  app.post(
    '/setup',
    {
      schema: {
        tags,
        summary: 'Creates the first superadmin with the one-time token printed at start',
        body: z.strictObject(
          { token: z.string().min(1).max(200), username, email, password: newPassword },
          invalid,
        ),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { token, ...account } = request.body;
      await service.setup(token, account, request.ip);
      return ok(request, null);
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Staff sign-in',
        body: z.strictObject(
          { username: z.string().min(1).max(64), password: z.string().min(1).max(256) },
          invalid,
        ),
        response: {
          200: envelope(
            z.object({
              token: z.string(),
              staff: z.object({ id: z.number(), username: z.string(), role: z.string() }),
            }),
          ),
        },
      },
    },
    async (request) =>
      ok(request, await service.login(request.body.username, request.body.password, request.ip)),
  );

  app.post(
    '/logout',
    { onRequest: guard(), schema: { tags, security, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await service.logout(bearer(request)!);
      return ok(request, null);
    },
  );

  // ---- deposits ----------------------------------------------------------------------------

  app.get(
    '/deposits',
    {
      onRequest: guard('deposits.review'),
      schema: {
        tags,
        security,
        summary: 'Deposits by status (the review queue: pending, oldest first)',
        querystring: listDepositsQuery,
        response: { 200: envelope(depositPage) },
      },
    },
    async (request) => ok(request, await deposits.list({ status: 'pending', ...request.query })),
  );

  app.post(
    '/deposits/:id/approve',
    {
      onRequest: guard('deposits.review'),
      schema: {
        tags,
        security,
        summary:
          'Approves a pending deposit: credits the real book with the amount received ' +
          '(default: the claimed one), BTC and ETH at the current recorded price',
        params: idParams,
        body: z.strictObject({ received: amountText.optional() }, invalid).nullish(),
        response: { 200: envelope(depositItem) },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const item = await decide((tx) =>
        deposits.approve(tx, staff, request.params.id, request.body?.received, request.ip),
      );
      return ok(request, item);
    },
  );

  app.post(
    '/deposits/:id/reject',
    {
      onRequest: guard('deposits.review'),
      schema: {
        tags,
        security,
        summary: 'Rejects a pending deposit with a reason the user sees',
        params: idParams,
        body: reasonBody,
        response: { 200: envelope(depositItem) },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const item = await decide((tx) =>
        deposits.reject(tx, staff, request.params.id, request.body.reason, request.ip),
      );
      return ok(request, item);
    },
  );

  // ---- withdrawals ---------------------------------------------------------------------------

  app.get(
    '/withdrawals',
    {
      onRequest: guard('withdrawals.review'),
      schema: {
        tags,
        security,
        summary: 'Withdrawals by status (the queue: pending, oldest first)',
        querystring: listWithdrawalsQuery,
        response: { 200: envelope(withdrawalPage) },
      },
    },
    async (request) => ok(request, await withdrawals.list({ status: 'pending', ...request.query })),
  );

  app.post(
    '/withdrawals/:id/approve',
    {
      onRequest: guard('withdrawals.review'),
      schema: {
        tags,
        security,
        summary: 'Approves a pending withdrawal for payout',
        params: idParams,
        response: { 200: envelope(withdrawalItem) },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return ok(
        request,
        await decide((tx) => withdrawals.approve(tx, staff, request.params.id, request.ip)),
      );
    },
  );

  app.post(
    '/withdrawals/:id/complete',
    {
      onRequest: guard('withdrawals.review'),
      schema: {
        tags,
        security,
        summary: 'Completes an approved withdrawal with the payout transaction hash',
        params: idParams,
        body: z.strictObject(
          { payoutHash: z.string(invalid).min(1, invalid).max(100, invalid) },
          invalid,
        ),
        response: { 200: envelope(withdrawalItem) },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return ok(
        request,
        await decide((tx) =>
          withdrawals.complete(tx, staff, request.params.id, request.body.payoutHash, request.ip),
        ),
      );
    },
  );

  for (const [path, outcome, summary] of [
    ['reject', 'rejected', 'Rejects a pending withdrawal; the hold returns to the real book'],
    ['fail', 'failed', 'Marks an approved withdrawal failed; the hold returns to the real book'],
  ] as const) {
    app.post(
      `/withdrawals/:id/${path}`,
      {
        onRequest: guard('withdrawals.review'),
        schema: {
          tags,
          security,
          summary,
          params: idParams,
          body: reasonBody,
          response: { 200: envelope(withdrawalItem) },
        },
      },
      async (request) => {
        const staff = staffOf(request);
        return ok(
          request,
          await decide((tx) =>
            withdrawals.release(
              tx,
              staff,
              request.params.id,
              outcome,
              request.body.reason,
              request.ip,
            ),
          ),
        );
      },
    );
  }

  // ---- identity verification ---------------------------------------------------------------

  app.get(
    '/kyc',
    {
      onRequest: guard('kyc.review'),
      schema: {
        tags,
        security,
        summary: 'Identity verifications by status (pending: the queue, oldest first)',
        querystring: z.strictObject(
          { status: z.enum(['pending', 'verified', 'rejected'], invalid).optional(), ...pageQuery },
          invalid,
        ),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(request, await kyc.list(q.status ?? 'pending', q.page ?? 1, q.pageSize ?? 20));
    },
  );

  app.post(
    '/kyc/:id/verify',
    {
      onRequest: guard('kyc.review'),
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
    '/kyc/:id/reject',
    {
      onRequest: guard('kyc.review'),
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

  // ---- files and audit -----------------------------------------------------------------------

  app.get(
    '/files/:key',
    {
      onRequest: guard('files.view'),
      schema: {
        tags,
        security,
        summary: 'An uploaded image (proof or KYC photo)',
        params: z.strictObject({ key: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const bytes = isUploadKey(key) ? await store.get(key) : undefined;
      if (!bytes) throw new AppError(Code.NOT_FOUND);
      return reply.headers(servingHeaders(key)).send(bytes);
    },
  );

  app.get(
    '/audit/verify',
    {
      onRequest: guard(),
      schema: { tags, security, summary: 'Walks the audit log’s hash chain' },
    },
    async (request) => ok(request, await verifyAuditChain(db)),
  );
}
