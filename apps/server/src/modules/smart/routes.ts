import {
  Code,
  Paths,
  buySmartBody,
  envelope,
  exitSmartBody,
  listSmartOrderQuery,
  smartExitQuote,
  smartOrder,
  smartOrderDetail,
  smartOrderIdParams,
  smartOrderPage,
  smartProductList,
} from '@swx/contract';
import { requireRealBook } from '../../platform/http/book.js';
import { ok } from '../../platform/http/envelope.js';
import { idempotencyHeaders } from '../../platform/http/idempotency.js';
import { requestLanguage } from '../../platform/http/language.js';
import type { MoneyRequests } from '../../platform/http/money.js';
import type { ZodApp } from '../../platform/http/types.js';
import type { Db } from '../../platform/db/client.js';
import { authGuard, authOf, type IdentityService } from '../identity/index.js';
import type { NotificationService } from '../notifications/index.js';
import { listProducts } from './products.js';
import type { SmartService } from './service.js';

/**
 * Smart plans under /order (spec section 7): the products (public), buying (real book only:
 * the demo book answers 10042), the caller's plans and an early exit at a quoted amount.
 */
export function smartRoutes(
  app: ZodApp,
  deps: {
    db: Db;
    identity: Pick<IdentityService, 'authenticate'>;
    smart: SmartService;
    money: MoneyRequests;
    notifications: Pick<NotificationService, 'announce'>;
  },
): void {
  const { smart, money, notifications } = deps;
  const requireAuth = authGuard(deps.identity);
  const tags = ['order'];
  const security = [{ bearer: [] }];

  app.get(
    Paths.listSmartProduct,
    {
      schema: {
        tags,
        summary:
          'Smart plans on sale, in the reader’s language: term, range, daily and annual rate ' +
          '(a fixed rate the operator pays from its reserve), payout, penalty, capacity left',
        response: { 200: envelope(smartProductList) },
      },
    },
    async (request) =>
      ok(request, { items: await listProducts(deps.db, requestLanguage(request)) }),
  );

  app.post(
    Paths.buySmart,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        headers: idempotencyHeaders,
        summary:
          'Buys a smart plan in the real book (the demo book answers 10042): the principal ' +
          'and the whole interest the plan can pay are set aside at once. Answers 20004.',
        body: buySmartBody,
        response: { 200: envelope(smartOrder) },
      },
    },
    async (request) => {
      requireRealBook(request);
      const language = requestLanguage(request);
      const answer = await money.run(
        request,
        Code.PURCHASE_SUCCESSFUL,
        JSON.stringify(request.body),
        (tx, userId) => smart.buy(tx, userId, request.body, language),
      );
      notifications.announce(answer.userId);
      return ok(request, answer.result, answer.code);
    },
  );

  app.get(
    Paths.listSmartOrder,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'The caller’s smart plans, newest first, optionally of one status',
        querystring: listSmartOrderQuery,
        response: { 200: envelope(smartOrderPage) },
      },
    },
    async (request) =>
      ok(
        request,
        await smart.list(authOf(request).user.id, request.query, requestLanguage(request)),
      ),
  );

  app.get(
    Paths.smartOrderById,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'One of the caller’s plans with one line per day accrued (another’s answers 404)',
        params: smartOrderIdParams,
        response: { 200: envelope(smartOrderDetail) },
      },
    },
    async (request) =>
      ok(
        request,
        await smart.get(authOf(request).user.id, request.params.id, requestLanguage(request)),
      ),
  );

  app.get(
    Paths.smartExitQuote,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary:
          'What an early exit of the caller’s earning plan pays now: principal less the ' +
          'penalty plus unpaid interest; valid until the next accrual',
        params: smartOrderIdParams,
        response: { 200: envelope(smartExitQuote) },
      },
    },
    async (request) =>
      ok(request, await smart.exitQuote(authOf(request).user.id, request.params.id)),
  );

  app.post(
    Paths.exitSmart,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        headers: idempotencyHeaders,
        summary:
          'Exits the caller’s earning plan at the quoted figures (a changed quote answers ' +
          '10067 with the new one).',
        body: exitSmartBody,
        response: { 200: envelope(smartOrder) },
      },
    },
    async (request) => {
      requireRealBook(request);
      const answer = await money.run(request, Code.OK, JSON.stringify(request.body), (tx, userId) =>
        smart.exit(tx, userId, request.body),
      );
      await smart.afterExit(answer.userId);
      return ok(request, answer.result, answer.code);
    },
  );
}
