import { expect, type APIRequestContext } from '@playwright/test';
import { totpCode, totpStep } from '../../apps/server/src/modules/staff/totp.ts';
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

/** The bootstrapped superadmin's authenticator: its secret once enrolled, its last step used. */
const authenticator = { secret: '', lastStep: -1 };

/**
 * Signs the bootstrapped superadmin in, password then authenticator code (enrolling on the first
 * sign-in of this server, as the back office does), computing the code as an authenticator app
 * would; answers functions calling the admin API as them. A code is accepted once, so a sign-in
 * within the same 30 seconds as the last uses the next step's code (accepted as drift).
 */
export async function staffSession(request: APIRequestContext) {
  const first = await answer<{ challenge: string; secret?: string }>(
    await request.post('/swx/admin/login', {
      data: { username: STAFF.username, password: STAFF.password },
    }),
  );
  if (first.secret) authenticator.secret = first.secret;
  const step = Math.max(totpStep(new Date()), authenticator.lastStep + 1);
  authenticator.lastStep = step;
  const { token } = await answer<{ token: string }>(
    await request.post('/swx/admin/login/totp', {
      data: { challenge: first.challenge, code: totpCode(authenticator.secret, step) },
    }),
  );
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
