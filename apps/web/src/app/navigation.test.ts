import { describe, expect, it } from 'vitest';
import {
  BUILT_FEATURES,
  TABS,
  hasFooter,
  isFullScreen,
  isKeptAlive,
  isTabRoot,
  nearbyTabs,
  routeTransition,
  tabOfPath,
} from './navigation';

describe('tabs', () => {
  it('are the six of the spec, in its order', () => {
    expect(TABS.map((tab) => tab.key)).toEqual([
      'home',
      'market',
      'trading',
      'loan',
      'nfts',
      'profile',
    ]);
    expect(TABS.map((tab) => tab.path)).toEqual([
      '/',
      '/market',
      '/trading',
      '/loan',
      '/nfts',
      '/profile',
    ]);
  });

  it('flag home, market, trading and profile for prefetching', () => {
    expect(TABS.filter((tab) => tab.prefetch).map((tab) => tab.key)).toEqual([
      'home',
      'market',
      'trading',
      'profile',
    ]);
  });

  it('find the tab a page sits under', () => {
    expect(tabOfPath('/')?.key).toBe('home');
    expect(tabOfPath('/profile')?.key).toBe('profile');
    expect(tabOfPath('/profile/settings')?.key).toBe('profile');
    expect(tabOfPath('/help/faq')).toBeUndefined();
    expect(isTabRoot('/profile')).toBe(true);
    expect(isTabRoot('/profile/settings')).toBe(false);
  });
});

describe('visibility whitelists', () => {
  it('hide the footer on reset, login and register', () => {
    for (const path of ['/pass/reset', '/pass/login', '/pass/register']) {
      expect(hasFooter(path)).toBe(false);
    }
    for (const path of ['/', '/help', '/detail', '/profile/settings'])
      expect(hasFooter(path)).toBe(true);
  });

  it('show the auth pages full screen, and never keep them alive', () => {
    for (const path of [
      '/pass/login',
      '/pass/register',
      '/pass/reset',
      '/api/loginCallback/google',
    ]) {
      expect(isFullScreen(path)).toBe(true);
      expect(isKeptAlive(path)).toBe(false);
    }
    expect(isFullScreen('/')).toBe(false);
    expect(isKeptAlive('/help/faq')).toBe(true);
  });
});

describe('route transitions', () => {
  it('slide between tabs by their order', () => {
    expect(routeTransition('/', '/profile')).toBe('slide-forward');
    expect(routeTransition('/profile', '/')).toBe('slide-back');
    expect(routeTransition('/market', '/trading')).toBe('slide-forward');
  });

  it('slide up to sheet-like pages and fade everywhere else (the default)', () => {
    expect(routeTransition('/', '/detail')).toBe('slide-up');
    expect(routeTransition('/help', '/introduction')).toBe('slide-up');
    expect(routeTransition('/', '/help')).toBe('fade');
    expect(routeTransition('/profile/settings', '/profile')).toBe('fade');
    expect(routeTransition(undefined, '/')).toBe('fade');
  });
});

describe('prefetching', () => {
  it('takes at most three built, flagged tabs, nearest first', () => {
    const built = TABS.filter((tab) => tab.prefetch && BUILT_FEATURES[tab.key]);
    for (const path of ['/', '/profile', '/help', '/profile/settings']) {
      const nearby = nearbyTabs(path);
      expect(nearby.length).toBeLessThanOrEqual(3);
      for (const tab of nearby) {
        expect(built).toContain(tab);
        expect(tab).not.toBe(tabOfPath(path));
      }
    }
    expect(nearbyTabs('/').map((tab) => tab.key)).toEqual(
      built
        .filter((tab) => tab.key !== 'home')
        .map((tab) => tab.key)
        .slice(0, 3),
    );
    expect(nearbyTabs('/profile/settings').map((tab) => tab.key)).not.toContain('profile');
  });
});
