import {
  Code,
  LOAN_SIGNATURE_FILE,
  Paths,
  envelope,
  listLoanRecordQuery,
  loanAgreement,
  loanApplicationFields,
  loanDetail,
  loanIdParams,
  loanPage,
  loanProductList,
  loanQuote,
  loanQuoteBody,
  repayLoanBody,
} from '@swx/contract';
import type { FastifyRequest } from 'fastify';
import { requireRealBook } from '../../platform/http/book.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { idempotencyHeaders } from '../../platform/http/idempotency.js';
import { requestLanguage } from '../../platform/http/language.js';
import type { MoneyRequests } from '../../platform/http/money.js';
import { multipartBody, readImageForm, withStoredImages } from '../../platform/http/multipart.js';
import type { ZodApp } from '../../platform/http/types.js';
import { hasInk, servingHeaders, type FileStore } from '../../platform/uploads/index.js';
import type { UploadQuota } from '../../platform/uploads/quota.js';
import { authGuard, authOf, type IdentityService } from '../identity/index.js';
import type { NotificationService } from '../notifications/index.js';
import type { LoanService } from './service.js';

/**
 * Loans under /user (spec section 7; docs/adr/0025): the products with the caller's standing,
 * a quote with the agreement to sign, the signed application (multipart, with the drawn
 * signature), the caller's loans, a repayment, and the agreement as signed. Real book only:
 * the demo book answers 10042.
 */
export function loanRoutes(
  app: ZodApp,
  deps: {
    identity: Pick<IdentityService, 'authenticate'>;
    loans: LoanService;
    money: MoneyRequests;
    notifications: Pick<NotificationService, 'announce'>;
    store: FileStore;
    uploads: UploadQuota;
  },
): void {
  const { loans, money, notifications, store, uploads } = deps;
  const requireAuth = authGuard(deps.identity);
  const tags = ['user'];
  const security = [{ bearer: [] }];
  const userOf = (request: FastifyRequest) => authOf(request).user.id;

  app.get(
    Paths.listLoanProduct,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary:
          'Loan products in the reader’s language with the terms, daily rate, interest-free ' +
          'days and limits per level, and the caller’s standing (level, loans open, pool)',
        response: { 200: envelope(loanProductList) },
      },
    },
    async (request) => ok(request, await loans.products(userOf(request), requestLanguage(request))),
  );

  app.post(
    Paths.loanQuote,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary:
          'What a loan would cost (interest, repayment amount and date, interest-free days), ' +
          'the applicant details from the verified KYC record and the agreement to sign, with ' +
          'its SHA-256; refuses what could not be signed (10022, 10023, 10070–10074)',
        body: loanQuoteBody,
        response: { 200: envelope(loanQuote) },
      },
    },
    async (request) => {
      requireRealBook(request);
      const { kycId: _kyc, ...quote } = await loans.quote(
        userOf(request),
        request.body,
        requestLanguage(request),
      );
      return ok(request, quote);
    },
  );

  app.post(
    Paths.loan,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        headers: idempotencyHeaders,
        ...multipartBody,
        summary:
          'Applies for a loan (multipart: productId, amount, days, agreementVersion, ' +
          'agreementSha256, detailsConfirmed and the drawn signature image `signature`); ' +
          'unsigned answers 10075, a changed agreement 10067. Answers 20001.',
        response: { 200: envelope(loanDetail) },
      },
    },
    async (request) => {
      requireRealBook(request);
      const userId = userOf(request);
      await uploads.take(userId, 1);
      const form = await readImageForm(request, loanApplicationFields, [LOAN_SIGNATURE_FILE]).catch(
        (error: unknown) => {
          if (error instanceof AppError && error.code === Code.IMAGE_REQUIRED) {
            throw new AppError(Code.LOAN_NOT_SIGNED);
          }
          throw error;
        },
      );
      const signature = form.images[LOAN_SIGNATURE_FILE]!;
      if (!(await hasInk(signature))) throw new AppError(Code.LOAN_NOT_SIGNED);
      const language = requestLanguage(request);
      const answer = await money.run(request, Code.SUBMITTED_FOR_REVIEW, form.fingerprint, (tx) =>
        withStoredImages(store, form.images, (keys) =>
          loans.apply(
            tx,
            userId,
            form.fields,
            { key: keys[LOAN_SIGNATURE_FILE]!, ip: request.ip },
            language,
          ),
        ),
      );
      return ok(request, answer.result, answer.code);
    },
  );

  app.get(
    Paths.listLoanRecord,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'The caller’s loans, newest first, optionally of one status',
        querystring: listLoanRecordQuery,
        response: { 200: envelope(loanPage) },
      },
    },
    async (request) =>
      ok(request, await loans.list(userOf(request), request.query, requestLanguage(request))),
  );

  app.get(
    Paths.loanById,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'One of the caller’s loans with its repayments (another’s answers 404)',
        params: loanIdParams,
        response: { 200: envelope(loanDetail) },
      },
    },
    async (request) =>
      ok(request, await loans.get(userOf(request), request.params.id, requestLanguage(request))),
  );

  app.post(
    Paths.repayLoan,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        headers: idempotencyHeaders,
        summary:
          'Repays part or all of the caller’s disbursed loan from the real available balance ' +
          '(interest to date first, then principal; more than is owed answers 10061)',
        body: repayLoanBody,
        response: { 200: envelope(loanDetail) },
      },
    },
    async (request) => {
      requireRealBook(request);
      const language = requestLanguage(request);
      const answer = await money.run(request, Code.OK, JSON.stringify(request.body), (tx, userId) =>
        loans.repay(tx, userId, request.body, language),
      );
      notifications.announce(answer.userId);
      return ok(request, answer.result, answer.code);
    },
  );

  app.get(
    Paths.loanAgreement,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary:
          'The agreement of one of the caller’s loans as signed: the text, its SHA-256, the ' +
          'signature image’s key, the time and address of the signing',
        params: loanIdParams,
        response: { 200: envelope(loanAgreement) },
      },
    },
    async (request) => ok(request, await loans.agreement(userOf(request), request.params.id)),
  );

  app.get(
    Paths.loanSignature,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'The signature image of one of the caller’s loans (another’s answers 404)',
        params: loanIdParams,
      },
    },
    async (request, reply) => {
      const { signatureKey } = await loans.agreement(userOf(request), request.params.id);
      const bytes = await store.get(signatureKey);
      if (!bytes) throw new AppError(Code.NOT_FOUND);
      return reply
        .headers(servingHeaders(signatureKey, { disposition: 'inline', name: 'signature' }))
        .send(bytes);
    },
  );
}
