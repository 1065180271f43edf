import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '@swx/ui';
import { errorMessage } from '../lib/api';
import { formatDateTime } from '../lib/format';
import type { Column } from './data-table';
import { ConfirmStep, ReasonForm } from './decision';
import { Alert, Card } from './feedback';

/** What deciding a four-eyes request answers: the request, decided, and its journal if any. */
export interface DecidedRequest {
  id: string;
  status: string;
  journalId: string | null;
}

/**
 * The second person's decision on a pending money request (an adjustment, a reserve funding):
 * approve after a confirmation, or reject with a reason. Whoever asked may not decide: the
 * server refuses them, and the refusal shows here.
 */
export function FourEyesDecision({
  noun,
  id,
  sentence,
  requestedBy,
  reason,
  approvalNote,
  invalidates,
  decide,
  onClose,
}: {
  /** "Adjustment", "Funding": the request's name in the title and the buttons. */
  noun: string;
  id: string;
  /** What the request does, in a sentence. */
  sentence: string;
  /** Who asked for it. */
  requestedBy: ReactNode;
  reason: string;
  /** Said in the approval's confirmation, after the sentence. */
  approvalNote: string;
  /** The queries the decision changes. */
  invalidates: QueryKey;
  decide(body: { approve: true } | { approve: false; reason: string }): Promise<DecidedRequest>;
  onClose(): void;
}) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'idle' | 'approve' | 'reject'>('idle');
  const decision = useMutation({
    mutationFn: (rejection: string | null) =>
      decide(rejection === null ? { approve: true } : { approve: false, reason: rejection }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidates }),
    onError: () => setMode('idle'),
  });
  const lower = noun.toLowerCase();
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="font-semibold">
        {noun} #{id}
      </h2>
      <p className="text-sm">
        <strong>{sentence}</strong>. Asked by {requestedBy}: “{reason}”
      </p>
      {decision.isError && <Alert tone="danger">{errorMessage(decision.error)}</Alert>}
      {decision.isSuccess ? (
        <>
          <Alert tone="success">
            {noun} #{decision.data.id} {decision.data.status}
            {decision.data.journalId ? ` (journal #${decision.data.journalId})` : ''}.
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
          busy={decision.isPending}
          onConfirm={() => decision.mutate(null)}
          onCancel={() => setMode('idle')}
        >
          {sentence}? {approvalNote}
        </ConfirmStep>
      ) : mode === 'reject' ? (
        <ReasonForm
          title="Reason for rejection"
          hint={`Recorded with the ${lower}.`}
          submitLabel={`Reject ${lower}`}
          busy={decision.isPending}
          onSubmit={(rejection) => decision.mutate(rejection)}
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

/** What a decided request's row shows of its decision. */
interface DecidedRow {
  id: string;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionReason: string | null;
  journalId: string | null;
}

/**
 * The Decision column of a list of four-eyes requests: a Review button on a pending one, who
 * decided, when, with which journal and why on a decided one.
 */
export function decisionColumn<T extends DecidedRow>(
  pending: boolean,
  review: (row: T) => void,
): Column<T> {
  return pending
    ? {
        header: 'Decision',
        cell: (row) => (
          <Button variant="secondary" onClick={() => review(row)}>
            Review #{row.id}
          </Button>
        ),
      }
    : {
        header: 'Decision',
        cell: (row) =>
          `staff #${row.decidedBy ?? '?'}, ${formatDateTime(row.decidedAt)}` +
          (row.journalId ? ` (journal #${row.journalId})` : '') +
          (row.decisionReason ? ` — ${row.decisionReason}` : ''),
      };
}
