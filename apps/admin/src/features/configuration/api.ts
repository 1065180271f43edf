import { ASSET_SCALE, toUnits } from '@swx/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/**
 * The shapes of apps/server/src/modules/admin/configuration.ts (parameters),
 * market/staff-routes.ts (instruments) and trading/staff-routes.ts.
 */

export interface Parameter {
  key: string;
  value: string;
  description: string;
  isPublic: boolean;
  updatedAt: string;
}

export interface Instrument {
  id: number;
  code: string;
  /** The catalogue's numeric instrument type. */
  type: number;
  appName: string;
  enabled: boolean;
  schedule: string;
  precision: number;
}

export interface InstrumentList {
  instruments: Instrument[];
  /** The schedule ids the server accepts (SCHEDULE_IDS). */
  schedules: string[];
}

export interface Period {
  seconds: number;
  payoutRate: string;
  minAmount: string;
  maxAmount: string;
}

/** A period as sent: without a maximum the server applies its default. */
export type PeriodInput = Omit<Period, 'maxAmount'> & { maxAmount?: string };

export interface OptionsProduct {
  productId: number;
  instrumentId: number;
  code: string;
  enabled: boolean;
  periods: Period[];
}

export interface ContractSettings {
  instrumentId: number;
  code: string;
  enabled: boolean;
  maxLeverage: number;
  feeRate: string;
  liquidationLevel: string;
  minLots: string;
  maxLots: string;
  maxStopDistance: string;
}

export type ContractSettingsChange = Omit<ContractSettings, 'instrumentId' | 'code'>;

export const configKeys = {
  parameters: ['config', 'parameters'] as const,
  instruments: ['config', 'instruments'] as const,
  options: ['config', 'options-products'] as const,
  contracts: ['config', 'contract-settings'] as const,
};

const byCode = (code?: string) => (code ? `?${new URLSearchParams({ code })}` : '');

export const parametersQuery = () =>
  queryOptions({
    queryKey: configKeys.parameters,
    queryFn: ({ signal }) => api<Parameter[]>('GET', '/config/parameters', { signal }),
  });

export const instrumentsQuery = () =>
  queryOptions({
    queryKey: configKeys.instruments,
    queryFn: ({ signal }) => api<InstrumentList>('GET', '/config/instruments', { signal }),
  });

export const optionsProductsQuery = (code?: string) =>
  queryOptions({
    queryKey: [...configKeys.options, code ?? ''],
    queryFn: ({ signal }) =>
      api<OptionsProduct[]>('GET', `/config/options-products${byCode(code)}`, { signal }),
  });

export const contractSettingsQuery = (code?: string) =>
  queryOptions({
    queryKey: [...configKeys.contracts, code ?? ''],
    queryFn: ({ signal }) =>
      api<ContractSettings[]>('GET', `/config/contract-settings${byCode(code)}`, { signal }),
  });

export function saveParameter(key: string, value: string) {
  return api<{ key: string; value: string; isPublic: boolean }>(
    'POST',
    `/config/parameters/${encodeURIComponent(key)}`,
    { body: { value } },
  );
}

export function saveInstrument(id: number, change: { enabled?: boolean; schedule?: string }) {
  return api<Instrument>('POST', `/config/instruments/${id}`, { body: change });
}

export function savePeriods(instrumentId: number, periods: PeriodInput[]) {
  return api<OptionsProduct>('POST', `/config/options-products/${instrumentId}`, {
    body: { periods },
  });
}

export function saveContractSettings(instrumentId: number, change: ContractSettingsChange) {
  return api<ContractSettings>('POST', `/config/contract-settings/${instrumentId}`, {
    body: change,
  });
}

// ---- decimal strings, checked as bigint units like the server (never JS numbers) ----------

/** A non-negative decimal as the server takes it: digits, at most one point, no sign. */
export const DECIMAL = /^\d{1,12}(?:\.\d{1,18})?$/;
/** Rates are checked at 18 decimals, USDT amounts at the asset's scale, lots at 2. */
export const RATE_SCALE = 18;
export const USDT_SCALE = ASSET_SCALE.USDT;
export const LOTS_SCALE = 2;

/** `value` as units at `scale` when it is a plain decimal within [min, max]. */
export function unitsWithin(
  value: string,
  scale: number,
  min: string,
  max: string,
): bigint | undefined {
  const text = value.trim();
  if (!DECIMAL.test(text)) return undefined;
  const units = toUnits(text, scale);
  if (units === undefined) return undefined;
  return units >= toUnits(min, scale)! && units <= toUnits(max, scale)! ? units : undefined;
}

/** A whole number written in digits within [min, max], compared as bigint. */
export function wholeWithin(value: string, min: number, max: number): boolean {
  const text = value.trim();
  return /^\d{1,9}$/.test(text) && BigInt(text) >= BigInt(min) && BigInt(text) <= BigInt(max);
}
