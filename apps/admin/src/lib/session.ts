import type { StaffView } from '@swx/contract/admin';
import { useSyncExternalStore } from 'react';

/** Where the bearer token lives: per tab, gone when the tab closes (never localStorage). */
export const TOKEN_KEY = 'swx.admin.token';

export { STAFF_ROLES, type StaffRole } from '@swx/contract/admin';

/** The signed-in staff member (GET /me). */
export type StaffProfile = StaffView;

/** Why the last session ended, shown on the sign-in page. */
export type EndReason = 'expired' | 'signed-out';

export interface SessionState {
  token: string | null;
  /** Known after sign-in or after GET /me on a reload. */
  staff: StaffProfile | null;
  ended: EndReason | null;
}

function readToken(): string | null {
  try {
    return window.sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function writeToken(token: string | null): void {
  try {
    if (token === null) window.sessionStorage.removeItem(TOKEN_KEY);
    else window.sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage unavailable: the session lives in memory for this page only.
  }
}

/** The staff session of this tab: the token, who holds it and how the last one ended. */
class SessionStore {
  private state: SessionState = { token: readToken(), staff: null, ended: null };
  private readonly listeners = new Set<() => void>();

  get = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(token: string, staff: StaffProfile): void {
    writeToken(token);
    this.set({ token, staff, ended: null });
  }

  setStaff(staff: StaffProfile): void {
    if (this.state.token) this.set({ ...this.state, staff });
  }

  /** Drops the token; `reason` decides the notice on the sign-in page. */
  end(reason: EndReason): void {
    if (this.state.token === null && this.state.ended === reason) return;
    writeToken(null);
    this.set({ token: null, staff: null, ended: reason });
  }

  /** Re-reads sessionStorage (tests). */
  reload(): void {
    this.set({ token: readToken(), staff: null, ended: null });
  }

  private set(state: SessionState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

export const session = new SessionStore();

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get);
}

export function hasPermission(staff: StaffProfile | null, permission: string): boolean {
  return staff?.permissions.includes(permission) ?? false;
}
