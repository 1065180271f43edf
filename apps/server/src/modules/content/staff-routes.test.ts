import {
  Code,
  type ContentDetail,
  type ContentItem,
  type FaqResult,
  type NoticeDetail,
  type NoticePage,
} from '@swx/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, inLanguage } from '../../test/client.js';
import { rowCount, sqlRows } from '../../test/harness.js';
import { addStaff, rootStaff, callAdmin, staffEnv, staffLogin } from '../../test/staff.js';
import { previewWarnings } from './staff-routes.js';
import { appForFile } from '../../test/suite.js';

const ROOT = rootStaff('content');

const t = appForFile(staffEnv(ROOT));
/** A staff member with the content role (not a superadmin). */
let editor = '';
let support = '';

beforeAll(async () => {
  await staffLogin(t, ROOT);
  editor = await staffLogin(t, await addStaff(t, 'content'));
  support = await staffLogin(t, await addStaff(t, 'support'));
});

interface AuditRow {
  action: string;
  target_type: string;
  target_id: string;
  staff_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

async function auditRows(targetType: string, targetId: string): Promise<AuditRow[]> {
  return sqlRows<AuditRow>(
    t,
    sql`select action, target_type, target_id, staff_id::text, before, after from audit_log
        where target_type = ${targetType} and target_id = ${targetId} order by id`,
  );
}

const countOf = (table: 'contents' | 'content_translations' | 'faqs' | 'notices') =>
  rowCount(t, table);
const auditCount = () => rowCount(t, 'audit_log');

interface AdminContent {
  id: string;
  slug: string;
  type: number;
  published: boolean;
  translations: Array<{ language: string; title: string; body: string }>;
}

describe('content pages', () => {
  it('creates a page that customers see at once, then updates it, all audited', async () => {
    const created = await callAdmin<AdminContent>(t, editor, 'POST', '/content', {
      type: 2,
      language: 'en',
      title: 'Cookie policy',
      body: '# Cookies\n\nWe use **few** cookies.',
    });
    expect(created.code).toBe(200);
    const { id } = created.result;
    expect(created.result).toMatchObject({ slug: `page-${id}`, type: 2, published: true });

    const list = await get<ContentItem[]>(t, '/index/listContents/2', inLanguage('en'));
    expect(list.result.find((c) => c.id === id)).toMatchObject({
      title: 'Cookie policy',
      language: 'en',
      fallback: false,
    });
    const detail = await get<ContentDetail>(t, `/index/getContentsById/${id}`, inLanguage('en'));
    expect(detail.result.body).toBe('# Cookies\n\nWe use **few** cookies.');

    // A second language, then a change of the English body alone.
    const german = await callAdmin<AdminContent>(t, editor, 'POST', `/content/${id}`, {
      language: 'de',
      title: 'Cookie-Richtlinie',
      body: 'Wir verwenden wenige Cookies.',
    });
    expect(german.code).toBe(200);
    expect(german.result.translations.map((x) => x.language)).toEqual(['de', 'en']);
    const edited = await callAdmin<AdminContent>(t, editor, 'POST', `/content/${id}`, {
      language: 'en',
      body: 'Updated body.',
    });
    expect(edited.code).toBe(200);
    expect(edited.result.translations.find((x) => x.language === 'en')).toMatchObject({
      title: 'Cookie policy',
      body: 'Updated body.',
    });

    const en = await get<ContentDetail>(t, `/index/getContentsById/${id}`, inLanguage('en'));
    expect(en.result.body).toBe('Updated body.');
    const de = await get<ContentDetail>(t, `/index/getContentsById/${id}`, inLanguage('de'));
    expect(de.result).toMatchObject({ title: 'Cookie-Richtlinie', language: 'de' });

    const one = await callAdmin<AdminContent>(t, editor, 'GET', `/content/${id}`);
    expect(one.result.translations).toHaveLength(2);
    const listed = await callAdmin<{ items: Array<{ id: string; language: string }> }>(
      t,
      editor,
      'GET',
      '/content?language=de',
    );
    expect(listed.result.items.every((i) => i.language === 'de')).toBe(true);
    expect(listed.result.items.map((i) => i.id)).toContain(id);

    const rows = await auditRows('content', id);
    expect(rows.map((r) => r.action)).toEqual(['content.save', 'content.save', 'content.save']);
    expect(rows[0]!.before).toBeNull();
    expect(rows[2]!.before).toMatchObject({ text: { language: 'en', body: expect.any(String) } });
    expect((rows[2]!.before as { text: { body: string } }).text.body).toContain('few');
    expect((rows[2]!.after as { text: { body: string } }).text.body).toBe('Updated body.');

    // Unpublishing hides the page from customers.
    await callAdmin(t, editor, 'POST', `/content/${id}`, { published: false });
    const gone = await get(t, `/index/getContentsById/${id}`, inLanguage('en'));
    expect(gone.code).toBe(Code.NOT_FOUND);
  });

  it('refuses bad input with 10026 and writes nothing', async () => {
    const pages = await countOf('contents');
    const texts = await countOf('content_translations');
    const audits = await auditCount();
    const good = { language: 'en', title: 'A title', body: 'A body' };
    const bad: unknown[] = [
      { ...good, language: 'xx' },
      { ...good, title: 'x'.repeat(201) },
      { ...good, title: '   ' },
      { ...good, body: 'x'.repeat(100 * 1024 + 1) },
      { ...good, body: '€'.repeat(40_000) }, // 120 000 bytes
      { ...good, type: 7 },
      { ...good, slug: 'Not A Slug' },
      { ...good, extra: true },
      { language: 'en', title: 'A title' },
      'not an object',
    ];
    for (const body of bad) {
      const answer = await callAdmin(t, editor, 'POST', '/content', body);
      expect(answer.code, JSON.stringify(body).slice(0, 80)).toBe(Code.INVALID_PARAMS);
    }
    // A slug in use.
    const first = await callAdmin(t, editor, 'POST', '/content', { ...good, slug: 'dup-page' });
    expect(first.code).toBe(200);
    const again = await callAdmin(t, editor, 'POST', '/content', { ...good, slug: 'dup-page' });
    expect(again.code).toBe(Code.INVALID_PARAMS);
    expect(await countOf('contents')).toBe(pages + 1);
    expect(await countOf('content_translations')).toBe(texts + 1);
    expect(await auditCount()).toBe(audits + 1);

    // Updates: a new language needs both title and body; title without language; unknown page.
    const { id } = first.result as { id: string };
    const updates: unknown[] = [
      {},
      { language: 'fr', title: 'Only a title' },
      { title: 'No lang' },
    ];
    for (const body of updates) {
      const answer = await callAdmin(t, editor, 'POST', `/content/${id}`, body);
      expect(answer.code, JSON.stringify(body)).toBe(Code.INVALID_PARAMS);
    }
    expect((await callAdmin(t, editor, 'POST', '/content/987654321', good)).code).toBe(
      Code.NOT_FOUND,
    );
    expect((await callAdmin(t, editor, 'GET', '/content/abc')).code).toBe(Code.INVALID_PARAMS);
    expect((await callAdmin(t, editor, 'GET', '/content?language=xx')).code).toBe(
      Code.INVALID_PARAMS,
    );
    expect(await countOf('content_translations')).toBe(texts + 1);
    expect(await auditCount()).toBe(audits + 1);
  });
});

describe('preview', () => {
  it('warns of raw HTML, images and unknown or malformed tokens, not of code or known ones', async () => {
    await t.database.db.execute(sql`
      insert into parameters (key, value, description, is_public)
      values ('site.previewKnown', 'X Ltd', 'test', true)
      on conflict (key) do update set value = excluded.value, is_public = true`);
    const answer = await callAdmin<{ warnings: string[] }>(t, editor, 'POST', '/content/preview', {
      body: 'Hello <b>bold</b> ![pic](a.png) {{site.previewKnown}} {{site.nope}} {{ site.x }}',
    });
    expect(answer.code).toBe(200);
    const warnings = answer.result.warnings.join('\n');
    expect(warnings).toContain('<b>');
    expect(warnings).toContain('images');
    expect(warnings).toContain('{{site.nope}}');
    expect(warnings).toContain('{{ site.x }}');
    expect(warnings).not.toContain('previewKnown');

    const clean = await callAdmin<{ warnings: string[] }>(t, editor, 'POST', '/content/preview', {
      body: '# Title\n\nUse `<div>` here.\n\n```\n<script>x</script>\n```\n\n{{site.previewKnown}}',
    });
    expect(clean.result.warnings).toEqual([]);
    expect(previewWarnings('a < b and c > d', new Set())).toEqual([]);
    expect((await callAdmin(t, editor, 'POST', '/content/preview', {})).code).toBe(
      Code.INVALID_PARAMS,
    );
  });
});

interface AdminFaq {
  id: string;
  slug: string;
  category: string;
  published: boolean;
  translations: Array<{ language: string; question: string; answer: string }>;
}

describe('FAQ', () => {
  it('creates, changes and hides a question, seen by customers at once', async () => {
    const listed = await callAdmin<{ categories: Array<{ slug: string }> }>(
      t,
      editor,
      'GET',
      '/faq',
    );
    const category = listed.result.categories[0]!.slug;
    const created = await callAdmin<AdminFaq>(t, editor, 'POST', '/faq', {
      category,
      language: 'en',
      question: 'Can I pay with zorkmids?',
      answer: 'Not yet.',
    });
    expect(created.code).toBe(200);
    const { id } = created.result;
    const find = async () =>
      (await get<FaqResult>(t, '/index/listFaq', inLanguage('en'))).result.items.find(
        (i) => i.id === id,
      );
    expect(await find()).toMatchObject({ question: 'Can I pay with zorkmids?', category });

    const changed = await callAdmin<AdminFaq>(t, editor, 'POST', `/faq/${id}`, {
      language: 'en',
      answer: 'Yes, since today.',
    });
    expect(changed.code).toBe(200);
    expect((await find())?.answer).toBe('Yes, since today.');

    const hidden = await callAdmin<AdminFaq>(t, editor, 'POST', `/faq/${id}/hide`);
    expect(hidden.result.published).toBe(false);
    expect(await find()).toBeUndefined();
    // Still there for staff, and shown again on request.
    const all = await callAdmin<{ items: AdminFaq[] }>(t, editor, 'GET', '/faq?language=en');
    expect(all.result.items.find((i) => i.id === id)).toMatchObject({ published: false });
    await callAdmin(t, editor, 'POST', `/faq/${id}`, { published: true });
    expect(await find()).toBeDefined();

    const rows = await auditRows('faq', id);
    expect(rows.map((r) => r.action)).toEqual(['faq.save', 'faq.save', 'faq.hide', 'faq.save']);
    expect(rows[1]!.before).toMatchObject({ text: { answer: 'Not yet.' } });
    expect(rows[1]!.after).toMatchObject({ text: { answer: 'Yes, since today.' } });
    expect(rows[2]!.before).toMatchObject({ published: true });
    expect(rows[2]!.after).toMatchObject({ published: false });
  });

  it('refuses an unknown category or an oversized question, writing nothing', async () => {
    const faqCount = await countOf('faqs');
    const audits = await auditCount();
    for (const body of [
      { category: 'no-such-category', language: 'en', question: 'Q?', answer: 'A.' },
      { category: 'account-and-security', language: 'en', question: 'q'.repeat(201), answer: 'A.' },
      { category: 'account-and-security', language: 'en', question: 'Q?', answer: '' },
    ]) {
      expect((await callAdmin(t, editor, 'POST', '/faq', body)).code).toBe(Code.INVALID_PARAMS);
    }
    expect(await countOf('faqs')).toBe(faqCount);
    expect(await auditCount()).toBe(audits);
  });
});

interface AdminNotice {
  id: string;
  status: 'draft' | 'published';
  publishedAt: string | null;
  translations: Array<{ language: string; title: string; body: string }>;
}

describe('notices', () => {
  it('keeps a draft from customers until published, and takes it back on unpublish', async () => {
    const before = await get<NoticePage>(t, '/index/listNotices', inLanguage('en'));
    const created = await callAdmin<AdminNotice>(t, editor, 'POST', '/notices', {
      language: 'en',
      title: 'Maintenance on Sunday',
      body: 'The site will be **down** for an hour.',
    });
    expect(created.code).toBe(200);
    expect(created.result).toMatchObject({ status: 'draft', publishedAt: null });
    const { id } = created.result;

    const customerList = async () =>
      (await get<NoticePage>(t, '/index/listNotices', inLanguage('en'))).result;
    expect((await customerList()).total).toBe(before.result.total);
    expect((await customerList()).items.map((i) => i.id)).not.toContain(id);
    expect((await get(t, `/index/getNoticeById/${id}`)).code).toBe(Code.NOT_FOUND);

    const drafts = await callAdmin<{ items: AdminNotice[] }>(
      t,
      editor,
      'GET',
      '/notices?status=draft',
    );
    expect(drafts.result.items.map((i) => i.id)).toEqual([id]);

    await callAdmin(t, editor, 'POST', `/notices/${id}`, { language: 'en', title: 'Maintenance' });
    const published = await callAdmin<AdminNotice>(t, editor, 'POST', `/notices/${id}/publish`);
    expect(published.result.status).toBe('published');
    const list = await customerList();
    expect(list.total).toBe(before.result.total + 1);
    // Dated now: the newest of the notices not pinned.
    expect(list.items.find((i) => !i.pinned)).toMatchObject({ id, title: 'Maintenance' });
    const detail = await get<NoticeDetail>(t, `/index/getNoticeById/${id}`, inLanguage('en'));
    expect(detail.result.body).toBe('The site will be **down** for an hour.');

    // Publishing twice is refused.
    expect((await callAdmin(t, editor, 'POST', `/notices/${id}/publish`)).code).toBe(
      Code.INVALID_PARAMS,
    );
    const back = await callAdmin<AdminNotice>(t, editor, 'POST', `/notices/${id}/unpublish`);
    expect(back.result.status).toBe('draft');
    expect((await customerList()).total).toBe(before.result.total);

    const rows = await auditRows('notice', id);
    expect(rows.map((r) => r.action)).toEqual([
      'notice.save',
      'notice.save',
      'notice.publish',
      'notice.unpublish',
    ]);
    expect(rows[2]!.before).toMatchObject({ status: 'draft' });
    expect(rows[2]!.after).toMatchObject({ status: 'published' });
    expect(rows[1]!.before).toMatchObject({ text: { title: 'Maintenance on Sunday' } });

    // Seeded notices stay published.
    const publishedList = await callAdmin<{ total: number }>(
      t,
      editor,
      'GET',
      '/notices?status=published',
    );
    expect(publishedList.result.total).toBe(before.result.total);
  });

  it('refuses bad notices, writing nothing', async () => {
    const count = await countOf('notices');
    const audits = await auditCount();
    for (const body of [
      { language: 'en', title: '', body: 'x' },
      { language: 'en', title: 'T', body: 'x'.repeat(100 * 1024 + 1) },
      { language: 'EN', title: 'T', body: 'x' },
      { language: 'en', title: 'T', body: 'x', published: true },
    ]) {
      expect((await callAdmin(t, editor, 'POST', '/notices', body)).code).toBe(Code.INVALID_PARAMS);
    }
    expect((await callAdmin(t, editor, 'GET', '/notices?status=live')).code).toBe(
      Code.INVALID_PARAMS,
    );
    expect(await countOf('notices')).toBe(count);
    expect(await auditCount()).toBe(audits);
  });
});

describe('access', () => {
  it('answers a support staff member 403 and writes nothing', async () => {
    const audits = await auditCount();
    const pages = await countOf('contents');
    for (const [method, path, body] of [
      ['GET', '/content', undefined],
      ['POST', '/content', { language: 'en', title: 'T', body: 'B' }],
      ['GET', '/faq', undefined],
      ['GET', '/notices', undefined],
      ['POST', '/notices', { language: 'en', title: 'T', body: 'B' }],
    ] as const) {
      const answer = await callAdmin(t, support, method, path, body);
      expect(answer.status).toBe(403);
      expect(answer.code).toBe(Code.FORBIDDEN);
    }
    expect(await countOf('contents')).toBe(pages);
    expect(await auditCount()).toBe(audits);
  });
});
