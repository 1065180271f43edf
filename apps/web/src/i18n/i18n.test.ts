import { CODE_INFO, STORAGE_KEYS } from '@swx/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from './index';
import { catalogueLoaders } from './languages';
import en from './locales/en';
import zh from './locales/zh';

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

const catalogues = { en, zh } as const;

describe('catalogues', () => {
  it('zh has every key of en', () => {
    const missing = keys(en).filter((key) => !keys(zh).includes(key));
    expect(missing).toEqual([]);
  });

  it('en has every key of zh', () => {
    const missing = keys(zh).filter((key) => !keys(en).includes(key));
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(catalogues))(
    '%s has a message for every code of CODE_INFO',
    (_lang, catalogue) => {
      const missing = Object.keys(CODE_INFO).filter((code) => {
        const text = leaf(catalogue, `errors.${code}`);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(missing).toEqual([]);
    },
  );

  it.each(Object.entries(catalogues))('%s has no empty strings', (_lang, catalogue) => {
    const empty = keys(catalogue).filter((key) => String(leaf(catalogue, key)).trim() === '');
    expect(empty).toEqual([]);
  });

  it('uses the same interpolation placeholders in every language', () => {
    const placeholders = (text: unknown) => (String(text).match(/\{\{\w+\}\}/g) ?? []).sort();
    const differing = keys(en).filter(
      (key) => placeholders(leaf(en, key)).join() !== placeholders(leaf(zh, key)).join(),
    );
    expect(differing).toEqual([]);
  });

  it('loads each available language from its own module', () => {
    expect(Object.keys(catalogueLoaders).sort()).toEqual(['en', 'zh']);
  });
});

describe('changeLanguage', () => {
  afterAll(async () => {
    await changeLanguage('en');
  });

  it('loads the catalogue, stores the choice and sets lang and dir on <html>', async () => {
    await changeLanguage('zh');
    expect(i18n.language).toBe('zh');
    expect(i18n.t('nav.login')).toBe('登录');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.documentElement.dir).toBe('ltr');

    await changeLanguage('en');
    expect(i18n.t('nav.login')).toBe('Log in');
    expect(document.documentElement.lang).toBe('en');
  });

  it('falls back to English for a language without a catalogue yet', async () => {
    await changeLanguage('ja');
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  });
});
