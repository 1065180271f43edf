import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { invalid, pageOf, pageQuery } from './common.js';
import { language, markdown, slug, sort, title, titledText } from './content.js';

/** The help centre's FAQ questions and notices (apps/server/src/modules/help/staff-routes.ts). */

// ---- FAQ -----------------------------------------------------------------------------------------

/** Questions per page of the FAQ list when the query names none. */
export const FAQ_PAGE_SIZE = 50;

export const faqListQuery = z.strictObject(
  { language: language.optional(), ...pageQuery },
  invalid,
);
export const newFaqBody = z.strictObject(
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
);
/** What a change may carry: any field of a new question but its slug, at least one. */
export const faqChangeBody = newFaqBody
  .omit({ slug: true })
  .partial()
  .refine((b) => (b.question === undefined && b.answer === undefined) || b.language, invalid)
  .refine((b) => Object.values(b).some((v) => v !== undefined), invalid);

export const faqText = z.object({
  language: z.enum(LANGUAGES),
  question: z.string(),
  answer: z.string(),
  updatedAt: z.string(),
});
export const faqItem = z.object({
  id: z.string(),
  slug: z.string(),
  category: z.string(),
  sort: z.number(),
  published: z.boolean(),
  translations: z.array(faqText),
});
/** One page of questions, by category and order, and every category. */
export const faqList = pageOf(faqItem).extend({
  categories: z.array(z.object({ id: z.string(), slug: z.string() })),
});

// ---- notices -------------------------------------------------------------------------------------

export const NOTICE_STATUSES = ['draft', 'published'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

export const noticeListQuery = z.strictObject(
  {
    status: z.enum(NOTICE_STATUSES, invalid).optional(),
    language: language.optional(),
    ...pageQuery,
  },
  invalid,
);
export const newNoticeBody = z.strictObject(
  {
    slug: slug.optional(),
    pinned: z.boolean(invalid).optional(),
    language,
    title,
    body: markdown,
  },
  invalid,
);
export const noticeChangeBody = z
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
  .refine((b) => Object.values(b).some((v) => v !== undefined), invalid);

export const noticeListItem = z.object({
  id: z.string(),
  slug: z.string(),
  pinned: z.boolean(),
  status: z.enum(NOTICE_STATUSES),
  publishedAt: z.string().nullable(),
  translations: z.array(
    z.object({ language: z.enum(LANGUAGES), title: z.string(), updatedAt: z.string() }),
  ),
});
export const noticePage = pageOf(noticeListItem);
export const noticeDetail = noticeListItem.extend({ translations: z.array(titledText) });

export type FaqText = z.infer<typeof faqText>;
export type FaqItem = z.infer<typeof faqItem>;
export type FaqList = z.infer<typeof faqList>;
export type NoticeListItem = z.infer<typeof noticeListItem>;
export type NoticeDetail = z.infer<typeof noticeDetail>;
