import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { Code } from '@swx/contract';
import { AppError, RateLimitedError } from '../../platform/http/errors.js';

/**
 * What a new password must be, for customers and staff alike (NIST SP 800-63B's spirit: length
 * and "not guessable", no composition rules):
 * - 8 to 128 characters, not only spaces, no control characters (the contract's schema);
 * - not built on the account's own username or email;
 * - at least "safely unguessable" (score 3 of 4) by zxcvbn-ts, with its dictionaries of common
 *   and breached passwords, names and words, and the account's own details as extra words.
 *
 * zxcvbn runs synchronously and can take most of a second on a crafted 128-character input, so
 * it runs in one worker thread of its own, never on the event loop; its queue is bounded.
 */

/** zxcvbn's score: 3 is "safely unguessable: moderate protection from offline attacks". */
export const PASSWORD_MIN_SCORE = 3;
/** Checks waiting for the worker beyond this are refused (429) rather than queued. */
const QUEUE_MAX = 64;
/** A check that takes longer than this restarts the worker (and is refused, 429). */
const CHECK_TIMEOUT_MS = 10_000;
/** Account details shorter than this are too common as substrings to refuse (e.g. "jo"). */
const OWN_DETAIL_MIN = 4;

export interface AccountDetails {
  username?: string;
  email?: string;
}

/** The account's own words: username, email and the email's local part. */
function ownWords(account: AccountDetails): string[] {
  const words = [account.username, account.email, account.email?.split('@')[0]];
  return words
    .filter((word): word is string => typeof word === 'string' && word.length >= OWN_DETAIL_MIN)
    .map((word) => word.toLowerCase());
}

// The worker (CommonJS, plain JavaScript): builds zxcvbn once, then answers scores.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { ZxcvbnFactory } = require(workerData.core);
const common = require(workerData.common);
const en = require(workerData.en);
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});
parentPort.on('message', ({ id, password, words }) => {
  try {
    parentPort.postMessage({ id, score: zxcvbn.check(password, words).score });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

interface Pending {
  worker: Worker;
  resolve: (score: number) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export class PasswordPolicy {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  /**
   * Refuses a new password with 10031 (or 429 when checks pile up); resolves when it may be
   * used.
   */
  async check(password: string, account: AccountDetails): Promise<void> {
    const lower = password.toLowerCase();
    const words = ownWords(account);
    if (words.some((word) => lower.includes(word))) throw new AppError(Code.PASSWORD_WEAK);
    const score = await this.score(password, [...words, 'swx']);
    if (score < PASSWORD_MIN_SCORE) throw new AppError(Code.PASSWORD_WEAK);
  }

  private score(password: string, words: string[]): Promise<number> {
    if (this.pending.size >= QUEUE_MAX) {
      return Promise.reject(new RateLimitedError(Code.TOO_MANY_ATTEMPTS, 1000));
    }
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new RateLimitedError(Code.TOO_MANY_ATTEMPTS, 1000));
        this.stop(); // a stuck worker is replaced by the next check
      }, CHECK_TIMEOUT_MS);
      this.pending.set(id, { worker, resolve, reject, timer });
      worker.postMessage({ id, password, words });
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const require = createRequire(import.meta.url);
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        core: require.resolve('@zxcvbn-ts/core'),
        common: require.resolve('@zxcvbn-ts/language-common'),
        en: require.resolve('@zxcvbn-ts/language-en'),
      },
    });
    // Never what keeps the process alive.
    worker.unref();
    worker.on('message', (reply: { id: number; score?: number; error?: string }) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      clearTimeout(waiting.timer);
      if (reply.score === undefined) waiting.reject(new Error(`zxcvbn: ${reply.error}`));
      else waiting.resolve(reply.score);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const [id, waiting] of this.pending) {
        if (waiting.worker !== worker) continue;
        clearTimeout(waiting.timer);
        waiting.reject(error);
        this.pending.delete(id);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`password worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private stop(): void {
    const worker = this.worker;
    this.worker = undefined;
    void worker?.terminate();
  }

  /** Ends the worker (server shutdown). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}
