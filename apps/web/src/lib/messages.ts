import { Code, isCode } from '@swx/contract';
import type { TFunction } from 'i18next';
import { isApiError } from './api-client';

/**
 * A message to show, kept as a catalogue key (so it follows a language switch) with
 * interpolation values and the server's text as fallback for codes the catalogue lacks.
 */
export interface Message {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
  readonly fallback?: string;
}

/** The catalogue key of an API code. */
export function codeMessage(code: number, fallback?: string): Message {
  return isCode(code) ? { key: `errors.${code}`, fallback } : { key: 'errors.500', fallback };
}

/** What to tell the user about a failed request. */
export function errorMessage(error: unknown): Message {
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
  return codeMessage(error.code, error.msg || undefined);
}

/** Translates a Message (keys are checked at run time: they may be built from codes). */
export function translate(t: TFunction, message: Message): string {
  const translateAny = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return translateAny(message.key, {
    ...message.values,
    ...(message.fallback ? { defaultValue: message.fallback } : {}),
  });
}
