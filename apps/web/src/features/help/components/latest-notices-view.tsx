import type { NoticeItem } from '@swx/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormat } from '../../../i18n/format';
import { fallbackText } from '../../../lib/fallback-text';

/**
 * The newest notices with a link to all of them (spec: to /help/notice); placeholder rows while
 * `items` is on its way. Without data hooks, so that a page can show it before the data layer
 * has loaded.
 */
export function LatestNoticesView({
  items,
  className,
}: {
  items?: readonly NoticeItem[];
  className?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card aria-labelledby="latest-notices" className={className} data-testid="latest-notices">
      <CardHeader
        id="latest-notices"
        title={t('notices.title')}
        action={
          <Link
            to="/help/notice"
            data-testid="notice-card"
            className="text-sm font-medium text-accent-text hover:underline"
          >
            {t('help.allNotices')}
          </Link>
        }
      />
      <ul className="divide-y divide-line">
        {items === undefined
          ? [0, 1, 2].map((n) => (
              <li key={n} className="px-5 py-3.5">
                <Skeleton className="h-4 w-3/4" />
              </li>
            ))
          : items.map((notice) => (
              <li key={notice.id}>
                <Link
                  to={`/help/notice?id=${notice.id}`}
                  {...fallbackText(notice.fallback)}
                  className="flex flex-col gap-0.5 px-5 py-3 transition-colors duration-(--motion-fast) hover:bg-hover"
                >
                  <span className="truncate font-medium text-fg">{notice.title}</span>
                  <time dateTime={notice.publishedAt} className="text-sm text-fg-subtle">
                    {format.date(notice.publishedAt)}
                  </time>
                </Link>
              </li>
            ))}
      </ul>
    </Card>
  );
}
