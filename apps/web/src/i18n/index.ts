import type { Language } from '@swx/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from '../lib/storage';
import { LANGUAGE_INFO, catalogueLoaders, resolveLanguage } from './languages';
import { PLURAL_FORMAT, pluralForm } from './plural';
import type { Catalogue } from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

export const i18n = i18next.createInstance();
i18n.use(initReactI18next);

let initialised: Promise<unknown> | undefined;

function ensureInit(language: Language): Promise<unknown> {
  initialised ??= i18n
    .init({
      lng: language,
      fallbackLng: false,
      ns: ['translation'],
      defaultNS: 'translation',
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    })
    .then(() => {
      i18n.services.formatter?.add(PLURAL_FORMAT, (value, language, forms) =>
        pluralForm(value, LANGUAGE_INFO[resolveLanguage(language ?? '')].locale, forms),
      );
    });
  return initialised;
}

async function loadCatalogue(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const loader = catalogueLoaders[language];
  if (!loader) throw new Error(`no catalogue for ${language}`);
  const catalogue = (await loader()).default;
  i18n.addResourceBundle(language, 'translation', catalogue, true, true);
}

/** Sets `lang` and `dir` on <html> (Arabic is right to left). */
export function applyDocumentLanguage(language: Language): void {
  const info = LANGUAGE_INFO[language];
  document.documentElement.lang = info.locale;
  document.documentElement.dir = info.dir;
}

/** Loads the catalogue, switches i18next, stores the choice and updates <html>. */
export async function changeLanguage(requested: Language): Promise<void> {
  const language = resolveLanguage(requested);
  await ensureInit(language);
  await loadCatalogue(language);
  // Before i18next says the language changed: the pages it re-renders fetch their texts at
  // once, and the API client names the language from <html lang> (else storage). Set after,
  // the first answers came in the previous language and were kept under the new one.
  storage.setLanguage(language);
  applyDocumentLanguage(language);
  await i18n.changeLanguage(language);
}

/** Starts i18n in the stored language (default en); resolves when its catalogue is loaded. */
export async function initI18n(language: Language = storage.getLanguage()): Promise<void> {
  const resolved = resolveLanguage(language);
  await ensureInit(resolved);
  await loadCatalogue(resolved);
  await i18n.changeLanguage(resolved);
  applyDocumentLanguage(resolved);
}

/** The current language's BCP 47 tag, for Intl. */
export function currentLocale(): string {
  return LANGUAGE_INFO[resolveLanguage(i18n.language)].locale;
}
