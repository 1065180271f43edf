import {
  LANGUAGES,
  type ContentDetail,
  type ContentItem,
  type FaqResult,
  type Language,
  type NoticeDetail,
  type NoticePage,
} from '@swx/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { parameters } from '../../platform/db/tables.js';
import { get, inLanguage } from '../../test/client.js';
import { loadSeedHelp } from '../help/seed-files.js';
import { loadSeedPages } from './seed-files.js';
import { SiteFacts, escapeMarkdown, notPublished, tokenKeys } from './site-facts.js';
import { appForFile } from '../../test/suite.js';

const SEED_CONTENTS = loadSeedPages();
const { categories: SEED_FAQ_CATEGORIES, faqs: SEED_FAQS, notices: SEED_NOTICES } = loadSeedHelp();

const t = appForFile();

const SEEDED = LANGUAGES;
/**
 * A visible placeholder: `[Something like this]` (but not the text of a Markdown link), or a
 * Chinese-style bracketed one such as 【营运方名称】, ［營運方名稱］, 〔…〕 or 〖…〗.
 */
const PLACEHOLDER = /\[[^\]\n]*\](?!\()|【[^】\n]*】|［[^］\n]*］|〔[^〕\n]*〕|〖[^〗\n]*〗/u;
/** Anything that looks like a token, well-formed or not. */
const ANY_TOKEN = /\{\{[^}\n]*\}\}/g;

/** An item's text in `language`: every seeded item is written in all ten. */
function textIn<T>(texts: Partial<Record<Language, T>>, language: Language): T {
  const text = texts[language];
  if (text === undefined) throw new Error(`a seeded item has no ${language} text`);
  return text;
}

/** Every seeded text, with where it comes from; `markdown` texts may carry tokens. */
function seededTexts(): Array<{ where: string; text: string; markdown: boolean }> {
  const texts: Array<{ where: string; text: string; markdown: boolean }> = [];
  for (const language of SEEDED) {
    for (const page of SEED_CONTENTS) {
      texts.push({
        where: `page ${page.slug} ${language} title`,
        text: textIn(page.texts, language).title,
        markdown: false,
      });
      texts.push({
        where: `page ${page.slug} ${language}`,
        text: textIn(page.texts, language).body,
        markdown: true,
      });
    }
    for (const c of SEED_FAQ_CATEGORIES) {
      texts.push({
        where: `category ${c.slug} ${language}`,
        text: textIn(c.texts, language).title,
        markdown: false,
      });
    }
    for (const f of SEED_FAQS) {
      texts.push({
        where: `faq ${f.slug} ${language} title`,
        text: textIn(f.texts, language).title,
        markdown: false,
      });
      texts.push({
        where: `faq ${f.slug} ${language}`,
        text: textIn(f.texts, language).body,
        markdown: true,
      });
    }
    for (const n of SEED_NOTICES) {
      texts.push({
        where: `notice ${n.slug} ${language} title`,
        text: textIn(n.texts, language).title,
        markdown: false,
      });
      texts.push({
        where: `notice ${n.slug} ${language}`,
        text: textIn(n.texts, language).body,
        markdown: true,
      });
    }
  }
  return texts;
}

async function setParameter(key: string, value: string): Promise<void> {
  const updated = await t.database.db
    .update(parameters)
    .set({ value })
    .where(eq(parameters.key, key))
    .returning({ key: parameters.key });
  expect(updated, key).toHaveLength(1);
}

async function pageBody(slug: string, lang: string): Promise<ContentDetail> {
  const list = await get<ContentItem[]>(t, '/index/listContents/2', inLanguage(lang));
  const item = list.result.find((c) => c.slug === slug);
  expect(item, slug).toBeDefined();
  const answer = await get<ContentDetail>(
    t,
    `/index/getContentsById/${item?.id}`,
    inLanguage(lang),
  );
  expect(answer.code).toBe(200);
  return answer.result;
}

/** The Markdown line that starts with `prefix`. */
function line(body: string, prefix: string): string {
  const found = body.split('\n').find((l) => l.startsWith(prefix));
  expect(found, prefix).toBeDefined();
  return found ?? '';
}

describe('seeded texts', () => {
  it('contain no bracketed placeholder in any language', () => {
    for (const { where, text } of seededTexts()) {
      expect(PLACEHOLDER.exec(text)?.[0], where).toBeUndefined();
    }
  });

  it('use tokens only in Markdown bodies, and each names a seeded public site parameter', async () => {
    const seeded = await t.database.db
      .select()
      .from(parameters)
      .where(eq(parameters.isPublic, true));
    const publicKeys = new Map(seeded.map((p) => [p.key, p]));
    const used = new Set<string>();
    for (const { where, text, markdown } of seededTexts()) {
      const tokens = text.match(ANY_TOKEN) ?? [];
      if (!markdown) {
        expect(tokens, where).toEqual([]);
        continue;
      }
      // Every token is well-formed (a typo such as `{{ site.x}}` would not be filled) ...
      expect(tokens.length, where).toBe([...text.matchAll(/\{\{site\.[A-Za-z0-9]+\}\}/g)].length);
      for (const key of tokenKeys(text)) {
        // ... and names a public `site.*` parameter seeded empty, so a fresh install says
        // "not yet published" rather than anything made up.
        expect(publicKeys.get(key), `${where}: ${key}`).toMatchObject({
          isPublic: true,
          value: '',
        });
        used.add(key);
      }
    }
    expect(used).toContain('site.operatorName');
    expect(used).toContain('site.supportEmail');
    expect(used).toContain('site.charityName');
  });

  it('use the same tokens in every language', () => {
    const sameIn = (
      items: ReadonlyArray<{
        slug: string;
        texts: Partial<Record<Language, { body: string }>>;
      }>,
    ) => {
      for (const item of items) {
        const en = tokenKeys(item.texts.en?.body ?? '').sort();
        for (const lang of SEEDED) {
          expect(tokenKeys(item.texts[lang]?.body ?? '').sort(), `${item.slug} ${lang}`).toEqual(
            en,
          );
        }
      }
    };
    sameIn(SEED_CONTENTS);
    sameIn(SEED_FAQS);
    sameIn(SEED_NOTICES);
  });
});

describe('served texts', () => {
  it('show no placeholder and no unfilled token, in every language', async () => {
    for (const lang of SEEDED) {
      const list = await get<ContentItem[]>(t, '/index/listContents/2', inLanguage(lang));
      expect(list.result.length).toBe(SEED_CONTENTS.length);
      for (const item of list.result) {
        expect(item.language).toBe(lang);
        const page = await get<ContentDetail>(
          t,
          `/index/getContentsById/${item.id}`,
          inLanguage(lang),
        );
        for (const text of [page.result.title, page.result.body]) {
          expect(PLACEHOLDER.exec(text)?.[0], `${item.slug} ${lang}`).toBeUndefined();
          expect(text.match(ANY_TOKEN), `${item.slug} ${lang}`).toBeNull();
        }
      }

      const faq = await get<FaqResult>(t, '/index/listFaq', inLanguage(lang));
      expect(faq.result.items.length).toBe(SEED_FAQS.length);
      for (const item of faq.result.items) {
        for (const text of [item.question, item.answer]) {
          expect(PLACEHOLDER.exec(text)?.[0], `faq ${item.id} ${lang}`).toBeUndefined();
          expect(text.match(ANY_TOKEN), `faq ${item.id} ${lang}`).toBeNull();
        }
      }

      const notices = await get<NoticePage>(t, '/index/listNotices', {
        ...inLanguage(lang),
        query: { pageSize: '50' },
      });
      expect(notices.result.items.length).toBe(SEED_NOTICES.length);
      for (const item of notices.result.items) {
        const notice = await get<NoticeDetail>(
          t,
          `/index/getNoticeById/${item.id}`,
          inLanguage(lang),
        );
        for (const text of [notice.result.title, notice.result.body]) {
          expect(PLACEHOLDER.exec(text)?.[0], `notice ${item.slug} ${lang}`).toBeUndefined();
          expect(text.match(ANY_TOKEN), `notice ${item.slug} ${lang}`).toBeNull();
        }
      }
    }
  });
});

describe('operator facts', () => {
  const touched = ['site.operatorName', 'site.charityName', 'site.donationTransfers'];
  afterEach(async () => {
    await t.database.db
      .update(parameters)
      .set({ value: '' })
      .where(inArray(parameters.key, touched));
  });

  const operatorLine: Record<Language, string> = {
    zh: '- **运营方：** ',
    en: '- **Operator:** ',
    ja: '- **運営者**：',
    ko: '- **운영사:** ',
    de: '- **Betreiber:** ',
    fr: '- **Opérateur\u00a0:** ',
    it: '- **Operatore:** ',
    ar: '- **المشغّل:** ',
    hk: '- **營運方：** ',
    es: '- **Operador:** ',
  };

  it('read "not yet published" in the language of the text while the parameter is empty', async () => {
    const expected: Record<Language, string> = {
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
    for (const lang of SEEDED) {
      const page = await pageBody('company-profile', lang);
      expect(page).toMatchObject({ language: lang, fallback: false });
      expect(line(page.body, operatorLine[lang])).toBe(`${operatorLine[lang]}${expected[lang]}`);
    }
  });

  it('read the parameter’s value once it is set', async () => {
    await setParameter('site.operatorName', 'Example Trading Limited');
    for (const lang of SEEDED) {
      const page = await pageBody('company-profile', lang);
      expect(line(page.body, operatorLine[lang])).toBe(
        `${operatorLine[lang]}Example Trading Limited`,
      );
      // Every occurrence is filled, and no other fact is affected.
      expect(page.body).not.toContain('{{');
      expect(page.body).toContain(notPublished(lang));
    }
  });

  it('fill FAQ answers and notices too, before searching', async () => {
    await setParameter('site.charityName', 'Little Lights Foundation');
    const found = await get<FaqResult>(t, '/index/listFaq', {
      ...inLanguage('hk'),
      query: { q: 'Little Lights' },
    });
    expect(found.result.items.length).toBeGreaterThan(0);
    for (const item of found.result.items)
      expect(item.answer).toContain('（Little Lights Foundation）');
    expect(
      (await get<FaqResult>(t, '/index/listFaq', { query: { q: 'site.charityName' } })).result
        .items,
    ).toEqual([]);

    const notices = await get<NoticePage>(t, '/index/listNotices', { query: { pageSize: '50' } });
    const charity = notices.result.items.find(
      (n) => n.slug === 'how-charity-nft-proceeds-are-reported',
    );
    for (const lang of SEEDED) {
      const notice = await get<NoticeDetail>(
        t,
        `/index/getNoticeById/${charity?.id}`,
        inLanguage(lang),
      );
      const named = ['zh', 'hk', 'ja'].includes(lang)
        ? '（Little Lights Foundation）'
        : '(Little Lights Foundation)';
      expect(notice.result.body, lang).toContain(named);
      expect(notice.result.body).toContain(notPublished(lang));
    }
  });

  it('neutralise Markdown and HTML in a value', async () => {
    const hostile =
      'Evil [click](https://evil.example) ![img](x.png) <script>alert(1)</script> **bold** _em_ `code`' +
      '\n# Heading\n- item {{site.supportEmail}} www.evil.example &lt; ~~s~~ | a | b |';
    await setParameter('site.operatorName', hostile);
    for (const lang of SEEDED) {
      const page = await pageBody('company-profile', lang);
      const filled = line(page.body, operatorLine[lang]).slice(operatorLine[lang].length);
      expect(filled).toBe(escapeMarkdown(hostile));
      // One line: the value cannot start a heading or a list of its own.
      expect(page.body).not.toMatch(/^#+ Heading/m);
      expect(page.body).not.toMatch(/^- item/m);
      // With its escapes taken out, nothing Markdown- or HTML-significant is left unescaped.
      const unescaped = filled.replace(/\\[!-/:-@[-`{-~]/g, '');
      expect(unescaped).not.toMatch(/[[\]()<>*_`#!|~&{}.:-]/);
      // And read back through the escapes, the value is shown as it was typed.
      expect(filled.replace(/\\([!-/:-@[-`{-~])/g, '$1')).toBe(hostile.replace(/\s+/g, ' '));
    }
  });
});

describe('filling tokens', () => {
  const facts = new SiteFacts(
    new Map([
      ['site.operatorName', 'Acme (HK) Ltd.'],
      ['site.supportEmail', ''],
      ['site.directors', '  \n '],
    ]),
  );

  it('fills known tokens, says "not yet published" for empty ones and leaves unknown ones', () => {
    expect(facts.fill('By {{site.operatorName}}.', 'en')).toBe('By Acme \\(HK\\) Ltd\\..');
    expect(facts.fill('Mail: {{site.supportEmail}}', 'zh')).toBe('Mail: 尚未公布');
    expect(facts.fill('Mail: {{site.supportEmail}}', 'hk')).toBe('Mail: 尚未公佈');
    expect(facts.fill('Board: {{site.directors}}', 'ja')).toBe('Board: 未公開');
    expect(facts.fill('Board: {{site.directors}}', 'xx')).toBe('Board: not yet published');
    expect(facts.fill('{{site.operatorNme}} {{other.key}} {{ site.operatorName }}', 'en')).toBe(
      '{{site.operatorNme}} {{other.key}} {{ site.operatorName }}',
    );
  });

  it('never reads a value as a token or as a replacement pattern', () => {
    const tricky = new SiteFacts(
      new Map([
        ['site.a', '{{site.b}} $& $1'],
        ['site.b', 'B'],
      ]),
    );
    expect(tricky.fill('{{site.a}}', 'en')).toBe('\\{\\{site\\.b\\}\\} \\$\\& \\$1');
  });
});
