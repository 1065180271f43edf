/**
 * The rows of a raw query's result (`db.execute(sql`...`)`), as the caller's row type: both
 * drivers answer `{ rows }`. The type is the caller's word for what its SQL selects; keep the
 * select list and the row type side by side.
 */
export function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A timestamp column as ISO 8601 (PGlite answers a Date, node-postgres may answer a string). */
export const iso = (value: string | Date): string => new Date(value).toISOString();

/** The largest `integer` (int4) id: a larger one in a request names no row (404, not a 500). */
export const INT4_MAX = 2_147_483_647;
