import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@swx/ui';
import { Alert, Badge, Card } from '../../components/feedback';
import { MAX_PRICE_TOLERANCE } from '@swx/contract/admin';
import {
  RATE_SCALE,
  configKeys,
  optionsProductsQuery,
  savePeriods,
  unitsWithin,
  wholeWithin,
  type OptionsProduct,
} from './api';
import { EditableRow, type ColumnSpec } from './editable-row';
import {
  MAX_PERIODS,
  MIN_PERIODS,
  checkPeriods,
  toDrafts,
  type PeriodDraft,
  type PeriodField,
} from './periods';
import { ProductPanel } from './product-frame';
import { CompactInput, SaveOutcome } from './ui';
import { CheckedForm } from '../../components/checked-form';

const COLUMNS: readonly ColumnSpec<PeriodField>[] = [
  { key: 'seconds', label: 'Seconds', inputMode: 'numeric' },
  { key: 'payoutRate', label: 'Payout rate', inputMode: 'decimal' },
  { key: 'minAmount', label: 'Min amount (USDT)', inputMode: 'decimal' },
  { key: 'maxAmount', label: 'Max amount (USDT)', inputMode: 'decimal', placeholder: 'Default' },
];

/** The periods table of one product: edit, add and remove rows, then replace the list. */
export function PeriodsEditor({ product }: { product: OptionsProduct }) {
  const client = useQueryClient();
  const [drafts, setDrafts] = useState<PeriodDraft[]>(() => toDrafts(product.periods));
  const [nextId, setNextId] = useState(product.periods.length + 1);
  const [checked, setChecked] = useState(false);
  // The quote parameters (ADR 0023): the oldest confirmed price accepted and the largest move.
  const [maxAge, setMaxAge] = useState(String(product.quoteMaxAgeMs));
  const [tolerance, setTolerance] = useState(product.priceTolerance);
  const maxAgeOk = wholeWithin(maxAge, 500, 60_000);
  const toleranceOk =
    (unitsWithin(tolerance.trim(), RATE_SCALE, '0', MAX_PRICE_TOLERANCE) ?? 0n) > 0n;
  const check = checkPeriods(drafts);
  const save = useMutation({
    mutationFn: (periods: NonNullable<typeof check.periods>) =>
      savePeriods(product.instrumentId, periods, {
        quoteMaxAgeMs: Number(maxAge.trim()),
        priceTolerance: tolerance.trim(),
      }),
    onSuccess: (saved) => {
      setMaxAge(String(saved.quoteMaxAgeMs));
      setTolerance(saved.priceTolerance);
      setDrafts(toDrafts(saved.periods, nextId));
      setNextId(nextId + saved.periods.length);
      setChecked(false);
      void client.invalidateQueries({ queryKey: configKeys.options });
    },
  });
  const edit = (rowId: number, key: PeriodField, value: string) => {
    save.reset();
    setDrafts((rows) => rows.map((row) => (row.rowId === rowId ? { ...row, [key]: value } : row)));
  };
  const add = () => {
    save.reset();
    setDrafts((rows) => [
      ...rows,
      { rowId: nextId, seconds: '', payoutRate: '', minAmount: '', maxAmount: '' },
    ]);
    setNextId(nextId + 1);
  };
  const remove = (rowId: number) => {
    save.reset();
    setDrafts((rows) => rows.filter((row) => row.rowId !== rowId));
  };
  const shown = checked ? check.errors : {};
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-md font-semibold">{product.code} options periods</h2>
        <Badge tone={product.enabled ? 'success' : 'neutral'}>
          {product.enabled ? 'Enabled' : 'Disabled'}
        </Badge>
      </div>
      <CheckedForm
        onCheck={setChecked}
        valid={check.periods !== null && maxAgeOk && toleranceOk}
        send={() => check.periods && save.mutate(check.periods)}
      >
        <table className="w-full text-sm">
          <thead className="text-xs text-fg-muted">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col" className="px-2 py-1 text-start font-medium">
                  {column.label}
                </th>
              ))}
              <th scope="col" className="px-2 py-1">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {drafts.map((row, index) => (
              <EditableRow
                key={row.rowId}
                index={index}
                columns={COLUMNS}
                values={row}
                errors={shown[row.rowId] ?? {}}
                canRemove={drafts.length > MIN_PERIODS}
                onChange={(key, value) => edit(row.rowId, key, value)}
                onRemove={() => remove(row.rowId)}
              />
            ))}
          </tbody>
        </table>
        <div className="grid gap-3 sm:grid-cols-2">
          {[
            {
              label: 'Quote max age (ms)',
              mode: 'numeric',
              value: maxAge,
              ok: maxAgeOk,
              set: setMaxAge,
            },
            {
              label: 'Price tolerance',
              mode: 'decimal',
              value: tolerance,
              ok: toleranceOk,
              set: setTolerance,
            },
          ].map((field) => (
            <CompactInput
              key={field.label}
              label={field.label}
              showLabel
              inputMode={field.mode as 'numeric' | 'decimal'}
              className="tabular"
              value={field.value}
              invalid={checked && !field.ok}
              onChange={(event) => {
                save.reset();
                field.set(event.target.value);
              }}
            />
          ))}
        </div>
        {checked && (check.form || !check.periods || !maxAgeOk || !toleranceOk) && (
          <Alert tone="danger">
            {check.form ?? 'Correct the marked fields; nothing was saved.'}
          </Alert>
        )}
        <SaveOutcome mutation={save} success="Periods saved." />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={add} disabled={drafts.length >= MAX_PERIODS}>
            <Plus aria-hidden="true" className="size-4" />
            Add period
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save periods
          </Button>
        </div>
        <p className="text-xs text-fg-subtle">
          Payout rate in (0, 1]; amounts in USDT. Saving replaces the whole list ({MIN_PERIODS}–
          {MAX_PERIODS} periods). An order is filled only while the price its customer confirmed is
          at most the quote max age old (500–60000 ms) and the price has moved from it by at most
          the tolerance (a fraction, above 0 and at most {MAX_PRICE_TOLERANCE}).
        </p>
      </CheckedForm>
    </Card>
  );
}

export function OptionsPanel() {
  return (
    <ProductPanel
      label="Options instrument"
      query={optionsProductsQuery}
      missing="options product"
      editor={(product) => <PeriodsEditor key={product.productId} product={product} />}
    />
  );
}
