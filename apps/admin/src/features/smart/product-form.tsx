import {
  SMART_DAILY_RATE_MAX,
  SMART_PAYOUTS,
  SMART_TERM_DAYS_MAX,
  toUnits,
  type SmartPayout,
} from '@swx/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TextField } from '../../components/field';
import { FormPanel } from '../../components/form-panel';
import { SelectField } from '../../components/select-field';
import { codeError, plainAmount, rateUnits, sortError, usdtUnits } from '../../lib/product-input';
import { useForm } from '../../lib/use-form';
import {
  ProductTextsFields,
  filledTexts,
  textsError,
  textsOf,
  type ProductTexts,
} from '../../components/product-texts';
import { saveProduct, smartKeys, type SmartProductAdmin, type SmartProductBody } from './api';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const AMOUNT_MAX = toUnits('1000000', 6)!;

export interface ProductInput {
  code: string;
  termDays: string;
  minAmount: string;
  maxAmount: string;
  dailyRate: string;
  payout: SmartPayout;
  /** HH:MM UTC. */
  accrualTime: string;
  sort: string;
  onePerUser: boolean;
  active: boolean;
  texts: ProductTexts;
}

type Field = 'code' | 'termDays' | 'minAmount' | 'maxAmount' | 'dailyRate' | 'accrualTime' | 'sort';
type Errors = Partial<Record<Field | 'texts', string>>;

const pad = (n: number) => String(n).padStart(2, '0');

export function inputOf(p: SmartProductAdmin | null): ProductInput {
  if (!p) {
    return {
      code: '',
      termDays: '',
      minAmount: '',
      maxAmount: '',
      dailyRate: '',
      payout: 'daily',
      accrualTime: '00:00',
      sort: '0',
      onePerUser: false,
      active: false,
      texts: {},
    };
  }
  return {
    code: p.code,
    termDays: String(p.termDays),
    minAmount: plainAmount(p.minAmount),
    maxAmount: plainAmount(p.maxAmount),
    dailyRate: p.dailyRate,
    payout: p.payout,
    accrualTime: `${pad(Math.floor(p.accrualMinute / 60))}:${pad(p.accrualMinute % 60)}`,
    sort: String(p.sort),
    onePerUser: p.onePerUser,
    active: p.active,
    texts: textsOf(p.texts),
  };
}

export function validateProduct(input: ProductInput): Errors {
  const errors: Errors = {};
  const code = codeError(input.code, 'EA-STEADY-7');
  if (code) errors.code = code;
  const term = Number(input.termDays);
  if (!/^\d+$/.test(input.termDays.trim()) || term < 1 || term > SMART_TERM_DAYS_MAX) {
    errors.termDays = `Whole days from 1 to ${SMART_TERM_DAYS_MAX}.`;
  }
  const min = usdtUnits(input.minAmount);
  const max = usdtUnits(input.maxAmount);
  if (min === undefined || min <= 0n || min > AMOUNT_MAX) {
    errors.minAmount = 'A USDT amount above 0, at most 1,000,000 (6 decimals).';
  }
  if (max === undefined || max <= 0n || max > AMOUNT_MAX) {
    errors.maxAmount = 'A USDT amount above 0, at most 1,000,000 (6 decimals).';
  } else if (min !== undefined && min > max) {
    errors.maxAmount = 'The maximum cannot be below the minimum.';
  }
  const rate = rateUnits(input.dailyRate);
  if (rate === undefined || rate <= 0n || rate > toUnits(SMART_DAILY_RATE_MAX, 18)!) {
    errors.dailyRate = `A fraction above 0 and at most ${SMART_DAILY_RATE_MAX}, e.g. 0.0003 (0.03% a day).`;
  }
  if (!TIME.test(input.accrualTime.trim())) errors.accrualTime = 'A time like 00:00 or 13:30.';
  const sort = sortError(input.sort);
  if (sort) errors.sort = sort;
  const texts = textsError(input.texts);
  if (texts) errors.texts = texts;
  return errors;
}

export function bodyOf(input: ProductInput): SmartProductBody {
  const [, hours, minutes] = TIME.exec(input.accrualTime.trim())!;
  return {
    code: input.code.trim(),
    termDays: Number(input.termDays),
    minAmount: input.minAmount.trim(),
    maxAmount: input.maxAmount.trim(),
    dailyRate: input.dailyRate.trim(),
    payout: input.payout,
    accrualMinute: Number(hours) * 60 + Number(minutes),
    onePerUser: input.onePerUser,
    active: input.active,
    sort: Number(input.sort),
    texts: filledTexts(input.texts),
  };
}

/**
 * Creates a product or replaces one's terms and texts. The plans already sold keep the terms
 * they were sold on; the change applies to plans sold afterwards.
 */
export function ProductForm({
  product,
  onClose,
}: {
  product: SmartProductAdmin | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<ProductInput, Field | 'texts'>(inputOf(product), validateProduct);
  const save = useMutation({
    mutationFn: (body: SmartProductBody) => saveProduct(product?.id ?? null, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smartKeys.all }),
  });
  const input = form.values;

  return (
    <FormPanel
      title={product ? `Edit ${product.code}` : 'New smart product'}
      submitLabel={product ? 'Save product' : 'Create product'}
      mutation={save}
      success={
        save.isSuccess &&
        (product
          ? `${save.data.code} saved. Plans already sold keep their terms.`
          : `${save.data.code} created (#${save.data.id}).`)
      }
      onSubmit={() => {
        if (form.check()) save.mutate(bodyOf(input));
      }}
      onClose={onClose}
    >
      <div className="grid grid-cols-4 gap-4">
        <TextField label="Code" autoComplete="off" {...form.text('code')} />
        <TextField label="Term (days)" inputMode="numeric" {...form.text('termDays')} />
        <TextField label="Minimum (USDT)" inputMode="decimal" {...form.text('minAmount')} />
        <TextField label="Maximum (USDT)" inputMode="decimal" {...form.text('maxAmount')} />
        <TextField
          label="Daily rate"
          hint="A fraction: 0.0003 is 0.03% a day."
          inputMode="decimal"
          {...form.text('dailyRate')}
        />
        <SelectField
          label="Payout"
          options={SMART_PAYOUTS.map((p) => [p, p === 'daily' ? 'Daily' : 'At maturity'] as const)}
          value={input.payout}
          onChange={(e) => form.field('payout')(e.target.value as SmartPayout)}
        />
        <TextField label="Accrual time (UTC)" hint="HH:MM" {...form.text('accrualTime')} />
        <TextField label="Order" inputMode="numeric" {...form.text('sort')} />
      </div>
      <div className="flex gap-6">
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={input.active}
            onChange={(e) => form.field('active')(e.target.checked)}
          />
          Active (on sale)
        </label>
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={input.onePerUser}
            onChange={(e) => form.field('onePerUser')(e.target.checked)}
          />
          One earning plan per user
        </label>
      </div>
      <ProductTextsFields
        texts={input.texts}
        onChange={form.field('texts')}
        hint="Say plainly that the rate is fixed and paid by the operator from its reserve."
        error={form.errors.texts}
      />
    </FormPanel>
  );
}
