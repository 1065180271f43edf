import type { Balance, Book } from '@swx/contract';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookTile } from '../../../components/trade/book-tile';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormat } from '../../../i18n/format';
import { cx } from '../../../lib/cx';

interface BookCardProps {
  book: Book;
  /** Undefined while loading. */
  balance: Balance | undefined;
  /** The book the account mode acts on. */
  active: boolean;
  /** Actions under the figures (the demo reset). */
  footer?: ReactNode;
  /** What the book's earning smart plans hold, when there are any. */
  inPlans?: string;
}

/**
 * One book's balances: available (the headline figure), held and what its smart plans hold, the
 * active book marked.
 */
export function BookCard({ book, balance, active, footer, inPlans }: BookCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = `book-${book}-title`;
  const asset = balance?.asset ?? 'USDT';
  const money = (value: string) => format.money(value, asset);
  const exact = (value: string) => `${format.exactMoney(value, asset)} ${asset}`;

  return (
    <Card
      aria-labelledby={titleId}
      data-testid={`book-${book}`}
      data-active={active}
      className={cx('flex flex-col', active && 'border-accent')}
    >
      <div className="flex items-start justify-between gap-3 px-5 pt-4">
        <div className="flex min-w-0 items-center gap-3">
          <BookTile book={book} />
          <div className="min-w-0">
            <h2 id={titleId} className="text-md font-semibold text-fg">
              {t(`balance.books.${book}`)}
            </h2>
            <p className="text-sm text-fg-muted">{t(`balance.bookHints.${book}`)}</p>
          </div>
        </div>
        {active && (
          <Badge tone="accent" testId={`book-${book}-active`}>
            <CircleCheck aria-hidden="true" className="me-1 size-3.5" />
            {t('balance.inUse')}
          </Badge>
        )}
      </div>

      <dl className="flex flex-1 flex-col gap-3 px-5 pt-4 pb-5">
        <div>
          <dt className="text-sm text-fg-muted">{t('balance.available')}</dt>
          <dd className="mt-1">
            {balance ? (
              <span dir="ltr" className="inline-flex items-baseline gap-1.5">
                <span
                  className="text-2xl font-semibold tracking-tight text-fg tabular-nums"
                  data-testid={`book-${book}-available`}
                  data-amount={balance.available}
                  title={exact(balance.available)}
                >
                  {money(balance.available)}
                </span>
                <span className="text-sm font-medium text-fg-muted">{balance.asset}</span>
              </span>
            ) : (
              <Skeleton className="h-9 w-48" />
            )}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3 border-t border-line pt-3 text-sm">
          <dt className="text-fg-muted">{t('balance.held')}</dt>
          <dd>
            {balance ? (
              <span
                dir="ltr"
                className="tabular-nums text-fg"
                data-testid={`book-${book}-held`}
                data-amount={balance.held}
                title={exact(balance.held)}
              >
                {money(balance.held)} {balance.asset}
              </span>
            ) : (
              <Skeleton className="h-5 w-24" />
            )}
          </dd>
        </div>
        {inPlans !== undefined && (
          <div className="flex items-center justify-between gap-3 border-t border-line pt-3 text-sm">
            <dt className="text-fg-muted">{t('overview.inPlans')}</dt>
            <dd>
              <span
                dir="ltr"
                className="tabular-nums text-fg"
                data-testid={`book-${book}-in-plans`}
                data-amount={inPlans}
                title={exact(inPlans)}
              >
                {money(inPlans)} {asset}
              </span>
            </dd>
          </div>
        )}
      </dl>

      {footer && <div className="border-t border-line px-5 py-3">{footer}</div>}
    </Card>
  );
}
