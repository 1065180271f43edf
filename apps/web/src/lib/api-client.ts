import {
  bookOfStatus,
  realAccountHeaderOf,
  API_PREFIX,
  Code,
  GET_CACHE_MAX_ENTRIES,
  GET_CACHE_PURGE_INTERVAL_MS,
  GET_CACHE_TTL_MS,
  REAL_ACCOUNT_HEADER,
  REQUEST_TIMEOUT_MS,
  isSuccessCode,
} from '@swx/contract';
import { session } from './session';
import { storage } from './storage';

/**
 * The one place that talks HTTP to the customer API (spec section 7): base path, headers,
 * timeout, the `{code, msg, result}` envelope, the 401 policy and the client-side GET cache.
 */

/**
 * - `api`: the server answered with an error code (`code`, `msg`, maybe `result`).
 * - `http`: a non-2xx answer without an envelope (proxy error page, 502...).
 * - `network`: no answer at all (offline, DNS, connection refused).
 * - `timeout`: no answer within REQUEST_TIMEOUT_MS.
 * - `invalid-response`: a 2xx answer that is not an envelope or whose result has the wrong shape.
 * - `aborted`: the caller cancelled the request.
 */
export type ApiErrorKind = 'api' | 'http' | 'network' | 'timeout' | 'invalid-response' | 'aborted';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The envelope code for `api` errors (a Code value); 0 when there was no envelope. */
  readonly code: number;
  /** The server's message (in the request's language), or a technical description. */
  readonly msg: string;
  /** HTTP status; 0 when there was no answer. */
  readonly status: number;
  /** The envelope's result (e.g. `{retryAfterSec}` for 429s). */
  readonly result: unknown;

  constructor(
    kind: ApiErrorKind,
    init: { code?: number; msg: string; status?: number; result?: unknown },
  ) {
    super(init.msg);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = init.code ?? 0;
    this.msg = init.msg;
    this.status = init.status ?? 0;
    this.result = init.result ?? null;
  }

  /** No answer from the server (show "network timeout"). */
  get isNetwork(): boolean {
    return this.kind === 'network' || this.kind === 'timeout';
  }

  /** Seconds to wait before retrying, for rate-limited answers. */
  get retryAfterSec(): number | undefined {
    const result = this.result as { retryAfterSec?: unknown } | null;
    const value = result?.retryAfterSec;
    return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

/** What a zod schema offers (structurally, so that the web app needs no zod import). */
export interface ResultSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface RequestOptions<T> {
  query?: Query;
  /**
   * The body: a FormData is sent as multipart/form-data (the browser writes the boundary),
   * anything else as JSON; omitted entirely when undefined.
   */
  body?: unknown;
  /** GET only: false skips the client-side cache (neither read nor written). Default true. */
  cache?: boolean;
  signal?: AbortSignal;
  /** Validates and types the envelope's result. */
  schema?: ResultSchema<T>;
  /** Sends this token instead of the stored one (e.g. revoking a session already forgotten). */
  token?: string | null;
  /** Skips the 401 policy (no logout, no redirect) for this request. */
  ignoreUnauthorized?: boolean;
  /** Further headers (e.g. `Idempotency-Key`); they cannot replace the client's own. */
  headers?: Readonly<Record<string, string>>;
}

/** What `download` asks for: no body, no schema, never cached. */
export type DownloadOptions = Pick<
  RequestOptions<never>,
  'query' | 'signal' | 'token' | 'ignoreUnauthorized' | 'headers'
>;

/** A file the API answered with (a statement), and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition`; null when the server named none. */
  filename: string | null;
}

export interface ApiClientOptions {
  baseUrl: string;
  getToken(): string | null;
  /** 1 demo (sends X-Real-Account: NO), anything else real (YES). */
  getVirtualStatus(): number;
  /** BCP 47 tag for Accept-Language. */
  getLanguage(): string;
  /** Called on a 401 (body code or HTTP status), after which the request fails. */
  onUnauthorized(): void;
  fetch?: typeof fetch;
  timeoutMs?: number;
  cacheTtlMs?: number;
  cacheMaxEntries?: number;
  cachePurgeIntervalMs?: number;
}

interface CacheEntry {
  value: unknown;
  expiresAt: number;
}

/** `a=1&a=2` for arrays; null and undefined left out. */
export function buildQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as readonly QueryValue[]) {
      if (item === undefined || item === null) continue;
      params.append(key, String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function isEnvelope(value: unknown): value is { code: number; msg: unknown; result: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number'
  );
}

/**
 * The file name of a `Content-Disposition: attachment` header: `filename*` (RFC 5987, UTF-8)
 * before `filename`; only the last path segment, so a name can never point elsewhere.
 */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/
    .exec(header)
    ?.slice(1)
    .find((part) => part !== undefined)
    ?.replace(/\\(.)/g, '$1');
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/** Headers only the client sets (HTTP names are case-insensitive). */
const OWN_HEADERS: ReadonlySet<string> = new Set(
  ['accept', 'accept-language', 'authorization', 'content-type', REAL_ACCOUNT_HEADER].map((h) =>
    h.toLowerCase(),
  ),
);

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const ttlMs = options.cacheTtlMs ?? GET_CACHE_TTL_MS;
  const maxEntries = options.cacheMaxEntries ?? GET_CACHE_MAX_ENTRIES;
  const purgeIntervalMs = options.cachePurgeIntervalMs ?? GET_CACHE_PURGE_INTERVAL_MS;

  /** Insertion-ordered: the first key is the oldest entry. */
  const cache = new Map<string, CacheEntry>();
  let purgeTimer: ReturnType<typeof setInterval> | undefined;

  function purgeExpired() {
    const now = Date.now();
    for (const [key, entry] of cache) {
      if (entry.expiresAt <= now) cache.delete(key);
    }
    if (cache.size === 0) stopPurging();
  }
  function stopPurging() {
    if (purgeTimer !== undefined) clearInterval(purgeTimer);
    purgeTimer = undefined;
  }
  function cacheGet(key: string): unknown {
    const entry = cache.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      cache.delete(key);
      return undefined;
    }
    return entry.value;
  }
  function cacheSet(key: string, value: unknown) {
    cache.delete(key);
    while (cache.size >= maxEntries) {
      const oldest = cache.keys().next();
      if (oldest.done) break;
      cache.delete(oldest.value);
    }
    cache.set(key, { value, expiresAt: Date.now() + ttlMs });
    purgeTimer ??= setInterval(purgeExpired, purgeIntervalMs);
  }

  function unauthorized(status: number, msg: string, policy: boolean): ApiError {
    if (policy) options.onUnauthorized();
    return new ApiError('api', { code: Code.UNAUTHORIZED, msg, status });
  }

  /** The client's headers for one request; a caller's extra headers never replace them. */
  function headersFor(
    accept: string,
    token: string | null,
    language: string,
    real: string,
    extra: Readonly<Record<string, string>> | undefined,
  ): Record<string, string> {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(extra ?? {})) {
      if (!OWN_HEADERS.has(name.toLowerCase())) headers[name] = value;
    }
    headers.Accept = accept;
    headers['Accept-Language'] = language;
    headers[REAL_ACCOUNT_HEADER] = real;
    if (token) headers.Authorization = `Bearer ${token}`;
    return headers;
  }

  /**
   * One fetch under the timeout and the caller's signal; `read` takes the body while the timer
   * still runs (a body that stalls times out too). Failures without an answer become ApiErrors.
   */
  async function exchange<R>(
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string | FormData },
    signal: AbortSignal | undefined,
    read: (response: Response) => Promise<R>,
  ): Promise<{ status: number; response: Response; value: R }> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onExternalAbort = () => controller.abort();
    if (signal) {
      if (signal.aborted) controller.abort();
      else signal.addEventListener('abort', onExternalAbort, { once: true });
    }
    try {
      const doFetch = options.fetch ?? globalThis.fetch;
      const response = await doFetch(url, { ...init, signal: controller.signal });
      return { status: response.status, response, value: await read(response) };
    } catch (error) {
      if (timedOut) throw new ApiError('timeout', { msg: `No answer within ${timeoutMs} ms` });
      if (signal?.aborted) throw new ApiError('aborted', { msg: 'Request cancelled' });
      throw new ApiError('network', {
        msg: error instanceof Error ? error.message : 'Network error',
      });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onExternalAbort);
    }
  }

  /** The envelope's result, or the ApiError it stands for (the 401 policy applied). */
  function interpret<T>(
    status: number,
    text: string,
    opts: Pick<RequestOptions<T>, 'schema' | 'ignoreUnauthorized'>,
  ): T {
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }

    if (!isEnvelope(body)) {
      if (status === 401) throw unauthorized(status, 'Unauthorized', !opts.ignoreUnauthorized);
      const ok = status >= 200 && status < 300;
      throw new ApiError(ok ? 'invalid-response' : 'http', {
        msg: ok ? 'The answer is not an API envelope' : `HTTP ${status}`,
        status,
      });
    }

    const msg = typeof body.msg === 'string' ? body.msg : '';
    if (body.code === Code.UNAUTHORIZED || status === 401) {
      throw unauthorized(status, msg, !opts.ignoreUnauthorized);
    }
    if (!isSuccessCode(body.code)) {
      throw new ApiError('api', { code: body.code, msg, status, result: body.result });
    }

    if (!opts.schema) return body.result as T;
    const parsed = opts.schema.safeParse(body.result);
    if (!parsed.success) {
      throw new ApiError('invalid-response', {
        code: body.code,
        msg: 'The answer has an unexpected shape',
        status,
      });
    }
    return parsed.data;
  }

  async function request<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    opts: RequestOptions<T> = {},
  ): Promise<T> {
    const url = `${options.baseUrl}${path}${buildQuery(opts.query)}`;
    const token = opts.token !== undefined ? opts.token : options.getToken();
    const language = options.getLanguage();
    const real = realAccountHeaderOf(bookOfStatus(options.getVirtualStatus()));

    const useCache = method === 'GET' && opts.cache !== false;
    // Everything that changes the answer is part of the key.
    const cacheKey = `${language}|${real}|${token ?? ''}|${url}`;
    if (useCache) {
      const hit = cacheGet(cacheKey);
      if (hit !== undefined) return hit as T;
    }

    const headers = headersFor('application/json', token, language, real, opts.headers);
    let body: string | FormData | undefined;
    if (typeof FormData !== 'undefined' && opts.body instanceof FormData) {
      // No Content-Type of ours: fetch sets multipart/form-data with the boundary it chose.
      body = opts.body;
    } else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }

    const { status, value: text } = await exchange(
      url,
      { method, headers, body },
      opts.signal,
      (response) => response.text(),
    );
    const result = interpret<T>(status, text, opts);
    if (useCache) cacheSet(cacheKey, result);
    return result;
  }

  /**
   * GET of a file (a CSV statement) with the same headers, timeout and 401 policy as any call:
   * a success that is not JSON is the file; a JSON answer is an envelope (an error) and fails
   * like one. Never cached.
   */
  async function download(path: string, opts: DownloadOptions = {}): Promise<DownloadedFile> {
    const url = `${options.baseUrl}${path}${buildQuery(opts.query)}`;
    const token = opts.token !== undefined ? opts.token : options.getToken();
    const language = options.getLanguage();
    const real = realAccountHeaderOf(bookOfStatus(options.getVirtualStatus()));
    const headers = headersFor('*/*', token, language, real, opts.headers);
    const {
      status,
      response,
      value: blob,
    } = await exchange(url, { method: 'GET', headers }, opts.signal, (r) => r.blob());
    const type = response.headers.get('content-type') ?? '';
    if (status >= 200 && status < 300 && !/\bjson\b/i.test(type)) {
      return { blob, filename: attachmentName(response.headers.get('content-disposition')) };
    }
    interpret(status, await blob.text(), opts);
    // A success envelope where a file was expected.
    throw new ApiError('invalid-response', { msg: 'The answer is not a file', status });
  }

  return {
    request,
    download,
    get<T = unknown>(path: string, opts?: Omit<RequestOptions<T>, 'body'>): Promise<T> {
      return request<T>('GET', path, opts);
    },
    post<T = unknown>(path: string, body?: unknown, opts?: Omit<RequestOptions<T>, 'body'>) {
      return request<T>('POST', path, { ...opts, body });
    },
    /** Entries currently held (expired ones included until purged). */
    get cacheSize(): number {
      return cache.size;
    },
    clearCache(): void {
      cache.clear();
      stopPurging();
    },
  };
}

// ---- the app's client ----------------------------------------------------------------------

let unauthorizedHandler: (() => void) | null = null;

/**
 * The router registers where a 401 sends the user (the login page with a redirect back);
 * answers the function that unregisters it.
 */
export function setUnauthorizedHandler(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

export const api: ApiClient = createApiClient({
  baseUrl: API_PREFIX,
  getToken: () => storage.getToken(),
  getVirtualStatus: () => storage.getVirtualStatus(),
  // The i18n module keeps <html lang> on the current language's BCP 47 tag.
  getLanguage: () => document.documentElement.lang || storage.getLanguage(),
  onUnauthorized: () => {
    session.clear('expired');
    api.clearCache();
    unauthorizedHandler?.();
  },
});

/** The code of an API failure, or 0. */
export function errorCode(error: unknown): number {
  return isApiError(error) && error.kind === 'api' ? error.code : 0;
}
