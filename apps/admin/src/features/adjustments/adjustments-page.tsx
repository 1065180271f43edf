import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PagedTable, type Column } from '../../components/data-table';
import { FourEyesDecision, decisionColumn } from '../../components/four-eyes-decision';
import { CreatingPage } from '../../components/page-header';
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
    decisionColumn<Adjustment>(status === 'pending', setSelected),
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
  return (
    <FourEyesDecision
      noun="Adjustment"
      id={adjustment.id}
      sentence={describe(adjustment)}
      requestedBy={`staff #${adjustment.requestedBy}`}
      reason={adjustment.reason}
      approvalNote="The customer sees it on their statement."
      invalidates={adjustmentKeys.all}
      decide={(body) => decideAdjustment(adjustment.id, body)}
      onClose={onClose}
    />
  );
}
