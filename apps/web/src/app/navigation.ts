/**
 * The app frame's model (spec section 2): the main tabs, which features are built, the
 * visibility whitelists and the route transitions. Components read it; nothing here renders.
 */

export type TabKey = 'home' | 'market' | 'trading' | 'loan' | 'nfts' | 'profile';

export interface Tab {
  readonly key: TabKey;
  readonly path: string;
  /** Catalogue key of the label (`nav.tabs.<key>`). */
  readonly labelKey: `nav.tabs.${TabKey}`;
  /** A shorter label for the mobile tab bar (a sixth of a phone), when the full one is long. */
  readonly shortLabelKey?: 'nav.tabsShort.trading';
  /** Prefetched when near the current tab (spec: flags for home, market, trading, profile). */
  readonly prefetch: boolean;
}

/** Main tabs in the spec's order. */
export const TABS: readonly Tab[] = [
  { key: 'home', path: '/', labelKey: 'nav.tabs.home', prefetch: true },
  { key: 'market', path: '/market', labelKey: 'nav.tabs.market', prefetch: true },
  {
    key: 'trading',
    path: '/trading',
    labelKey: 'nav.tabs.trading',
    shortLabelKey: 'nav.tabsShort.trading',
    prefetch: true,
  },
  { key: 'loan', path: '/loan', labelKey: 'nav.tabs.loan', prefetch: false },
  { key: 'nfts', path: '/nfts', labelKey: 'nav.tabs.nfts', prefetch: false },
  { key: 'profile', path: '/profile', labelKey: 'nav.tabs.profile', prefetch: true },
];

/**
 * Features whose pages exist in this build. A feature that is not built has no route (its
 * path redirects home like any unknown one): navigation shows it as "coming soon", never as a
 * page that pretends. Each feature's issue flips its flag when it lands (ADR 0006).
 */
export const BUILT_FEATURES = {
  home: true,
  market: true,
  trading: true,
  loan: true,
  nfts: true,
  profile: true,
  notifications: true,
  chat: false,
} as const satisfies Record<TabKey | 'notifications' | 'chat', boolean>;

export function isTabBuilt(tab: Tab): boolean {
  return BUILT_FEATURES[tab.key];
}

/** The tab a path belongs to (its own tab or the tab it sits under), if any. */
export function tabOfPath(pathname: string): Tab | undefined {
  if (pathname === '/') return TABS[0];
  return (
    TABS.find((tab) => tab.path !== '/' && pathname.startsWith(tab.path + '/')) ??
    TABS.find((tab) => tab.path === pathname)
  );
}

/** True on a main tab's own page (these have no back button on mobile). */
export function isTabRoot(pathname: string): boolean {
  return TABS.some((tab) => tab.path === pathname);
}

/** Full-screen pages: no top bar, no tab bar, no Login / Sign-up buttons (login whitelist). */
export const FULL_SCREEN_PATHS: readonly string[] = [
  '/pass/login',
  '/pass/register',
  '/pass/reset',
  '/pass/unlock',
  '/api/loginCallback/google',
];

/** Pages without the footer (spec: reset, login, register). */
export const NO_FOOTER_PATHS: readonly string[] = [
  '/pass/reset',
  '/pass/login',
  '/pass/register',
  '/pass/unlock',
];

export function isFullScreen(pathname: string): boolean {
  return FULL_SCREEN_PATHS.includes(pathname);
}

export function hasFooter(pathname: string): boolean {
  return !NO_FOOTER_PATHS.includes(pathname) && !isFullScreen(pathname);
}

/** Pages opened like a sheet over the current one (spec transition "slide-up"). */
const SLIDE_UP_PATHS: readonly string[] = ['/detail', '/introduction'];

/**
 * - `slide-forward` / `slide-back`: between two main tabs, by their order (forward is to the
 *   inline end; the frame mirrors it in right-to-left languages);
 * - `slide-up`: to a sheet-like page;
 * - `fade`: everything else (the spec's default).
 */
export type RouteTransition = 'slide-forward' | 'slide-back' | 'slide-up' | 'fade';

export function routeTransition(fromPath: string | undefined, toPath: string): RouteTransition {
  if (SLIDE_UP_PATHS.includes(toPath)) return 'slide-up';
  if (fromPath !== undefined && isTabRoot(fromPath) && isTabRoot(toPath)) {
    const from = TABS.findIndex((tab) => tab.path === fromPath);
    const to = TABS.findIndex((tab) => tab.path === toPath);
    if (from !== to) return to > from ? 'slide-forward' : 'slide-back';
  }
  return 'fade';
}

/** Pages kept alive with their state (spec: 10). */
export const KEEP_ALIVE_MAX = 10;
/** Nearby routes prefetched after a page settles (spec: up to 3). */
export const PREFETCH_MAX = 3;

/**
 * The prefetch-flagged, built tabs nearest to the current path's tab, at most PREFETCH_MAX,
 * nearest first (ties: the next tab before the previous one).
 */
export function nearbyTabs(pathname: string): Tab[] {
  const current = tabOfPath(pathname);
  const index = current ? TABS.indexOf(current) : 0;
  return TABS.filter((tab) => tab.prefetch && isTabBuilt(tab) && tab !== current)
    .map((tab) => ({ tab, distance: TABS.indexOf(tab) - index }))
    .sort(
      (a, b) =>
        Math.abs(a.distance) - Math.abs(b.distance) ||
        Math.sign(b.distance) - Math.sign(a.distance),
    )
    .slice(0, PREFETCH_MAX)
    .map(({ tab }) => tab);
}

/** Pages that are never kept alive: forms with secrets, one-shot callbacks. */
export function isKeptAlive(pathname: string): boolean {
  return !isFullScreen(pathname);
}
