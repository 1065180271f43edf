import { Paths, watchlistResult } from '@swx/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/**
 * Favourite instruments: on the account for a logged-in user (the watchlist API), on this
 * device for a visitor (local storage). The same hook serves both.
 */

const LOCAL_KEY = 'watchlist';
const LOCAL_MAX = 200;
const localListeners = new Set<() => void>();
let localCache: readonly number[] | undefined;

function readLocal(): readonly number[] {
  if (localCache) return localCache;
  let ids: number[] = [];
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(LOCAL_KEY) ?? '[]');
    if (Array.isArray(parsed)) {
      ids = parsed.filter((v): v is number => Number.isInteger(v) && v > 0).slice(0, LOCAL_MAX);
    }
  } catch {
    ids = [];
  }
  localCache = ids;
  return ids;
}

function writeLocal(ids: readonly number[]): void {
  localCache = ids.slice(0, LOCAL_MAX);
  try {
    window.localStorage.setItem(LOCAL_KEY, JSON.stringify(localCache));
  } catch {
    // Storage unavailable: favourites last for this tab.
  }
  for (const l of localListeners) l();
}

const watchlistKey = ['market', 'watchlist'] as const;

export interface Watchlist {
  ids: ReadonlySet<number>;
  /** Kept on this device only (a visitor). */
  local: boolean;
  toggle(id: number): void;
  error: boolean;
}

export function useWatchlist(): Watchlist {
  const { isLogin } = useSession();
  const client = useQueryClient();
  const local = useSyncExternalStore(
    (l) => {
      localListeners.add(l);
      return () => localListeners.delete(l);
    },
    readLocal,
    () => [],
  );
  const remote = useQuery({
    queryKey: watchlistKey,
    queryFn: ({ signal }) =>
      api.get(Paths.listWatchlist, { schema: watchlistResult, cache: false, signal }),
    enabled: isLogin,
    staleTime: 60_000,
  });
  const mutation = useMutation({
    mutationFn: ({ id, add }: { id: number; add: boolean }) =>
      api.post(
        add ? Paths.addWatchlist : Paths.removeWatchlist,
        { id },
        { schema: watchlistResult },
      ),
    onMutate: async ({ id, add }) => {
      await client.cancelQueries({ queryKey: watchlistKey });
      const before = client.getQueryData<{ ids: number[] }>(watchlistKey);
      const ids = before?.ids ?? [];
      client.setQueryData(watchlistKey, {
        ids: add ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id),
      });
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(watchlistKey, context.before);
    },
    onSuccess: (data) => client.setQueryData(watchlistKey, data),
  });
  const remoteIds = remote.data?.ids;
  const ids = isLogin ? (remoteIds ?? []) : local;
  const set = new Set(ids);
  const toggle = useCallback(
    (id: number) => {
      if (isLogin) {
        const has = (client.getQueryData<{ ids: number[] }>(watchlistKey)?.ids ?? []).includes(id);
        mutation.mutate({ id, add: !has });
      } else {
        const current = readLocal();
        writeLocal(current.includes(id) ? current.filter((x) => x !== id) : [...current, id]);
      }
    },
    [isLogin, client, mutation],
  );
  return { ids: set, local: !isLogin, toggle, error: mutation.isError };
}
