import { useSyncExternalStore } from 'react';

export type Theme = 'dark' | 'light';

/** The key both apps keep the choice under, so one browser keeps one choice. */
export const THEME_KEY = 'theme';

export interface ThemeStore {
  /** Sets the page's theme attribute and colour scheme (and what the app adds). */
  applyTheme(theme: Theme): void;
  getTheme(): Theme;
  /** Remembers, applies and tells every `useTheme` the new choice. */
  setTheme(theme: Theme): void;
  useTheme(): Theme;
}

export interface ThemeStoreOptions {
  read(): Theme;
  write(theme: Theme): void;
  /** What an app does beyond the document's attribute and colour scheme. */
  onApply?(theme: Theme): void;
}

/** One theme store per app: the choice, where it is kept, and a hook that follows it. */
export function createThemeStore({ read, write, onApply }: ThemeStoreOptions): ThemeStore {
  const listeners = new Set<() => void>();
  let current: Theme = read();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const getTheme = () => current;
  const applyTheme = (theme: Theme) => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.style.colorScheme = theme;
    onApply?.(theme);
  };
  return {
    applyTheme,
    getTheme,
    setTheme(theme) {
      current = theme;
      write(theme);
      applyTheme(theme);
      for (const listener of listeners) listener();
    },
    useTheme: () => useSyncExternalStore(subscribe, getTheme),
  };
}
