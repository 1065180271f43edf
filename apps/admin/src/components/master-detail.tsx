import type { ReactNode } from 'react';
import { cx } from '../lib/cx';
import { Card } from './feedback';

/** A list beside the selected item's detail (queues, content). */
export function MasterDetail({ list, detail }: { list: ReactNode; detail: ReactNode }) {
  return (
    <div className="grid min-h-0 flex-1 grid-cols-[minmax(260px,360px)_minmax(0,1fr)] gap-4">
      <Card className="min-h-0 overflow-y-auto">{list}</Card>
      <Card className="min-h-0 overflow-y-auto p-5">{detail}</Card>
    </div>
  );
}

/** One row of a master list: a button that selects it, marked while selected. */
export function SelectableRow({
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
          'flex w-full flex-col gap-1 border-b border-line px-4 py-3 text-start text-sm hover:bg-hover',
          selected && 'bg-accent-soft hover:bg-accent-soft',
        )}
      >
        {children}
      </button>
    </li>
  );
}

/** The two lines of a selectable row: what the item is, then its particulars. */
export function RowText({ title, detail }: { title: ReactNode; detail: ReactNode }) {
  return (
    <>
      <span className="font-medium text-fg">{title}</span>
      <span className="text-xs text-fg-subtle">{detail}</span>
    </>
  );
}
