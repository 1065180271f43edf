import { AMOUNT_PATTERN, isValidAddress, isValidTxHash, type NetworkId } from '@swx/contract';

/**
 * Live checks of the deposit and withdrawal forms. Amounts stay decimal strings from the input
 * to the request: they are compared digit by digit, never through a JS number, and never
 * rounded (more decimals than the asset has is an error, not a rounding).
 */

/** The proof image limit (docs/adr/0009: MAX_UPLOAD_BYTES on the server). */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
/** What the file picker offers; the server checks the content, not the name. */
export const PROOF_ACCEPT = '.jpg,.jpeg,.jp2,.png,image/jpeg,image/png,image/jp2';
const PROOF_EXTENSIONS = /\.(jpe?g|jp2|png)$/i;
const PROOF_TYPES = new Set(['image/jpeg', 'image/png', 'image/jp2', 'image/jpx']);
/** Types a browser can show as a thumbnail (JPEG 2000 is not among them). */
const PREVIEW_TYPES = new Set(['image/jpeg', 'image/png']);

/**
 * The amount as the API wants it: surrounding spaces dropped and the locale's decimal comma
 * (or the Arabic decimal separator) read as a point. Anything else is left for the pattern.
 */
export function normalizeAmount(text: string): string {
  const trimmed = text.trim().replace(/\u066B/g, '.');
  if (!trimmed.includes('.') && (trimmed.match(/,/g) ?? []).length === 1) {
    return trimmed.replace(',', '.');
  }
  return trimmed;
}

/** Splits a plain decimal ("12.50") into whole digits without leading zeros and fraction. */
function parts(value: string): { whole: string; fraction: string } {
  const [whole = '0', fraction = ''] = value.split('.');
  return { whole: whole.replace(/^0+(?=\d)/, ''), fraction: fraction.replace(/0+$/, '') };
}

/** -1, 0 or 1 as a < b, a = b or a > b, for non-negative plain decimal strings. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const x = parts(a);
  const y = parts(b);
  if (x.whole.length !== y.whole.length) return x.whole.length < y.whole.length ? -1 : 1;
  if (x.whole !== y.whole) return x.whole < y.whole ? -1 : 1;
  const width = Math.max(x.fraction.length, y.fraction.length);
  const fx = x.fraction.padEnd(width, '0');
  const fy = y.fraction.padEnd(width, '0');
  if (fx === fy) return 0;
  return fx < fy ? -1 : 1;
}

/** Decimal places written in an amount ("1.50" has 2). */
export function decimalsOf(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

export type AmountProblem =
  'required' | 'format' | 'zero' | 'decimals' | 'belowMinimum' | 'aboveAvailable';

/**
 * What is wrong with an amount (already normalised), or null: required, the API's pattern,
 * more than zero, at most `scale` decimals, at least `minimum`, at most `maximum`.
 */
export function amountProblem(
  amount: string,
  rules: { scale: number; minimum?: string; maximum?: string },
): AmountProblem | null {
  if (amount === '') return 'required';
  if (!AMOUNT_PATTERN.test(amount)) return 'format';
  if (compareDecimals(amount, '0') === 0) return 'zero';
  if (decimalsOf(amount) > rules.scale) return 'decimals';
  if (rules.minimum !== undefined && compareDecimals(amount, rules.minimum) < 0) {
    return 'belowMinimum';
  }
  if (rules.maximum !== undefined && compareDecimals(amount, rules.maximum) > 0) {
    return 'aboveAvailable';
  }
  return null;
}

export type HashProblem = 'required' | 'format';

/** The transaction hash as typed (spaces around it dropped) against the network's format. */
export function txHashProblem(network: NetworkId, hash: string): HashProblem | null {
  const value = hash.trim();
  if (value === '') return 'required';
  return isValidTxHash(network, value) ? null : 'format';
}

/** The last 6 characters of the sending address: six letters or digits. */
export function last6Problem(value: string): HashProblem | null {
  const text = value.trim();
  if (text === '') return 'required';
  return /^[A-Za-z0-9]{6}$/.test(text) ? null : 'format';
}

/** A withdrawal address on the network, checksum included. */
export function addressProblem(network: NetworkId, address: string): HashProblem | null {
  const value = address.trim();
  if (value === '') return 'required';
  return isValidAddress(network, value) ? null : 'format';
}

export type ProofProblem = 'required' | 'type' | 'size';

/**
 * The proof image before upload: a JPG, JPEG 2000 or PNG by name or type (the server then
 * reads the bytes) of at most 5 MB.
 */
export function proofProblem(
  file: Pick<File, 'name' | 'type' | 'size'> | null | undefined,
): ProofProblem | null {
  if (!file) return 'required';
  if (!PROOF_EXTENSIONS.test(file.name) && !PROOF_TYPES.has(file.type)) return 'type';
  if (file.size > MAX_PROOF_BYTES) return 'size';
  if (file.size === 0) return 'type';
  return null;
}

/** Whether the browser can show the file as a thumbnail (JPG, PNG; not JPEG 2000). */
export function canPreview(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type) return PREVIEW_TYPES.has(file.type);
  return /\.(jpe?g|png)$/i.test(file.name);
}
