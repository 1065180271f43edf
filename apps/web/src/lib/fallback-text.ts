/**
 * The attributes of a text shown in English because the reader's language has no translation:
 * its language, and left to right, so that an English title in an Arabic page wraps and is cut
 * at its own end ("Welcome to…", not "…real accounts").
 */
export function fallbackText(fallback: boolean): { lang?: 'en'; dir?: 'ltr' } {
  return fallback ? { lang: 'en', dir: 'ltr' } : {};
}
