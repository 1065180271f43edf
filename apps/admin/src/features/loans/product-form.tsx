import {
  LOAN_AMOUNT_MAX_USDT,
  LOAN_DAILY_RATE_MAX,
  LOAN_TERM_DAYS_MAX,
  toUnits,
} from '@swx/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TextField } from '../../components/field';
import { FormPanel } from '../../components/form-panel';
import {
  ProductTextsFields,
  filledTexts,
  textsError,
  textsOf,
  type ProductTexts,
} from '../../components/product-texts';
import { codeError, plainAmount, rateUnits, sortError, usdtUnits } from '../../lib/product-input';
import { useForm } from '../../lib/use-form';
import { loanKeys, saveLoanProduct, type LoanProductAdmin, type LoanProductBody } from './api';

const AMOUNT_MAX = toUnits(LOAN_AMOUNT_MAX_USDT, 6)!;

export interface LoanProductInput {
  code: string;
  /** Days, separated by commas: "7, 14, 30". */
  terms: string;
  dailyRate: string;
  minAmount: string;
  maxVerified: string;
  maxEstablished: string;
  sort: string;
  active: boolean;
  texts: ProductTexts;
}

type Field =
  | 'code'
  | 'terms'
  | 'dailyRate'
  | 'minAmount'
  | 'maxVerified'
  | 'maxEstablished'
  | 'sort'
  | 'texts';
type Errors = Partial<Record<Field, string>>;

const termsOf = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');

export function loanInputOf(p: LoanProductAdmin | null): LoanProductInput {
  if (!p) {
    return {
      code: '',
      terms: '',
      dailyRate: '',
      minAmount: '',
      maxVerified: '',
      maxEstablished: '',
      sort: '0',
      active: false,
      texts: {},
    };
  }
  return {
    code: p.code,
    terms: p.terms.join(', '),
    dailyRate: p.dailyRate,
    minAmount: plainAmount(p.minAmount),
    maxVerified: plainAmount(p.maxVerified),
    maxEstablished: plainAmount(p.maxEstablished),
    sort: String(p.sort),
    active: p.active,
    texts: textsOf(p.texts),
  };
}

const AMOUNT_HINT = `A USDT amount above 0, at most ${Number(LOAN_AMOUNT_MAX_USDT).toLocaleString('en')} (6 decimals).`;

export function validateLoanProduct(input: LoanProductInput): Errors {
  const errors: Errors = {};
  const code = codeError(input.code, 'LOAN-STARTER');
  if (code) errors.code = code;
  const terms = termsOf(input.terms);
  const days = terms.map(Number);
  if (
    terms.length < 1 ||
    terms.length > 12 ||
    terms.some((t) => !/^\d+$/.test(t)) ||
    days.some((d, i) => d < 1 || d > LOAN_TERM_DAYS_MAX || (i > 0 && d <= days[i - 1]!))
  ) {
    errors.terms = `1 to 12 terms in days (1 to ${LOAN_TERM_DAYS_MAX}), ascending, e.g. 7, 14, 30.`;
  }
  const rate = rateUnits(input.dailyRate);
  if (rate === undefined || rate > toUnits(LOAN_DAILY_RATE_MAX, 18)!) {
    errors.dailyRate = `A fraction from 0 to ${LOAN_DAILY_RATE_MAX}, e.g. 0.0005 (0.05% a day).`;
  }
  const amounts = (['minAmount', 'maxVerified', 'maxEstablished'] as const).map((key) => {
    const units = usdtUnits(input[key]);
    if (units === undefined || units <= 0n || units > AMOUNT_MAX) errors[key] = AMOUNT_HINT;
    return units;
  });
  const [min, verified, established] = amounts;
  if (!errors.maxVerified && min !== undefined && verified !== undefined && verified < min) {
    errors.maxVerified = 'At least the minimum.';
  }
  if (
    !errors.maxEstablished &&
    verified !== undefined &&
    established !== undefined &&
    established < verified
  ) {
    errors.maxEstablished = 'At least the verified limit.';
  }
  const sort = sortError(input.sort);
  if (sort) errors.sort = sort;
  const texts = textsError(input.texts);
  if (texts) errors.texts = texts;
  return errors;
}

export function loanBodyOf(input: LoanProductInput): LoanProductBody {
  return {
    code: input.code.trim(),
    terms: termsOf(input.terms).map(Number),
    dailyRate: input.dailyRate.trim(),
    minAmount: input.minAmount.trim(),
    maxVerified: input.maxVerified.trim(),
    maxEstablished: input.maxEstablished.trim(),
    active: input.active,
    sort: Number(input.sort),
    texts: filledTexts(input.texts),
  };
}

/**
 * Creates a loan product or replaces one's terms and texts. Loans already applied for keep the
 * terms they were applied on; the change applies to applications made afterwards.
 */
export function LoanProductForm({
  product,
  onClose,
}: {
  product: LoanProductAdmin | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<LoanProductInput, Field>(loanInputOf(product), validateLoanProduct);
  const save = useMutation({
    mutationFn: (body: LoanProductBody) => saveLoanProduct(product?.id ?? null, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanKeys.products }),
  });
  const input = form.values;
  return (
    <FormPanel
      title={product ? `Edit ${product.code}` : 'New loan product'}
      submitLabel={product ? 'Save product' : 'Create product'}
      mutation={save}
      success={
        save.isSuccess &&
        (product
          ? `${save.data.code} saved. Loans already applied for keep their terms.`
          : `${save.data.code} created (#${save.data.id}).`)
      }
      onSubmit={() => {
        if (form.check()) save.mutate(loanBodyOf(input));
      }}
      onClose={onClose}
    >
      <div className="grid grid-cols-4 gap-4">
        <TextField label="Code" autoComplete="off" {...form.text('code')} />
        <TextField
          label="Terms (days)"
          hint="Ascending, with commas: 7, 14, 30."
          {...form.text('terms')}
        />
        <TextField
          label="Daily rate"
          hint="A fraction: 0.0005 is 0.05% a day."
          inputMode="decimal"
          {...form.text('dailyRate')}
        />
        <TextField label="Order" inputMode="numeric" {...form.text('sort')} />
        <TextField label="Minimum (USDT)" inputMode="decimal" {...form.text('minAmount')} />
        <TextField
          label="Limit, verified (USDT)"
          hint="The most a verified customer may borrow."
          inputMode="decimal"
          {...form.text('maxVerified')}
        />
        <TextField
          label="Limit, established (USDT)"
          hint="After a loan repaid on time."
          inputMode="decimal"
          {...form.text('maxEstablished')}
        />
      </div>
      <label className="inline-flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={input.active}
          onChange={(e) => form.field('active')(e.target.checked)}
        />
        Active (offered to customers)
      </label>
      <ProductTextsFields
        texts={input.texts}
        onChange={form.field('texts')}
        hint="Say who lends, what it costs after the interest-free days, and what happens when a payment is late."
        error={form.errors.texts}
      />
    </FormPanel>
  );
}
