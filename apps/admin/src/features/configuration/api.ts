import { ASSET_SCALE, toUnits } from '@swx/contract';
import {
  AdminPaths,
  adminPath,
  contractSettings,
  contractSettingsList,
  DECIMAL,
  instrument,
  instrumentList,
  optionsProduct,
  optionsProductList,
  parameterChange,
  parameterList,
  type ContractSettings,
  type ContractSettingsChange,
  type Instrument,
  type InstrumentChange,
  type InstrumentList,
  type OptionsProduct,
  type Parameter,
  type Period,
  type PeriodInput,
} from '@swx/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api, queryString } from '../../lib/api';

/**
 * The configuration's shapes are the contract's (`@swx/contract/admin`): parameters,
 * instruments, options products and contract settings.
 */
export type {
  ContractSettings,
  ContractSettingsChange,
  Instrument,
  InstrumentList,
  OptionsProduct,
  Parameter,
  Period,
  PeriodInput,
};

export const configKeys = {
  parameters: ['config', 'parameters'] as const,
  instruments: ['config', 'instruments'] as const,
  options: ['config', 'options-products'] as const,
  contracts: ['config', 'contract-settings'] as const,
};

export const parametersQuery = () =>
  queryOptions({
    queryKey: configKeys.parameters,
    queryFn: ({ signal }) => api('GET', AdminPaths.parameters, { signal, schema: parameterList }),
  });

export const instrumentsQuery = () =>
  queryOptions({
    queryKey: configKeys.instruments,
    queryFn: ({ signal }) => api('GET', AdminPaths.instruments, { signal, schema: instrumentList }),
  });

export const optionsProductsQuery = (code?: string) =>
  queryOptions({
    queryKey: [...configKeys.options, code ?? ''],
    queryFn: ({ signal }) =>
      api('GET', `${AdminPaths.optionsProducts}${queryString({ code })}`, {
        signal,
        schema: optionsProductList,
      }),
  });

export const contractSettingsQuery = (code?: string) =>
  queryOptions({
    queryKey: [...configKeys.contracts, code ?? ''],
    queryFn: ({ signal }) =>
      api('GET', `${AdminPaths.contractSettings}${queryString({ code })}`, {
        signal,
        schema: contractSettingsList,
      }),
  });

export function saveParameter(key: string, value: string) {
  return api('POST', adminPath(AdminPaths.parameter, { key }), {
    body: { value },
    schema: parameterChange,
  });
}

export function saveInstrument(id: number, change: InstrumentChange) {
  return api('POST', adminPath(AdminPaths.instrument, { id }), {
    body: change,
    schema: instrument,
  });
}

/** How old a confirmed price may be and how far the fill may move from it (ADR 0023). */
export interface QuoteParameters {
  quoteMaxAgeMs: number;
  priceTolerance: string;
}

export function savePeriods(instrumentId: number, periods: PeriodInput[], quote?: QuoteParameters) {
  return api('POST', adminPath(AdminPaths.optionsProduct, { instrumentId }), {
    body: { periods, ...quote },
    schema: optionsProduct,
  });
}

export function saveContractSettings(instrumentId: number, change: ContractSettingsChange) {
  return api('POST', adminPath(AdminPaths.contractSetting, { instrumentId }), {
    body: change,
    schema: contractSettings,
  });
}

// ---- decimal strings, checked as bigint units like the server (never JS numbers) ----------

/** A non-negative decimal as the server takes it: digits, at most one point, no sign. */
export { DECIMAL };
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
