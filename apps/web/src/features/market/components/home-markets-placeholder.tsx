import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

/** Rows shown on the home page's market block. */
export const ROWS = 6;

export function HomeMarketRows() {
  return (
    <div className="flex flex-col" aria-hidden="true">
      {Array.from({ length: ROWS }, (_, n) => (
        <div key={n} className="flex h-[61px] items-center px-5">
          <Skeleton className="h-8 w-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * The home market block before its data chunk arrives: the same heading and the same height,
 * so that nothing moves when the live list replaces it (kept apart from the data layer).
 */
export function HomeMarketsPlaceholder() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-4" aria-hidden="true">
      <div className="flex items-end justify-between gap-4">
        <h2 className="text-lg font-semibold">{t('market.homeTitle')}</h2>
      </div>
      <Skeleton className="h-9 w-96 max-w-full" />
      <Card className="overflow-hidden">
        <HomeMarketRows />
      </Card>
    </section>
  );
}
