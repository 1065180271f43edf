import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@swx/contract';
import type { FastifyRequest } from 'fastify';

const SUPPORTED = new Set<string>(LANGUAGES);

/** The spec's language value for one BCP 47 tag, or undefined. */
export function languageOfTag(tag: string): Language | undefined {
  const t = tag.trim().toLowerCase();
  if (SUPPORTED.has(t)) return t as Language;
  const [primary, ...rest] = t.split('-');
  if (primary === 'zh') {
    // Traditional script or a Traditional-using region is the spec's "hk".
    return rest.some((s) => s === 'hant' || s === 'hk' || s === 'tw' || s === 'mo') ? 'hk' : 'zh';
  }
  return primary !== undefined && primary !== 'hk' && SUPPORTED.has(primary)
    ? (primary as Language)
    : undefined;
}

/** The first supported language of an Accept-Language header, by quality. */
export function languageOfAcceptHeader(header: string): Language | undefined {
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return undefined;
}

/**
 * The language a request wants its texts in (`msg`, content, mail): the `lang` header (one of
 * the spec's values), else Accept-Language, else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const lang = request.headers['lang'];
  const explicit = typeof lang === 'string' ? languageOfTag(lang) : undefined;
  if (explicit) return explicit;
  const accept = request.headers['accept-language'];
  return (typeof accept === 'string' && languageOfAcceptHeader(accept)) || DEFAULT_LANGUAGE;
}
