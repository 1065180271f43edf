import { FAQ_SEARCH_MAX, type FaqResult } from '@swx/contract';
import { ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/page-header';
import { LoadError } from '../../components/ui/load-error';
import { SearchInput } from '../../components/ui/search-input';
import { Button } from '@swx/ui';
import { Skeleton } from '../../components/ui/skeleton';
import { FallbackNote } from '../../features/content/components/fallback-note';
import { Markdown } from '../../features/content/components/markdown';
import { useFaq } from '../../features/help/api/list-faq';
import { cx } from '../../lib/cx';
import { usePageTitle } from '../../lib/use-page-title';
import { useQueryParams } from '../../lib/use-query-params';
import { fallbackText } from '../../lib/fallback-text';

/** Typing waits this long before the search is asked for and written to the address. */
const SEARCH_DELAY_MS = 250;

function CategoryChips({
  categories,
  selected,
  onSelect,
}: {
  categories: FaqResult['categories'];
  selected: string;
  onSelect(slug: string): void;
}) {
  const { t } = useTranslation();
  const chip = (slug: string, label: string) => (
    <li key={slug || 'all'}>
      <button
        type="button"
        aria-pressed={selected === slug}
        onClick={() => onSelect(slug)}
        data-testid={`faq-category-${slug || 'all'}`}
        className={cx(
          'h-9 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors duration-(--motion-fast)',
          selected === slug
            ? 'border-accent bg-accent-soft text-accent-text'
            : 'border-line text-fg-muted hover:bg-hover hover:text-fg',
        )}
      >
        {label}
      </button>
    </li>
  );
  return (
    <nav
      aria-label={t('faq.categories')}
      className="-mx-4 overflow-x-auto px-4 desk:mx-0 desk:px-0"
    >
      <ul className="flex gap-2 desk:flex-wrap">
        {chip('', t('faq.all'))}
        {categories.map((category) => chip(category.slug, category.title))}
      </ul>
    </nav>
  );
}

function Question({ item }: { item: FaqResult['items'][number] }) {
  return (
    <li>
      <details className="group border-b border-line" data-testid="faq-item">
        <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-medium text-fg [&::-webkit-details-marker]:hidden">
          <span {...fallbackText(item.fallback)}>{item.question}</span>
          <ChevronDown
            aria-hidden="true"
            className="size-4.5 shrink-0 text-fg-subtle transition-transform duration-(--motion-fast) group-open:rotate-180"
          />
        </summary>
        <div className="flex flex-col gap-3 pb-5" {...fallbackText(item.fallback)}>
          <FallbackNote show={item.fallback} />
          <Markdown>{item.answer}</Markdown>
        </div>
      </details>
    </li>
  );
}

/** `/help/faq?category=&q=`: questions by category with a search over every word. */
export function FaqPage() {
  const { t } = useTranslation();
  usePageTitle(t('faq.title'));
  const [params, update] = useQueryParams();
  const category = params.get('category') ?? '';
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);

  // The address follows the typed words after a pause (replacing, not adding, history).
  useEffect(() => {
    if (typed === q) return;
    const timer = window.setTimeout(() => {
      update({ q: typed.trim() ? typed : null });
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed, q, update]);

  const faq = useFaq({ q, category });
  const selectCategory = (slug: string) => update({ category: slug || null });

  return (
    <>
      <PageHeader title={t('faq.title')} description={t('faq.subtitle')} />
      <div className="flex max-w-3xl flex-col gap-5">
        <SearchInput
          label={t('faq.search')}
          value={typed}
          onChange={setTyped}
          placeholder={t('faq.searchPlaceholder')}
          maxLength={FAQ_SEARCH_MAX}
          testId="faq-search"
        />
        {faq.data && (
          <CategoryChips
            categories={faq.data.categories}
            selected={category}
            onSelect={selectCategory}
          />
        )}
        {faq.isError ? (
          <LoadError
            title={t('faq.loadFailed')}
            error={faq.error}
            onRetry={() => void faq.refetch()}
          />
        ) : faq.isPending ? (
          <div className="flex flex-col gap-3" aria-hidden="true">
            {[0, 1, 2, 3, 4].map((n) => (
              <Skeleton key={n} className="h-12 w-full" />
            ))}
          </div>
        ) : faq.data.items.length === 0 ? (
          <div
            className="rounded-xl border border-dashed border-line px-6 py-10 text-center"
            data-testid="faq-empty"
          >
            <p className="font-medium text-fg">{t('faq.emptyTitle')}</p>
            <p className="mt-1 text-sm text-fg-muted">{t('faq.emptyBody')}</p>
            <Button
              className="mt-4"
              variant="secondary"
              size="sm"
              onClick={() => {
                setTyped('');
                update({ q: null, category: null });
              }}
            >
              {t('faq.showAll')}
            </Button>
          </div>
        ) : (
          <>
            <p className="text-sm text-fg-muted" aria-live="polite" data-testid="faq-count">
              {t('faq.count', { count: faq.data.items.length })}
            </p>
            <ul className={cx('border-t border-line', faq.isPlaceholderData && 'opacity-60')}>
              {faq.data.items.map((item) => (
                <Question key={item.id} item={item} />
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}
