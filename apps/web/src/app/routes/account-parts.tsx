import { VIRTUAL_STATUS_DEMO, type UserProfile } from '@swx/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useUserInfo } from '../../features/auth/api/get-user-info';
import { useSession } from '../../lib/session';

/** The stored profile, refreshed in the background; loading and error states when absent. */
export function useAccount() {
  const { user, virtualStatus } = useSession();
  const query = useUserInfo();
  return { user, query, isDemo: virtualStatus === VIRTUAL_STATUS_DEMO };
}

export function AccountModeBadge({ isDemo }: { isDemo: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={isDemo ? 'warning' : 'success'} testId="account-mode">
      {isDemo ? t('profile.demo') : t('profile.real')}
    </Badge>
  );
}

export function AccountSkeleton() {
  return (
    <div className="flex flex-col gap-4 p-5" aria-hidden="true">
      <div className="flex items-center gap-4">
        <Skeleton className="size-12 rounded-full" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-3 w-56" />
        </div>
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
