import type { Language } from '@swx/contract';
import type { Db } from '../../platform/db/client.js';
import { publicSiteParameters } from './repository.js';

/**
 * Facts only the operator of an installation knows (legal name, registration, licences,
 * charity, contacts) are written in seeded Markdown as tokens such as `{{site.operatorName}}`
 * and filled in at read time from the public system parameter with the same key. An empty
 * parameter reads as "not yet published" in the language of the text; a token that names no
 * public `site.*` parameter is left as it is, so that a typo shows.
 */

/** `{{site.someKey}}`: the key is captured. */
const TOKEN = /\{\{(site\.[A-Za-z][A-Za-z0-9]*)\}\}/g;

/** What an empty parameter reads as, per language of the text served (English otherwise). */
const NOT_PUBLISHED: Readonly<Record<Language, string>> = {
  zh: '尚未公布',
  en: 'not yet published',
  ja: '未公開',
  ko: '아직 공개되지 않음',
  de: 'noch nicht veröffentlicht',
  fr: 'pas encore publié',
  it: 'non ancora pubblicato',
  ar: 'لم يُنشر بعد',
  hk: '尚未公佈',
  es: 'aún no publicado',
};

export function notPublished(language: string): string {
  return NOT_PUBLISHED[language as Language] ?? NOT_PUBLISHED.en;
}

/** The parameter keys a text's tokens name, in order of first use. */
export function tokenKeys(text: string): string[] {
  return [...new Set([...text.matchAll(TOKEN)].map((m) => m[1] as string))];
}

export function hasTokens(text: string): boolean {
  return text.includes('{{site.');
}

/**
 * A staff-entered value made safe to place inside Markdown: one line (line breaks and other
 * whitespace runs become one space, control and bidirectional-override characters are dropped),
 * and every ASCII punctuation character backslash-escaped, which CommonMark renders as the
 * character itself. A value therefore cannot open a link, an image, emphasis, code, a heading,
 * a list, raw HTML or an autolink, nor form another token.
 */
export function escapeMarkdown(value: string): string {
  return value
    .replace(/[\p{Cc}\u202A-\u202E\u2066-\u2069]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[!-/:-@[-`{-~]/g, '\\$&');
}

/** The public `site.*` parameters, read once, that fill the tokens of any number of texts. */
export class SiteFacts {
  constructor(private readonly values: ReadonlyMap<string, string>) {}

  /** `markdown` with its tokens filled, for a text written in `language`. */
  fill(markdown: string, language: string): string {
    if (!hasTokens(markdown)) return markdown;
    return markdown.replace(TOKEN, (token, key: string) => {
      const value = this.values.get(key);
      if (value === undefined) return token;
      const safe = escapeMarkdown(value);
      return safe === '' ? notPublished(language) : safe;
    });
  }
}

/** One query for every public `site.*` parameter. */
export async function loadSiteFacts(db: Db): Promise<SiteFacts> {
  const rows = await publicSiteParameters(db);
  return new SiteFacts(new Map(rows.map((r) => [r.key, r.value])));
}
