import { ChevronLeft, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { buttonClasses } from '../ui/button';
import { Logo } from '../ui/logo';
import { LanguageSelect } from '../language-select';
import { useIsDesktop } from '../../lib/media';
import { loginUrl } from '../../lib/redirect';
import { useSession } from '../../lib/session';
import { RouteProgress } from './route-progress';
import { SkipLink } from './skip-link';

/** Route `handle` of pages inside the shell: the catalogue key of the mobile header title. */
export interface ShellHandle {
  titleKey?: string;
}

function DesktopTopBar() {
  const { t } = useTranslation();
  const { isLogin, user } = useSession();
  const location = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/90 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-content items-center gap-6 px-8">
        <Link to="/" aria-label={t('app.home')} className="rounded-md">
          <Logo />
        </Link>
        <nav aria-label={t('nav.primary')} className="flex-1" />
        <div className="flex items-center gap-2">
          <LanguageSelect />
          <span className="mx-1 h-5 w-px bg-line" aria-hidden="true" />
          {isLogin ? (
            <Link
              to="/profile"
              data-testid="topbar-account"
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              <UserRound aria-hidden="true" className="size-4" />
              <span className="max-w-40 truncate">{user?.username ?? t('nav.myAccount')}</span>
            </Link>
          ) : (
            <>
              <Link
                to={loginUrl(location.pathname + location.search)}
                data-testid="topbar-login"
                className={buttonClasses({ variant: 'ghost', size: 'sm' })}
              >
                {t('nav.login')}
              </Link>
              <Link
                to="/pass/register"
                data-testid="topbar-signup"
                className={buttonClasses({ variant: 'primary', size: 'sm' })}
              >
                {t('nav.signup')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

function MobileHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const isRoot = location.pathname === '/';
  const titleKey = [...matches]
    .reverse()
    .map((match) => (match.handle as ShellHandle | undefined)?.titleKey)
    .find(Boolean);
  const title = titleKey ? (t as (key: string) => string)(titleKey) : '';

  function goBack() {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/');
  }

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/95 pt-[env(safe-area-inset-top)] backdrop-blur-md">
      <div className="flex h-14 items-center gap-1 px-1.5">
        {isRoot ? (
          <Link to="/" aria-label={t('app.home')} className="ms-2.5 rounded-md">
            <Logo />
          </Link>
        ) : (
          <button
            type="button"
            onClick={goBack}
            aria-label={t('nav.back')}
            className="flex size-11 items-center justify-center rounded-md text-fg hover:bg-hover"
          >
            <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </button>
        )}
        {isRoot ? (
          <span className="flex-1" />
        ) : (
          <h1 className="min-w-0 flex-1 truncate text-center text-md font-semibold">{title}</h1>
        )}
        <LanguageSelect compact />
      </div>
    </header>
  );
}

/** Pages with a header: the desktop top bar (width > 1000) or the mobile header. */
export function AppShell() {
  const isDesktop = useIsDesktop();
  return (
    <>
      <SkipLink />
      <RouteProgress />
      {isDesktop ? <DesktopTopBar /> : <MobileHeader />}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-content flex-1 flex-col px-4 pt-5 pb-[max(2rem,env(safe-area-inset-bottom))] focus:outline-none desk:px-8 desk:pt-8"
      >
        <Outlet />
      </main>
    </>
  );
}
