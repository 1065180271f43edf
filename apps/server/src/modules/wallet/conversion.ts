import { ASSET_SCALE, type Asset } from '@swx/contract';

/**
 * BTC and ETH are valued in USDT at the recorded price of these instruments: a deposit is
 * credited at it, a withdrawal paid from the USDT balance at it (domain.md; docs/adr/0032).
 */
export const RATE_INSTRUMENT: Partial<Record<Asset, string>> = { BTC: 'BTCUSDT', ETH: 'ETHUSDT' };

/**
 * `amount` (units of `asset`) at `price` (units of an instrument quoted at `precision`
 * decimals) in USDT units: rounded down when the platform owes it (a deposit credited), up
 * when the user does (a withdrawal's cost).
 */
export function usdtUnits(
  amount: bigint,
  asset: Asset,
  price: bigint,
  precision: number,
  round: 'down' | 'up',
): bigint {
  const shift = ASSET_SCALE[asset] + precision - ASSET_SCALE.USDT;
  const product = amount * price;
  if (shift <= 0) return product * 10n ** BigInt(-shift);
  const unit = 10n ** BigInt(shift);
  return round === 'down' ? product / unit : (product + unit - 1n) / unit;
}
