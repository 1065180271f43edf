import { STORAGE_KEYS, type LoginResult, type UserProfile } from '@swx/contract';
import { useSyncExternalStore } from 'react';
import { storage } from './storage';

/** The logged-in state of this browser (spec section 4), mirrored in local storage. */
export interface Session {
  readonly token: string | null;
  readonly user: UserProfile | null;
  /** True only with a token: a stale login flag without one counts as logged out. */
  readonly isLogin: boolean;
  /** 1 demo (default), 0 real. */
  readonly virtualStatus: number;
  /** Why this tab's last session ended, until the next login (null: never, or elsewhere). */
  readonly endedBy: SessionEnd | null;
}

/** `logout`: the user asked; `expired`: a 401; `reset`: a password reset signed out all. */
export type SessionEnd = 'logout' | 'expired' | 'reset';

function readSession(endedBy: SessionEnd | null = null): Session {
  const token = storage.getToken();
  return {
    token,
    user: storage.getUserInfo(),
    isLogin: storage.getIsLogin() && token !== null,
    virtualStatus: storage.getVirtualStatus(),
    endedBy,
  };
}

type Listener = () => void;

function createSessionStore() {
  let state = readSession();
  const listeners = new Set<Listener>();

  function emit(endedBy: SessionEnd | null = state.endedBy) {
    state = readSession(endedBy);
    for (const listener of listeners) listener();
  }

  return {
    get(): Session {
      return state;
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** After login, register or social login: token, profile and login flag. */
    login(result: LoginResult): void {
      storage.setToken(result.token);
      storage.setUserInfo(result.user);
      storage.setIsLogin(true);
      emit(null);
    },
    /** A fresh profile from getUserInfo. Ignored when logged out meanwhile. */
    setUser(user: UserProfile): void {
      if (!storage.getToken()) return;
      storage.setUserInfo(user);
      emit();
    },
    /** Logout or a 401: forgets token, profile and login flag (the demo/real choice stays). */
    clear(reason: SessionEnd = 'expired'): void {
      storage.setToken(null);
      storage.setUserInfo(null);
      storage.setIsLogin(false);
      emit(reason);
    },
    setVirtualStatus(status: number): void {
      storage.setVirtualStatus(status);
      emit();
    },
    /** Re-reads local storage (another tab changed it). */
    reload(): void {
      emit(null);
    },
  };
}

export const session = createSessionStore();

const SESSION_KEYS: ReadonlySet<string> = new Set([
  STORAGE_KEYS.token,
  STORAGE_KEYS.userInfo,
  STORAGE_KEYS.isLogin,
  STORAGE_KEYS.virtualStatus,
]);

if (typeof window !== 'undefined') {
  // Logging in or out in another tab applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key === null || SESSION_KEYS.has(event.key)) session.reload();
  });
}

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get);
}
