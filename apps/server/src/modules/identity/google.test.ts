import { Code, type LoginResult } from '@swx/contract';
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { get, newIdentity, post, registerUser } from '../../test/client.js';
import { books } from './tables.js';

const PUBLIC_URL = 'http://127.0.0.1:5999';
let t: TestApp;
let issuer: OAuth2Server;
/** Claims the mock issuer puts in the next tokens it signs. */
let claims: Record<string, unknown> = {};

beforeAll(async () => {
  issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(0, '127.0.0.1');
  issuer.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, claims);
  });
  t = await startTestApp({
    OIDC_ISSUER: issuer.issuer.url ?? '',
    OIDC_CLIENT_ID: 'swx-test-client',
    OIDC_CLIENT_SECRET: 'swx-test-secret',
    PUBLIC_URL,
  });
});
afterAll(async () => {
  await t?.close();
  await issuer?.stop();
});

/** Runs the browser's part: start, follow the issuer's redirect, return code and state. */
async function authorize(): Promise<{ code: string; state: string }> {
  const start = await post<{ url: string }>(t, '/login/googleStart');
  expect(start.code).toBe(200);
  const authUrl = new URL(start.result.url);
  expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authUrl.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/loginCallback/google`);
  const response = await fetch(authUrl, { redirect: 'manual' });
  const location = new URL(response.headers.get('location') ?? '');
  expect(location.origin + location.pathname).toBe(`${PUBLIC_URL}/api/loginCallback/google`);
  return {
    code: location.searchParams.get('code') ?? '',
    state: location.searchParams.get('state') ?? '',
  };
}

async function googleLogin(): Promise<{ code: number; status: number; result: LoginResult }> {
  return post<LoginResult>(t, '/login/loginByGoogle', { body: await authorize() });
}

describe('Google (OpenID Connect) login', () => {
  it('is offered when configured', async () => {
    expect((await get(t, '/login/options')).result).toEqual({ google: true });
  });

  it('creates the user on the first login and finds it on the second', async () => {
    const id = newIdentity('gmail');
    claims = { sub: `google-${id.username}`, email: id.email, email_verified: true };
    const first = await googleLogin();
    expect(first.code).toBe(200);
    expect(first.result.user).toMatchObject({
      email: id.email,
      hasPassword: false,
      googleLinked: true,
    });
    expect(first.result.user.username).toMatch(/^gmail[a-z0-9]+$/);
    const opened = await t.database.db
      .select()
      .from(books)
      .where(eq(books.userId, Number(first.result.user.id)));
    expect(opened).toHaveLength(2);

    const second = await googleLogin();
    expect(second.code).toBe(200);
    expect(second.result.user.id).toBe(first.result.user.id);
    expect(second.result.token).not.toBe(first.result.token);
    const me = await post(t, '/user/getUserInfo', { token: second.result.token });
    expect(me.code).toBe(200);
  });

  it('links an existing account when the issuer has verified the same email', async () => {
    const existing = await registerUser(t);
    claims = {
      sub: `google-${existing.user.username}`,
      email: existing.user.email,
      email_verified: true,
    };
    const answer = await googleLogin();
    expect(answer.code).toBe(200);
    expect(answer.result.user.id).toBe(existing.user.id);
    expect(answer.result.user).toMatchObject({ hasPassword: true, googleLinked: true });
  });

  it('does not take over an account through an unverified email', async () => {
    const existing = await registerUser(t);
    claims = {
      sub: `google-x-${existing.user.username}`,
      email: existing.user.email,
      email_verified: false,
    };
    const answer = await googleLogin();
    expect(answer.code).toBe(Code.EMAIL_TAKEN);
  });

  it('uses a state once and refuses an unknown one', async () => {
    claims = { sub: 'google-state-test', email: newIdentity().email, email_verified: true };
    const flow = await authorize();
    expect((await post(t, '/login/loginByGoogle', { body: flow })).code).toBe(200);
    const replay = await post(t, '/login/loginByGoogle', { body: flow });
    expect(replay.code).toBe(Code.SOCIAL_LOGIN_FAILED);
    const forged = await post(t, '/login/loginByGoogle', {
      body: { code: flow.code, state: 'forged-state-value' },
    });
    expect(forged.code).toBe(Code.SOCIAL_LOGIN_FAILED);
  });

  it('refuses a code the issuer rejects', async () => {
    claims = { sub: 'google-bad-code', email: newIdentity().email, email_verified: true };
    const flow = await authorize();
    const answer = await post(t, '/login/loginByGoogle', {
      body: { code: `${flow.code}-tampered`, state: flow.state },
    });
    expect(answer.status).toBe(400);
    expect(answer.code).toBe(Code.SOCIAL_LOGIN_FAILED);
  });
});
