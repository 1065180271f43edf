import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/** A recorded call to the fake staff API. */
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; envelope: unknown };

/**
 * A fake of the staff API: answers by "METHOD /path?query" (without /swx/admin), records
 * every call, and fails the test on a call it was not told about.
 */
export function fakeApi(answers: Record<string, (body: unknown) => Answer>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace(/^\/swx\/admin/, '');
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      const answer = answers[`${method} ${path}`];
      if (!answer) throw new Error(`unexpected call to ${method} ${path}`);
      const { status, envelope } = answer(body);
      return new Response(JSON.stringify(envelope), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const ok = (result: unknown): Answer => ({
  status: 200,
  envelope: { code: 200, msg: 'success', result },
});

export const refused = (msg: string, code = 10026): Answer => ({
  status: 400,
  envelope: { code, msg, result: null },
});

export function renderWithClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
