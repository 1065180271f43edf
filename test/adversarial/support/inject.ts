import { randomUUID } from 'node:crypto';
import { ADMIN_PREFIX, API_PREFIX, Code, type LoginResult } from '@swx/contract';
import type { TestApp } from '../../../apps/server/src/test/harness.js';
import { newIdentity, post } from '../../../apps/server/src/test/client.js';
import type { AnswerCheck } from './answers.js';

/** An answer through `app.inject`, its body as text and, when it is one, the envelope. */
export interface Injected<T = unknown> {
  status: number;
  contentType: string;
  body: string;
  code: number;
  msg: string;
  result: T;
}

export interface InjectRequest {
  method: 'GET' | 'POST';
  /** The full path, with API_PREFIX or ADMIN_PREFIX. */
  url: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  ip?: string;
  /** Which generated request this is (shown with a problem). */
  label?: string;
}

/** Sends one request through `app.inject`, shows its answer to `check` and unpacks it. */
export async function send<T = unknown>(
  t: TestApp,
  check: AnswerCheck,
  request: InjectRequest,
): Promise<Injected<T>> {
  const response = await t.app.inject({
    method: request.method,
    url: request.url,
    query: request.query,
    headers: request.headers,
    payload: request.payload,
    remoteAddress: request.ip ?? '127.0.0.1',
  });
  const contentType = String(response.headers['content-type'] ?? '');
  const seen = {
    method: request.method,
    url: request.url,
    status: response.statusCode,
    contentType,
    body: response.body,
  };
  check.see(seen, request.label);
  let envelope = { code: 0, msg: '', result: undefined as T };
  if (contentType.includes('json')) {
    try {
      envelope = JSON.parse(response.body) as typeof envelope;
    } catch {
      // Counted by the check; the caller sees code 0.
    }
  }
  return { ...seen, ...envelope };
}

/** A JSON call of the customer API with a bearer token (and a body for POST). */
export function customer<T = unknown>(
  t: TestApp,
  check: AnswerCheck,
  method: 'GET' | 'POST',
  path: string,
  options: {
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    query?: Record<string, string>;
  } = {},
): Promise<Injected<T>> {
  return send<T>(t, check, {
    method,
    url: API_PREFIX + path,
    query: options.query,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    payload: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** A money POST of the customer API: `user`'s token and a fresh Idempotency-Key unless given. */
export function moneyPost<T = unknown>(
  t: TestApp,
  check: AnswerCheck,
  user: { token: string },
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  key: string = randomUUID(),
): Promise<Injected<T>> {
  return customer<T>(t, check, 'POST', path, {
    token: user.token,
    body,
    headers: { ...headers, 'idempotency-key': key },
  });
}

/** A JSON call of the admin API with a staff token (and a body when given). */
export function staffCall<T = unknown>(
  t: TestApp,
  check: AnswerCheck,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Injected<T>> {
  return send<T>(t, check, {
    method,
    url: ADMIN_PREFIX + path,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

let addresses = 0;
/**
 * A fresh client address: codes are limited per address and hour (30), so a test that
 * registers many users spreads them over addresses as many real users would be.
 */
export function nextAddress(): string {
  addresses += 1;
  return `127.2.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
}

export type Customer = LoginResult & { password: string; ip: string };

/** Registers a user through the API from an address of its own. */
export async function registerFrom(t: TestApp, prefix = 'adv'): Promise<Customer> {
  const identity = newIdentity(prefix);
  const ip = nextAddress();
  const before = t.smtp.to(identity.email).length;
  const sent = await post(t, '/login/sendCode', {
    body: { email: identity.email, scene: 'register' },
    ip,
  });
  if (sent.code !== Code.OK) throw new Error(`sendCode answered ${sent.code} ${sent.msg}`);
  const code = await t.smtp.latestCode(identity.email, before + 1);
  const answer = await post<LoginResult>(t, '/login/register', {
    body: { ...identity, confirmPassword: identity.password, code },
    ip,
  });
  if (answer.code !== Code.OK) throw new Error(`register answered ${answer.code} ${answer.msg}`);
  return { ...answer.result, password: identity.password, ip };
}
