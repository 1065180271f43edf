import { Code } from '@swx/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/** A lone UTF-16 surrogate (with `u`, a well-formed pair is one code point, not a surrogate). */
const LONE_SURROGATE = /\p{Cs}/u;

/** Text PostgreSQL cannot store as sent: a NUL character, or a lone UTF-16 surrogate. */
function unstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * Whether any string (or key) in a parsed body, query or params is text that cannot be stored:
 * a NUL character or a lone surrogate (JSON's `"\ud800"`, which is no character at all).
 */
export function holdsUnstorableText(value: unknown): boolean {
  // Iterative: a deeply nested body must not exhaust the stack.
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (unstorable(item)) return true;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (unstorable(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * Refuses input holding a NUL character or a lone surrogate anywhere (10026) before any route
 * sees it: PostgreSQL text cannot store either, and no field of this API has a use for them.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const { params, query, body } = request;
    if (holdsUnstorableText(params) || holdsUnstorableText(query) || holdsUnstorableText(body)) {
      throw new AppError(Code.INVALID_PARAMS);
    }
  });
}
