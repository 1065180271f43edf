import type { Language } from '@swx/contract';
import {
  AdminPaths,
  adminPath,
  BODY_MAX_BYTES,
  FAQ_PAGE_SIZE,
  TITLE_MAX,
  utf8Length,
  contentDetail,
  contentPage,
  contentPreview,
  faqItem,
  faqList,
  noticeDetail,
  noticePage,
  type ContentDetail,
  type ContentListItem,
  type FaqItem,
  type FaqList,
  type FaqText,
  type NoticeDetail,
  type NoticeListItem,
  type NoticeStatus,
  type Paged,
  type TitledText,
} from '@swx/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api, queryString } from '../../lib/api';

/** The content pages' and help centre's shapes are the contract's (`@swx/contract/admin`). */
export type {
  ContentDetail,
  ContentListItem,
  FaqItem,
  FaqList,
  FaqText,
  NoticeDetail,
  NoticeListItem,
  NoticeStatus,
  TitledText,
};
export type Page<T> = Paged<T>;

export const contentKeys = {
  pages: ['content', 'pages'] as const,
  faq: ['content', 'faq'] as const,
  notices: ['content', 'notices'] as const,
  preview: ['content', 'preview'] as const,
};

/** Items per page of the content and notice lists (PAGE_SIZE_MAX is 100). */
export const LIST_PAGE_SIZE = 20;

export const contentListQuery = (language: Language, page: number) =>
  queryOptions({
    queryKey: [...contentKeys.pages, 'list', language, page],
    queryFn: ({ signal }) =>
      api(
        'GET',
        `${AdminPaths.contents}${queryString({ language, page, pageSize: LIST_PAGE_SIZE })}`,
        {
          signal,
          schema: contentPage,
        },
      ),
  });

export const contentDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...contentKeys.pages, 'detail', id],
    queryFn: ({ signal }) =>
      api('GET', adminPath(AdminPaths.content, { id }), { signal, schema: contentDetail }),
  });

/**
 * One page of the FAQ (FAQ_PAGE_SIZE questions, by category and order): with a language each
 * question carries only that text; without, every language's.
 */
export const faqQuery = (language: Language | undefined, page: number) =>
  queryOptions({
    queryKey: [...contentKeys.faq, language ?? 'all', page],
    queryFn: ({ signal }) =>
      api('GET', `${AdminPaths.faqs}${queryString({ language, page, pageSize: FAQ_PAGE_SIZE })}`, {
        signal,
        schema: faqList,
      }),
  });

export const noticesQuery = (status: NoticeStatus, language: Language, page: number) =>
  queryOptions({
    queryKey: [...contentKeys.notices, 'list', status, language, page],
    queryFn: ({ signal }) =>
      api(
        'GET',
        `${AdminPaths.notices}${queryString({ status, language, page, pageSize: LIST_PAGE_SIZE })}`,
        { signal, schema: noticePage },
      ),
  });

export const noticeDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...contentKeys.notices, 'detail', id],
    queryFn: ({ signal }) =>
      api('GET', adminPath(AdminPaths.notice, { id }), { signal, schema: noticeDetail }),
  });

export const previewQuery = (body: string) =>
  queryOptions({
    queryKey: [...contentKeys.preview, body],
    queryFn: ({ signal }) =>
      api('POST', AdminPaths.contentPreview, { body: { body }, signal, schema: contentPreview }),
    staleTime: Infinity,
  });

export interface TextChange {
  language: Language;
  title: string;
  body: string;
}

export const saveContent = (id: string, change: TextChange & { published?: boolean }) =>
  api('POST', adminPath(AdminPaths.content, { id }), { body: change, schema: contentDetail });

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
) => api('POST', adminPath(AdminPaths.faq, { id }), { body: change, schema: faqItem });

export const hideFaq = (id: string) =>
  api('POST', adminPath(AdminPaths.hideFaq, { id }), { schema: faqItem });

export const createNotice = (notice: TextChange & { pinned: boolean }) =>
  api('POST', AdminPaths.notices, { body: notice, schema: noticeDetail });

export const saveNotice = (id: string, change: Partial<TextChange> & { pinned?: boolean }) =>
  api('POST', adminPath(AdminPaths.notice, { id }), { body: change, schema: noticeDetail });

export const setNoticePublished = (id: string, publish: boolean) =>
  api('POST', adminPath(publish ? AdminPaths.publishNotice : AdminPaths.unpublishNotice, { id }), {
    schema: noticeDetail,
  });

// ---- the server's limits --------------------------------------------------------------------

export { BODY_MAX_BYTES, FAQ_PAGE_SIZE, TITLE_MAX };

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
  if (utf8Length(body) > BODY_MAX_BYTES) return `At most ${BODY_MAX_BYTES / 1024} KB.`;
  return null;
}
