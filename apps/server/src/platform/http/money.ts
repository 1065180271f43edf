import type { Book, CodeValue } from '@swx/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { bookOf } from './book.js';
import type { Answer, Idempotency } from './idempotency.js';

/**
 * A money request's answer, whose it was, and whether it was the stored answer of an earlier
 * request with the same key (a retry: the work did not run again).
 */
export type MoneyAnswer<T> = Answer<T> & { userId: number; replayed: boolean };

/**
 * How every route that moves money runs its work (docs/adr/0008, 0017), and every other request
 * that must apply once (an identity verification submitted): once per Idempotency-Key, in one
 * transaction that also stores the answer, for the signed-in caller. The route declares
 * `headers: idempotencyHeaders` and its auth guard; the rest is here. One instance is built
 * with the services and given to each module's routes as `money`.
 */
export interface MoneyRequests {
  /**
   * Runs `work` once; `fingerprint` is what a retry must repeat beyond the method and route
   * (the validated body, uploaded files' hashes). It is stored with the answer, so a route's
   * fingerprint never changes shape: a retry after a deploy must still match.
   */
  run<T>(
    request: FastifyRequest,
    code: CodeValue,
    fingerprint: string,
    work: (tx: Db, userId: number) => Promise<T>,
  ): Promise<MoneyAnswer<T>>;
  /**
   * Runs `work` once in the book of X-Real-Account: the book and the validated body are what a
   * retry must repeat (the same body in the other book is another request).
   */
  inBook<T>(
    request: FastifyRequest,
    code: CodeValue,
    work: (tx: Db, userId: number, book: Book) => Promise<T>,
  ): Promise<MoneyAnswer<T>>;
}

/** Money requests over `idempotency`; `callerOf` is the signed-in caller's user id. */
export function moneyRequests(
  idempotency: Idempotency,
  callerOf: (request: FastifyRequest) => number,
): MoneyRequests {
  async function run<T>(
    request: FastifyRequest,
    code: CodeValue,
    fingerprint: string,
    work: (tx: Db, userId: number) => Promise<T>,
  ): Promise<MoneyAnswer<T>> {
    const userId = callerOf(request);
    let ran = false;
    const answer = await idempotency.run(request, userId, fingerprint, async (tx) => {
      ran = true;
      return { code, result: await work(tx, userId) };
    });
    return { ...answer, userId, replayed: !ran };
  }
  return {
    run,
    inBook(request, code, work) {
      const book = bookOf(request);
      return run(request, code, `${book}\n${JSON.stringify(request.body)}`, (tx, userId) =>
        work(tx, userId, book),
      );
    },
  };
}
