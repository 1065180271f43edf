import type { ReactNode } from 'react';
import type { Paged } from '@swx/contract/admin';
import { Pager } from '../../components/data-table';
import { MasterDetail, RowText, SelectableRow } from '../../components/master-detail';
import { QueryState } from '../configuration/ui';

export function Placeholder({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-full min-h-40 items-center justify-center p-4 text-sm text-fg-muted">
      {children}
    </div>
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
