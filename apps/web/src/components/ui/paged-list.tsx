import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Button } from '@swx/ui';
import { LoadError } from './load-error';
import { Pager } from './pager';

/** What a paged list needs of its React Query result. */
export interface PagedQuery<T> {
  data: { items: T[]; total: number } | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch(): unknown;
}

export interface PagedListProps<T> {
  query: PagedQuery<T>;
  page: number;
  pageSize: number;
  onPage(page: number): void;
  /** The rows of a page that has some. */
  children(items: T[]): ReactNode;
  /** Shown while the first page loads (shaped like the rows). */
  skeleton: ReactNode;
  /** Shown when the list has nothing at all. */
  empty: ReactNode;
  /** Titles the load error. */
  loadFailed: string;
  /** A page past the end (an old address, fewer rows than when it was made): its text and the
   * way back; without it such a page shows `empty`. */
  pageEmpty?: { text: string; firstPage: string; testId?: string };
  /** The pager's accessible name. */
  pagination: string;
  rangeTestId?: string;
  /** Attributes of the element holding the rows (e.g. the tab panel of a tabbed list). */
  panel?: HTMLAttributes<HTMLDivElement>;
}

/**
 * The body of a paged list and its pager, with the states every list has: an error with retry,
 * a skeleton, empty, a page past the end, and the rows, dimmed while the next page loads.
 */
export function PagedList<T>({
  query,
  page,
  pageSize,
  onPage,
  children,
  skeleton,
  empty,
  loadFailed,
  pageEmpty,
  pagination,
  rangeTestId,
  panel,
}: PagedListProps<T>) {
  const data = query.data;
  let body: ReactNode;
  if (query.isError && !data) {
    body = (
      <div className="p-5">
        <LoadError title={loadFailed} error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  } else if (!data) {
    body = skeleton;
  } else if (data.items.length > 0) {
    body = children(data.items);
  } else if (data.total > 0 && pageEmpty) {
    body = (
      <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <p className="text-fg-muted" data-testid={pageEmpty.testId}>
          {pageEmpty.text}
        </p>
        <Button variant="secondary" size="sm" onClick={() => onPage(1)}>
          {pageEmpty.firstPage}
        </Button>
      </div>
    );
  } else {
    body = empty;
  }

  return (
    <>
      <div
        {...panel}
        aria-busy={query.isFetching || undefined}
        className={cx(
          panel?.className,
          query.isPlaceholderData && 'opacity-60 transition-opacity duration-(--motion-fast)',
        )}
      >
        {body}
      </div>
      {data && (
        <Pager
          page={page}
          pageSize={pageSize}
          total={data.total}
          shown={data.items.length}
          onPage={onPage}
          label={pagination}
          rangeTestId={rangeTestId}
        />
      )}
    </>
  );
}
