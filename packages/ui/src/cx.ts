/** Joins class names, skipping anything that is not a non-empty string (false, null, 0...). */
export function cx(...classes: readonly unknown[]): string {
  return classes.filter((c): c is string => typeof c === 'string' && c.length > 0).join(' ');
}
