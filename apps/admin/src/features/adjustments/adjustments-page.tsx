import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@swx/ui';
import { PagedTable, type Column } from '../../components/data-table';
import { ConfirmStep, ReasonForm } from '../../components/decision';
import { Alert, Card } from '../../components/feedback';
import { CreatingPage } from '../../components/page-header';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { isDebit, unsigned, formatAmount } from '../../lib/money';
import { StatusFilter } from '../../components/status-filter';
import { UserLink } from '../users/user-link';
import { AdjustmentForm } from './adjustment-form';
import {
  ADJUSTMENT_STATUSES,
  adjustmentKeys,
  adjustmentsQuery,
  decideAdjustment,
  type Adjustment,
  type AdjustmentStatus,
} from './api';

function describe(a: Adjustment): string {
  return isDebit(a.amount)
    ? `Debit ${unsigned(a.amount)} ${a.asset} from user #${a.userId} (${a.book} book)`
    : `Credit ${a.amount} ${a.asset} to user #${a.userId} (${a.book} book)`;
}

export function AdjustmentsPage() {
  const [status, setStatus] = useState<AdjustmentStatus>('pending');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Adjustment | null>(null);
  const list = useQuery(adjustmentsQuery(status, page));

  const columns: Column<Adjustment>[] = [
    { header: 'ID', cell: (a) => `#${a.id}` },
    { header: 'Requested', cell: (a) => formatDateTime(a.requestedAt) },
    { header: 'User', cell: (a) => <UserLink id={a.userId} name={a.username} /> },
    { header: 'Book', cell: (a) => a.book },
    { header: 'Amount', numeric: true, cell: (a) => `${formatAmount(a.amount)} ${a.asset}` },
    { header: 'Reason', cell: (a) => a.reason },
    { header: 'Requested by', cell: (a) => `staff #${a.requestedBy}` },
    status === 'pending'
      ? {
          header: 'Decision',
          cell: (a) => (
            <Button variant="secondary" onClick={() => setSelected(a)}>
              Review #{a.id}
            </Button>
          ),
        }
      : {
          header: 'Decision',
          cell: (a) =>
            `staff #${a.decidedBy ?? '?'}, ${formatDateTime(a.decidedAt)}` +
            (a.decisionReason ? ` — ${a.decisionReason}` : ''),
        },
  ];

  return (
    <CreatingPage
      title="Ledger adjustments"
      actions={
        <StatusFilter
          statuses={ADJUSTMENT_STATUSES}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
            setSelected(null);
          }}
        />
      }
      icon={Plus}
      createLabel="New adjustment"
      detail={
        selected && (
          <Decision key={selected.id} adjustment={selected} onClose={() => setSelected(null)} />
        )
      }
      form={(close) => <AdjustmentForm onClose={close} />}
    >
      <PagedTable
        query={list}
        onPage={setPage}
        caption={`${status} adjustments`}
        columns={columns}
        rowKey={(a) => a.id}
        empty={`No ${status} adjustments.`}
      />
    </CreatingPage>
  );
}

/** Approve or reject one pending adjustment (never by whoever asked for it: the server says). */
function Decision({ adjustment, onClose }: { adjustment: Adjustment; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'idle' | 'approve' | 'reject'>('idle');
  const decide = useMutation({
    mutationFn: (reason: string | null) =>
      decideAdjustment(
        adjustment.id,
        reason === null ? { approve: true } : { approve: false, reason },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adjustmentKeys.all }),
    onError: () => setMode('idle'),
  });
  const sentence = describe(adjustment);
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="font-semibold">Adjustment #{adjustment.id}</h2>
      <p className="text-sm">
        <strong>{sentence}</strong>. Asked by staff #{adjustment.requestedBy}: “{adjustment.reason}”
      </p>
      {decide.isError && <Alert tone="danger">{errorMessage(decide.error)}</Alert>}
      {decide.isSuccess ? (
        <>
          <Alert tone="success">
            Adjustment #{decide.data.id} {decide.data.status}
            {decide.data.journalId ? ` (journal #${decide.data.journalId})` : ''}.
          </Alert>
          <div>
            <Button variant="ghost" onClick={onClose}>
              Close
            </Button>
          </div>
        </>
      ) : mode === 'approve' ? (
        <ConfirmStep
          confirmLabel="Confirm approval"
          busy={decide.isPending}
          onConfirm={() => decide.mutate(null)}
          onCancel={() => setMode('idle')}
        >
          {sentence}? The customer sees it on their statement.
        </ConfirmStep>
      ) : mode === 'reject' ? (
        <ReasonForm
          title="Reason for rejection"
          hint="Recorded with the adjustment."
          submitLabel="Reject adjustment"
          busy={decide.isPending}
          onSubmit={(reason) => decide.mutate(reason)}
          onCancel={() => setMode('idle')}
        />
      ) : (
        <div className="flex gap-2">
          <Button onClick={() => setMode('approve')}>Approve</Button>
          <Button variant="danger" onClick={() => setMode('reject')}>
            Reject
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        </div>
      )}
    </Card>
  );
}
