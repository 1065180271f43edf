import { FAQ_SEARCH_MAX } from '@swx/contract';
import { BookOpen } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { Button } from '@swx/ui';
import { SearchInput } from '../../components/ui/search-input';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useContents } from '../../features/content/api/list-contents';
import { contentHref } from '../../features/content/content-href';
import { useFaq } from '../../features/help/api/list-faq';
import { LatestNotices } from '../../features/help/components/latest-notices';
import { usePageTitle } from '../../lib/use-page-title';
import { SupportButton } from '../frame/header-actions';
import { ForwardChevron } from '../../components/ui/forward-chevron';

function HelpSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const words = q.trim();
    void navigate(
      words ? `/help/faq?${new URLSearchParams({ q: words }).toString()}` : '/help/faq',
    );
  }
  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <SearchInput
        label={t('faq.search')}
        value={q}
        onChange={setQ}
        placeholder={t('faq.searchPlaceholder')}
        maxLength={FAQ_SEARCH_MAX}
        testId="help-search"
      />
      <Button type="submit" size="lg" className="h-12 shrink-0">
        {t('help.searchSubmit')}
      </Button>
    </form>
  );
}

function Categories() {
  const { t } = useTranslation();
  const faq = useFaq({ q: '', category: '' });
  const counts = new Map<string, number>();
  for (const item of faq.data?.items ?? []) {
    counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
  }
  return (
    <section aria-labelledby="help-topics">
      <h2 id="help-topics" className="mb-3 text-lg font-semibold">
        {t('help.topics')}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 desk:grid-cols-3">
        {faq.isPending
          ? [0, 1, 2, 3, 4, 5].map((n) => (
              <li key={n}>
                <Skeleton className="h-20 w-full rounded-xl" />
              </li>
            ))
          : (faq.data?.categories ?? []).map((category) => (
              <li key={category.slug}>
                <Link
                  to={`/help/faq?category=${category.slug}`}
                  data-testid={`help-topic-${category.slug}`}
                  className="flex h-full items-center gap-3 rounded-xl border border-line bg-surface px-4 py-4 transition-colors duration-(--motion-fast) hover:border-line-strong hover:bg-hover"
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
                    <BookOpen aria-hidden="true" className="size-4.5" />
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium text-fg">{category.title}</span>
                    <span className="text-sm text-fg-subtle">
                      {t('help.questions', { count: counts.get(category.slug) ?? 0 })}
                    </span>
                  </span>
                  <ForwardChevron className="size-4 text-fg-subtle" />
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}

function MoreHelp() {
  const { t } = useTranslation();
  const contents = useContents();
  const legal = (contents.data ?? []).filter((item) => item.type !== 1);
  const linkClass = 'flex min-h-10 items-center text-sm text-fg-muted hover:text-fg';
  return (
    <Card aria-labelledby="help-more" className="px-5 py-4">
      <h2 id="help-more" className="text-md font-semibold">
        {t('help.more')}
      </h2>
      <ul className="mt-2 flex flex-col">
        <li>
          <SupportButton variant="link" className={linkClass + ' font-medium text-accent-text'} />
        </li>
        <li>
          <Link to="/help/contact" className={linkClass}>
            {t('contact.title')}
          </Link>
        </li>
        <li>
          <Link to="/introduction" className={linkClass}>
            {t('introduction.title')}
          </Link>
        </li>
        {legal.map((item) => (
          <li key={item.id}>
            <Link to={contentHref(item)} className={linkClass}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** `/help`: search, topics of the FAQ, the latest notices and the way to support. */
export function HelpPage() {
  const { t } = useTranslation();
  usePageTitle(t('help.title'));
  return (
    <>
      <PageHeader title={t('help.title')} description={t('help.subtitle')} />
      <div className="flex flex-col gap-8">
        <HelpSearch />
        <Categories />
        <div className="grid gap-5 desk:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <LatestNotices />
          <MoreHelp />
        </div>
      </div>
    </>
  );
}
