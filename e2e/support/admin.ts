import { expect, type APIRequestContext } from '@playwright/test';
import { STAFF } from './fixtures.ts';

/** The staff side of a journey, through the admin API (the back office has no screens yet). */

interface Envelope<T> {
  code: number;
  msg: string;
  result: T;
}

async function answer<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, body.msg).toBe(200);
  return body.result;
}

/** Signs the bootstrapped superadmin in; answers a function calling the admin API as them. */
export async function staffSession(request: APIRequestContext) {
  const token = (
    await answer<{ token: string }>(
      await request.post('/swx/admin/login', {
        data: { username: STAFF.username, password: STAFF.password },
      }),
    )
  ).token;
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async <T>(path: string) => answer<T>(await request.get(`/swx/admin${path}`, { headers })),
    post: async <T>(path: string, data?: unknown) =>
      answer<T>(await request.post(`/swx/admin${path}`, { headers, data: data ?? {} })),
  };
}

/** Approves the pending deposit claimed with `txHash` (hashes are stored lower-cased). */
export async function approveDeposit(request: APIRequestContext, txHash: string) {
  const staff = await staffSession(request);
  const queue = await staff.get<{ items: Array<{ id: string; txHash: string }> }>(
    '/deposits?status=pending&pageSize=100',
  );
  const item = queue.items.find((d) => d.txHash === txHash.toLowerCase());
  expect(item, `pending deposit ${txHash}`).toBeDefined();
  return staff.post<{ status: string; creditedUsdt: string }>(`/deposits/${item!.id}/approve`);
}
