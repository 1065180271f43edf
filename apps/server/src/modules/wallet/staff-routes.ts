import {
  depositItem,
  envelope,
  listDepositsQuery,
  listWithdrawalsQuery,
  withdrawalItem,
} from '@swx/contract';
import {
  AdminPaths,
  approveDepositBody,
  completeWithdrawalBody,
  depositQuote,
  receivedQuery,
  staffDeposit,
  staffDepositPage,
  staffWithdrawal,
  staffWithdrawalPage,
} from '@swx/contract/admin';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { decider, idParams, reasonBody } from '../../platform/http/admin-request.js';
import { ok } from '../../platform/http/envelope.js';
import type { ZodApp } from '../../platform/http/types.js';
import type { NotificationService } from '../notifications/index.js';
import type { IdentityService } from '../identity/index.js';
import { staffOf, type Staff } from '../staff/index.js';
import type { DepositService } from './deposits.js';
import type { WithdrawalService } from './withdrawals.js';

/**
 * Staff's side of the wallet under /swx/admin: the deposit and withdrawal review queues and the
 * decisions on them (the rules they drive live beside them, in deposits.ts and withdrawals.ts).
 */
export function walletStaffRoutes(
  app: ZodApp,
  deps: {
    db: Db;
    deposits: DepositService;
    withdrawals: WithdrawalService;
    notifications: Pick<NotificationService, 'announce'>;
    identity: Pick<IdentityService, 'tellWithdrawalPaid'>;
  },
): void {
  const { deposits, withdrawals } = deps;
  const decide = decider(deps.db, deps.notifications);
  /** Runs the decision of the staff member behind `request` and answers the item decided. */
  const decided = async <T>(
    request: FastifyRequest,
    work: (tx: Db, staff: Staff) => Promise<{ item: T; userId: number }>,
    committed?: (decided: { item: T; userId: number }) => void,
  ) => {
    const staff = staffOf(request);
    return ok(request, await decide((tx) => work(tx, staff), committed));
  };
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  // ---- deposits ----------------------------------------------------------------------------

  app.get(
    AdminPaths.deposits,
    {
      config: { access: 'deposits.review' },
      schema: {
        tags,
        security,
        summary: 'Deposits by status (the review queue: pending, oldest first)',
        querystring: listDepositsQuery,
        response: {
          200: envelope(staffDepositPage),
        },
      },
    },
    async (request) =>
      ok(request, await deposits.listForStaff({ status: 'pending', ...request.query })),
  );

  app.get(
    AdminPaths.depositQuote,
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
        querystring: receivedQuery,
        response: { 200: envelope(depositQuote) },
      },
    },
    async (request) => ok(request, await deposits.quote(request.params.id, request.query.received)),
  );

  app.post(
    AdminPaths.approveDeposit,
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
        body: approveDepositBody,
        response: { 200: envelope(staffDeposit) },
      },
    },
    async (request) =>
      decided(request, (tx, staff) =>
        deposits.approve(tx, staff, request.params.id, request.body?.received, request.ip),
      ),
  );

  app.post(
    AdminPaths.rejectDeposit,
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
    async (request) =>
      decided(request, (tx, staff) =>
        deposits.reject(tx, staff, request.params.id, request.body.reason, request.ip),
      ),
  );

  // ---- withdrawals ---------------------------------------------------------------------------

  app.get(
    AdminPaths.withdrawals,
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
          200: envelope(staffWithdrawalPage),
        },
      },
    },
    async (request) =>
      ok(request, await withdrawals.listForStaff({ status: 'pending', ...request.query })),
  );

  app.post(
    AdminPaths.approveWithdrawal,
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
    async (request) =>
      decided(request, (tx, staff) =>
        withdrawals.approve(tx, staff, request.params.id, request.ip),
      ),
  );

  app.post(
    AdminPaths.completeWithdrawal,
    {
      config: { access: 'withdrawals.review' },
      schema: {
        tags,
        security,
        summary: 'Completes an approved withdrawal with the payout transaction hash',
        params: idParams,
        body: completeWithdrawalBody,
        response: { 200: envelope(withdrawalItem) },
      },
    },
    async (request) =>
      decided(
        request,
        (tx, staff) =>
          withdrawals.complete(tx, staff, request.params.id, request.body.payoutHash, request.ip),
        ({ item, userId }) => deps.identity.tellWithdrawalPaid(userId, item),
      ),
  );

  for (const [path, outcome, summary] of [
    [
      AdminPaths.rejectWithdrawal,
      'rejected',
      'Rejects a pending withdrawal; the hold returns to the real book',
    ],
    [
      AdminPaths.failWithdrawal,
      'failed',
      'Marks an approved withdrawal failed; the hold returns to the real book',
    ],
  ] as const) {
    app.post(
      path,
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
      async (request) =>
        decided(request, (tx, staff) =>
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
  }
}
