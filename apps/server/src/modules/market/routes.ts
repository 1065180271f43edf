import {
  Code,
  LIVE_PATH,
  Paths,
  envelope,
  klineQuery,
  klineResult,
  marketInfo,
  marketInfoParams,
  marketList,
  watchlistBody,
  watchlistResult,
  marketListQuery,
  type MarketTypeId,
} from '@swx/contract';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { requestLanguage } from '../../platform/http/language.js';
import type { ZodApp } from '../../platform/http/types.js';
import { authGuard, authOf, type IdentityService } from '../identity/index.js';
import type { InstrumentState } from './engine.js';
import type { LiveHub } from './live.js';
import type { MarketService } from './service.js';

/** The index group's market paths (spec section 7), the watchlist and the live channel. */
export function marketRoutes(
  app: ZodApp,
  service: MarketService,
  identity: Pick<IdentityService, 'authenticate'>,
): void {
  const tags = ['index'];

  // The busiest call of the site: its JSON is built once per language and kept until a tick
  // of that market type arrives.
  const versions = new Map<MarketTypeId, number>();
  const cache = new Map<string, { version: number; json: string }>();
  service.engine.listen({
    onTicks(ticked: readonly InstrumentState[]) {
      for (const s of ticked) versions.set(s.type, (versions.get(s.type) ?? 0) + 1);
    },
    onStatus(changed: readonly InstrumentState[]) {
      for (const s of changed) versions.set(s.type, (versions.get(s.type) ?? 0) + 1);
    },
  });

  app.get(
    Paths.listMarketByType,
    {
      schema: {
        tags,
        summary:
          'Instruments of a market type (1 forex, 2 crypto, 3 stocks, 4 futures, 5 metal) with ' +
          'the latest price, 24-hour change and recent prices',
        querystring: marketListQuery,
        response: { 200: envelope(marketList) },
      },
    },
    async (request, reply) => {
      const { type } = request.query;
      const language = requestLanguage(request);
      const key = `${type}:${language}`;
      const version = versions.get(type) ?? 0;
      let entry = cache.get(key);
      if (!entry || entry.version !== version) {
        entry = { version, json: JSON.stringify(ok(request, service.list(type))) };
        cache.set(key, entry);
      }
      // A string with a JSON content type is sent as it is (already serialised).
      return reply.type('application/json; charset=utf-8').send(entry.json as never);
    },
  );

  app.get(
    Paths.marketInfo,
    {
      schema: {
        tags,
        summary: 'One instrument with 24-hour open, high, low and volume, quote and trading hours',
        params: marketInfoParams,
        response: { 200: envelope(marketInfo) },
      },
    },
    async (request) => ok(request, service.info(request.params.id)),
  );

  app.get(
    Paths.kline,
    {
      schema: {
        tags,
        summary:
          'Candles of an instrument, oldest first: the latest `limit` (at most 1000) in the ' +
          'range; page back with `endTime`',
        querystring: klineQuery,
        response: { 200: envelope(klineResult) },
      },
    },
    async (request) => ok(request, await service.klines(request.query)),
  );

  app.get(
    Paths.marketLogo,
    {
      schema: {
        tags,
        summary: 'An instrument’s logo (SVG)',
        params: z.strictObject({ file: z.string().max(40) }),
      },
    },
    async (request, reply) => {
      const svg = await service.logo(request.params.file);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );

  const requireAuth = authGuard(identity);
  const userTags = ['user'];

  app.get(
    Paths.listWatchlist,
    {
      onRequest: requireAuth,
      schema: {
        tags: userTags,
        summary: 'The caller’s favourite instruments (ids, oldest first)',
        security: [{ bearer: [] }],
        response: { 200: envelope(watchlistResult) },
      },
    },
    async (request) => ok(request, { ids: await service.watchlist(authOf(request).user.id) }),
  );

  app.post(
    Paths.addWatchlist,
    {
      onRequest: requireAuth,
      schema: {
        tags: userTags,
        summary: 'Adds an instrument to the caller’s favourites (at most 200)',
        security: [{ bearer: [] }],
        body: watchlistBody,
        response: { 200: envelope(watchlistResult) },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      await service.addToWatchlist(userId, request.body.id);
      return ok(request, { ids: await service.watchlist(userId) });
    },
  );

  app.post(
    Paths.removeWatchlist,
    {
      onRequest: requireAuth,
      schema: {
        tags: userTags,
        summary: 'Removes an instrument from the caller’s favourites',
        security: [{ bearer: [] }],
        body: watchlistBody,
        response: { 200: envelope(watchlistResult) },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      await service.removeFromWatchlist(userId, request.body.id);
      return ok(request, { ids: await service.watchlist(userId) });
    },
  );
}

/** The live channel's WebSocket endpoint (at the root, beside the API prefix). */
export function liveRoute(app: ZodApp, hub: LiveHub): void {
  app.get(
    LIVE_PATH,
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        if (!hub.admits(request.ip)) throw new AppError(Code.TOO_MANY_ATTEMPTS);
      },
    },
    // request.socket is the upgraded connection that the WebSocket wraps.
    (socket, request) => hub.attach(socket, request.socket, request.ip, requestLanguage(request)),
  );
}
