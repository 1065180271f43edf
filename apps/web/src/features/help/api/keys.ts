import type { Language } from '@swx/contract';

/** React Query keys of the help centre; each answer depends on the reader's language. */
export const helpKeys = {
  faq: (language: Language, q: string, category: string) =>
    ['help', 'faq', language, q, category] as const,
  notices: (language: Language, page: number, pageSize: number) =>
    ['help', 'notices', language, page, pageSize] as const,
  notice: (id: string, language: Language) => ['help', 'notice', id, language] as const,
};
