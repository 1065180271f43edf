/**
 * A PostgreSQL array literal for one query parameter (`${pgArray(ids)}::bigint[]`): Drizzle's
 * `sql` template spreads a JavaScript array into separate parameters, which `unnest` and
 * `= any()` cannot take. Every element is quoted; null is NULL.
 */
export function pgArray(values: ReadonlyArray<string | number | bigint | null>): string {
  const items = values.map((v) =>
    v === null ? 'NULL' : `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
  );
  return `{${items.join(',')}}`;
}
