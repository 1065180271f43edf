import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useContent } from '../../features/content/api/get-content';
import { useContents } from '../../features/content/api/list-contents';
import { FallbackNote } from '../../features/content/components/fallback-note';
import { Markdown } from '../../features/content/components/markdown';
import { contentHref } from '../../features/content/content-href';
import { HomeStatsStrip } from '../../features/home/components/home-stats';
import { usePageTitle } from '../../lib/use-page-title';
import { ForwardChevron } from '../../components/ui/forward-chevron';
import { fallbackText } from '../../lib/fallback-text';

/** The company page that introduces the platform (seeded as `about-us`). */
const ABOUT_SLUG = 'about-us';

/**
 * `/introduction`: about the platform. The "about us" text, the platform's own figures and the
 * other company pages (profile, partners, licence supervision), all from the server.
 */
export function IntroductionPage() {
  const { t } = useTranslation();
  usePageTitle(t('introduction.title'));
  const contents = useContents();
  const company = (contents.data ?? []).filter((item) => item.type === 1);
  const about = company.find((item) => item.slug === ABOUT_SLUG) ?? company[0];
  const text = useContent(about?.id ?? null);
  const others = company.filter((item) => item !== about);
  const failed = contents.isError || text.isError;

  return (
    <>
      <PageHeader title={t('introduction.title')} description={t('app.tagline')} />
      <div className="flex flex-col gap-10">
        {failed ? (
          <LoadError
            title={t('detail.loadFailed')}
            error={contents.error ?? text.error}
            onRetry={() => void (contents.isError ? contents.refetch() : text.refetch())}
          />
        ) : text.data ? (
          <article className="flex max-w-prose flex-col gap-4" data-testid="introduction-text">
            <h2 className="text-xl font-semibold tracking-tight">{text.data.title}</h2>
            <FallbackNote show={text.data.fallback} />
            <div {...fallbackText(text.data.fallback)}>
              <Markdown>{text.data.body}</Markdown>
            </div>
          </article>
        ) : (
          <div className="flex max-w-prose flex-col gap-3" aria-hidden="true">
            <Skeleton className="h-7 w-1/2" />
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} className="h-4 w-full" />
            ))}
          </div>
        )}
        <HomeStatsStrip />
        {others.length > 0 && (
          <section aria-labelledby="introduction-more">
            <h2 id="introduction-more" className="mb-3 text-lg font-semibold">
              {t('introduction.more')}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 desk:grid-cols-3">
              {others.map((item) => (
                <li key={item.id}>
                  <Link
                    to={contentHref(item)}
                    className="flex min-h-16 items-center justify-between gap-3 rounded-xl border border-line bg-surface px-4 py-3 font-medium text-fg transition-colors duration-(--motion-fast) hover:bg-hover"
                  >
                    {item.title}
                    <ForwardChevron className="size-4 text-fg-subtle" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
