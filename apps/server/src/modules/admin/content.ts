import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Code, LANGUAGES, type CodeValue, type Language } from '@swx/contract';
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
import { staffOf } from '../staff/access.js';
import { idParams, invalid, pageQuery } from '../staff/schemas.js';
import { audit } from '../staff/service.js';
import type { AdminDeps } from './deps.js';

/**
 * The back office's content: content pages, FAQ questions and notices, each with texts per
 * language (one row per page and language). Every change is written with its audit row in one
 * transaction. The customer API reads these tables on each request (no server-side cache), so a
 * change shows at once; a notice is seen by customers only once published, an FAQ question only
 * while not hidden. Nothing is deleted: a question is hidden, a notice unpublished.
 */

/** Titles and questions. */
const TITLE_MAX = 200;
/** Markdown bodies and answers, in UTF-8 bytes. */
const BODY_MAX_BYTES = 100 * 1024;

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

/** What the audit row keeps of a page, question or notice: its fields and the one text that changed. */
function snapshot<D extends { translations: { language: Language }[] }>(
  detail: D,
  lang: Language | undefined,
) {
  const { translations, ...item } = detail;
  const text = translations.find((t) => t.language === lang);
  return { ...item, ...(text ? { text: { ...text, updatedAt: undefined } } : {}) };
}

/**
 * The text to write in `lang`: the fields given over the text that exists in that language.
 * Undefined when no field is given; 10026 when a new language lacks one.
 */
function mergedText<K extends string>(
  translations: readonly ({ language: Language } & Record<NoInfer<K>, string>)[],
  lang: Language | undefined,
  given: Record<K, string | undefined>,
): Record<K, string> | undefined {
  if (!lang || Object.values(given).every((v) => v === undefined)) return undefined;
  const existing = translations.find((t) => t.language === lang);
  const text = {} as Record<K, string>;
  for (const key of Object.keys(given) as K[]) {
    const value = given[key] ?? existing?.[key];
    if (value === undefined) fail();
    text[key] = value;
  }
  return text;
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

// ---- shared by pages, FAQ and notices --------------------------------------------------------

/** An item's detail as the routes answer it: its fields and its texts per language. */
type Detail = { translations: { language: Language }[] };
/** Reads an item's detail, undefined when there is none. */
type Loader<D> = (db: Db, id: number) => Promise<D | undefined>;
/** The tables whose rows are named by a unique slug. */
type NamedTable = typeof contents | typeof faqs | typeof notices;

/** The tables of texts per language, each with the column naming the item a text belongs to. */
const textTables = {
  content: [contentTranslations, 'contentId'],
  faq: [faqTranslations, 'faqId'],
  notice: [noticeTranslations, 'noticeId'],
} as const;

/** Writes an item's text in one language, replacing the one there. */
async function writeText(
  tx: Db,
  kind: keyof typeof textTables,
  id: number,
  language: Language,
  text: { title: string; body: string } | { question: string; answer: string },
  at: Date,
): Promise<void> {
  const [table, owner] = textTables[kind];
  await tx
    .insert(table)
    .values({ [owner]: id, language, ...text, updatedAt: at } as typeof table.$inferInsert)
    .onConflictDoUpdate({
      target: [table[owner as keyof typeof table] as typeof table.language, table.language],
      set: { ...text, updatedAt: at },
    });
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
    request: FastifyRequest,
    action: string,
    targetType: string,
    work: (tx: Db) => Promise<{ id: number; before: unknown; after: unknown; result: T }>,
  ): Promise<T> {
    const staff = staffOf(request);
    try {
      return await db.transaction(async (tx) => {
        const { id, before, after, result } = await work(tx);
        await audit(
          tx,
          { staffId: staff.id, action, targetType, targetId: id, before, after, ip: request.ip },
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

  /**
   * Creates an item under audit: `insert` writes it and answers its id. The audit row keeps
   * the new item with its text in `lang`; the answer is its detail.
   */
  function create<D extends Detail>(
    request: FastifyRequest,
    action: string,
    targetType: string,
    load: Loader<D>,
    lang: Language,
    insert: (tx: Db) => Promise<number>,
  ): Promise<D> {
    return change(request, action, targetType, async (tx) => {
      const id = await insert(tx);
      const detail = (await load(tx, id))!;
      return { id, before: null, after: snapshot(detail, lang), result: detail };
    });
  }

  /**
   * Changes item `id` under audit (404 without it). The audit row keeps it before and after,
   * with its text in `lang` (none for a change of fields only); the answer is its detail after.
   */
  function update<D extends Detail>(
    request: FastifyRequest,
    action: string,
    targetType: string,
    load: Loader<D>,
    id: number,
    lang: Language | undefined,
    apply: (tx: Db, before: D) => Promise<void>,
  ): Promise<D> {
    return change(request, action, targetType, async (tx) => {
      const before = await load(tx, id);
      if (!before) fail(Code.NOT_FOUND);
      await apply(tx, before);
      const after = (await load(tx, id))!;
      return { id, before: snapshot(before, lang), after: snapshot(after, lang), result: after };
    });
  }

  /**
   * Inserts a row named `slug`, or `<prefix>-<id>` without one (10026 when the slug is taken);
   * answers its id.
   */
  async function insertNamed(
    tx: Db,
    table: NamedTable,
    prefix: string,
    slug: string | undefined,
    insert: (slug: string) => Promise<number>,
  ): Promise<number> {
    if (slug) {
      const [taken] = await tx.select({ id: table.id }).from(table).where(eq(table.slug, slug));
      if (taken) fail();
    }
    // A temporary unique slug, replaced once the row has its id.
    const id = await insert(slug ?? `new-${randomUUID()}`);
    if (!slug)
      await tx
        .update(table)
        .set({ slug: `${prefix}-${id}` })
        .where(eq(table.id, id));
    return id;
  }

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
      const input = request.body;
      const result = await create(
        request,
        'content.save',
        'content',
        contentDetail,
        input.language,
        async (tx) => {
          const id = await insertNamed(tx, contents, 'page', input.slug, async (slug) => {
            const [row] = await tx
              .insert(contents)
              .values({
                slug,
                type: input.type ?? 3,
                sort: input.sort ?? 0,
                published: input.published ?? true,
              })
              .returning({ id: contents.id });
            return row!.id;
          });
          await writeText(
            tx,
            'content',
            id,
            input.language,
            {
              title: input.title,
              body: input.body,
            },
            now(),
          );
          return id;
        },
      );
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
      const input = request.body;
      const result = await update(
        request,
        'content.save',
        'content',
        contentDetail,
        request.params.id,
        input.language,
        async (tx, before) => {
          const id = request.params.id;
          const page: Partial<typeof contents.$inferInsert> = {};
          if (input.type !== undefined) page.type = input.type;
          if (input.sort !== undefined) page.sort = input.sort;
          if (input.published !== undefined) page.published = input.published;
          if (Object.keys(page).length > 0) {
            await tx.update(contents).set(page).where(eq(contents.id, id));
          }
          const text = mergedText(before.translations, input.language, {
            title: input.title,
            body: input.body,
          });
          if (text) await writeText(tx, 'content', id, input.language!, text, now());
        },
      );
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
      const input = request.body;
      const result = await create(
        request,
        'faq.save',
        'faq',
        faqDetail,
        input.language,
        async (tx) => {
          const category = await categoryId(tx, input.category);
          const id = await insertNamed(tx, faqs, 'faq', input.slug, async (slug) => {
            const [row] = await tx
              .insert(faqs)
              .values({
                categoryId: category,
                slug,
                sort: input.sort ?? 0,
                published: input.published ?? true,
              })
              .returning({ id: faqs.id });
            return row!.id;
          });
          await writeText(
            tx,
            'faq',
            id,
            input.language,
            {
              question: input.question,
              answer: input.answer,
            },
            now(),
          );
          return id;
        },
      );
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
      const input = request.body;
      const result = await update(
        request,
        'faq.save',
        'faq',
        faqDetail,
        request.params.id,
        input.language,
        async (tx, before) => {
          const id = request.params.id;
          const fields: Partial<typeof faqs.$inferInsert> = {};
          if (input.category !== undefined) {
            fields.categoryId = await categoryId(tx, input.category);
          }
          if (input.sort !== undefined) fields.sort = input.sort;
          if (input.published !== undefined) fields.published = input.published;
          if (Object.keys(fields).length > 0) {
            await tx.update(faqs).set(fields).where(eq(faqs.id, id));
          }
          const text = mergedText(before.translations, input.language, {
            question: input.question,
            answer: input.answer,
          });
          if (text) await writeText(tx, 'faq', id, input.language!, text, now());
        },
      );
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
      const { id } = request.params;
      const result = await update(
        request,
        'faq.hide',
        'faq',
        faqDetail,
        id,
        undefined,
        async (tx) => {
          await tx.update(faqs).set({ published: false }).where(eq(faqs.id, id));
        },
      );
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
      const input = request.body;
      const result = await create(
        request,
        'notice.save',
        'notice',
        noticeDetail,
        input.language,
        async (tx) => {
          const id = await insertNamed(tx, notices, 'notice', input.slug, async (slug) => {
            const [row] = await tx
              .insert(notices)
              .values({ slug, pinned: input.pinned ?? false, published: false, publishedAt: now() })
              .returning({ id: notices.id });
            return row!.id;
          });
          await writeText(
            tx,
            'notice',
            id,
            input.language,
            {
              title: input.title,
              body: input.body,
            },
            now(),
          );
          return id;
        },
      );
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
      const input = request.body;
      const result = await update(
        request,
        'notice.save',
        'notice',
        noticeDetail,
        request.params.id,
        input.language,
        async (tx, before) => {
          const id = request.params.id;
          if (input.pinned !== undefined) {
            await tx.update(notices).set({ pinned: input.pinned }).where(eq(notices.id, id));
          }
          const text = mergedText(before.translations, input.language, {
            title: input.title,
            body: input.body,
          });
          if (text) await writeText(tx, 'notice', id, input.language!, text, now());
        },
      );
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
        const { id } = request.params;
        const result = await update(
          request,
          `notice.${path}`,
          'notice',
          noticeDetail,
          id,
          undefined,
          async (tx, before) => {
            if ((before.status === 'published') === publish) fail();
            await tx
              .update(notices)
              .set(publish ? { published: true, publishedAt: now() } : { published: false })
              .where(eq(notices.id, id));
          },
        );
        return ok(request, result);
      },
    );
  }
}
