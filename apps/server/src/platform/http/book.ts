import { Code, REAL_ACCOUNT_HEADER, REAL_ACCOUNT_VALUES, type Book } from '@swx/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

const header = REAL_ACCOUNT_HEADER.toLowerCase();

/**
 * The book a request acts on, from the spec's X-Real-Account header: YES is the real book,
 * NO (or no header: virtualStatus defaults to demo) the demo book. Anything else is refused.
 */
export function bookOf(request: FastifyRequest): Book {
  const value = request.headers[header];
  if (value === undefined || value === REAL_ACCOUNT_VALUES.demo) return 'demo';
  if (value === REAL_ACCOUNT_VALUES.real) return 'real';
  throw new AppError(Code.INVALID_PARAMS);
}

/** Refuses a request made in demo mode with 10042 (deposits, withdrawals, plans, loans). */
export function requireRealBook(request: FastifyRequest): void {
  if (bookOf(request) !== 'real') throw new AppError(Code.DEMO_DISABLED);
}
