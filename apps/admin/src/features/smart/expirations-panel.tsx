import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@swx/ui';
import type { Column } from '../../components/data-table';
import { ReasonForm } from '../../components/decision';
import { Alert, Card } from '../../components/feedback';
import { FourEyesRequests } from '../../components/four-eyes-requests';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { formatAmount } from '../../lib/money';
import { UserLink } from '../users/user-link';
import {
  decideExpiration,
  expirationsQuery,
  requestExpiration,
  smartKeys,
  type SmartExpiration,
  type SmartPlanAdmin,
} from './api';

/** What an approved early end does, in a sentence. */
function expirationSentence(e: Pick<SmartExpiration, 'planNo' | 'principal'>): string {
  return (
    `End plan ${e.planNo} early: ${formatAmount(e.principal)} USDT principal and the interest ` +
    'earned so far back to the customer, no penalty, the unearned interest back to the reserve'
  );
}

/**
 * The operator's early ends of plans (status expired): asked from the Plans tab, decided here
 * by a different staff member.
 */
export function ExpirationsPanel() {
  const columns: Column<SmartExpiration>[] = [
    { header: 'ID', cell: (e) => `#${e.id}` },
    { header: 'Plan', cell: (e) => `${e.planNo} (${e.planStatus})` },
    { header: 'User', cell: (e) => <UserLink id={e.userId} name={e.username} /> },
    { header: 'Principal', numeric: true, cell: (e) => `${formatAmount(e.principal)} USDT` },
    { header: 'Reason', cell: (e) => e.reason },
    {
      header: 'Requested',
      cell: (e) => `${e.requestedByName} (#${e.requestedBy}), ${formatDateTime(e.requestedAt)}`,
    },
  ];
  return (
    <div className="flex min-h-0 flex-col gap-4 overflow-y-auto">
      <FourEyesRequests
        noun="Early end"
        plural="early ends"
        header={
          <p className="max-w-prose text-sm text-fg-muted">
            An early end pays the customer their principal and the interest earned so far, without a
            penalty, and returns the interest not yet earned to the reserve. One staff member asks
            (Plans tab), a different one decides.
          </p>
        }
        query={expirationsQuery}
        columns={columns}
        sentence={expirationSentence}
        approvalNote="The days already due accrue first; one ledger journal pays the plan out."
        invalidates={smartKeys.all}
        decide={decideExpiration}
      />
    </div>
  );
}

/** Asks to end an earning plan early, with the reason the customer's record keeps. */
export function ExpirationRequest({ plan, onClose }: { plan: SmartPlanAdmin; onClose(): void }) {
  const queryClient = useQueryClient();
  const request = useMutation({
    mutationFn: (reason: string) => requestExpiration(plan.id, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: smartKeys.all }),
  });
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="font-semibold">End plan {plan.orderNo} early</h2>
      {request.isError && <Alert tone="danger">{errorMessage(request.error)}</Alert>}
      {request.isSuccess ? (
        <>
          <Alert tone="success">
            Early end #{request.data.id} requested. A different staff member must approve it (Early
            ends tab).
          </Alert>
          <div>
            <Button variant="ghost" onClick={onClose}>
              Close
            </Button>
          </div>
        </>
      ) : (
        <ReasonForm
          title="Reason"
          hint="Recorded with the request and in the audit log."
          submitLabel="Request early end"
          busy={request.isPending}
          onSubmit={(reason) => request.mutate(reason)}
          onCancel={onClose}
        >
          It pays the customer {formatAmount(plan.principal)} USDT principal and the interest earned
          so far, with no penalty; the interest not yet earned goes back to the reserve.
        </ReasonForm>
      )}
    </Card>
  );
}
