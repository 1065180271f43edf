import { Code } from '@swx/contract';
import { asc, count, eq } from 'drizzle-orm';
import {
  AdminPaths,
  contentChangeBody,
  contentListQuery,
  contentPreviewBody,
  newContentBody,
} from '@swx/contract/admin';
import type { Db } from '../../platform/db/client.js';
import { idParams } from '../../platform/http/admin-request.js';
import { ok } from '../../platform/http/envelope.js';
import type { ZodApp } from '../../platform/http/types.js';
import { editor, fail, iso, textsOf, type Detail, type ItemKind } from './editorial.js';
import { publicSiteParameters } from './repository.js';
import { tokenKeys } from './site-facts.js';
import { contentTranslations, contents } from './tables.js';

/**
 * Staff's side of content pages under /swx/admin (each with texts per language), and the
 * preview check of a Markdown body. A page changes with its audit row in one transaction.
 */

async function contentDetail(db: Db, id: number) {
  const [page] = await db.select().from(contents).where(eq(contents.id, id));
  if (!page) return undefined;
  const { title, body } = contentTranslations;
  return {
    id: String(page.id),
    slug: page.slug,
    type: page.type,
    sort: page.sort,
    published: page.published,
    translations: await textsOf(db, contentTranslations, contentTranslations.contentId, id, {
      title,
      body,
    }),
  };
}

/** Content pages as staff edit them. */
const pages = {
  targetType: 'content',
  prefix: 'page',
  table: contents,
  texts: contentTranslations,
  owner: 'contentId',
  load: contentDetail,
} satisfies ItemKind<
  Awaited<ReturnType<typeof contentDetail>> & Detail,
  typeof contentTranslations
>;

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

export function contentStaffRoutes(app: ZodApp, deps: { db: Db; now: () => Date }): void {
  const { db } = deps;
  const { createItem, updateItem } = editor(deps);
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const config = { access: 'content.manage' as const };

  // ---- content pages ----

  app.get(
    AdminPaths.contents,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Content page texts, one item per page and language, by page type and order',
        querystring: contentListQuery,
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
    AdminPaths.content,
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
    AdminPaths.contentPreview,
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
        body: contentPreviewBody,
      },
    },
    async (request) => {
      const keys = new Set((await publicSiteParameters(db)).map((p) => p.key));
      return ok(request, { warnings: previewWarnings(request.body.body, keys) });
    },
  );

  app.post(
    AdminPaths.contents,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Creates a content page with its first text (published unless told otherwise)',
        description:
          'Type 1 company (listed in Chinese), 2 policy (in the reader’s language), 3 other ' +
          '(default). Without a slug the page is named page-<id>. A slug in use answers 10026.',
        body: newContentBody,
      },
    },
    async (request) => {
      const input = request.body;
      const result = await createItem(
        request,
        'content.save',
        pages,
        input,
        { title: input.title, body: input.body },
        async (tx, slug) => {
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
        },
      );
      return ok(request, result);
    },
  );

  app.post(
    AdminPaths.content,
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
        body: contentChangeBody,
      },
    },
    async (request) => {
      const input = request.body;
      const { id } = request.params;
      const result = await updateItem(
        request,
        'content.save',
        pages,
        id,
        input.language,
        { title: input.title, body: input.body },
        async (tx) => {
          const page: Partial<typeof contents.$inferInsert> = {};
          if (input.type !== undefined) page.type = input.type;
          if (input.sort !== undefined) page.sort = input.sort;
          if (input.published !== undefined) page.published = input.published;
          if (Object.keys(page).length > 0) {
            await tx.update(contents).set(page).where(eq(contents.id, id));
          }
        },
      );
      return ok(request, result);
    },
  );
}
