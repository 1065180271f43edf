import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { applyQueryChanges, pageParam, useQueryParams } from './use-query-params';

function setup(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const [params, update] = useQueryParams();
      return { params, update, location: useLocation(), navigation: useNavigationType() };
    },
    { wrapper },
  );
}

describe('useQueryParams', () => {
  it('keeps both of two changes made before the page re-renders (tab, then search)', () => {
    const { result } = setup('/market?type=1');
    act(() => {
      result.current.update({ type: '2' });
      result.current.update({ q: 'ethusdt' });
    });
    expect(result.current.location.search).toBe('?type=2&q=ethusdt');
    expect(result.current.params.get('type')).toBe('2');
  });

  it('removes a key for null or an empty string and keeps the others', () => {
    const { result } = setup('/market?type=2&q=btc&sort=price');
    act(() => result.current.update({ q: '', sort: null }));
    expect(result.current.location.search).toBe('?type=2');
  });

  it('replaces the history entry rather than adding one', () => {
    const { result } = setup('/market');
    expect(result.current.navigation).toBe('POP');
    act(() => result.current.update({ type: '3' }));
    expect(result.current.navigation).toBe('REPLACE');
    expect(result.current.location.search).toBe('?type=3');
  });
});

describe('applyQueryChanges', () => {
  it('does not change its base', () => {
    const base = new URLSearchParams('a=1');
    const next = applyQueryChanges(base, { a: '2', b: '3' });
    expect(base.toString()).toBe('a=1');
    expect(next.toString()).toBe('a=2&b=3');
  });
});

describe('pageParam', () => {
  it('reads a page number and falls back to 1 for anything else', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(null)).toBe(1);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('-2')).toBe(1);
    expect(pageParam('2.5')).toBe(1);
    expect(pageParam('100001')).toBe(1);
    expect(pageParam('abc')).toBe(1);
  });
});
