import { randomUUID } from 'node:crypto';
import {
  Code,
  LANGUAGES,
  PAGE_SIZE_MAX,
  queryInt,
  type CodeValue,
  type Language,
} from '@swx/contract';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { uniqueViolation, type Db } from '../../platform/db/client.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import type { ZodApp } from '../../platform/http/types.js';
import { publicSiteParameters } from '../content/repository.js';
import { tokenKeys } from '../content/site-facts.js';
import { contentTranslations, contents } from '../content/tables.js';
import {
  faqCategories,
  faqTranslations,
  faqs,
  noticeTranslations,
  notices,
} from '../help/tables.js';
import { staffOf, type Staff } from '../staff/access.js';
import { audit } from '../staff/service.js';
import type { AdminDeps } from './deps.js';

/**
 * The back office's content: content pages, FAQ questions and notices, each with texts per
 * language (one row per page and language). Every change is written with its audit row in one
 * transaction. The customer API reads these tables on each request (no server-side cache), so a
 * change shows at once; a notice is seen by customers only once published, an FAQ question only
 * while not hidden. Nothing is deleted: a question is hidden, a notice unpublished.
 */

const invalid = { error: String(Code.INVALID_PARAMS) };
/** Titles and questions. */
const TITLE_MAX = 200;
/** Markdown bodies and answers, in UTF-8 bytes. */
const BODY_MAX_BYTES = 100 * 1024;

const idParams = z.strictObject(
  {
    id: z
      .string()
      .regex(/^[1-9]\d{0,17}$/, invalid)
      .transform(Number),
  },
  invalid,
);
const pageQuery = {
  page: queryInt(100_000).optional(),
  pageSize: queryInt(PAGE_SIZE_MAX).optional(),
};
const language = z.enum(LANGUAGES, invalid);
const slug = z.string(invalid).regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, invalid);
/** One line of plain text, 1 to 200 characters. */
const title = z
  .string(invalid)
  .trim()
  .min(1, invalid)
  .max(TITLE_MAX, invalid)
  .regex(/^[^\p{Cc}]*$/u, invalid);
/** Markdown, not blank, at most 100 KB. */
const markdown = z
  .string(invalid)
  .refine((s) => s.trim() !== '', invalid)
  .refine((s) => Buffer.byteLength(s, 'utf8') <= BODY_MAX_BYTES, invalid);
const sort = z.number(invalid).int(invalid).min(-100_000, invalid).max(100_000, invalid);
const contentType = z.union([z.literal(1), z.literal(2), z.literal(3)], invalid);

function fail(code: CodeValue = Code.INVALID_PARAMS): never {
  throw new AppError(code);
}

function iso(date: Date): string {
  return date.toISOString();
}

// ---- content pages ----------------------------------------------------------------------------

async function contentDetail(db: Db, id: number) {
  const [page] = await db.select().from(contents).where(eq(contents.id, id));
  if (!page) return undefined;
  const texts = await db
    .select()
    .from(contentTranslations)
    .where(eq(contentTranslations.contentId, id))
    .orderBy(asc(contentTranslations.language));
  return {
    id: String(page.id),
    slug: page.slug,
    type: page.type,
    sort: page.sort,
    published: page.published,
    translations: texts.map((t) => ({
      language: t.language as Language,
      title: t.title,
      body: t.body,
      updatedAt: iso(t.updatedAt),
    })),
  };
}

/** What the audit row keeps of a page: its fields and the one text that changed. */
function contentSnapshot(
  detail: NonNullable<Awaited<ReturnType<typeof contentDetail>>>,
  lang: Language | undefined,
) {
  const { translations, ...page } = detail;
  const text = translations.find((t) => t.language === lang);
  return { ...page, ...(text ? { text: { ...text, updatedAt: undefined } } : {}) };
}

// ---- FAQ --------------------------------------------------------------------------------------

async function faqDetail(db: Db, id: number) {
  const [row] = await db
    .select({
      id: faqs.id,
      slug: faqs.slug,
      sort: faqs.sort,
      published: faqs.published,
      category: faqCategories.slug,
    })
    .from(faqs)
    .innerJoin(faqCategories, eq(faqCategories.id, faqs.categoryId))
    .where(eq(faqs.id, id));
  if (!row) return undefined;
  const texts = await db
    .select()
    .from(faqTranslations)
    .where(eq(faqTranslations.faqId, id))
    .orderBy(asc(faqTranslations.language));
  return {
    id: String(row.id),
    slug: row.slug,
    category: row.category,
    sort: row.sort,
    published: row.published,
    translations: texts.map((t) => ({
      language: t.language as Language,
      question: t.question,
      answer: t.answer,
      updatedAt: iso(t.updatedAt),
    })),
  };
}

function faqSnapshot(
  detail: NonNullable<Awaited<ReturnType<typeof faqDetail>>>,
  lang: Language | undefined,
) {
  const { translations, ...faq } = detail;
  const text = translations.find((t) => t.language === lang);
  return { ...faq, ...(text ? { text: { ...text, updatedAt: undefined } } : {}) };
}

async function categoryId(db: Db, category: string): Promise<number> {
  const [row] = await db
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(eq(faqCategories.slug, category));
  return row ? row.id : fail();
}

// ---- notices ----------------------------------------------------------------------------------

const noticeStatus = (published: boolean) => (published ? 'published' : 'draft');

async function noticeDetail(db: Db, id: number) {
  const [row] = await db.select().from(notices).where(eq(notices.id, id));
  if (!row) return undefined;
  const texts = await db
    .select()
    .from(noticeTranslations)
    .where(eq(noticeTranslations.noticeId, id))
    .orderBy(asc(noticeTranslations.language));
  return {
    id: String(row.id),
    slug: row.slug,
    pinned: row.pinned,
    status: noticeStatus(row.published),
    publishedAt: row.published ? iso(row.publishedAt) : null,
    translations: texts.map((t) => ({
      language: t.language as Language,
      title: t.title,
      body: t.body,
      updatedAt: iso(t.updatedAt),
    })),
  };
}

function noticeSnapshot(
  detail: NonNullable<Awaited<ReturnType<typeof noticeDetail>>>,
  lang: Language | undefined,
) {
  const { translations, ...notice } = detail;
  const text = translations.find((t) => t.language === lang);
  return { ...notice, ...(text ? { text: { ...text, updatedAt: undefined } } : {}) };
}

// ---- preview ----------------------------------------------------------------------------------

/** Fenced code blocks and inline code: what is inside is shown as written. */
const CODE = /(^|\n)(```|~~~)[^\n]*\n[\s\S]*?(\n\2[^\n]*(?=\n|$)|$)|`[^`\n]*`/g;
const HTML_TAG = /<\/?([A-Za-z][A-Za-z0-9-]*)(\s[^<>]*)?\/?>|<!--/g;
const IMAGE = /!\[[^\]]*\]\([^)]*\)/;
const BRACES = /\{\{[^{}\n]*\}\}/g;
const TOKEN_EXACT = /^\{\{site\.[A-Za-z][A-Za-z0-9]*\}\}$/;

/**
 * What a Markdown body will not show as its writer likely meant, in the customer app (which
 * parses no raw HTML and drops images) and with the operator's facts (`{{site.*}}` tokens).
 */
export function previewWarnings(body: string, siteKeys: ReadonlySet<string>): string[] {
  const warnings: string[] = [];
  const prose = body.replace(CODE, ' ');
  const tags = [...new Set([...prose.matchAll(HTML_TAG)].map((m) => m[1] ?? '!--'))];
  if (tags.length > 0) {
    warnings.push(
      `raw HTML is not rendered and shows as text: ${tags.map((t) => `<${t}>`).join(', ')}`,
    );
  }
  if (IMAGE.test(prose)) warnings.push('images are not shown');
  const unknown = tokenKeys(body).filter((key) => !siteKeys.has(key));
  if (unknown.length > 0) {
    warnings.push(
      `unknown operator facts, shown as written: ${unknown.map((k) => `{{${k}}}`).join(', ')}`,
    );
  }
  const malformed = [...new Set(body.match(BRACES) ?? [])].filter((b) => !TOKEN_EXACT.test(b));
  if (malformed.length > 0) {
    warnings.push(
      `not operator-fact tokens ({{site.key}}), shown as written: ${malformed.join(', ')}`,
    );
  }
  return warnings;
}

// ---- routes -----------------------------------------------------------------------------------

export function contentAdminRoutes(app: ZodApp, deps: AdminDeps): void {
  const { db, now } = deps;
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const config = { access: 'content.manage' as const };

  /** Runs a change and its audit row in one transaction. */
  async function change<T>(
    staff: Staff,
    ip: string,
    action: string,
    targetType: string,
    work: (tx: Db) => Promise<{ id: number; before: unknown; after: unknown; result: T }>,
  ): Promise<T> {
    try {
      return await db.transaction(async (tx) => {
        const { id, before, after, result } = await work(tx);
        await audit(
          tx,
          { staffId: staff.id, action, targetType, targetId: id, before, after, ip },
          now(),
        );
        return result;
      });
    } catch (error) {
      // A slug taken by a concurrent request between the check and the insert.
      if (uniqueViolation(error) !== undefined) fail();
      throw error;
    }
  }

  /** A temporary unique slug, replaced with `<prefix>-<id>` once the row has its id. */
  const provisional = () => `new-${randomUUID()}`;

  // ---- content pages ----

  app.get(
    '/content',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Content page texts, one item per page and language, by page type and order',
        querystring: z.strictObject({ language: language.optional(), ...pageQuery }, invalid),
      },
    },
    async (request) => {
      const { language: lang, page = 1, pageSize = 20 } = request.query;
      const where = lang ? eq(contentTranslations.language, lang) : undefined;
      const [total] = await db.select({ n: count() }).from(contentTranslations).where(where);
      const rows = await db
        .select({
          id: contents.id,
          slug: contents.slug,
          type: contents.type,
          published: contents.published,
          language: contentTranslations.language,
          title: contentTranslations.title,
          updatedAt: contentTranslations.updatedAt,
        })
        .from(contentTranslations)
        .innerJoin(contents, eq(contents.id, contentTranslations.contentId))
        .where(where)
        .orderBy(
          asc(contents.type),
          asc(contents.sort),
          asc(contents.id),
          asc(contentTranslations.language),
        )
        .offset((page - 1) * pageSize)
        .limit(pageSize);
      return ok(request, {
        items: rows.map((r) => ({ ...r, id: String(r.id), updatedAt: iso(r.updatedAt) })),
        total: total?.n ?? 0,
        page,
        pageSize,
      });
    },
  );

  app.get(
    '/content/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'One content page with its texts in every language written',
        params: idParams,
      },
    },
    async (request) => {
      const detail = await contentDetail(db, request.params.id);
      return ok(request, detail ?? fail(Code.NOT_FOUND));
    },
  );

  app.post(
    '/content/preview',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Checks a Markdown body for what the customer app will not show as meant',
        description:
          'The customer app renders Markdown itself, parsing no raw HTML and showing no images; ' +
          '`{{site.key}}` tokens are filled from public `site.*` parameters. Answers the ' +
          'warnings (raw HTML, images, unknown or malformed tokens); none means nothing found.',
        body: z.strictObject({ body: markdown }, invalid),
      },
    },
    async (request) => {
      const keys = new Set((await publicSiteParameters(db)).map((p) => p.key));
      return ok(request, { warnings: previewWarnings(request.body.body, keys) });
    },
  );

  app.post(
    '/content',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Creates a content page with its first text (published unless told otherwise)',
        description:
          'Type 1 company (listed in Chinese), 2 policy (in the reader’s language), 3 other ' +
          '(default). Without a slug the page is named page-<id>. A slug in use answers 10026.',
        body: z.strictObject(
          {
            slug: slug.optional(),
            type: contentType.optional(),
            sort: sort.optional(),
            published: z.boolean(invalid).optional(),
            language,
            title,
            body: markdown,
          },
          invalid,
        ),
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const input = request.body;
      const result = await change(staff, request.ip, 'content.save', 'content', async (tx) => {
        if (input.slug) {
          const [taken] = await tx
            .select({ id: contents.id })
            .from(contents)
            .where(eq(contents.slug, input.slug));
          if (taken) fail();
        }
        const [row] = await tx
          .insert(contents)
          .values({
            slug: input.slug ?? provisional(),
            type: input.type ?? 3,
            sort: input.sort ?? 0,
            published: input.published ?? true,
          })
          .returning({ id: contents.id });
        const id = row!.id;
        if (!input.slug) {
          await tx
            .update(contents)
            .set({ slug: `page-${id}` })
            .where(eq(contents.id, id));
        }
        await tx.insert(contentTranslations).values({
          contentId: id,
          language: input.language,
          title: input.title,
          body: input.body,
          updatedAt: now(),
        });
        const detail = (await contentDetail(tx, id))!;
        return { id, before: null, after: contentSnapshot(detail, input.language), result: detail };
      });
      return ok(request, result);
    },
  );

  app.post(
    '/content/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Changes a content page, and writes or adds its text in one language',
        description:
          'Page fields (type, sort, published) and one language’s text: title and body may be ' +
          'given alone for a text that exists, both for a new language.',
        params: idParams,
        body: z
          .strictObject(
            {
              type: contentType.optional(),
              sort: sort.optional(),
              published: z.boolean(invalid).optional(),
              language: language.optional(),
              title: title.optional(),
              body: markdown.optional(),
            },
            invalid,
          )
          .refine((b) => (b.title === undefined && b.body === undefined) || b.language, invalid)
          .refine((b) => Object.values(b).some((v) => v !== undefined), invalid),
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { id } = request.params;
      const input = request.body;
      const result = await change(staff, request.ip, 'content.save', 'content', async (tx) => {
        const before = await contentDetail(tx, id);
        if (!before) fail(Code.NOT_FOUND);
        const page: Partial<typeof contents.$inferInsert> = {};
        if (input.type !== undefined) page.type = input.type;
        if (input.sort !== undefined) page.sort = input.sort;
        if (input.published !== undefined) page.published = input.published;
        if (Object.keys(page).length > 0) {
          await tx.update(contents).set(page).where(eq(contents.id, id));
        }
        if (input.language && (input.title !== undefined || input.body !== undefined)) {
          const existing = before.translations.find((t) => t.language === input.language);
          const title = input.title ?? existing?.title;
          const body = input.body ?? existing?.body;
          if (title === undefined || body === undefined) fail();
          await tx
            .insert(contentTranslations)
            .values({ contentId: id, language: input.language, title, body, updatedAt: now() })
            .onConflictDoUpdate({
              target: [contentTranslations.contentId, contentTranslations.language],
              set: { title, body, updatedAt: now() },
            });
        }
        const after = (await contentDetail(tx, id))!;
        return {
          id,
          before: contentSnapshot(before, input.language),
          after: contentSnapshot(after, input.language),
          result: after,
        };
      });
      return ok(request, result);
    },
  );

  // ---- FAQ ----

  app.get(
    '/faq',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Every FAQ question, hidden ones too, by category and order, and the categories',
        description: 'With `language`, each question carries only its text in that language.',
        querystring: z.strictObject({ language: language.optional() }, invalid),
      },
    },
    async (request) => {
      const lang = request.query.language;
      const categories = await db
        .select({ id: faqCategories.id, slug: faqCategories.slug })
        .from(faqCategories)
        .orderBy(asc(faqCategories.sort), asc(faqCategories.id));
      const rows = await db
        .select({
          id: faqs.id,
          slug: faqs.slug,
          sort: faqs.sort,
          published: faqs.published,
          category: faqCategories.slug,
        })
        .from(faqs)
        .innerJoin(faqCategories, eq(faqCategories.id, faqs.categoryId))
        .orderBy(asc(faqCategories.sort), asc(faqs.sort), asc(faqs.id));
      const where: SQL | undefined = lang ? eq(faqTranslations.language, lang) : undefined;
      const texts = await db
        .select()
        .from(faqTranslations)
        .where(where)
        .orderBy(asc(faqTranslations.language));
      return ok(request, {
        categories: categories.map((c) => ({ id: String(c.id), slug: c.slug })),
        items: rows.map((r) => ({
          ...r,
          id: String(r.id),
          translations: texts
            .filter((t) => t.faqId === r.id)
            .map((t) => ({
              language: t.language,
              question: t.question,
              answer: t.answer,
              updatedAt: iso(t.updatedAt),
            })),
        })),
      });
    },
  );

  app.post(
    '/faq',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Creates an FAQ question in a category with its first text (shown unless told)',
        description: 'Without a slug the question is named faq-<id>.',
        body: z.strictObject(
          {
            category: slug,
            slug: slug.optional(),
            sort: sort.optional(),
            published: z.boolean(invalid).optional(),
            language,
            question: title,
            answer: markdown,
          },
          invalid,
        ),
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const input = request.body;
      const result = await change(staff, request.ip, 'faq.save', 'faq', async (tx) => {
        const category = await categoryId(tx, input.category);
        if (input.slug) {
          const [taken] = await tx
            .select({ id: faqs.id })
            .from(faqs)
            .where(eq(faqs.slug, input.slug));
          if (taken) fail();
        }
        const [row] = await tx
          .insert(faqs)
          .values({
            categoryId: category,
            slug: input.slug ?? provisional(),
            sort: input.sort ?? 0,
            published: input.published ?? true,
          })
          .returning({ id: faqs.id });
        const id = row!.id;
        if (!input.slug) {
          await tx
            .update(faqs)
            .set({ slug: `faq-${id}` })
            .where(eq(faqs.id, id));
        }
        await tx.insert(faqTranslations).values({
          faqId: id,
          language: input.language,
          question: input.question,
          answer: input.answer,
          updatedAt: now(),
        });
        const detail = (await faqDetail(tx, id))!;
        return { id, before: null, after: faqSnapshot(detail, input.language), result: detail };
      });
      return ok(request, result);
    },
  );

  app.post(
    '/faq/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Changes an FAQ question, and writes or adds its text in one language',
        description:
          'Question and answer may be given alone for a text that exists, both for a new ' +
          'language; `published: true` shows a hidden question again.',
        params: idParams,
        body: z
          .strictObject(
            {
              category: slug.optional(),
              sort: sort.optional(),
              published: z.boolean(invalid).optional(),
              language: language.optional(),
              question: title.optional(),
              answer: markdown.optional(),
            },
            invalid,
          )
          .refine(
            (b) => (b.question === undefined && b.answer === undefined) || b.language,
            invalid,
          )
          .refine((b) => Object.values(b).some((v) => v !== undefined), invalid),
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { id } = request.params;
      const input = request.body;
      const result = await change(staff, request.ip, 'faq.save', 'faq', async (tx) => {
        const before = await faqDetail(tx, id);
        if (!before) fail(Code.NOT_FOUND);
        const fields: Partial<typeof faqs.$inferInsert> = {};
        if (input.category !== undefined) fields.categoryId = await categoryId(tx, input.category);
        if (input.sort !== undefined) fields.sort = input.sort;
        if (input.published !== undefined) fields.published = input.published;
        if (Object.keys(fields).length > 0) {
          await tx.update(faqs).set(fields).where(eq(faqs.id, id));
        }
        if (input.language && (input.question !== undefined || input.answer !== undefined)) {
          const existing = before.translations.find((t) => t.language === input.language);
          const question = input.question ?? existing?.question;
          const answer = input.answer ?? existing?.answer;
          if (question === undefined || answer === undefined) fail();
          await tx
            .insert(faqTranslations)
            .values({ faqId: id, language: input.language, question, answer, updatedAt: now() })
            .onConflictDoUpdate({
              target: [faqTranslations.faqId, faqTranslations.language],
              set: { question, answer, updatedAt: now() },
            });
        }
        const after = (await faqDetail(tx, id))!;
        return {
          id,
          before: faqSnapshot(before, input.language),
          after: faqSnapshot(after, input.language),
          result: after,
        };
      });
      return ok(request, result);
    },
  );

  app.post(
    '/faq/:id/hide',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Hides an FAQ question from customers (kept; `published: true` shows it again)',
        params: idParams,
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { id } = request.params;
      const result = await change(staff, request.ip, 'faq.hide', 'faq', async (tx) => {
        const before = await faqDetail(tx, id);
        if (!before) fail(Code.NOT_FOUND);
        await tx.update(faqs).set({ published: false }).where(eq(faqs.id, id));
        const after = (await faqDetail(tx, id))!;
        return {
          id,
          before: faqSnapshot(before, undefined),
          after: faqSnapshot(after, undefined),
          result: after,
        };
      });
      return ok(request, result);
    },
  );

  // ---- notices ----

  app.get(
    '/notices',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Notices, drafts and published, pinned first then newest first',
        description: 'With `language`, each notice carries only its text in that language.',
        querystring: z.strictObject(
          {
            status: z.enum(['draft', 'published'], invalid).optional(),
            language: language.optional(),
            ...pageQuery,
          },
          invalid,
        ),
      },
    },
    async (request) => {
      const { status, language: lang, page = 1, pageSize = 20 } = request.query;
      const where = status ? eq(notices.published, status === 'published') : undefined;
      const [total] = await db.select({ n: count() }).from(notices).where(where);
      const rows = await db
        .select()
        .from(notices)
        .where(where)
        .orderBy(
          desc(notices.published),
          desc(notices.pinned),
          desc(notices.publishedAt),
          desc(notices.id),
        )
        .offset((page - 1) * pageSize)
        .limit(pageSize);
      const ids = rows.map((r) => r.id);
      const texts =
        ids.length === 0
          ? []
          : await db
              .select({
                noticeId: noticeTranslations.noticeId,
                language: noticeTranslations.language,
                title: noticeTranslations.title,
                updatedAt: noticeTranslations.updatedAt,
              })
              .from(noticeTranslations)
              .where(
                and(
                  inArray(noticeTranslations.noticeId, ids),
                  lang ? eq(noticeTranslations.language, lang) : undefined,
                ),
              )
              .orderBy(asc(noticeTranslations.language));
      return ok(request, {
        items: rows.map((r) => ({
          id: String(r.id),
          slug: r.slug,
          pinned: r.pinned,
          status: noticeStatus(r.published),
          publishedAt: r.published ? iso(r.publishedAt) : null,
          translations: texts
            .filter((t) => t.noticeId === r.id)
            .map((t) => ({ language: t.language, title: t.title, updatedAt: iso(t.updatedAt) })),
        })),
        total: total?.n ?? 0,
        page,
        pageSize,
      });
    },
  );

  app.get(
    '/notices/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'One notice, draft or published, with its texts in every language written',
        params: idParams,
      },
    },
    async (request) => {
      const detail = await noticeDetail(db, request.params.id);
      return ok(request, detail ?? fail(Code.NOT_FOUND));
    },
  );

  app.post(
    '/notices',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Creates a notice as a draft with its first text (customers see it once published)',
        description: 'Without a slug the notice is named notice-<id>.',
        body: z.strictObject(
          {
            slug: slug.optional(),
            pinned: z.boolean(invalid).optional(),
            language,
            title,
            body: markdown,
          },
          invalid,
        ),
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const input = request.body;
      const result = await change(staff, request.ip, 'notice.save', 'notice', async (tx) => {
        if (input.slug) {
          const [taken] = await tx
            .select({ id: notices.id })
            .from(notices)
            .where(eq(notices.slug, input.slug));
          if (taken) fail();
        }
        const [row] = await tx
          .insert(notices)
          .values({
            slug: input.slug ?? provisional(),
            pinned: input.pinned ?? false,
            published: false,
            publishedAt: now(),
          })
          .returning({ id: notices.id });
        const id = row!.id;
        if (!input.slug) {
          await tx
            .update(notices)
            .set({ slug: `notice-${id}` })
            .where(eq(notices.id, id));
        }
        await tx.insert(noticeTranslations).values({
          noticeId: id,
          language: input.language,
          title: input.title,
          body: input.body,
          updatedAt: now(),
        });
        const detail = (await noticeDetail(tx, id))!;
        return { id, before: null, after: noticeSnapshot(detail, input.language), result: detail };
      });
      return ok(request, result);
    },
  );

  app.post(
    '/notices/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Changes a notice, and writes or adds its text in one language',
        description:
          'Title and body may be given alone for a text that exists, both for a new language. ' +
          'A published notice changes for customers at once.',
        params: idParams,
        body: z
          .strictObject(
            {
              pinned: z.boolean(invalid).optional(),
              language: language.optional(),
              title: title.optional(),
              body: markdown.optional(),
            },
            invalid,
          )
          .refine((b) => (b.title === undefined && b.body === undefined) || b.language, invalid)
          .refine((b) => Object.values(b).some((v) => v !== undefined), invalid),
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { id } = request.params;
      const input = request.body;
      const result = await change(staff, request.ip, 'notice.save', 'notice', async (tx) => {
        const before = await noticeDetail(tx, id);
        if (!before) fail(Code.NOT_FOUND);
        if (input.pinned !== undefined) {
          await tx.update(notices).set({ pinned: input.pinned }).where(eq(notices.id, id));
        }
        if (input.language && (input.title !== undefined || input.body !== undefined)) {
          const existing = before.translations.find((t) => t.language === input.language);
          const title = input.title ?? existing?.title;
          const body = input.body ?? existing?.body;
          if (title === undefined || body === undefined) fail();
          await tx
            .insert(noticeTranslations)
            .values({ noticeId: id, language: input.language, title, body, updatedAt: now() })
            .onConflictDoUpdate({
              target: [noticeTranslations.noticeId, noticeTranslations.language],
              set: { title, body, updatedAt: now() },
            });
        }
        const after = (await noticeDetail(tx, id))!;
        return {
          id,
          before: noticeSnapshot(before, input.language),
          after: noticeSnapshot(after, input.language),
          result: after,
        };
      });
      return ok(request, result);
    },
  );

  for (const [path, publish, summary] of [
    ['publish', true, 'Publishes a notice: customers see it at once, dated now'],
    ['unpublish', false, 'Takes a notice back to draft: customers no longer see it'],
  ] as const) {
    app.post(
      `/notices/:id/${path}`,
      {
        config,
        schema: {
          tags,
          security,
          summary,
          description: 'A notice already in that state answers 10026 and nothing changes.',
          params: idParams,
        },
      },
      async (request) => {
        const staff = staffOf(request);
        const { id } = request.params;
        const result = await change(staff, request.ip, `notice.${path}`, 'notice', async (tx) => {
          const before = await noticeDetail(tx, id);
          if (!before) fail(Code.NOT_FOUND);
          if ((before.status === 'published') === publish) fail();
          await tx
            .update(notices)
            .set(publish ? { published: true, publishedAt: now() } : { published: false })
            .where(eq(notices.id, id));
          const after = (await noticeDetail(tx, id))!;
          return {
            id,
            before: noticeSnapshot(before, undefined),
            after: noticeSnapshot(after, undefined),
            result: after,
          };
        });
        return ok(request, result);
      },
    );
  }
}
