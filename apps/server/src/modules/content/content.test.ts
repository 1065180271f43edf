import {
  Code,
  LANGUAGES,
  type ContentDetail,
  type ContentItem,
  type ParameterResult,
} from '@swx/contract';
import { MESSAGES } from '@swx/contract/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parameters } from '../../platform/db/tables.js';
import { get, inLanguage } from '../../test/client.js';
import { appForFile } from '../../test/suite.js';
import { loadSeedPages } from './seed-files.js';
import { ContentService } from './service.js';
import { contentTranslations, contents } from './tables.js';

const SEED_CONTENTS = loadSeedPages();

const t = appForFile();

describe('content pages', () => {
  it('lists every seeded page in English by type and order', async () => {
    const answer = await get<ContentItem[]>(t, '/index/listContents/2', inLanguage('en'));
    expect(answer.code).toBe(200);
    expect(answer.result.map((c) => c.slug)).toEqual(
      [...SEED_CONTENTS].sort((a, b) => a.type - b.type || a.sort - b.sort).map((c) => c.slug),
    );
    expect(answer.result.length).toBeGreaterThanOrEqual(11);
    for (const item of answer.result) {
      expect(item).toMatchObject({ language: 'en', fallback: false });
      expect([1, 2, 3]).toContain(item.type);
    }
    const types = answer.result.map((c) => c.type);
    expect(types).toEqual([...types].sort());
  });

  it('answers type 1 in Simplified Chinese, and in Traditional for an hk reader', async () => {
    const zh = await get<ContentItem[]>(t, '/index/listContents/1', inLanguage('en'));
    expect(new Set(zh.result.map((c) => c.language))).toEqual(new Set(['zh']));
    const about = SEED_CONTENTS.find((c) => c.slug === 'about-us');
    expect(zh.result.find((c) => c.slug === 'about-us')?.title).toBe(about?.texts.zh.title);
    const hk = await get<ContentItem[]>(t, '/index/listContents/1', inLanguage('hk'));
    expect(hk.result.find((c) => c.slug === 'about-us')?.title).toBe(about?.texts.hk.title);
  });

  it('falls back to English and says so for a language a page is not written in', async () => {
    const german = { headers: { 'accept-language': 'de-DE,de;q=0.9' } };
    const before = await get<ContentItem[]>(t, '/index/listContents/2', german);
    for (const item of before.result)
      expect(item).toMatchObject({ language: 'de', fallback: false });
    const untranslated = before.result[0]?.id ?? '';
    await t.database.db
      .delete(contentTranslations)
      .where(
        and(
          eq(contentTranslations.contentId, Number(untranslated)),
          eq(contentTranslations.language, 'de'),
        ),
      );
    const after = await get<ContentItem[]>(t, '/index/listContents/2', german);
    for (const item of after.result) {
      expect(item).toMatchObject(
        item.id === untranslated
          ? { language: 'en', fallback: true }
          : { language: 'de', fallback: false },
      );
    }
  });

  it('gives one page with its Markdown body in the reader’s language', async () => {
    const list = await get<ContentItem[]>(t, '/index/listContents/2', inLanguage('en'));
    const risk = list.result.find((c) => c.slug === 'risk-warning');
    expect(risk).toBeDefined();
    const en = await get<ContentDetail>(t, `/index/getContentsById/${risk?.id}`, inLanguage('en'));
    expect(en.result.body).toContain('##');
    expect(en.result.body.length).toBeGreaterThan(500);
    const zh = await get<ContentDetail>(t, `/index/getContentsById/${risk?.id}`, inLanguage('zh'));
    expect(zh.result.language).toBe('zh');
    expect(zh.result.body).not.toBe(en.result.body);
    expect(zh.result.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('answers 404 for an unknown or unpublished page and 400 for a malformed id', async () => {
    const missing = await get(t, '/index/getContentsById/999999');
    expect(missing.status).toBe(404);
    expect(missing.code).toBe(Code.NOT_FOUND);
    for (const bad of ['abc', '0', '-1', '1e3', '12345678901234567890']) {
      const answer = await get(t, `/index/getContentsById/${bad}`);
      expect(answer.status, bad).toBe(400);
      expect(answer.code, bad).toBe(Code.INVALID_PARAMS);
    }
    expect((await get(t, '/index/listContents/3')).code).toBe(Code.INVALID_PARAMS);

    const [page] = await t.database.db
      .insert(contents)
      .values({ slug: 'draft', type: 3, published: false })
      .returning();
    await t.database.db
      .insert(contentTranslations)
      .values({ contentId: page?.id ?? 0, language: 'en', title: 'Draft', body: 'Not yet' });
    expect((await get(t, `/index/getContentsById/${page?.id}`)).code).toBe(Code.NOT_FOUND);
    const list = await get<ContentItem[]>(t, '/index/listContents/2');
    expect(list.result.some((c) => c.slug === 'draft')).toBe(false);
  });

  it('seeds idempotently and keeps pages staff have edited', async () => {
    const [about] = await t.database.db
      .select()
      .from(contents)
      .where(eq(contents.slug, 'about-us'));
    await t.database.db
      .update(contentTranslations)
      .set({ title: 'About SWX (edited)' })
      .where(eq(contentTranslations.contentId, about?.id ?? 0));
    await new ContentService(t.database.db).seed();
    const rows = await t.database.db.select().from(contents).where(eq(contents.slug, 'about-us'));
    expect(rows).toHaveLength(1);
    const answer = await get<ContentDetail>(
      t,
      `/index/getContentsById/${about?.id}`,
      inLanguage('en'),
    );
    expect(answer.result.title).toBe('About SWX (edited)');
  });
});

describe('system parameters', () => {
  it('serves a public parameter as a string', async () => {
    const answer = await get<ParameterResult>(t, '/index/getParamByKey/withdrawal.feeRate');
    expect(answer.code).toBe(200);
    expect(answer.result).toEqual({ key: 'withdrawal.feeRate', value: '0.01' });
  });

  it('answers 10018 for an unknown, internal or malformed key', async () => {
    await t.database.db
      .insert(parameters)
      .values({ key: 'internal.secretThreshold', value: '5', description: 'internal' });
    for (const key of ['no.such.key', 'internal.secretThreshold', 'x'.repeat(65), 'a%20b']) {
      const answer = await get(t, `/index/getParamByKey/${key}`);
      expect(answer.code, key).toBe(Code.PARAMETER_UNAVAILABLE);
      expect(answer.status, key).toBeGreaterThanOrEqual(400);
      expect(answer.status, key).toBeLessThan(500);
    }
  });

  it('localises msg in each of the ten languages', async () => {
    for (const language of LANGUAGES) {
      const answer = await get(t, '/index/getParamByKey/no.such.key', inLanguage(language));
      expect(answer.msg, language).toBe(MESSAGES[language][Code.PARAMETER_UNAVAILABLE]);
    }
    expect(MESSAGES.hk[Code.PARAMETER_UNAVAILABLE]).not.toBe(
      MESSAGES.zh[Code.PARAMETER_UNAVAILABLE],
    );
  });
});
