import type { Book } from '@swx/contract';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cx } from '../../../lib/cx';

/** What the overview shows; a figure left out shows as loading. */
export interface BalanceOverviewParts {
  /** The book in use, once known. */
  book?: Book;
  /** Its Demo or Real badge. */
  badge?: ReactNode;
  /** Beside the title (a way to the balance page). */
  link?: ReactNode;
  total?: ReactNode;
  equity?: ReactNode;
  available?: ReactNode;
  held?: ReactNode;
  /** What the book's earning smart plans hold; the figure is left out without it. */
  inPlans?: ReactNode;
  /** Under the figures: what the book offers (deposit and withdraw, or the demo reset). */
  actions?: ReactNode;
  /** Shown instead of the figures (the balances could not be loaded). */
  error?: ReactNode;
}

/**
 * The frame of the account overview: the title with the book's badge, the total balance, then
 * equity, available, held and (with plans) what smart plans hold, with what each means, and the book's actions. Without data hooks
 * or the money parts, so that the home page shows it (loading) before its data layer.
 */
export function BalanceOverviewView({
  book,
  badge,
  link,
  total,
  equity,
  available,
  held,
  inPlans,
  actions,
  error,
}: BalanceOverviewParts) {
  const { t } = useTranslation();
  const titleId = useId();
  const figure = (value: ReactNode) => value ?? <Skeleton className="h-6 w-32" />;

  return (
    <Card aria-labelledby={titleId} data-testid="account-overview" data-book={book}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5 pt-4">
        <div className="flex min-w-0 items-center gap-2.5">
          <h2 id={titleId} className="text-md font-semibold text-fg">
            {t('profile.overview')}
          </h2>
          {badge ?? <Skeleton className="h-6 w-14 rounded-full" />}
        </div>
        {link}
      </div>
      {error ?? (
        <div className="flex flex-col gap-4 px-5 pt-3 pb-5">
          <dl>
            <dt className="text-sm text-fg-muted">{t('overview.total')}</dt>
            <dd className="mt-1 text-2xl font-semibold tracking-tight text-fg">
              {total ?? <Skeleton className="h-9 w-56" />}
            </dd>
          </dl>
          <dl
            className={cx(
              'grid gap-3 border-t border-line pt-4 text-sm desk:gap-6',
              inPlans ? 'desk:grid-cols-4' : 'desk:grid-cols-3',
            )}
          >
            <Figure label={t('overview.equity')} hint={t('overview.equityHint')}>
              {figure(equity)}
            </Figure>
            <Figure label={t('balance.available')} hint={t('overview.availableHint')}>
              {figure(available)}
            </Figure>
            <Figure label={t('balance.held')} hint={t('overview.heldHint')}>
              {figure(held)}
            </Figure>
            {inPlans && (
              <Figure label={t('overview.inPlans')} hint={t('overview.inPlansHint')}>
                {inPlans}
              </Figure>
            )}
          </dl>
        </div>
      )}
      {actions && (
        <div className="flex flex-col gap-3 border-t border-line px-5 py-4 desk:flex-row desk:items-center desk:justify-between">
          {actions}
        </div>
      )}
    </Card>
  );
}

/**
 * One figure under the total: its label, the value and what it means (the value beside the
 * label on a phone, under it on the desktop layout).
 */
function Figure({ label, hint, children }: { label: string; hint: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] content-start items-baseline gap-x-4 gap-y-0.5 desk:grid-cols-1">
      <dt className="text-fg-muted">{label}</dt>
      <dd className="flex flex-col items-end gap-0.5 text-md desk:items-start">{children}</dd>
      <dd className="col-span-2 text-xs text-fg-subtle desk:col-span-1">{hint}</dd>
    </div>
  );
}
