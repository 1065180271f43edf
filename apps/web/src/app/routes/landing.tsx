import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

/** `/`: what SWX is and the way in. The real home page (markets) comes later. */
export function LandingPage() {
  const { t } = useTranslation();
  const { isLogin, user } = useSession();
  usePageTitle();
  return (
    <section
      aria-labelledby="landing-title"
      className="relative isolate flex flex-1 flex-col items-center justify-center py-16 text-center desk:py-24"
    >
      {/* A soft accent glow; never wider than the screen (no horizontal scrolling). */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-1/2 -z-10 aspect-square w-[min(40rem,100vw)] -translate-x-1/2 -translate-y-1/2 rounded-full bg-[radial-gradient(closest-side,var(--color-accent-soft),transparent)]"
      />
      <p className="text-sm font-semibold tracking-[0.2em] text-accent-text uppercase">
        {t('landing.title')}
      </p>
      <h1
        id="landing-title"
        className="mt-4 max-w-3xl text-2xl font-semibold tracking-tight text-balance text-fg sm:text-3xl desk:text-4xl"
      >
        {t('landing.headline')}
      </h1>
      <p className="mt-5 max-w-prose text-md text-pretty text-fg-muted">
        {t('landing.description')}
      </p>

      {isLogin ? (
        <div className="mt-10 flex flex-col items-center gap-4">
          {user && (
            <p className="text-fg" data-testid="landing-welcome">
              {t('landing.welcomeBack', { name: user.username })}
            </p>
          )}
          <Link
            to="/profile"
            data-testid="landing-account"
            className={buttonClasses({ size: 'lg' })}
          >
            {t('landing.goToAccount')}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Link>
        </div>
      ) : (
        <div className="mt-10 flex w-full max-w-xs flex-col gap-3 sm:w-auto sm:max-w-none sm:flex-row">
          <Link
            to="/pass/register"
            data-testid="landing-signup"
            className={buttonClasses({ size: 'lg', block: true }) + ' sm:w-40'}
          >
            {t('nav.signup')}
          </Link>
          <Link
            to="/pass/login"
            data-testid="landing-login"
            className={
              buttonClasses({ variant: 'secondary', size: 'lg', block: true }) + ' sm:w-40'
            }
          >
            {t('nav.login')}
          </Link>
        </div>
      )}
      {!isLogin && <p className="mt-6 text-sm text-fg-subtle">{t('landing.demoNote')}</p>}
    </section>
  );
}
