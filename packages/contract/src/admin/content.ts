import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { invalid, pageOf, pageQuery } from './common.js';

/**
 * What staff write for customers to read: the fields every editable item shares, and the
 * content pages (apps/server/src/modules/content/staff-routes.ts).
 */

/** Titles and questions: one line of plain text. */
export const TITLE_MAX = 200;
/** Markdown bodies and answers, in UTF-8 bytes. */
export const BODY_MAX_BYTES = 100 * 1024;

export const language = z.enum(LANGUAGES, invalid);
export const slug = z.string(invalid).regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, invalid);
/** One line of plain text, 1 to 200 characters. */
export const title = z
  .string(invalid)
  .trim()
  .min(1, invalid)
  .max(TITLE_MAX, invalid)
  .regex(/^[^\p{Cc}]*$/u, invalid);
/** The length of `text` in UTF-8 bytes (a lone surrogate counts 3, as its replacement). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const point = char.codePointAt(0)!;
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return bytes;
}
/** Markdown, not blank, at most 100 KB. */
export const markdown = z
  .string(invalid)
  .refine((s) => s.trim() !== '', invalid)
  .refine((s) => utf8Length(s) <= BODY_MAX_BYTES, invalid);
/** Orders run from -SORT_MAX to SORT_MAX. */
export const SORT_MAX = 100_000;
export const sort = z.number(invalid).int(invalid).min(-SORT_MAX, invalid).max(SORT_MAX, invalid);

/** A text with a title and a Markdown body, in one language. */
export const titledText = z.object({
  language: z.enum(LANGUAGES),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});

// ---- content pages -----------------------------------------------------------------------------

/** 1 company (listed in Chinese), 2 policy (in the reader's language), 3 other. */
export const contentType = z.union([z.literal(1), z.literal(2), z.literal(3)], invalid);

export const contentListQuery = z.strictObject(
  { language: language.optional(), ...pageQuery },
  invalid,
);
export const contentPreviewBody = z.strictObject({ body: markdown }, invalid);
export const contentPreview = z.object({ warnings: z.array(z.string()) });
export const newContentBody = z.strictObject(
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
);
/** What a change may carry: any field of a new page but its slug, at least one. */
export const contentChangeBody = newContentBody
  .omit({ slug: true })
  .partial()
  .refine((b) => (b.title === undefined && b.body === undefined) || b.language, invalid)
  .refine((b) => Object.values(b).some((v) => v !== undefined), invalid);

/** One page's text in one language, as the list shows it. */
export const contentListItem = z.object({
  id: z.string(),
  slug: z.string(),
  type: z.number(),
  published: z.boolean(),
  language: z.enum(LANGUAGES),
  title: z.string(),
  updatedAt: z.string(),
});
export const contentPage = pageOf(contentListItem);
export const contentDetail = z.object({
  id: z.string(),
  slug: z.string(),
  type: z.number(),
  sort: z.number(),
  published: z.boolean(),
  translations: z.array(titledText),
});

export type TitledText = z.infer<typeof titledText>;
export type ContentListItem = z.infer<typeof contentListItem>;
export type ContentDetail = z.infer<typeof contentDetail>;
