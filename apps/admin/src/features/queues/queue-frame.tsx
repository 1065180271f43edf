import {
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Alert, ListSkeleton, LoadError } from '../../components/feedback';
import { MasterDetail, SelectableRow } from '../../components/master-detail';
import { errorMessage } from '../../lib/api';
import { StatusFilter } from '../../components/status-filter';
import { useNow } from './use-now';

/**
 * A queue page: title and filter above, the list beside the selected item's detail. Without a
 * title (a queue in a tab of a page that has one) the filter stands alone.
 */
export function QueueFrame({
  title,
  filter,
  list,
  detail,
}: {
  title?: string;
  filter: ReactNode;
  list: ReactNode;
  detail: ReactNode;
}) {
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {title && <h1 className="text-xl font-semibold">{title}</h1>}
        {filter}
      </div>
      <MasterDetail list={list} detail={detail} />
    </div>
  );
}

export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="p-4 text-sm text-fg-muted">{children}</p>;
}

export function NoSelection({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-full min-h-40 items-center justify-center text-sm text-fg-muted">
      {children}
    </div>
  );
}

/**
 * A queue's list: a skeleton while loading, the error with a retry, a note when empty, else a
 * selectable row per item.
 */
export function QueueList<Item extends { id: string }>({
  list,
  label,
  empty,
  selectedId,
  onSelect,
  row,
  testId,
}: {
  list: UseQueryResult<{ items: Item[] }>;
  label: string;
  empty: ReactNode;
  selectedId: string | null;
  onSelect: (id: string) => void;
  row: (item: Item) => ReactNode;
  testId?: string;
}) {
  if (list.isPending) return <ListSkeleton />;
  if (list.isError) {
    return <LoadError message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  }
  if (list.data.items.length === 0) return <EmptyList>{empty}</EmptyList>;
  return (
    <ul aria-label={label} data-testid={testId}>
      {list.data.items.map((item) => (
        <SelectableRow
          key={item.id}
          selected={item.id === selectedId}
          onSelect={() => onSelect(item.id)}
        >
          {row(item)}
        </SelectableRow>
      ))}
    </ul>
  );
}

/** What a decision on a queue item came to, shown above the detail panel. */
export type Outcome = { tone: 'success' | 'danger'; text: string };

/**
 * A whole queue page: the status filter, the list of the status's items (skeleton while
 * loading, the error with retry, a note when empty), the selected item's detail and the
 * outcome of the last decision. A successful decision clears the selection.
 */
export function QueuePage<
  S extends string,
  Page extends { items: { id: string }[] },
  Key extends QueryKey,
>({
  title,
  statuses,
  query,
  listLabel,
  empty,
  row,
  detail,
  noSelection,
}: {
  title?: string;
  statuses: readonly [S, ...S[]];
  /** The list's query for a status. */
  query: (status: S) => UseQueryOptions<Page, Error, Page, Key>;
  /** The list's accessible name for a status ("pending deposits"). */
  listLabel: (status: S) => string;
  empty: (status: S) => ReactNode;
  /** A row's content; `now` for the items' ages. */
  row: (item: Page['items'][number], status: S, now: number) => ReactNode;
  /** The selected item's detail (keyed by the caller), which reports its decision. */
  detail: (item: Page['items'][number], onDone: (outcome: Outcome) => void) => ReactNode;
  noSelection: ReactNode;
}) {
  const [status, setStatus] = useState<S>(statuses[0]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const list = useQuery(query(status));
  const now = useNow();
  const selected = list.data?.items.find((item) => item.id === selectedId) ?? null;

  return (
    <QueueFrame
      title={title}
      filter={
        <StatusFilter
          statuses={statuses}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setSelectedId(null);
          }}
        />
      }
      list={
        <QueueList
          list={list}
          label={listLabel(status)}
          empty={empty(status)}
          selectedId={selectedId}
          onSelect={(id) => {
            setSelectedId(id);
            setOutcome(null);
          }}
          row={(item) => row(item, status, now)}
        />
      }
      detail={
        <>
          {outcome && (
            <div className="mb-4">
              <Alert tone={outcome.tone}>{outcome.text}</Alert>
            </div>
          )}
          {selected ? (
            detail(selected, (next) => {
              setOutcome(next);
              if (next.tone === 'success') setSelectedId(null);
            })
          ) : (
            <NoSelection>{noSelection}</NoSelection>
          )}
        </>
      }
    />
  );
}
