import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyPage, useRouteLoading } from './page-chunks';

// A page whose code never arrives (a stalled download).
vi.mock('./routes/faq', () => new Promise(() => {}));

afterEach(() => {
  vi.useRealTimers();
});

describe('page chunks', () => {
  it('raise the route loading flag while a page loads and lower it when it arrives', async () => {
    const flag = renderHook(() => useRouteLoading());
    expect(flag.result.current).toBe(false);
    let loading: ReturnType<ReturnType<typeof lazyPage>> | undefined;
    act(() => {
      loading = lazyPage('introduction')();
    });
    expect(flag.result.current).toBe(true);
    const page = await act(async () => loading);
    expect(typeof page?.Component).toBe('function');
    expect(flag.result.current).toBe(false);

    // A page already loaded comes back without raising the flag.
    const seen: boolean[] = [];
    let again: ReturnType<ReturnType<typeof lazyPage>> | undefined;
    act(() => {
      again = lazyPage('introduction')();
      seen.push(flag.result.current);
    });
    seen.push(flag.result.current);
    expect(seen).toEqual([false, false]);
    expect((await again)?.Component).toBe(page?.Component);
  });

  it('fail with a ChunkLoadError after the timeout and clear the flag', async () => {
    vi.useFakeTimers();
    const flag = renderHook(() => useRouteLoading());
    let result: Promise<unknown> = Promise.resolve();
    act(() => {
      result = lazyPage('faq', 120_000)().catch((error: unknown) => error);
    });
    expect(flag.result.current).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(119_999);
    });
    expect(flag.result.current).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toContain('120000 ms');
    expect(flag.result.current).toBe(false);
  });
});
