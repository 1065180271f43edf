import { Code, isCode } from '@swx/contract';
import type { TFunction } from 'i18next';
import { isApiError } from './api-client';
import { PasskeyCancelled } from './webauthn';

/**
 * A message to show, kept as a catalogue key (so it follows a language switch) with
 * interpolation values and the server's text as fallback for codes the catalogue lacks.
 */
export interface Message {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
  readonly fallback?: string;
}

/** The catalogue key of an API code, with the values its message names (`{minimum}`). */
export function codeMessage(
  code: number,
  fallback?: string,
  values?: Readonly<Record<string, string | number>>,
): Message {
  return isCode(code)
    ? { key: `errors.${code}`, fallback, ...(values ? { values } : {}) }
    : { key: 'errors.500', fallback };
}

/** The plain values of an error's result (strings and numbers), which its message may name. */
function resultValues(result: unknown): Record<string, string | number> | undefined {
  if (typeof result !== 'object' || result === null || Array.isArray(result)) return undefined;
  const values = Object.fromEntries(
    Object.entries(result).filter(
      (e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number',
    ),
  );
  return Object.keys(values).length > 0 ? values : undefined;
}

/** What to tell the user about a failed request. */
export function errorMessage(error: unknown): Message {
  if (error instanceof PasskeyCancelled) {
    return {
      key: error.ceremony === 'create' ? 'errors.passkeyCancelled' : 'errors.passkeyNotUsed',
    };
  }
  if (!isApiError(error)) return { key: 'errors.500' };
  if (error.isNetwork) return { key: 'errors.network' };
  if (error.kind === 'http' || error.kind === 'invalid-response')
    return { key: 'errors.unavailable' };
  const wait = error.retryAfterSec;
  if (wait !== undefined && error.code === Code.CODE_TOO_SOON) {
    return { key: 'errors.tooSoonRetry', values: { seconds: wait } };
  }
  if (wait !== undefined && error.code === Code.TOO_MANY_ATTEMPTS) {
    return { key: 'errors.tooManyRetry', values: { seconds: wait } };
  }
  return codeMessage(error.code, error.msg || undefined, resultValues(error.result));
}

/**
 * Translates a Message (keys are checked at run time: they may be built from codes). The code
 * messages come from the contract, shared with the server, and name their values in single
 * braces (`{minimum}`); those are filled here too.
 */
export function translate(t: TFunction, message: Message): string {
  const translateAny = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const text = translateAny(message.key, {
    ...message.values,
    ...(message.fallback ? { defaultValue: message.fallback } : {}),
  });
  const values = message.values;
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}
