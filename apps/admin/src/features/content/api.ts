import type { Language } from '@swx/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The shapes of apps/server/src/modules/content/staff-routes.ts and help/staff-routes.ts. */

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ContentListItem {
  id: string;
  slug: string;
  type: number;
  published: boolean;
  language: Language;
  title: string;
  updatedAt: string;
}

export interface TitledText {
  language: Language;
  title: string;
  body: string;
  updatedAt: string;
}

export interface ContentDetail {
  id: string;
  slug: string;
  type: number;
  sort: number;
  published: boolean;
  translations: TitledText[];
}

export interface FaqText {
  language: Language;
  question: string;
  answer: string;
  updatedAt: string;
}

export interface FaqItem {
  id: string;
  slug: string;
  category: string;
  sort: number;
  published: boolean;
  translations: FaqText[];
}

export interface FaqList {
  categories: { id: string; slug: string }[];
  items: FaqItem[];
}

export type NoticeStatus = 'draft' | 'published';

export interface NoticeListItem {
  id: string;
  slug: string;
  pinned: boolean;
  status: NoticeStatus;
  publishedAt: string | null;
  translations: { language: Language; title: string; updatedAt: string }[];
}

export interface NoticeDetail extends Omit<NoticeListItem, 'translations'> {
  translations: TitledText[];
}

export const contentKeys = {
  pages: ['content', 'pages'] as const,
  faq: ['content', 'faq'] as const,
  notices: ['content', 'notices'] as const,
  preview: ['content', 'preview'] as const,
};

/** Items per page of the content and notice lists (PAGE_SIZE_MAX is 100). */
export const LIST_PAGE_SIZE = 20;

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export const contentListQuery = (language: Language, page: number) =>
  queryOptions({
    queryKey: [...contentKeys.pages, 'list', language, page],
    queryFn: ({ signal }) =>
      api<Page<ContentListItem>>(
        'GET',
        `/content?${query({ language, page, pageSize: LIST_PAGE_SIZE })}`,
        { signal },
      ),
  });

export const contentDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...contentKeys.pages, 'detail', id],
    queryFn: ({ signal }) => api<ContentDetail>('GET', `/content/${id}`, { signal }),
  });

/** With a language each question carries only that text; without, every language's. */
export const faqQuery = (language?: Language) =>
  queryOptions({
    queryKey: [...contentKeys.faq, language ?? 'all'],
    queryFn: ({ signal }) =>
      api<FaqList>('GET', language ? `/faq?${query({ language })}` : '/faq', { signal }),
  });

export const noticesQuery = (status: NoticeStatus, language: Language, page: number) =>
  queryOptions({
    queryKey: [...contentKeys.notices, 'list', status, language, page],
    queryFn: ({ signal }) =>
      api<Page<NoticeListItem>>(
        'GET',
        `/notices?${query({ status, language, page, pageSize: LIST_PAGE_SIZE })}`,
        { signal },
      ),
  });

export const noticeDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...contentKeys.notices, 'detail', id],
    queryFn: ({ signal }) => api<NoticeDetail>('GET', `/notices/${id}`, { signal }),
  });

export const previewQuery = (body: string) =>
  queryOptions({
    queryKey: [...contentKeys.preview, body],
    queryFn: ({ signal }) =>
      api<{ warnings: string[] }>('POST', '/content/preview', { body: { body }, signal }),
    staleTime: Infinity,
  });

export interface TextChange {
  language: Language;
  title: string;
  body: string;
}

export const saveContent = (id: string, change: TextChange & { published?: boolean }) =>
  api<ContentDetail>('POST', `/content/${id}`, { body: change });

export const saveFaq = (
  id: string,
  change: {
    category?: string;
    sort?: number;
    published?: boolean;
    language?: Language;
    question?: string;
    answer?: string;
  },
) => api<FaqItem>('POST', `/faq/${id}`, { body: change });

export const hideFaq = (id: string) => api<FaqItem>('POST', `/faq/${id}/hide`);

export const createNotice = (notice: TextChange & { pinned: boolean }) =>
  api<NoticeDetail>('POST', '/notices', { body: notice });

export const saveNotice = (id: string, change: Partial<TextChange> & { pinned?: boolean }) =>
  api<NoticeDetail>('POST', `/notices/${id}`, { body: change });

export const setNoticePublished = (id: string, publish: boolean) =>
  api<NoticeDetail>('POST', `/notices/${id}/${publish ? 'publish' : 'unpublish'}`);

// ---- the server's limits --------------------------------------------------------------------

export const TITLE_MAX = 200;
export const BODY_MAX_BYTES = 100 * 1024;

/** Why a title or question would be refused, or null. */
export function titleProblem(title: string): string | null {
  const text = title.trim();
  if (text === '') return 'Required.';
  if (text.length > TITLE_MAX) return `At most ${TITLE_MAX} characters.`;
  if (/\p{Cc}/u.test(text)) return 'One line of text, without control characters.';
  return null;
}

/** Why a Markdown body or answer would be refused, or null. */
export function bodyProblem(body: string): string | null {
  if (body.trim() === '') return 'Required.';
  if (new TextEncoder().encode(body).length > BODY_MAX_BYTES) return 'At most 100 KB.';
  return null;
}
