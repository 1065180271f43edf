import { SMART_STATUSES, type SmartStatus } from '@swx/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@swx/ui';
import { PagedTable, type Column } from '../../components/data-table';
import { Card } from '../../components/feedback';
import { TextField } from '../../components/field';
import { SelectField } from '../../components/select-field';
import { formatDateTime } from '../../lib/format';
import { formatAmount } from '../../lib/money';
import { hasPermission, useSession } from '../../lib/session';
import { UserLink } from '../users/user-link';
import { ExpirationRequest } from './expirations-panel';
import { plansQuery, type PlanFilter, type SmartPlanAdmin } from './api';

const ID = /^[1-9]\d{0,17}$/;

const STATUS_LABELS: Record<SmartStatus, string> = {
  earning: 'Earning',
  profit_shared: 'Profit shared',
  closed: 'Closed early',
  expired: 'Expired',
};

/** Every user's plans, newest first, by user, product and status. */
export function PlansPanel() {
  const [filter, setFilter] = useState<PlanFilter>({ userId: '', productId: '', status: '' });
  const [draft, setDraft] = useState<PlanFilter>(filter);
  const [page, setPage] = useState(1);
  const list = useQuery(plansQuery(filter, page));
  const { staff } = useSession();
  const canEnd = hasPermission(staff, 'ledger.adjust');
  const [ending, setEnding] = useState<SmartPlanAdmin | null>(null);
  const userIdBad = draft.userId.trim() !== '' && !ID.test(draft.userId.trim());
  const productIdBad = draft.productId.trim() !== '' && !ID.test(draft.productId.trim());

  function apply(event: FormEvent) {
    event.preventDefault();
    if (userIdBad || productIdBad) return;
    setFilter({ ...draft, userId: draft.userId.trim(), productId: draft.productId.trim() });
    setPage(1);
  }

  const columns: Column<SmartPlanAdmin>[] = [
    { header: 'Plan', cell: (p) => p.orderNo },
    { header: 'User', cell: (p) => <UserLink id={p.userId} name={p.username} /> },
    { header: 'Product', cell: (p) => `${p.productCode} (#${p.productId})` },
    { header: 'Principal', numeric: true, cell: (p) => `${formatAmount(p.principal)} USDT` },
    {
      header: 'Terms',
      cell: (p) => `${p.termDays} days at ${p.dailyRate}/day, ${p.payout}`,
    },
    {
      header: 'Interest',
      numeric: true,
      cell: (p) =>
        `${formatAmount(p.accruedInterest)} of ${formatAmount(p.totalInterest)} (day ${p.daysAccrued}/${p.termDays})`,
    },
    { header: 'Status', cell: (p) => STATUS_LABELS[p.status] },
    { header: 'Started', cell: (p) => formatDateTime(p.startedAt) },
    { header: 'Ends', cell: (p) => formatDateTime(p.endedAt ?? p.maturesAt) },
  ];
  if (canEnd) {
    columns.push({
      header: 'Action',
      cell: (p) =>
        p.status === 'earning' && (
          <Button variant="secondary" onClick={() => setEnding(p)}>
            End {p.orderNo} early
          </Button>
        ),
    });
  }

  return (
    <div className="flex min-h-0 flex-col gap-4 overflow-y-auto">
      <form
        aria-label="Plan filters"
        className="flex flex-wrap items-end gap-3"
        onSubmit={apply}
        noValidate
      >
        <TextField
          label="User ID"
          inputMode="numeric"
          autoComplete="off"
          value={draft.userId}
          error={userIdBad ? 'A numeric user id.' : undefined}
          onChange={(e) => setDraft({ ...draft, userId: e.target.value })}
        />
        <TextField
          label="Product ID"
          inputMode="numeric"
          autoComplete="off"
          value={draft.productId}
          error={productIdBad ? 'A numeric product id.' : undefined}
          onChange={(e) => setDraft({ ...draft, productId: e.target.value })}
        />
        <SelectField
          label="Status"
          options={[
            ['', 'Any status'],
            ...SMART_STATUSES.map((s) => [s, STATUS_LABELS[s]] as const),
          ]}
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: e.target.value as SmartStatus | '' })}
        />
        <Button type="submit">Filter</Button>
      </form>
      {ending && (
        <ExpirationRequest key={ending.id} plan={ending} onClose={() => setEnding(null)} />
      )}
      <Card>
        <PagedTable
          query={list}
          onPage={setPage}
          caption="Smart plans"
          columns={columns}
          rowKey={(p) => p.id}
          empty="No plans match."
        />
      </Card>
    </div>
  );
}
