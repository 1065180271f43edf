import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@swx/ui';
import { Badge } from '../../components/feedback';
import { errorMessage } from '../../lib/api';
import { KYC_TARGET_MS, ageMs, formatAge, formatDateTime } from '../../lib/format';
import {
  KYC_REVIEW_STATUSES,
  kycQuery,
  queueKeys,
  rejectKyc,
  verifyKyc,
  type KycApplication,
} from './api';
import { ConfirmStep, Detail, ReasonForm } from './decision';
import { ProtectedImage } from './protected-image';
import { QueuePage, type Outcome } from './queue-frame';

const DOCUMENTS: Record<KycApplication['documentType'], string> = {
  id_card: 'ID card',
  driver_licence: 'Driving licence',
  passport: 'Passport',
};

export function KycPage() {
  return (
    <QueuePage
      title="Identity verification"
      statuses={KYC_REVIEW_STATUSES}
      query={kycQuery}
      listLabel={(status) => `${status} applications`}
      empty={(status) => (
        <>
          No {status} applications. Applications appear here when customers submit their identity
          documents.
        </>
      )}
      row={(item, status, now) => {
        const age = ageMs(item.submittedAt, now);
        return (
          <>
            <span className="flex items-center justify-between gap-2">
              <span className="truncate font-medium">
                {item.firstName} {item.lastName}
              </span>
              <span className="tabular text-xs text-fg-muted">#{item.id}</span>
            </span>
            <span className="flex items-center gap-2 text-xs text-fg-muted">
              <span className="tabular">{formatAge(age)} ago</span>
              {status === 'pending' && age > KYC_TARGET_MS && (
                <Badge tone="warning">
                  <Clock aria-hidden="true" className="size-3" />
                  Over 48 h
                </Badge>
              )}
            </span>
          </>
        );
      }}
      detail={(item, onDone) => <KycDetail key={item.id} item={item} onDone={onDone} />}
      noSelection="Select an application to review it."
    />
  );
}

function KycDetail({ item, onDone }: { item: KycApplication; onDone: (outcome: Outcome) => void }) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'idle' | 'verify' | 'reject'>('idle');
  const decision = useMutation({
    mutationFn: (input: { verify: true } | { verify: false; reason: string }) =>
      input.verify ? verifyKyc(item.id) : rejectKyc(item.id, input.reason),
    onSuccess: (_result, input) =>
      onDone({
        tone: 'success',
        text: input.verify
          ? `Application #${item.id} verified.`
          : `Application #${item.id} rejected; the customer sees the reason.`,
      }),
    onError: (error) => onDone({ tone: 'danger', text: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKeys.kyc }),
  });
  const name = `${item.firstName} ${item.lastName}`;

  return (
    <article className="flex flex-col gap-5" aria-label={`Application of ${name}`}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{name}</h2>
        <Badge
          tone={
            item.status === 'verified'
              ? 'success'
              : item.status === 'rejected'
                ? 'danger'
                : 'neutral'
          }
        >
          {item.status}
        </Badge>
      </header>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 xl:grid-cols-3">
        <Detail label="Application">#{item.id}</Detail>
        <Detail label="User ID">{item.userId}</Detail>
        <Detail label="First name">{item.firstName}</Detail>
        <Detail label="Last name">{item.lastName}</Detail>
        <Detail label="Sex">{item.sex === 'male' ? 'Male' : 'Female'}</Detail>
        <Detail label="Date of birth">{item.birthdate}</Detail>
        <Detail label="Country">{item.country}</Detail>
        <Detail label="Phone">{item.phone}</Detail>
        <Detail label="Document">{DOCUMENTS[item.documentType]}</Detail>
        <Detail label="Address">{item.address}</Detail>
        <Detail label="Submitted">{formatDateTime(item.submittedAt)}</Detail>
        <Detail label="Reviewed">{formatDateTime(item.reviewedAt)}</Detail>
        {item.reason && <Detail label="Reason given">{item.reason}</Detail>}
      </dl>
      <div className="grid grid-cols-3 gap-3">
        <ProtectedImage fileKey={item.files.front} label="Document front" />
        <ProtectedImage fileKey={item.files.back} label="Document back" />
        <ProtectedImage fileKey={item.files.hand} label="Holding the document" />
      </div>
      {item.status === 'pending' &&
        (mode === 'reject' ? (
          <ReasonForm
            title="Reason for rejection"
            submitLabel="Reject application"
            busy={decision.isPending}
            onSubmit={(reason) => decision.mutate({ verify: false, reason })}
            onCancel={() => setMode('idle')}
          />
        ) : mode === 'verify' ? (
          <ConfirmStep
            confirmLabel="Confirm verification"
            busy={decision.isPending}
            onConfirm={() => decision.mutate({ verify: true })}
            onCancel={() => setMode('idle')}
          >
            Verify the identity of <strong>{name}</strong>? The customer is told at once.
          </ConfirmStep>
        ) : (
          <div className="flex gap-2">
            <Button onClick={() => setMode('verify')}>Verify</Button>
            <Button variant="danger" onClick={() => setMode('reject')}>
              Reject
            </Button>
          </div>
        ))}
    </article>
  );
}
