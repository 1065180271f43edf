import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AuthLayout } from '../components/layout/auth-layout';
import { PageSpinner } from '../components/ui/spinner';
import { Frame } from './frame/frame';
import type { PageHandle } from './frame/keep-alive-outlet';
import { lazyPage, type PageKey } from './page-chunks';
import { RequireAuth } from './routes/require-auth';
import { PageError } from './routes/root';

/** A page at `path`: its lazily loaded chunk and its handle (title, keep-alive). */
function page(path: string, key: PageKey, handle: PageHandle): RouteObject {
  return { path, handle, lazy: lazyPage(key) };
}

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
              page('balance', 'balance', { titleKey: 'balance.title' }),
              page('orders', 'orders', { titleKey: 'trading.ordersPage.title' }),
              page('verification', 'verification', { titleKey: 'kyc.title' }),
              page('notification', 'notifications', { titleKey: 'notifications.title' }),
              page('invite', 'invite', { titleKey: 'invite.title' }),
              page('settings', 'settings', { titleKey: 'settings.title' }),
              page('password', 'password', { titleKey: 'password.title' }),
              page('security', 'security', { titleKey: 'security.title' }),
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
              page('faq', 'faq', { titleKey: 'faq.title' }),
              page('notice', 'notices', { titleKey: 'notices.title', keepAliveKey: 'path+search' }),
              page('contact', 'contact', { titleKey: 'contact.title' }),
            ],
          },
          page('detail', 'detail', { titleKey: 'detail.title', titleParam: 'title' }),
          page('market', 'market', { titleKey: 'market.title' }),
          page('cruuency', 'cruuency', {
            titleKey: 'market.detail.title',
            keepAliveKey: 'path+search',
          }),
          page('introduction', 'introduction', { titleKey: 'introduction.title' }),
          {
            path: 'trading',
            children: [
              {
                index: true,
                handle: { titleKey: 'smart.title' } satisfies PageHandle,
                lazy: lazyPage('smart'),
              },
              {
                Component: RequireAuth,
                children: [
                  page('plan', 'smartPlan', {
                    titleKey: 'smart.detail.title',
                    keepAliveKey: 'path+search',
                  }),
                ],
              },
            ],
          },
          {
            path: 'loan',
            children: [
              {
                index: true,
                handle: { titleKey: 'loans.title' } satisfies PageHandle,
                lazy: lazyPage('loan'),
              },
              {
                Component: RequireAuth,
                children: [
                  page('detail', 'loanDetail', {
                    titleKey: 'loans.detail.title',
                    keepAliveKey: 'path+search',
                  }),
                ],
              },
            ],
          },
          {
            path: 'nfts',
            children: [
              {
                index: true,
                handle: { titleKey: 'nfts.title' } satisfies PageHandle,
                lazy: lazyPage('nfts'),
              },
              page('detail', 'nftDetail', {
                titleKey: 'nfts.detail.title',
                keepAliveKey: 'path+search',
              }),
              page('charity', 'nftCharity', {
                titleKey: 'nfts.charity.title',
                keepAliveKey: 'path+search',
              }),
            ],
          },
          {
            Component: AuthLayout,
            children: [
              { path: 'pass', element: <Navigate to="/pass/login" replace /> },
              { path: 'pass/login', lazy: lazyPage('login') },
              { path: 'pass/register', lazy: lazyPage('register') },
              { path: 'pass/reset', lazy: lazyPage('reset') },
              { path: 'pass/unlock', lazy: lazyPage('unlock') },
              { path: 'pass/cancel-address', lazy: lazyPage('cancelAddress') },
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
