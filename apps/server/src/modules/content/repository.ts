import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { Language } from '@swx/contract';
import type { Db } from '../../platform/db/client.js';
import { parameters } from '../../platform/db/tables.js';
import { contentTranslations, contents } from './tables.js';

/** The only code of the content module that touches the database. */

export interface ContentRow {
  id: number;
  slug: string;
  type: number;
  language: string;
  title: string;
  body: string;
  updatedAt: Date;
}

const columns = {
  id: contents.id,
  slug: contents.slug,
  type: contents.type,
  language: contentTranslations.language,
  title: contentTranslations.title,
  body: contentTranslations.body,
  updatedAt: contentTranslations.updatedAt,
};

/** Published pages with their texts in the given languages, by type then order. */
export async function publishedContents(db: Db, languages: Language[]): Promise<ContentRow[]> {
  return db
    .select(columns)
    .from(contents)
    .innerJoin(contentTranslations, eq(contentTranslations.contentId, contents.id))
    .where(and(eq(contents.published, true), inArray(contentTranslations.language, languages)))
    .orderBy(asc(contents.type), asc(contents.sort), asc(contents.id));
}

/** One published page's texts in the given languages. */
export async function publishedContent(
  db: Db,
  id: number,
  languages: Language[],
): Promise<ContentRow[]> {
  return db
    .select(columns)
    .from(contents)
    .innerJoin(contentTranslations, eq(contentTranslations.contentId, contents.id))
    .where(
      and(
        eq(contents.id, id),
        eq(contents.published, true),
        inArray(contentTranslations.language, languages),
      ),
    );
}

export interface NewContent {
  slug: string;
  type: number;
  sort: number;
  translations: Array<{ language: Language; title: string; body: string }>;
}

/** Inserts a page and its texts unless the slug exists (staff edits survive restarts). */
export async function insertContentIfMissing(db: Db, content: NewContent): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contents)
      .values({ slug: content.slug, type: content.type, sort: content.sort })
      .onConflictDoNothing({ target: contents.slug })
      .returning({ id: contents.id });
    if (!row) return;
    await tx
      .insert(contentTranslations)
      .values(content.translations.map((t) => ({ ...t, contentId: row.id })));
  });
}

/** Every public parameter whose key starts with `site.` (the operator's published facts). */
export async function publicSiteParameters(db: Db): Promise<Array<{ key: string; value: string }>> {
  return db
    .select({ key: parameters.key, value: parameters.value })
    .from(parameters)
    .where(and(eq(parameters.isPublic, true), like(parameters.key, 'site.%')));
}
