import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { BackOfficeButtons } from '../components/button-look';
import { session, type StaffProfile } from '../lib/session';

/** A request the page sent to the staff API (path without /swx/admin, with its query). */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export interface Reply {
  status: number;
  envelope: { code: number; msg: string; result: unknown };
}

export const success = (result: unknown): Reply => ({
  status: 200,
  envelope: { code: 200, msg: 'success', result },
});

export const refusal = (code: number, msg: string): Reply => ({
  status: 400,
  envelope: { code, msg, result: null },
});

/**
 * Stands in for the server: `serve` answers each call (undefined: the test did not expect
 * it, which fails the call loudly). Returns the calls in order.
 */
export function serveApi(serve: (call: ApiCall) => Reply | undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: String(input).replace('/swx/admin', ''),
      // A multipart upload is kept as its FormData; anything else is JSON.
      body:
        init?.body instanceof FormData
          ? init.body
          : init?.body
            ? JSON.parse(String(init.body))
            : undefined,
    };
    calls.push(call);
    const reply = serve(call);
    if (!reply) throw new Error(`no answer for ${call.method} ${call.path}`);
    return new Response(JSON.stringify(reply.envelope), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/**
 * serveApi over a table of answers by "METHOD /path?query" (without /swx/admin), each given
 * the request's body; a call not in the table fails.
 */
export function serveTable(answers: Record<string, (body: unknown) => Reply>): ApiCall[] {
  return serveApi((call) => answers[`${call.method} ${call.path}`]?.(call.body));
}

/** A signed-in staff member with `permissions`. */
export function signIn(permissions: string[], id = 7): StaffProfile {
  const staff: StaffProfile = { id, username: 'ada', role: 'finance', permissions };
  session.start('token-1', staff);
  return staff;
}

/** `element` at `path` (route `pattern`) inside a router and a fresh query cache. */
export function renderAt(element: ReactNode, path = '/', pattern = path) {
  const routes: RouteObject[] = [
    { path: pattern, element },
    { path: '*', element: null },
  ];
  return renderRoutes(routes, path);
}

export function renderRoutes(routes: RouteObject[], path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <QueryClientProvider client={client}>
      <BackOfficeButtons>
        <RouterProvider router={router} />
      </BackOfficeButtons>
    </QueryClientProvider>,
  );
}
