import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authKeys } from '../features/auth/api/keys';
import { useUserInfo } from '../features/auth/api/get-user-info';
import { inviteKeys } from '../features/invite/api/keys';
import { securityKeys } from '../features/security/api/security';
import { ledgerKeys } from '../lib/query-keys';
import { useLiveNotices } from '../features/notifications/components/live-notices';
import { notificationKeys } from '../features/notifications/api/notifications';
import { walletKeys } from '../lib/query-keys';
import { session, useSession } from '../lib/session';
import { isSupportOpen } from './frame/support-host';

/** A support reply's news while the chat is open: the reader sees the reply itself. */
const supportReplyInView = (item: { kind: string }) =>
  item.kind === 'support.reply' && isSupportOpen() && document.visibilityState === 'visible';

/**
 * Keeps the stored session fresh: fetches the profile on start when the login flag is set (a
 * 401 there logs out through the API client), binds the live channel to the account for its
 * notices, and drops cached account data on logout.
 */
export function SessionSync() {
  const queryClient = useQueryClient();
  useUserInfo();
  useLiveNotices(useSession().token, supportReplyInView);
  useEffect(
    () =>
      session.subscribe(() => {
        if (session.get().isLogin) return;
        queryClient.removeQueries({ queryKey: authKeys.userInfo() });
        // Balances and entries belong to the account that left: never shown to the next one.
        queryClient.removeQueries({ queryKey: ledgerKeys.all });
        queryClient.removeQueries({ queryKey: walletKeys.all });
        queryClient.removeQueries({ queryKey: notificationKeys.all });
        queryClient.removeQueries({ queryKey: inviteKeys.all });
        queryClient.removeQueries({ queryKey: securityKeys.all });
      }),
    [queryClient],
  );
  return null;
}
