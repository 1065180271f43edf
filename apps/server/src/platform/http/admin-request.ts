import { Code, PAGE_SIZE_MAX, queryInt, toUnits } from '@swx/contract';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { AppError } from './errors.js';

/** Request pieces the admin API's routes share. */

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

/** Why a staff member decided as they did (users see it where it concerns them). */
export const reasonBody = z.strictObject(
  { reason: z.string(invalid).trim().min(3, invalid).max(500, invalid) },
  invalid,
);

export const pageQuery = {
  page: queryInt(100_000).optional(),
  pageSize: queryInt(PAGE_SIZE_MAX).optional(),
};

/**
 * Runs a staff decision in one transaction; the user it concerns hears of it (`announce`) once
 * it has committed, never before and never for a decision rolled back.
 */
export function decider(db: Db, notifications: { announce(userId: number): void }) {
  return async function decide<T>(
    work: (tx: Db) => Promise<{ item: T; userId: number }>,
  ): Promise<T> {
    const { item, userId } = await db.transaction(work);
    notifications.announce(userId);
    return item;
  };
}

/** Refuses a request whose values are out of bounds (10026), before anything is written. */
export const refuse = (): never => {
  throw new AppError(Code.INVALID_PARAMS);
};

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

/** `value` as units at `scale` when it is a plain decimal within [min, max], else undefined. */
export function unitsWithin(
  value: string,
  scale: number,
  min: string,
  max: string,
): bigint | undefined {
  if (!DECIMAL.test(value)) return undefined;
  const units = toUnits(value, scale);
  if (units === undefined) return undefined;
  return units >= toUnits(min, scale)! && units <= toUnits(max, scale)! ? units : undefined;
}

/** A NUMERIC's text without trailing zeros ("0.100000" → "0.1", "10.000" → "10"). */
export function plain(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
