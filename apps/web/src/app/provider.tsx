import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '../components/ui/toast';
import { i18n } from '../i18n';
import { createQueryClient } from '../lib/query-client';

// Its own chunk: the first paint does not wait for the profile schema.
const SessionSync = lazy(() => import('./session-sync').then((m) => ({ default: m.SessionSync })));

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <Suspense fallback={null}>
            <SessionSync />
          </Suspense>
          {children}
        </ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
