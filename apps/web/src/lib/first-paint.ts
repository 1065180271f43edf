import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/**
 * Whether the app's first frame is on screen. What the first paint does not need (the footer,
 * the session check, the home page's server data with the schema library) mounts only then, so
 * that neither their code nor their requests hold up the page's first paint. True outside the
 * app's provider, e.g. in tests that render a part of the app.
 */
export const FirstPaintContext = createContext(true);

/** True once the app's first frame has been painted. */
export function useFirstPaintDone(): boolean {
  return useContext(FirstPaintContext);
}

/** Longest wait for the report of the first frame (a browser that reports none). */
const FIRST_FRAME_WAIT_MS = 1000;

/**
 * For the app's provider: false until the first frame after the first commit is on screen, then
 * true for good. Where the browser reports paints (Chromium's largest-contentful-paint entries,
 * which come once a frame is displayed), that report; elsewhere the task after the next frame.
 * The switch renders as a transition, in slices.
 */
export function useFirstPaintTracker(): boolean {
  const [done, setDone] = useState(false);
  const committedAt = useRef(0);
  useLayoutEffect(() => {
    committedAt.current = performance.now();
  }, []);
  useEffect(() => {
    if (done) return;
    let finished = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame: number | undefined;
    let observer: PerformanceObserver | undefined;
    const finish = () => {
      if (finished) return;
      finished = true;
      startTransition(() => setDone(true));
    };
    if (
      typeof PerformanceObserver === 'function' &&
      PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
    ) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= committedAt.current)) finish();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
      timer = setTimeout(finish, FIRST_FRAME_WAIT_MS);
    } else if (typeof window.requestAnimationFrame === 'function') {
      // A frame callback runs just before the next paint; a task queued from it, just after.
      frame = window.requestAnimationFrame(() => {
        timer = setTimeout(finish);
      });
    } else {
      timer = setTimeout(finish);
    }
    return () => {
      finished = true;
      observer?.disconnect();
      if (frame !== undefined) window.cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [done]);
  return done;
}

/**
 * A module loaded once the browser has had an idle moment after the first frame: for what is
 * below the fold (the footer), so that its code and data come after the page's own. Undefined
 * until then (and for good if its code cannot load: what it shows is not essential).
 *
 * It waits for a frame of its own rather than for `useFirstPaintDone`: that switch is a
 * transition, which waits while the page's deferred parts load (and can be put off by a page
 * with live prices), and nothing here needs to wait for them. The module is in hand before it
 * renders, and the switch is an ordinary update, not a transition or a `lazy` retry (those
 * render in interruptible slices that a busy page can keep putting off).
 */
export function useIdleModule<T>(load: () => Promise<T>): T | undefined {
  const [loaded, setLoaded] = useState<{ module: T }>();
  const loader = useRef(load);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    let frame: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const run = () => {
      loader
        .current()
        .then((module) => {
          if (live) setLoaded({ module });
        })
        .catch(() => undefined);
    };
    // A task queued from a frame callback runs once that frame is on screen; then an idle
    // moment (at most a second later).
    const afterFrame = () => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(run, { timeout: 1000 });
      } else {
        timer = setTimeout(run, 200);
      }
    };
    if (typeof window.requestAnimationFrame === 'function') {
      frame = window.requestAnimationFrame(() => {
        timer = setTimeout(afterFrame);
      });
    } else {
      timer = setTimeout(afterFrame);
    }
    return () => {
      live = false;
      if (frame !== undefined) window.cancelAnimationFrame(frame);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [loaded]);
  return loaded?.module;
}
