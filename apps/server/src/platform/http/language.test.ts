import { describe, expect, it } from 'vitest';
import { languageOfAcceptHeader, languageOfTag } from './language.js';

describe('request language', () => {
  it.each([
    ['en', 'en'],
    ['en-GB', 'en'],
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['zh-Hans-CN', 'zh'],
    ['zh-TW', 'hk'],
    ['zh-Hant-HK', 'hk'],
    ['zh-HK', 'hk'],
    ['hk', 'hk'],
    ['ar-EG', 'ar'],
    ['ja-JP', 'ja'],
    ['pt-BR', undefined],
    ['hk-XX', undefined],
    ['', undefined],
  ])('tag %s is %s', (tag, expected) => {
    expect(languageOfTag(tag)).toBe(expected);
  });

  it('takes the best supported entry of Accept-Language by quality', () => {
    expect(languageOfAcceptHeader('pt-BR,pt;q=0.9,de;q=0.8,en;q=0.7')).toBe('de');
    expect(languageOfAcceptHeader('en;q=0.5, ko')).toBe('ko');
    expect(languageOfAcceptHeader('fr;q=0, es')).toBe('es');
    expect(languageOfAcceptHeader('pt, nl')).toBeUndefined();
  });
});
