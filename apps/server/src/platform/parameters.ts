import { and, eq } from 'drizzle-orm';
import type { Db } from './db/client.js';
import { Code } from '@swx/contract';
import { parameters } from './db/tables.js';
import { AppError } from './http/errors.js';
import { toUnits } from './units.js';

/** A public system parameter's value, or undefined when it does not exist or is internal. */
export async function publicParameter(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: parameters.value })
    .from(parameters)
    .where(and(eq(parameters.key, key), eq(parameters.isPublic, true)));
  return row?.value;
}

/** A system parameter's value, public or internal (server-side rules only). */
export async function internalParameter(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: parameters.value })
    .from(parameters)
    .where(eq(parameters.key, key));
  return row?.value;
}

/**
 * A limit kept as a parameter, as a whole number of units of `scale` decimals (USDT: 6):
 * `fallback` when the row does not exist; a value that cannot be read fails closed (10018),
 * never silently unlimited.
 */
export async function amountParameter(
  db: Db,
  key: string,
  scale: number,
  fallback: string,
): Promise<bigint> {
  const text = (await internalParameter(db, key)) ?? fallback;
  const units = toUnits(text.trim(), scale);
  if (units === undefined || units < 0n) throw new AppError(Code.PARAMETER_UNAVAILABLE);
  return units;
}

/** A whole-number limit kept as a parameter (as `amountParameter`, scale 0). */
export async function countParameter(db: Db, key: string, fallback: number): Promise<number> {
  return Number(await amountParameter(db, key, 0, String(fallback)));
}
