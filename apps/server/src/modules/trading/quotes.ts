import { Code, FINE_SCALE, type ConfirmedQuote } from '@swx/contract';
import { AppError } from '../../platform/http/errors.js';
import { toUnits } from '../../platform/units.js';

/**
 * The price a user saw is the price they get, or a clear refusal (docs/adr/0023). An order
 * may carry the quote it was confirmed against; it is filled at the current recorded price
 * only while that quote is at most the product's `quote_max_age_ms` old and the price has
 * moved from it by at most `price_tolerance` (a fraction of the quoted price, either way).
 * Otherwise the order is refused with 10065 (too old) or 10066 (moved) and nothing is written.
 */

/** A product's quote parameters, as read from its row. */
export interface QuoteTerms {
  quote_max_age_ms: number;
  price_tolerance: string;
}

/** How far ahead of this instance's clock a tick time may be (instances' clocks differ). */
const CLOCK_SKEW_MS = 2000;

/** A confirmed quote in the instrument's units, with its age; 10026 if it cannot be one. */
export function quoteFacts(
  quote: ConfirmedQuote,
  precision: number,
  now: number,
): { price: bigint; ageMs: number } {
  const price = toUnits(quote.price, precision);
  if (price === undefined || price <= 0n || quote.time > now + CLOCK_SKEW_MS) {
    throw new AppError(Code.INVALID_PARAMS);
  }
  return { price, ageMs: Math.max(0, now - quote.time) };
}

/** Whether `current` is within `tolerance` (a decimal fraction) of `quoted`, either way. */
export function withinTolerance(quoted: bigint, current: bigint, tolerance: string): boolean {
  const fraction = toUnits(tolerance, FINE_SCALE);
  if (fraction === undefined) return false;
  const moved = current > quoted ? current - quoted : quoted - current;
  return moved * 10n ** BigInt(FINE_SCALE) <= fraction * quoted;
}

/** Throws the refusal of a confirmed quote the current price no longer honours. */
export function checkQuote(
  confirmed: { price: bigint; ageMs: number } | undefined,
  current: bigint,
  terms: QuoteTerms,
): void {
  if (!confirmed) return;
  if (confirmed.ageMs > terms.quote_max_age_ms) throw new AppError(Code.QUOTE_EXPIRED);
  if (!withinTolerance(confirmed.price, current, terms.price_tolerance)) {
    throw new AppError(Code.PRICE_MOVED);
  }
}
