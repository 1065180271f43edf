import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { session } from '../../../lib/session';
import { fakeApi, loginAnswer } from '../../../test/render';
import { useWatchlist } from './watchlist';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useWatchlist (logged in)', () => {
  it('posts the instrument id as the body (the contract’s strict watchlistBody)', async () => {
    session.login(loginAnswer.result);
    let ids: number[] = [];
    const api = fakeApi({
      'GET /user/listWatchlist': () => ({ result: { ids } }),
      'POST /user/addWatchlist': (body) => {
        ids = [...ids, (body as { id: number }).id];
        return { result: { ids } };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useWatchlist(), { wrapper });
    await waitFor(() => expect(api.calls.some((c) => c.method === 'GET')).toBe(true));
    act(() => result.current.toggle(7));
    await waitFor(() => expect(result.current.ids.has(7)).toBe(true));
    const post = api.calls.find((c) => c.url.pathname.endsWith('/user/addWatchlist'));
    expect(post?.body).toEqual({ id: 7 });
    expect(result.current.error).toBe(false);
  });
});
