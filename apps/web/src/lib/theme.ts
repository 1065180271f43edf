import { useSyncExternalStore } from 'react';
import { storage, type Theme } from './storage';

/** Colours of the browser UI per theme (keep in step with public/before-paint.js). */
const THEME_COLOUR: Record<Theme, string> = { dark: '#0b0e13', light: '#ffffff' };

const listeners = new Set<() => void>();
let current: Theme = storage.getTheme();

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOUR[theme]);
}

export function getTheme(): Theme {
  return current;
}

export function setTheme(theme: Theme): void {
  current = theme;
  storage.setTheme(theme);
  applyTheme(theme);
  for (const listener of listeners) listener();
}

export function useTheme(): Theme {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, getTheme);
}
