import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Card } from '../../components/feedback';
import {
  LOTS_SCALE,
  RATE_SCALE,
  configKeys,
  contractSettingsQuery,
  saveContractSettings,
  unitsWithin,
  wholeWithin,
  type ContractSettings,
} from './api';
import { MAX_PRICE_TOLERANCE } from '@swx/contract/admin';
import { ProductPanel } from './product-frame';
import { CompactInput, SaveRow } from './ui';
import { CheckedForm } from '../../components/checked-form';

type TextField =
  | 'maxLeverage'
  | 'feeRate'
  | 'liquidationLevel'
  | 'minLots'
  | 'maxLots'
  | 'maxStopDistance'
  | 'quoteMaxAgeMs'
  | 'priceTolerance';
type Draft = Record<TextField, string> & { enabled: boolean };

/** Each field with the server's bounds (configuration.ts); decimals compared as bigint units. */
const FIELDS: readonly {
  key: TextField;
  label: string;
  hint: string;
  ok: (d: Draft) => boolean;
}[] = [
  {
    key: 'maxLeverage',
    label: 'Max leverage',
    hint: 'Whole number, 1 to 100.',
    ok: (d) => wholeWithin(d.maxLeverage, 1, 100),
  },
  {
    key: 'feeRate',
    label: 'Fee rate',
    hint: 'Decimal, 0 to 0.1.',
    ok: (d) => unitsWithin(d.feeRate, RATE_SCALE, '0', '0.1') !== undefined,
  },
  {
    key: 'liquidationLevel',
    label: 'Liquidation level',
    hint: 'Decimal, 0 to 0.9.',
    ok: (d) => unitsWithin(d.liquidationLevel, RATE_SCALE, '0', '0.9') !== undefined,
  },
  {
    key: 'minLots',
    label: 'Min lots',
    hint: 'Above 0, 2 decimals at most.',
    ok: (d) => (unitsWithin(d.minLots, LOTS_SCALE, '0', '1000000') ?? 0n) > 0n,
  },
  {
    key: 'maxLots',
    label: 'Max lots',
    hint: 'At least the minimum, up to 1000000.',
    ok: (d) => {
      const max = unitsWithin(d.maxLots, LOTS_SCALE, '0', '1000000');
      const min = unitsWithin(d.minLots, LOTS_SCALE, '0', '1000000');
      return max !== undefined && (min === undefined || max >= min);
    },
  },
  {
    key: 'maxStopDistance',
    label: 'Max stop distance',
    hint: 'Decimal above 0, at most 0.99.',
    ok: (d) => (unitsWithin(d.maxStopDistance, RATE_SCALE, '0', '0.99') ?? 0n) > 0n,
  },
  {
    key: 'quoteMaxAgeMs',
    label: 'Quote max age (ms)',
    hint: 'Oldest confirmed price accepted: whole number, 500 to 60000.',
    ok: (d) => wholeWithin(d.quoteMaxAgeMs, 500, 60_000),
  },
  {
    key: 'priceTolerance',
    label: 'Price tolerance',
    hint: `Largest move from the confirmed price: above 0, at most ${MAX_PRICE_TOLERANCE}.`,
    ok: (d) => (unitsWithin(d.priceTolerance, RATE_SCALE, '0', MAX_PRICE_TOLERANCE) ?? 0n) > 0n,
  },
];

function toDraft(s: ContractSettings): Draft {
  return {
    enabled: s.enabled,
    maxLeverage: String(s.maxLeverage),
    feeRate: s.feeRate,
    liquidationLevel: s.liquidationLevel,
    minLots: s.minLots,
    maxLots: s.maxLots,
    maxStopDistance: s.maxStopDistance,
    quoteMaxAgeMs: String(s.quoteMaxAgeMs),
    priceTolerance: s.priceTolerance,
  };
}

function SettingsEditor({ settings }: { settings: ContractSettings }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState(() => toDraft(settings));
  const [checked, setChecked] = useState(false);
  const invalid = new Set(FIELDS.filter((f) => !f.ok(draft)).map((f) => f.key));
  const save = useMutation({
    mutationFn: () =>
      saveContractSettings(settings.instrumentId, {
        enabled: draft.enabled,
        maxLeverage: Number(draft.maxLeverage.trim()),
        feeRate: draft.feeRate.trim(),
        liquidationLevel: draft.liquidationLevel.trim(),
        minLots: draft.minLots.trim(),
        maxLots: draft.maxLots.trim(),
        maxStopDistance: draft.maxStopDistance.trim(),
        quoteMaxAgeMs: Number(draft.quoteMaxAgeMs.trim()),
        priceTolerance: draft.priceTolerance.trim(),
      }),
    onSuccess: (saved) => {
      setDraft(toDraft(saved));
      setChecked(false);
      void client.invalidateQueries({ queryKey: configKeys.contracts });
    },
  });
  const set = (patch: Partial<Draft>) => {
    save.reset();
    setDraft((d) => ({ ...d, ...patch }));
  };
  return (
    <Card className="p-5">
      <CheckedForm onCheck={setChecked} valid={invalid.size === 0} send={() => save.mutate()}>
        <h2 className="text-md font-semibold">{settings.code} leveraged contracts</h2>
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(event) => set({ enabled: event.target.checked })}
          />
          Contracts enabled on {settings.code}
        </label>
        <div className="grid grid-cols-3 gap-4">
          {FIELDS.map((field) => {
            const bad = checked && invalid.has(field.key);
            return (
              <div key={field.key} className="flex flex-col gap-1">
                <CompactInput
                  label={field.label}
                  showLabel
                  className="tabular"
                  inputMode={field.key === 'maxLeverage' ? 'numeric' : 'decimal'}
                  value={draft[field.key]}
                  invalid={bad}
                  onChange={(event) => set({ [field.key]: event.target.value })}
                />
                <p className={bad ? 'text-xs text-danger' : 'text-xs text-fg-subtle'}>
                  {field.hint}
                </p>
              </div>
            );
          })}
        </div>
        {checked && invalid.size > 0 && (
          <Alert tone="danger">Correct the marked fields; nothing was saved.</Alert>
        )}
        <SaveRow mutation={save} success="Contract settings saved." label="Save settings" />
      </CheckedForm>
    </Card>
  );
}

export function ContractPanel() {
  return (
    <ProductPanel
      label="Contract instrument"
      query={contractSettingsQuery}
      missing="contract settings"
      editor={(settings) => <SettingsEditor key={settings.instrumentId} settings={settings} />}
    />
  );
}
