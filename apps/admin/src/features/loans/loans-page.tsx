import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@swx/ui';
import { Badge } from '../../components/feedback';
import { errorMessage } from '../../lib/api';
import { formatAge, ageMs, formatDateTime } from '../../lib/format';
import { formatAmount, percent } from '../../lib/money';
import { ConfirmStep, Detail, ReasonForm } from '../queues/decision';
import { ProtectedImage } from '../queues/protected-image';
import { QueuePage, type Outcome } from '../queues/queue-frame';
import { SectionsPage } from '../../components/sections-page';
import { AgreementPanel } from './agreement-panel';
import { PoolPanel } from './pool-panel';
import { LoanProductsPanel } from './products-panel';
import {
  REVIEW_STATUSES,
  approveLoan,
  loanKeys,
  loanQuery,
  loansQuery,
  rejectLoan,
  type LoanAdmin,
  type LoanAdminDetail,
} from './api';

const DOCUMENTS = { id_card: 'ID card', driver_licence: 'Driving licence', passport: 'Passport' };

/** Each tab and the permission its routes need (apps/server/src/modules/loans/staff-routes.ts). */
const SECTIONS = [
  { key: 'queue', label: 'Applications', permission: 'loans.review', Panel: LoansQueue },
  { key: 'pool', label: 'Pool', permission: 'ledger.adjust', Panel: PoolPanel },
  { key: 'products', label: 'Products', permission: 'config.manage', Panel: LoanProductsPanel },
  { key: 'agreement', label: 'Agreement', permission: 'config.manage', Panel: AgreementPanel },
] as const;

/**
 * Loans: the applications and every loan by status; the loan pool and its fundings; the
 * products and the agreement's versions.
 */
export function LoansPage() {
  return <SectionsPage title="Loans" sections={SECTIONS} />;
}

/**
 * The loans' review queue (applications waiting for a first approval, then those
 * countersigned and waiting for a different second), every other status for reading; an
 * application's applicant, KYC photos, agreement and signature side by side.
 */
function LoansQueue() {
  return (
    <QueuePage
      statuses={REVIEW_STATUSES}
      query={loansQuery}
      listLabel={(status) => `${status.replace('_', ' ')} loans`}
      empty={(status) => <>No {status.replace('_', ' ')} loans.</>}
      row={(item: LoanAdmin, _status, now) => (
        <>
          <span className="flex items-center justify-between gap-2">
            <span className="truncate font-medium">
              {item.username} · {formatAmount(item.amount)} USDT
            </span>
            <span className="tabular text-xs text-fg-muted">{item.loanNo}</span>
          </span>
          <span className="flex items-center gap-2 text-xs text-fg-muted">
            <span className="tabular">{formatAge(ageMs(item.appliedAt, now))} ago</span>
            {item.needsTwo && <Badge tone="warning">Two approvals</Badge>}
          </span>
        </>
      )}
      detail={(item, onDone) => <LoanReview key={item.id} id={item.id} onDone={onDone} />}
      noSelection="Select a loan to review it."
    />
  );
}

function LoanReview({ id, onDone }: { id: string; onDone: (outcome: Outcome) => void }) {
  const loan = useQuery(loanQuery(id));
  if (loan.isPending) return <p className="text-sm text-fg-muted">Loading…</p>;
  if (loan.isError) return <p className="text-sm text-danger">{errorMessage(loan.error)}</p>;
  return <LoanDetail loan={loan.data} onDone={onDone} />;
}

function LoanDetail({
  loan,
  onDone,
}: {
  loan: LoanAdminDetail;
  onDone: (outcome: Outcome) => void;
}) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'idle' | 'approve' | 'reject'>('idle');
  const decision = useMutation({
    mutationFn: (input: { approve: true } | { approve: false; reason: string }) =>
      input.approve ? approveLoan(loan.id) : rejectLoan(loan.id, input.reason),
    onSuccess: (after) =>
      onDone({
        tone: 'success',
        text:
          after.status === 'signed'
            ? `Loan ${loan.loanNo} countersigned: a different staff member approves the disbursement.`
            : after.status === 'repaying'
              ? `Loan ${loan.loanNo} approved: ${formatAmount(loan.amount)} USDT paid to the customer.`
              : `Loan ${loan.loanNo} declined; the customer sees the reason.`,
      }),
    onError: (error) => onDone({ tone: 'danger', text: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loanKeys.all }),
  });
  const a = loan.applicant;
  const open = loan.status === 'pending_review' || loan.status === 'signed';
  return (
    <article className="flex flex-col gap-5" aria-label={`Loan ${loan.loanNo}`}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">
          {loan.loanNo} · {formatAmount(loan.amount)} USDT
        </h2>
        <Badge
          tone={loan.status === 'rejected' || loan.status === 'expired' ? 'danger' : 'neutral'}
        >
          {loan.status.replace('_', ' ')}
        </Badge>
      </header>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 xl:grid-cols-3">
        <Detail label="Customer">{`${loan.username} (#${loan.userId})`}</Detail>
        <Detail label="Product">{loan.productName}</Detail>
        <Detail label="Term">{`${loan.termDays} days`}</Detail>
        <Detail label="Daily rate">{`${percent(loan.dailyRate)} a day`}</Detail>
        <Detail label="Interest-free days">{String(loan.interestFreeDays)}</Detail>
        <Detail label="Repayment amount">{`${formatAmount(loan.repaymentAmount)} USDT`}</Detail>
        <Detail label="Applied">{formatDateTime(loan.appliedAt)}</Detail>
        <Detail label="First approval">
          {loan.firstApprovedByName
            ? `${loan.firstApprovedByName}, ${formatDateTime(loan.firstApprovedAt)}`
            : '—'}
        </Detail>
        <Detail label="Approvals needed">{loan.needsTwo ? 'Two different staff' : 'One'}</Detail>
      </dl>
      <h3 className="font-semibold">Applicant (from KYC #{loan.kycId})</h3>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 xl:grid-cols-3">
        <Detail label="Name">{`${a.firstName} ${a.lastName}`}</Detail>
        <Detail label="Sex">{a.sex === 'male' ? 'Male' : 'Female'}</Detail>
        <Detail label="Date of birth">{a.birthdate}</Detail>
        <Detail label="Country">{a.country}</Detail>
        <Detail label="Phone">{a.phone}</Detail>
        <Detail label="Document">{DOCUMENTS[a.documentType]}</Detail>
        <Detail label="Address">{a.address}</Detail>
      </dl>
      <div className="grid grid-cols-3 gap-3">
        <ProtectedImage fileKey={a.photos.front} label="Document front" />
        <ProtectedImage fileKey={a.photos.back} label="Document back" />
        <ProtectedImage fileKey={a.photos.hand} label="Holding the document" />
      </div>
      <h3 className="font-semibold">
        Agreement (version {loan.agreement.version}, {loan.agreement.language})
      </h3>
      <pre className="max-h-72 overflow-y-auto whitespace-pre-wrap rounded border border-line p-3 text-sm">
        {loan.agreement.text}
      </pre>
      <p className="text-xs text-fg-muted">
        SHA-256 <code className="break-all">{loan.agreement.sha256}</code> · signed{' '}
        {formatDateTime(loan.agreement.signedAt)} from {loan.agreement.signedIp}
      </p>
      <div className="max-w-sm">
        <ProtectedImage fileKey={loan.agreement.signatureKey} label="Signature" />
      </div>
      {open &&
        (mode === 'reject' ? (
          <ReasonForm
            title="Reason for declining"
            submitLabel="Decline loan"
            busy={decision.isPending}
            onSubmit={(reason) => decision.mutate({ approve: false, reason })}
            onCancel={() => setMode('idle')}
          />
        ) : mode === 'approve' ? (
          <ConfirmStep
            confirmLabel={
              loan.status === 'pending_review' && loan.needsTwo
                ? 'Countersign'
                : 'Approve and disburse'
            }
            busy={decision.isPending}
            onConfirm={() => decision.mutate({ approve: true })}
            onCancel={() => setMode('idle')}
          >
            {loan.status === 'pending_review' && loan.needsTwo ? (
              <>
                Countersign <strong>{loan.loanNo}</strong>? A different staff member then approves
                the disbursement.
              </>
            ) : (
              <>
                Pay <strong>{formatAmount(loan.amount)} USDT</strong> from the loan pool to{' '}
                {loan.username}? One ledger journal moves it at once.
              </>
            )}
          </ConfirmStep>
        ) : (
          <div className="flex gap-2">
            <Button onClick={() => setMode('approve')}>Approve</Button>
            <Button variant="danger" onClick={() => setMode('reject')}>
              Decline
            </Button>
          </div>
        ))}
    </article>
  );
}
