import http from 'node:http';
import type { AnswerCheck } from './answers.js';

/** An answer unpacked from the envelope (`raw` for answers that are not one). */
export interface SocketAnswer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  result: T;
}

/** The connection failed or broke before an answer came (the server was killed or is down). */
export class ConnectionLost extends Error {
  override readonly name = 'ConnectionLost';
}

/** No request may take longer, even on a busy 2-core machine with the server restarting. */
const REQUEST_TIMEOUT_MS = 60_000;

/**
 * A client of the real server over a real socket, from its own loopback address (rate limits
 * and the connection cap are per address), with keep-alive as a browser would.
 */
export class SocketClient {
  private readonly agent: http.Agent;

  constructor(
    readonly localAddress: string,
    private readonly baseUrl: () => string,
    private readonly check: AnswerCheck,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress });
  }

  async call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; form?: Form } = {},
  ): Promise<SocketAnswer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    let payload: Buffer | undefined;
    if (options.form) {
      payload = options.form.payload;
      headers['content-type'] = options.form.contentType;
    } else if (options.body !== undefined) {
      payload = Buffer.from(JSON.stringify(options.body));
      headers['content-type'] = 'application/json';
    }
    const url = new URL(path, this.baseUrl());
    const { status, contentType, body } = await this.send(method, url, headers, payload);
    this.check.see({ method, url: url.pathname, status, contentType, body });
    if (!contentType.includes('json')) throw new Error(`${method} ${path} answered ${contentType}`);
    return { status, ...(JSON.parse(body) as Omit<SocketAnswer<T>, 'status'>) };
  }

  private send(
    method: string,
    url: URL,
    headers: Record<string, string>,
    payload: Buffer | undefined,
  ): Promise<{ status: number; contentType: string; body: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        url,
        { method, headers, agent: this.agent, timeout: REQUEST_TIMEOUT_MS },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error) => reject(new ConnectionLost(error.message)));
          response.on('aborted', () => reject(new ConnectionLost('answer cut short')));
          response.on('end', () => {
            if (!response.complete) {
              reject(new ConnectionLost('answer cut short'));
              return;
            }
            resolve({
              status: response.statusCode ?? 0,
              contentType: String(response.headers['content-type'] ?? ''),
              body: Buffer.concat(chunks).toString('utf8'),
            });
          });
        },
      );
      request.on('timeout', () =>
        request.destroy(new Error(`${method} ${url.pathname} took over ${REQUEST_TIMEOUT_MS} ms`)),
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        const lost = ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ECONNABORTED'].includes(
          error.code ?? '',
        );
        reject(
          lost || error.message === 'socket hang up' ? new ConnectionLost(error.message) : error,
        );
      });
      request.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

export interface Form {
  payload: Buffer;
  contentType: string;
}
