import {
  GET_CACHE_MAX_ENTRIES,
  GET_CACHE_PURGE_INTERVAL_MS,
  GET_CACHE_TTL_MS,
  REQUEST_TIMEOUT_MS,
  STORAGE_KEYS,
  userProfile,
} from '@swx/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  attachmentName,
  buildQuery,
  createApiClient,
  setUnauthorizedHandler,
  type ApiClientOptions,
} from './api-client';
import { session } from './session';
import { testUser } from '../test/render';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | undefined;
}

function envelope(result: unknown, code = 200, status = 200, msg = 'Success') {
  return new Response(JSON.stringify({ code, msg, result }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fetch double that records calls and answers with `answer(call)` (default: a 200 envelope). */
function fakeFetch(
  answer: (call: Call) => Response | Promise<Response> = () => envelope({ ok: 1 }),
) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    return answer(call);
  });
  return { fn, calls };
}

function client(fetch: typeof globalThis.fetch, overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: '/swx/customer',
    getToken: () => null,
    getVirtualStatus: () => 1,
    getLanguage: () => 'en',
    onUnauthorized: () => {},
    fetch,
    ...overrides,
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request headers', () => {
  it('sends the bearer token, X-Real-Account NO for the demo book and the language', async () => {
    const { fn, calls } = fakeFetch();
    await client(fn, { getToken: () => 'swx_abc', getLanguage: () => 'zh-CN' }).get('/a');
    expect(calls[0]?.url).toBe('/swx/customer/a');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer swx_abc');
    expect(calls[0]?.headers.get('x-real-account')).toBe('NO');
    expect(calls[0]?.headers.get('accept-language')).toBe('zh-CN');
  });

  it('sends X-Real-Account YES for the real book and no Authorization without a token', async () => {
    const { fn, calls } = fakeFetch();
    await client(fn, { getVirtualStatus: () => 0 }).get('/a');
    expect(calls[0]?.headers.get('x-real-account')).toBe('YES');
    expect(calls[0]?.headers.has('authorization')).toBe(false);
  });

  it('sends JSON bodies with a content type, and nothing for a POST without a body', async () => {
    const { fn, calls } = fakeFetch();
    const c = client(fn);
    await c.post('/with', { a: 1 });
    await c.post('/without');
    expect(calls[0]?.body).toEqual({ a: 1 });
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(calls[1]?.body).toBeUndefined();
    expect(calls[1]?.headers.has('content-type')).toBe(false);
  });

  it('sends a FormData body as it is, leaving the multipart content type to fetch', async () => {
    const { fn, calls } = fakeFetch();
    const form = new FormData();
    form.set('amount', '150');
    form.set('proof', new Blob([new Uint8Array([1, 2])], { type: 'image/png' }), 'proof.png');
    await client(fn).post('/upload', form, { headers: { 'Idempotency-Key': 'k1' } });
    expect(calls[0]?.body).toBe(form);
    expect(calls[0]?.headers.has('content-type')).toBe(false);
    expect(calls[0]?.headers.get('idempotency-key')).toBe('k1');
  });

  it('reads the stored token and virtual status in the app client', async () => {
    const { fn, calls } = fakeFetch();
    vi.stubGlobal('fetch', fn);
    localStorage.setItem(STORAGE_KEYS.token, 'swx_stored');
    localStorage.setItem(STORAGE_KEYS.virtualStatus, '0');
    await api.get('/x', { cache: false });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer swx_stored');
    expect(calls[0]?.headers.get('x-real-account')).toBe('YES');
    localStorage.setItem(STORAGE_KEYS.virtualStatus, '1');
    await api.get('/x', { cache: false });
    expect(calls[1]?.headers.get('x-real-account')).toBe('NO');
  });
});

describe('extra headers', () => {
  it('sends a caller header (Idempotency-Key) beside the client’s own', async () => {
    const { fn, calls } = fakeFetch();
    await client(fn, { getToken: () => 'swx_abc' }).post('/act', undefined, {
      headers: { 'Idempotency-Key': 'key-1' },
    });
    expect(calls[0]?.headers.get('idempotency-key')).toBe('key-1');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer swx_abc');
  });

  it('never lets a caller header replace the client’s own, whatever its case', async () => {
    const { fn, calls } = fakeFetch();
    await client(fn, { getToken: () => 'swx_abc' }).get('/x', {
      headers: {
        authorization: 'Bearer forged',
        'x-real-account': 'YES',
        ACCEPT: 'text/html',
        'Accept-Language': 'xx',
      },
    });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer swx_abc');
    expect(calls[0]?.headers.get('x-real-account')).toBe('NO');
    expect(calls[0]?.headers.get('accept')).toBe('application/json');
    expect(calls[0]?.headers.get('accept-language')).toBe('en');
  });
});

describe('download', () => {
  const csv = 'entry,journal,time\r\n1,1,2026-01-01T00:00:00.000Z\r\n';
  function file(headers: Record<string, string> = {}) {
    return new Response(csv, {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="statement-demo-2026-01-01.csv"',
        ...headers,
      },
    });
  }

  it('answers the file and its name, with the token and book headers, never cached', async () => {
    const { fn, calls } = fakeFetch(() => file());
    const c = client(fn, { getToken: () => 'swx_abc', getVirtualStatus: () => 0 });
    const first = await c.download('/user/exportStatement', { query: { book: 'demo' } });
    expect(await first.blob.text()).toBe(csv);
    expect(first.filename).toBe('statement-demo-2026-01-01.csv');
    expect(calls[0]?.url).toBe('/swx/customer/user/exportStatement?book=demo');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer swx_abc');
    expect(calls[0]?.headers.get('x-real-account')).toBe('YES');
    await c.download('/user/exportStatement', { query: { book: 'demo' } });
    expect(calls).toHaveLength(2);
    expect(c.cacheSize).toBe(0);
  });

  it('fails like any call when the server answers an envelope instead of a file', async () => {
    const { fn } = fakeFetch(() => envelope(null, 10026, 400, 'Invalid parameters'));
    await expect(client(fn).download('/user/exportStatement')).rejects.toMatchObject({
      kind: 'api',
      code: 10026,
      status: 400,
    });
  });

  it('applies the 401 policy', async () => {
    const onUnauthorized = vi.fn();
    const { fn } = fakeFetch(() => envelope(null, 401, 401, 'Log in'));
    await expect(
      client(fn, { onUnauthorized }).download('/user/exportStatement'),
    ).rejects.toMatchObject({ code: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('refuses a success envelope where a file was expected, and reports a proxy error', async () => {
    const ok = fakeFetch(() => envelope({ rows: [] }));
    await expect(client(ok.fn).download('/x')).rejects.toMatchObject({
      kind: 'invalid-response',
    });
    const bad = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client(bad.fn).download('/x')).rejects.toMatchObject({
      kind: 'http',
      status: 502,
    });
  });

  it('reads the file name from Content-Disposition, never a path', () => {
    expect(attachmentName('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(attachmentName('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(attachmentName(`attachment; filename="x.csv"; filename*=UTF-8''%C3%A9t%C3%A9.csv`)).toBe(
      'été.csv',
    );
    expect(attachmentName('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(attachmentName('attachment; filename="C:\\\\tmp\\\\x.csv"')).toBe('x.csv');
    expect(attachmentName('attachment')).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });
});

describe('query parameters', () => {
  it('repeats array parameters and leaves out null and undefined', () => {
    expect(buildQuery({ a: [1, 2], b: 'x y', c: undefined, d: null, e: [] })).toBe(
      '?a=1&a=2&b=x+y',
    );
    expect(buildQuery({})).toBe('');
  });

  it('puts them on the URL', async () => {
    const { fn, calls } = fakeFetch();
    await client(fn).get('/list', { query: { type: [1, 3], page: 2 } });
    expect(calls[0]?.url).toBe('/swx/customer/list?type=1&type=3&page=2');
  });
});

describe('envelope', () => {
  it('answers the result for 200 and the 2000x success codes', async () => {
    const { fn } = fakeFetch((call) =>
      call.url.endsWith('/modified') ? envelope(null, 20005) : envelope({ v: 1 }),
    );
    const c = client(fn);
    await expect(c.get('/ok')).resolves.toEqual({ v: 1 });
    await expect(c.post('/modified')).resolves.toBeNull();
  });

  it('throws an ApiError with code, msg, status and result for an error code', async () => {
    const { fn } = fakeFetch(() =>
      envelope({ retryAfterSec: 42 }, 10029, 429, 'A code was sent recently'),
    );
    const error = await client(fn)
      .post('/login/sendCode', { email: 'a@b.co' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.kind).toBe('api');
    expect(apiError.code).toBe(10029);
    expect(apiError.status).toBe(429);
    expect(apiError.msg).toBe('A code was sent recently');
    expect(apiError.retryAfterSec).toBe(42);
    expect(apiError.isNetwork).toBe(false);
  });

  it('treats a non-envelope error page as an http error', async () => {
    const { fn } = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client(fn).get('/x')).rejects.toMatchObject({ kind: 'http', status: 502 });
  });

  it('validates the result with a schema when given one', async () => {
    const { fn } = fakeFetch(() => envelope({ id: 1 }));
    await expect(
      client(fn).post('/user/getUserInfo', undefined, { schema: userProfile }),
    ).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
});

describe('GET cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('answers a repeated GET from the cache within the TTL', async () => {
    const { fn } = fakeFetch(() => envelope({ n: fn.mock.calls.length }));
    const c = client(fn);
    const first = await c.get('/index/getParamByKey/a');
    vi.advanceTimersByTime(GET_CACHE_TTL_MS - 1);
    const second = await c.get('/index/getParamByKey/a');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
  });

  it('fetches again once the TTL has passed', async () => {
    const { fn } = fakeFetch();
    const c = client(fn);
    await c.get('/a');
    vi.advanceTimersByTime(GET_CACHE_TTL_MS);
    await c.get('/a');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('treats an entry as gone at its expiry even before the purge runs', async () => {
    const { fn } = fakeFetch();
    const c = client(fn, { cachePurgeIntervalMs: 10 * GET_CACHE_TTL_MS });
    await c.get('/a');
    vi.advanceTimersByTime(GET_CACHE_TTL_MS - 1);
    await c.get('/a');
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(c.cacheSize).toBe(1); // not purged yet
    await c.get('/a');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('keys the cache by query, token, book and language', async () => {
    const { fn } = fakeFetch();
    let token = 'one';
    let virtual = 1;
    let language = 'en';
    const c = client(fn, {
      getToken: () => token,
      getVirtualStatus: () => virtual,
      getLanguage: () => language,
    });
    await c.get('/a', { query: { p: 1 } });
    await c.get('/a', { query: { p: 2 } });
    token = 'two';
    await c.get('/a', { query: { p: 1 } });
    virtual = 0;
    await c.get('/a', { query: { p: 1 } });
    language = 'zh-CN';
    await c.get('/a', { query: { p: 1 } });
    expect(fn).toHaveBeenCalledTimes(5);
  });

  it('never caches POSTs, failed answers, or GETs that opt out', async () => {
    let code = 10035;
    const { fn } = fakeFetch(() => envelope(null, code, code === 200 ? 200 : 404));
    const c = client(fn);
    await expect(c.get('/missing')).rejects.toBeInstanceOf(ApiError);
    code = 200;
    await c.get('/missing');
    expect(fn).toHaveBeenCalledTimes(2);

    await c.post('/p');
    await c.post('/p');
    expect(fn).toHaveBeenCalledTimes(4);

    await c.get('/fresh', { cache: false });
    await c.get('/fresh', { cache: false });
    expect(fn).toHaveBeenCalledTimes(6);
    expect(c.cacheSize).toBe(1);
  });

  it(`holds at most ${GET_CACHE_MAX_ENTRIES} entries, evicting the oldest`, async () => {
    const { fn } = fakeFetch();
    const c = client(fn);
    for (let i = 0; i < GET_CACHE_MAX_ENTRIES; i++) await c.get(`/item/${i}`);
    expect(c.cacheSize).toBe(GET_CACHE_MAX_ENTRIES);
    await c.get('/item/new');
    expect(c.cacheSize).toBe(GET_CACHE_MAX_ENTRIES);
    expect(fn).toHaveBeenCalledTimes(GET_CACHE_MAX_ENTRIES + 1);

    await c.get('/item/1'); // still cached
    expect(fn).toHaveBeenCalledTimes(GET_CACHE_MAX_ENTRIES + 1);
    await c.get('/item/0'); // the oldest was evicted
    expect(fn).toHaveBeenCalledTimes(GET_CACHE_MAX_ENTRIES + 2);
  });

  it('purges expired entries every minute without being asked', async () => {
    const { fn } = fakeFetch();
    const c = client(fn);
    await c.get('/early');
    vi.advanceTimersByTime(GET_CACHE_TTL_MS - 2 * GET_CACHE_PURGE_INTERVAL_MS);
    await c.get('/late');
    expect(c.cacheSize).toBe(2);

    // The first purge tick after /early expired drops it and keeps /late.
    vi.advanceTimersByTime(2 * GET_CACHE_PURGE_INTERVAL_MS);
    expect(c.cacheSize).toBe(1);

    vi.advanceTimersByTime(GET_CACHE_TTL_MS);
    expect(c.cacheSize).toBe(0);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('clears everything on clearCache', async () => {
    const { fn } = fakeFetch();
    const c = client(fn);
    await c.get('/a');
    c.clearCache();
    await c.get('/a');
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('401 policy', () => {
  const profile = { ...testUser, createdAt: '2025-01-01T00:00:00.000Z' };

  beforeEach(() => {
    session.login({ token: 'swx_token', expiresAt: '2030-01-01T00:00:00.000Z', user: profile });
  });

  it.each([
    ['body code 401 with HTTP 200', () => envelope(null, 401, 200, 'Please log in again')],
    ['HTTP 401 with another code in the envelope', () => envelope(null, 10026, 401, 'Bad')],
    ['HTTP 401 without an envelope', () => new Response('Unauthorized', { status: 401 })],
  ])('%s clears the session and calls the redirect callback', async (_name, answer) => {
    const { fn } = fakeFetch(answer);
    vi.stubGlobal('fetch', fn);
    const redirect = vi.fn();
    const unregister = setUnauthorizedHandler(redirect);
    try {
      await expect(api.post('/user/getUserInfo')).rejects.toMatchObject({ kind: 'api', code: 401 });
    } finally {
      unregister();
    }
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.isLogin)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
    expect(session.get()).toMatchObject({ isLogin: false, token: null, user: null });
  });

  it('can send a given token and skip the policy (revoking a session already forgotten)', async () => {
    const { fn, calls } = fakeFetch(() => envelope(null, 401, 401));
    vi.stubGlobal('fetch', fn);
    const redirect = vi.fn();
    const unregister = setUnauthorizedHandler(redirect);
    await expect(
      api.post('/user/logout', undefined, { token: 'swx_old', ignoreUnauthorized: true }),
    ).rejects.toMatchObject({ code: 401 });
    unregister();
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer swx_old');
    expect(redirect).not.toHaveBeenCalled();
    expect(session.get().isLogin).toBe(true);
  });

  it('leaves the session alone for other errors', async () => {
    const { fn } = fakeFetch(() => envelope(null, 10004, 400));
    vi.stubGlobal('fetch', fn);
    const redirect = vi.fn();
    const unregister = setUnauthorizedHandler(redirect);
    await expect(api.post('/login/login', {})).rejects.toMatchObject({ code: 10004 });
    unregister();
    expect(redirect).not.toHaveBeenCalled();
    expect(session.get().isLogin).toBe(true);
  });
});

describe('network failures', () => {
  it(`times out after ${REQUEST_TIMEOUT_MS} ms with a timeout error`, async () => {
    vi.useFakeTimers();
    const { fn, calls } = fakeFetch(
      (call) =>
        new Promise<Response>((_resolve, reject) => {
          call.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const outcome = client(fn)
      .get('/slow')
      .then(
        () => 'resolved',
        (error: unknown) => error,
      );
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(calls[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', isNetwork: true, code: 0, status: 0 });
  });

  it('turns a failed fetch into a network error', async () => {
    const { fn } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client(fn).get('/x')).rejects.toMatchObject({ kind: 'network', isNetwork: true });
  });

  it('reports a cancelled request as aborted, not as a network failure', async () => {
    const { fn } = fakeFetch(
      (call) =>
        new Promise<Response>((_resolve, reject) => {
          call.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const controller = new AbortController();
    const pending = client(fn).get('/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });
});
