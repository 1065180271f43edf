import { ConnectionBadge, ConnectionBanner } from '../../../components/live/connection';
import { MARKET_TYPE_IDS, MARKET_TYPE_NAMES, MarketType, type MarketTypeId } from '@swx/contract';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Segmented } from '../../../components/ui/segmented';
import { useMarketList } from '../api/market';
import { cruuencyHref } from '../href';
import { useLiveMarket } from '../../../lib/live/use-live';
import { LiveChange, LivePriceText } from './live-cells';
import { HomeMarketRows, ROWS } from './home-markets-placeholder';
import { Sparkline } from './sparkline';
import { InstrumentLogo } from './instrument-logo';

/**
 * The desktop home page's live market list (spec section 2): name, 24-hour change, a small
 * line chart of recent prices and the price, moving with the live channel.
 */
export function HomeMarkets() {
  const { t } = useTranslation();
  const [type, setType] = useState<MarketTypeId>(MarketType.crypto);
  const list = useMarketList(type);
  useLiveMarket(type);
  const items = (list.data ?? []).slice(0, ROWS);
  return (
    <section
      aria-labelledby="home-markets"
      className="flex flex-col gap-4"
      data-testid="home-markets"
    >
      <div className="flex items-end justify-between gap-4">
        <div className="flex items-center gap-2">
          <h2 id="home-markets" className="text-lg font-semibold">
            {t('market.homeTitle')}
          </h2>
          <ConnectionBadge testId="home-connection" />
        </div>
        <Link
          to="/market"
          className="inline-flex items-center gap-1 text-sm font-medium text-accent-text hover:underline"
        >
          {t('market.homeViewAll')}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </div>
      <ConnectionBanner />
      <Segmented
        compact
        legend={t('market.typeLegend')}
        value={String(type)}
        options={MARKET_TYPE_IDS.map((id) => ({
          value: String(id),
          label: t(`market.types.${MARKET_TYPE_NAMES[id]}`),
        }))}
        onChange={(v) => setType(Number(v) as MarketTypeId)}
      />
      <Card className="overflow-hidden">
        {list.isError ? (
          <LoadError
            title={t('market.loadFailed')}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : list.isPending ? (
          <HomeMarketRows />
        ) : (
          <ul className="divide-y divide-line">
            {items.map((item) => (
              <li key={item.id}>
                <Link
                  to={cruuencyHref(item)}
                  className="grid grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_96px_minmax(0,1fr)] items-center gap-4 px-5 py-3 hover:bg-hover"
                  data-testid="home-market-row"
                >
                  <span className="flex min-w-0 items-center gap-3">
                    <InstrumentLogo src={item.logo} size={28} />
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate font-medium text-fg">{item.appName}</span>
                      <span className="truncate text-xs text-fg-subtle" dir="ltr">
                        {item.code}
                      </span>
                    </span>
                  </span>
                  <span className="text-end text-sm">
                    <LiveChange code={item.code} zdf={item.zdf} />
                  </span>
                  <Sparkline points={item.hundred} />
                  <span className="text-end font-medium text-fg">
                    <LivePriceText of={item} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
