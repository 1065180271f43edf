import { Code, PAGE_SIZE_MAX, queryInt } from '@swx/contract';
import { z } from 'zod';

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
