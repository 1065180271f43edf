import { ASSET_SCALE } from '@swx/contract';

/**
 * The web app's one conversion the contract does not have. The contract's `toUnits` refuses a
 * decimal with more digits than the scale (an input is never rounded); to show terms the web
 * sometimes needs a figure cut to a scale instead (a balance's share, a price typed with more
 * decimals than the instrument has, before the form says so). That conversion is named for
 * what it does. Everything else uses the contract's `toUnits` and `fromUnits`.
 */

/** Decimals of USDT, the asset stakes, margins and results are in. */
export const USDT_SCALE = ASSET_SCALE.USDT;

/**
 * A plain decimal ("12.5", "-3") as units of `scale` decimals, the decimals beyond the scale
 * dropped (rounded towards zero). Throws a RangeError on anything but a plain decimal.
 */
export function truncateToUnits(value: string, scale = USDT_SCALE): bigint {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) throw new RangeError(`not a plain decimal: ${value}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const units = BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'));
  return sign === '-' ? -units : units;
}

/** A decimal without trailing zeros, as a user would type it: "25000.500000" → "25000.5". */
export function plainDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
