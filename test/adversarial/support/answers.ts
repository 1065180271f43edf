import { CODE_STATUS, Code, isCode } from '@swx/contract';
import type { Counts } from './mode.js';

/** One answer as the suite sees it, whichever way it was sent (inject or a socket). */
export interface Seen {
  method: string;
  url: string;
  status: number;
  contentType: string;
  body: string;
}

/**
 * Checks every answer the suite gets, and keeps the first few problems to show:
 * - a 5xx is counted (the goal is none, whatever the request);
 * - a JSON answer must be the envelope `{code, msg, result}` with a catalogue code whose class
 *   is the HTTP status (CODE_STATUS), except Fastify's own 4xx refusals (bad JSON, media type,
 *   size), which answer 10026 with their own status.
 */
export class AnswerCheck {
  readonly problems: string[] = [];

  constructor(private readonly counts: Counts) {}

  /** `label` says which generated request this was (shown with a problem). */
  see(answer: Seen, label = ''): void {
    this.counts.requests += 1;
    const where = `${answer.method} ${answer.url.slice(0, 120)}${label ? ` [${label}]` : ''} → ${answer.status}`;
    if (answer.status >= 500) {
      this.counts['5xx'] += 1;
      this.note(`${where} ${answer.body.slice(0, 300)}`);
      return;
    }
    if (!answer.contentType.includes('json')) {
      // Files (images, the CSV statement, logos) answer 200 with their own type; refusals are JSON.
      if (answer.status >= 400) this.note(`${where} is not JSON: ${answer.contentType}`);
      return;
    }
    let body: { code?: unknown; msg?: unknown };
    try {
      body = JSON.parse(answer.body) as { code?: unknown; msg?: unknown };
    } catch {
      this.note(`${where} does not parse as JSON`);
      return;
    }
    if (!isCode(body.code) || typeof body.msg !== 'string') {
      // The live channel and the docs answer plain JSON on their own paths.
      if (!answer.url.startsWith('/swx/docs')) this.note(`${where} is not an envelope`);
      return;
    }
    const expected = CODE_STATUS[body.code];
    const fastifyRefusal = body.code === Code.INVALID_PARAMS && answer.status >= 400;
    if (expected !== answer.status && !fastifyRefusal) {
      this.note(`${where} carries code ${body.code}, whose status is ${expected}`);
    }
  }

  private note(problem: string): void {
    if (this.problems.length < 100 && !this.problems.includes(problem)) this.problems.push(problem);
  }
}
