import { Pin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BackLink } from '../../components/layout/back-link';
import { PageHeader } from '../../components/layout/page-header';
import { LoadError } from '../../components/ui/load-error';
import { Badge } from '../../components/ui/badge';
import { Button } from '@swx/ui';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { FallbackNote } from '../../features/content/components/fallback-note';
import { Markdown } from '../../features/content/components/markdown';
import { useNotice } from '../../features/help/api/get-notice';
import { useNoticeList } from '../../features/help/api/list-notices';
import { useFormat } from '../../i18n/format';
import { isApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { ForwardChevron } from '../../components/ui/forward-chevron';
import { fallbackText } from '../../lib/fallback-text';

function NoticeList() {
  const { t } = useTranslation();
  const format = useFormat();
  usePageTitle(t('notices.title'));
  const list = useNoticeList();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <PageHeader title={t('notices.title')} description={t('notices.subtitle')} />
      <div className="flex max-w-3xl flex-col gap-4">
        {list.isError ? (
          <LoadError
            title={t('notices.loadFailed')}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : list.isPending ? (
          <div className="flex flex-col gap-3" aria-hidden="true">
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} className="h-16 w-full" />
            ))}
          </div>
        ) : items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line px-6 py-10 text-center text-fg-muted">
            {t('notices.empty')}
          </p>
        ) : (
          <Card>
            {/* English stands in for a missing translation, and says so. */}
            {items.some((notice) => notice.fallback) && (
              <div className="px-5 pt-4">
                <FallbackNote show />
              </div>
            )}
            <ul className="divide-y divide-line" data-testid="notice-list">
              {items.map((notice) => (
                <li key={notice.id}>
                  <Link
                    to={`/help/notice?id=${notice.id}`}
                    data-testid="notice-row"
                    className="flex min-h-16 items-center gap-3 px-5 py-3.5 transition-colors duration-(--motion-fast) hover:bg-hover"
                  >
                    <span className="flex min-w-0 flex-1 flex-col gap-1">
                      <span className="flex items-center gap-2">
                        {notice.pinned && (
                          <Pin
                            aria-label={t('notices.pinned')}
                            className="size-3.5 shrink-0 text-accent-text"
                          />
                        )}
                        <span
                          className="truncate font-medium text-fg"
                          {...fallbackText(notice.fallback)}
                        >
                          {notice.title}
                        </span>
                      </span>
                      <time dateTime={notice.publishedAt} className="text-sm text-fg-subtle">
                        {format.date(notice.publishedAt)}
                      </time>
                    </span>
                    <ForwardChevron className="size-4 shrink-0 text-fg-subtle" />
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        )}
        {list.hasNextPage && (
          <Button
            variant="secondary"
            className="self-center"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
            data-testid="notices-more"
          >
            {t('notices.more')}
          </Button>
        )}
      </div>
    </>
  );
}

function NoticeDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const notice = useNotice(id);
  usePageTitle(notice.data?.title ?? t('notices.title'));
  const notFound = isApiError(notice.error) && notice.error.status === 404;
  return (
    <>
      <PageHeader title={t('notices.title')} />
      <article className="flex max-w-3xl flex-col gap-5" data-testid="notice-detail">
        <BackLink to="/help/notice">{t('notices.backToList')}</BackLink>
        {notice.isError ? (
          <LoadError
            title={notFound ? t('notices.notFound') : t('notices.loadFailed')}
            error={notice.error}
            onRetry={notFound ? undefined : () => void notice.refetch()}
          />
        ) : notice.isPending ? (
          <div className="flex flex-col gap-3" aria-hidden="true">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-4 w-32" />
            <Skeleton className="mt-4 h-40 w-full" />
          </div>
        ) : (
          <>
            <header className="flex flex-col gap-2">
              <h2
                className="text-xl font-semibold tracking-tight text-fg desk:text-2xl"
                {...fallbackText(notice.data.fallback)}
              >
                {notice.data.title}
              </h2>
              <div className="flex items-center gap-3 text-sm text-fg-subtle">
                <time dateTime={notice.data.publishedAt}>
                  {format.date(notice.data.publishedAt)}
                </time>
                {notice.data.pinned && <Badge tone="accent">{t('notices.pinned')}</Badge>}
              </div>
            </header>
            <FallbackNote show={notice.data.fallback} />
            <div {...fallbackText(notice.data.fallback)}>
              <Markdown>{notice.data.body}</Markdown>
            </div>
          </>
        )}
      </article>
    </>
  );
}

/** `/help/notice`: the notices, newest first with pinned ones on top; `?id=` shows one. */
export function NoticesPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id && /^[1-9]\d{0,15}$/.test(id) ? <NoticeDetail id={id} /> : <NoticeList />;
}
