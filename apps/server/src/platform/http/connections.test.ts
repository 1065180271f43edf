import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { gracefulShutdown } from '../lifecycle.js';

/**
 * The HTTP server's own defences, on a real listening socket: a cap on connections per
 * address, request and header timeouts against clients that send slowly, and a shutdown that
 * does not wait forever for a request that never ends.
 */

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function listening(env: Record<string, string>): Promise<{ t: TestApp; port: number }> {
  const t = await startTestApp(env);
  cleanups.push(() => t.close());
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, port: (t.app.server.address() as AddressInfo).port };
}

function open(port: number): Promise<Socket> {
  const socket = connect({ port, host: '127.0.0.1' });
  cleanups.push(async () => socket.destroy());
  return once(socket, 'connect').then(() => socket);
}

/** Everything the server sends on `socket` until it closes it. */
function received(socket: Socket): Promise<string> {
  let text = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  return once(socket, 'close').then(() => text);
}

/** Sends `bytes` one at a time every `everyMs` until the socket closes; returns how many went. */
function trickle(socket: Socket, bytes: string, everyMs: number): Promise<number> {
  return new Promise((resolve) => {
    let sent = 0;
    const timer = setInterval(() => {
      if (socket.destroyed || sent >= bytes.length) {
        clearInterval(timer);
        resolve(sent);
        return;
      }
      socket.write(bytes[sent]!);
      sent += 1;
    }, everyMs);
    socket.once('close', () => {
      clearInterval(timer);
      resolve(sent);
    });
  });
}

describe('connections per address', () => {
  it('closes the connections beyond HTTP_MAX_CONNECTIONS_PER_IP at once; the others work', async () => {
    const { port } = await listening({ HTTP_MAX_CONNECTIONS_PER_IP: '2' });
    const first = await open(port);
    const second = await open(port);
    const third = await open(port);
    expect(await received(third)).toBe('');
    for (const socket of [first, second]) {
      const answer = received(socket);
      socket.end('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
    }
    // Closed ones free their place.
    const fourth = await open(port);
    const answer = received(fourth);
    fourth.end('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('slow clients', () => {
  it('cuts a body sent a byte at a time at HTTP_REQUEST_TIMEOUT_MS (408)', async () => {
    const { port } = await listening({
      HTTP_REQUEST_TIMEOUT_MS: '1500',
      HTTP_HEADERS_TIMEOUT_MS: '1000',
    });
    const socket = await open(port);
    const answer = received(socket);
    const body = JSON.stringify({ username: 'x'.repeat(200), password: 'y'.repeat(200) });
    socket.write(
      'POST /swx/customer/login/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    // 430 bytes at one per 50 ms would take 21 s; the server stops it long before.
    const sent = await trickle(socket, body, 50);
    expect(sent).toBeLessThan(body.length);
    expect(await answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts headers sent a byte at a time at HTTP_HEADERS_TIMEOUT_MS', async () => {
    const { port } = await listening({
      HTTP_REQUEST_TIMEOUT_MS: '5000',
      HTTP_HEADERS_TIMEOUT_MS: '1000',
    });
    const socket = await open(port);
    const answer = received(socket);
    const headers = `GET /healthz HTTP/1.1\r\nHost: x\r\n${'X-Pad: 0123456789\r\n'.repeat(30)}\r\n`;
    const sent = await trickle(socket, headers, 20);
    expect(sent).toBeLessThan(headers.length);
    expect(await answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('graceful shutdown', () => {
  it('stops accepting, cuts a request still running at the limit, and exits 0', async () => {
    const database: Database = await openDatabase({});
    cleanups.push(() => database.close());
    const app = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        MARKET_FEED: 'off',
        MARKET_HISTORY: 'false',
        WEB_DIST_DIR: '/nonexistent',
        ADMIN_DIST_DIR: '/nonexistent',
      }),
      database,
      logging: { logger: false },
    });
    let arrived!: () => void;
    const running = new Promise<void>((resolve) => (arrived = resolve));
    // A request that would never end by itself.
    app.get('/test/forever', () => {
      arrived();
      return new Promise(() => {});
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const client = new Promise<string>((resolve) => {
      const call = httpRequest({ port, host: '127.0.0.1', path: '/test/forever' }, () =>
        resolve('answered'),
      );
      call.on('error', (error) => resolve(error.message));
      call.end();
    });
    await running;

    let exited!: (code: number) => void;
    const exitCode = new Promise<number>((resolve) => (exited = resolve));
    const shutdown = gracefulShutdown(app, { timeoutMs: 300, graceMs: 30_000, exit: exited });
    void shutdown('SIGTERM');
    expect(await exitCode).toBe(0);
    expect(await client).toBe('socket hang up');
    expect(app.server.listening).toBe(false);
    // New connections are refused.
    const late = connect({ port, host: '127.0.0.1' });
    const [error] = (await once(late, 'error')) as [NodeJS.ErrnoException];
    expect(error.code).toBe('ECONNREFUSED');
  });
});
