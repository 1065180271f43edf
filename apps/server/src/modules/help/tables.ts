import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  identityId,
  idOf,
  timestamptz,
  translationColumns,
  translationKeys,
} from '../../platform/db/columns.js';

/** Help centre: FAQ categories and questions, and notices, each with texts per language. */
export const faqCategories = pgTable(
  'faq_categories',
  {
    id: identityId(),
    slug: text('slug').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('faq_categories_slug_key').on(t.slug)],
);

export const faqCategoryTranslations = pgTable(
  'faq_category_translations',
  {
    categoryId: idOf('category_id', () => faqCategories.id),
    language: text('language').notNull(),
    title: text('title').notNull(),
  },
  (t) => translationKeys(t.categoryId, t.language, 'faq_category_translations'),
);

export const faqs = pgTable(
  'faqs',
  {
    id: identityId(),
    categoryId: idOf('category_id', () => faqCategories.id),
    slug: text('slug').notNull(),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
  },
  (t) => [uniqueIndex('faqs_slug_key').on(t.slug), index('faqs_category_idx').on(t.categoryId)],
);

export const faqTranslations = pgTable(
  'faq_translations',
  {
    faqId: idOf('faq_id', () => faqs.id),
    ...translationColumns({
      question: text('question').notNull(),
      /** Markdown. */
      answer: text('answer').notNull(),
    }),
  },
  (t) => translationKeys(t.faqId, t.language, 'faq_translations'),
);

export const notices = pgTable(
  'notices',
  {
    id: identityId(),
    slug: text('slug').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    published: boolean('published').notNull().default(true),
    publishedAt: timestamptz('published_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notices_slug_key').on(t.slug),
    index('notices_list_idx').on(t.pinned, t.publishedAt),
  ],
);

export const noticeTranslations = pgTable(
  'notice_translations',
  {
    noticeId: idOf('notice_id', () => notices.id),
    ...translationColumns({
      title: text('title').notNull(),
      /** Markdown. */
      body: text('body').notNull(),
    }),
  },
  (t) => translationKeys(t.noticeId, t.language, 'notice_translations'),
);
