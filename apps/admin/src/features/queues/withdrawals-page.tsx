import { useState } from 'react';
import { Alert } from '../../components/feedback';
import { formatDateTime } from '../../lib/format';
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
import type { Outcome } from './queue-frame';
import * as Movement from './money-queue';
import { formatAmount } from '../../lib/money';

type Decision =
  | { kind: 'approve' }
  | { kind: 'complete'; payoutHash: string }
  | { kind: 'reject'; reason: string }
  | { kind: 'fail'; reason: string };

export function WithdrawalsPage() {
  return (
    <Movement.Page
      noun="Withdrawal"
      statuses={WITHDRAWAL_STATUSES}
      query={withdrawalsQuery}
      arrivals="Requests appear here when customers withdraw from their real account."
      twoApprovers={(item) => item.twoApprovers}
      detail={(item, onDone) => (
        <WithdrawalDetail key={`${item.id}-${item.status}`} item={item} onDone={onDone} />
      )}
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
  const [mode, setMode] = useState<'idle' | Decision['kind']>('idle');
  const decision = Movement.useDecision({
    queryKey: queueKeys.withdrawals,
    decide: (input: Decision) => {
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
    success: (result, input) =>
      input.kind === 'approve' && result.status === 'pending'
        ? `Withdrawal #${result.id}: first approval recorded. A different staff member must ` +
          'approve it before payout.'
        : `Withdrawal #${result.id} ${DONE[input.kind]}.`,
    onDone,
  });
  const busy = decision.isPending;
  const cancel = () => setMode('idle');

  return (
    <Movement.Article noun="Withdrawal" item={item} tone={statusTone(item.status)}>
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
        {item.rate !== null && (
          <>
            <Detail label="USDT held">
              <span className="tabular" data-testid="usdt-held">
                {formatAmount(item.usdtAmount)} USDT
              </span>
            </Detail>
            <Detail label="Converted at">
              <span className="tabular">
                {formatAmount(item.rate)} USDT per {item.asset}
              </span>
            </Detail>
          </>
        )}
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
        <Movement.UserAndReason item={item} />
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
        <Movement.Choices
          go={['Approve', () => setMode('approve')]}
          stop={['Reject', () => setMode('reject')]}
        />
      )}
      {mode === 'idle' && item.status === 'approved' && (
        <Movement.Choices
          go={['Complete', () => setMode('complete')]}
          stop={['Mark failed', () => setMode('fail')]}
        />
      )}
    </Movement.Article>
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
