import type { NFT_LIST_FILTERS, MY_NFT_VIEWS } from '@swx/contract';

/** What the market shows: one of the filters (or all), one charity's items (or all), a page. */
export interface MarketFilter {
  status: (typeof NFT_LIST_FILTERS)[number] | undefined;
  charity: number | undefined;
  page: number;
}

export type MyNftView = (typeof MY_NFT_VIEWS)[number];

/**
 * React Query keys of charity NFTs. Texts come in the reader's language, so the public lists
 * carry it; all start with `nfts`: a bid or a purchase refreshes them all at once.
 */
export const nftKeys = {
  all: ['nfts'] as const,
  market: (language: string, filter: MarketFilter, pageSize: number) =>
    [
      'nfts',
      'market',
      language,
      filter.status ?? 'all',
      filter.charity ?? 'all',
      filter.page,
      pageSize,
    ] as const,
  item: (language: string, id: string) => ['nfts', 'item', language, id] as const,
  charities: (language: string) => ['nfts', 'charities', language] as const,
  mine: (view: MyNftView, page: number, pageSize: number) =>
    ['nfts', 'mine', view, page, pageSize] as const,
};
