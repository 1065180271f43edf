import type { HomeStats } from '@swx/contract';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormat } from '../../../i18n/format';
import { useHomeStats } from '../api/get-home-stats';

interface Figure {
  key: string;
  value: string;
  label: string;
}

/**
 * The figures a platform can back (spec section 1's claims, computed by the server from this
 * platform's data): a figure whose source does not exist yet, or that is still zero, is left
 * out rather than shown as a round marketing number.
 */
export function useHomeFigures(stats: HomeStats | undefined): Figure[] {
  const { t } = useTranslation();
  const format = useFormat();
  if (!stats) return [];
  const figures: Figure[] = [];
  if (stats.tradingFeeRateMax !== '0') {
    figures.push({
      key: 'fee',
      value: format.rate(stats.tradingFeeRateMax),
      label: t('home.stats.fee'),
    });
  }
  if (stats.listedCryptos) {
    figures.push({
      key: 'cryptos',
      value: format.count(stats.listedCryptos),
      label: t('home.stats.cryptos'),
    });
  }
  if (stats.registeredUsers > 0) {
    figures.push({
      key: 'users',
      value: format.compact(stats.registeredUsers),
      label: t('home.stats.users'),
    });
  }
  if (stats.volume24hUsdt && stats.volume24hUsdt !== '0') {
    figures.push({
      key: 'volume',
      value: format.compact(stats.volume24hUsdt as `${number}`),
      label: t('home.stats.volume'),
    });
  }
  return figures;
}

export function HomeStatsStrip({ className }: { className?: string }) {
  const { t } = useTranslation();
  const stats = useHomeStats();
  const figures = useHomeFigures(stats.data);
  if (stats.isError || (stats.isSuccess && figures.length === 0)) return null;
  return (
    <section aria-label={t('home.stats.title')} className={className} data-testid="home-stats">
      <dl className="flex flex-wrap gap-x-12 gap-y-5">
        {stats.isPending
          ? [0, 1, 2].map((n) => (
              <div key={n} aria-hidden="true">
                <Skeleton className="h-7 w-20" />
                <Skeleton className="mt-2 h-4 w-28" />
              </div>
            ))
          : figures.map((figure) => (
              <div
                key={figure.key}
                className="flex min-w-28 flex-col-reverse"
                data-testid={`stat-${figure.key}`}
              >
                <dt className="mt-1 text-sm text-fg-muted">{figure.label}</dt>
                <dd className="tabular text-xl font-semibold tracking-tight text-fg desk:text-2xl">
                  {figure.value}
                </dd>
              </div>
            ))}
      </dl>
    </section>
  );
}
