import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@swx/ui';
import { PagedTable, QueryBlock, type Column } from '../../components/data-table';
import { reasonError } from '../../components/decision';
import { FourEyesDecision, decisionColumn } from '../../components/four-eyes-decision';
import { Card } from '../../components/feedback';
import { TextArea, TextField } from '../../components/field';
import { FormPanel } from '../../components/form-panel';
import { StatusFilter } from '../../components/status-filter';
import { formatDateTime } from '../../lib/format';
import { SIGNED_USDT, formatAmount, isDebit, isZeroDecimal, unsigned } from '../../lib/money';
import { useCreateForm } from '../../lib/use-form';
import {
  SMART_FUNDING_STATUSES,
  decideFunding,
  fundingsQuery,
  overviewQuery,
  requestFunding,
  smartKeys,
  type FundingStatus,
  type SmartFunding,
  type SmartFundingBody,
} from './api';

/** "Fund the yield reserve with 5000 USDT from operator capital", or null while not valid. */
export function fundingSentence(amount: string): string | null {
  const text = amount.trim();
  if (!SIGNED_USDT.test(text) || isZeroDecimal(text)) return null;
  return isDebit(text)
    ? `Take ${unsigned(text)} USDT back from the yield reserve to operator capital`
    : `Fund the yield reserve with ${text} USDT from operator capital`;
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <h3 className="text-sm font-medium text-fg-muted">{label}</h3>
      <p className="tabular text-xl font-semibold">{value}</p>
      {note && <p className="text-xs text-fg-muted">{note}</p>}
    </Card>
  );
}

/** The reserve against what it has promised, and its fundings (a second staff member decides). */
export function ReservePanel() {
  const overview = useQuery(overviewQuery());
  const [status, setStatus] = useState<FundingStatus>('pending');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<SmartFunding | null>(null);
  const [creating, setCreating] = useState(false);
  const list = useQuery(fundingsQuery(status, page));

  const columns: Column<SmartFunding>[] = [
    { header: 'ID', cell: (f) => `#${f.id}` },
    { header: 'Requested', cell: (f) => formatDateTime(f.requestedAt) },
    { header: 'Amount', numeric: true, cell: (f) => `${formatAmount(f.amount)} USDT` },
    { header: 'Reason', cell: (f) => f.reason },
    { header: 'Requested by', cell: (f) => `${f.requestedByName} (#${f.requestedBy})` },
    decisionColumn<SmartFunding>(status === 'pending', setSelected),
  ];

  return (
    <div className="flex min-h-0 flex-col gap-4 overflow-y-auto">
      <QueryBlock query={overview}>
        {(o) => (
          <section aria-label="Reserve overview" className="grid grid-cols-4 gap-3">
            <Figure
              label="Yield reserve"
              value={`${formatAmount(o.reserve)} USDT`}
              note="What can still be promised"
            />
            <Figure
              label="Promised, not yet earned"
              value={`${formatAmount(o.reserved)} USDT`}
              note={`Plus ${formatAmount(o.accruedUnpaid)} USDT accrued, paid at maturity`}
            />
            <Figure
              label="Principal in plans"
              value={`${formatAmount(o.principal)} USDT`}
              note={`${o.earningPlans} earning plans`}
            />
            <Figure
              label="Interest paid"
              value={`${formatAmount(o.paidInterest)} USDT`}
              note={
                `${o.plans.profit_shared} matured, ${o.plans.closed} exited, ` +
                `${o.plans.expired} expired; ${o.pendingFundings} fundings and ` +
                `${o.pendingExpirations} early ends pending`
              }
            />
          </section>
        )}
      </QueryBlock>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-semibold">Reserve fundings</h2>
        <div className="flex flex-wrap items-center gap-2">
          <StatusFilter
            statuses={SMART_FUNDING_STATUSES}
            value={status}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
              setSelected(null);
            }}
          />
          {!creating && <Button onClick={() => setCreating(true)}>New funding</Button>}
        </div>
      </div>
      {creating && (
        <Card>
          <FundingForm onClose={() => setCreating(false)} />
        </Card>
      )}
      {selected && (
        <Decision key={selected.id} funding={selected} onClose={() => setSelected(null)} />
      )}
      <Card>
        <PagedTable
          query={list}
          onPage={setPage}
          caption={`${status} fundings`}
          columns={columns}
          rowKey={(f) => f.id}
          empty={`No ${status} fundings.`}
        />
      </Card>
    </div>
  );
}

type Errors = Partial<Record<'amount' | 'reason', string>>;

function validate(input: SmartFundingBody): Errors {
  const errors: Errors = {};
  const amount = input.amount.trim();
  if (!SIGNED_USDT.test(amount)) {
    errors.amount = 'Enter a decimal like 5000 or -250 (at most 6 decimals).';
  } else if (isZeroDecimal(amount)) {
    errors.amount = 'The amount cannot be zero.';
  }
  const reason = reasonError(input.reason);
  if (reason) errors.reason = reason;
  return errors;
}

/** Asks for a funding (or a withdrawal) of the reserve; a different staff member approves it. */
function FundingForm({ onClose }: { onClose: () => void }) {
  const { form, request } = useCreateForm(
    { amount: '', reason: '' },
    validate,
    requestFunding,
    smartKeys.reserve,
  );
  const sentence = fundingSentence(form.values.amount);
  return (
    <FormPanel
      title="New reserve funding"
      submitLabel="Request funding"
      mutation={request}
      success={
        request.isSuccess &&
        `Funding #${request.data.id} requested. A different staff member must approve it.`
      }
      onSubmit={() => {
        if (!form.check()) return;
        request.mutate({ amount: form.values.amount.trim(), reason: form.values.reason.trim() });
      }}
      onClose={onClose}
    >
      <TextField
        label="Amount (USDT)"
        hint="Positive funds the reserve from operator capital; negative (-250) takes back what it has not promised."
        inputMode="decimal"
        autoComplete="off"
        {...form.text('amount')}
      />
      <TextArea
        label="Reason"
        hint="Recorded with the funding and in the audit log. 3–500 characters."
        maxLength={500}
        {...form.text('reason')}
      />
      <p className="text-sm" aria-live="polite" data-testid="funding-preview">
        {sentence ? (
          <strong>{sentence}</strong>
        ) : (
          <span className="text-fg-muted">Enter an amount to see the funding.</span>
        )}
      </p>
    </FormPanel>
  );
}

/** Approve or reject one pending funding (never by whoever asked for it: the server says). */
function Decision({ funding, onClose }: { funding: SmartFunding; onClose: () => void }) {
  return (
    <FourEyesDecision
      noun="Funding"
      id={funding.id}
      sentence={fundingSentence(funding.amount) ?? `${funding.amount} USDT`}
      requestedBy={funding.requestedByName}
      reason={funding.reason}
      approvalNote="One ledger journal moves it at once."
      invalidates={smartKeys.reserve}
      decide={(body) => decideFunding(funding.id, body)}
      onClose={onClose}
    />
  );
}
