import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Logo } from '../ui/logo';
import { LanguageSelect } from '../language-select';

function BrandPanel() {
  const { t } = useTranslation();
  const points = [
    t('auth.brandPoints.email'),
    t('auth.brandPoints.login'),
    t('auth.brandPoints.demo'),
  ];
  return (
    <aside className="relative hidden w-[30rem] shrink-0 flex-col justify-between overflow-hidden border-e border-line bg-surface p-10 desk:flex">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -start-32 -top-40 size-[32rem] rounded-full bg-accent-soft blur-3xl"
      />
      <Link to="/" aria-label={t('app.home')} className="relative self-start rounded-md">
        <Logo />
      </Link>
      <div className="relative">
        <h2 className="max-w-sm text-2xl font-semibold tracking-tight text-fg">
          {t('auth.brandHeadline')}
        </h2>
        <p className="mt-3 max-w-sm text-fg-muted">{t('app.tagline')}</p>
        <ul className="mt-8 flex flex-col gap-3.5">
          {points.map((point) => (
            <li key={point} className="flex items-center gap-3 text-fg">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-text">
                <CircleCheck aria-hidden="true" className="size-4" />
              </span>
              {point}
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-xs text-fg-subtle">© {new Date().getFullYear()} SWX</p>
    </aside>
  );
}

/**
 * Full-screen pages without the top bar (login whitelist: login, register, reset, the social
 * login callback): a brand panel and a centred card on desktop, full width on mobile.
 */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-1">
      <BrandPanel />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-between gap-4 px-4 pt-[max(0.75rem,env(safe-area-inset-top))] desk:justify-end desk:px-10 desk:pt-6">
          <Link to="/" aria-label={t('app.home')} className="rounded-md desk:hidden">
            <Logo />
          </Link>
          <LanguageSelect />
        </header>
        <div className="flex flex-1 justify-center px-5 pt-6 pb-[max(2rem,env(safe-area-inset-bottom))] desk:items-center desk:px-10 desk:py-10">
          <div className="w-full max-w-form animate-enter desk:has-[[data-auth-wide]]:max-w-[44rem]">
            <Outlet />
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * The card around an auth page's content (no frame on mobile); `wide` for a form in two columns
 * on the desktop (the layout's column widens for it).
 */
export function AuthCard({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div
      data-auth-wide={wide || undefined}
      className="flex flex-col gap-6 desk:rounded-xl desk:border desk:border-line desk:bg-surface desk:p-8 desk:shadow-card"
    >
      {children}
    </div>
  );
}

export function AuthHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight text-fg">{title}</h1>
      {subtitle && <p className="mt-1.5 text-fg-muted">{subtitle}</p>}
    </div>
  );
}
