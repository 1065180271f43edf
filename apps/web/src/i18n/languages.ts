import { DEFAULT_LANGUAGE, type Language } from '@swx/contract';
import type { Catalogue } from './locales/en';

/**
 * Every language of the product (spec section 1) with its BCP 47 tag (for `<html lang>`,
 * Accept-Language and Intl), its name in itself and its writing direction. A language is
 * offered once its catalogue is listed in `catalogueLoaders`.
 */
export interface LanguageInfo {
  readonly value: Language;
  readonly locale: string;
  readonly nativeName: string;
  readonly dir: 'ltr' | 'rtl';
}

export const LANGUAGE_INFO: Readonly<Record<Language, LanguageInfo>> = {
  en: { value: 'en', locale: 'en', nativeName: 'English', dir: 'ltr' },
  zh: { value: 'zh', locale: 'zh-CN', nativeName: '简体中文', dir: 'ltr' },
  hk: { value: 'hk', locale: 'zh-Hant-HK', nativeName: '繁體中文', dir: 'ltr' },
  ja: { value: 'ja', locale: 'ja', nativeName: '日本語', dir: 'ltr' },
  ko: { value: 'ko', locale: 'ko', nativeName: '한국어', dir: 'ltr' },
  de: { value: 'de', locale: 'de', nativeName: 'Deutsch', dir: 'ltr' },
  fr: { value: 'fr', locale: 'fr', nativeName: 'Français', dir: 'ltr' },
  it: { value: 'it', locale: 'it', nativeName: 'Italiano', dir: 'ltr' },
  ar: { value: 'ar', locale: 'ar', nativeName: 'العربية', dir: 'rtl' },
  es: { value: 'es', locale: 'es', nativeName: 'Español', dir: 'ltr' },
};

type CatalogueModule = { default: Catalogue };

/**
 * One dynamic import per language, so each catalogue is its own chunk. Typed as a complete
 * record: a language of the spec without a catalogue does not compile.
 */
export const catalogueLoaders: Readonly<Record<Language, () => Promise<CatalogueModule>>> = {
  en: () => import('./locales/en'),
  hk: () => import('./locales/hk'),
  zh: () => import('./locales/zh'),
  de: () => import('./locales/de'),
  ja: () => import('./locales/ja'),
  fr: () => import('./locales/fr'),
  it: () => import('./locales/it'),
  ar: () => import('./locales/ar'),
  ko: () => import('./locales/ko'),
  es: () => import('./locales/es'),
};

/**
 * Picker order: the order of the spec's language list (English, Traditional Chinese,
 * Simplified Chinese, German, Japanese, French, Italian, Arabic, Korean, Spanish). The tests
 * check that it holds every language of the contract exactly once.
 */
const PICKER_ORDER: readonly Language[] = [
  'en',
  'hk',
  'zh',
  'de',
  'ja',
  'fr',
  'it',
  'ar',
  'ko',
  'es',
];

/** The languages the app can show, in picker order (the desktop dropdown and settings). */
export const AVAILABLE_LANGUAGES: readonly LanguageInfo[] = PICKER_ORDER.map(
  (value) => LANGUAGE_INFO[value],
);

export function isAvailableLanguage(value: string): value is Language {
  return AVAILABLE_LANGUAGES.some((info) => info.value === value);
}

/** The language to show for a stored preference: itself if available, else the default. */
export function resolveLanguage(value: string | null | undefined): Language {
  return value && isAvailableLanguage(value) ? value : DEFAULT_LANGUAGE;
}
