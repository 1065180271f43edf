import { randomUUID } from 'node:crypto';
import { API_PREFIX, type LoginResult } from '@swx/contract';
import type { TestApp } from './harness.js';

export interface Answer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  result: T;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface CallOptions {
  body?: unknown;
  /** A body sent as it is (for malformed JSON). */
  raw?: string;
  contentType?: string;
  query?: Record<string, string | string[]>;
  token?: string;
  headers?: Record<string, string>;
  ip?: string;
  /**
   * A POST carries a fresh `Idempotency-Key`, as the web app sends one per action, unless the
   * headers name one or this is `false` (to see the refusal).
   */
  idempotencyKey?: false;
}

/** The headers of a POST with a fresh Idempotency-Key unless they name one or say not to. */
export function withIdempotencyKey(
  headers: Record<string, string>,
  wanted: false | undefined,
): Record<string, string> {
  const named = Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key');
  return named || wanted === false ? headers : { ...headers, 'idempotency-key': randomUUID() };
}

/** Calls the customer API through `app.inject` and unpacks the envelope. */
export async function call<T = unknown>(
  t: TestApp,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> =
    method === 'POST'
      ? withIdempotencyKey({ ...options.headers }, options.idempotencyKey)
      : { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (options.raw !== undefined) payload = options.raw;
  else if (options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
  const response = await t.app.inject({
    method,
    url: API_PREFIX + path,
    query: options.query,
    headers,
    payload,
    remoteAddress: options.ip ?? '127.0.0.1',
  });
  const body = response.json() as { code: number; msg: string; result: T };
  return { status: response.statusCode, ...body, headers: response.headers };
}

/** Call options that ask for answers in `lang` (the `lang` header). */
export const inLanguage = (lang: string): CallOptions => ({ headers: { lang } });

export const post = <T = unknown>(t: TestApp, path: string, options: CallOptions = {}) =>
  call<T>(t, 'POST', path, options);
export const get = <T = unknown>(t: TestApp, path: string, options: CallOptions = {}) =>
  call<T>(t, 'GET', path, options);

let serial = 0;
/** A fresh username and email for this test run. */
export function newIdentity(prefix = 'user') {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}`;
  return {
    username: `${prefix}_${tag}`,
    email: `${prefix}.${tag}@example.test`,
    password: 'Correct-Horse-Battery-42',
  };
}

/** A registration body for an identity and a code. */
export function registration(identity: ReturnType<typeof newIdentity>, code: string) {
  return {
    username: identity.username,
    email: identity.email,
    password: identity.password,
    confirmPassword: identity.password,
    code,
  };
}

/** Requests a code and returns it as read from the test SMTP server. */
export async function requestCode(
  t: TestApp,
  email: string,
  scene: 'register' | 'reset',
): Promise<string> {
  const before = t.smtp.to(email).length;
  const answer = await post(t, '/login/sendCode', { body: { email, scene } });
  if (answer.code !== 200) throw new Error(`sendCode answered ${answer.code} ${answer.msg}`);
  return t.smtp.latestCode(email, before + 1);
}

/** Registers a new user through the API and returns the login result. */
export async function registerUser(
  t: TestApp,
  identity = newIdentity(),
  extra: Record<string, string> = {},
): Promise<LoginResult & { password: string }> {
  const code = await requestCode(t, identity.email, 'register');
  const answer = await post<LoginResult>(t, '/login/register', {
    body: { ...registration(identity, code), ...extra },
  });
  if (answer.code !== 200) throw new Error(`register answered ${answer.code} ${answer.msg}`);
  return { ...answer.result, password: identity.password };
}
