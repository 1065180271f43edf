import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@swx/ui';
import { Alert, Badge } from '../../components/feedback';
import { errorMessage } from '../../lib/api';
import { ageMs, formatAge, formatDateTime } from '../../lib/format';
import {
  WITHDRAWAL_STATUSES,
  approveWithdrawal,
  completeWithdrawal,
  queueKeys,
  releaseWithdrawal,
  withdrawalsQuery,
  type WithdrawalItem,
} from './api';
import { ConfirmStep, Detail, PayoutForm, ReasonForm } from './decision';
import { QueuePage, type Outcome } from './queue-frame';
import { UserLink } from '../users/user-link';
import { formatAmount } from '../../lib/money';

type Decision =
  | { kind: 'approve' }
  | { kind: 'complete'; payoutHash: string }
  | { kind: 'reject'; reason: string }
  | { kind: 'fail'; reason: string };

export function WithdrawalsPage() {
  return (
    <QueuePage
      title="Withdrawals"
      statuses={WITHDRAWAL_STATUSES}
      query={withdrawalsQuery}
      listLabel={(status) => `${status} withdrawals`}
      empty={(status) => (
        <>
          No {status} withdrawals. Requests appear here when customers withdraw from their real
          account.
        </>
      )}
      row={(item, _status, now) => (
        <>
          <span className="flex items-center justify-between gap-2">
            <span className="tabular font-medium">
              {formatAmount(item.amount)} {item.asset}
            </span>
            <span className="tabular text-xs text-fg-muted">#{item.id}</span>
          </span>
          <span className="flex items-center justify-between gap-2 text-xs text-fg-muted">
            <span className="flex items-center gap-2">
              {item.network}
              {item.twoApprovers && (
                <Badge tone={item.firstApprovedBy ? 'warning' : 'info'}>
                  {item.firstApprovedBy ? '1 of 2 approvals' : 'Two approvers'}
                </Badge>
              )}
            </span>
            <span className="tabular">{formatAge(ageMs(item.createdAt, now))} ago</span>
          </span>
        </>
      )}
      detail={(item, onDone) => (
        <WithdrawalDetail key={`${item.id}-${item.status}`} item={item} onDone={onDone} />
      )}
      noSelection="Select a withdrawal to review it."
    />
  );
}

const DONE: Record<Decision['kind'], string> = {
  approve: 'approved for payout',
  complete: 'marked completed',
  reject: 'rejected; the hold returned to the customer’s balance',
  fail: 'marked failed; the hold returned to the customer’s balance',
};

function statusTone(status: WithdrawalItem['status']) {
  if (status === 'completed') return 'success';
  if (status === 'approved') return 'info';
  if (status === 'rejected' || status === 'failed') return 'danger';
  return 'neutral';
}

function WithdrawalDetail({
  item,
  onDone,
}: {
  item: WithdrawalItem;
  onDone: (o: Outcome) => void;
}) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'idle' | Decision['kind']>('idle');
  const decision = useMutation({
    mutationFn: (input: Decision) => {
      switch (input.kind) {
        case 'approve':
          return approveWithdrawal(item.id);
        case 'complete':
          return completeWithdrawal(item.id, input.payoutHash);
        case 'reject':
        case 'fail':
          return releaseWithdrawal(item.id, input.kind, input.reason);
      }
    },
    onSuccess: (result, input) =>
      onDone({
        tone: 'success',
        text:
          input.kind === 'approve' && result.status === 'pending'
            ? `Withdrawal #${result.id}: first approval recorded. A different staff member must ` +
              'approve it before payout.'
            : `Withdrawal #${result.id} ${DONE[input.kind]}.`,
      }),
    onError: (error) => onDone({ tone: 'danger', text: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKeys.withdrawals }),
  });
  const busy = decision.isPending;
  const cancel = () => setMode('idle');

  return (
    <article className="flex flex-col gap-5" aria-label={`Withdrawal ${item.id}`}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Withdrawal #{item.id}</h2>
        <Badge tone={statusTone(item.status)}>{item.status}</Badge>
      </header>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 xl:grid-cols-3">
        <Detail label="Amount">
          <span className="tabular text-md font-semibold">
            {formatAmount(item.amount)} {item.asset}
          </span>
        </Detail>
        <Detail label="Fee">
          <span className="tabular">
            {formatAmount(item.fee)} {item.asset}
          </span>
        </Detail>
        <Detail label="To send">
          <span className="tabular font-semibold">
            {formatAmount(item.receive)} {item.asset}
          </span>
        </Detail>
        <Detail label="Network">{item.network}</Detail>
        <Detail label="Destination address" mono>
          {item.address}
        </Detail>
        <Detail label="Requested">{formatDateTime(item.createdAt)}</Detail>
        {item.closedAt && <Detail label="Closed">{formatDateTime(item.closedAt)}</Detail>}
        {item.payoutHash && (
          <Detail label="Payout transaction hash" mono>
            {item.payoutHash}
          </Detail>
        )}
        {item.userId && (
          <Detail label="User">
            <UserLink id={item.userId} />
          </Detail>
        )}
        {item.reason && <Detail label="Reason given">{item.reason}</Detail>}
      </dl>
      <Approvals item={item} />

      {mode === 'approve' && (
        <ConfirmStep
          confirmLabel="Confirm approval"
          busy={busy}
          onConfirm={() => decision.mutate({ kind: 'approve' })}
          onCancel={cancel}
        >
          Approve sending{' '}
          <strong className="tabular">
            {formatAmount(item.receive)} {item.asset}
          </strong>{' '}
          on {item.network} to <span className="font-mono break-all">{item.address}</span>?
          {item.twoApprovers &&
            (item.firstApprovedBy
              ? ' This is the second approval: the withdrawal goes to payout.'
              : ' This is the first of two approvals.')}
        </ConfirmStep>
      )}
      {mode === 'complete' && (
        <PayoutForm
          busy={busy}
          onSubmit={(payoutHash) => decision.mutate({ kind: 'complete', payoutHash })}
          onCancel={cancel}
        />
      )}
      {(mode === 'reject' || mode === 'fail') && (
        <ReasonForm
          title={mode === 'reject' ? 'Reason for rejection' : 'Reason for the failure'}
          submitLabel={mode === 'reject' ? 'Reject withdrawal' : 'Mark failed'}
          busy={busy}
          onSubmit={(reason) => decision.mutate({ kind: mode, reason })}
          onCancel={cancel}
        />
      )}
      {mode === 'idle' && item.status === 'pending' && (
        <div className="flex gap-2">
          <Button onClick={() => setMode('approve')}>Approve</Button>
          <Button variant="danger" onClick={() => setMode('reject')}>
            Reject
          </Button>
        </div>
      )}
      {mode === 'idle' && item.status === 'approved' && (
        <div className="flex gap-2">
          <Button onClick={() => setMode('complete')}>Complete</Button>
          <Button variant="danger" onClick={() => setMode('fail')}>
            Mark failed
          </Button>
        </div>
      )}
    </article>
  );
}

/** The four-eyes state of a withdrawal above the threshold. */
function Approvals({ item }: { item: WithdrawalItem }) {
  if (!item.twoApprovers) return null;
  return (
    <div data-testid="approvals">
      <Alert tone={item.firstApprovedBy ? 'warning' : 'info'}>
        <strong>Needs two approvers.</strong>{' '}
        {item.firstApprovedBy
          ? `Approved once by staff #${item.firstApprovedBy}` +
            (item.firstApprovedAt ? ` (${formatDateTime(item.firstApprovedAt)})` : '') +
            ' — waiting for a second approver.'
          : 'Two different staff members must approve it before payout.'}
      </Alert>
    </div>
  );
}
