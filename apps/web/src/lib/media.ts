import { useSyncExternalStore } from 'react';

/** The desktop layout: a width over 1000 px (spec section 2); matches the `desk:` variant. */
export const DESKTOP_QUERY = '(min-width: 1001px)';

function subscribe(query: string, onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => subscribe(query, onChange),
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
}

export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}
