import { envelope } from '@swx/contract';
import { z } from 'zod';
import {
  AdminPaths,
  NFT_PAYOUT_MAX_USDT,
  charityAdminDetail,
  charityAdminDetailList,
  charityBody,
  charityPayout,
  charityPayoutBody,
  charityPayoutPage,
  charityPayoutsQuery,
  idParam,
  nftItemAdmin,
  nftItemAdminPage,
  nftItemBody,
  nftItemsQuery,
} from '@swx/contract/admin';
import type { Db } from '../../platform/db/client.js';
import { idParams, reasonBody } from '../../platform/http/admin-request.js';
import { ok } from '../../platform/http/envelope.js';
import { multipartBody, readImageForm } from '../../platform/http/multipart.js';
import type { ZodApp } from '../../platform/http/types.js';
import type { FileStore } from '../../platform/uploads/index.js';
import { actorOf } from '../staff/index.js';
import { CharityPayouts } from './payouts.js';
import type { NftService } from './service.js';
import { NftStaffCatalogue } from './staff-catalogue.js';

/** The artwork upload's file field. */
const ARTWORK_FILE = 'image';

/**
 * Charity NFTs in the back office: the charities with what they were given, paid and are owed,
 * and the payouts to them (payouts.ts; `ledger.adjust`, a second staff member approves); the
 * catalogue of charities and items with their artwork (staff-catalogue.ts; `config.manage`).
 */
export function nftStaffRoutes(
  app: ZodApp,
  deps: { db: Db; now: () => Date; nfts: Pick<NftService, 'charities'>; store: FileStore },
): void {
  const payouts = new CharityPayouts(deps);
  const catalogue = new NftStaffCatalogue({ ...deps, payouts });
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const config = { access: 'ledger.adjust' as const };
  const editing = { access: 'config.manage' as const };
  const charityId = idParam('id');

  app.get(
    AdminPaths.nftCharities,
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Charities with their texts, items and what they were given, paid out and are owed ' +
          '(from their ledger accounts), and the payouts waiting for approval',
        response: { 200: envelope(charityAdminDetailList) },
      },
    },
    async (request) => ok(request, { items: await catalogue.charities() }),
  );

  app.post(
    AdminPaths.nftCharities,
    {
      config: editing,
      schema: {
        tags,
        security,
        summary: 'Adds a charity (a slug already taken answers 10026)',
        body: charityBody,
        response: { 200: envelope(charityAdminDetail) },
      },
    },
    async (request) => ok(request, await catalogue.createCharity(actorOf(request), request.body)),
  );

  app.post(
    AdminPaths.nftCharity,
    {
      config: editing,
      schema: {
        tags,
        security,
        summary: 'Replaces a charity’s slug, site and texts',
        params: charityId,
        body: charityBody,
        response: { 200: envelope(charityAdminDetail) },
      },
    },
    async (request) =>
      ok(request, await catalogue.changeCharity(actorOf(request), request.params.id, request.body)),
  );

  app.get(
    AdminPaths.nftItems,
    {
      config: editing,
      schema: {
        tags,
        security,
        summary: 'Items, newest first, with their terms as stored, their sale so far and texts',
        querystring: nftItemsQuery,
        response: { 200: envelope(nftItemAdminPage) },
      },
    },
    async (request) => ok(request, await catalogue.items(request.query)),
  );

  app.post(
    AdminPaths.nftItems,
    {
      config: editing,
      schema: {
        tags,
        security,
        summary: 'Adds an item: an auction or editions of a charity (a slug taken: 10026)',
        body: nftItemBody,
        response: { 200: envelope(nftItemAdmin) },
      },
    },
    async (request) => ok(request, await catalogue.createItem(actorOf(request), request.body)),
  );

  app.post(
    AdminPaths.nftItem,
    {
      config: editing,
      schema: {
        tags,
        security,
        summary:
          'Replaces an item; once it has a bid, a sale or a settlement only its texts, ' +
          'creator, chain and order may change (10020)',
        params: idParams,
        body: nftItemBody,
        response: { 200: envelope(nftItemAdmin) },
      },
    },
    async (request) =>
      ok(request, await catalogue.changeItem(actorOf(request), request.params.id, request.body)),
  );

  app.post(
    AdminPaths.nftItemArtwork,
    {
      config: editing,
      schema: {
        tags,
        security,
        ...multipartBody,
        summary:
          'Sets an item’s artwork (multipart, a JPEG or PNG `image`): re-encoded in three ' +
          'sizes without metadata, replacing any before',
        params: idParams,
        response: { 200: envelope(nftItemAdmin) },
      },
    },
    async (request) => {
      const form = await readImageForm(request, z.strictObject({}), [ARTWORK_FILE]);
      return ok(
        request,
        await catalogue.artwork(
          actorOf(request),
          request.params.id,
          form.images[ARTWORK_FILE]!.bytes,
        ),
      );
    },
  );

  app.get(
    AdminPaths.nftPayouts,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Payouts to charities by status (pending: oldest first)',
        querystring: charityPayoutsQuery,
        response: { 200: envelope(charityPayoutPage) },
      },
    },
    async (request) => ok(request, await payouts.list(request.query)),
  );

  app.post(
    AdminPaths.nftPayouts,
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Records a transfer made to a charity with its reference; a different staff member ' +
          'approves it (beyond what the charity is owed: 10011; a reference already recorded: ' +
          '10026)',
        description: `At most ${NFT_PAYOUT_MAX_USDT} USDT.`,
        body: charityPayoutBody,
        response: { 200: envelope(charityPayout) },
      },
    },
    async (request) => ok(request, await payouts.request(actorOf(request), request.body)),
  );

  app.post(
    AdminPaths.approveNftPayout,
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Approves a pending payout: posts its journal from the charity’s account (not by ' +
          'whoever recorded it: 10058; beyond its balance: 10011)',
        params: idParams,
        response: { 200: envelope(charityPayout) },
      },
    },
    async (request) =>
      ok(request, await payouts.decide(actorOf(request), request.params.id, { approve: true })),
  );

  app.post(
    AdminPaths.rejectNftPayout,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Rejects a pending payout with a reason',
        params: idParams,
        body: reasonBody,
        response: { 200: envelope(charityPayout) },
      },
    },
    async (request) =>
      ok(
        request,
        await payouts.decide(actorOf(request), request.params.id, {
          approve: false,
          reason: request.body.reason,
        }),
      ),
  );
}
