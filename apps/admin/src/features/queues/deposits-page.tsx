import { useState } from 'react';
import { formatDateTime } from '../../lib/format';
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
import type { Outcome } from './queue-frame';
import * as Movement from './money-queue';
import { formatAmount } from '../../lib/money';

export function DepositsPage() {
  return (
    <Movement.Page
      noun="Deposit"
      statuses={DEPOSIT_STATUSES}
      query={depositsQuery}
      arrivals="Claims appear here when customers report a transfer with its proof."
      twoApprovers={(item) => item.twoApprovers && item.status === 'pending'}
      detail={(item, onDone) => <DepositDetail key={item.id} item={item} onDone={onDone} />}
    />
  );
}

function statusTone(status: DepositItem['status']) {
  return status === 'approved' ? 'success' : status === 'rejected' ? 'danger' : 'neutral';
}

function DepositDetail({ item, onDone }: { item: DepositItem; onDone: (o: Outcome) => void }) {
  const { staff } = useSession();
  const [mode, setMode] = useState<'idle' | 'approve' | 'reject'>('idle');
  const decision = Movement.useDecision({
    queryKey: queueKeys.deposits,
    decide: (input: { approve: true; received: string } | { approve: false; reason: string }) =>
      input.approve
        ? approveDeposit(item.id, input.received)
        : rejectDeposit(item.id, input.reason),
    success: (result, input) =>
      !input.approve
        ? `Deposit #${result.id} rejected; the customer sees the reason.`
        : result.status === 'pending'
          ? `Deposit #${result.id}: first approval recorded. A different staff member must ` +
            'approve it before it is credited.'
          : `Deposit #${result.id} approved: ${result.creditedUsdt ? formatAmount(result.creditedUsdt) : '—'} USDT credited` +
            (result.rate ? ` at ${result.rate} USDT per ${result.asset}.` : '.'),
    onDone,
  });

  return (
    <Movement.Article noun="Deposit" item={item} tone={statusTone(item.status)}>
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
            <Movement.UserAndReason item={item} />
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
              <Movement.Choices
                go={['Approve', () => setMode('approve')]}
                stop={['Reject', () => setMode('reject')]}
              />
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
    </Movement.Article>
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
