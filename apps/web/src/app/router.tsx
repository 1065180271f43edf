import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AuthLayout } from '../components/layout/auth-layout';
import { PageSpinner } from '../components/ui/spinner';
import { Frame } from './frame/frame';
import type { PageHandle } from './frame/keep-alive-outlet';
import { lazyPage } from './page-chunks';
import { RequireAuth } from './routes/require-auth';
import { PageError } from './routes/root';

/**
 * The routes of spec section 2 that are built; any other path (including the routes of
 * features not built yet) redirects to `/`. Every page is a lazily loaded chunk.
 */
export const routes: RouteObject[] = [
  {
    Component: Frame,
    HydrateFallback: PageSpinner,
    children: [
      {
        // A page that fails (its code did not load, or it threw) shows inside the frame.
        ErrorBoundary: PageError,
        children: [
          { index: true, lazy: lazyPage('home') },
          {
            path: 'profile',
            Component: RequireAuth,
            children: [
              {
                index: true,
                handle: { titleKey: 'profile.title' } satisfies PageHandle,
                lazy: lazyPage('profile'),
              },
              {
                path: 'balance',
                handle: { titleKey: 'balance.title' } satisfies PageHandle,
                lazy: lazyPage('balance'),
              },
              {
                path: 'orders',
                handle: { titleKey: 'trading.ordersPage.title' } satisfies PageHandle,
                lazy: lazyPage('orders'),
              },
              {
                path: 'verification',
                handle: { titleKey: 'kyc.title' } satisfies PageHandle,
                lazy: lazyPage('verification'),
              },
              {
                path: 'notification',
                handle: { titleKey: 'notifications.title' } satisfies PageHandle,
                lazy: lazyPage('notifications'),
              },
              {
                path: 'invite',
                handle: { titleKey: 'invite.title' } satisfies PageHandle,
                lazy: lazyPage('invite'),
              },
              {
                path: 'settings',
                handle: { titleKey: 'settings.title' } satisfies PageHandle,
                lazy: lazyPage('settings'),
              },
              {
                path: 'password',
                handle: { titleKey: 'password.title' } satisfies PageHandle,
                lazy: lazyPage('password'),
              },
            ],
          },
          {
            path: 'help',
            children: [
              {
                index: true,
                handle: { titleKey: 'help.title' } satisfies PageHandle,
                lazy: lazyPage('help'),
              },
              {
                path: 'faq',
                handle: { titleKey: 'faq.title' } satisfies PageHandle,
                lazy: lazyPage('faq'),
              },
              {
                path: 'notice',
                handle: {
                  titleKey: 'notices.title',
                  keepAliveKey: 'path+search',
                } satisfies PageHandle,
                lazy: lazyPage('notices'),
              },
            ],
          },
          {
            path: 'detail',
            handle: { titleKey: 'detail.title', titleParam: 'title' } satisfies PageHandle,
            lazy: lazyPage('detail'),
          },
          {
            path: 'market',
            handle: { titleKey: 'market.title' } satisfies PageHandle,
            lazy: lazyPage('market'),
          },
          {
            path: 'cruuency',
            handle: {
              titleKey: 'market.detail.title',
              keepAliveKey: 'path+search',
            } satisfies PageHandle,
            lazy: lazyPage('cruuency'),
          },
          {
            path: 'introduction',
            handle: { titleKey: 'introduction.title' } satisfies PageHandle,
            lazy: lazyPage('introduction'),
          },
          {
            Component: AuthLayout,
            children: [
              { path: 'pass', element: <Navigate to="/pass/login" replace /> },
              { path: 'pass/login', lazy: lazyPage('login') },
              { path: 'pass/register', lazy: lazyPage('register') },
              { path: 'pass/reset', lazy: lazyPage('reset') },
              { path: 'pass/unlock', lazy: lazyPage('unlock') },
              { path: 'api/loginCallback/google', lazy: lazyPage('googleCallback') },
            ],
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
