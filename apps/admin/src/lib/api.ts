import { Code, isSuccessCode } from '@swx/contract';
import { session } from './session';

/** The staff API's base path (apps/server/src/modules/staff/routes.ts). */
export const ADMIN_API = '/swx/admin';

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

/** One call to the staff API: the `{code, msg, result}` envelope unwrapped. */
export async function api<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; schema?: ResultSchema<T>; signal?: AbortSignal } = {},
): Promise<T> {
  const init: RequestInit = { method, signal: options.signal };
  if (options.body !== undefined) {
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

/**
 * An uploaded image as a data: URL (fetched with the bearer header; the CSP allows data:
 * images, not blob: ones).
 */
export async function fileDataUrl(key: string, signal?: AbortSignal): Promise<string> {
  const response = await send(`/files/${encodeURIComponent(key)}`, { signal });
  if (!response.ok) {
    let msg = `The file could not be loaded (${response.status}).`;
    try {
      const payload: unknown = await response.json();
      if (isEnvelope(payload)) msg = payload.msg;
    } catch {
      // Not an envelope: keep the generic sentence.
    }
    throw new ApiError({ msg, status: response.status });
  }
  const blob = await response.blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new ApiError({ msg: 'The file could not be read.' }));
    reader.readAsDataURL(blob);
  });
}
