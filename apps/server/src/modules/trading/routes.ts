import {
  Code,
  Paths,
  buyOptionsBody,
  closeContractBody,
  contractPosition,
  contractPositionPage,
  contractProduct,
  contractProductQuery,
  listContractOrderQuery,
  modifyContractBody,
  openContractBody,
  envelope,
  listOptionsOrderQuery,
  optionsOrder,
  optionsOrderPage,
  optionsProduct,
  optionsProductQuery,
} from '@swx/contract';
import { z } from 'zod';
import { bookOf } from '../../platform/http/book.js';
import { ok } from '../../platform/http/envelope.js';
import { idempotencyHeaders } from '../../platform/http/idempotency.js';
import type { MoneyRequests } from '../../platform/http/money.js';
import type { ZodApp } from '../../platform/http/types.js';
import { authGuard, authOf, type IdentityService } from '../identity/index.js';
import type { NotificationService } from '../notifications/index.js';
import type { ContractService } from './contracts.js';
import type { OptionsService } from './options.js';

const invalid = { error: String(Code.INVALID_PARAMS) };
const idParams = z.strictObject(
  { id: z.string(invalid).min(1, invalid).max(40, invalid) },
  invalid,
);

/** Options and leveraged contracts under /order (spec section 7, order group). Both books. */
export function tradingRoutes(
  app: ZodApp,
  deps: {
    identity: Pick<IdentityService, 'authenticate'>;
    options: OptionsService;
    contracts: ContractService;
    money: MoneyRequests;
    notifications: Pick<NotificationService, 'announce'>;
  },
): void {
  const { options, contracts, money, notifications } = deps;
  const requireAuth = authGuard(deps.identity);
  const tags = ['order'];
  const security = [{ bearer: [] }];

  app.get(
    Paths.optionsProduct,
    {
      schema: {
        tags,
        summary: 'The options product of an instrument: its periods, payout rates and stakes',
        querystring: optionsProductQuery,
        response: { 200: envelope(optionsProduct) },
      },
    },
    async (request) => ok(request, await options.product(request.query.code)),
  );

  app.post(
    Paths.buyOptions,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        headers: idempotencyHeaders,
        summary:
          'Opens an options contract in the book of X-Real-Account: the stake is held and the ' +
          'open tick recorded; settled by the first recorded tick at or after expiry. ' +
          'Answers 20004.',
        body: buyOptionsBody,
        response: { 200: envelope(optionsOrder) },
      },
    },
    async (request) => {
      const answer = await money.inBook(request, Code.PURCHASE_SUCCESSFUL, (tx, userId, book) =>
        options.buy(tx, userId, book, request.body),
      );
      return ok(request, answer.result, answer.code);
    },
  );

  app.get(
    Paths.optionsOrderById,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'One of the caller’s options contracts (another user’s answers 404)',
        params: idParams,
        response: { 200: envelope(optionsOrder) },
      },
    },
    async (request) => ok(request, await options.get(authOf(request).user.id, request.params.id)),
  );

  app.get(
    Paths.listOptionsOrder,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'The caller’s options contracts in the book of X-Real-Account, newest first',
        querystring: listOptionsOrderQuery,
        response: { 200: envelope(optionsOrderPage) },
      },
    },
    async (request) =>
      ok(request, await options.list(authOf(request).user.id, bookOf(request), request.query)),
  );

  app.get(
    Paths.contractProduct,
    {
      schema: {
        tags,
        summary:
          'The leveraged contract terms of an instrument: contract size, maximum leverage, ' +
          'fee rate, liquidation level, lots range, stop distance',
        querystring: contractProductQuery,
        response: { 200: envelope(contractProduct) },
      },
    },
    async (request) => ok(request, await contracts.product(request.query.code)),
  );

  app.post(
    Paths.openContract,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        headers: idempotencyHeaders,
        summary:
          'Opens a long or short position in the book of X-Real-Account: margin held, fee ' +
          'taken, optional stop loss and take profit. Answers 20004.',
        body: openContractBody,
        response: { 200: envelope(contractPosition) },
      },
    },
    async (request) => {
      const answer = await money.inBook(request, Code.PURCHASE_SUCCESSFUL, (tx, userId, book) =>
        contracts.open(tx, userId, book, request.body),
      );
      contracts.announce(answer.result.id);
      return ok(request, answer.result, answer.code);
    },
  );

  app.post(
    Paths.modifyContract,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        headers: idempotencyHeaders,
        summary: 'Changes the stop loss and take profit of an open position. Answers 20005.',
        body: modifyContractBody,
        response: { 200: envelope(contractPosition) },
      },
    },
    async (request) => {
      const result = await money.inBook(request, Code.MODIFIED, (tx, userId) =>
        contracts.modify(tx, userId, request.body),
      );
      contracts.announce(result.result.id);
      return ok(request, result.result, result.code);
    },
  );

  app.post(
    Paths.closeContract,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        headers: idempotencyHeaders,
        summary: 'Closes an open position at the current price',
        body: closeContractBody,
        response: { 200: envelope(contractPosition) },
      },
    },
    async (request) => {
      const result = await money.inBook(request, Code.OK, (tx, userId) =>
        contracts.closeByUser(tx, userId, request.body.id),
      );
      contracts.announce(result.result.id);
      notifications.announce(result.userId);
      return ok(request, result.result, result.code);
    },
  );

  app.get(
    Paths.contractOrderById,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'One of the caller’s positions (another user’s answers 404)',
        params: idParams,
        response: { 200: envelope(contractPosition) },
      },
    },
    async (request) => ok(request, await contracts.get(authOf(request).user.id, request.params.id)),
  );

  app.get(
    Paths.listContractOrder,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'The caller’s positions in the book of X-Real-Account, newest first',
        querystring: listContractOrderQuery,
        response: { 200: envelope(contractPositionPage) },
      },
    },
    async (request) =>
      ok(request, await contracts.list(authOf(request).user.id, bookOf(request), request.query)),
  );
}
