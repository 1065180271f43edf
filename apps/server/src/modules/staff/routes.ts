import {
  Code,
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
  username,
} from '@swx/contract';
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
import { PERMISSIONS, STAFF_ROLES, staffOf, staffToken } from './access.js';
import { idParams, invalid, pageQuery, reasonBody } from './schemas.js';
import type { StaffService } from './service.js';

/** Staff's API under /swx/admin: sign-in and the review queues (docs/adr/0010). */

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
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  /** A deposit as staff see it: whose, its proof, its value when claimed and its approvals. */
  const staffDeposit = depositItem.extend({
    userId: z.string(),
    proofKey: z.string(),
    claimedUsdt: z.string().nullable(),
    twoApprovers: z.boolean(),
    firstApprovedBy: z.string().nullable(),
    firstApprovedAt: z.string().nullable(),
    firstReceived: z.string().nullable(),
  });
  /** A withdrawal as staff see it: with the approvals it has and needs. */
  const staffWithdrawal = withdrawalItem.extend({
    userId: z.string(),
    twoApprovers: z.boolean(),
    firstApprovedBy: z.string().nullable(),
    firstApprovedAt: z.string().nullable(),
  });

  app.get(
    '/setup',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether the first superadmin is still to be created (first start)',
        response: { 200: envelope(z.object({ needed: z.boolean() })) },
      },
    },
    async (request) => ok(request, { needed: await service.setupNeeded() }),
  );

  app.post(
    '/setup',
    {
      config: { access: 'public' },
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

  const staffView = z.object({
    id: z.number(),
    username: z.string(),
    role: z.enum(STAFF_ROLES),
    permissions: z.array(z.string()),
  });

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Staff sign-in, first step: the password',
        description:
          'Answers a challenge for the second step (POST /login/totp), valid 5 minutes for 5 ' +
          'tries. On the first sign-in it also carries a new TOTP secret and its otpauth URL, to ' +
          'show once as a QR code; the first right code enrols it. 10 tries per address and per ' +
          'account in 15 minutes.',
        body: z.strictObject(
          { username: z.string().min(1).max(64), password: z.string().min(1).max(256) },
          invalid,
        ),
        response: {
          200: envelope(
            z.discriminatedUnion('step', [
              z.object({ step: z.literal('totp'), challenge: z.string() }),
              z.object({
                step: z.literal('enrol'),
                challenge: z.string(),
                secret: z.string(),
                otpauthUrl: z.string(),
              }),
            ]),
          ),
        },
      },
    },
    async (request) =>
      ok(request, await service.login(request.body.username, request.body.password, request.ip)),
  );

  app.post(
    '/login/totp',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Staff sign-in, second step: the authenticator code',
        description:
          'A right code opens a session (8 hours at most, ended by 30 minutes without a ' +
          'request). A wrong or already used code answers 10027; an expired or spent challenge ' +
          '10028.',
        body: z.strictObject(
          {
            challenge: z.string().min(1).max(100),
            code: z.string().regex(/^\d{6}$/, invalid),
          },
          invalid,
        ),
        response: {
          200: envelope(
            z.object({
              token: z.string(),
              expiresAt: z.string(),
              idleSeconds: z.number(),
              staff: staffView,
            }),
          ),
        },
      },
    },
    async (request) =>
      ok(request, await service.loginTotp(request.body.challenge, request.body.code, request.ip)),
  );

  app.get(
    '/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security,
        summary: 'The signed-in staff member',
        response: { 200: envelope(staffView) },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return ok(request, { ...staff, permissions: [...PERMISSIONS[staff.role]] });
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'signed-in' },
      schema: { tags, security, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await service.logout(staffOf(request), staffToken(request)!, request.ip);
      return ok(request, null);
    },
  );

  // ---- deposits ----------------------------------------------------------------------------

  app.get(
    '/deposits',
    {
      config: { access: 'deposits.review' },
      schema: {
        tags,
        security,
        summary: 'Deposits by status (the review queue: pending, oldest first)',
        querystring: listDepositsQuery,
        response: {
          200: envelope(depositPage.extend({ items: z.array(staffDeposit) })),
        },
      },
    },
    async (request) =>
      ok(request, await deposits.listForStaff({ status: 'pending', ...request.query })),
  );

  app.get(
    '/deposits/:id/quote',
    {
      config: { access: 'deposits.review' },
      schema: {
        tags,
        security,
        summary: 'What approving a pending deposit would credit now (nothing is written)',
        description:
          'The amount received (default: the claimed one, or what the first approver saw ' +
          'received) and, for BTC and ETH, the current recorded price; whether a second ' +
          'approver is needed (above deposit.fourEyesUsdt). The limits answer as the approval ' +
          'would (10061, 10062); the approval itself uses the price of its own moment.',
        params: idParams,
        querystring: z.strictObject({ received: amountText.optional() }, invalid),
        response: {
          200: envelope(
            z.object({
              asset: z.string(),
              received: z.string(),
              rate: z.string().nullable(),
              creditedUsdt: z.string(),
              twoApprovers: z.boolean(),
              firstApprovedBy: z.string().nullable(),
            }),
          ),
        },
      },
    },
    async (request) => ok(request, await deposits.quote(request.params.id, request.query.received)),
  );

  app.post(
    '/deposits/:id/approve',
    {
      config: { access: 'deposits.review' },
      schema: {
        tags,
        security,
        summary:
          'Approves a pending deposit: credits the real book with the amount received ' +
          '(default: the claimed one), BTC and ETH at the current recorded price. Above ' +
          'deposit.fourEyesUsdt the first approval is recorded (the deposit stays pending) and ' +
          'a different staff member credits it; at most deposit.maxClaimUsdt per approval and ' +
          'deposit.dailyMaxUsdt per user in 24 hours.',
        params: idParams,
        body: z.strictObject({ received: amountText.optional() }, invalid).nullish(),
        response: { 200: envelope(staffDeposit) },
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
      config: { access: 'deposits.review' },
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
      config: { access: 'withdrawals.review' },
      schema: {
        tags,
        security,
        summary: 'Withdrawals by status (the queue: pending, oldest first)',
        description:
          'Above withdrawal.fourEyesUsdt (twoApprovers) a withdrawal takes two different staff ' +
          'members’ approvals; after the first it stays pending with firstApprovedBy set.',
        querystring: listWithdrawalsQuery,
        response: {
          200: envelope(withdrawalPage.extend({ items: z.array(staffWithdrawal) })),
        },
      },
    },
    async (request) =>
      ok(request, await withdrawals.listForStaff({ status: 'pending', ...request.query })),
  );

  app.post(
    '/withdrawals/:id/approve',
    {
      config: { access: 'withdrawals.review' },
      schema: {
        tags,
        security,
        summary: 'Approves a pending withdrawal for payout',
        description:
          'Above withdrawal.fourEyesUsdt the first approval is recorded and the withdrawal stays ' +
          'pending until a different staff member approves it (the same one: 10058).',
        params: idParams,
        response: { 200: envelope(staffWithdrawal) },
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
      config: { access: 'withdrawals.review' },
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
        config: { access: 'withdrawals.review' },
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
      config: { access: 'kyc.review' },
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
    '/kyc/:id/reject',
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

  // ---- files and audit -----------------------------------------------------------------------

  app.get(
    '/files/:key',
    {
      config: { access: 'files.view' },
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

  // ---- staff accounts ------------------------------------------------------------------------

  const staffAccount = z.object({
    id: z.number(),
    username: z.string(),
    email: z.string(),
    role: z.enum(STAFF_ROLES),
    status: z.enum(['active', 'disabled']),
    enrolled: z.boolean(),
    createdAt: z.string(),
    lastSignInAt: z.string().nullable(),
  });

  app.get(
    '/staff',
    {
      config: { access: 'staff.manage' },
      schema: {
        tags,
        security,
        summary: 'Staff accounts',
        response: { 200: envelope(z.object({ items: z.array(staffAccount) })) },
      },
    },
    async (request) => ok(request, { items: await service.listStaff() }),
  );

  app.post(
    '/staff',
    {
      config: { access: 'staff.manage' },
      schema: {
        tags,
        security,
        summary: 'Adds a staff member (they enrol their authenticator at the first sign-in)',
        body: z.strictObject(
          { username, email, password: newPassword, role: z.enum(STAFF_ROLES, invalid) },
          invalid,
        ),
        response: { 200: envelope(staffAccount) },
      },
    },
    async (request) =>
      ok(request, await service.createStaff(staffOf(request), request.body, request.ip)),
  );

  app.post(
    '/staff/:id',
    {
      config: { access: 'staff.manage' },
      schema: {
        tags,
        security,
        summary: 'Changes a staff member’s role or status, or clears their authenticator',
        description:
          'Disabling, a new role and a cleared authenticator end the member’s sessions. Nobody ' +
          'changes their own account; the last active superadmin cannot be demoted or disabled ' +
          '(10043).',
        params: idParams,
        body: z
          .strictObject(
            {
              role: z.enum(STAFF_ROLES, invalid).optional(),
              status: z.enum(['active', 'disabled'], invalid).optional(),
              resetTotp: z.literal(true, invalid).optional(),
              reason: reasonBody.shape.reason,
            },
            invalid,
          )
          .refine(
            (b) => b.role !== undefined || b.status !== undefined || b.resetTotp !== undefined,
            invalid,
          ),
        response: { 200: envelope(staffAccount) },
      },
    },
    async (request) => {
      const { reason, ...change } = request.body;
      return ok(
        request,
        await service.updateStaff(staffOf(request), request.params.id, change, reason, request.ip),
      );
    },
  );
}
