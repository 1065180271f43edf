import { z } from 'zod';
import { decimalText, invalid } from './common.js';

/**
 * The back office's configuration: system parameters (apps/server/src/modules/admin/
 * configuration.ts), instruments (market/staff-routes.ts), options products and contract
 * settings (trading/staff-routes.ts). Rates and amounts are decimal strings.
 */

// ---- parameters ----------------------------------------------------------------------------

export const parameterParams = z.strictObject(
  { key: z.string(invalid).regex(/^[A-Za-z0-9._-]{1,100}$/, invalid) },
  invalid,
);
export const parameterBody = z.strictObject(
  { value: z.string(invalid).max(5000, invalid) },
  invalid,
);
export const parameter = z.object({
  key: z.string(),
  value: z.string(),
  description: z.string(),
  isPublic: z.boolean(),
  updatedAt: z.string(),
});
export const parameterList = z.array(parameter);
/** The answer to a change: the value as stored. */
export const parameterChange = z.object({
  key: z.string(),
  value: z.string(),
  isPublic: z.boolean(),
});

// ---- instruments -----------------------------------------------------------------------------

/** A change of an instrument: listed or not, its schedule (one of the server's `schedules`). */
export const instrumentChangeBody = (schedules: readonly [string, ...string[]]) =>
  z
    .strictObject(
      {
        enabled: z.boolean(invalid).optional(),
        schedule: z.enum(schedules, invalid).optional(),
      },
      invalid,
    )
    .refine((b) => b.enabled !== undefined || b.schedule !== undefined, invalid);
export interface InstrumentChange {
  enabled?: boolean;
  schedule?: string;
}

export const instrument = z.object({
  id: z.number(),
  code: z.string(),
  /** The catalogue's numeric instrument type. */
  type: z.number(),
  appName: z.string(),
  enabled: z.boolean(),
  schedule: z.string(),
  precision: z.number(),
});
export const instrumentList = z.object({
  instruments: z.array(instrument),
  /** The schedule ids the server accepts. */
  schedules: z.array(z.string()),
});

// ---- options products --------------------------------------------------------------------------

export const periodBody = z.strictObject(
  {
    seconds: z.number(invalid).int(invalid).min(10, invalid).max(86_400, invalid),
    payoutRate: decimalText,
    minAmount: decimalText,
    maxAmount: decimalText.optional(),
  },
  invalid,
);
/**
 * How old a confirmed quote may be and how far the price may move from it before an order is
 * refused (docs/adr/0023), within the table's checks.
 */
const quoteMaxAgeMs = z.number(invalid).int(invalid).min(500, invalid).max(60_000, invalid);
export const MAX_PRICE_TOLERANCE = '0.05';

export const optionsProductBody = z.strictObject(
  {
    periods: z.array(periodBody, invalid).min(1, invalid).max(10, invalid),
    quoteMaxAgeMs: quoteMaxAgeMs.optional(),
    priceTolerance: decimalText.optional(),
  },
  invalid,
);
export const period = z.object({
  seconds: z.number(),
  payoutRate: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
});
export const optionsProduct = z.object({
  productId: z.number(),
  instrumentId: z.number(),
  code: z.string(),
  enabled: z.boolean(),
  periods: z.array(period),
  quoteMaxAgeMs: z.number(),
  priceTolerance: z.string(),
});
export const optionsProductList = z.array(optionsProduct);

// ---- contract settings -------------------------------------------------------------------------

/** The bounds of domain.md (leverage up to 100) within the table's checks. */
export const MAX_LEVERAGE = 100;

export const contractSettingsBody = z
  .strictObject(
    {
      enabled: z.boolean(invalid).optional(),
      maxLeverage: z
        .number(invalid)
        .int(invalid)
        .min(1, invalid)
        .max(MAX_LEVERAGE, invalid)
        .optional(),
      feeRate: decimalText.optional(),
      liquidationLevel: decimalText.optional(),
      minLots: decimalText.optional(),
      maxLots: decimalText.optional(),
      maxStopDistance: decimalText.optional(),
      quoteMaxAgeMs: quoteMaxAgeMs.optional(),
      priceTolerance: decimalText.optional(),
    },
    invalid,
  )
  .refine((b) => Object.keys(b).length > 0, invalid);
export const contractSettings = z.object({
  instrumentId: z.number(),
  code: z.string(),
  enabled: z.boolean(),
  maxLeverage: z.number(),
  feeRate: z.string(),
  liquidationLevel: z.string(),
  minLots: z.string(),
  maxLots: z.string(),
  maxStopDistance: z.string(),
  quoteMaxAgeMs: z.number(),
  priceTolerance: z.string(),
});
export const contractSettingsList = z.array(contractSettings);

export type Parameter = z.infer<typeof parameter>;
export type ParameterChange = z.infer<typeof parameterChange>;
export type Instrument = z.infer<typeof instrument>;
export type InstrumentList = z.infer<typeof instrumentList>;
export type Period = z.infer<typeof period>;
/** A period as sent: without a maximum the server applies its default. */
export type PeriodInput = z.input<typeof periodBody>;
export type OptionsProduct = z.infer<typeof optionsProduct>;
export type ContractSettings = z.infer<typeof contractSettings>;
export type ContractSettingsChange = Omit<ContractSettings, 'instrumentId' | 'code'>;
