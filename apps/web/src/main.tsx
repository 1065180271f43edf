import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import { initI18n } from './i18n';
import { applyTheme, getTheme } from './lib/theme';
import './styles/index.css';

applyTheme(getTheme());

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

/**
 * How long the static frame of index.html waits for the first page's code before React shows
 * the page spinner instead (a slow network): a fast one paints the page in one go.
 */
const FIRST_PAGE_WAIT_MS = 3000;

type Router = ReturnType<typeof createRouter>;

/** Resolves when the router has the first page's code (or failed to get it), or after `ms`. */
function firstPage(router: Router, ms: number): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = window.setTimeout(done, ms);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
    function done() {
      window.clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}

// The router starts loading the first page's code now (index.html preloads the home page's and
// the language's chunks), while the language's catalogue loads beside it. The first render
// waits for both, so that React commits the frame and the page once instead of a spinner
// first, and renders as a transition: in slices that leave the main thread free in between.
const router = createRouter();
void Promise.all([initI18n(), firstPage(router, FIRST_PAGE_WAIT_MS)]).finally(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
});
