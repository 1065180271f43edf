import {
  Code,
  Paths,
  depositItem,
  depositNetworksResult,
  depositPage,
  envelope,
  identificationFields,
  KYC_PHOTOS,
  identificationStatus,
  listDepositsQuery,
  listWithdrawalsQuery,
  rechargeFields,
  withdrawalBody,
  withdrawalItem,
  withdrawalPage,
  withdrawalQuote,
  withdrawalQuoteQuery,
} from '@swx/contract';
import { z } from 'zod';
import { requireRealBook } from '../../platform/http/book.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { idempotencyHeaders } from '../../platform/http/idempotency.js';
import type { MoneyRequests } from '../../platform/http/money.js';
import { multipartBody, readImageForm, withStoredImages } from '../../platform/http/multipart.js';
import type { ZodApp } from '../../platform/http/types.js';
import { isUploadKey, servingHeaders, type FileStore } from '../../platform/uploads/index.js';
import type { UploadQuota } from '../../platform/uploads/quota.js';
import {
  authGuard,
  authOf,
  requestContext,
  type IdentityService,
  type TwoFactor,
} from '../identity/index.js';
import type { KycService } from '../kyc/index.js';
import type { NotificationService } from '../notifications/index.js';
import type { DepositService } from './deposits.js';
import type { WithdrawalService } from './withdrawals.js';

/** Deposits, identity verification and the owner's files (spec section 7, user group). */
export function walletRoutes(
  app: ZodApp,
  deps: {
    identity: Pick<IdentityService, 'authenticate' | 'tellWithdrawalRequested'>;
    deposits: DepositService;
    withdrawals: WithdrawalService;
    kyc: KycService;
    store: FileStore;
    uploads: UploadQuota;
    money: MoneyRequests;
    notifications: Pick<NotificationService, 'announce'>;
    twoFactor: Pick<TwoFactor, 'require'>;
  },
): void {
  const { deposits, withdrawals, kyc, store, uploads, money, notifications } = deps;
  const requireAuth = authGuard(deps.identity);
  const tags = ['user'];
  const security = [{ bearer: [] }];

  app.get(
    Paths.listDepositNetworks,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Deposit networks with the platform’s receiving address and the minimum',
        response: { 200: envelope(depositNetworksResult) },
      },
    },
    async (request) => ok(request, { networks: await deposits.networks() }),
  );

  app.post(
    Paths.recharge,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        headers: idempotencyHeaders,
        ...multipartBody,
        summary:
          'Claims a crypto deposit (multipart: network, amount, txHash, last6 and the proof ' +
          'image `proof`); real book only; credited after review. Answers 20002.',
        response: { 200: envelope(depositItem) },
      },
    },
    async (request) => {
      requireRealBook(request);
      const userId = authOf(request).user.id;
      await uploads.take(userId, 1);
      const form = await readImageForm(request, rechargeFields, ['proof']);
      const claim = await deposits.validate(form.fields);
      const answer = await money.run(request, Code.RECHARGE_SUBMITTED, form.fingerprint, (tx) =>
        withStoredImages(store, form.images, (keys) =>
          deposits.claim(tx, userId, claim, keys.proof!),
        ),
      );
      return ok(request, answer.result, answer.code);
    },
  );

  app.get(
    Paths.listRecharge,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'The caller’s deposits, newest first, by status and network',
        querystring: listDepositsQuery,
        response: { 200: envelope(depositPage) },
      },
    },
    async (request) => ok(request, await deposits.list(request.query, authOf(request).user.id)),
  );

  app.get(
    Paths.withdrawalQuote,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary:
          'The fee, the amount received and the USDT it costs, before confirming; for BTC and ' +
          'ETH at the recorded price, with a signed quoteId that the request sends back',
        querystring: withdrawalQuoteQuery,
        response: { 200: envelope(withdrawalQuote) },
      },
    },
    async (request) =>
      ok(
        request,
        await withdrawals.quote(
          authOf(request).user.id,
          request.query.network,
          request.query.amount,
        ),
      ),
  );

  app.post(
    Paths.withdrawal,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        headers: idempotencyHeaders,
        summary:
          'Requests a withdrawal (verified identity, real book); the USDT it costs, fee ' +
          'included, is held until the payout. BTC and ETH send the quoteId of the quote ' +
          'confirmed and are held at its terms, or refused (10065, 10066, 10067). Answers 20003.',
        body: withdrawalBody,
        response: { 200: envelope(withdrawalItem) },
      },
    },
    async (request) => {
      requireRealBook(request);
      const { user } = authOf(request);
      const userId = user.id;
      const { twoFactorCode, ...order } = request.body;
      withdrawals.validate(order);
      // Real book only: the order alone is what a retry must repeat (a retry after the
      // answer was lost may carry a newer code: the stored answer is given without one).
      const answer = await money.run(
        request,
        Code.WITHDRAWAL_SUBMITTED,
        JSON.stringify(order),
        async (tx) => {
          await deps.twoFactor.require(tx, userId, twoFactorCode);
          return withdrawals.request(tx, userId, order);
        },
      );
      notifications.announce(userId);
      // Mailed once, for the request that made it (a retry answered from storage is not).
      if (!answer.replayed) {
        deps.identity.tellWithdrawalRequested(user, requestContext(request), answer.result);
      }
      return ok(request, answer.result, answer.code);
    },
  );

  app.get(
    Paths.listWithdrawal,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'The caller’s withdrawals, newest first',
        querystring: listWithdrawalsQuery,
        response: { 200: envelope(withdrawalPage) },
      },
    },
    async (request) => ok(request, await withdrawals.list(request.query, authOf(request).user.id)),
  );

  app.post(
    Paths.identification,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        headers: idempotencyHeaders,
        ...multipartBody,
        summary:
          'Submits identity verification (multipart: the applicant fields and the photos ' +
          '`front`, `back`, `hand`); reviewed within 48 hours. Answers 20001.',
        response: { 200: envelope(identificationStatus) },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      await kyc.assertCanSubmit(userId);
      await uploads.take(userId, KYC_PHOTOS.length);
      const form = await readImageForm(request, identificationFields, KYC_PHOTOS);
      kyc.validate(form.fields);
      const answer = await money.run(request, Code.SUBMITTED_FOR_REVIEW, form.fingerprint, (tx) =>
        withStoredImages(store, form.images, (keys) =>
          kyc.submit(tx, userId, form.fields, {
            front: keys.front!,
            back: keys.back!,
            hand: keys.hand!,
          }),
        ),
      );
      return ok(request, answer.result, answer.code);
    },
  );

  app.get(
    Paths.getIdentification,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'The caller’s identity verification status',
        response: { 200: envelope(identificationStatus) },
      },
    },
    async (request) => ok(request, await kyc.status(authOf(request).user.id)),
  );

  app.get(
    Paths.userFile,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'One of the caller’s uploaded images (a proof or a KYC photo); 404 otherwise',
        params: z.strictObject({ key: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const userId = authOf(request).user.id;
      const { key } = request.params;
      const mine =
        isUploadKey(key) &&
        ((await deposits.ownsFile(userId, key)) || (await kyc.ownsFile(userId, key)));
      const bytes = mine ? await store.get(key) : undefined;
      if (!bytes) throw new AppError(Code.NOT_FOUND);
      return reply.headers(servingHeaders(key)).send(bytes);
    },
  );
}
