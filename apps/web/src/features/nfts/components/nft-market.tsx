import { NFT_LIST_FILTERS, type NftItem, type NftPage } from '@swx/contract';
import { HandHeart, HeartHandshake } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Usdt } from '../../../components/trade/parts';
import { Card } from '../../../components/ui/card';
import { Chips } from '../../../components/ui/chips';
import { PagedList, type PagedQuery } from '../../../components/ui/paged-list';
import { Skeleton } from '../../../components/ui/skeleton';
import { MARKET_PAGE_SIZE } from '../api/list-nfts';
import type { MarketFilter } from '../api/keys';
import { Artwork, Countdown, NftStatusBadge, PriceLine, SampleBadge } from './nft-parts';

/** The address of an item's page. */
export const nftHref = (id: string) => `/nfts/detail?id=${encodeURIComponent(id)}`;
/** The address of a charity's page (all of them without an id). */
export const charityHref = (id?: number) =>
  id === undefined ? '/nfts/charity' : `/nfts/charity?id=${id}`;

/** The artwork's drawn width in the grid: two columns on a phone, four on the desktop. */
const CARD_SIZES = '(min-width: 1001px) 300px, 50vw';

/**
 * The public tally: every charity's donations summed from the ledger (the market's `donated`),
 * with the way to the charities.
 */
export function DonationTally({ donated }: { donated: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-3 p-4 desk:flex-row desk:items-center desk:justify-between desk:p-5">
      <div className="flex items-start gap-3">
        <HandHeart aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent" />
        <div className="flex flex-col gap-0.5">
          <span className="text-sm text-fg-muted">{t('nfts.tally.label')}</span>
          {donated === undefined ? (
            <Skeleton className="h-7 w-40" />
          ) : (
            <Usdt
              value={donated}
              testId="nft-tally"
              className="text-xl font-semibold text-fg desk:text-2xl"
            />
          )}
          <span className="text-xs text-fg-muted">{t('nfts.tally.note')}</span>
        </div>
      </div>
      <Link
        to={charityHref()}
        className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-medium text-accent-text hover:underline desk:min-h-0 desk:self-center"
        data-testid="nft-charities-link"
      >
        <HeartHandshake aria-hidden="true" className="size-4" />
        {t('nfts.tally.charities')}
      </Link>
    </Card>
  );
}

export type MarketStatus = 'all' | (typeof NFT_LIST_FILTERS)[number];

/** Live, upcoming, ended or all (the `status` of the address). */
export function MarketFilters({
  value,
  onChange,
}: {
  value: MarketStatus;
  onChange(value: MarketStatus): void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Chips<MarketStatus>
      legend={t('nfts.filters.legend')}
      name="nft-status"
      testId="nft-filters"
      value={value}
      onChange={onChange}
      options={(['all', ...NFT_LIST_FILTERS] as const).map((status) => ({
        value: status,
        label: t(`nfts.filters.${status}`),
        dir: i18n.dir(),
      }))}
    />
  );
}

/** The status of the address as a filter: anything else is all. */
export function marketStatusOf(value: string | null): MarketFilter['status'] {
  return NFT_LIST_FILTERS.find((status) => status === value);
}

/**
 * A page of items as a grid of cards (two columns on a phone, four on the desktop), with the
 * states every list has, and the pager.
 */
export function NftGrid({
  query,
  page,
  onPageChange,
  empty,
}: {
  query: PagedQuery<NftItem> & { data: NftPage | undefined };
  page: number;
  onPageChange(page: number): void;
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PagedList
      query={query}
      page={page}
      pageSize={MARKET_PAGE_SIZE}
      onPage={onPageChange}
      loadFailed={t('nfts.market.loadError')}
      pagination={t('nfts.market.pages')}
      skeleton={<GridSkeleton />}
      empty={
        <Card className="p-5 text-sm text-fg-muted" data-testid="nft-market-empty">
          {empty}
        </Card>
      }
      pageEmpty={{
        text: t('nfts.market.pageEmpty'),
        firstPage: t('nfts.market.firstPage'),
        testId: 'nft-market-empty',
      }}
    >
      {(items) => (
        <ul className="grid grid-cols-2 gap-3 desk:grid-cols-4 desk:gap-5" data-testid="nft-grid">
          {items.map((item) => (
            <li key={item.id} className="min-w-0">
              <NftCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

/** One item: artwork, title, creator, charity, price line, status and an auction's time left. */
export function NftCard({ item }: { item: NftItem }) {
  const { t } = useTranslation();
  const ticking = item.status === 'live' && item.mode === 'auction' && item.endsAt !== null;
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-card transition-colors duration-(--motion-fast) has-[a:hover]:border-line-strong"
      data-testid="nft-card"
      data-id={item.id}
      data-mode={item.mode}
      data-status={item.status}
    >
      <div className="relative">
        <Artwork
          image={item.image}
          title={item.title}
          sizes={CARD_SIZES}
          className="w-full border-b border-line"
        />
        {/* On a solid backing: the badges stay legible over any artwork. */}
        <span className="absolute start-2 top-2 flex flex-wrap gap-1 rounded-full bg-surface/90 p-1 shadow-sm">
          <NftStatusBadge status={item.status} testId="nft-card-status" />
          {item.sample && <SampleBadge />}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 desk:p-4">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 className="truncate text-sm font-semibold text-fg desk:text-md" lang={item.lang}>
            <Link
              to={nftHref(item.id)}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-focus"
              data-testid="nft-card-link"
            >
              {item.title}
            </Link>
          </h2>
          <p className="truncate text-xs text-fg-muted">
            {t('nfts.card.by', { creator: item.creator })}
          </p>
          <p className="flex min-w-0 items-center gap-1 text-xs text-fg-muted">
            <HeartHandshake aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{item.charityName}</span>
          </p>
        </div>
        <div className="mt-auto flex flex-col gap-1.5">
          <PriceLine item={item} />
          {ticking && item.endsAt && <Countdown endsAt={item.endsAt} className="text-xs" />}
        </div>
      </div>
    </article>
  );
}

function GridSkeleton() {
  return (
    <div
      className="grid grid-cols-2 gap-3 desk:grid-cols-4 desk:gap-5"
      aria-hidden="true"
      data-testid="nft-market-loading"
    >
      {[0, 1, 2, 3].map((n) => (
        <Card key={n} className="flex flex-col overflow-hidden">
          <Skeleton className="aspect-square w-full rounded-none" />
          <div className="flex flex-col gap-2 p-3">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        </Card>
      ))}
    </div>
  );
}
