import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '../components/ui/toast';
import { i18n } from '../i18n';
import { FirstPaintContext, useFirstPaintTracker } from '../lib/first-paint';
import { createQueryClient } from '../lib/query-client';
import { useSession } from '../lib/session';

// Its own chunk with the account's schemas, mounted after the first paint and only while logged
// in (logging in mounts it, which fetches the profile as before): the page waits for neither.
const SessionSync = lazy(() => import('./session-sync').then((m) => ({ default: m.SessionSync })));

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const painted = useFirstPaintTracker();
  const { isLogin } = useSession();
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <FirstPaintContext value={painted}>
          <ToastProvider>
            {painted && isLogin && (
              <Suspense fallback={null}>
                <SessionSync />
              </Suspense>
            )}
            {children}
          </ToastProvider>
        </FirstPaintContext>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
