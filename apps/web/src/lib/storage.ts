import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  STORAGE_KEYS,
  VIRTUAL_STATUS_DEMO,
  VIRTUAL_STATUS_REAL,
  type Language,
  type UserProfile,
} from '@swx/contract';
import { THEME_KEY, type Theme } from '@swx/ui/theme';

/**
 * Typed access to the local client state (spec sections 3 and 4) under the contract's
 * STORAGE_KEYS. Every read is defensive: a missing, corrupt or foreign value gives the default,
 * and a storage that throws (private mode, quota) behaves like an empty one. The theme (a web-only
 * preference, not in the spec's key list) is kept under @swx/ui's THEME_KEY, shared with the back office.
 */

/** Whether the mobile onboarding board is still to be shown (spec state `showBoard`). */
export const SHOW_BOARD_KEY = 'showBoard';

/** A support chat visitor's token (POST /support/startVisitor), kept for their conversation. */
export const SUPPORT_VISITOR_KEY = 'supportVisitor';

/** Set (`welcomeDone.<user id>`) once an account has left the welcome after sign-up. */
export const WELCOME_DONE_KEY = 'welcomeDone';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the in-memory session still works for this tab.
  }
}

const NULLABLE_STRINGS = ['areaCode', 'phone'] as const;
const STRINGS = ['id', 'username', 'email', 'inviteCode', 'createdAt'] as const;
const BOOLEANS = ['hasPassword', 'googleLinked'] as const;

/**
 * The stored profile's shape, checked field by field (the app's first paint does not wait for
 * the schema library; the profile is fetched and validated again on start).
 */
function isStoredProfile(value: unknown): value is UserProfile {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    STRINGS.every((key) => typeof record[key] === 'string') &&
    NULLABLE_STRINGS.every((key) => record[key] === null || typeof record[key] === 'string') &&
    BOOLEANS.every((key) => typeof record[key] === 'boolean') &&
    (record.status === 'active' || record.status === 'disabled')
  );
}

function isLanguage(value: string | null): value is Language {
  return value !== null && (LANGUAGES as readonly string[]).includes(value);
}

export const storage = {
  getToken(): string | null {
    const token = read(STORAGE_KEYS.token);
    return token ? token : null;
  },
  setToken(token: string | null): void {
    write(STORAGE_KEYS.token, token);
  },

  getUserInfo(): UserProfile | null {
    const raw = read(STORAGE_KEYS.userInfo);
    if (!raw) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isStoredProfile(parsed) ? parsed : null;
    } catch {
      return null;
    }
  },
  setUserInfo(user: UserProfile | null): void {
    write(STORAGE_KEYS.userInfo, user ? JSON.stringify(user) : null);
  },

  getIsLogin(): boolean {
    return read(STORAGE_KEYS.isLogin) === 'true';
  },
  setIsLogin(isLogin: boolean): void {
    write(STORAGE_KEYS.isLogin, isLogin ? 'true' : null);
  },

  /** 1 (demo, the default) or 0 (real). */
  getVirtualStatus(): number {
    const raw = read(STORAGE_KEYS.virtualStatus);
    return raw !== null && Number(raw) === VIRTUAL_STATUS_REAL
      ? VIRTUAL_STATUS_REAL
      : VIRTUAL_STATUS_DEMO;
  },
  setVirtualStatus(status: number): void {
    write(STORAGE_KEYS.virtualStatus, String(status));
  },

  getLanguage(): Language {
    const raw = read(STORAGE_KEYS.language);
    return isLanguage(raw) ? raw : DEFAULT_LANGUAGE;
  },
  setLanguage(language: Language): void {
    write(STORAGE_KEYS.language, language);
  },

  /** True until the onboarding board has been continued or skipped. */
  getShowBoard(): boolean {
    return read(SHOW_BOARD_KEY) !== 'false';
  },
  setShowBoard(show: boolean): void {
    write(SHOW_BOARD_KEY, show ? null : 'false');
  },

  /** False until the user (by id) has made a choice on the welcome or dismissed it. */
  getWelcomeDone(userId: string): boolean {
    return read(`${WELCOME_DONE_KEY}.${userId}`) === 'true';
  },
  setWelcomeDone(userId: string): void {
    write(`${WELCOME_DONE_KEY}.${userId}`, 'true');
  },

  getSupportVisitor(): string | null {
    const raw = read(SUPPORT_VISITOR_KEY);
    return raw && /^[\w-]{1,100}$/.test(raw) ? raw : null;
  },
  setSupportVisitor(token: string | null): void {
    write(SUPPORT_VISITOR_KEY, token);
  },

  getTheme(): Theme {
    return read(THEME_KEY) === 'light' ? 'light' : 'dark';
  },
  setTheme(theme: Theme): void {
    write(THEME_KEY, theme);
  },
};
