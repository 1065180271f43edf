import { statusOfBook, type Book, type UserProfile } from '@swx/contract';
import { useQueryClient } from '@tanstack/react-query';
import { FlaskConical, Landmark } from 'lucide-react';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/page-header';
import { Badge } from '../../components/ui/badge';
import { LoadError } from '../../components/ui/load-error';
import { Segmented } from '../../components/ui/segmented';
import { MediaSkeleton, Skeleton } from '../../components/ui/skeleton';
import { useToast } from '../../components/ui/toast';
import { useUserInfo } from '../../features/auth/api/get-user-info';
import { ledgerKeys } from '../../lib/query-keys';
import { session, useSession } from '../../lib/session';
import { useBook } from '../../lib/use-book';
import { useIsDesktop } from '../../lib/media';

/** The stored profile, refreshed in the background; loading and error states when absent. */
export function useAccount() {
  const { user } = useSession();
  const query = useUserInfo();
  return { user, query, book: useBook() };
}

export function AccountModeBadge({ book }: { book: Book }) {
  const { t } = useTranslation();
  const isDemo = book === 'demo';
  return (
    <Badge tone={isDemo ? 'warning' : 'success'} testId="account-mode">
      {isDemo ? t('profile.demo') : t('profile.real')}
    </Badge>
  );
}

/**
 * Switches the account mode (spec section 4): stores `virtualStatus` (so that the API client's
 * X-Real-Account header follows), says so in a toast and refreshes the balances.
 */
export function useSwitchAccountMode(): (book: Book) => void {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useCallback(
    (book: Book) => {
      const status = statusOfBook(book);
      if (session.get().virtualStatus === status) return;
      session.setVirtualStatus(status);
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.balances() });
      toast.show(
        t(book === 'demo' ? 'profile.mode.switchedDemo' : 'profile.mode.switchedReal'),
        'success',
      );
    },
    [t, toast, queryClient],
  );
}

/** The demo/real switch: a labelled radio pair, the current mode checked. */
export function AccountModeSwitch() {
  const { t } = useTranslation();
  const switchMode = useSwitchAccountMode();
  const mode = useBook();
  return (
    <div data-testid="account-mode-switch" data-mode={mode}>
      <Segmented<Book>
        legend={t('profile.mode.legend')}
        value={mode}
        onChange={switchMode}
        options={[
          {
            value: 'demo',
            label: t('profile.demo'),
            Icon: FlaskConical,
          },
          {
            value: 'real',
            label: t('profile.real'),
            Icon: Landmark,
          },
        ]}
      />
    </div>
  );
}

/**
 * A page about the book in use (balances, orders): its header, and the demo/real switch beside
 * the title on the desktop layout or above the content on mobile.
 */
export function BookPageLayout({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const isDesktop = useIsDesktop();
  const modeSwitch = <AccountModeSwitch />;
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        action={isDesktop ? modeSwitch : undefined}
      />
      <div className="flex flex-col gap-5 desk:gap-6">
        {!isDesktop && modeSwitch}
        {children}
      </div>
    </>
  );
}

export function AccountSkeleton() {
  return (
    <div className="flex flex-col gap-4 p-5" aria-hidden="true">
      <div className="flex items-center gap-4">
        <MediaSkeleton media="size-12 rounded-full" lines={['h-4 w-40', 'h-3 w-56']} />
      </div>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-5 w-full" />
      ))}
    </div>
  );
}

/** Shown when there is no stored profile and fetching it failed. */
export function AccountLoadError({ query }: { query: ReturnType<typeof useUserInfo> }) {
  const { t } = useTranslation();
  return (
    <div className="p-5">
      <LoadError
        title={t('profile.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    </div>
  );
}

export function UserAvatar({ user }: { user: UserProfile }) {
  return (
    <div
      aria-hidden="true"
      className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-soft text-lg font-semibold text-accent-text uppercase"
    >
      {user.username.slice(0, 1)}
    </div>
  );
}
