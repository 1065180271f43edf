import { Code, toUnits } from '@swx/contract';
import { DECIMAL } from '@swx/contract/admin';
import type { Db } from '../db/client.js';
import { AppError } from './errors.js';

/**
 * What the admin API's routes share beyond their shapes (those are the contract's, in
 * `@swx/contract/admin`, re-exported here for the routes that take them from here).
 */
export {
  codeQuery,
  DECIMAL,
  decimalText,
  idParam,
  idParams,
  invalid,
  pageQuery,
  reasonBody,
} from '@swx/contract/admin';

/**
 * Runs a staff decision in one transaction; the user it concerns hears of it (`announce`) once
 * it has committed, never before and never for a decision rolled back.
 */
export function decider(db: Db, notifications: { announce(userId: number): void }) {
  return async function decide<T>(
    work: (tx: Db) => Promise<{ item: T; userId: number }>,
    /** Runs once the decision has committed (e.g. mail about it), never for one rolled back. */
    committed?: (decided: { item: T; userId: number }) => void,
  ): Promise<T> {
    const decided = await db.transaction(work);
    notifications.announce(decided.userId);
    committed?.(decided);
    return decided.item;
  };
}

/** Refuses a request whose values are out of bounds (10026), before anything is written. */
export const refuse = (): never => {
  throw new AppError(Code.INVALID_PARAMS);
};

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
