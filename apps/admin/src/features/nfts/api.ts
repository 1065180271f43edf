import {
  AdminPaths,
  adminPath,
  charityAdminDetail,
  charityAdminDetailList,
  charityAdminList,
  charityPayout,
  charityPayoutPage,
  nftItemAdmin,
  nftItemAdminPage,
  type CharityAdmin,
  type CharityAdminDetail,
  type CharityBody,
  type CharityPayout,
  type CharityPayoutBody,
  type NftItemAdmin,
  type NftItemBody,
} from '@swx/contract/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, queryString } from '../../lib/api';

/** Charity NFTs' back office shapes are the contract's (amounts decimal strings in USDT). */
export type {
  CharityAdmin,
  CharityAdminDetail,
  CharityBody,
  CharityPayout,
  CharityPayoutBody,
  NftItemAdmin,
  NftItemBody,
};
export type PayoutStatus = CharityPayout['status'];

/**
 * Payouts change the charities' figures: both live under one key. The catalogue (charities
 * with their texts, items) under another; a change to it reloads everything under `all`, the
 * payouts tab's charities too.
 */
export const nftKeys = {
  all: ['nfts'] as const,
  payouts: ['nfts', 'payouts'] as const,
  catalogue: ['nfts', 'catalogue'] as const,
};

export function charitiesQuery() {
  return queryOptions({
    queryKey: [...nftKeys.payouts, 'charities'],
    queryFn: ({ signal }) =>
      api('GET', AdminPaths.nftCharities, { signal, schema: charityAdminList }),
  });
}

export function payoutsQuery(status: PayoutStatus, page: number) {
  return queryOptions({
    queryKey: [...nftKeys.payouts, status, page],
    queryFn: ({ signal }) =>
      api('GET', `${AdminPaths.nftPayouts}${queryString({ status, page, pageSize: 50 })}`, {
        signal,
        schema: charityPayoutPage,
      }),
    placeholderData: keepPreviousData,
  });
}

export function requestPayout(body: CharityPayoutBody): Promise<CharityPayout> {
  return api('POST', AdminPaths.nftPayouts, { body, schema: charityPayout });
}

export function decidePayout(
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<CharityPayout> {
  return decision.approve
    ? api('POST', adminPath(AdminPaths.approveNftPayout, { id }), { schema: charityPayout })
    : api('POST', adminPath(AdminPaths.rejectNftPayout, { id }), {
        body: { reason: decision.reason },
        schema: charityPayout,
      });
}

// ---- the catalogue ----------------------------------------------------------------------------

/** The charities with their texts in every language (the catalogue's charity form edits them). */
export function catalogueCharitiesQuery() {
  return queryOptions({
    queryKey: [...nftKeys.catalogue, 'charities'],
    queryFn: ({ signal }) =>
      api('GET', AdminPaths.nftCharities, { signal, schema: charityAdminDetailList }),
  });
}

/** Items, newest first, of one charity (null: all). */
export function itemsQuery(charity: number | null, page: number) {
  return queryOptions({
    queryKey: [...nftKeys.catalogue, 'items', charity, page],
    queryFn: ({ signal }) =>
      api('GET', `${AdminPaths.nftItems}${queryString({ charity, page, pageSize: 50 })}`, {
        signal,
        schema: nftItemAdminPage,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Creates a charity (`id` null) or replaces one's slug, site and texts. */
export function saveCharity(id: number | null, body: CharityBody): Promise<CharityAdminDetail> {
  const path =
    id === null ? AdminPaths.nftCharities : adminPath(AdminPaths.nftCharity, { id: String(id) });
  return api('POST', path, { body, schema: charityAdminDetail });
}

/** Creates an item (`id` null) or replaces one (its terms only while it is not locked). */
export function saveItem(id: string | null, body: NftItemBody): Promise<NftItemAdmin> {
  const path = id === null ? AdminPaths.nftItems : adminPath(AdminPaths.nftItem, { id });
  return api('POST', path, { body, schema: nftItemAdmin });
}

/** The artwork upload's file field (apps/server/src/modules/nfts/staff-routes.ts). */
export const ARTWORK_FIELD = 'image';

/** Sets item `id`'s artwork: `file` (a JPEG or a PNG) sent as multipart. */
export function uploadArtwork(id: string, file: File): Promise<NftItemAdmin> {
  const form = new FormData();
  form.append(ARTWORK_FIELD, file);
  return api('POST', adminPath(AdminPaths.nftItemArtwork, { id }), {
    body: form,
    schema: nftItemAdmin,
  });
}
