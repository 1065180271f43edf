import type { ReactNode } from 'react';
import { Card } from '../../components/feedback';
import { cx } from '../../lib/cx';

/** The status filter of a queue: a row of toggle buttons. */
export function StatusFilter<S extends string>({
  statuses,
  value,
  onChange,
}: {
  statuses: readonly S[];
  value: S;
  onChange: (status: S) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Status"
      className="inline-flex rounded-md border border-line bg-field p-0.5"
    >
      {statuses.map((status) => (
        <button
          key={status}
          type="button"
          aria-pressed={status === value}
          onClick={() => onChange(status)}
          className={cx(
            'h-8 rounded-sm px-3 text-sm capitalize',
            status === value
              ? 'bg-raised font-medium text-fg shadow-card'
              : 'text-fg-muted hover:text-fg',
          )}
        >
          {status}
        </button>
      ))}
    </div>
  );
}

/** A queue page: title and filter above, the list beside the selected item's detail. */
export function QueueFrame({
  title,
  filter,
  list,
  detail,
}: {
  title: string;
  filter: ReactNode;
  list: ReactNode;
  detail: ReactNode;
}) {
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{title}</h1>
        {filter}
      </div>
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(280px,360px)_minmax(0,1fr)] gap-4">
        <Card className="min-h-0 overflow-y-auto">{list}</Card>
        <Card className="min-h-0 overflow-y-auto p-5">{detail}</Card>
      </div>
    </div>
  );
}

/** One row of a queue list. */
export function QueueRow({
  selected,
  onSelect,
  children,
}: {
  selected: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        aria-current={selected || undefined}
        onClick={onSelect}
        className={cx(
          'flex w-full flex-col gap-1 border-b border-line px-4 py-3 text-start hover:bg-hover',
          selected && 'bg-accent-soft hover:bg-accent-soft',
        )}
      >
        {children}
      </button>
    </li>
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
