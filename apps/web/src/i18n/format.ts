import { ASSET_SCALE, type Asset, type Language } from '@swx/contract';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_INFO, resolveLanguage } from './languages';

/**
 * Numbers, amounts and dates through Intl in the reader's language. Digits are Latin in every
 * language (Arabic included), as trading screens show them; amounts and rates arrive as decimal
 * strings and are formatted from the string, never through a float.
 */

type Numeric = number | bigint | `${number}`;

const LATIN = { numberingSystem: 'latn' } as const;

/**
 * Formatters are costly to create and cheap to reuse: one per locale and kind (a page of notices
 * formats every date with the same one).
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(
  key: string,
  create: () => T,
): T {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

/** The current language (re-renders when it changes). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return resolveLanguage(i18n.language);
}

/** A date or time through one cached formatter per locale and style; '' for an invalid one. */
function formatWhen(
  value: string | Date,
  locale: string,
  style: Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>,
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return cached(
    `when|${style.dateStyle ?? ''}|${style.timeStyle ?? ''}|${locale}`,
    () => new Intl.DateTimeFormat(locale, { ...style, ...LATIN }),
  ).format(date);
}

/** A date in the given locale, e.g. "22 Nov 2025" / "2025年11月22日". */
export function formatDate(value: string | Date, locale: string): string {
  return formatWhen(value, locale, { dateStyle: 'medium' });
}

/** A date and time in the given locale: "Nov 22, 2025, 5:16 PM" / "2025/11/22 17:16". */
export function formatDateTime(value: string | Date, locale: string): string {
  return formatWhen(value, locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A time of day, for messages of a chat: "5:16 PM". */
export function formatTime(value: string | Date, locale: string): string {
  return formatWhen(value, locale, { timeStyle: 'short' });
}

/** A moment to the second, for times that decide an outcome: "Nov 22, 2025, 5:16:52 PM". */
export function formatMoment(value: string | Date, locale: string): string {
  return formatWhen(value, locale, { dateStyle: 'medium', timeStyle: 'medium' });
}

/** A whole count with the locale's grouping: 1,234,567 / 1.234.567. */
export function formatCount(value: number, locale: string): string {
  return cached(
    `count|${locale}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0, ...LATIN }),
  ).format(value);
}

/** A decimal string with the locale's grouping and at most `fractionDigits` decimals. */
export function formatAmount(value: string, locale: string, fractionDigits = 2): string {
  return cached(
    `amount|${fractionDigits}|${locale}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits, ...LATIN }),
  ).format(value as `${number}`);
}

/**
 * Money on screen, decided here for the whole app (issue 17):
 *
 * - An amount is shown rounded to its asset's display decimals (`DISPLAY_DECIMALS`): USDT
 *   with exactly 2 ("100.00", "99,364.37"), BTC with 2 to 8 (the satoshi), ETH with 2 to 6,
 *   an asset this build does not know with 2 to 8. The ledger keeps more (USDT 6, ETH 18).
 * - Rounding is half away from zero (Intl's `halfExpand`, as on a bank statement: 0.005 →
 *   0.01, −0.005 → −0.01), done by Intl.NumberFormat on the decimal string itself: never
 *   through a float, so a 20-digit balance keeps every digit it shows.
 * - The exact figure (`formatExactMoney`: every digit the ledger keeps, at least two
 *   decimals) is in the rounded figure's tooltip (the `Money` component's title) and is what
 *   detail pages show (an order's detail, a journal's entries).
 * - The sign follows the exact value, not the rounded one: signed, a tiny credit reads
 *   "+0.00" and a tiny debit "-0.00" (so a sign or colour never contradicts the figure), and
 *   only a true zero reads "0.00" ("-0.000000" included).
 */
export const DISPLAY_DECIMALS: Readonly<Record<Asset, number>> = { USDT: 2, BTC: 8, ETH: 6 };

/** Decimals an asset is shown with (`DISPLAY_DECIMALS`); 8 for an asset not known yet. */
export function displayDecimals(asset: string): number {
  return Object.prototype.hasOwnProperty.call(DISPLAY_DECIMALS, asset)
    ? DISPLAY_DECIMALS[asset as Asset]
    : 8;
}

/** Decimals the ledger keeps of an asset (`ASSET_SCALE`); 18 for one not known yet. */
function exactDecimals(asset: string): number {
  return Object.prototype.hasOwnProperty.call(ASSET_SCALE, asset)
    ? ASSET_SCALE[asset as Asset]
    : 18;
}

export interface MoneyOptions {
  /** Adds + to a credit (a debit has its minus either way). */
  signed?: boolean;
}

/** -1, 0 or 1: the sign of a decimal string ("-0.000000" is zero; not a decimal: zero). */
function signOf(value: string): -1 | 0 | 1 {
  const text = value.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) || !/[1-9]/.test(text)) return 0;
  return text.startsWith('-') ? -1 : 1;
}

function moneyText(
  value: string,
  locale: string,
  decimals: { minimum: number; maximum: number },
  options: MoneyOptions,
): string {
  const sign = signOf(value);
  // Intl signs by the rounded value ("+0.001" would read "0.00"); the sign follows the exact
  // one: "always" for a credit that is asked to be signed, "auto" (minus, even on -0.00) else.
  const signDisplay = options.signed && sign > 0 ? 'always' : 'auto';
  const { minimum, maximum } = decimals;
  return cached(
    `money|${minimum}|${maximum}|${signDisplay}|${locale}`,
    () =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: minimum,
        maximumFractionDigits: maximum,
        roundingMode: 'halfExpand',
        signDisplay,
        ...LATIN,
      }),
  ).format((sign === 0 ? '0' : value.trim()) as `${number}`);
}

/**
 * A money amount (decimal string) as shown: the locale's grouping, rounded half away from zero
 * to the asset's display decimals (see above): 100,000.00 / +2.99 / 0.0015 (BTC).
 */
export function formatMoney(
  value: string,
  locale: string,
  asset: string,
  options: MoneyOptions = {},
): string {
  const maximum = displayDecimals(asset);
  return moneyText(value, locale, { minimum: Math.min(2, maximum), maximum }, options);
}

/**
 * A money amount with every digit the ledger keeps (at least two decimals, up to the asset's
 * scale): 99,364.372182 / +2.992. The tooltip of a rounded figure and detail pages.
 */
export function formatExactMoney(
  value: string,
  locale: string,
  asset: string,
  options: MoneyOptions = {},
): string {
  const maximum = exactDecimals(asset);
  return moneyText(value, locale, { minimum: Math.min(2, maximum), maximum }, options);
}

/** A short figure: 1.2M, 120万, 3,8 Mrd. */
export function formatCompact(value: Numeric, locale: string): string {
  return cached(
    `compact|${locale}`,
    () =>
      new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1, ...LATIN }),
  ).format(value);
}

/** A rate given as a decimal fraction string ("0.001") as a percentage ("0.1%"). */
export function formatRate(rate: string, locale: string): string {
  return cached(
    `rate|${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3, ...LATIN }),
  ).format(rate as `${number}`);
}

/** A price with exactly the instrument's decimals and the locale's grouping: 65,000.10. */
export function formatPrice(value: string, locale: string, precision: number): string {
  return cached(
    `price|${precision}|${locale}`,
    () =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: precision,
        maximumFractionDigits: precision,
        ...LATIN,
      }),
  ).format(value as `${number}`);
}

/** A change already in percent ("-1.25") with its sign: +1.25% / −1.25% / 0.00%. */
export function formatChange(percent: string, locale: string): string {
  return cached(
    `change|${locale}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        signDisplay: 'exceptZero',
        ...LATIN,
      }),
    // Percent style multiplies by 100: the string is shifted two places instead of divided.
  ).format(shiftLeft2(percent) as `${number}`);
}

/** "1.25" → "0.0125" without floating point. */
function shiftLeft2(value: string): string {
  const negative = value.startsWith('-');
  const digits = negative ? value.slice(1) : value;
  const [whole = '0', fraction = ''] = digits.split('.');
  const padded = whole.padStart(3, '0');
  const result = `${padded.slice(0, -2)}.${padded.slice(-2)}${fraction}`.replace(/^0+(?=\d)/, '');
  return negative ? `-${result}` : result;
}

/** Formatting helpers bound to the current language. */
export function useFormat() {
  const language = useLanguage();
  const locale = LANGUAGE_INFO[language].locale;
  return {
    locale,
    date: (value: string | Date) => formatDate(value, locale),
    count: (value: number) => formatCount(value, locale),
    compact: (value: Numeric) => formatCompact(value, locale),
    amount: (value: string, fractionDigits?: number) => formatAmount(value, locale, fractionDigits),
    money: (value: string, asset: string, options?: MoneyOptions) =>
      formatMoney(value, locale, asset, options),
    exactMoney: (value: string, asset: string, options?: MoneyOptions) =>
      formatExactMoney(value, locale, asset, options),
    dateTime: (value: string | Date) => formatDateTime(value, locale),
    time: (value: string | Date) => formatTime(value, locale),
    moment: (value: string | Date) => formatMoment(value, locale),
    rate: (rate: string) => formatRate(rate, locale),
    price: (value: string, precision: number) => formatPrice(value, locale, precision),
    change: (percent: string) => formatChange(percent, locale),
  };
}
