import {
  FINE_SCALE,
  closeResult,
  fromUnits,
  openTerms,
  reasonableStop,
  toFine,
  type CloseReason,
  type ContractPosition,
  type ContractProduct,
  type ContractSide,
} from '@swx/contract';
import { compareDecimals, decimalsOf } from '../../lib/validation';
import { plainDecimal, truncateToUnits, USDT_SCALE } from '../../lib/units';

/**
 * What the contract screens show of a leveraged contract's money (domain.md; docs/adr/0012),
 * built on the arithmetic the server charges with (`@swx/contract` money.ts: margin, fee and
 * a loss round up, a profit down; bigint throughout). Here: typed values checked the way the
 * server checks them, and figures as decimal strings, never JS numbers.
 */

const ONE = 10n ** BigInt(FINE_SCALE);

export type StopKind = 'stopLoss' | 'takeProfit';

/** Whether a level closes the position below the price (a long's stop, a short's take profit). */
export function isBelow(kind: StopKind, side: ContractSide): boolean {
  return (kind === 'stopLoss') === (side === 'long');
}

// ---- what the screens ask ----------------------------------------------------------------------

const PRICE = /^(?:0|[1-9]\d{0,15})(?:\.\d{1,18})?$/;

/**
 * A price as typed (already normalised: "64000.5") as units at `precision`; null when it is
 * not a plain decimal or has more decimals than the instrument's prices.
 */
export function parsePrice(text: string, precision: number): bigint | null {
  if (!PRICE.test(text) || decimalsOf(text) > precision) return null;
  return truncateToUnits(text, precision);
}

/** Units at `precision` as a price string ("6500001n", 2 → "65000.01"). */
export function priceText(units: bigint, precision: number): string {
  return fromUnits(units, precision);
}

/** Decimals of the prices of a position when the instrument's are not at hand. */
export function positionDigits(
  position: Pick<ContractPosition, 'openPrice' | 'liquidationPrice'>,
  ...more: Array<string | null | undefined>
): number {
  return Math.max(
    0,
    ...[position.openPrice, position.liquidationPrice, ...more].map((p) =>
      p && p.includes('.') ? p.length - p.indexOf('.') - 1 : 0,
    ),
  );
}

export interface OpenEstimate {
  notional: string;
  margin: string;
  fee: string;
  /** Margin + fee: what leaves the available balance. */
  total: string;
  liquidationPrice: string;
}

type Terms = Pick<ContractProduct, 'contractSize' | 'feeRate' | 'liquidationLevel'>;

/** The terms of opening at `price` (the last price: the server takes its own latest tick). */
export function estimateOpen(input: {
  side: ContractSide;
  price: string;
  precision: number;
  lots: string;
  leverage: number;
  product: Terms;
}): OpenEstimate {
  const terms = openTerms({
    side: input.side,
    price: truncateToUnits(input.price, input.precision),
    precision: input.precision,
    lots: input.lots,
    contractSize: input.product.contractSize,
    leverage: input.leverage,
    feeRate: input.product.feeRate,
    liquidationLevel: input.product.liquidationLevel,
  });
  return {
    notional: fromUnits(terms.notional, USDT_SCALE),
    margin: fromUnits(terms.margin, USDT_SCALE),
    fee: fromUnits(terms.fee, USDT_SCALE),
    total: fromUnits(terms.margin + terms.fee, USDT_SCALE),
    liquidationPrice: fromUnits(terms.liquidationPrice, input.precision),
  };
}

/**
 * What closing at `price` makes: the profit or loss (signed, 6 decimals) and what comes back
 * (margin + profit). The floating P/L at the live price, or what a stop loss or take profit
 * would realise. Prices are taken at 18 decimals (FINE), which gives the server's figure
 * whatever the instrument's precision.
 */
export function resultAt(
  position: Pick<ContractPosition, 'side' | 'openPrice' | 'lots' | 'contractSize' | 'margin'>,
  price: string,
): { profit: string; returned: string } {
  const { profit, returned } = closeResult({
    side: position.side,
    open: toFine(position.openPrice),
    close: toFine(price),
    precision: FINE_SCALE,
    lots: position.lots,
    contractSize: position.contractSize,
    margin: truncateToUnits(position.margin),
  });
  return { profit: fromUnits(profit, USDT_SCALE), returned: fromUnits(returned, USDT_SCALE) };
}

export type StopProblem = 'format' | 'decimals' | 'side' | 'distance';

/** What is wrong with a typed price (normalised) as a price of the instrument, if anything. */
export function priceProblem(text: string, precision: number): 'format' | 'decimals' | null {
  if (!PRICE.test(text)) return 'format';
  if (decimalsOf(text) > precision) return 'decimals';
  return truncateToUnits(text, precision) > 0n ? null : 'format';
}

/**
 * What is wrong with a stop loss or take profit (normalised; '' is none, which is fine): a
 * price of the instrument's precision, on the right side of `reference` (the current price)
 * and within the allowed distance of `entry`, as the server checks it.
 */
export function stopProblem(input: {
  kind: StopKind;
  side: ContractSide;
  text: string;
  precision: number;
  reference: string;
  entry: string;
  maxDistance: string | undefined;
}): StopProblem | null {
  if (input.text === '') return null;
  const problem = priceProblem(input.text, input.precision);
  if (problem) return problem;
  const price = truncateToUnits(input.text, input.precision);
  const reference = truncateToUnits(input.reference, input.precision);
  const below = isBelow(input.kind, input.side);
  if (below ? price >= reference : price <= reference) return 'side';
  if (input.maxDistance === undefined) return null;
  const reasonable = reasonableStop({
    kind: input.kind,
    side: input.side,
    price,
    reference,
    entry: truncateToUnits(input.entry, input.precision),
    maxDistance: input.maxDistance,
  });
  return reasonable ? null : 'distance';
}

/** The farthest a stop loss or take profit may be from `entry` (a price at `precision`). */
export function stopLimit(input: {
  kind: StopKind;
  side: ContractSide;
  entry: string;
  precision: number;
  maxDistance: string;
}): string {
  const entry = truncateToUnits(input.entry, input.precision);
  const distance = (entry * toFine(input.maxDistance)) / ONE;
  const limit = isBelow(input.kind, input.side) ? entry - distance : entry + distance;
  return fromUnits(limit > 0n ? limit : 0n, input.precision);
}

export type LotsProblem =
  'required' | 'format' | 'zero' | 'decimals' | 'belowMinimum' | 'aboveMaximum';

const LOTS = /^(?:0|[1-9]\d{0,9})(?:\.\d{1,8})?$/;

/** What is wrong with a number of lots (normalised), against the product's range and step. */
export function lotsProblem(
  lots: string,
  product: Pick<ContractProduct, 'minLots' | 'maxLots' | 'lotsScale'>,
): LotsProblem | null {
  if (lots === '') return 'required';
  if (!LOTS.test(lots)) return 'format';
  if (compareDecimals(lots, '0') === 0) return 'zero';
  if (decimalsOf(lots) > product.lotsScale) return 'decimals';
  if (compareDecimals(lots, product.minLots) < 0) return 'belowMinimum';
  if (compareDecimals(lots, product.maxLots) > 0) return 'aboveMaximum';
  return null;
}

/**
 * The most lots whose margin and fee the available balance covers at `price` and `leverage`
 * (within the product's maximum, in its steps), or null when not even the minimum is covered.
 */
export function affordableLots(input: {
  available: string;
  price: string;
  precision: number;
  leverage: number;
  product: Terms & Pick<ContractProduct, 'minLots' | 'maxLots' | 'lotsScale'>;
}): string | null {
  const { product } = input;
  const scale = product.lotsScale;
  const budget = truncateToUnits(input.available);
  const price = truncateToUnits(input.price, input.precision);
  const cost = (units: bigint) => {
    const terms = openTerms({
      side: 'long',
      price,
      precision: input.precision,
      lots: fromUnits(units, scale),
      contractSize: product.contractSize,
      leverage: input.leverage,
      feeRate: product.feeRate,
      liquidationLevel: product.liquidationLevel,
    });
    return terms.margin + terms.fee;
  };
  const minimum = truncateToUnits(product.minLots, scale);
  if (minimum <= 0n || cost(minimum) > budget) return null;
  // The cost grows with the lots: the largest count that fits, by bisection.
  let low = minimum;
  let high = truncateToUnits(product.maxLots, scale);
  while (low < high) {
    const middle = (low + high + 1n) / 2n;
    if (cost(middle) <= budget) low = middle;
    else high = middle - 1n;
  }
  return plainDecimal(fromUnits(low, scale));
}

/** A share of the most lots, in the product's steps and no fewer than its minimum. */
export function lotsShare(
  most: string,
  percent: 25 | 50 | 100,
  product: Pick<ContractProduct, 'minLots' | 'lotsScale'>,
): string {
  const scale = product.lotsScale;
  const share = (truncateToUnits(most, scale) * BigInt(percent)) / 100n;
  const minimum = truncateToUnits(product.minLots, scale);
  return plainDecimal(fromUnits(share < minimum ? minimum : share, scale));
}

const QUICK_LOTS = ['0.01', '0.1', '1', '10'] as const;

/** Round lot counts offered as quick picks, those within the product's range. */
export function quickLots(product: Pick<ContractProduct, 'minLots' | 'maxLots'>): string[] {
  return QUICK_LOTS.filter(
    (lots) =>
      compareDecimals(lots, product.minLots) >= 0 && compareDecimals(lots, product.maxLots) <= 0,
  );
}

const QUICK_LEVERAGE = [1, 5, 10, 20, 50, 100] as const;

/** Leverage presets up to the maximum (the maximum itself always among them). */
export function quickLeverage(maximum: number): number[] {
  const presets: number[] = QUICK_LEVERAGE.filter((value) => value < maximum);
  return [...presets, maximum];
}

/** The leverage a form starts with: 10×, or the maximum when lower. */
export function defaultLeverage(maximum: number): number {
  return Math.max(1, Math.min(10, maximum));
}

/**
 * Whether `price` reaches one of the position's closing levels, and which the server would
 * apply (a stop loss beyond the liquidation price comes first, then liquidation, then the take
 * profit): the position is about to close.
 */
export function crossedLevel(
  position: Pick<ContractPosition, 'side' | 'stopLoss' | 'takeProfit' | 'liquidationPrice'>,
  price: string,
): CloseReason | null {
  const at = toFine(price);
  const long = position.side === 'long';
  const stop = position.stopLoss === null ? undefined : toFine(position.stopLoss);
  const take = position.takeProfit === null ? undefined : toFine(position.takeProfit);
  const liquidation = toFine(position.liquidationPrice);
  const hits = (level: bigint | undefined, down: boolean) =>
    level !== undefined && (down ? at <= level : at >= level);
  const stopFirst = stop !== undefined && (long ? stop >= liquidation : stop <= liquidation);
  if (stopFirst && hits(stop, long)) return 'stop_loss';
  if (hits(liquidation, long)) return 'liquidation';
  if (hits(take, !long)) return 'take_profit';
  return null;
}

/**
 * A result after the opening fee (what the trade made, all costs counted): profit − fee, USDT
 * decimal strings in and out.
 */
export function netOfFee(profit: string, fee: string): string {
  return fromUnits(truncateToUnits(profit) - truncateToUnits(fee), USDT_SCALE);
}

/**
 * The floating profit or loss of open positions together: the sum of each one's result at its
 * instrument's live price (as its row shows it), a USDT decimal string; undefined while a
 * position's price is not known.
 */
export function floatingProfit(
  positions: readonly Pick<
    ContractPosition,
    'code' | 'side' | 'openPrice' | 'lots' | 'contractSize' | 'margin'
  >[],
  prices: ReadonlyMap<string, string>,
): string | undefined {
  let total = 0n;
  for (const position of positions) {
    const price = prices.get(position.code);
    if (price === undefined) return undefined;
    total += truncateToUnits(resultAt(position, price).profit);
  }
  return fromUnits(total, USDT_SCALE);
}
