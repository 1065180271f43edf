import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedHandler } from '../lib/api-client';
import { loginUrl } from '../lib/redirect';
import { AppProvider } from './provider';
import type { createRouter } from './router';

export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  // The API client's 401 policy: to the login page, which brings the user back here.
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        const { pathname, search } = router.state.location;
        if (pathname.startsWith('/pass/')) return;
        void router.navigate(loginUrl(pathname + search), { replace: true });
      }),
    [router],
  );

  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
