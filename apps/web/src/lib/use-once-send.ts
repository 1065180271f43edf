import { useRef, useState } from 'react';
import { isApiError, type ApiError } from './api-client';
import { createAttemptKeys } from './idempotency';

/** A mutation as `useMutation` returns it: what `send` runs. */
export interface SendMutation<TData, TVariables> {
  mutate(
    variables: TVariables,
    options: { onSuccess(data: TData): void; onError(error: Error): void; onSettled(): void },
  ): void;
}

/** What the form does with the answer, once the attempt's key has been dealt with. */
export interface SendAnswers<TData> {
  onSuccess?(data: TData): void;
  /** The server refused the request (an `ApiError` of kind `api`). */
  onRefused?(error: ApiError): void;
  /**
   * Any other failure (network, timeout, a proxy's error): no answer of the server, so the
   * request may have taken effect.
   */
  onUnanswered?(error: Error): void;
}

export interface OnceSendOptions {
  /**
   * A second `send` before the first one's request settles sends nothing (default). False for
   * a form that refuses a second submit itself (by its mutation's `isPending`).
   */
  guard?: boolean;
  /** Keep the key after a refusal: the same content sent again carries it again. */
  keepKeyOnRefusal?: boolean;
}

/**
 * A form's request sent once per attempt, with the attempt's Idempotency-Key
 * (`createAttemptKeys`): the same key while the same content is sent again, a new one once
 * the content differs, after a success, after a refusal (unless `keepKeyOnRefusal`) and when
 * the form is mounted again (a dialog opened again). Unless `guard` is false, a second click
 * before the answer (even before the next render) sends nothing.
 */
export function useOnceSend({ guard = true, keepKeyOnRefusal = false }: OnceSendOptions = {}) {
  const [keys] = useState(createAttemptKeys);
  /** Set from `send` until its request settles. */
  const sending = useRef(false);

  /**
   * Runs `mutation` with `variables(key)`, `key` the attempt's for `fingerprint` (what makes
   * two submits the same request), then `answers`.
   */
  function send<TData, TVariables>(
    fingerprint: string,
    mutation: SendMutation<TData, TVariables>,
    variables: (key: string) => TVariables,
    answers: SendAnswers<TData> = {},
  ): void {
    if (guard && sending.current) return;
    const key = keys.keyFor(fingerprint);
    sending.current = true;
    mutation.mutate(variables(key), {
      onSettled: () => {
        sending.current = false;
      },
      onSuccess: (data) => {
        keys.reset();
        answers.onSuccess?.(data);
      },
      onError: (error) => {
        if (!isApiError(error) || error.kind !== 'api') {
          answers.onUnanswered?.(error);
          return;
        }
        if (!keepKeyOnRefusal) keys.reset();
        answers.onRefused?.(error);
      },
    });
  }

  return {
    send,
    /** Whether a request of `send` is on its way (with `guard`, `send` now sends nothing). */
    inFlight: (): boolean => sending.current,
  };
}
