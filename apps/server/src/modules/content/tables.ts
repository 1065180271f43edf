import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  createdAt,
  identityId,
  idOf,
  translationColumns,
  translationKeys,
} from '../../platform/db/columns.js';

/** Content pages (company, policy, statements), one row per page, texts per language. */
export const contents = pgTable(
  'contents',
  {
    id: identityId(),
    slug: text('slug').notNull(),
    /** 1 company, 2 policy, 3 other statement (spec section 3). */
    type: integer('type').notNull(),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contents_slug_key').on(t.slug),
    check('contents_type', sql`${t.type} in (1, 2, 3)`),
  ],
);

export const contentTranslations = pgTable(
  'content_translations',
  {
    contentId: idOf('content_id', () => contents.id),
    ...translationColumns({
      title: text('title').notNull(),
      /** Markdown, rendered sanitised by the web app. */
      body: text('body').notNull(),
    }),
  },
  (t) => translationKeys(t.contentId, t.language, 'content_translations'),
);
