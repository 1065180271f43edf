import { DEFAULT_LANGUAGE, type Language } from '@swx/contract';

/**
 * Translated rows (content pages, FAQ, notices) are read in the reader's language and in
 * English together; each item then shows the reader's text when there is one, else English
 * marked as a fallback.
 */
export function languagesToRead(language: Language): Language[] {
  return language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
}

/** One row per id, in the order ids first appear: the reader's language when present. */
export function pickTranslations<T extends { id: number; language: string }>(
  rows: readonly T[],
  language: Language,
): T[] {
  const chosen = new Map<number, T>();
  for (const row of rows) {
    const current = chosen.get(row.id);
    if (!current || (current.language !== language && row.language === language)) {
      chosen.set(row.id, row);
    }
  }
  return [...chosen.values()];
}
