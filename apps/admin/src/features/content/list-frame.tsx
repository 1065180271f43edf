import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Paged } from '@swx/contract/admin';
import { Button } from '@swx/ui';
import { MasterDetail, RowText, SelectableRow } from '../../components/master-detail';
import { QueryState } from '../configuration/ui';

export function Placeholder({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-full min-h-40 items-center justify-center p-4 text-sm text-fg-muted">
      {children}
    </div>
  );
}

/** Previous / next with "page x of y". */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2 px-4 py-2">
      <Button
        variant="ghost"
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
      </Button>
      <span className="text-xs text-fg-muted tabular">
        Page {page} of {pages} · {total} total
      </span>
      <Button
        variant="ghost"
        aria-label="Next page"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}

/**
 * One page of a content list: its rows (or `empty` when there are none) and the pager, shown
 * always or, with `pagerWhenPaged`, once the list outgrows a page.
 */
export function PagedRows<T>({
  result,
  label,
  empty,
  pageSize,
  onPage,
  pagerWhenPaged = false,
  children,
}: {
  result: Paged<T>;
  label: string;
  empty: ReactNode;
  pageSize: number;
  onPage: (page: number) => void;
  pagerWhenPaged?: boolean;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      {result.items.length === 0 ? (
        <Placeholder>{empty}</Placeholder>
      ) : (
        <ul aria-label={label}>{result.items.map(children)}</ul>
      )}
      {(!pagerWhenPaged || result.total > pageSize) && (
        <Pager page={result.page} pageSize={pageSize} total={result.total} onPage={onPage} />
      )}
    </>
  );
}

/** An item listed in a language it has no text in: named by its slug. */
export const untranslated = (slug: string) => `${slug} (not in this language)`;

/** How a content item stands in its list: its selection id, a title and one line of detail. */
export interface ListedRow {
  id: string;
  /** The React key, when one id can stand in the list more than once (e.g. per language). */
  key?: string;
  title: ReactNode;
  detail: ReactNode;
}

/**
 * A content section: one page of selectable rows (loading, failure and empty states included)
 * beside the chosen item's `detail`.
 */
export function PagedMasterDetail<T>({
  query,
  row,
  selected,
  onSelect,
  detail,
  ...paging
}: {
  query: Parameters<typeof QueryState<Paged<T>>>[0]['query'];
  row: (item: T) => ListedRow;
  selected: string | null;
  onSelect: (id: string) => void;
  detail: ReactNode;
  label: string;
  empty: ReactNode;
  pageSize: number;
  onPage: (page: number) => void;
  pagerWhenPaged?: boolean;
}) {
  return (
    <MasterDetail
      list={
        <QueryState query={query}>
          {(result) => (
            <PagedRows result={result} {...paging}>
              {(item) => {
                const { id, key = id, title, detail: line } = row(item);
                return (
                  <SelectableRow key={key} selected={id === selected} onSelect={() => onSelect(id)}>
                    <RowText title={title} detail={line} />
                  </SelectableRow>
                );
              }}
            </PagedRows>
          )}
        </QueryState>
      }
      detail={detail}
    />
  );
}
