import { randomBytes, randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { RegisterPage } from '../pages/auth-pages.ts';
import { PROOF_PNG } from './images.ts';
import { expect, newIdentity, type Product } from './fixtures.ts';

/** The customer side of a journey through the customer API, where a screen is not the point. */

/**
 * Signs a new customer up on the register page (the code read from mail; usernames start with
 * `prefix`); the app lands on the profile. Answers the identity.
 */
export async function registerNewUser(page: Page, product: Product, prefix: string) {
  const identity = newIdentity(prefix);
  await new RegisterPage(page).register(identity, (email) => product.smtp.latestCode(email));
  return identity;
}

/** The signed-in user's token, as the app stores it. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token!.replace(/^"|"$/g, '');
}

async function accepted(response: Awaited<ReturnType<APIRequestContext['post']>>, code: number) {
  const body = (await response.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(code);
}

/** Claims a USDT deposit (the dialog has its own test); answers the transaction hash. */
export async function claimDeposit(request: APIRequestContext, token: string, amount: string) {
  const txHash = randomBytes(32).toString('hex');
  const response = await request.post('/swx/customer/user/recharge', {
    headers: {
      authorization: `Bearer ${token}`,
      'x-real-account': 'YES',
      'idempotency-key': randomUUID(),
    },
    multipart: {
      network: 'USDT-TRC20',
      amount,
      txHash,
      last6: 'gLj6tZ',
      proof: { name: 'proof.png', mimeType: 'image/png', buffer: PROOF_PNG },
    },
  });
  await accepted(response, 20002);
  return txHash;
}

/** Opens a leveraged contract in the demo book (the ticket has its own test); answers it. */
export async function openDemoContract(
  request: APIRequestContext,
  token: string,
  body: { code: string; side: 'long' | 'short'; lots: string; leverage: number },
): Promise<{ id: string; margin: string }> {
  const response = await request.post('/swx/customer/order/openContract', {
    headers: {
      authorization: `Bearer ${token}`,
      'x-real-account': 'NO',
      'idempotency-key': randomUUID(),
    },
    data: body,
  });
  const answer = (await response.json()) as { code: number; msg: string; result: never };
  expect(answer.code, answer.msg).toBe(20004);
  return answer.result;
}

/** Submits identity verification with three photos (the form has its own test). */
export async function submitIdentity(
  request: APIRequestContext,
  token: string,
  person: { firstName: string; lastName: string },
) {
  const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PROOF_PNG });
  const response = await request.post('/swx/customer/user/identification', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    multipart: {
      ...person,
      sex: 'female',
      birthdate: '1990-04-12',
      country: 'DE',
      address: 'Torstraße 1, 10119 Berlin',
      phone: '+49 30 1234567',
      documentType: 'passport',
      front: photo('front.png'),
      back: photo('back.png'),
      hand: photo('hand.png'),
    },
  });
  await accepted(response, 20001);
}
