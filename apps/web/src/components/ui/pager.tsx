import { ChevronLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { ForwardChevron } from './forward-chevron';

/**
 * Which rows a page shows ("21–40 of 45") and how many pages there are; `shown` is the number
 * of rows the page actually holds (the last one may be short, a stale one empty).
 */
export function pageRange(page: number, pageSize: number, total: number, shown: number) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (shown === 0) return { from: 0, to: 0, total, pages };
  const from = (page - 1) * pageSize + 1;
  return { from, to: from + shown - 1, total, pages };
}

const pagerButton =
  'flex size-11 items-center justify-center rounded-md text-fg hover:bg-hover disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent desk:size-9';

/** Previous and next page of a list, with the rows shown; nothing when one page holds all. */
export function Pager({
  page,
  pageSize,
  total,
  shown,
  onPage,
  label,
  rangeTestId,
}: {
  page: number;
  pageSize: number;
  total: number;
  shown: number;
  onPage(page: number): void;
  /** The navigation's accessible name. */
  label: string;
  rangeTestId?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const range = pageRange(page, pageSize, total, shown);
  if (range.pages <= 1) return null;
  return (
    <nav
      aria-label={label}
      className="flex items-center justify-between gap-3 border-t border-line px-5 py-2"
    >
      <p className="text-sm text-fg-muted tabular-nums" data-testid={rangeTestId}>
        {t('balance.record.range', {
          from: format.count(range.from),
          to: format.count(range.to),
          total: format.count(range.total),
        })}
      </p>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={pagerButton}
          aria-label={t('balance.record.previous')}
          disabled={page <= 1}
          onClick={() => onPage(Math.min(page - 1, range.pages))}
        >
          <ChevronLeft aria-hidden="true" className="size-4.5 rtl:-scale-x-100" />
        </button>
        <button
          type="button"
          className={pagerButton}
          aria-label={t('balance.record.next')}
          disabled={page >= range.pages}
          onClick={() => onPage(page + 1)}
        >
          <ForwardChevron className="size-4.5" />
        </button>
      </div>
    </nav>
  );
}
