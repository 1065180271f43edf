import { CODE_STATUS, LANGUAGES, STORAGE_KEYS, type Language } from '@swx/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage, currentLocale, i18n } from './index';
import { AVAILABLE_LANGUAGES, LANGUAGE_INFO, catalogueLoaders, resolveLanguage } from './languages';
import en from './locales/en';
import { pluralForm, pluralFormsOf } from './plural';

/** The language values of the spec (section 1), default en. */
const SPEC_LANGUAGES = ['zh', 'en', 'ja', 'ko', 'de', 'fr', 'it', 'ar', 'hk', 'es'];

/** Every leaf key of a nested catalogue, dotted. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function leaf(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
}

/**
 * The `{{name}}` placeholders of a text, sorted (repeats kept); a plural's forms are the
 * language's own (`{{count, plural(…)}}` counts as `{{count, plural}}`).
 */
function placeholders(text: unknown): string[] {
  return (String(text).match(/\{\{[^}]*\}\}/g) ?? [])
    .map((placeholder) => placeholder.replace(/,\s*plural\([^)]*\)/, ', plural'))
    .sort();
}

// Every catalogue as the app loads it: through its lazy loader (its own chunk).
const catalogues: Record<Language, unknown> = Object.fromEntries(
  await Promise.all(
    LANGUAGES.map(async (language) => [language, (await catalogueLoaders[language]()).default]),
  ),
) as Record<Language, unknown>;

const enKeys = keys(en);
const translations = LANGUAGES.filter((language) => language !== 'en').map(
  (language) => [language, catalogues[language]] as const,
);
const all = LANGUAGES.map((language) => [language, catalogues[language]] as const);

describe('language list', () => {
  it("has exactly the spec's ten values", () => {
    expect([...LANGUAGES].sort()).toEqual([...SPEC_LANGUAGES].sort());
    expect(AVAILABLE_LANGUAGES.map((info) => info.value).sort()).toEqual(
      [...SPEC_LANGUAGES].sort(),
    );
    expect(Object.keys(LANGUAGE_INFO).sort()).toEqual([...SPEC_LANGUAGES].sort());
  });

  it('offers English first and Traditional before Simplified Chinese', () => {
    expect(AVAILABLE_LANGUAGES.map((info) => info.value).slice(0, 3)).toEqual(['en', 'hk', 'zh']);
  });

  it('names every language in itself', () => {
    expect(Object.fromEntries(AVAILABLE_LANGUAGES.map((i) => [i.value, i.nativeName]))).toEqual({
      en: 'English',
      zh: '简体中文',
      hk: '繁體中文',
      ja: '日本語',
      ko: '한국어',
      de: 'Deutsch',
      fr: 'Français',
      it: 'Italiano',
      ar: 'العربية',
      es: 'Español',
    });
  });

  it('gives every language a canonical BCP 47 tag of its own', () => {
    const tags = AVAILABLE_LANGUAGES.map((info) => info.locale);
    for (const tag of tags) expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
    expect(new Set(tags).size).toBe(tags.length);
    expect(LANGUAGE_INFO.hk.locale).toBe('zh-Hant-HK');
    expect(LANGUAGE_INFO.zh.locale).toBe('zh-CN');
    expect(LANGUAGE_INFO.en.locale).toBe('en');
  });

  it('writes Arabic right to left and every other language left to right', () => {
    const rtl = AVAILABLE_LANGUAGES.filter((info) => info.dir === 'rtl').map((i) => i.value);
    expect(rtl).toEqual(['ar']);
  });

  it('loads each language from its own module', () => {
    expect(Object.keys(catalogueLoaders).sort()).toEqual([...SPEC_LANGUAGES].sort());
  });

  it('resolves unknown values to English', () => {
    expect(resolveLanguage('xx')).toBe('en');
    expect(resolveLanguage(null)).toBe('en');
    expect(resolveLanguage('ar')).toBe('ar');
  });
});

describe('catalogues', () => {
  it.each(translations)('%s has every key of en', (_lang, catalogue) => {
    const own = new Set(keys(catalogue));
    expect(enKeys.filter((key) => !own.has(key))).toEqual([]);
  });

  it.each(translations)('%s has no key that en lacks', (_lang, catalogue) => {
    const reference = new Set(enKeys);
    expect(keys(catalogue).filter((key) => !reference.has(key))).toEqual([]);
  });

  it.each(translations)('%s keeps the interpolation placeholders of en', (_lang, catalogue) => {
    const differing = enKeys.filter(
      (key) => placeholders(leaf(en, key)).join() !== placeholders(leaf(catalogue, key)).join(),
    );
    expect(differing).toEqual([]);
  });

  it.each(all)('%s writes each plural with exactly its language’s forms', (language, catalogue) => {
    const categories = new Intl.PluralRules(LANGUAGE_INFO[language].locale)
      .resolvedOptions()
      .pluralCategories.slice()
      .sort();
    const plurals = enKeys
      .map((key) => [key, pluralFormsOf(String(leaf(catalogue, key)))] as const)
      .filter(([, found]) => found.length > 0);
    expect(plurals.length).toBeGreaterThan(0);
    const wrong = plurals.filter(([, found]) =>
      found.some((forms) => forms.slice().sort().join() !== categories.join()),
    );
    expect(wrong).toEqual([]);
  });

  it.each(all)('%s has a message for every response code', (_lang, catalogue) => {
    const missing = Object.keys(CODE_STATUS).filter((code) => {
      const text = leaf(catalogue, `errors.${code}`);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it.each(all)('%s has only non-empty strings', (_lang, catalogue) => {
    const bad = keys(catalogue).filter((key) => {
      const text = leaf(catalogue, key);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(bad).toEqual([]);
  });

  it('isolates left-to-right values (email, name) inside Arabic sentences', () => {
    const loose = keys(catalogues.ar).filter((key) =>
      /(?<!\u2068)\{\{(email|name)\}\}|\{\{(email|name)\}\}(?!\u2069)/.test(
        String(leaf(catalogues.ar, key)),
      ),
    );
    expect(loose).toEqual([]);
  });

  it.each(translations)('%s is translated, not a copy of en', (_lang, catalogue) => {
    const same = enKeys.filter((key) => leaf(catalogue, key) === leaf(en, key));
    // Product names, `{{page}} · SWX` and short loan words (Demo, Email, Password) may match.
    expect(same.length).toBeLessThan(enKeys.length / 10);
  });
});

describe('changeLanguage', () => {
  afterAll(async () => {
    await changeLanguage('en');
  });

  it.each(LANGUAGES)(
    'switches to %s: catalogue, stored choice, <html lang> and dir',
    async (language) => {
      await changeLanguage(language);
      const info = LANGUAGE_INFO[language];
      expect(i18n.language).toBe(language);
      expect(i18n.t('nav.login')).toBe(leaf(catalogues[language], 'nav.login'));
      expect(localStorage.getItem(STORAGE_KEYS.language)).toBe(language);
      expect(document.documentElement.lang).toBe(info.locale);
      expect(document.documentElement.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
      expect(currentLocale()).toBe(info.locale);
    },
  );

  it('names the new language to the API before anything re-renders in it', async () => {
    await changeLanguage('zh');
    // The API client reads <html lang>: what a page fetches when told of the change.
    const seen: string[] = [];
    const listener = () => seen.push(document.documentElement.lang);
    i18n.on('languageChanged', listener);
    await changeLanguage('ar');
    i18n.off('languageChanged', listener);
    expect(seen).toEqual(['ar']);
  });

  it('sets dir rtl for Arabic and back to ltr for the next language', async () => {
    await changeLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('nav.login')).toBe('تسجيل الدخول');

    await changeLanguage('de');
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');

    await changeLanguage('hk');
    expect(document.documentElement.lang).toBe('zh-Hant-HK');
    expect(i18n.t('nav.login')).toBe('登入');

    await changeLanguage('en');
    expect(i18n.t('nav.login')).toBe('Log in');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('interpolates in a translation', async () => {
    await changeLanguage('fr');
    expect(i18n.t('auth.sendCodeWait', { seconds: 42 })).toBe('Envoyer le code (42\u00a0s)');
  });

  it('falls back to English for an unknown language value', async () => {
    await changeLanguage('xx' as Language);
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('plurals', () => {
  afterAll(async () => {
    await changeLanguage('en');
  });

  it.each([
    ['en', 1, 'Registered user'],
    ['en', 2, 'Registered users'],
    ['de', 1, 'Registrierter Nutzer'],
    ['fr', 1, 'Utilisateur inscrit'],
    ['fr', 1_000_000, 'Utilisateurs inscrits'],
    ['zh', 1, '注册用户'],
    ['ar', 1, 'مستخدم مسجّل'],
    ['ar', 2, 'مستخدمان مسجّلان'],
    ['ar', 5, 'مستخدمين مسجّلين'],
    ['ar', 11, 'مستخدمًا مسجّلًا'],
    ['ar', 100, 'مستخدم مسجّل'],
  ] as const)('%s with %d says "%s"', async (language, count, text) => {
    await changeLanguage(language);
    expect(i18n.t('home.stats.users', { count })).toBe(text);
  });

  it('counts lots and units in words: "1 lot", "0.01 lots", "1 unit"', async () => {
    await changeLanguage('en');
    expect(i18n.t('trading.contracts.lotsWord', { lots: '1' })).toBe('lot');
    expect(i18n.t('trading.contracts.lotsWord', { lots: '0.01' })).toBe('lots');
    expect(
      i18n.t('trading.contracts.lotsRange', { minimum: '0.01', maximum: '100', size: '1' }),
    ).toBe('From 0.01 to 100 lots (1 lot = 1 unit)');
    expect(i18n.t('trading.contracts.confirm.submit', { side: 'Long', lots: '1' })).toBe(
      'Open Long · 1 lot',
    );
    await changeLanguage('de');
    expect(i18n.t('trading.contracts.confirm.submit', { side: 'Long', lots: '2.5' })).toBe(
      'Long eröffnen · 2,5 Lots',
    );
  });

  it('puts the number in the reader’s locale where a form has #', () => {
    expect(pluralForm(1234, 'de', { one: '# Lot', other: '# Lots' })).toBe('1.234 Lots');
    expect(pluralForm('1', 'en', { one: '# lot', other: '# lots' })).toBe('1 lot');
    expect(pluralForm('0.01', 'en', { one: '# lot', other: '# lots' })).toBe('0.01 lots');
    expect(pluralForm('2', 'ar', { two: '# عقدان', other: '# عقود' })).toBe('2 عقدان');
  });
});
