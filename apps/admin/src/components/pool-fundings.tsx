import {
  poolFunding,
  poolFundingPage,
  type FundingBody,
  type PoolFunding,
} from '@swx/contract/admin';
import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@swx/ui';
import type { Column } from './data-table';
import { reasonError } from './decision';
import { Card } from './feedback';
import { TextArea, TextField } from './field';
import { FormPanel, MoneyPreview } from './form-panel';
import { FourEyesRequests } from './four-eyes-requests';
import { api, queryString } from '../lib/api';
import { formatDateTime } from '../lib/format';
import {
  SIGNED_USDT,
  formatAmount,
  isDebit,
  isZeroDecimal,
  signedUsdtError,
  unsigned,
} from '../lib/money';
import { useCreateForm } from '../lib/use-form';

type FundingStatus = PoolFunding['status'];

/**
 * An operator account staff fund with four eyes (the smart yield reserve, the loan pool): its
 * name in sentences, the query key its figures live under, and its fundings' routes.
 */
export interface FundedPool {
  /** "yield reserve", "loan pool". */
  name: string;
  /** Invalidated when a funding is requested or decided (the pool's figures too). */
  keys: QueryKey;
  paths: { list: string; approve: string; reject: string };
}

/** "Fund the loan pool with 5000 USDT from operator capital", or null while not valid. */
export function fundingSentence(pool: string, amount: string): string | null {
  const text = amount.trim();
  if (!SIGNED_USDT.test(text) || isZeroDecimal(text)) return null;
  return isDebit(text)
    ? `Take ${unsigned(text)} USDT back from the ${pool} to operator capital`
    : `Fund the ${pool} with ${text} USDT from operator capital`;
}

function fundingsQuery(pool: FundedPool, status: FundingStatus, page: number) {
  return queryOptions({
    queryKey: [...pool.keys, 'fundings', status, page],
    queryFn: ({ signal }) =>
      api('GET', `${pool.paths.list}${queryString({ status, page, pageSize: 50 })}`, {
        signal,
        schema: poolFundingPage,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One figure of a pool's overview, with a line under it. */
export function PoolFigure({
  label,
  value,
  note,
}: {
  label: string;
  value: string;
  note?: string;
}) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <h3 className="text-sm font-medium text-fg-muted">{label}</h3>
      <p className="tabular text-xl font-semibold">{value}</p>
      {note && <p className="text-xs text-fg-muted">{note}</p>}
    </Card>
  );
}

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** The pool's fundings by status, a new one, and the second person's decision on one. */
export function PoolFundings({ pool, title }: { pool: FundedPool; title: string }) {
  const [creating, setCreating] = useState(false);
  const columns: Column<PoolFunding>[] = [
    { header: 'ID', cell: (f) => `#${f.id}` },
    { header: 'Requested', cell: (f) => formatDateTime(f.requestedAt) },
    { header: 'Amount', numeric: true, cell: (f) => `${formatAmount(f.amount)} USDT` },
    { header: 'Reason', cell: (f) => f.reason },
    { header: 'Requested by', cell: (f) => `${f.requestedByName} (#${f.requestedBy})` },
  ];
  return (
    <FourEyesRequests
      noun="Funding"
      plural="fundings"
      header={<h2 className="font-semibold">{title}</h2>}
      actions={!creating && <Button onClick={() => setCreating(true)}>New funding</Button>}
      query={(status, page) => fundingsQuery(pool, status, page)}
      columns={columns}
      sentence={(f) => fundingSentence(pool.name, f.amount) ?? `${f.amount} USDT`}
      approvalNote="One ledger journal moves it at once."
      invalidates={pool.keys}
      decide={(id, body) =>
        body.approve
          ? api('POST', withId(pool.paths.approve, id), { schema: poolFunding })
          : api('POST', withId(pool.paths.reject, id), {
              body: { reason: body.reason },
              schema: poolFunding,
            })
      }
    >
      {creating && (
        <Card>
          <FundingForm pool={pool} onClose={() => setCreating(false)} />
        </Card>
      )}
    </FourEyesRequests>
  );
}

type Errors = Partial<Record<'amount' | 'reason', string>>;

function validate(input: FundingBody): Errors {
  const errors: Errors = {};
  const amount = signedUsdtError(input.amount, '5000 or -250');
  if (amount) errors.amount = amount;
  const reason = reasonError(input.reason);
  if (reason) errors.reason = reason;
  return errors;
}

/** Asks for a funding (or a withdrawal) of the pool; a different staff member approves it. */
function FundingForm({ pool, onClose }: { pool: FundedPool; onClose: () => void }) {
  const { form, request } = useCreateForm(
    { amount: '', reason: '' },
    validate,
    (body: FundingBody): Promise<PoolFunding> =>
      api('POST', pool.paths.list, { body, schema: poolFunding }),
    pool.keys,
  );
  const sentence = fundingSentence(pool.name, form.values.amount);
  return (
    <FormPanel
      title={`New ${pool.name} funding`}
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
        hint={`Positive funds the ${pool.name} from operator capital; negative (-250) takes back what it has not committed.`}
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
      <MoneyPreview
        sentence={sentence}
        prompt="Enter an amount to see the funding."
        testId="funding-preview"
      />
    </FormPanel>
  );
}
