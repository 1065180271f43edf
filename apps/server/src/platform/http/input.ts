import { Code } from '@swx/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/** Whether any string in a parsed body, query or params holds a NUL character. */
export function holdsNul(value: unknown): boolean {
  // Iterative: a deeply nested body must not exhaust the stack.
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * Refuses input holding a NUL character anywhere (10026) before any route sees it:
 * PostgreSQL text cannot store one, and no field of this API has a use for it.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new AppError(Code.INVALID_PARAMS);
    }
  });
}
