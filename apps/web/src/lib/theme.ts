import { createThemeStore } from '@swx/ui/theme';
import type { Theme } from '@swx/ui/theme';
import { storage } from './storage';

/** Colours of the browser UI per theme (keep in step with public/before-paint.js). */
const THEME_COLOUR: Record<Theme, string> = { dark: '#0b0e13', light: '#ffffff' };

export const { applyTheme, getTheme, setTheme, useTheme } = createThemeStore({
  read: () => storage.getTheme(),
  write: (theme) => storage.setTheme(theme),
  onApply(theme) {
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', THEME_COLOUR[theme]);
  },
});
