import type { Book } from '@swx/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookBadge, Usdt } from '../../../components/trade/parts';
import { BalanceOverviewView } from './balance-overview-view';

/** The figures of a book (USDT decimal strings). */
export interface OverviewFigures {
  /** Available plus held. */
  total: string;
  available: string;
  held: string;
  /** The total with the floating profit or loss: undefined while it loads, null when unknown. */
  equity: string | null | undefined;
  /** The floating profit or loss of the open positions, when there are any. */
  floating?: string;
  /** What the book's earning smart plans hold, when there are any (not in the total). */
  inPlans?: string;
}

export interface BalanceOverviewProps {
  /** The book in use. */
  book: Book;
  /** Its figures; undefined while loading. */
  figures: OverviewFigures | undefined;
  link?: ReactNode;
  actions?: ReactNode;
  error?: ReactNode;
}

/**
 * The account overview of the book in use, marked Demo or Real: the total balance, the equity
 * (the total with the floating profit or loss of open positions), available and held, and the
 * book's actions.
 */
export function BalanceOverview({ book, figures, ...parts }: BalanceOverviewProps) {
  const { t } = useTranslation();
  const usdt = (value: string, testId: string) => (
    <Usdt value={value} testId={testId} className="font-semibold text-fg" />
  );
  const equity = figures?.equity;
  return (
    <BalanceOverviewView
      {...parts}
      book={book}
      badge={<BookBadge book={book} testId="overview-book" />}
      total={figures && <Usdt value={figures.total} testId="overview-total" />}
      available={figures && usdt(figures.available, 'overview-available')}
      held={figures && usdt(figures.held, 'overview-held')}
      inPlans={figures?.inPlans && usdt(figures.inPlans, 'overview-in-plans')}
      equity={
        equity === null ? (
          <span title={t('overview.equityUnknown')} data-testid="overview-equity-unknown">
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t('overview.equityUnknown')}</span>
          </span>
        ) : equity === undefined ? undefined : (
          <>
            {usdt(equity, 'overview-equity')}
            {figures?.floating !== undefined && (
              <span className="flex items-baseline gap-1.5 text-xs text-fg-muted">
                {t('overview.floating')}
                <Usdt value={figures.floating} signed testId="overview-floating" />
              </span>
            )}
          </>
        )
      }
    />
  );
}
