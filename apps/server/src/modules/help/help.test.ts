import { Code, type FaqResult, type NoticeDetail, type NoticePage } from '@swx/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { get, inLanguage } from '../../test/client.js';
import { appForFile } from '../../test/suite.js';
import { loadSeedHelp } from './seed-files.js';
import { faqTranslations, notices } from './tables.js';

const { categories: SEED_FAQ_CATEGORIES, faqs: SEED_FAQS, notices: SEED_NOTICES } = loadSeedHelp();

const t = appForFile();

describe('FAQ', () => {
  it('lists every category and question in order, in English', async () => {
    const answer = await get<FaqResult>(t, '/index/listFaq', inLanguage('en'));
    expect(answer.code).toBe(200);
    expect(answer.result.categories.map((c) => c.slug)).toEqual(
      [...SEED_FAQ_CATEGORIES].sort((a, b) => a.sort - b.sort).map((c) => c.slug),
    );
    expect(answer.result.items).toHaveLength(SEED_FAQS.length);
    expect(answer.result.items[0]?.question).toBe(
      [...SEED_FAQS]
        .filter((f) => f.category === answer.result.categories[0]?.slug)
        .sort((a, b) => a.sort - b.sort)[0]?.texts.en.title,
    );
    for (const item of answer.result.items) expect(item.fallback).toBe(false);
  });

  it('filters by category and searches every word, case-insensitively', async () => {
    const category = SEED_FAQ_CATEGORIES[0]?.slug ?? '';
    const inCategory = await get<FaqResult>(t, '/index/listFaq', { query: { category } });
    expect(inCategory.result.items.length).toBe(
      SEED_FAQS.filter((f) => f.category === category).length,
    );
    expect(new Set(inCategory.result.items.map((i) => i.category))).toEqual(new Set([category]));

    const sample = SEED_FAQS[0];
    const word = (sample?.texts.en.title.split(/\s+/).find((w) => w.length > 5) ?? '').replace(
      /\W/g,
      '',
    );
    const found = await get<FaqResult>(t, '/index/listFaq', { query: { q: word.toUpperCase() } });
    expect(found.result.items.length).toBeGreaterThan(0);
    for (const item of found.result.items) {
      expect(`${item.question} ${item.answer}`.toLowerCase()).toContain(word.toLowerCase());
    }
    const none = await get<FaqResult>(t, '/index/listFaq', { query: { q: `${word} qqzzxxyy` } });
    expect(none.result.items).toEqual([]);
  });

  it('answers in the reader’s language, and in English flagged as fallback where an answer is not written in it', async () => {
    const hk = await get<FaqResult>(t, '/index/listFaq', inLanguage('hk'));
    expect(hk.result.items[0]?.language).toBe('hk');
    const before = await get<FaqResult>(t, '/index/listFaq', inLanguage('ko'));
    for (const item of before.result.items) {
      expect(item).toMatchObject({ language: 'ko', fallback: false });
    }
    const untranslated = before.result.items[0]?.id ?? '';
    await t.database.db
      .delete(faqTranslations)
      .where(
        and(eq(faqTranslations.faqId, Number(untranslated)), eq(faqTranslations.language, 'ko')),
      );
    const ko = await get<FaqResult>(t, '/index/listFaq', inLanguage('ko'));
    for (const item of ko.result.items) {
      expect(item).toMatchObject(
        item.id === untranslated
          ? { language: 'en', fallback: true }
          : { language: 'ko', fallback: false },
      );
    }
  });

  it('refuses bad queries with 10026', async () => {
    const queries: Record<string, string>[] = [
      { q: 'x'.repeat(101) },
      { category: 'Bad Slug!' },
      { other: '1' },
    ];
    for (const query of queries) {
      const answer = await get(t, '/index/listFaq', { query });
      expect(answer.status).toBe(400);
      expect(answer.code).toBe(Code.INVALID_PARAMS);
    }
  });
});

describe('notices', () => {
  it('lists pinned first, then newest first, a page at a time', async () => {
    const all = await get<NoticePage>(t, '/index/listNotices', inLanguage('en'));
    expect(all.result.total).toBe(SEED_NOTICES.length);
    const items = all.result.items;
    const pinnedCount = SEED_NOTICES.filter((n) => n.pinned).length;
    expect(items.slice(0, pinnedCount).every((n) => n.pinned)).toBe(true);
    const rest = items.slice(pinnedCount).map((n) => n.publishedAt);
    expect(rest).toEqual([...rest].sort().reverse());

    const page2 = await get<NoticePage>(t, '/index/listNotices', {
      query: { page: '2', pageSize: '2' },
    });
    expect(page2.result).toMatchObject({ page: 2, pageSize: 2, total: SEED_NOTICES.length });
    expect(page2.result.items.map((n) => n.id)).toEqual(items.slice(2, 4).map((n) => n.id));
  });

  it('gives one notice with its body, and 404 for an unpublished one', async () => {
    const list = await get<NoticePage>(t, '/index/listNotices');
    const id = list.result.items[0]?.id;
    const zh = await get<NoticeDetail>(t, `/index/getNoticeById/${id}`, inLanguage('zh'));
    expect(zh.result.language).toBe('zh');
    expect(zh.result.body.length).toBeGreaterThan(50);
    await t.database.db
      .update(notices)
      .set({ published: false })
      .where(eq(notices.id, Number(id)));
    expect((await get(t, `/index/getNoticeById/${id}`)).code).toBe(Code.NOT_FOUND);
    const after = await get<NoticePage>(t, '/index/listNotices');
    expect(after.result.total).toBe(SEED_NOTICES.length - 1);
  });

  it('refuses page sizes over 50 and malformed pages with 10026', async () => {
    const queries: Record<string, string>[] = [
      { pageSize: '51' },
      { page: '0' },
      { page: 'x' },
      { page: '-1' },
    ];
    for (const query of queries) {
      const answer = await get(t, '/index/listNotices', { query });
      expect(answer.status).toBe(400);
      expect(answer.code).toBe(Code.INVALID_PARAMS);
    }
  });
});
