/**
 * The rows of a raw query's result (`db.execute(sql`...`)`), as the caller's row type: both
 * drivers answer `{ rows }`. The type is the caller's word for what its SQL selects; keep the
 * select list and the row type side by side.
 */
export function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
