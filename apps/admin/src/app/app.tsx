import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, useRouteError, type RouteObject } from 'react-router';
import { Button } from '@swx/ui';
import { BackOfficeButtons } from '../components/button-look';
import { Alert, ListSkeleton, Skeleton } from '../components/feedback';
import { AdjustmentsPage } from '../features/adjustments/adjustments-page';
import { AuditPage } from '../features/audit/audit-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { LoansPage } from '../features/loans/loans-page';
import { NftsPage } from '../features/nfts/nfts-page';
import { SmartPage } from '../features/smart/smart-page';
import { StaffPage } from '../features/staff/staff-page';
import { SupportPage } from '../features/support/support-page';
import { UserPage } from '../features/users/user-page';
import { UsersPage } from '../features/users/users-page';
import { fetchMe } from '../features/auth/api';
import { SignInPage } from '../features/auth/sign-in-page';
import { DepositsPage } from '../features/queues/deposits-page';
import { KycPage } from '../features/queues/kyc-page';
import { WithdrawalsPage } from '../features/queues/withdrawals-page';
import { errorMessage } from '../lib/api';
import { session, useSession } from '../lib/session';
import { NAV_ITEMS, canSee } from './navigation';
import { Shell } from './shell';

/** Signed out: the sign-in page at whatever path was asked for (it stays in the address bar). */
function Root() {
  const { token, staff } = useSession();
  if (!token) return <SignInPage />;
  if (!staff) return <LoadProfile />;
  return <Shell staff={staff} />;
}

/** A reload keeps the token (sessionStorage) but not the profile: GET /me. */
function LoadProfile() {
  const me = useQuery({ queryKey: ['me'], queryFn: ({ signal }) => fetchMe(signal), retry: false });
  useEffect(() => {
    if (me.data) session.setStaff(me.data);
  }, [me.data]);
  if (me.isError) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6">
        <Alert tone="danger">{errorMessage(me.error)}</Alert>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => void me.refetch()}>
            Retry
          </Button>
          <Button variant="ghost" onClick={() => session.end('signed-out')}>
            Sign in again
          </Button>
        </div>
      </main>
    );
  }
  return (
    <div
      className="grid min-h-dvh grid-cols-[13rem_minmax(0,1fr)]"
      aria-busy="true"
      aria-label="Loading"
    >
      <div className="border-e border-line bg-surface p-4">
        <Skeleton className="h-6 w-32" />
      </div>
      <div className="p-6">
        <Skeleton className="h-8 w-48" />
      </div>
    </div>
  );
}

/** A section the staff member's permissions do not cover says so instead of failing calls. */
function Guarded({ path, children }: { path: string; children: ReactNode }) {
  const { staff } = useSession();
  const item = NAV_ITEMS.find((entry) => entry.to === path);
  if (staff && item && !canSee(staff, item)) {
    return (
      <div className="max-w-prose">
        <Alert tone="warning">
          Your role cannot open this section. Ask a superadmin for access.
        </Alert>
      </div>
    );
  }
  return children;
}

/**
 * Sections another part of the back office supplies, loaded when first opened (their own
 * chunk; the build needs only the module).
 */
const ConfigurationPage = lazy(() =>
  import('../features/configuration/configuration-page').then((m) => ({
    default: m.ConfigurationPage,
  })),
);
const ContentPage = lazy(() =>
  import('../features/content/content-page').then((m) => ({ default: m.ContentPage })),
);

/** A section that failed to render (a chunk gone after a deploy, most often): offer a reload. */
function SectionError() {
  const error = useRouteError();
  const stale = error instanceof TypeError && /dynamically imported module/i.test(error.message);
  return (
    <div className="flex max-w-prose flex-col items-start gap-3">
      <Alert tone="danger">
        {stale
          ? 'A newer version of the back office is out. Reload the page to open this section.'
          : 'This section failed to load. Reload the page and try again.'}
      </Alert>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </div>
  );
}

/** A section's page: guarded by its sidebar item's permission, loading and failing in place. */
function guarded(section: string, element: ReactNode) {
  return {
    errorElement: <SectionError />,
    element: (
      <Guarded path={section}>
        <Suspense fallback={<ListSkeleton />}>{element}</Suspense>
      </Guarded>
    ),
  };
}

function section(path: string, section: string, element: ReactNode): RouteObject {
  return { path, ...guarded(section, element) };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    children: [
      { index: true, ...guarded('/', <DashboardPage />) },
      section('kyc', '/kyc', <KycPage />),
      section('deposits', '/deposits', <DepositsPage />),
      section('withdrawals', '/withdrawals', <WithdrawalsPage />),
      section('users', '/users', <UsersPage />),
      section('users/:id', '/users', <UserPage />),
      section('adjustments', '/adjustments', <AdjustmentsPage />),
      section('smart', '/smart', <SmartPage />),
      section('loans', '/loans', <LoansPage />),
      section('nfts', '/nfts', <NftsPage />),
      section('configuration', '/configuration', <ConfigurationPage />),
      section('content', '/content', <ContentPage />),
      section('support', '/support', <SupportPage />),
      section('staff', '/staff', <StaffPage />),
      section('audit', '/audit', <AuditPage />),
      {
        path: '*',
        element: (
          <p className="text-sm text-fg-muted">
            This page does not exist. Pick a section in the sidebar.
          </p>
        ),
      },
    ],
  },
];

/** The base the server serves the back office under (vite.config.ts `base`). */
export const BASENAME = '/admin';

export function createRouter() {
  return createBrowserRouter(routes, { basename: BASENAME });
}

export function App({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createRouter>;
}) {
  // A new session starts with an empty cache (nothing of the previous staff member's left).
  useEffect(
    () =>
      session.subscribe(() => {
        if (!session.get().token) queryClient.clear();
      }),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <BackOfficeButtons>
        <RouterProvider router={router} />
      </BackOfficeButtons>
    </QueryClientProvider>
  );
}
