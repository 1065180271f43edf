import { ChevronLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches, useNavigate } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { isTabRoot } from '../navigation';
import { LanguageButton, NotificationBell, SupportButton } from './header-actions';
import type { PageHandle } from './keep-alive-outlet';

/** The current page's title: its route's catalogue key, or a query parameter it names. */
export function usePageHeading(): string {
  const { t } = useTranslation();
  const matches = useMatches();
  const location = useLocation();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as PageHandle | undefined;
    if (handle?.titleParam) {
      const fromQuery = new URLSearchParams(location.search).get(handle.titleParam)?.trim();
      if (fromQuery) return fromQuery.slice(0, 120);
    }
    if (handle?.titleKey) return (t as (key: string) => string)(handle.titleKey);
  }
  return '';
}

/**
 * The mobile header. Home shows the logo; the other tabs their title; every other page a back
 * button and its title. All carry the language button, the bell (logged in) and support.
 */
export function MobileHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const title = usePageHeading();
  const isHome = pathname === '/';
  const hasBack = !isTabRoot(pathname);

  function goBack() {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/');
  }

  return (
    <header
      data-testid="mobile-header"
      className="sticky top-0 z-40 border-b border-line bg-canvas/95 pt-[env(safe-area-inset-top)] backdrop-blur-md"
    >
      <div className="flex h-14 items-center gap-0.5 px-1.5">
        {hasBack && (
          <button
            type="button"
            onClick={goBack}
            aria-label={t('nav.back')}
            data-testid="back-button"
            className="flex size-11 shrink-0 items-center justify-center rounded-md text-fg hover:bg-hover"
          >
            <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </button>
        )}
        {isHome ? (
          <Link to="/" aria-label={t('app.home')} className="ms-2.5 me-auto rounded-md">
            <Logo />
          </Link>
        ) : (
          <h1
            data-testid="mobile-title"
            className={'min-w-0 flex-1 truncate text-md font-semibold ' + (hasBack ? '' : 'ps-2.5')}
          >
            {title}
          </h1>
        )}
        <LanguageButton />
        <NotificationBell />
        <SupportButton />
      </div>
    </header>
  );
}
