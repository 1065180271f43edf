import { FAQ_SEARCH_MAX, Paths, faqResult, type Language } from '@swx/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../i18n/format';
import { helpKeys } from './keys';

export interface FaqFilter {
  /** Words to find (every word must appear); empty for all. */
  q: string;
  /** A category slug; empty for all. */
  category: string;
}

export function listFaq(filter: FaqFilter, signal?: AbortSignal) {
  return api.get(Paths.listFaq, {
    query: {
      q: filter.q.trim().slice(0, FAQ_SEARCH_MAX) || undefined,
      category: filter.category || undefined,
    },
    schema: faqResult,
    signal,
  });
}

export const faqQuery = (language: Language, filter: FaqFilter) =>
  queryOptions({
    queryKey: helpKeys.faq(language, filter.q.trim(), filter.category),
    queryFn: ({ signal }) => listFaq(filter, signal),
    staleTime: 5 * 60_000,
  });

/** FAQ categories and the questions matching the filter, in the current language. */
export function useFaq(filter: FaqFilter) {
  // While a new search runs, the previous answers stay on screen (no flicker per keystroke).
  return useQuery({ ...faqQuery(useLanguage(), filter), placeholderData: keepPreviousData });
}
