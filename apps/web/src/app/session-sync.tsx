import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authKeys } from '../features/auth/api/keys';
import { useUserInfo } from '../features/auth/api/get-user-info';
import { session } from '../lib/session';

/**
 * Keeps the stored session fresh: fetches the profile on start when the login flag is set (a
 * 401 there logs out through the API client), and drops cached account data on logout.
 */
export function SessionSync() {
  const queryClient = useQueryClient();
  useUserInfo();
  useEffect(
    () =>
      session.subscribe(() => {
        if (!session.get().isLogin) queryClient.removeQueries({ queryKey: authKeys.userInfo() });
      }),
    [queryClient],
  );
  return null;
}
