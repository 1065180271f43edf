import { toUnits } from '@swx/contract';

/**
 * The checks a product form (smart plans, loans) makes on what staff type, before the server
 * makes them again: codes, USDT amounts, daily rates and the display order, all as text.
 */

const CODE = /^[A-Z0-9][A-Z0-9-]{1,31}$/;
const USDT_TEXT = /^(?:0|[1-9]\d{0,11})(?:\.\d{1,6})?$/;
const RATE_TEXT = /^0(?:\.\d{1,8})?$/;

/** What is wrong with a product code, or undefined (`example` shows a good one). */
export function codeError(code: string, example: string): string | undefined {
  return CODE.test(code.trim())
    ? undefined
    : `2 to 32 capitals, digits or hyphens, e.g. ${example}.`;
}

/** A USDT amount as typed, in units (6 decimals), or undefined when it is not one. */
export function usdtUnits(text: string): bigint | undefined {
  return USDT_TEXT.test(text.trim()) ? toUnits(text.trim(), 6) : undefined;
}

/** A daily rate as typed (a fraction below 1, up to 8 decimals) at 18 decimals, or undefined. */
export function rateUnits(text: string): bigint | undefined {
  return RATE_TEXT.test(text.trim()) ? toUnits(text.trim(), 18) : undefined;
}

/** What is wrong with a display order, or undefined. */
export function sortError(text: string): string | undefined {
  return /^\d+$/.test(text.trim()) && Number(text) <= 10_000 ? undefined : 'From 0 to 10000.';
}

/** An amount from the API as staff would type it ("100.000000" → "100"). */
export const plainAmount = (text: string) =>
  text.includes('.') ? text.replace(/\.?0+$/, '') : text;
