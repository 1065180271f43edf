import { randomBytes } from 'node:crypto';
import {
  expect,
  request as requests,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { TOTP_STEP_SECONDS, totpCode, totpStep } from '../../apps/server/src/platform/totp.ts';
import { claimDeposit, tokenOf } from './customer.ts';
import { STAFF } from './fixtures.ts';

/** The staff side of a journey through the admin API (the back office's screens: admin.desktop.spec.ts). */

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

/** A staff member's authenticator: its secret once enrolled, its last step used. */
export interface Authenticator {
  secret: string;
  lastStep: number;
}

/** The bootstrapped superadmin's authenticator. */
const authenticator: Authenticator = { secret: '', lastStep: -1 };

/**
 * The next code of `of` (the superadmin's unless given), as their app would show it;
 * `enrolSecret` is the secret a first sign-in shows (API or screen). A code is accepted once,
 * and the server takes the current step's code or the next one's (drift), so a sign-in within
 * the same 30 seconds as the last uses the next step's code, and a third one waits for the
 * clock to reach the next step (a journey may sign in several times within 30 seconds).
 */
export async function authenticatorCode(
  enrolSecret?: string,
  of: Authenticator = authenticator,
): Promise<string> {
  if (enrolSecret) of.secret = enrolSecret.replace(/\s/g, '');
  expect(of.secret, 'the authenticator is enrolled').not.toBe('');
  const step = Math.max(totpStep(new Date()), of.lastStep + 1);
  of.lastStep = step;
  const acceptedFrom = (step - 1) * TOTP_STEP_SECONDS * 1000;
  const wait = acceptedFrom - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
  return totpCode(of.secret, step);
}

/**
 * Signs a staff member (the bootstrapped superadmin unless given) in through the API, password
 * then authenticator code (enrolling on the first sign-in, as the back office does); answers
 * functions calling the admin API as them.
 */
export async function staffSession(
  request: APIRequestContext,
  who: { username: string; password: string } = STAFF,
  of: Authenticator = authenticator,
) {
  const first = await answer<{ challenge: string; secret?: string }>(
    await request.post('/swx/admin/login', {
      data: { username: who.username, password: who.password },
    }),
  );
  const { token } = await answer<{ token: string }>(
    await request.post('/swx/admin/login/totp', {
      data: { challenge: first.challenge, code: await authenticatorCode(first.secret, of) },
    }),
  );
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async <T>(path: string) => answer<T>(await request.get(`/swx/admin${path}`, { headers })),
    post: async <T>(path: string, data?: unknown) =>
      answer<T>(await request.post(`/swx/admin${path}`, { headers, data: data ?? {} })),
  };
}

/**
 * A second staff member with `role`, added by `root` (the four-eyes decisions need one), signed
 * in through `request` with an authenticator of their own.
 */
export async function otherStaff(
  request: APIRequestContext,
  root: Awaited<ReturnType<typeof staffSession>>,
  role: 'finance' | 'compliance' | 'support' | 'content',
) {
  const name = `${role}_${randomBytes(3).toString('hex')}`;
  const who = { username: name, password: `Second-Desk-${randomBytes(6).toString('hex')}` };
  await root.post('/staff', { ...who, email: `${name}@example.test`, role });
  return staffSession(request, who, { secret: '', lastStep: -1 });
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

/**
 * Credits `usdt` to the signed-in customer's real book as a customer would: a deposit claimed
 * through the API, approved by `staff` (one approval: below the four-eyes threshold).
 */
export async function fundRealBook(
  page: Page,
  staff: Awaited<ReturnType<typeof staffSession>>,
  usdt: string,
) {
  const txHash = await claimDeposit(page.request, await tokenOf(page), usdt);
  const queue = await staff.get<{ items: Array<{ id: string; txHash: string }> }>(
    '/deposits?status=pending&pageSize=100',
  );
  const item = queue.items.find((d) => d.txHash === txHash.toLowerCase());
  expect(item, `pending deposit ${txHash}`).toBeDefined();
  const approved = await staff.post<{ status: string }>(`/deposits/${item!.id}/approve`);
  expect(approved.status).toBe('approved');
}

/**
 * One staff session for a file's journeys (call `dispose` in `afterAll`): an authenticator code
 * is accepted once, and a sign-in per journey would run out of codes within one 30-second step.
 */
export function staffPerFile() {
  let staff:
    | {
        baseURL: string;
        context: APIRequestContext;
        session: Awaited<ReturnType<typeof staffSession>>;
      }
    | undefined;
  return {
    async of(baseURL: string) {
      if (staff?.baseURL !== baseURL) {
        await staff?.context.dispose();
        const context = await requests.newContext({ baseURL });
        staff = { baseURL, context, session: await staffSession(context) };
      }
      return staff.session;
    },
    async dispose() {
      await staff?.context.dispose();
      staff = undefined;
    },
  };
}

/**
 * The superadmin signed in to the back office in a browser of their own at 1440×900 (a desk
 * tool): password, then the authenticator (enrolled here if this server has not seen it yet).
 * Close the answer's context when done.
 */
export async function backOffice(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.goto('/admin/');
  await page.getByLabel('Username').fill(STAFF.username);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = page.getByTestId('totp-secret');
  const codeField = page.getByLabel(/Code from the app to confirm|Authentication code/);
  await expect(codeField).toBeVisible();
  const code = (await secret.isVisible())
    ? await authenticatorCode((await secret.textContent()) ?? '')
    : await authenticatorCode();
  await codeField.fill(code);
  await codeField.press('Enter');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return { context, page };
}

/**
 * A published notice written in English only, as staff add one before its translations: every
 * seeded text is in all ten languages, so the English fallback is shown on one like this.
 */
export async function englishOnlyNotice(staff: Awaited<ReturnType<typeof staffSession>>) {
  const mark = randomBytes(4).toString('hex');
  const title = `Maintenance window ${mark}`;
  const notice = await staff.post<{ id: string }>('/notices', {
    slug: `maintenance-${mark}`,
    language: 'en',
    title,
    body: `The platform is serviced on Sunday from 02:00 to 03:00 UTC (${mark}).`,
  });
  await staff.post(`/notices/${notice.id}/publish`);
  return { id: notice.id, title };
}

/** A published "other" content page written in English only (see `englishOnlyNotice`). */
export async function englishOnlyPage(staff: Awaited<ReturnType<typeof staffSession>>) {
  const mark = randomBytes(4).toString('hex');
  const title = `Service levels ${mark}`;
  const page = await staff.post<{ id: string }>('/content', {
    slug: `service-levels-${mark}`,
    type: 3,
    published: true,
    language: 'en',
    title,
    body: `## Hours\n\nThe desk answers every day (${mark}).`,
  });
  return { id: page.id, title };
}
