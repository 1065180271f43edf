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
 * A module loaded once the browser has had an idle moment after the first paint: for what is
 * below the fold (the footer), so that its code and data come after the page's own. Undefined
 * until then (and for good if its code cannot load: what it shows is not essential).
 *
 * The module is in hand before it renders, and the switch is an ordinary update, not a
 * transition or a `lazy` retry: those render in interruptible slices, and on a page with live
 * prices (an update every frame) on a busy device they could be put off again and again.
 */
export function useIdleModule<T>(load: () => Promise<T>): T | undefined {
  const painted = useFirstPaintDone();
  const [loaded, setLoaded] = useState<{ module: T }>();
  const loader = useRef(load);
  useEffect(() => {
    if (!painted || loaded) return;
    let live = true;
    const run = () => {
      loader
        .current()
        .then((module) => {
          if (live) setLoaded({ module });
        })
        .catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 1000 });
      return () => {
        live = false;
        window.cancelIdleCallback(id);
      };
    }
    const id = setTimeout(run, 200);
    return () => {
      live = false;
      clearTimeout(id);
    };
  }, [painted, loaded]);
  return loaded?.module;
}
