import { useSyncExternalStore, type ComponentType } from 'react';

/**
 * Every page is its own chunk. This module loads them: for the router (a navigation, which
 * shows the route spinner while the chunk is on its way) and for prefetching (silent). A chunk
 * that does not arrive within CHUNK_TIMEOUT_MS fails like a broken download.
 */

/** Page chunk load timeout (spec section 9: 120 s). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

type Importer = () => Promise<ComponentType>;

const importers = {
  home: () => import('./routes/home').then((m) => m.HomePage),
  profile: () => import('./routes/profile').then((m) => m.ProfilePage),
  balance: () => import('./routes/balance').then((m) => m.BalancePage),
  orders: () => import('./routes/orders').then((m) => m.OrdersPage),
  settings: () => import('./routes/settings').then((m) => m.SettingsPage),
  verification: () => import('./routes/verification').then((m) => m.VerificationPage),
  notifications: () => import('./routes/notifications').then((m) => m.NotificationsPage),
  invite: () => import('./routes/invite').then((m) => m.InvitePage),
  password: () => import('./routes/change-password').then((m) => m.ChangePasswordPage),
  security: () => import('./routes/security').then((m) => m.SecurityPage),
  login: () => import('./routes/login').then((m) => m.LoginPage),
  register: () => import('./routes/register').then((m) => m.RegisterPage),
  reset: () => import('./routes/reset').then((m) => m.ResetPage),
  unlock: () => import('./routes/unlock').then((m) => m.UnlockPage),
  cancelAddress: () => import('./routes/cancel-address').then((m) => m.CancelAddressPage),
  googleCallback: () => import('./routes/google-callback').then((m) => m.GoogleCallbackPage),
  help: () => import('./routes/help').then((m) => m.HelpPage),
  faq: () => import('./routes/faq').then((m) => m.FaqPage),
  notices: () => import('./routes/notices').then((m) => m.NoticesPage),
  contact: () => import('./routes/contact').then((m) => m.ContactPage),
  detail: () => import('./routes/detail').then((m) => m.DetailPage),
  introduction: () => import('./routes/introduction').then((m) => m.IntroductionPage),
  market: () => import('./routes/market').then((m) => m.MarketPage),
  cruuency: () => import('./routes/cruuency').then((m) => m.CruuencyPage),
  smart: () => import('./routes/smart').then((m) => m.SmartPage),
  smartPlan: () => import('./routes/smart-plan').then((m) => m.SmartPlanPage),
  loan: () => import('./routes/loan').then((m) => m.LoanPage),
  loanDetail: () => import('./routes/loan-detail').then((m) => m.LoanDetailPage),
  nfts: () => import('./routes/nfts').then((m) => m.NftsPage),
  nftDetail: () => import('./routes/nft-detail').then((m) => m.NftDetailPage),
  nftCharity: () => import('./routes/nft-charity').then((m) => m.NftCharityPage),
} satisfies Record<string, Importer>;

export type PageKey = keyof typeof importers;

/** The page of each main tab path (for prefetching). */
export const TAB_PAGES: Readonly<Record<string, PageKey>> = {
  '/': 'home',
  '/market': 'market',
  '/trading': 'smart',
  '/loan': 'loan',
  '/nfts': 'nfts',
  '/profile': 'profile',
};

const loaded = new Map<PageKey, Promise<ComponentType>>();
/** Pages whose code has arrived. */
const arrived = new Map<PageKey, ComponentType>();

function fetchChunk(key: PageKey, timeoutMs: number): Promise<ComponentType> {
  const existing = loaded.get(key);
  if (existing) return existing;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadError(`page ${key} did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  const chunk = Promise.race([importers[key](), timeout])
    .then((component) => {
      arrived.set(key, component);
      return component;
    })
    .catch((error: unknown) => {
      // A failed chunk is asked for again on the next try.
      loaded.delete(key);
      throw error instanceof ChunkLoadError
        ? error
        : new ChunkLoadError(`page ${key} failed to load`, { cause: error });
    })
    .finally(() => clearTimeout(timer));
  loaded.set(key, chunk);
  return chunk;
}

// ---- the route loading flag (spec section 4) -------------------------------------------------

let pending = 0;
const listeners = new Set<() => void>();
function setPending(delta: number) {
  pending += delta;
  for (const listener of listeners) listener();
}

/** True while a navigation waits for a page chunk; false for pages already loaded. */
export function useRouteLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending > 0,
  );
}

/**
 * The router's `lazy` for a page: raises the loading flag until the chunk arrives or fails
 * (a page whose code is already here, e.g. prefetched, never raises it).
 */
export function lazyPage(key: PageKey, timeoutMs = CHUNK_TIMEOUT_MS) {
  return async (): Promise<{ Component: ComponentType }> => {
    const ready = arrived.get(key);
    if (ready) return { Component: ready };
    setPending(1);
    try {
      return { Component: await fetchChunk(key, timeoutMs) };
    } finally {
      setPending(-1);
    }
  };
}

/** Loads a page's chunk in the background (no spinner); failures are left for navigation. */
export function prefetchPage(key: PageKey): void {
  fetchChunk(key, CHUNK_TIMEOUT_MS).catch(() => undefined);
}
