/** A size in MB with one decimal ("5.3 MB"), for the too-large message. */
export function megabytes(bytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
    numberingSystem: 'latn',
  }).format(bytes / (1024 * 1024));
}
