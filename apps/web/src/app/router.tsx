import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppShell, type ShellHandle } from '../components/layout/app-shell';
import { AuthLayout } from '../components/layout/auth-layout';
import { PageSpinner } from '../components/ui/spinner';
import { RequireAuth } from './routes/require-auth';
import { RootLayout, RouteError } from './routes/root';

/** Pages are separate chunks, loaded on first visit. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        Component: AppShell,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./routes/landing')).LandingPage }),
          },
          {
            path: 'profile',
            Component: RequireAuth,
            children: [
              {
                index: true,
                handle: { titleKey: 'profile.title' } satisfies ShellHandle,
                lazy: async () => ({ Component: (await import('./routes/profile')).ProfilePage }),
              },
              {
                path: 'settings',
                handle: { titleKey: 'settings.title' } satisfies ShellHandle,
                lazy: async () => ({
                  Component: (await import('./routes/settings')).SettingsPage,
                }),
              },
              {
                path: 'password',
                handle: { titleKey: 'password.title' } satisfies ShellHandle,
                lazy: async () => ({
                  Component: (await import('./routes/change-password')).ChangePasswordPage,
                }),
              },
            ],
          },
        ],
      },
      {
        Component: AuthLayout,
        children: [
          { path: 'pass', element: <Navigate to="/pass/login" replace /> },
          {
            path: 'pass/login',
            lazy: async () => ({ Component: (await import('./routes/login')).LoginPage }),
          },
          {
            path: 'pass/register',
            lazy: async () => ({ Component: (await import('./routes/register')).RegisterPage }),
          },
          {
            path: 'pass/reset',
            lazy: async () => ({ Component: (await import('./routes/reset')).ResetPage }),
          },
          {
            path: 'api/loginCallback/google',
            lazy: async () => ({
              Component: (await import('./routes/google-callback')).GoogleCallbackPage,
            }),
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
