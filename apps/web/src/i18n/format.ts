import { useTranslation } from 'react-i18next';
import { LANGUAGE_INFO, resolveLanguage } from './languages';

/** A date in the current language, e.g. "22 Nov 2025" / "2025年11月22日". */
export function formatDate(value: string | Date, locale: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** Formatting helpers bound to the current language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = LANGUAGE_INFO[resolveLanguage(i18n.language)].locale;
  return {
    locale,
    date: (value: string | Date) => formatDate(value, locale),
  };
}
