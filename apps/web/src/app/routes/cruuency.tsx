import { ConnectionBanner } from '../../components/live/connection';
import {
  CANDLE_PERIODS,
  Code,
  MARKET_TYPE_IDS,
  type CandlePeriod,
  type MarketInfo,
  type MarketStatus,
  type MarketTypeId,
} from '@swx/contract';
import { SearchX } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BackLink } from '../../components/layout/back-link';
import { PageHeader } from '../../components/layout/page-header';
import { buttonClasses } from '@swx/ui';
import { Card } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { Segmented } from '../../components/ui/segmented';
import { Skeleton } from '../../components/ui/skeleton';
import { useMarketInfo } from '../../features/market/api/market';
import type { ChartIndicators } from '../../features/market/components/candle-chart';
import {
  AboutCard,
  MarketHeader,
  MarketHeaderSkeleton,
  MarketInfoSkeleton,
  MarketStats,
  TradingHoursCard,
} from '../../features/market/components/market-header';
import {
  tradableStatus,
  useLiveMarket,
  useLiveStatus,
  useLiveTopic,
  useQuote,
} from '../../lib/live/use-live';
import type { OrdersState } from '../../lib/query-keys';
import { useContractChartTrades } from '../../features/contracts/chart-trades';
import { ContractPositionsBody } from '../../features/contracts/components/contract-positions';
import { useOptionsChartTrades } from '../../features/options/chart-trades';
import { OptionsOrdersBody } from '../../features/options/components/options-orders';
import { TRADE_KINDS, TradePanel, type TradeKind } from './trade-panel';
import { isApiError } from '../../lib/api-client';
import { cx } from '../../lib/cx';
import { useIsDesktop } from '../../lib/media';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

// The chart library is large: it comes in its own chunk, after the page.
const CandleChart = lazy(() =>
  import('../../features/market/components/candle-chart').then((m) => ({
    default: m.CandleChart,
  })),
);

const DEFAULT_PERIOD: CandlePeriod = '15m';
const DEFAULT_INDICATORS: ChartIndicators = { ma: true, boll: false, volume: true };
const INDICATORS = ['ma', 'boll', 'volume'] as const;

// ---- query string ----------------------------------------------------------------------------

function parseId(raw: string | null): number | undefined {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : undefined;
}

/** The code from the link: lets the chart start before the instrument's details arrive. */
function parseCode(raw: string | null): string | undefined {
  return raw && /^[A-Za-z0-9._-]{1,24}$/.test(raw) ? raw.toUpperCase() : undefined;
}

function parseType(raw: string | number | null): MarketTypeId | undefined {
  const type = Number(raw);
  return MARKET_TYPE_IDS.includes(type as MarketTypeId) ? (type as MarketTypeId) : undefined;
}

function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.code === Code.NOT_FOUND || error.status === 404);
}

// ---- live figures ----------------------------------------------------------------------------

/** Best bid and ask from the instrument's ticker (the details' figures until the first tick). */
function useLiveQuote(code: string | undefined) {
  const [quote, setQuote] = useState<{ code: string; bid: string | null; ask: string | null }>();
  useLiveTopic(code ? `ticker.${code}` : undefined, (message) => {
    if (message.t !== 'tick' || message.code !== code) return;
    setQuote((previous) =>
      previous?.code === message.code &&
      previous.bid === message.bid &&
      previous.ask === message.ask
        ? previous
        : { code: message.code, bid: message.bid, ask: message.ask },
    );
  });
  return quote?.code === code ? quote : undefined;
}

/**
 * The trading state: the details' (fetched every minute) unless the live channel reported a
 * change since they were fetched. A state remembered from an earlier visit does not count: the
 * channel sends changes only, so it may be out of date.
 */
function useStatus(code: string, info: MarketInfo | undefined, fetchedAt: number) {
  const live = useLiveStatus(code);
  const [seen, setSeen] = useState({ code, value: live, at: 0 });
  if (seen.code !== code || seen.value !== live) {
    setSeen({ code, value: live, at: seen.code === code ? Date.now() : 0 });
  }
  if (!info) return undefined;
  return live !== undefined && seen.code === code && seen.at > fetchedAt ? live : info.status;
}

// ---- chart card ------------------------------------------------------------------------------

/** The period switch: a compact segmented radio group (as Segmented) with test ids per option. */
function PeriodSwitch({
  value,
  onChange,
}: {
  value: CandlePeriod;
  onChange(period: CandlePeriod): void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('market.detail.chart.periodLegend')}</legend>
      <div className="inline-flex w-full rounded-lg border border-line bg-field p-1 desk:w-auto">
        {CANDLE_PERIODS.map((period) => {
          const checked = period === value;
          return (
            <label
              key={period}
              data-testid={`cruuency-period-${period}`}
              className={cx(
                'relative flex h-9 flex-1 cursor-pointer items-center justify-center rounded-md px-2 text-xs font-medium transition-colors duration-(--motion-fast) desk:h-7 desk:px-2.5',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                checked ? 'bg-raised text-fg shadow-card' : 'text-fg-muted hover:text-fg',
              )}
            >
              <input
                type="radio"
                name={name}
                value={period}
                checked={checked}
                onChange={() => onChange(period)}
                className="sr-only"
              />
              <span dir="ltr">{period}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Colour keys of the indicator lines (the chart draws them with the same tokens). */
const SWATCHES: Record<(typeof INDICATORS)[number], string[]> = {
  ma: ['bg-warning', 'bg-accent-text', 'bg-fg-muted'],
  boll: ['bg-fg-subtle'],
  volume: [],
};

function IndicatorToggles({
  value,
  onChange,
}: {
  value: ChartIndicators;
  onChange(value: ChartIndicators): void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('market.detail.chart.indicatorsLegend')}
      className="flex flex-wrap gap-1.5"
    >
      {INDICATORS.map((key) => {
        const on = value[key];
        return (
          <button
            key={key}
            type="button"
            aria-pressed={on}
            onClick={() => onChange({ ...value, [key]: !on })}
            data-testid={`cruuency-indicator-${key}`}
            className={cx(
              'inline-flex h-9 items-center gap-1.5 rounded-md border px-2.5 text-xs font-medium transition-colors duration-(--motion-fast) desk:h-7',
              on
                ? 'border-accent/40 bg-accent-soft text-accent-text'
                : 'border-line text-fg-muted hover:bg-hover hover:text-fg',
            )}
          >
            {SWATCHES[key].length > 0 && (
              <span aria-hidden="true" className="flex gap-0.5">
                {SWATCHES[key].map((swatch) => (
                  <span
                    key={swatch}
                    className={cx('size-1.5 rounded-full', swatch, !on && 'opacity-50')}
                  />
                ))}
              </span>
            )}
            {t(`market.detail.chart.${key}`)}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The chart's size: on the desktop as high as leaves the header, the chart's switches and the
 * start of the orders under it in a 900 px window (between 20 and 40 rem).
 */
const CHART_SIZE = 'h-75 w-full desk:h-[clamp(20rem,calc(100dvh-24rem),40rem)]';

/**
 * The price chart with its period and indicator switches, and the signed-in user's open trades
 * of the kind shown drawn over it (issue 17): options orders' open prices with their time
 * left, or positions' entry, stop loss, take profit and liquidation prices. Its clock ticks
 * here, not in the page.
 */
function ChartCard({
  code,
  name,
  precision,
  kind,
}: {
  code: string | undefined;
  name: string | undefined;
  precision: number | undefined;
  /** The kind of trades drawn; none for a visitor. */
  kind: TradeKind | undefined;
}) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<CandlePeriod>(DEFAULT_PERIOD);
  const [indicators, setIndicators] = useState<ChartIndicators>(DEFAULT_INDICATORS);
  const options = useOptionsChartTrades(code, kind === 'options');
  const positions = useContractChartTrades(code, kind === 'contracts');
  const title = t('market.detail.chart.title');
  const label = code
    ? `${name && name !== code ? `${name} (${code})` : code} · ${title} · ${period}`
    : title;
  return (
    <Card aria-labelledby="cruuency-chart-title" className="min-w-0 overflow-hidden">
      <h2 id="cruuency-chart-title" className="sr-only">
        {title}
      </h2>
      <div className="flex flex-col gap-2 border-b border-line px-3 py-3 desk:flex-row desk:items-center desk:justify-between desk:gap-4 desk:px-4">
        <PeriodSwitch value={period} onChange={setPeriod} />
        <IndicatorToggles value={indicators} onChange={setIndicators} />
      </div>
      <div className="px-1 pt-2 pb-1">
        {code ? (
          <Suspense fallback={<Skeleton className={cx(CHART_SIZE, 'rounded-lg')} />}>
            <CandleChart
              code={code}
              period={period}
              precision={precision}
              indicators={indicators}
              label={label}
              trades={kind === 'options' ? options : positions}
              className={CHART_SIZE}
            />
          </Suspense>
        ) : (
          <Skeleton className={cx(CHART_SIZE, 'rounded-lg')} />
        )}
      </div>
    </Card>
  );
}

// ---- trading ---------------------------------------------------------------------------------

/** Which list of a kind is shown: open or history, and the page. */
type ListPlace = { state: OrdersState; page: number };
const FIRST: ListPlace = { state: 'open', page: 1 };

/**
 * The signed-in user's orders on this instrument, open and past: options orders or contract
 * positions (the same kind as the trade panel shows, switched from either). Not kept in the
 * address: the page is kept alive per instrument.
 */
function InstrumentOrders({
  code,
  precision,
  kind,
  onKindChange,
}: {
  code: string;
  precision: number;
  kind: TradeKind;
  onKindChange(kind: TradeKind): void;
}) {
  const { t } = useTranslation();
  const [places, setPlaces] = useState<Record<TradeKind, ListPlace>>({
    options: FIRST,
    contracts: FIRST,
  });
  const place = places[kind];
  const move = (next: Partial<ListPlace>) =>
    setPlaces((was) => ({ ...was, [kind]: { ...was[kind], ...next } }));
  const list = {
    code,
    precision,
    state: place.state,
    page: place.page,
    onStateChange: (state: OrdersState) => move({ state, page: 1 }),
    onPageChange: (page: number) => move({ page }),
  };
  return (
    <Card
      aria-labelledby="cruuency-orders-title"
      className="overflow-hidden"
      data-testid="cruuency-orders"
      data-kind={kind}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5 pt-4 pb-2">
        <h2 id="cruuency-orders-title" className="text-md font-semibold text-fg">
          {kind === 'options' ? t('trading.orders.title') : t('trading.contracts.positions.title')}
        </h2>
        <div data-testid="cruuency-orders-kind">
          <Segmented<TradeKind>
            compact
            legend={t('trading.ordersPage.kindLabel')}
            value={kind}
            onChange={onKindChange}
            options={TRADE_KINDS.map((value) => ({
              value,
              label: t(`trading.panel.kinds.${value}`),
            }))}
          />
        </div>
      </div>
      {kind === 'options' ? (
        <OptionsOrdersBody
          {...list}
          idBase="cruuency-orders"
          empty={{
            open: <p className="max-w-prose">{t('trading.orders.empty.open')}</p>,
            history: <p className="max-w-prose">{t('trading.orders.empty.history')}</p>,
          }}
        />
      ) : (
        <ContractPositionsBody
          {...list}
          idBase="cruuency-positions"
          empty={{
            open: <p className="max-w-prose">{t('trading.contracts.positions.empty.open')}</p>,
            history: (
              <p className="max-w-prose">{t('trading.contracts.positions.empty.history')}</p>
            ),
          }}
        />
      )}
    </Card>
  );
}

function TradePanelSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-4" aria-hidden="true">
      <Skeleton className="h-5 w-24" />
      <div className="grid grid-cols-2 gap-2">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-11 w-full" />
    </Card>
  );
}

// ---- page ------------------------------------------------------------------------------------

function NotFound() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('market.detail.title')} />
      <div
        className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-line px-6 py-12 text-center"
        data-testid="cruuency-not-found"
      >
        <SearchX aria-hidden="true" className="size-8 text-fg-subtle" />
        <p className="max-w-prose text-fg-muted">{t('market.detail.notFound')}</p>
        <Link to="/market" className={buttonClasses({ variant: 'secondary' })}>
          {t('market.detail.back')}
        </Link>
      </div>
    </>
  );
}

function Detail({
  query,
  codeHint,
  typeHint,
}: {
  query: ReturnType<typeof useMarketInfo>;
  codeHint: string | undefined;
  typeHint: MarketTypeId | undefined;
}) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const { isLogin } = useSession();
  const [kind, setKind] = useState<TradeKind>('options');
  const info = query.data;
  const code = info?.code ?? codeHint;
  useLiveMarket(info ? parseType(info.type) : typeHint);
  const quote = useLiveQuote(code);
  // Paused here while this screen's prices are not live (issue 17): badge, prices and orders.
  const status: MarketStatus | undefined = tradableStatus(
    useStatus(code ?? '', info, query.dataUpdatedAt),
    useQuote(code),
  );
  const instrument = info && { code: info.code, name: info.appName, precision: info.precision };

  return (
    <div
      className="flex flex-col gap-4 desk:grid desk:grid-cols-[minmax(0,1fr)_340px] desk:items-start desk:gap-6"
      data-testid="cruuency"
    >
      <div className="flex min-w-0 flex-col gap-4 desk:gap-6">
        <BackLink to="/market">{t('market.detail.back')}</BackLink>
        <ConnectionBanner />
        {info && status ? (
          <MarketHeader info={info} status={status} headingLevel={isDesktop ? 'h1' : 'h2'} />
        ) : (
          <MarketHeaderSkeleton />
        )}
        <ChartCard
          code={code}
          name={info?.appName}
          precision={info?.precision}
          kind={isLogin ? kind : undefined}
        />
        {isLogin && instrument && (
          <InstrumentOrders
            code={instrument.code}
            precision={instrument.precision}
            kind={kind}
            onKindChange={setKind}
          />
        )}
        {/* The instrument's figures, hours and description: under the orders (the side column
            is the ticket's), the figures beside the other two on the desktop. */}
        <div className="flex flex-col gap-4 desk:grid desk:grid-cols-2 desk:items-start desk:gap-6">
          {info && status ? (
            <>
              <div className="desk:row-span-2">
                <MarketStats
                  info={info}
                  bid={quote?.bid ?? info.bid}
                  ask={quote?.ask ?? info.ask}
                />
              </div>
              <TradingHoursCard hours={info.tradingHours} status={status} />
              <AboutCard info={info} />
            </>
          ) : (
            <MarketInfoSkeleton />
          )}
        </div>
      </div>
      {/* The ticket: on the desktop a column of its own beside the page, kept in view while
          the page scrolls, never higher than the window (its form scrolls inside, the review
          button stays at its foot); on phones a fixed bar and a sheet (no box of its own). One
          panel in both layouts: what was typed survives the window crossing the desktop width. */}
      <div className="contents desk:sticky desk:top-[calc(4rem+1px+1.5rem)] desk:block">
        {instrument ? (
          <TradePanel
            instrument={instrument}
            status={status}
            layout={isDesktop ? 'panel' : 'sheet'}
            kind={kind}
            onKindChange={setKind}
          />
        ) : (
          isDesktop && <TradePanelSkeleton />
        )}
      </div>
      {/* Room for the phones' fixed trade bar, so that the end of the page is never under it. */}
      {!isDesktop && instrument && <div aria-hidden="true" className="h-16 shrink-0" />}
    </div>
  );
}

/**
 * `/cruuency?code=&type=&id=` (the spec's spelling): an instrument's live price and 24-hour
 * figures, its candlestick chart with indicators, trading hours and description.
 */
export function CruuencyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const query = useMarketInfo(id);
  usePageTitle(query.data?.appName ?? t('market.detail.title'));

  if (id === undefined || isNotFound(query.error)) return <NotFound />;
  if (query.isError && !query.data) {
    return (
      <>
        <PageHeader title={t('market.detail.title')} />
        <LoadError
          title={t('market.detail.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  return (
    <Detail
      query={query}
      codeHint={parseCode(params.get('code'))}
      typeHint={parseType(params.get('type'))}
    />
  );
}
