import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '@swx/ui';
import { DataTable, QueryBlock, type Column } from './data-table';
import { Badge, Card } from './feedback';

interface Product {
  id: number;
  code: string;
  active: boolean;
  texts: ReadonlyArray<{ lang: string; name: string }>;
}

/**
 * A product catalogue (smart plans, loans): what a change means for what was sold, a New button,
 * the create or edit form, and the products (active or not) with their code, English name and
 * state around the caller's columns.
 */
export function ProductsSection<P extends Product>({
  caption,
  note,
  query,
  columns,
  form,
}: {
  caption: string;
  note: string;
  query: UseQueryResult<{ items: P[] }>;
  columns: Column<P>[];
  /** The form for `product` (null: a new one). */
  form: (product: P | null, onClose: () => void) => ReactNode;
}) {
  // null: the new-product form; a product: its edit form; undefined: no form.
  const [editing, setEditing] = useState<P | null | undefined>(undefined);
  const all: Column<P>[] = [
    { header: 'Code', cell: (p) => `${p.code} (#${p.id})` },
    { header: 'Name (en)', cell: (p) => p.texts.find((t) => t.lang === 'en')?.name ?? '—' },
    ...columns,
    {
      header: 'State',
      cell: (p) => (
        <Badge tone={p.active ? 'success' : 'neutral'}>{p.active ? 'Active' : 'Inactive'}</Badge>
      ),
    },
    {
      header: 'Edit',
      cell: (p) => (
        <Button variant="secondary" onClick={() => setEditing(p)}>
          Edit {p.code}
        </Button>
      ),
    },
  ];
  return (
    <div className="flex min-h-0 flex-col gap-4 overflow-y-auto">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-fg-muted">{note}</p>
        {editing === undefined && <Button onClick={() => setEditing(null)}>New product</Button>}
      </div>
      {editing !== undefined && (
        <Card key={editing?.id ?? 'new'}>{form(editing, () => setEditing(undefined))}</Card>
      )}
      <Card>
        <QueryBlock query={query}>
          {(data) => (
            <DataTable
              caption={caption}
              columns={all}
              rows={data.items}
              rowKey={(p) => String(p.id)}
              empty="No products yet."
            />
          )}
        </QueryBlock>
      </Card>
    </div>
  );
}
