import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguageSelect } from '../../components/language-select';
import { buttonClasses } from '@swx/ui';
import { Logo } from '../../components/ui/logo';
import { cx } from '../../lib/cx';
import { loginUrl } from '../../lib/redirect';
import { useSession } from '../../lib/session';
import { TABS, isTabBuilt } from '../navigation';
import { NotificationBell, SupportButton, ThemeButton } from './header-actions';
import { SoonBadge } from '../../components/ui/soon-badge';

function DesktopTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.primary')} className="flex h-full items-stretch">
      <ul className="flex items-stretch gap-1">
        {TABS.map((tab) => (
          <li key={tab.key} className="flex">
            {isTabBuilt(tab) ? (
              <NavLink
                to={tab.path}
                end={tab.path === '/'}
                data-testid={`tab-${tab.key}`}
                className={({ isActive }) =>
                  cx(
                    'relative flex items-center px-3 text-sm font-medium whitespace-nowrap transition-colors duration-(--motion-fast)',
                    'after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full',
                    isActive
                      ? 'text-fg after:bg-accent'
                      : 'text-fg-muted hover:text-fg after:bg-transparent',
                  )
                }
              >
                {t(tab.labelKey)}
              </NavLink>
            ) : (
              <span
                aria-disabled="true"
                data-testid={`tab-${tab.key}`}
                className="flex cursor-default items-center gap-1.5 px-3 text-sm font-medium whitespace-nowrap text-fg-subtle"
              >
                {t(tab.labelKey)}
                <SoonBadge />
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The desktop top bar (width over 1000): logo to home, the main tabs, online support, theme,
 * the language dropdown, and Login / Sign-up when logged out (the account when logged in).
 */
export function DesktopTopBar() {
  const { t } = useTranslation();
  const { isLogin, user } = useSession();
  const location = useLocation();
  return (
    <header
      data-testid="top-bar"
      className="sticky top-0 z-40 border-b border-line bg-canvas/90 backdrop-blur-md"
    >
      <div className="mx-auto flex h-16 max-w-content items-center gap-8 px-8">
        <Link to="/" aria-label={t('app.home')} className="shrink-0 rounded-md">
          <Logo />
        </Link>
        <DesktopTabs />
        <div className="ms-auto flex items-center gap-1.5">
          <SupportButton variant="labelled" />
          <ThemeButton />
          <NotificationBell />
          <LanguageSelect />
          <span className="mx-1.5 h-5 w-px bg-line" aria-hidden="true" />
          {isLogin ? (
            <Link
              to="/profile"
              data-testid="topbar-account"
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              <UserRound aria-hidden="true" className="size-4" />
              <span className="max-w-40 truncate" title={user?.username}>
                {user?.username ?? t('nav.myAccount')}
              </span>
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
