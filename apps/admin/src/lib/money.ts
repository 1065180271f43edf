import { fromUnits, toUnits } from '@swx/contract';

/**
 * Amounts as the API sends and takes them: decimal strings, never JS numbers (a float would
 * round them). Checks are on the text.
 */

/** A signed USDT amount an adjustment takes: at most 12 integer and 6 decimal digits. */
export const SIGNED_USDT = /^-?(?:0|[1-9]\d{0,11})(?:\.\d{1,6})?$/;

/** Whether a decimal string is zero ("0", "-0.000"). */
export function isZeroDecimal(text: string): boolean {
  return /^-?0(?:\.0*)?$/.test(text);
}

/** The amount without its sign ("-10" → "10"). */
export function unsigned(text: string): string {
  return text.startsWith('-') ? text.slice(1) : text;
}

/** A signed amount's direction: debits start with "-". */
export function isDebit(text: string): boolean {
  return text.startsWith('-');
}

/**
 * An amount for reading: the integer part grouped by thousands, trailing zeros dropped but at
 * least two decimals ("20000.000000" → "20,000.00", "0.00012300" → "0.000123"). Text only;
 * anything that is not a plain decimal is shown as it came.
 */
export function formatAmount(text: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return text;
  const [, sign, whole, fraction = ''] = match;
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = fraction.replace(/0+$/, '').padEnd(2, '0');
  return `${sign}${grouped}.${decimals}`;
}

/**
 * What is wrong with a signed USDT amount typed by staff (a credit or a debit), or null;
 * `example` is the hint's example ("25.5 or -10").
 */
export function signedUsdtError(amount: string, example: string): string | null {
  const text = amount.trim();
  if (!SIGNED_USDT.test(text)) return `Enter a decimal like ${example} (at most 6 decimals).`;
  if (isZeroDecimal(text)) return 'The amount cannot be zero.';
  return null;
}

/** A rate as a percentage, from its text ("0.0003" → "0.03%"); other text as it came. */
export function percent(rate: string): string {
  const units = toUnits(rate, 18);
  if (units === undefined) return rate;
  const text = fromUnits(units * 100n, 18);
  return `${text.includes('.') ? text.replace(/\.?0+$/, '') : text}%`;
}
