import type { Language } from '@swx/contract';

/** React Query keys of the content feature; each answer depends on the reader's language. */
export const contentKeys = {
  list: (language: Language) => ['content', 'list', language] as const,
  detail: (id: string, language: Language) => ['content', 'detail', id, language] as const,
  parameter: (key: string) => ['content', 'parameter', key] as const,
};
