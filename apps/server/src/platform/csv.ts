/** One CSV field (RFC 4180), with formula-looking text neutralised for spreadsheets. */
export function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line of `values`, CRLF-terminated. */
export function csvLine(values: ReadonlyArray<string | null>): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
