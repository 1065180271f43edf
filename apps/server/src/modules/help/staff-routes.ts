import { Code, PAGE_SIZE_MAX } from '@swx/contract';
import { asc, count, desc, eq } from 'drizzle-orm';
import {
  AdminPaths,
  FAQ_PAGE_SIZE,
  faqChangeBody,
  faqListQuery,
  newFaqBody,
  newNoticeBody,
  noticeChangeBody,
  noticeListQuery,
} from '@swx/contract/admin';
import type { Db } from '../../platform/db/client.js';
import { idParams } from '../../platform/http/admin-request.js';
import { ok } from '../../platform/http/envelope.js';
import type { ZodApp } from '../../platform/http/types.js';
import {
  editor,
  fail,
  iso,
  textsOf,
  textsOfEach,
  type Detail,
  type ItemKind,
} from '../content/index.js';
import { faqCategories, faqTranslations, faqs, noticeTranslations, notices } from './tables.js';

/**
 * Staff's side of the help centre under /swx/admin: FAQ questions and notices, each with texts
 * per language. A question is seen by customers only while not hidden, a notice only once
 * published; nothing is deleted (a question is hidden, a notice unpublished).
 */

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
  const { question, answer } = faqTranslations;
  return {
    id: String(row.id),
    slug: row.slug,
    category: row.category,
    sort: row.sort,
    published: row.published,
    translations: await textsOf(db, faqTranslations, faqTranslations.faqId, id, {
      question,
      answer,
    }),
  };
}

async function categoryId(db: Db, category: string): Promise<number> {
  const [row] = await db
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(eq(faqCategories.slug, category));
  return row ? row.id : fail();
}

const noticeStatus = (published: boolean) => (published ? 'published' : 'draft');

async function noticeDetail(db: Db, id: number) {
  const [row] = await db.select().from(notices).where(eq(notices.id, id));
  if (!row) return undefined;
  const { title, body } = noticeTranslations;
  return {
    id: String(row.id),
    slug: row.slug,
    pinned: row.pinned,
    status: noticeStatus(row.published),
    publishedAt: row.published ? iso(row.publishedAt) : null,
    translations: await textsOf(db, noticeTranslations, noticeTranslations.noticeId, id, {
      title,
      body,
    }),
  };
}

/** FAQ questions and notices as staff edit them. */
const questions = {
  targetType: 'faq',
  prefix: 'faq',
  table: faqs,
  texts: faqTranslations,
  owner: 'faqId',
  load: faqDetail,
} satisfies ItemKind<Awaited<ReturnType<typeof faqDetail>> & Detail, typeof faqTranslations>;
const noticeItems = {
  targetType: 'notice',
  prefix: 'notice',
  table: notices,
  texts: noticeTranslations,
  owner: 'noticeId',
  load: noticeDetail,
} satisfies ItemKind<Awaited<ReturnType<typeof noticeDetail>> & Detail, typeof noticeTranslations>;

export function helpStaffRoutes(app: ZodApp, deps: { db: Db; now: () => Date }): void {
  const { db, now } = deps;
  const { update, createItem, updateItem } = editor(deps);
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const config = { access: 'content.manage' as const };

  // ---- FAQ ----

  app.get(
    AdminPaths.faqs,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'FAQ questions, hidden ones too, by category and order, and the categories',
        description:
          `One page of questions (pageSize: default ${FAQ_PAGE_SIZE}, at most ` +
          `${PAGE_SIZE_MAX}); with \`language\`, each question carries only its text in that ` +
          'language.',
        querystring: faqListQuery,
      },
    },
    async (request) => {
      const { language: lang, page = 1, pageSize = FAQ_PAGE_SIZE } = request.query;
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
        .orderBy(asc(faqCategories.sort), asc(faqs.sort), asc(faqs.id))
        .offset((page - 1) * pageSize)
        .limit(pageSize);
      const [total] = await db.select({ n: count() }).from(faqs);
      const { question, answer } = faqTranslations;
      const texts = await textsOfEach(
        db,
        faqTranslations,
        faqTranslations.faqId,
        rows.map((r) => r.id),
        lang,
        { question, answer },
      );
      return ok(request, {
        categories: categories.map((c) => ({ id: String(c.id), slug: c.slug })),
        items: rows.map((r) => ({ ...r, id: String(r.id), translations: texts(r.id) })),
        total: total?.n ?? 0,
        page,
        pageSize,
      });
    },
  );

  app.post(
    AdminPaths.faqs,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Creates an FAQ question in a category with its first text (shown unless told)',
        description: 'Without a slug the question is named faq-<id>.',
        body: newFaqBody,
      },
    },
    async (request) => {
      const input = request.body;
      const result = await createItem(
        request,
        'faq.save',
        questions,
        input,
        { question: input.question, answer: input.answer },
        async (tx, slug) => {
          const category = await categoryId(tx, input.category);
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
        },
      );
      return ok(request, result);
    },
  );

  app.post(
    AdminPaths.faq,
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
        body: faqChangeBody,
      },
    },
    async (request) => {
      const input = request.body;
      const { id } = request.params;
      const result = await updateItem(
        request,
        'faq.save',
        questions,
        id,
        input.language,
        { question: input.question, answer: input.answer },
        async (tx) => {
          const fields: Partial<typeof faqs.$inferInsert> = {};
          if (input.category !== undefined) {
            fields.categoryId = await categoryId(tx, input.category);
          }
          if (input.sort !== undefined) fields.sort = input.sort;
          if (input.published !== undefined) fields.published = input.published;
          if (Object.keys(fields).length > 0) {
            await tx.update(faqs).set(fields).where(eq(faqs.id, id));
          }
        },
      );
      return ok(request, result);
    },
  );

  app.post(
    AdminPaths.hideFaq,
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
        questions.targetType,
        questions.load,
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
    AdminPaths.notices,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Notices, drafts and published, pinned first then newest first',
        description: 'With `language`, each notice carries only its text in that language.',
        querystring: noticeListQuery,
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
      const texts = await textsOfEach(
        db,
        noticeTranslations,
        noticeTranslations.noticeId,
        rows.map((r) => r.id),
        lang,
        { title: noticeTranslations.title },
      );
      return ok(request, {
        items: rows.map((r) => ({
          id: String(r.id),
          slug: r.slug,
          pinned: r.pinned,
          status: noticeStatus(r.published),
          publishedAt: r.published ? iso(r.publishedAt) : null,
          translations: texts(r.id),
        })),
        total: total?.n ?? 0,
        page,
        pageSize,
      });
    },
  );

  app.get(
    AdminPaths.notice,
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
    AdminPaths.notices,
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Creates a notice as a draft with its first text (customers see it once published)',
        description: 'Without a slug the notice is named notice-<id>.',
        body: newNoticeBody,
      },
    },
    async (request) => {
      const input = request.body;
      const result = await createItem(
        request,
        'notice.save',
        noticeItems,
        input,
        { title: input.title, body: input.body },
        async (tx, slug) => {
          const [row] = await tx
            .insert(notices)
            .values({ slug, pinned: input.pinned ?? false, published: false, publishedAt: now() })
            .returning({ id: notices.id });
          return row!.id;
        },
      );
      return ok(request, result);
    },
  );

  app.post(
    AdminPaths.notice,
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
        body: noticeChangeBody,
      },
    },
    async (request) => {
      const input = request.body;
      const { id } = request.params;
      const result = await updateItem(
        request,
        'notice.save',
        noticeItems,
        id,
        input.language,
        { title: input.title, body: input.body },
        async (tx) => {
          if (input.pinned !== undefined) {
            await tx.update(notices).set({ pinned: input.pinned }).where(eq(notices.id, id));
          }
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
      { publish: AdminPaths.publishNotice, unpublish: AdminPaths.unpublishNotice }[path],
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
          noticeItems.targetType,
          noticeItems.load,
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
