import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, getTheme, setTheme, useTheme } from './theme';

afterEach(() => {
  setTheme('dark');
  document.head.querySelector('meta[name="theme-color"]')?.remove();
});

describe('theme', () => {
  it('applies a choice to the page, the browser colour, storage and every hook', () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
    const { result } = renderHook(() => useTheme());
    expect(result.current).toBe('dark');

    act(() => setTheme('light'));

    expect(result.current).toBe('light');
    expect(getTheme()).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.documentElement.style.colorScheme).toBe('light');
    expect(meta.getAttribute('content')).toBe('#ffffff');
    // The key the back office reads too, so one browser keeps one choice.
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('applies a theme to the page without changing the choice (the first paint)', () => {
    const { result } = renderHook(() => useTheme());
    applyTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(result.current).toBe('dark');
    expect(window.localStorage.getItem('theme')).not.toBe('light');
  });
});
