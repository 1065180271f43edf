import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';

export interface Figure {
  key: string;
  value: string;
  label: string;
}

/**
 * The platform's figures as a strip; placeholders while `figures` is on its way. Without data
 * hooks, so that a page can show it before the data layer has loaded.
 */
export function HomeStatsView({ figures, className }: { figures?: Figure[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('home.stats.title')} className={className} data-testid="home-stats">
      <dl className="flex flex-wrap gap-x-12 gap-y-5">
        {figures === undefined
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
