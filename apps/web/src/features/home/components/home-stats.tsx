import type { HomeStats } from '@swx/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { useHomeStats } from '../api/get-home-stats';
import { HomeStatsView, type Figure } from './home-stats-view';

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
      label: t('home.stats.users', { count: stats.registeredUsers }),
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
  const stats = useHomeStats();
  const figures = useHomeFigures(stats.data);
  if (stats.isError || (stats.isSuccess && figures.length === 0)) return null;
  return <HomeStatsView figures={stats.isPending ? undefined : figures} className={className} />;
}
