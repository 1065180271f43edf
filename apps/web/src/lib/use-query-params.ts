import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** The highest page number an address may ask for (the API's own limit). */
export const PAGE_PARAM_MAX = 100_000;

/** A `page` query value as a page number: 1 for anything missing, malformed or out of range. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= PAGE_PARAM_MAX ? page : 1;
}

export type QueryChanges = Record<string, string | null>;

/** Applies changes to a copy of `base`: null or '' removes a key, anything else sets it. */
export function applyQueryChanges(base: URLSearchParams, changes: QueryChanges): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/**
 * The address's query as page state. React Router's functional `setSearchParams` reads the
 * parameters of the last render, so two changes before a re-render (a tab click, then typing
 * at once) lose the first. Here each change builds on the one before it, and a navigation
 * from elsewhere (back, a link) resets the base. Changes replace the history entry.
 */
export function useQueryParams(): [URLSearchParams, (changes: QueryChanges) => void] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (changes: QueryChanges) => {
      const next = applyQueryChanges(latest.current, changes);
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return [params, update];
}
