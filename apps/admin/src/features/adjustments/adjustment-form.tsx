import { BOOKS, type Book } from '@swx/contract';
import { reasonError } from '../../components/decision';
import { TextArea, TextField } from '../../components/field';
import { FormPanel, MoneyPreview } from '../../components/form-panel';
import { SelectField } from '../../components/select-field';
import { useCreateForm } from '../../lib/use-form';
import { SIGNED_USDT, isDebit, isZeroDecimal, signedUsdtError, unsigned } from '../../lib/money';
import { adjustmentKeys, requestAdjustment, type AdjustmentRequest } from './api';

const USER_ID = /^[1-9]\d{0,17}$/;

/** "Credit 25.5 USDT to user #12 (real book)", or null while the amount or user is not valid. */
export function adjustmentSentence(input: Pick<AdjustmentRequest, 'userId' | 'book' | 'amount'>) {
  const userId = input.userId.trim();
  const amount = input.amount.trim();
  if (!USER_ID.test(userId) || !SIGNED_USDT.test(amount) || isZeroDecimal(amount)) return null;
  return isDebit(amount)
    ? `Debit ${unsigned(amount)} USDT from user #${userId} (${input.book} book)`
    : `Credit ${amount} USDT to user #${userId} (${input.book} book)`;
}

type Errors = Partial<Record<'userId' | 'amount' | 'reason', string>>;

function validate(input: AdjustmentRequest): Errors {
  const errors: Errors = {};
  if (!USER_ID.test(input.userId.trim())) errors.userId = 'Enter the user’s numeric id.';
  const amount = signedUsdtError(input.amount, '25.5 or -10');
  if (amount) errors.amount = amount;
  const reason = reasonError(input.reason);
  if (reason) errors.reason = reason;
  return errors;
}

const EMPTY: AdjustmentRequest = { userId: '', book: 'real', amount: '', reason: '' };

/** Asks for a credit or debit of a customer's USDT; a different staff member approves it. */
export function AdjustmentForm({ onClose }: { onClose: () => void }) {
  const { form, request } = useCreateForm(EMPTY, validate, requestAdjustment, adjustmentKeys.all);
  const { values: input, field: set } = form;
  const sentence = adjustmentSentence(input);

  function submit() {
    if (!form.check()) return;
    request.mutate({
      userId: input.userId.trim(),
      book: input.book,
      amount: input.amount.trim(),
      reason: input.reason.trim(),
    });
  }

  return (
    <FormPanel
      title="New adjustment"
      submitLabel="Request adjustment"
      mutation={request}
      success={
        request.isSuccess &&
        `Adjustment #${request.data.id} requested. A different staff member must approve it.`
      }
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid grid-cols-3 gap-4">
        <TextField
          label="User ID"
          inputMode="numeric"
          autoComplete="off"
          {...form.text('userId')}
        />
        <SelectField
          label="Book"
          options={BOOKS.map((book) => [book, book === 'real' ? 'Real' : 'Demo'] as const)}
          value={input.book}
          onChange={(e) => set('book')(e.target.value as Book)}
        />
        <TextField
          label="Amount (USDT)"
          hint="Positive credits the customer, negative (-10) debits them."
          inputMode="decimal"
          autoComplete="off"
          {...form.text('amount')}
        />
      </div>
      <TextArea
        label="Reason"
        hint="Recorded with the adjustment and in the audit log. 3–500 characters."
        maxLength={500}
        {...form.text('reason')}
      />
      <MoneyPreview
        sentence={sentence}
        prompt="Enter a user ID and an amount to see the adjustment."
        testId="adjustment-preview"
      />
    </FormPanel>
  );
}
