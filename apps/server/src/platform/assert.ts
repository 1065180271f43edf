/**
 * Assertions of what must hold (TigerBeetle's TIGER_STYLE): post-conditions checked after the
 * work, on what the work already holds in memory, so that they cost no query. A broken one is a
 * bug, never a customer's mistake: it throws an InvariantError, which aborts the transaction it
 * runs in, and the error handler logs it with the request id and answers 500 (10001) without
 * saying more (platform/http/error-handler.ts). Refusals a customer can cause are AppErrors.
 */

/** An internal invariant that does not hold: a bug. */
export class InvariantError extends Error {
  override readonly name = 'InvariantError';
}

/** Throws an InvariantError with `message` unless `condition` holds. */
export function assert(condition: unknown, message: string | (() => string)): asserts condition {
  if (!condition) throw new InvariantError(typeof message === 'function' ? message() : message);
}

/** Marks a case the types say cannot happen (a `switch` over a union); throws if it does. */
export function assertNever(value: never, message = 'unexpected value'): never {
  throw new InvariantError(`${message}: ${String(value)}`);
}
