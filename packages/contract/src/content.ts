import { z } from 'zod';
import { Code } from './codes.js';
import { LANGUAGES } from './constants.js';

/** Schemas of the index group's content and parameter calls (spec sections 3 and 7). */

const invalid = { error: String(Code.INVALID_PARAMS) };

/** Content types (spec section 3): 1 company, 2 policy, 3 other statement. */
export const CONTENT_TYPES = [1, 2, 3] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** `listContents/{type}`: 1 asks for Chinese, 2 for the request's other language (spec). */
export const listContentsParams = z.strictObject({ type: z.enum(['1', '2'], invalid) }, invalid);

export const contentIdParams = z.strictObject(
  { id: z.string(invalid).regex(/^[1-9]\d{0,15}$/, invalid) },
  invalid,
);

export const paramKeyParams = z.strictObject(
  {
    key: z
      .string({ error: String(Code.PARAMETER_UNAVAILABLE) })
      .regex(/^[A-Za-z0-9._-]{1,64}$/, { error: String(Code.PARAMETER_UNAVAILABLE) }),
  },
  invalid,
);

const contentFields = {
  id: z.string(),
  slug: z.string(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  title: z.string(),
  /** The language the text is in. */
  language: z.enum(LANGUAGES),
  /** True when the asked language has no translation and English is shown instead. */
  fallback: z.boolean(),
};

export const contentItem = z.object(contentFields);
export const contentList = z.array(contentItem);
export const contentDetail = z.object({
  ...contentFields,
  /** Markdown. */
  body: z.string(),
  updatedAt: z.string(),
});

export const parameterResult = z.object({ key: z.string(), value: z.string() });

export type ContentItem = z.infer<typeof contentItem>;
export type ContentDetail = z.infer<typeof contentDetail>;
export type ParameterResult = z.infer<typeof parameterResult>;

// ---- help centre: FAQ and notices --------------------------------------------------------

const slug = z.string(invalid).regex(/^[a-z0-9-]{1,64}$/, invalid);
/** A positive whole number in a query string, within bounds. */
export const queryInt = (max: number) =>
  z
    .string(invalid)
    .regex(/^[1-9]\d{0,5}$/, invalid)
    .transform(Number)
    .pipe(z.number().int().max(max, invalid));

export const FAQ_SEARCH_MAX = 100;
export const NOTICE_PAGE_SIZE_MAX = 50;

export const listFaqQuery = z.strictObject(
  {
    /** Words searched in questions and answers of the reader's language. */
    q: z.string(invalid).trim().max(FAQ_SEARCH_MAX, invalid).optional(),
    category: slug.optional(),
  },
  invalid,
);

const translated = {
  language: z.enum(LANGUAGES),
  fallback: z.boolean(),
};

export const faqCategory = z.object({ slug: z.string(), title: z.string(), ...translated });
export const faqItem = z.object({
  id: z.string(),
  category: z.string(),
  question: z.string(),
  /** Markdown. */
  answer: z.string(),
  ...translated,
});
export const faqResult = z.object({ categories: z.array(faqCategory), items: z.array(faqItem) });

export const listNoticesQuery = z.strictObject(
  {
    page: queryInt(10_000).optional(),
    pageSize: queryInt(NOTICE_PAGE_SIZE_MAX).optional(),
  },
  invalid,
);

export const noticeItem = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  pinned: z.boolean(),
  publishedAt: z.string(),
  ...translated,
});
export const noticePage = z.object({
  items: z.array(noticeItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const noticeDetail = noticeItem.extend({ body: z.string() });

export type FaqResult = z.infer<typeof faqResult>;
export type NoticeItem = z.infer<typeof noticeItem>;
export type NoticePage = z.infer<typeof noticePage>;
export type NoticeDetail = z.infer<typeof noticeDetail>;

// ---- home page figures ---------------------------------------------------------------------

/**
 * The home page's figures (spec section 1's marketing claims), computed from the platform's
 * own data, never typed in.
 */
export const homeStats = z.object({
  /** Accounts registered on this platform. */
  registeredUsers: z.number().int().nonnegative(),
  /** Instruments listed, all types and crypto alone; null until the market catalogue exists. */
  listedInstruments: z.number().int().nonnegative().nullable(),
  listedCryptos: z.number().int().nonnegative().nullable(),
  /** Traded notional of the last 24 hours in USDT (decimal string); null until trading exists. */
  volume24hUsdt: z.string().nullable(),
  /** The highest trading fee rate charged, a fraction ("0.001" is 0.1%). */
  tradingFeeRateMax: z.string(),
  /** When these figures were computed (they are cached for a minute). */
  computedAt: z.string(),
});
export type HomeStats = z.infer<typeof homeStats>;

// ---- operator's site facts (public parameters) -----------------------------------------------

/** Social networks the footer has an icon for (parameter `site.socialLinks`). */
export const SOCIAL_NETWORKS = [
  'x',
  'telegram',
  'youtube',
  'facebook',
  'instagram',
  'discord',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** One entry of `site.socialLinks`: an https address on a known network. */
export const socialLink = z.object({
  network: z.enum(SOCIAL_NETWORKS),
  url: z.url({ protocol: /^https$/ }),
});
export type SocialLink = z.infer<typeof socialLink>;

/** `site.supportEmail`: an address, or empty for none. */
export const supportEmail = z.union([z.literal(''), z.email()]);
