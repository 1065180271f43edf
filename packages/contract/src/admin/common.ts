import { z } from 'zod';
import { Code } from '../codes.js';
import { LANGUAGES } from '../constants.js';
import { toUnits } from '../money.js';
import { queryInt } from '../content.js';
import { PAGE_SIZE_MAX } from '../wallet.js';

/** Request pieces the staff API's routes share. */

/** Every refusal of a request's shape answers 10026. */
export const invalid = { error: String(Code.INVALID_PARAMS) };

/** A numeric id in the path. */
export const idParams = z.strictObject(
  {
    id: z
      .string()
      .regex(/^[1-9]\d{0,17}$/, invalid)
      .transform(Number),
  },
  invalid,
);

/** A numeric id (up to nine digits) under `name` in the path. */
export const idParam = (name: 'id' | 'instrumentId') =>
  z.strictObject(
    {
      [name]: z
        .string()
        .regex(/^[1-9]\d{0,8}$/, invalid)
        .transform(Number),
    } as Record<typeof name, z.ZodPipe<z.ZodString, z.ZodTransform<number, string>>>,
    invalid,
  );

/** Why a staff member decided as they did (users see it where it concerns them). */
export const reasonBody = z.strictObject(
  { reason: z.string(invalid).trim().min(3, invalid).max(500, invalid) },
  invalid,
);

/** The paging fields of a list's query. */
export const pageQuery = {
  page: queryInt(100_000).optional(),
  pageSize: queryInt(PAGE_SIZE_MAX).optional(),
};

/** A query with paging only. */
export const pagedQuery = z.strictObject(pageQuery, invalid);

/** An optional instrument code filter. */
export const codeQuery = z.strictObject(
  {
    code: z
      .string(invalid)
      .regex(/^[A-Z0-9._-]{1,24}$/, invalid)
      .optional(),
  },
  invalid,
);

/** A non-negative decimal as typed: digits, at most one point, no sign or exponent. */
export const DECIMAL = /^\d{1,12}(?:\.\d{1,18})?$/;
export const decimalText = z.string(invalid).trim().regex(DECIMAL, invalid);

/** One page of a list: its items, how many there are in all, and which page this is. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

const USDT_TEXT = /^(?:0|[1-9]\d{0,11})(?:\.\d{1,6})?$/;

/** A USDT amount (up to 6 decimals) from `min` to `max` units. */
export const usdtIn = (min: bigint, max: bigint) =>
  z.string(invalid).refine((v) => {
    if (!USDT_TEXT.test(v)) return false;
    const units = toUnits(v, 6)!;
    return units >= min && units <= max;
  }, invalid);

/** A product's name and description in one language (smart plans, loans). */
export const productText = z.strictObject(
  {
    lang: z.enum(LANGUAGES, invalid),
    name: z.string(invalid).trim().min(2, invalid).max(80, invalid),
    description: z.string(invalid).trim().min(10, invalid).max(2000, invalid),
  },
  invalid,
);

/** Texts per language, each language once; English is required (the others fall back to it). */
export const productTexts = z
  .array(productText, invalid)
  .min(1, invalid)
  .max(LANGUAGES.length, invalid)
  .refine((t) => new Set(t.map((x) => x.lang)).size === t.length, invalid)
  .refine((t) => t.some((x) => x.lang === 'en'), invalid);

export const productTextsView = z.array(
  z.object({ lang: z.enum(LANGUAGES), name: z.string(), description: z.string() }),
);
