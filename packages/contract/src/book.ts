import { VIRTUAL_STATUS_DEMO, VIRTUAL_STATUS_REAL } from './constants.js';

/**
 * The one vocabulary of demo-or-real (docs/adr/0021). The session stores a `virtualStatus`
 * (spec section 4: 1 is demo and the default), a request carries `X-Real-Account: NO|YES`
 * (spec section 7), and everything else says `Book`. These convert between them; nothing else
 * compares a virtualStatus or writes NO/YES. This module holds no schema (nothing that needs
 * the codes at load): lib/api-client.ts loads with the app's first chunk.
 */

export const BOOKS = ['demo', 'real'] as const;
export type Book = (typeof BOOKS)[number];

/** The X-Real-Account header (spec section 7): NO in demo mode, YES in real mode. */
export const REAL_ACCOUNT_VALUES = { demo: 'NO', real: 'YES' } as const satisfies Record<
  Book,
  string
>;

/** The book a session's virtualStatus acts on: demo for VIRTUAL_STATUS_DEMO, else real. */
export function bookOfStatus(virtualStatus: number): Book {
  return virtualStatus === VIRTUAL_STATUS_DEMO ? 'demo' : 'real';
}

/** The virtualStatus that makes a session act on `book`. */
export function statusOfBook(book: Book): number {
  return book === 'demo' ? VIRTUAL_STATUS_DEMO : VIRTUAL_STATUS_REAL;
}

/** The X-Real-Account header's value for a request on `book`: NO for demo, YES for real. */
export function realAccountHeaderOf(book: Book): (typeof REAL_ACCOUNT_VALUES)[Book] {
  return REAL_ACCOUNT_VALUES[book];
}
