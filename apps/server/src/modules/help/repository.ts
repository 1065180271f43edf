import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Language } from '@swx/contract';
import type { Db } from '../../platform/db/client.js';
import {
  faqCategories,
  faqCategoryTranslations,
  faqTranslations,
  faqs,
  noticeTranslations,
  notices,
} from './tables.js';

/** The only code of the help module that touches the database. */

export async function categories(db: Db, languages: Language[]) {
  return db
    .select({
      id: faqCategories.id,
      slug: faqCategories.slug,
      language: faqCategoryTranslations.language,
      title: faqCategoryTranslations.title,
    })
    .from(faqCategories)
    .innerJoin(faqCategoryTranslations, eq(faqCategoryTranslations.categoryId, faqCategories.id))
    .where(inArray(faqCategoryTranslations.language, languages))
    .orderBy(asc(faqCategories.sort), asc(faqCategories.id));
}

export async function publishedFaqs(db: Db, languages: Language[]) {
  return db
    .select({
      id: faqs.id,
      category: faqCategories.slug,
      language: faqTranslations.language,
      question: faqTranslations.question,
      answer: faqTranslations.answer,
    })
    .from(faqs)
    .innerJoin(faqCategories, eq(faqCategories.id, faqs.categoryId))
    .innerJoin(faqTranslations, eq(faqTranslations.faqId, faqs.id))
    .where(and(eq(faqs.published, true), inArray(faqTranslations.language, languages)))
    .orderBy(asc(faqCategories.sort), asc(faqs.sort), asc(faqs.id));
}

export async function countPublishedNotices(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notices).where(eq(notices.published, true));
  return row?.n ?? 0;
}

const noticeColumns = {
  id: notices.id,
  slug: notices.slug,
  pinned: notices.pinned,
  publishedAt: notices.publishedAt,
  language: noticeTranslations.language,
  title: noticeTranslations.title,
  body: noticeTranslations.body,
};
const noticeOrder = [desc(notices.pinned), desc(notices.publishedAt), desc(notices.id)];

/** A page of published notices (pinned first, newest first) with their texts. */
export async function publishedNoticePage(
  db: Db,
  languages: Language[],
  offset: number,
  limit: number,
) {
  const page = await db
    .select({ id: notices.id })
    .from(notices)
    .where(eq(notices.published, true))
    .orderBy(...noticeOrder)
    .offset(offset)
    .limit(limit);
  if (page.length === 0) return [];
  return db
    .select(noticeColumns)
    .from(notices)
    .innerJoin(noticeTranslations, eq(noticeTranslations.noticeId, notices.id))
    .where(
      and(
        inArray(
          notices.id,
          page.map((p) => p.id),
        ),
        inArray(noticeTranslations.language, languages),
      ),
    )
    .orderBy(...noticeOrder);
}

export async function publishedNotice(db: Db, id: number, languages: Language[]) {
  return db
    .select(noticeColumns)
    .from(notices)
    .innerJoin(noticeTranslations, eq(noticeTranslations.noticeId, notices.id))
    .where(
      and(
        eq(notices.id, id),
        eq(notices.published, true),
        inArray(noticeTranslations.language, languages),
      ),
    );
}

type Texts<T> = Array<{ language: Language } & T>;

/**
 * Seeding: each insert leaves an existing slug alone, so staff edits survive restarts. `insert`
 * adds the row (answering nothing when the slug is taken), `texts` its translations.
 */
async function insertOnce(
  db: Db,
  insert: (tx: Db) => Promise<Array<{ id: number }>>,
  texts: (tx: Db, id: number) => Promise<unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await insert(tx);
    if (row) await texts(tx, row.id);
  });
}

export async function insertCategoryIfMissing(
  db: Db,
  category: { slug: string; sort: number; texts: Texts<{ title: string }> },
): Promise<void> {
  await insertOnce(
    db,
    (tx) =>
      tx
        .insert(faqCategories)
        .values({ slug: category.slug, sort: category.sort })
        .onConflictDoNothing({ target: faqCategories.slug })
        .returning({ id: faqCategories.id }),
    (tx, id) =>
      tx
        .insert(faqCategoryTranslations)
        .values(category.texts.map((t) => ({ ...t, categoryId: id }))),
  );
}

export async function insertFaqIfMissing(
  db: Db,
  faq: {
    category: string;
    slug: string;
    sort: number;
    texts: Texts<{ question: string; answer: string }>;
  },
): Promise<void> {
  await insertOnce(
    db,
    async (tx) => {
      const [category] = await tx
        .select({ id: faqCategories.id })
        .from(faqCategories)
        .where(eq(faqCategories.slug, faq.category));
      if (!category) throw new Error(`FAQ ${faq.slug}: no category ${faq.category}`);
      return tx
        .insert(faqs)
        .values({ categoryId: category.id, slug: faq.slug, sort: faq.sort })
        .onConflictDoNothing({ target: faqs.slug })
        .returning({ id: faqs.id });
    },
    (tx, id) => tx.insert(faqTranslations).values(faq.texts.map((t) => ({ ...t, faqId: id }))),
  );
}

export async function insertNoticeIfMissing(
  db: Db,
  notice: {
    slug: string;
    pinned: boolean;
    publishedAt: Date;
    texts: Texts<{ title: string; body: string }>;
  },
): Promise<void> {
  await insertOnce(
    db,
    (tx) =>
      tx
        .insert(notices)
        .values({ slug: notice.slug, pinned: notice.pinned, publishedAt: notice.publishedAt })
        .onConflictDoNothing({ target: notices.slug })
        .returning({ id: notices.id }),
    (tx, id) =>
      tx.insert(noticeTranslations).values(notice.texts.map((t) => ({ ...t, noticeId: id }))),
  );
}
