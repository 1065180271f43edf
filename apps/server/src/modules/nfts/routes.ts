import {
  Code,
  Paths,
  buyNftBody,
  buyNftResult,
  charityList,
  envelope,
  listMyNftQuery,
  listNftQuery,
  myNftPage,
  nftDetail,
  nftIdParams,
  nftImageParams,
  nftPage,
} from '@swx/contract';
import { requireRealBook } from '../../platform/http/book.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { idempotencyHeaders } from '../../platform/http/idempotency.js';
import { requestLanguage } from '../../platform/http/language.js';
import type { MoneyRequests } from '../../platform/http/money.js';
import type { ZodApp } from '../../platform/http/types.js';
import type { FileStore } from '../../platform/uploads/index.js';
import { authGuard, authOf, optionalAuth, type IdentityService } from '../identity/index.js';
import type { NftService } from './service.js';

/**
 * Charity NFTs (spec section 7): the market, an item, the charities and the artwork under
 * /index (public); bidding or buying (real book only: the demo book answers 10042) and the
 * caller's tokens and bids under /user.
 */
export function nftRoutes(
  app: ZodApp,
  deps: {
    identity: Pick<IdentityService, 'authenticate'>;
    nfts: NftService;
    money: MoneyRequests;
    store: FileStore;
  },
): void {
  const { nfts, money } = deps;
  const requireAuth = authGuard(deps.identity);
  const maybeAuth = optionalAuth(deps.identity);
  const security = [{ bearer: [] }];

  app.get(
    Paths.listNft,
    {
      schema: {
        tags: ['index'],
        summary:
          'The charity NFT market: items on sale first, with current bids, end times and what ' +
          'each gave its charity (from the ledger), and the public donation tally',
        querystring: listNftQuery,
        response: { 200: envelope(nftPage) },
      },
    },
    async (request) => ok(request, await nfts.list(request.query, requestLanguage(request))),
  );

  app.get(
    Paths.nftById,
    {
      onRequest: maybeAuth,
      schema: {
        tags: ['index'],
        summary: 'One NFT with its latest bids (bidders masked; a signed-in caller’s marked)',
        params: nftIdParams,
        response: { 200: envelope(nftDetail) },
      },
    },
    async (request) =>
      ok(
        request,
        await nfts.get(request.params.id, requestLanguage(request), request.auth?.user.id),
      ),
  );

  app.get(
    Paths.listCharity,
    {
      schema: {
        tags: ['index'],
        summary:
          'The charities NFTs support, with what they were given, paid and are still owed ' +
          '(sums of their ledger account)',
        response: { 200: envelope(charityList) },
      },
    },
    async (request) => ok(request, { items: await nfts.charities(requestLanguage(request)) }),
  );

  app.get(
    Paths.nftImage,
    {
      schema: {
        tags: ['index'],
        summary: 'An NFT’s artwork (re-encoded, without metadata)',
        params: nftImageParams,
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const bytes = (await nfts.isArtwork(key)) ? await deps.store.get(key) : undefined;
      if (!bytes) throw new AppError(Code.NOT_FOUND);
      return reply
        .type(key.endsWith('.png') ? 'image/png' : 'image/jpeg')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(bytes);
    },
  );

  app.post(
    Paths.buyNft,
    {
      onRequest: requireAuth,
      schema: {
        tags: ['user'],
        security,
        headers: idempotencyHeaders,
        summary:
          'Bids on an auction (the bid is held in the real balance until outbid or settled) ' +
          'or buys editions at the confirmed total (price × quantity). The demo book answers ' +
          '10042; an item not on sale 10020; a bid below the minimum or a malformed amount ' +
          '10016; a changed price 10067.',
        body: buyNftBody,
        response: { 200: envelope(buyNftResult) },
      },
    },
    async (request) => {
      requireRealBook(request);
      const language = requestLanguage(request);
      const answer = await money.run(
        request,
        Code.PURCHASE_SUCCESSFUL,
        JSON.stringify(request.body),
        (tx, userId) => nfts.buy(tx, userId, request.body, language),
      );
      await nfts.announce(answer.userId, request.body.id);
      return ok(request, answer.result, answer.code);
    },
  );

  app.get(
    Paths.listMyNft,
    {
      onRequest: requireAuth,
      schema: {
        tags: ['user'],
        security,
        summary:
          'The caller’s NFTs with their certificates (view=tokens, the default) or their bids ' +
          'with what each holds now (view=bids), newest first',
        querystring: listMyNftQuery,
        response: { 200: envelope(myNftPage) },
      },
    },
    async (request) =>
      ok(
        request,
        await nfts.mine(authOf(request).user.id, request.query, requestLanguage(request)),
      ),
  );
}
