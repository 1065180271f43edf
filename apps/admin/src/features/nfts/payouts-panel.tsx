import { TRANSFER_REF } from '@swx/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@swx/ui';
import { DataTable, QueryBlock, type Column } from '../../components/data-table';
import { reasonError } from '../../components/decision';
import { Card } from '../../components/feedback';
import { TextArea, TextField } from '../../components/field';
import { FormPanel, MoneyPreview } from '../../components/form-panel';
import { FourEyesRequests } from '../../components/four-eyes-requests';
import { formatDateTime } from '../../lib/format';
import { SIGNED_USDT, formatAmount, isDebit, isZeroDecimal } from '../../lib/money';
import { useCreateForm } from '../../lib/use-form';
import {
  charitiesQuery,
  decidePayout,
  nftKeys,
  payoutsQuery,
  requestPayout,
  type CharityAdmin,
  type CharityPayout,
} from './api';

/**
 * The charities with what their items gave them, what was paid out and what they are owed (all
 * from their ledger accounts); recording a transfer made to one, and the second staff member's
 * decision, which moves it out of the charity's account.
 */
export function PayoutsPanel() {
  const charities = useQuery(charitiesQuery());
  const [payingId, setPayingId] = useState<number | null>(null);
  // The charity's latest figures: what awaits approval changes once a payout is recorded.
  const paying = charities.data?.items.find((c) => c.id === payingId) ?? null;
  const columns: Column<CharityAdmin>[] = [
    {
      header: 'Charity',
      cell: (c) => (
        <span>
          {c.name} <span className="text-fg-muted">({c.slug})</span>
        </span>
      ),
    },
    { header: 'Items', numeric: true, cell: (c) => c.items },
    { header: 'Donated', numeric: true, cell: (c) => `${formatAmount(c.donated)} USDT` },
    { header: 'Paid out', numeric: true, cell: (c) => `${formatAmount(c.paidOut)} USDT` },
    { header: 'Owed', numeric: true, cell: (c) => `${formatAmount(c.payable)} USDT` },
    {
      header: 'Awaiting approval',
      numeric: true,
      cell: (c) => `${formatAmount(c.pendingPayouts)} USDT`,
    },
    {
      header: 'Payout',
      cell: (c) => (
        <Button
          variant="secondary"
          aria-label={`Record payout to ${c.name}`}
          disabled={isZeroDecimal(c.payable)}
          onClick={() => setPayingId(c.id)}
        >
          Record payout
        </Button>
      ),
    },
  ];
  return (
    <div className="flex min-h-0 flex-col gap-4 overflow-y-auto">
      <Card>
        <QueryBlock query={charities}>
          {(data) => (
            <DataTable
              caption="Charities"
              columns={columns}
              rows={data.items}
              rowKey={(c) => String(c.id)}
              empty="No charities yet."
            />
          )}
        </QueryBlock>
      </Card>
      {paying && (
        <Card>
          <PayoutForm key={paying.id} charity={paying} onClose={() => setPayingId(null)} />
        </Card>
      )}
      <Payouts />
    </div>
  );
}

/** "Pay 45.50 USDT to Children First (transfer SEPA-1)", or null while the amount is not valid. */
export function payoutSentence(charity: string, amount: string, transferRef: string) {
  const text = amount.trim();
  if (!SIGNED_USDT.test(text) || isDebit(text) || isZeroDecimal(text)) return null;
  const ref = transferRef.trim();
  return `Pay ${formatAmount(text)} USDT to ${charity}${ref ? ` (transfer ${ref})` : ''}`;
}

/** The payouts by status, and the second person's decision on a pending one. */
function Payouts() {
  const columns: Column<CharityPayout>[] = [
    { header: 'ID', cell: (p) => `#${p.id}` },
    { header: 'Recorded', cell: (p) => formatDateTime(p.requestedAt) },
    { header: 'Charity', cell: (p) => p.charityName },
    { header: 'Amount', numeric: true, cell: (p) => `${formatAmount(p.amount)} USDT` },
    { header: 'Transfer', cell: (p) => <code>{p.transferRef}</code> },
    { header: 'Recorded by', cell: (p) => `${p.requestedByName} (#${p.requestedBy})` },
  ];
  return (
    <FourEyesRequests
      noun="Payout"
      plural="payouts"
      header={<h2 className="font-semibold">Payouts</h2>}
      query={payoutsQuery}
      columns={columns}
      sentence={(p) => payoutSentence(p.charityName, p.amount, p.transferRef) ?? `${p.amount} USDT`}
      approvalNote="One ledger journal moves it out of the charity's account at once."
      invalidates={nftKeys.payouts}
      decide={decidePayout}
    />
  );
}

type Values = { amount: string; transferRef: string; reason: string };
type Errors = Partial<Record<keyof Values, string>>;

/** Records a transfer made to `charity`; a different staff member approves it. */
function PayoutForm({ charity, onClose }: { charity: CharityAdmin; onClose: () => void }) {
  const validate = (input: Values): Errors => {
    const errors: Errors = {};
    const amount = input.amount.trim();
    if (!SIGNED_USDT.test(amount) || isDebit(amount) || isZeroDecimal(amount)) {
      errors.amount = 'Enter a positive amount like 250 or 45.5 (at most 6 decimals).';
    }
    if (!TRANSFER_REF.test(input.transferRef.trim())) {
      errors.transferRef = 'Enter the transfer’s reference: 3–100 plain characters.';
    }
    const reason = reasonError(input.reason);
    if (reason) errors.reason = reason;
    return errors;
  };
  const { form, request } = useCreateForm(
    { amount: '', transferRef: '', reason: '' },
    validate,
    (values: Values) =>
      requestPayout({
        charityId: charity.id,
        amount: values.amount.trim(),
        transferRef: values.transferRef.trim(),
        reason: values.reason.trim(),
      }),
    nftKeys.payouts,
  );
  const sentence = payoutSentence(charity.name, form.values.amount, form.values.transferRef);
  return (
    <FormPanel
      title={`Payout to ${charity.name}`}
      submitLabel="Record payout"
      mutation={request}
      success={
        request.isSuccess &&
        `Payout #${request.data.id} recorded. A different staff member must approve it.`
      }
      onSubmit={() => {
        if (form.check()) request.mutate(form.values);
      }}
      onClose={onClose}
    >
      <p className="text-sm text-fg-muted">
        Owed: {formatAmount(charity.payable)} USDT, of which {formatAmount(charity.pendingPayouts)}{' '}
        USDT awaits approval. Record a transfer once it has been made.
      </p>
      <TextField
        label="Amount (USDT)"
        inputMode="decimal"
        autoComplete="off"
        {...form.text('amount')}
      />
      <TextField
        label="Transfer reference"
        hint="The bank transfer's reference or the chain transaction's hash, as the charity sees it."
        autoComplete="off"
        maxLength={100}
        {...form.text('transferRef')}
      />
      <TextArea
        label="Reason"
        hint="Recorded with the payout and in the audit log. 3–500 characters."
        maxLength={500}
        {...form.text('reason')}
      />
      <MoneyPreview
        sentence={sentence}
        prompt="Enter an amount to see the payout."
        testId="payout-preview"
      />
    </FormPanel>
  );
}
