import { Bell, Globe, Headset, Moon, Sun } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../lib/cx';
import { useSession } from '../../lib/session';
import { setTheme, useTheme } from '../../lib/theme';
import { BUILT_FEATURES } from '../navigation';
import { LanguageDialog } from './language-dialog';
import { openSupport, useSupportUnread } from './support-host';

export const iconButtonClasses =
  'flex size-11 shrink-0 items-center justify-center rounded-md text-fg-muted transition-colors duration-(--motion-fast) hover:bg-hover hover:text-fg desk:size-9';

/**
 * Opens the support chat: an icon button (mobile header), a labelled button (desktop top bar)
 * or a text link (footer, help); the buttons show the agents' messages not read yet.
 */
export function SupportButton({
  variant = 'icon',
  className,
}: {
  variant?: 'icon' | 'labelled' | 'link';
  className?: string;
}) {
  const { t } = useTranslation();
  const unread = useSupportUnread();
  const named = unread > 0 ? t('support.openUnread', { n: unread }) : t('support.open');
  return (
    <>
      <button
        type="button"
        onClick={openSupport}
        aria-label={
          variant === 'icon' || (variant === 'labelled' && unread > 0) ? named : undefined
        }
        aria-haspopup="dialog"
        data-testid={variant === 'link' ? undefined : 'support-button'}
        className={
          variant === 'link'
            ? className
            : cx(
                iconButtonClasses,
                'relative',
                variant === 'labelled' && 'w-auto gap-2 px-2.5 text-sm font-medium desk:w-auto',
                className,
              )
        }
      >
        {variant !== 'link' && <Headset aria-hidden="true" className="size-4.5" />}
        {variant === 'labelled' && <span>{t('support.button')}</span>}
        {variant === 'link' && t('footer.onlineSupport')}
        {variant !== 'link' && unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="support-badge"
            className="absolute end-1 top-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 text-[0.625rem] leading-none font-bold text-canvas tabular-nums desk:end-0 desk:top-0"
          >
            {unreadBadge(unread)}
          </span>
        )}
      </button>
    </>
  );
}

// The count and its query come with the account's code, after the first paint; until then
// the bell shows without its figure.
const UnreadBell = lazy(() =>
  import('../../features/notifications/components/unread-bell').then((m) => ({
    default: m.UnreadBell,
  })),
);

/** The bell: to the notifications page, for logged-in users, with the unread count. */
export function NotificationBell() {
  const { isLogin } = useSession();
  if (!isLogin || !BUILT_FEATURES.notifications) return null;
  return (
    <Suspense fallback={<BellLink unread={0} />}>
      <UnreadBell>{(unread) => <BellLink unread={unread} />}</UnreadBell>
    </Suspense>
  );
}

/** The bell's figure: the count up to 99, then "99+". */
export function unreadBadge(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

function BellLink({ unread }: { unread: number }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/profile/notification"
      aria-label={
        unread > 0 ? t('nav.notificationsUnread', { count: unread }) : t('nav.notifications')
      }
      data-testid="notification-bell"
      data-unread={unread}
      className={cx(iconButtonClasses, 'relative')}
    >
      <Bell aria-hidden="true" className="size-4.5" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="notification-badge"
          className="absolute end-1 top-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 text-[0.625rem] leading-none font-bold text-canvas tabular-nums desk:end-0 desk:top-0"
        >
          {unreadBadge(unread)}
        </span>
      )}
    </Link>
  );
}

/** The mobile language button: the picker modal of the spec (en, hk, zh, then the rest). */
export function LanguageButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('nav.language')}
        aria-haspopup="dialog"
        data-testid="language-button"
        className={iconButtonClasses}
      >
        <Globe aria-hidden="true" className="size-4.5" />
      </button>
      <LanguageDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

export function ThemeButton() {
  const { t } = useTranslation();
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={next === 'light' ? t('nav.themeLight') : t('nav.themeDark')}
      data-testid="theme-button"
      className={iconButtonClasses}
    >
      {theme === 'dark' ? (
        <Sun aria-hidden="true" className="size-4.5" />
      ) : (
        <Moon aria-hidden="true" className="size-4.5" />
      )}
    </button>
  );
}
