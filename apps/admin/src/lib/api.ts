import { ADMIN_PREFIX, Code, isSuccessCode } from '@swx/contract';
import { AdminPaths, adminPath } from '@swx/contract/admin';
import { session } from './session';

/** The staff API's base path. */
export const ADMIN_API = ADMIN_PREFIX;

/** Longest wait for an answer before the call fails. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** What a zod schema offers (structurally). */
export interface ResultSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * A failed call. `code` is the envelope's code (0 without one), `msg` the server's message or
 * a sentence saying what went wrong.
 */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly status: number;

  constructor(init: { code?: number; msg: string; status?: number }) {
    super(init.msg);
    this.name = 'ApiError';
    this.code = init.code ?? 0;
    this.msg = init.msg;
    this.status = init.status ?? 0;
  }
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.msg;
  return 'Something went wrong. Try again.';
}

interface Envelope {
  code: number;
  msg: string;
  result: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).code === 'number' &&
    typeof (value as Envelope).msg === 'string'
  );
}

/** Calls `fetch` with the bearer header and a timeout; ends the session on a 401. */
async function send(path: string, init: RequestInit = {}): Promise<Response> {
  const token = session.get().token;
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const abort = () => controller.abort();
  init.signal?.addEventListener('abort', abort);
  let response: Response;
  try {
    response = await fetch(`${ADMIN_API}${path}`, { ...init, headers, signal: controller.signal });
  } catch {
    throw new ApiError({ msg: 'The server did not answer. Check the connection and retry.' });
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', abort);
  }
  if (response.status === 401 && token) {
    // Idle timeout or revoked: the session is over whatever the call was.
    session.end('expired');
    throw new ApiError({ code: Code.UNAUTHORIZED, msg: 'Your session ended.', status: 401 });
  }
  return response;
}

/**
 * One call to the staff API: the `{code, msg, result}` envelope unwrapped. A body is sent as
 * JSON, or as multipart when it is a FormData (an upload).
 */
export async function api<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; schema?: ResultSchema<T>; signal?: AbortSignal } = {},
): Promise<T> {
  const init: RequestInit = { method, signal: options.signal };
  if (options.body instanceof FormData) {
    init.body = options.body;
  } else if (options.body !== undefined) {
    init.body = JSON.stringify(options.body);
    init.headers = { 'content-type': 'application/json' };
  }
  const response = await send(path, init);
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError({
      msg: `The server answered ${response.status} without a readable body.`,
      status: response.status,
    });
  }
  if (!isEnvelope(payload)) {
    throw new ApiError({ msg: 'The server sent an unexpected answer.', status: response.status });
  }
  if (payload.code === Code.UNAUTHORIZED && session.get().token) session.end('expired');
  if (!isSuccessCode(payload.code)) {
    throw new ApiError({ code: payload.code, msg: payload.msg, status: response.status });
  }
  if (!options.schema) return payload.result as T;
  const parsed = options.schema.safeParse(payload.result);
  if (!parsed.success) {
    throw new ApiError({ msg: 'The server sent an unexpected answer.', status: response.status });
  }
  return parsed.data;
}

/** A failed non-envelope call (a file, a CSV): the envelope's msg when it sent one. */
async function failure(response: Response, what: string): Promise<ApiError> {
  let msg = `The ${what} could not be loaded (${response.status}).`;
  try {
    const payload: unknown = await response.json();
    if (isEnvelope(payload)) msg = payload.msg;
  } catch {
    // Not an envelope: keep the generic sentence.
  }
  return new ApiError({ msg, status: response.status });
}

/** `?a=1&b=x` from the values that are set (empty strings left out); '' without any. */
export function queryString(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * An uploaded image as a data: URL (fetched with the bearer header; the CSP allows data:
 * images, not blob: ones).
 */
export function fileDataUrl(key: string, signal?: AbortSignal): Promise<string> {
  return imageDataUrl(adminPath(AdminPaths.file, { key }), signal);
}

/** The image at `path` of the staff API as a data: URL (as `fileDataUrl`). */
export async function imageDataUrl(path: string, signal?: AbortSignal): Promise<string> {
  const response = await send(path, { signal });
  if (!response.ok) throw await failure(response, 'file');
  const blob = await response.blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new ApiError({ msg: 'The file could not be read.' }));
    reader.readAsDataURL(blob);
  });
}

/**
 * Downloads a file the API sends (a CSV export) under `filename`: fetched with the bearer
 * header, then saved through an `<a download>` (a navigation the CSP does not govern).
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const response = await send(path);
  if (!response.ok) throw await failure(response, 'export');
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL may go once this task ends.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** One page of a list the API answers. */
export type { Paged } from '@swx/contract/admin';
