import {
  Code,
  Paths,
  buyOptionsBody,
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
import type { Idempotency } from '../../platform/http/idempotency.js';
import type { ZodApp } from '../../platform/http/types.js';
import { authGuard, authOf } from '../identity/routes.js';
import type { IdentityService } from '../identity/service.js';
import type { OptionsService } from './options.js';

const invalid = { error: String(Code.INVALID_PARAMS) };
const idParams = z.strictObject({ id: z.string(invalid).max(40, invalid) }, invalid);

/** Options contracts under /order (spec section 7, order group). Both books trade. */
export function tradingRoutes(
  app: ZodApp,
  deps: {
    identity: Pick<IdentityService, 'authenticate'>;
    options: OptionsService;
    idempotency: Idempotency;
  },
): void {
  const { options, idempotency } = deps;
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
        summary:
          'Opens an options contract in the book of X-Real-Account: the stake is held and the ' +
          'open tick recorded; settled by the first recorded tick at or after expiry. ' +
          'Answers 20004.',
        body: buyOptionsBody,
        response: { 200: envelope(optionsOrder) },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      const book = bookOf(request);
      const answer = await idempotency.run(
        request,
        userId,
        `${book}\n${JSON.stringify(request.body)}`,
        async (tx) => ({
          code: Code.PURCHASE_SUCCESSFUL,
          result: await options.buy(tx, userId, book, request.body),
        }),
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
}
