import type { ContentItem } from '@swx/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useContent } from '../../features/content/api/get-content';
import { useContents } from '../../features/content/api/list-contents';
import { FallbackNote } from '../../features/content/components/fallback-note';
import { Markdown } from '../../features/content/components/markdown';
import { contentHref } from '../../features/content/content-href';
import { useFormat } from '../../i18n/format';
import { isApiError } from '../../lib/api-client';
import { cx } from '../../lib/cx';
import { usePageTitle } from '../../lib/use-page-title';
import { fallbackText } from '../../lib/fallback-text';

const ID = /^[1-9]\d{0,15}$/;

/** The other pages of the same kind, beside the text on the desktop layout. */
function RelatedPages({ current, items }: { current: ContentItem; items: ContentItem[] }) {
  const { t } = useTranslation();
  const related = items.filter((item) => item.type === current.type);
  if (related.length < 2) return null;
  return (
    <nav aria-label={t('detail.related')} className="hidden desk:block">
      <h2 className="mb-2 px-3 text-xs font-semibold tracking-wide text-fg-subtle uppercase">
        {t('detail.related')}
      </h2>
      <ul className="flex flex-col gap-0.5">
        {related.map((item) => (
          <li key={item.id}>
            <Link
              to={contentHref(item)}
              aria-current={item.id === current.id ? 'page' : undefined}
              className={cx(
                'flex min-h-9 items-center rounded-md px-3 text-sm transition-colors duration-(--motion-fast)',
                item.id === current.id
                  ? 'bg-accent-soft font-medium text-accent-text'
                  : 'text-fg-muted hover:bg-hover hover:text-fg',
              )}
            >
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `/detail?id=&title=`: a content page (company, policy, statement) from the server. */
export function DetailPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [params] = useSearchParams();
  const rawId = params.get('id') ?? '';
  const id = ID.test(rawId) ? rawId : null;
  const content = useContent(id);
  const list = useContents();
  const title = content.data?.title ?? params.get('title') ?? t('detail.title');
  usePageTitle(title);
  const notFound = !id || (isApiError(content.error) && content.error.status === 404);

  return (
    <div className="grid gap-10 desk:grid-cols-[14rem_minmax(0,1fr)]">
      {content.data && list.data ? (
        <RelatedPages current={content.data} items={list.data} />
      ) : (
        <div className="hidden desk:block" />
      )}
      <article className="flex max-w-prose min-w-0 flex-col gap-5" data-testid="content-page">
        <h1 className="hidden text-2xl font-semibold tracking-tight desk:block">{title}</h1>
        {notFound ? (
          <Alert tone="error" title={t('detail.notFound')}>
            <Link to="/help" className="underline">
              {t('detail.toHelp')}
            </Link>
          </Alert>
        ) : content.isError ? (
          <LoadError
            title={t('detail.loadFailed')}
            error={content.error}
            onRetry={() => void content.refetch()}
          />
        ) : content.isPending ? (
          <div className="flex flex-col gap-3" aria-hidden="true">
            {[0, 1, 2, 3, 4, 5].map((n) => (
              <Skeleton key={n} className={cx('h-4', n % 3 === 2 ? 'w-2/3' : 'w-full')} />
            ))}
          </div>
        ) : (
          <>
            <p className="text-sm text-fg-subtle">
              {t('detail.updated', { date: format.date(content.data.updatedAt) })}
            </p>
            <FallbackNote show={content.data.fallback} />
            <div {...fallbackText(content.data.fallback)}>
              <Markdown>{content.data.body}</Markdown>
            </div>
          </>
        )}
      </article>
    </div>
  );
}
