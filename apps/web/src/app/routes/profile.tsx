import {
  Bell,
  KeyRound,
  LogOut,
  MonitorSmartphone,
  ReceiptText,
  Settings,
  ShieldCheck,
  UserPlus,
  WalletMinimal,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { Badge } from '../../components/ui/badge';
import { Card, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast';
import { useLogout } from '../../features/auth/api/logout';
import { AccountDetails } from '../../features/auth/components/account-details';
import { KycStatusBadge } from '../../features/kyc/components/kyc-status-badge';
import { useUnreadCount } from '../../features/notifications/api/notifications';
import { useIdentification } from '../../features/wallet/api/wallet';
import { usePageTitle } from '../../lib/use-page-title';
import {
  AccountLoadError,
  AccountModeBadge,
  AccountModeSwitch,
  AccountSkeleton,
  UserAvatar,
  useAccount,
} from './account-parts';
import { ForwardChevron } from '../../components/ui/forward-chevron';
import { AccountOverview } from './account-overview';
import { useWalletActions } from './wallet-actions';
import { WelcomePanel } from './welcome-panel';

const rowClasses =
  'flex min-h-14 w-full items-center gap-3.5 px-5 py-3 text-start transition-colors duration-(--motion-fast) hover:bg-hover disabled:cursor-wait';

/** A row of the Manage list; its accessible name is what it shows (title, hint and badge). */
function RowContent({
  Icon,
  title,
  hint,
  end,
  danger = false,
}: {
  Icon: LucideIcon;
  title: string;
  hint: string;
  end: ReactNode;
  danger?: boolean;
}) {
  return (
    <>
      <span
        className={
          'flex size-9 shrink-0 items-center justify-center rounded-lg ' +
          (danger ? 'bg-danger-soft text-danger' : 'bg-hover text-fg-muted')
        }
      >
        <Icon aria-hidden="true" className="size-4.5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className={danger ? 'font-medium text-danger' : 'font-medium text-fg'}>{title}</span>
        <span className="truncate text-sm text-fg-muted">{hint}</span>
      </span>
      {end}
    </>
  );
}

/**
 * `/profile`: the welcome of a new account, the account overview (balances of the book in use
 * and its money actions), the profile with the account mode, and the ways to manage it.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  const navigate = useNavigate();
  const toast = useToast();
  const { user, query, book } = useAccount();
  const logout = useLogout({ onLoggedOut: () => toast.show(t('profile.loggedOut'), 'info') });
  const identification = useIdentification(true);
  const unread = useUnreadCount().data ?? 0;
  const actions = useWalletActions();
  const chevron = <ForwardChevron className="size-4 text-fg-subtle" />;
  const withChevron = (badge: ReactNode) => (
    <span className="flex shrink-0 items-center gap-2">
      {badge}
      {chevron}
    </span>
  );

  function onLogout() {
    if (logout.isPending) return;
    logout.mutate(() => navigate('/', { replace: true }));
  }

  return (
    <>
      <PageHeader title={t('profile.title')} />
      <div className="mb-5 flex flex-col gap-5 desk:mb-6 desk:gap-6">
        <WelcomePanel actions={actions} />
        <AccountOverview actions={actions} detailsLink={false} />
      </div>
      <div className="grid grid-cols-1 gap-5 desk:grid-cols-[minmax(0,1fr)_22rem] desk:items-start desk:gap-6">
        <Card aria-labelledby="profile-card-title">
          <CardHeader
            id="profile-card-title"
            title={t('profile.details')}
            action={<AccountModeBadge book={book} />}
          />
          {user ? (
            <>
              <div className="flex items-center gap-4 px-5 pt-5 pb-3">
                <UserAvatar user={user} />
                <div className="min-w-0">
                  <p className="truncate text-lg font-semibold text-fg" title={user.username}>
                    {user.username}
                  </p>
                  <p className="truncate text-sm text-fg-muted" title={user.email}>
                    {user.email}
                  </p>
                </div>
              </div>
              <div className="px-5 pb-2">
                <AccountDetails user={user} />
              </div>
            </>
          ) : query.isError ? (
            <AccountLoadError query={query} />
          ) : (
            <AccountSkeleton />
          )}
          <div className="flex flex-col gap-2 border-t border-line px-5 py-4">
            <AccountModeSwitch />
            <p className="text-sm text-fg-muted" data-testid="account-mode-hint">
              {book === 'demo' ? t('profile.demoHint') : t('profile.realHint')}
            </p>
          </div>
        </Card>

        <Card aria-labelledby="manage-title" className="overflow-hidden">
          <CardHeader id="manage-title" title={t('profile.manage')} />
          <ul className="divide-y divide-line">
            <li>
              <Link to="/profile/balance" className={rowClasses}>
                <RowContent
                  Icon={WalletMinimal}
                  title={t('profile.balance')}
                  hint={t('profile.balanceHint')}
                  end={chevron}
                />
              </Link>
            </li>
            <li>
              <Link
                to="/profile/orders"
                className={rowClasses}

                data-testid="profile-orders"
              >
                <RowContent
                  Icon={ReceiptText}
                  title={t('profile.orders')}
                  hint={t('profile.ordersHint')}
                  end={chevron}
                />
              </Link>
            </li>
            <li>
              <Link
                to="/profile/verification"
                className={rowClasses}

                data-testid="profile-verification"
              >
                <RowContent
                  Icon={ShieldCheck}
                  title={t('profile.verification')}
                  hint={t('profile.verificationHint')}
                  end={withChevron(
                    identification.data && <KycStatusBadge status={identification.data.status} />,
                  )}
                />
              </Link>
            </li>
            <li>
              <Link to="/profile/notification" className={rowClasses}>
                <RowContent
                  Icon={Bell}
                  title={t('profile.notifications')}
                  hint={t('profile.notificationsHint')}
                  end={withChevron(
                    unread > 0 && (
                      <Badge tone="accent" testId="profile-unread">
                        {t('profile.unread', { count: unread })}
                      </Badge>
                    ),
                  )}
                />
              </Link>
            </li>
            <li>
              <Link to="/profile/invite" className={rowClasses}>
                <RowContent
                  Icon={UserPlus}
                  title={t('profile.invite')}
                  hint={t('profile.inviteHint')}
                  end={chevron}
                />
              </Link>
            </li>
            <li>
              <Link to="/profile/settings" className={rowClasses}>
                <RowContent
                  Icon={Settings}
                  title={t('profile.settings')}
                  hint={t('profile.settingsHint')}
                  end={chevron}
                />
              </Link>
            </li>
            <li>
              <Link to="/profile/security" className={rowClasses} data-testid="profile-security">
                <RowContent
                  Icon={MonitorSmartphone}
                  title={t('profile.security')}
                  hint={t('profile.securityHint')}
                  end={chevron}
                />
              </Link>
            </li>
            <li>
              <Link to="/profile/password" className={rowClasses}>
                <RowContent
                  Icon={KeyRound}
                  title={t('profile.changePassword')}
                  hint={t('profile.changePasswordHint')}
                  end={chevron}
                />
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={onLogout}
                aria-busy={logout.isPending || undefined}
                className={rowClasses}
              >
                <RowContent
                  Icon={LogOut}
                  title={t('profile.logout')}
                  hint={t('profile.logoutHint')}
                  end={logout.isPending ? <Spinner /> : null}
                  danger
                />
              </button>
            </li>
          </ul>
        </Card>
      </div>
      {actions.dialogs}
    </>
  );
}
