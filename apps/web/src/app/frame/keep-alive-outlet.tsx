import {
  Activity,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useMatches,
  useNavigationType,
  useOutlet,
  type Location,
  type NavigationType,
} from 'react-router';
import { useSession } from '../../lib/session';
import { KEEP_ALIVE_MAX, isKeptAlive, routeTransition, type RouteTransition } from '../navigation';

/** Route `handle` fields the frame reads. */
export interface PageHandle {
  /** Catalogue key of the page title (mobile header). */
  titleKey?: string;
  /** Query parameter holding the title (content pages: `/detail?title=`). */
  titleParam?: string;
  /**
   * `path+search` keeps one live page per query string (a notice list and each notice);
   * by default a page is kept once per path and follows its query string.
   */
  keepAliveKey?: 'path' | 'path+search';
}

interface Entry {
  key: string;
  element: ReactElement | null;
  location: Location;
  navigationType: NavigationType;
  usedAt: number;
}

function pageKey(location: Location, handle: PageHandle | undefined): string {
  return handle?.keepAliveKey === 'path+search'
    ? location.pathname + location.search
    : location.pathname;
}

/** Adds or refreshes the current page, evicting the least recently used beyond the cap. */
function withCurrent(entries: readonly Entry[], current: Entry): Entry[] {
  const next = entries.filter((entry) => entry.key !== current.key);
  const at = entries.findIndex((entry) => entry.key === current.key);
  // Keep each page's position among its siblings so that React never moves its DOM.
  next.splice(at === -1 ? next.length : at, 0, current);
  while (next.length > KEEP_ALIVE_MAX) {
    const oldest = next.reduce((a, b) => (b.usedAt < a.usedAt ? b : a));
    next.splice(next.indexOf(oldest), 1);
  }
  return next;
}

const KEYFRAMES: Record<RouteTransition, (rtl: boolean) => Keyframe[]> = {
  fade: () => [{ opacity: 0 }, { opacity: 1 }],
  'slide-forward': (rtl) => [
    { opacity: 0, transform: `translateX(${rtl ? -32 : 32}px)` },
    { opacity: 1, transform: 'none' },
  ],
  'slide-back': (rtl) => [
    { opacity: 0, transform: `translateX(${rtl ? 32 : -32}px)` },
    { opacity: 1, transform: 'none' },
  ],
  'slide-up': () => [
    { opacity: 0, transform: 'translateY(24px)' },
    { opacity: 1, transform: 'none' },
  ],
};
const TRANSITION_MS = 240;

function playTransition(element: HTMLElement, transition: RouteTransition) {
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  if (typeof element.animate !== 'function') return;
  const rtl = document.documentElement.dir === 'rtl';
  element.animate(KEYFRAMES[transition](rtl), {
    duration: TRANSITION_MS,
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  });
}

/**
 * The page outlet of the frame. Up to KEEP_ALIVE_MAX pages stay mounted behind React's
 * `<Activity>` with their state (a scrolled list, a typed search), each seeing the location it
 * was opened at; coming back shows it at once, scrolled where it was left. Pages with secrets
 * (login, registration, reset) are never kept, and logging out drops every kept page.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const matches = useMatches();
  const { isLogin } = useSession();
  const handle = matches.at(-1)?.handle as PageHandle | undefined;
  const key = pageKey(location, handle);
  const keep = isKeptAlive(location.pathname);

  const [state, setState] = useState(() => ({
    entries: [] as Entry[],
    clock: 0,
    isLogin,
    path: location.pathname,
    transition: null as RouteTransition | null,
  }));

  // Derived during render (React's pattern for state that follows props): record the page
  // being shown and the transition into it.
  const cached = state.entries.find((entry) => entry.key === key);
  const stale =
    keep &&
    (!cached ||
      cached.element !== outlet ||
      cached.location !== location ||
      state.isLogin !== isLogin);
  if (stale || state.path !== location.pathname || (!keep && state.isLogin !== isLogin)) {
    const clock = state.clock + 1;
    const base = state.isLogin !== isLogin ? [] : state.entries;
    const entry: Entry = { key, element: outlet, location, navigationType, usedAt: clock };
    setState({
      entries: keep ? withCurrent(base, entry) : base,
      clock,
      isLogin,
      path: location.pathname,
      transition:
        state.path !== location.pathname
          ? routeTransition(state.path, location.pathname)
          : state.transition,
    });
  }

  // Scroll: each page's position is remembered while it is shown and restored when it is shown
  // again; a page shown for the first time starts at the top.
  const positions = useRef(new Map<string, number>());
  const shownKey = useRef(key);
  useEffect(() => {
    const onScroll = () => positions.current.set(shownKey.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const wrappers = useRef(new Map<string, HTMLDivElement>());
  const first = useRef(true);
  useLayoutEffect(() => {
    if (shownKey.current === key && !first.current) return;
    shownKey.current = key;
    const saved = positions.current.get(key);
    window.scrollTo(0, keep && saved !== undefined ? saved : 0);
    const wrapper = wrappers.current.get(keep ? key : '');
    if (wrapper && !first.current && state.transition) playTransition(wrapper, state.transition);
    first.current = false;
  }, [key, keep, state.transition]);

  // Kept pages that left the cache forget their scroll position too.
  useEffect(() => {
    const live = new Set(state.entries.map((entry) => entry.key));
    for (const saved of positions.current.keys()) {
      if (!live.has(saved) && saved !== key) positions.current.delete(saved);
    }
  }, [state.entries, key]);

  const frame = (entryKey: string, children: ReactNode) => (
    <div
      className="flex flex-1 flex-col"
      data-page={entryKey}
      ref={(node) => {
        if (!node) return;
        wrappers.current.set(entryKey, node);
        return () => {
          wrappers.current.delete(entryKey);
        };
      }}
    >
      {children}
    </div>
  );

  return (
    <>
      {state.entries.map((entry) => {
        const visible = keep && entry.key === key;
        return (
          <Activity key={entry.key} mode={visible ? 'visible' : 'hidden'}>
            <LocationContext.Provider
              value={{
                location: visible ? location : entry.location,
                navigationType: visible ? navigationType : entry.navigationType,
              }}
            >
              {frame(entry.key, visible ? outlet : entry.element)}
            </LocationContext.Provider>
          </Activity>
        );
      })}
      {!keep && frame('', outlet)}
    </>
  );
}
