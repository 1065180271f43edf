import { ConnectionBanner } from '../../components/live/connection';
import {
  MARKET_TYPE_IDS,
  MARKET_TYPE_NAMES,
  MarketType,
  type MarketItem,
  type MarketTypeId,
} from '@swx/contract';
import { prefetchPage } from '../page-chunks';
import { useQueries } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronRight, Star } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { SearchInput } from '../../components/ui/search-input';
import { Select } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { marketListQuery } from '../../features/market/api/market';
import { useWatchlist, type Watchlist } from '../../features/market/api/watchlist';
import { LiveChange, LivePriceText } from '../../features/market/components/live-cells';
import { Sparkline } from '../../features/market/components/sparkline';
import { compareDecimal } from '../../lib/decimal';
import { cruuencyHref } from '../../features/market/href';
import { live } from '../../lib/live/live-client';
import { useFormat, useLanguage } from '../../i18n/format';
import { cx } from '../../lib/cx';
import { useIsDesktop } from '../../lib/media';
import { usePageTitle } from '../../lib/use-page-title';
import { useQueryParams } from '../../lib/use-query-params';
import { InstrumentLogo } from '../../features/market/components/instrument-logo';

type TabValue = 'fav' | `${MarketTypeId}`;
const TAB_VALUES: readonly TabValue[] = ['fav', ...MARKET_TYPE_IDS.map((t) => `${t}` as const)];
const SORTS = [
  'default',
  'changeDesc',
  'changeAsc',
  'priceDesc',
  'priceAsc',
  'volumeDesc',
  'volumeAsc',
] as const;
type Sort = (typeof SORTS)[number];
type SortColumn = 'price' | 'change' | 'volume';
/** Crypto trades around the clock: the liveliest list to open on. */
const DEFAULT_TAB: TabValue = `${MarketType.crypto}`;

function sortItems(items: MarketItem[], sort: Sort): MarketItem[] {
  if (sort === 'default') return items;
  // Live values when the channel has them, so the order matches what is on screen.
  const value = (item: MarketItem) => {
    if (sort.startsWith('volume')) return item.volume24h;
    const p = live.price(item.code);
    return sort.startsWith('change') ? (p?.zdf ?? item.zdf) : (p?.price ?? item.price);
  };
  const direction = sort.endsWith('Desc') ? -1 : 1;
  return [...items].sort((a, b) => direction * compareDecimal(value(a), value(b)));
}

function matches(item: MarketItem, query: string): boolean {
  if (!query) return true;
  const q = query.toLowerCase();
  return item.code.toLowerCase().includes(q) || item.appName.toLowerCase().includes(q);
}

/**
 * Which ends of a horizontal scroller have more to show (either direction of writing): the
 * fades that tell a reader the row scrolls.
 */
function useScrollEnds<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [ends, setEnds] = useState({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const max = element.scrollWidth - element.clientWidth;
      // Negative in a right-to-left page: the distance from the start either way.
      const from = Math.abs(element.scrollLeft);
      const next = { start: from > 1, end: max - from > 1 };
      setEnds((now) => (now.start === next.start && now.end === next.end ? now : next));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, []);
  return { ref, ends };
}

function TypeTabs({ value, onChange }: { value: TabValue; onChange(v: TabValue): void }) {
  const { t } = useTranslation();
  const { ref, ends } = useScrollEnds<HTMLDivElement>();
  return (
    <div className="relative -mx-4 desk:mx-0">
      <div
        ref={ref}
        role="tablist"
        aria-label={t('market.typeLegend')}
        className="flex gap-1 overflow-x-auto px-4 [scrollbar-width:none] desk:px-0"
      >
        {TAB_VALUES.map((tab) => {
          const selected = tab === value;
          const label =
            tab === 'fav'
              ? t('market.types.favourites')
              : t(`market.types.${MARKET_TYPE_NAMES[Number(tab) as MarketTypeId]}`);
          return (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={selected}
              data-testid={`market-tab-${tab}`}
              onClick={(event) => {
                event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' });
                onChange(tab);
              }}
              className={cx(
                'flex h-10 shrink-0 items-center gap-1.5 rounded-lg px-3.5 text-sm font-medium whitespace-nowrap transition-colors duration-(--motion-fast) desk:h-9',
                selected
                  ? 'bg-raised text-fg shadow-card'
                  : 'text-fg-muted hover:bg-hover hover:text-fg',
              )}
            >
              {tab === 'fav' && <Star aria-hidden="true" className="size-3.5" />}
              {label}
            </button>
          );
        })}
      </div>
      {ends.start && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 start-0 w-8 bg-linear-to-r from-canvas to-transparent rtl:bg-linear-to-l"
        />
      )}
      {ends.end && (
        <span
          aria-hidden="true"
          data-testid="market-tabs-more"
          className="pointer-events-none absolute inset-y-0 end-0 flex w-12 items-center justify-end bg-linear-to-l from-canvas from-40% to-transparent pe-1 text-fg-muted rtl:bg-linear-to-r"
        >
          <ChevronRight className="size-4 rtl:rotate-180" />
        </span>
      )}
    </div>
  );
}

function FavouriteButton({ item, watchlist }: { item: MarketItem; watchlist: Watchlist }) {
  const { t } = useTranslation();
  const on = watchlist.ids.has(item.id);
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t(on ? 'market.removeFavourite' : 'market.addFavourite', { name: item.appName })}
      onClick={() => watchlist.toggle(item.id)}
      data-testid={`market-fav-${item.code}`}
      className="flex size-11 shrink-0 items-center justify-center rounded-lg text-fg-subtle hover:bg-hover hover:text-fg desk:size-8"
    >
      <Star aria-hidden="true" className={cx('size-4', on && 'fill-warning text-warning')} />
    </button>
  );
}

function InstrumentName({ item, compact = false }: { item: MarketItem; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={cx('flex min-w-0 items-center', compact ? 'gap-2.5' : 'gap-3')}>
      <InstrumentLogo src={item.logo} size={compact ? 28 : 32} />
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-medium text-fg" dir="ltr">
          {item.code}
        </span>
        <span className="flex min-w-0 items-center gap-1.5 text-xs text-fg-muted">
          <span className="truncate">{item.appName}</span>
          {item.status !== 'open' && (
            <span className="shrink-0 text-fg-subtle" title={t(`market.statusHint.${item.status}`)}>
              · {t(`market.status.${item.status}`)}
            </span>
          )}
        </span>
      </span>
    </span>
  );
}

/** What marks a row of either layout for tests and tools: its instrument and 24 h volume. */
const rowMarks = (item: MarketItem) => ({
  'data-testid': 'market-row',
  'data-code': item.code,
  'data-volume': item.volume24h,
});

/** A column heading that sorts the list: high to low, low to high, then the catalogue order. */
function SortHeader({
  column,
  sort,
  onSort,
  children,
}: {
  column: SortColumn;
  sort: Sort;
  onSort(sort: Sort): void;
  children: ReactNode;
}) {
  const state =
    sort === `${column}Desc` ? 'descending' : sort === `${column}Asc` ? 'ascending' : 'none';
  const next: Sort =
    state === 'none' ? `${column}Desc` : state === 'descending' ? `${column}Asc` : 'default';
  const Icon = state === 'descending' ? ArrowDown : state === 'ascending' ? ArrowUp : ArrowUpDown;
  return (
    <th aria-sort={state} className="py-3 text-end font-medium">
      <button
        type="button"
        onClick={() => onSort(next)}
        data-testid={`market-sort-${column}`}
        className={cx(
          'inline-flex items-center gap-1 rounded-md hover:text-fg',
          state !== 'none' && 'text-fg',
        )}
      >
        {children}
        <Icon aria-hidden="true" className={cx('size-3.5', state === 'none' && 'opacity-50')} />
      </button>
    </th>
  );
}

function DesktopTable({
  items,
  watchlist,
  sort,
  onSort,
}: {
  items: MarketItem[];
  watchlist: Watchlist;
  sort: Sort;
  onSort(sort: Sort): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <table className="w-full text-sm" data-testid="market-table">
      <thead className="sticky top-0 z-10 bg-surface text-xs text-fg-subtle">
        <tr className="border-b border-line">
          <th className="w-10 py-3 ps-3">
            <span className="sr-only">{t('market.columns.favourite')}</span>
          </th>
          <th className="py-3 text-start font-medium">{t('market.columns.name')}</th>
          <SortHeader column="price" sort={sort} onSort={onSort}>
            {t('market.columns.price')}
          </SortHeader>
          <SortHeader column="change" sort={sort} onSort={onSort}>
            {t('market.columns.change')}
          </SortHeader>
          <SortHeader column="volume" sort={sort} onSort={onSort}>
            {t('market.columns.volume')}
          </SortHeader>
          <th className="py-3 pe-5 text-end font-medium">{t('market.columns.chart')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {items.map((item) => (
          <tr key={item.id} className="group hover:bg-hover" {...rowMarks(item)}>
            <td className="ps-3">
              <FavouriteButton item={item} watchlist={watchlist} />
            </td>
            <td className="py-2.5">
              <Link to={cruuencyHref(item)} className="block rounded-md focus-visible:outline-2">
                <InstrumentName item={item} />
              </Link>
            </td>
            <td className="py-2.5 text-end font-medium text-fg">
              <LivePriceText of={item} testId="market-price" />
            </td>
            <td className="py-2.5 text-end">
              <LiveChange code={item.code} zdf={item.zdf} />
            </td>
            <td className="py-2.5 text-end text-fg-muted tabular" data-testid="market-volume">
              <span title={format.amount(item.volume24h, 8)}>
                {format.compact(item.volume24h as `${number}`)}
              </span>
            </td>
            <td className="py-2.5 pe-5">
              <span className="flex justify-end">
                <Sparkline points={item.hundred} />
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MobileList({ items, watchlist }: { items: MarketItem[]; watchlist: Watchlist }) {
  return (
    <ul className="divide-y divide-line" data-testid="market-table">
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-1" {...rowMarks(item)}>
          <FavouriteButton item={item} watchlist={watchlist} />
          <Link
            to={cruuencyHref(item)}
            className="flex min-h-12 min-w-0 flex-1 items-center justify-between gap-3 py-1 pe-3"
          >
            <InstrumentName item={item} compact />
            <span className="flex shrink-0 items-center gap-3">
              <span className="text-end text-sm font-medium text-fg">
                <LivePriceText of={item} testId="market-price" />
              </span>
              <LiveChange code={item.code} zdf={item.zdf} variant="pill" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function MarketPage() {
  const { t } = useTranslation();
  usePageTitle(t('market.title'));
  const isDesktop = useIsDesktop();
  const language = useLanguage();
  const [params, update] = useQueryParams();
  const tabParam = params.get('type') as TabValue | null;
  const tab: TabValue = tabParam && TAB_VALUES.includes(tabParam) ? tabParam : DEFAULT_TAB;
  const query = params.get('q') ?? '';
  const deferredQuery = useDeferredValue(query.trim());
  const sortParam = params.get('sort') as Sort | null;
  const sort: Sort = sortParam && SORTS.includes(sortParam) ? sortParam : 'default';
  const watchlist = useWatchlist();

  // Favourites gather every type; a type tab needs only its own list.
  const types: MarketTypeId[] =
    tab === 'fav' ? [...MARKET_TYPE_IDS] : [Number(tab) as MarketTypeId];
  const results = useQueries({ queries: types.map((type) => marketListQuery(type, language)) });
  useEffect(() => {
    const release = types.map((type) => live.subscribe(`market.${type}`));
    return () => release.forEach((r) => r());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the types follow the tab
  }, [tab]);

  const failed = results.find((r) => r.isError);
  const pending = results.some((r) => r.isPending);
  const all = useMemo(() => results.flatMap((r) => r.data ?? []), [results]);
  // The page a row opens, loaded before the tap, so that a row opens at once.
  const hasRows = all.length > 0;
  useEffect(() => {
    if (hasRows) prefetchPage('cruuency');
  }, [hasRows]);
  const visible = sortItems(
    all.filter(
      (item) => (tab !== 'fav' || watchlist.ids.has(item.id)) && matches(item, deferredQuery),
    ),
    sort,
  );
  const simulated = all.some((item) => item.simulated);

  let body;
  if (failed) {
    body = (
      <LoadError
        title={t('market.loadFailed')}
        error={failed.error}
        onRetry={() => results.forEach((r) => r.isError && void r.refetch())}
      />
    );
  } else if (pending) {
    body = (
      <div className="flex flex-col gap-2 p-4" aria-hidden="true">
        {[0, 1, 2, 3, 4, 5, 6].map((n) => (
          <Skeleton key={n} className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (visible.length === 0) {
    body = (
      <p className="px-6 py-12 text-center text-fg-muted" data-testid="market-empty">
        {deferredQuery
          ? t('market.emptySearch', { query: deferredQuery })
          : tab === 'fav'
            ? t('market.emptyFavourites')
            : t('market.emptyType')}
      </p>
    );
  } else {
    body = isDesktop ? (
      <DesktopTable
        items={visible}
        watchlist={watchlist}
        sort={sort}
        onSort={(next) => update({ sort: next === 'default' ? null : next })}
      />
    ) : (
      <MobileList items={visible} watchlist={watchlist} />
    );
  }

  return (
    <>
      <PageHeader title={t('market.title')} description={t('market.subtitle')} />
      <div className="flex flex-col gap-3 desk:gap-4">
        <ConnectionBanner />
        {simulated && (
          <p
            className="flex flex-wrap items-center gap-2 text-xs text-fg-muted desk:text-sm"
            data-testid="market-simulated"
          >
            <Badge tone="warning">{t('market.simulated')}</Badge>
            <span>{t('market.simulatedNote')}</span>
          </p>
        )}
        <TypeTabs value={tab} onChange={(v) => update({ type: v === DEFAULT_TAB ? null : v })} />
        {/* Search and order side by side, labelled for screen readers (room for the list). */}
        <div className="flex items-end gap-2 desk:gap-3">
          <div className="min-w-0 flex-1 desk:w-80 desk:flex-none">
            <SearchInput
              label={t('market.search')}
              value={query}
              placeholder={t('market.searchPlaceholder')}
              maxLength={40}
              testId="market-search"
              onChange={(q) => update({ q })}
            />
          </div>
          <Select
            label={t('market.sortLegend')}
            value={sort}
            options={SORTS.map((s) => ({ value: s, label: t(`market.sort.${s}`) }))}
            onChange={(e) => update({ sort: e.target.value === 'default' ? null : e.target.value })}
            hideLabel
            wrapperClassName="w-36 shrink-0 desk:w-56"
            data-testid="market-sort"
          />
        </div>
        {tab === 'fav' && watchlist.local && (
          <p className="text-sm text-fg-muted">{t('market.favouritesLocal')}</p>
        )}
        {watchlist.error && (
          <p role="alert" className="text-sm text-danger">
            {t('market.favouriteFailed')}
          </p>
        )}
        <Card className="overflow-hidden">{body}</Card>
      </div>
    </>
  );
}
