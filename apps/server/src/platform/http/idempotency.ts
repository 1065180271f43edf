import { createHash } from 'node:crypto';
import { Code, type CodeValue } from '@swx/contract';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { AppError } from './errors.js';
import { rows } from '../db/rows.js';

/**
 * `Idempotency-Key` on money-moving requests (docs/adr/0008). The effect and the answer are
 * committed together: the work runs in one transaction that also stores `{ code, result }`
 * under (user, key), so a retry either finds the stored answer or finds nothing (the first
 * attempt rolled back) and runs again. Same key and same request: the first answer again.
 * Same key, another request (method, route or body): 10040 (422). The same key while its
 * first request is still running: 10041 (409), from this instance's in-flight set or, across
 * instances, from a transaction-scoped advisory lock that the second request cannot take.
 * Every money-moving request must carry one: without it the answer is 10060 and nothing runs,
 * so that a client's blind retry can never move money twice.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a first answer is kept for retries. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Visible ASCII, as Stripe and the IETF draft allow; UUIDs fit. */
const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

/**
 * The header as a route schema (`schema.headers`): documents the required key in the OpenAPI
 * document and answers 10060 (missing) or 10026 (malformed) before the route runs. Other
 * headers pass through untouched.
 */
export const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string({ error: String(Code.IDEMPOTENCY_KEY_REQUIRED) })
    .regex(KEY_PATTERN, { error: String(Code.INVALID_PARAMS) })
    .describe(
      'A fresh key (e.g. a UUID) per user action, the same one when that action is retried: ' +
        'the first answer is returned again and the action applies once (24 hours).',
    ),
});

export interface Answer<T> {
  code: CodeValue;
  result: T;
}

/** Two int4 lock keys from a string (PostgreSQL's two-key advisory lock space). */
function lockKeys(text: string): [number, number] {
  const digest = createHash('sha256').update(text).digest();
  return [digest.readInt32BE(0), digest.readInt32BE(4)];
}

export class Idempotency {
  private readonly inFlight = new Set<string>();

  constructor(private readonly db: Db) {}

  /**
   * Runs `work` once for this user and key. `fingerprint` identifies the request beyond its
   * method and route (the validated body, uploaded files' hashes).
   */
  async run<T>(
    request: FastifyRequest,
    userId: number,
    fingerprint: string,
    work: (tx: Db) => Promise<Answer<T>>,
  ): Promise<Answer<T>> {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) throw new AppError(Code.IDEMPOTENCY_KEY_REQUIRED);
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw new AppError(Code.INVALID_PARAMS);
    }
    const key = header;
    const requestHash = createHash('sha256')
      .update(`${request.method} ${request.routeOptions.url ?? request.url}\n${fingerprint}`)
      .digest('hex');
    const slot = `${userId}:${key}`;
    if (this.inFlight.has(slot)) throw new AppError(Code.REQUEST_IN_PROGRESS);
    this.inFlight.add(slot);
    try {
      return await this.db.transaction(async (tx) => {
        // The key's lock and, once it is held, the answer stored under the key (one call).
        const [k1, k2] = lockKeys(`idempotency:${slot}`);
        const [claim] = rows<{
          ok: boolean;
          request_hash: string | null;
          response: Answer<T> | string | null;
        }>(
          await tx.execute(
            sql`select * from idempotency_claim(${userId}, ${key}, ${k1}::int, ${k2}::int)`,
          ),
        );
        if (!claim?.ok) throw new AppError(Code.REQUEST_IN_PROGRESS);
        const stored =
          claim.request_hash === null || claim.response === null
            ? undefined
            : { request_hash: claim.request_hash, response: claim.response };
        if (stored) {
          if (stored.request_hash !== requestHash) throw new AppError(Code.IDEMPOTENCY_KEY_REUSED);
          return typeof stored.response === 'string'
            ? (JSON.parse(stored.response) as Answer<T>)
            : stored.response;
        }
        const answer = await work(tx);
        await tx.execute(sql`
          insert into idempotency_keys (user_id, key, request_hash, response)
          values (${userId}, ${key}, ${requestHash}, ${JSON.stringify(answer)}::jsonb)`);
        return answer;
      });
    } finally {
      this.inFlight.delete(slot);
    }
  }

  /** Forgets answers older than `maxAgeMs` (a retry after that runs as a new request). */
  async prune(now: Date, maxAgeMs: number): Promise<number> {
    const result = await this.db.execute(sql`
      delete from idempotency_keys where created_at < ${new Date(now.getTime() - maxAgeMs).toISOString()}`);
    const done = result as unknown as { affectedRows?: number; rowCount?: number | null };
    return done.rowCount ?? done.affectedRows ?? 0;
  }
}
