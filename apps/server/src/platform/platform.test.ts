import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code } from '@swx/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { get, post, registerUser } from '../test/client.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ARGON2_MEMORY_KIB).toBeGreaterThanOrEqual(19_456);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL'],
    [{ ARGON2_MEMORY_KIB: '4096' }, 'ARGON2_MEMORY_KIB'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ OIDC_CLIENT_ID: 'client-without-secret' }, 'OIDC_CLIENT_ID'],
  ])('refuses %o naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  const production = {
    NODE_ENV: 'production',
    SMTP_URL: 'smtps://user:pw@mail.example.com:465',
    SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
    PUBLIC_URL: 'https://app.example.com',
  };

  it('starts in production with mail, a sealing key and an https origin', () => {
    expect(loadConfig(production).NODE_ENV).toBe('production');
    // http only on the loopback interface (a production build tried on one machine).
    expect(loadConfig({ ...production, PUBLIC_URL: 'http://127.0.0.1:8080' }).PUBLIC_URL).toBe(
      'http://127.0.0.1:8080',
    );
  });

  it.each([
    ['SMTP_URL', { SMTP_URL: undefined }, /codes are mailed, never logged/],
    ['SECRETS_KEY', { SECRETS_KEY: undefined }, /required in production/],
    ['PUBLIC_URL', { PUBLIC_URL: undefined }, /required in production/],
    ['PUBLIC_URL', { PUBLIC_URL: 'http://app.example.com' }, /must be https/],
  ])('refuses to start in production without a proper %s', (name, change, reason) => {
    const env: Record<string, string | undefined> = { ...production, ...change };
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\n  ${name}: .*${reason.source}`));
  });
});

describe('HTTP platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends HSTS over https only (here through a trusted proxy), never over plain http', async () => {
    const proxied = await startTestApp({ TRUST_PROXY: 'true' });
    try {
      const overHttps = await proxied.app.inject({
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(overHttps.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const overHttp = await proxied.app.inject({ url: '/healthz' });
      expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('answers liveness and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', database: t.database.kind });
  });

  it('refuses lone surrogates in a JSON body with 10026, never a 500', async () => {
    const answers = [
      await post(t, '/login/login', { body: { username: 'ali\ud800ce', password: 'x' } }),
      await post(t, '/login/login', { body: { username: 'alice', password: '\udc00secret' } }),
      await post(t, '/login/login', { body: { ['user\ud83dname']: 'alice', password: 'x' } }),
    ];
    for (const answer of answers)
      expect([answer.status, answer.code]).toEqual([400, Code.INVALID_PARAMS]);
    // A well-formed pair is a character like any other: the request goes on to the sign-in.
    const emoji = await post(t, '/login/login', { body: { username: 'ali😀ce', password: 'x' } });
    expect(emoji.code).not.toBe(Code.INVALID_PARAMS);
  });

  it('refuses NUL characters anywhere in the input with 10026, never a 500', async () => {
    const user = await registerUser(t);
    const answers = [
      await post(t, '/login/login', { body: { username: 'ali\u0000ce', password: 'x' } }),
      await get(t, '/login/checkUserNameOrPhone', { query: { username: 'a\u0000' } }),
      await get(t, '/index/listFaq', { query: { q: 'fee\u0000' } }),
      await get(t, '/user/listLedger', { token: user.token, query: { book: 'demo\u0000' } }),
      await post(t, '/login/login', { body: { 'user\u0000name': 'alice', password: 'x' } }),
    ];
    for (const answer of answers)
      expect([answer.status, answer.code]).toEqual([400, Code.INVALID_PARAMS]);
    const staffSearch = await t.app.inject({ url: '/swx/admin/users?q=%00' });
    // The admin API asks who is calling first: the guard answers before the route.
    expect(staffSearch.statusCode).toBe(401);
  });

  it('answers what the router refuses with the envelope too', async () => {
    const badUrl = await t.app.inject({ url: '/swx/customer/index/getContentsById/%zz' });
    expect([badUrl.statusCode, badUrl.json()]).toEqual([
      400,
      { code: Code.INVALID_PARAMS, msg: expect.any(String), result: null },
    ]);
    const long = await t.app.inject({
      url: `/swx/customer/index/getContentsById/${'1'.repeat(150)}`,
    });
    expect([long.statusCode, long.json()]).toMatchObject([404, { code: Code.NOT_FOUND }]);
    // A refusal answers the HTTP class of its code (10018 is a 404).
    const key = await t.app.inject({ url: '/swx/customer/index/getParamByKey/no%20such%20key' });
    expect([key.statusCode, key.json().code]).toEqual([404, Code.PARAMETER_UNAVAILABLE]);
  });

  it('publishes an OpenAPI document generated from the request schemas, and its UI', async () => {
    const doc = (await t.app.inject({ url: '/swx/docs/json' })).json() as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/swx/customer/login/register',
      '/swx/customer/login/login',
      '/swx/customer/login/sendCode',
      '/swx/customer/login/resetUserPwd',
      '/swx/customer/login/loginByGoogle',
      '/swx/customer/user/getUserInfo',
      '/swx/customer/user/repassword',
      '/swx/customer/user/logout',
    ]) {
      expect(doc.paths[path]?.post, path).toBeDefined();
    }
    expect(JSON.stringify(doc.paths['/swx/customer/login/register']?.post?.requestBody)).toContain(
      'confirmPassword',
    );
    const ui = await t.app.inject({ url: '/swx/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('sets security headers, a request id, and no CORS headers by default', async () => {
    const response = await t.app.inject({
      url: '/swx/customer/login/options',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // Plain http (no proxy said https): no HSTS, see the test above.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const traced = await t.app.inject({
      url: '/swx/customer/login/options',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(traced.headers['x-request-id']).toBe('trace-123');
  });

  it('answers an unknown API path with 404 and code 10035', async () => {
    const answer = await get(t, '/no/such/path');
    expect(answer.status).toBe(404);
    expect(answer.code).toBe(Code.NOT_FOUND);
  });

  it('hides Google login when it is not configured', async () => {
    expect((await get(t, '/login/options')).result).toEqual({ google: false });
    const start = await post(t, '/login/googleStart');
    expect(start.status).toBe(404);
    expect(start.code).toBe(Code.SOCIAL_LOGIN_UNAVAILABLE);
  });

  it('runs migrations again without change (idempotent start)', async () => {
    await t.database.migrate();
    const rows = (await t.database.db.execute(
      sql`select count(*)::int as n from parameters`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows.rows[0]?.n).toBeGreaterThan(0);
  });
});

describe('failures and limits', () => {
  it('turns an unexpected error into a 500 that names the request and nothing else', async () => {
    const database = await openDatabase({});
    const app = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: '/nonexistent',
        MARKET_FEED: 'off',
        MARKET_HISTORY: 'false',
      }),
      database,
      logging: { logger: false },
    });
    app.get('/swx/customer/test/boom', async () => {
      throw new Error('secret internal detail: connection string postgres://admin:pw@db');
    });
    await app.ready();
    const response = await app.inject({ url: '/swx/customer/test/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json() as { code: number; msg: string; result: { requestId: string } };
    expect(body.code).toBe(Code.UNKNOWN);
    expect(body.msg).toBe('Unknown error');
    expect(body.result.requestId).toBe(response.headers['x-request-id']);
    expect(response.body).not.toContain('secret');
    await app.close();
    await database.close();
  });

  it('limits requests per IP across the API with 429 and code 10030', async () => {
    const t = await startTestApp({ RATE_LIMIT_PER_MIN: '5' });
    try {
      for (let i = 0; i < 5; i += 1) expect((await get(t, '/login/options')).code).toBe(200);
      const over = await get(t, '/login/options');
      expect(over.status).toBe(429);
      expect(over.code).toBe(Code.TOO_MANY_ATTEMPTS);
      expect((await get(t, '/login/options', { ip: '10.3.0.1' })).code).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('allows the configured CORS origins only', async () => {
    const t = await startTestApp({ CORS_ORIGINS: 'https://app.example' });
    try {
      const allowed = await t.app.inject({
        url: '/swx/customer/login/options',
        headers: { origin: 'https://app.example' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example');
      const other = await t.app.inject({
        url: '/swx/customer/login/options',
        headers: { origin: 'https://evil.example' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('web app serving', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'swx-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await startTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / and for client routes, uncached', async () => {
    for (const url of ['/', '/pass/login', '/profile/settings?x=1']) {
      const page = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the app whatever the Accept header, for a path that names no file', async () => {
    for (const accept of ['*/*', 'application/json', undefined]) {
      for (const url of ['/', '/market', '/profile/orders?tab=2']) {
        const page = await t.app.inject({ url, headers: accept ? { accept } : {} });
        expect(page.statusCode, `${url} ${accept}`).toBe(200);
        expect(page.body).toContain('<div id="root">');
      }
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/market', headers: { accept: '*/*' } });
    expect(head.statusCode).toBe(200);
    // A file that is not there is a 404, not the app: a stale script must not get HTML.
    for (const url of ['/assets/gone-123.js', '/favicon-missing.ico']) {
      const missing = await t.app.inject({ url, headers: { accept: '*/*' } });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json()).toMatchObject({ code: Code.NOT_FOUND });
    }
    const post = await t.app.inject({ method: 'POST', url: '/market', headers: { accept: '*/*' } });
    expect(post.statusCode).toBe(404);
  });

  it('serves hashed assets with a long cache and JSON 404s for API paths', async () => {
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await t.app.inject({
      url: '/swx/customer/unknown',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: Code.NOT_FOUND });
  });
});

describe('embedded database', () => {
  it('keeps its data in the data folder across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'swx-data-'));
    try {
      const first = await openDatabase({ dataDir });
      await first.migrate();
      await first.db.execute(
        sql`insert into parameters (key, value, description) values ('test.key', '42', 'test')`,
      );
      await first.close();
      const second = await openDatabase({ dataDir });
      await second.migrate();
      const rows = (await second.db.execute(
        sql`select value from parameters where key = 'test.key'`,
      )) as unknown as { rows: Array<{ value: string }> };
      expect(rows.rows).toEqual([{ value: '42' }]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
