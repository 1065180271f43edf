import { fromUnits, toUnits } from '@swx/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@swx/ui';
import { DataTable, QueryBlock, type Column } from '../../components/data-table';
import { Badge, Card } from '../../components/feedback';
import { formatAmount } from '../../lib/money';
import { productsQuery, type SmartProductAdmin } from './api';
import { ProductForm } from './product-form';

const pad = (n: number) => String(n).padStart(2, '0');
const time = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)} UTC`;
/** A rate as a percentage, from its text ("0.0003" → "0.03%"). */
function percent(rate: string): string {
  const units = toUnits(rate, 18);
  if (units === undefined) return rate;
  const text = fromUnits(units * 100n, 18);
  return `${text.includes('.') ? text.replace(/\.?0+$/, '') : text}%`;
}

/** The products (active or not) with what they hold and their capacity; create and edit. */
export function ProductsPanel() {
  const products = useQuery(productsQuery());
  // null: the new-product form; a product: its edit form; undefined: no form.
  const [editing, setEditing] = useState<SmartProductAdmin | null | undefined>(undefined);

  const columns: Column<SmartProductAdmin>[] = [
    { header: 'Code', cell: (p) => `${p.code} (#${p.id})` },
    {
      header: 'Name (en)',
      cell: (p) => p.texts.find((t) => t.lang === 'en')?.name ?? '—',
    },
    { header: 'Term', cell: (p) => `${p.termDays} days` },
    {
      header: 'Rate',
      cell: (p) => `${percent(p.dailyRate)}/day, ${percent(p.annualRate)}/year`,
    },
    {
      header: 'Range',
      numeric: true,
      cell: (p) => `${formatAmount(p.minAmount)}–${formatAmount(p.maxAmount)}`,
    },
    {
      header: 'Payout',
      cell: (p) => `${p.payout === 'daily' ? 'Daily' : 'At maturity'}, ${time(p.accrualMinute)}`,
    },
    {
      header: 'Earning',
      numeric: true,
      cell: (p) => `${p.earningPlans} (${formatAmount(p.earningPrincipal)} USDT)`,
    },
    { header: 'Capacity', numeric: true, cell: (p) => `${formatAmount(p.capacity)} USDT` },
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
        <p className="text-sm text-fg-muted">
          A change applies to plans sold afterwards; plans already sold keep their terms.
        </p>
        {editing === undefined && <Button onClick={() => setEditing(null)}>New product</Button>}
      </div>
      {editing !== undefined && (
        <Card>
          <ProductForm
            key={editing?.id ?? 'new'}
            product={editing}
            onClose={() => setEditing(undefined)}
          />
        </Card>
      )}
      <Card>
        <QueryBlock query={products}>
          {(data) => (
            <DataTable
              caption="Smart products"
              columns={columns}
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
