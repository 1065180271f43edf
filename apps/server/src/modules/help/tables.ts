import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { languageCheck } from '../../platform/db/checks.js';

/** Help centre: FAQ categories and questions, and notices, each with texts per language. */
export const faqCategories = pgTable(
  'faq_categories',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('faq_categories_slug_key').on(t.slug)],
);

export const faqCategoryTranslations = pgTable(
  'faq_category_translations',
  {
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => faqCategories.id),
    language: text('language').notNull(),
    title: text('title').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.language] }),
    languageCheck(t.language, 'faq_category_translations_language'),
  ],
);

export const faqs = pgTable(
  'faqs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => faqCategories.id),
    slug: text('slug').notNull(),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
  },
  (t) => [uniqueIndex('faqs_slug_key').on(t.slug), index('faqs_category_idx').on(t.categoryId)],
);

export const faqTranslations = pgTable(
  'faq_translations',
  {
    faqId: bigint('faq_id', { mode: 'number' })
      .notNull()
      .references(() => faqs.id),
    language: text('language').notNull(),
    question: text('question').notNull(),
    /** Markdown. */
    answer: text('answer').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.faqId, t.language] }),
    languageCheck(t.language, 'faq_translations_language'),
  ],
);

export const notices = pgTable(
  'notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    published: boolean('published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notices_slug_key').on(t.slug),
    index('notices_list_idx').on(t.pinned, t.publishedAt),
  ],
);

export const noticeTranslations = pgTable(
  'notice_translations',
  {
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => notices.id),
    language: text('language').notNull(),
    title: text('title').notNull(),
    /** Markdown. */
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.language] }),
    languageCheck(t.language, 'notice_translations_language'),
  ],
);
