import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SkipLink } from '../../components/layout/skip-link';
import { cx } from '../../lib/cx';
import { useFirstPaintDone, useIdleModule } from '../../lib/first-paint';
import { useIsDesktop } from '../../lib/media';
import { hasFooter, isFullScreen, nearbyTabs } from '../navigation';
import { TAB_PAGES, prefetchPage } from '../page-chunks';
import { DesktopTopBar } from './desktop-top-bar';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { MobileHeader } from './mobile-header';
import { OnboardingBoard } from './onboarding-board';
import { RouteSpinner } from './route-spinner';
import { SupportHost } from './support-host';
import { TabBar } from './tab-bar';

// Below the fold: its own chunk, loaded and mounted once the page has been painted and the
// browser is idle.
const loadFooter = () => import('./footer');

/**
 * Prefetches the page code of up to three nearby tabs once the browser is idle, after the first
 * paint (before it, their code would compete with the page's own).
 */
function usePrefetchNearby(pathname: string) {
  const painted = useFirstPaintDone();
  useEffect(() => {
    if (!painted) return;
    const run = () => {
      for (const tab of nearbyTabs(pathname)) {
        const page = TAB_PAGES[tab.path];
        if (page) prefetchPage(page);
      }
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(run, 1500);
    return () => window.clearTimeout(id);
  }, [pathname, painted]);
}

/**
 * The frame around every page (spec section 2). Desktop: top bar, page, footer. Mobile: header,
 * page, footer and the tab bar; the onboarding board on the first visit. Full-screen pages
 * (login whitelist) get neither bar, and the footer is hidden where the spec says.
 */
export function Frame() {
  const { pathname } = useLocation();
  const isDesktop = useIsDesktop();
  const fullScreen = isFullScreen(pathname);
  const Footer = useIdleModule(loadFooter)?.Footer;
  usePrefetchNearby(pathname);
  return (
    <>
      <SkipLink />
      <RouteSpinner />
      {!fullScreen && (isDesktop ? <DesktopTopBar /> : <MobileHeader />)}
      <main
        id="main"
        tabIndex={-1}
        className={cx(
          'flex w-full flex-1 flex-col focus:outline-none',
          !fullScreen && 'mx-auto max-w-content px-4 pt-5 pb-10 desk:px-8 desk:pt-8 desk:pb-16',
        )}
      >
        <KeepAliveOutlet />
      </main>
      {Footer && hasFooter(pathname) && <Footer />}
      {!fullScreen && !isDesktop && (
        <>
          {/* Room for the fixed tab bar, so that the end of the page is never under it. */}
          <div aria-hidden="true" className="h-[calc(4rem+env(safe-area-inset-bottom))] shrink-0" />
          <TabBar />
          <OnboardingBoard />
        </>
      )}
      <SupportHost />
    </>
  );
}
