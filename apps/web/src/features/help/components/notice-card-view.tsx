import type { NoticeItem } from '@swx/contract';
import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormat } from '../../../i18n/format';
import { cx } from '../../../lib/cx';
import { ForwardChevron } from '../../../components/ui/forward-chevron';

/**
 * The newest notice as a card to the notice list (spec: to /help/notice); a placeholder line
 * while `latest` is on its way. Without data hooks, so that a page can show it before the
 * data layer has loaded.
 */
export function NoticeCardView({ latest, className }: { latest?: NoticeItem; className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Link
      to="/help/notice"
      data-testid="notice-card"
      className={cx(
        'flex min-h-14 items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 transition-colors duration-(--motion-fast) hover:bg-hover',
        className,
      )}
    >
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
        <Megaphone aria-hidden="true" className="size-4" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-xs font-medium text-fg-subtle">
          {t('home.noticeLabel')}
          {latest && <> · {format.date(latest.publishedAt)}</>}
        </span>
        {latest ? (
          <span className="truncate font-medium text-fg">{latest.title}</span>
        ) : (
          <Skeleton className="mt-1 h-4 w-3/4" />
        )}
      </span>
      <ForwardChevron className="size-4 shrink-0 text-fg-subtle" />
    </Link>
  );
}
