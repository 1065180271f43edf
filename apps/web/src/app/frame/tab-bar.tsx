import {
  Bot,
  ChartCandlestick,
  Gem,
  HandCoins,
  House,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { cx } from '../../lib/cx';
import { TABS, isTabBuilt, tabOfPath, type TabKey } from '../navigation';

const ICONS: Record<TabKey, LucideIcon> = {
  home: House,
  market: ChartCandlestick,
  trading: Bot,
  loan: HandCoins,
  nfts: Gem,
  profile: UserRound,
};

function scrollToTop() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/** A tab's label on one line; a short one stands for the full name, which screen readers read. */
function TabLabel({ label, shown }: { label: string; shown: string }) {
  if (shown === label) {
    return (
      <span data-tab-label className="max-w-full truncate px-0.5">
        {label}
      </span>
    );
  }
  return (
    <>
      <span data-tab-label aria-hidden="true" className="max-w-full truncate px-0.5" title={label}>
        {shown}
      </span>
      <span className="sr-only">{label}</span>
    </>
  );
}

/**
 * The mobile tab bar: the six main tabs in the spec's order. Tapping the tab already shown
 * scrolls its page to the top. A tab whose feature is not built yet is shown, disabled.
 */
export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = tabOfPath(pathname);
  return (
    <nav
      aria-label={t('nav.primary')}
      data-testid="tab-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-canvas pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="mx-auto grid h-16 max-w-xl grid-cols-6">
        {TABS.map((tab) => {
          const Icon = ICONS[tab.key];
          const label = t(tab.labelKey);
          // The short label shows; the full one names the tab for assistive technology.
          const shown = tab.shortLabelKey ? t(tab.shortLabelKey) : label;
          const itemClass =
            'flex h-full flex-col items-center justify-start gap-1 pt-2.5 text-center text-[0.6875rem] leading-tight font-medium';
          if (!isTabBuilt(tab)) {
            return (
              <li key={tab.key}>
                <span
                  aria-disabled="true"
                  data-testid={`tabbar-${tab.key}`}
                  className={cx(itemClass, 'cursor-default text-fg-subtle opacity-55')}
                >
                  <Icon aria-hidden="true" className="size-5" />
                  <TabLabel label={label} shown={shown} />
                  <span className="sr-only">{t('nav.soon')}</span>
                </span>
              </li>
            );
          }
          const isActive = active === tab;
          return (
            <li key={tab.key}>
              <NavLink
                to={tab.path}
                end={tab.path === '/'}
                data-testid={`tabbar-${tab.key}`}
                aria-current={isActive ? 'page' : undefined}
                onClick={(event) => {
                  if (pathname === tab.path) {
                    event.preventDefault();
                    scrollToTop();
                  }
                }}
                className={cx(
                  itemClass,
                  'transition-colors duration-(--motion-fast)',
                  isActive ? 'text-accent-text' : 'text-fg-muted hover:text-fg',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
                <TabLabel label={label} shown={shown} />
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
