import { useSyncExternalStore } from 'react';

/**
 * The layout (spec section 2): the desktop layout needs a width over 1000 px (the 1920 design)
 * on a device that is not a phone or tablet; everything else gets the mobile layout with its
 * tab bar. The choice is written to `<html data-layout>`, which the `desk:` CSS variant reads,
 * so that styles and components always agree. `public/before-paint.js` makes the same choice
 * before the first paint; keep the two in step.
 */
export const DESKTOP_WIDTH_QUERY = '(min-width: 1001px)';

/** A phone or tablet, whatever its width (an iPad reports itself as a Mac with touch). */
export function isMobileDevice(
  userAgent = navigator.userAgent,
  maxTouchPoints = navigator.maxTouchPoints,
): boolean {
  return (
    /Android|iPhone|iPad|iPod|Mobile|Silk|Kindle/i.test(userAgent) ||
    (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
  );
}

function wideEnough(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_WIDTH_QUERY).matches;
}

export function isDesktopLayout(): boolean {
  return wideEnough() && !isMobileDevice();
}

function applyLayout(): void {
  document.documentElement.dataset.layout = isDesktopLayout() ? 'desktop' : 'mobile';
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(DESKTOP_WIDTH_QUERY);
  const listener = () => {
    applyLayout();
    onChange();
  };
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

/** True in the desktop layout; re-renders when the window crosses the width. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktopLayout);
}

applyLayout();
