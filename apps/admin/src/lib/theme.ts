import { createThemeStore, THEME_KEY, type Theme } from '@swx/ui/theme';

export type { Theme };

export const { applyTheme, getTheme, setTheme, useTheme } = createThemeStore({
  read() {
    try {
      return window.localStorage.getItem(THEME_KEY) === 'light' ? 'light' : 'dark';
    } catch {
      return 'dark';
    }
  },
  write(theme) {
    try {
      window.localStorage.setItem(THEME_KEY, theme);
    } catch {
      // Storage unavailable: the choice lasts for this page.
    }
  },
});
