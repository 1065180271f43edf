import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { errorMessage } from '../lib/api';
import { cx } from '../lib/cx';
import { Button } from '@swx/ui';
import { ListSkeleton, LoadError } from './feedback';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned tabular figures (amounts). */
  numeric?: boolean;
}

/**
 * A table of rows. With `expand`, each row gets a disclosure button that shows what
 * `expand` renders below it.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  expand,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  empty: ReactNode;
  expand?: (row: T) => ReactNode;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (rows.length === 0) return <p className="p-4 text-sm text-fg-muted">{empty}</p>;
  const width = columns.length + (expand ? 1 : 0);
  function toggle(key: string) {
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line text-start text-xs text-fg-muted">
            {expand && (
              <th scope="col" className="w-10 px-3 py-2">
                <span className="sr-only">Details</span>
              </th>
            )}
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cx('px-3 py-2 font-medium', column.numeric ? 'text-end' : 'text-start')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            const expanded = open.has(key);
            return (
              <Fragment key={key}>
                <tr className="border-b border-line align-top hover:bg-hover">
                  {expand && (
                    <td className="px-1 py-1">
                      <button
                        type="button"
                        aria-expanded={expanded}
                        aria-label={expanded ? `Hide details of ${key}` : `Show details of ${key}`}
                        onClick={() => toggle(key)}
                        className="inline-flex size-8 items-center justify-center rounded-md hover:bg-hover"
                      >
                        {expanded ? (
                          <ChevronDown aria-hidden="true" className="size-4" />
                        ) : (
                          <ChevronRight aria-hidden="true" className="size-4" />
                        )}
                      </button>
                    </td>
                  )}
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      className={cx('px-3 py-2', column.numeric && 'tabular text-end')}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
                {expand && expanded && (
                  <tr className="border-b border-line bg-field">
                    <td colSpan={width} className="px-4 py-3">
                      {expand(row)}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Previous / next through a paged list, with where the reader is. */
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
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
      <span className="text-fg-muted">
        Page <span className="tabular">{page}</span> of <span className="tabular">{pages}</span> ·{' '}
        <span className="tabular">{total}</span> in all
      </span>
      <span className="flex gap-2">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </span>
    </nav>
  );
}

/** A query's loading skeleton or its error (with the server's msg and a retry), else `children`. */
export function QueryBlock<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton rows={4} />;
  if (query.isError) {
    return <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}

/** A paged query as a table with its pager. */
export function PagedTable<T>({
  query,
  onPage,
  ...table
}: {
  query: UseQueryResult<{ items: T[]; total: number; page: number; pageSize: number }>;
  onPage: (page: number) => void;
} & Omit<Parameters<typeof DataTable<T>>[0], 'rows'>) {
  return (
    <QueryBlock query={query}>
      {(data) => (
        <>
          <DataTable {...table} rows={data.items} />
          {data.total > 0 && (
            <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
          )}
        </>
      )}
    </QueryBlock>
  );
}
