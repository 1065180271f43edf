import { CODE_STATUS, type CodeValue } from '@swx/contract';
import { codeMessage } from '@swx/contract/messages';

/**
 * An operating error: an expected outcome with a stable catalogue code (bad input, wrong
 * password, insufficient balance...). The error handler answers it with the code's HTTP
 * status and message. Anything else thrown is a programmer error and becomes a 500.
 */
export class AppError extends Error {
  readonly code: CodeValue;
  readonly status: number;
  /** Extra detail for the client (e.g. `retryAfterSec`); never internal state. */
  readonly result: Record<string, unknown> | null;

  constructor(code: CodeValue, result: Record<string, unknown> | null = null) {
    super(codeMessage(code, 'en'));
    this.name = 'AppError';
    this.code = code;
    this.status = CODE_STATUS[code];
    this.result = result;
  }
}

/** A 429 with the seconds to wait, in the body and in the Retry-After header. */
export class RateLimitedError extends AppError {
  readonly retryAfterSec: number;
  constructor(code: CodeValue, retryAfterMs: number) {
    const retryAfterSec = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super(code, { retryAfterSec });
    this.retryAfterSec = retryAfterSec;
  }
}
