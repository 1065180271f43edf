import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { languageCheck } from '../../platform/db/checks.js';

/** Content pages (company, policy, statements), one row per page, texts per language. */
export const contents = pgTable(
  'contents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    /** 1 company, 2 policy, 3 other statement (spec section 3). */
    type: integer('type').notNull(),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contents_slug_key').on(t.slug),
    check('contents_type', sql`${t.type} in (1, 2, 3)`),
  ],
);

export const contentTranslations = pgTable(
  'content_translations',
  {
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id),
    language: text('language').notNull(),
    title: text('title').notNull(),
    /** Markdown, rendered sanitised by the web app. */
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.language] }),
    languageCheck(t.language, 'content_translations_language'),
  ],
);
