import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@swx/ui';
import { Badge } from '../../components/feedback';
import { errorMessage } from '../../lib/api';
import { ageMs, formatAge, formatDateTime } from '../../lib/format';
import { hasPermission, useSession } from '../../lib/session';
import {
  DEPOSIT_STATUSES,
  approveDeposit,
  depositsQuery,
  queueKeys,
  rejectDeposit,
  type DepositItem,
} from './api';
import { Detail, ReasonForm } from './decision';
import { ProtectedImage } from './protected-image';
import { DepositApproval } from './deposit-approval';
import { QueuePage, type Outcome } from './queue-frame';
import { UserLink } from '../users/user-link';
import { formatAmount } from '../../lib/money';

export function DepositsPage() {
  return (
    <QueuePage
      title="Deposits"
      statuses={DEPOSIT_STATUSES}
      query={depositsQuery}
      listLabel={(status) => `${status} deposits`}
      empty={(status) => (
        <>
          No {status} deposits. Claims appear here when customers report a transfer with its proof.
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
              {item.twoApprovers && item.status === 'pending' && (
                <Badge tone={item.firstApprovedBy ? 'warning' : 'info'}>
                  {item.firstApprovedBy ? '1 of 2 approvals' : 'Two approvers'}
                </Badge>
              )}
            </span>
            <span className="tabular">{formatAge(ageMs(item.createdAt, now))} ago</span>
          </span>
        </>
      )}
      detail={(item, onDone) => <DepositDetail key={item.id} item={item} onDone={onDone} />}
      noSelection="Select a deposit to review it."
    />
  );
}

function statusTone(status: DepositItem['status']) {
  return status === 'approved' ? 'success' : status === 'rejected' ? 'danger' : 'neutral';
}

function DepositDetail({ item, onDone }: { item: DepositItem; onDone: (o: Outcome) => void }) {
  const queryClient = useQueryClient();
  const { staff } = useSession();
  const [mode, setMode] = useState<'idle' | 'approve' | 'reject'>('idle');
  const decision = useMutation({
    mutationFn: (
      input: { approve: true; received: string } | { approve: false; reason: string },
    ) =>
      input.approve
        ? approveDeposit(item.id, input.received)
        : rejectDeposit(item.id, input.reason),
    onSuccess: (result, input) =>
      onDone({
        tone: 'success',
        text: !input.approve
          ? `Deposit #${result.id} rejected; the customer sees the reason.`
          : result.status === 'pending'
            ? `Deposit #${result.id}: first approval recorded. A different staff member must ` +
              'approve it before it is credited.'
            : `Deposit #${result.id} approved: ${result.creditedUsdt ? formatAmount(result.creditedUsdt) : '—'} USDT credited` +
              (result.rate ? ` at ${result.rate} USDT per ${result.asset}.` : '.'),
      }),
    onError: (error) => onDone({ tone: 'danger', text: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKeys.deposits }),
  });

  return (
    <article className="flex flex-col gap-5" aria-label={`Deposit ${item.id}`}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Deposit #{item.id}</h2>
        <Badge tone={statusTone(item.status)}>{item.status}</Badge>
      </header>
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-5">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
            <Detail label="Amount claimed">
              <span className="tabular text-md font-semibold">
                {formatAmount(item.amount)} {item.asset}
              </span>
            </Detail>
            <Detail label="Asset / network">
              {item.asset} · {item.network}
            </Detail>
            <Detail label="Transaction hash" mono>
              {item.txHash}
            </Detail>
            <Detail label="Sender address ends with" mono>
              {item.last6}
            </Detail>
            <Detail label="Receiving address" mono>
              {item.receivingAddress}
            </Detail>
            <Detail label="Claimed">{formatDateTime(item.createdAt)}</Detail>
            {item.creditedUsdt && (
              <Detail label="Credited">
                <span className="tabular">{formatAmount(item.creditedUsdt)} USDT</span>
              </Detail>
            )}
            {item.rate && <Detail label="Rate">{item.rate}</Detail>}
            {item.reviewedAt && <Detail label="Reviewed">{formatDateTime(item.reviewedAt)}</Detail>}
            {item.userId && (
              <Detail label="User">
                <UserLink id={item.userId} />
              </Detail>
            )}
            {item.reason && <Detail label="Reason given">{item.reason}</Detail>}
            {item.claimedUsdt && item.asset !== 'USDT' && (
              <Detail label="Value when claimed">
                <span className="tabular">≈ {formatAmount(item.claimedUsdt)} USDT</span>
              </Detail>
            )}
            {item.twoApprovers && item.status === 'pending' && (
              <Detail label="Approvals">
                {item.firstApprovedBy
                  ? `1 of 2: staff #${item.firstApprovedBy} saw ${formatAmount(item.firstReceived ?? item.amount)} ${item.asset} arrive`
                  : 'Two different staff members must approve this deposit'}
              </Detail>
            )}
          </dl>
          {item.status === 'pending' &&
            (mode === 'reject' ? (
              <ReasonForm
                title="Reason for rejection"
                submitLabel="Reject deposit"
                busy={decision.isPending}
                onSubmit={(reason) => decision.mutate({ approve: false, reason })}
                onCancel={() => setMode('idle')}
              />
            ) : mode === 'approve' ? (
              <DepositApproval
                item={item}
                busy={decision.isPending}
                onConfirm={(received) => decision.mutate({ approve: true, received })}
                onCancel={() => setMode('idle')}
              />
            ) : (
              <div className="flex gap-2">
                <Button onClick={() => setMode('approve')}>Approve</Button>
                <Button variant="danger" onClick={() => setMode('reject')}>
                  Reject
                </Button>
              </div>
            ))}
        </div>
        {hasPermission(staff, 'files.view') ? (
          <ProofImage item={item} />
        ) : (
          <p className="text-sm text-fg-muted">
            Viewing uploaded files needs the files.view permission.
          </p>
        )}
      </div>
    </article>
  );
}

/** The proof image, when the claim carries one. */
function ProofImage({ item }: { item: DepositItem }) {
  if (!item.proofKey) {
    return (
      <p className="text-sm text-fg-muted">
        The server did not send this claim’s proof image. Check the claim against the chain before
        approving.
      </p>
    );
  }
  return <ProtectedImage fileKey={item.proofKey} label="Proof of transfer" />;
}
