import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach } from 'vitest';
import { ToastProvider } from '../components/ui/toast';
import { i18n } from '../i18n';
import { createQueryClient } from '../lib/query-client';

/** Renders routes (or one element at `/`) with the app's providers and a memory router. */
export function renderApp(routes: RouteObject[] | ReactElement, initialEntry = '/') {
  const routeList: RouteObject[] = Array.isArray(routes)
    ? routes
    : [{ path: '/', element: routes }];
  const router = createMemoryRouter(routeList, { initialEntries: [initialEntry] });
  const queryClient = createQueryClient();
  // StrictMode as in the app: effects run twice, which must stay harmless.
  const result = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <ToastProvider>
            <RouterProvider
              router={router}
              flushSync={(fn) => {
                flushSync(fn);
              }}
            />
          </ToastProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...result, router, queryClient };
}

/** A fetch stub answering by "METHOD path" with envelopes; records every call. */
export function fakeApi(handlers: Record<string, (body: unknown, url: URL) => FakeAnswer>) {
  const calls: {
    method: string;
    url: URL;
    body: unknown;
    /** A multipart body, as sent. */
    form?: FormData;
    headers: Headers;
  }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const form = init.body instanceof FormData ? init.body : undefined;
    calls.push({ method, url, body, form, headers: new Headers(init.headers) });
    const path = url.pathname.replace('/swx/customer', '');
    const handler = handlers[`${method} ${path}`];
    const answer = handler
      ? handler(body, url)
      : { status: 404, code: 10035, msg: 'Not found', result: null };
    return new Response(
      JSON.stringify({
        code: answer.code ?? 200,
        msg: answer.msg ?? 'Success',
        result: answer.result ?? null,
      }),
      { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } },
    );
  };
  return { fetch: fetchMock, calls };
}

export interface FakeAnswer {
  status?: number;
  code?: number;
  msg?: string;
  result?: unknown;
}

export const testUser = {
  id: '1',
  username: 'alice',
  email: 'alice@example.com',
  areaCode: null,
  phone: null,
  inviteCode: 'ABCD2345',
  status: 'active' as const,
  hasPassword: true,
  googleLinked: false,
  createdAt: '2025-01-02T03:04:05.000Z',
};

export const loginAnswer = {
  result: { token: 'swx_token', expiresAt: '2030-01-01T00:00:00.000Z', user: testUser },
};

/**
 * jsdom has no modal dialogs: for the tests of the calling file, `showModal` and `close` set and
 * remove the `open` attribute, as the browser does.
 */
export function fakeModalDialogs(): void {
  const { showModal, close } = HTMLDialogElement.prototype;
  beforeEach(() => {
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
  afterEach(() => {
    HTMLDialogElement.prototype.showModal = showModal;
    HTMLDialogElement.prototype.close = close;
  });
}
