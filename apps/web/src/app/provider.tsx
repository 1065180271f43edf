import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '../components/ui/toast';
import { authKeys } from '../features/auth/api/keys';
import { useUserInfo } from '../features/auth/api/get-user-info';
import { i18n } from '../i18n';
import { createQueryClient } from '../lib/query-client';
import { session } from '../lib/session';

/**
 * Keeps the stored session fresh: fetches the profile on start when the login flag is set (a
 * 401 there logs out through the API client), and drops cached account data on logout.
 */
function SessionSync() {
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

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <SessionSync />
          {children}
        </ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
