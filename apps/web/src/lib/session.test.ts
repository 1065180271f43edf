import { STORAGE_KEYS, userProfile } from '@swx/contract';
import { describe, expect, it } from 'vitest';
import { session } from './session';
import { storage } from './storage';

const user = {
  id: '1',
  username: 'alice',
  email: 'alice@example.com',
  areaCode: '+49',
  phone: '1701234567',
  inviteCode: 'ABCD2345',
  status: 'active' as const,
  hasPassword: true,
  googleLinked: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('storage', () => {
  it('defaults: demo book, English, dark, logged out', () => {
    expect(storage.getVirtualStatus()).toBe(1);
    expect(storage.getLanguage()).toBe('en');
    expect(storage.getTheme()).toBe('dark');
    expect(storage.getIsLogin()).toBe(false);
    expect(storage.getToken()).toBeNull();
  });

  it('ignores corrupt or foreign values', () => {
    localStorage.setItem(STORAGE_KEYS.userInfo, '{not json');
    localStorage.setItem(STORAGE_KEYS.language, 'xx');
    localStorage.setItem(STORAGE_KEYS.virtualStatus, 'banana');
    expect(storage.getUserInfo()).toBeNull();
    expect(storage.getLanguage()).toBe('en');
    expect(storage.getVirtualStatus()).toBe(1);
    localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ id: 1 }));
    expect(storage.getUserInfo()).toBeNull();
  });

  it('reads back a stored profile exactly when the contract schema accepts it', () => {
    const variants: unknown[] = [
      user,
      { ...user, areaCode: null, phone: null },
      { ...user, status: 'frozen' },
      { ...user, id: 1 },
      { ...user, phone: undefined },
      { ...user, hasPassword: 'yes' },
      { ...user, createdAt: undefined },
      [user],
      null,
    ];
    for (const variant of variants) {
      localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(variant));
      expect(storage.getUserInfo() !== null, JSON.stringify(variant)).toBe(
        userProfile.safeParse(variant).success,
      );
    }
  });

  it('remembers the onboarding board once it has been seen', () => {
    expect(storage.getShowBoard()).toBe(true);
    storage.setShowBoard(false);
    expect(storage.getShowBoard()).toBe(false);
    expect(localStorage.getItem('showBoard')).toBe('false');
  });
});

describe('session', () => {
  it('login stores token, profile and the login flag; clear removes them', () => {
    let notified = 0;
    const unsubscribe = session.subscribe(() => notified++);
    session.login({ token: 'swx_t', expiresAt: '2030-01-01T00:00:00.000Z', user });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('swx_t');
    expect(localStorage.getItem(STORAGE_KEYS.isLogin)).toBe('true');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo) ?? 'null')).toEqual(user);
    expect(session.get()).toMatchObject({ isLogin: true, token: 'swx_t', user });

    session.setVirtualStatus(0);
    session.clear();
    unsubscribe();
    expect(notified).toBe(3);
    expect(session.get()).toMatchObject({ isLogin: false, token: null, user: null });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.isLogin)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
    // The demo/real choice is a preference, not part of the login.
    expect(localStorage.getItem(STORAGE_KEYS.virtualStatus)).toBe('0');
  });

  it('a login flag without a token is not a login', () => {
    localStorage.setItem(STORAGE_KEYS.isLogin, 'true');
    session.reload();
    expect(session.get().isLogin).toBe(false);
  });

  it('does not store a profile that arrives after logout', () => {
    session.clear();
    session.setUser(user);
    expect(session.get().user).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
  });
});
