import { LIVE_PATH } from '@swx/contract';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import type { TestApp } from './harness.js';

/** How long a test waits for a frame: long enough for a busy CI machine, bounded all the same. */
export const LIVE_WAIT_MS = 30_000;

type Frame = Record<string, unknown>;

/** The live channel's URL of a test app, listening on a free local port from the first call. */
export async function liveUrl(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${LIVE_PATH}`;
}

/**
 * A live connection that keeps the frames it receives (heartbeats aside) until a test takes
 * them: `next` answers the first that matches, now or when it arrives.
 */
export async function openLive(url: string) {
  const ws = new WebSocket(url);
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data: Buffer) => {
    const frame = JSON.parse(data.toString()) as Frame;
    if (frame.t === 'hb') return;
    frames.push(frame);
    for (const wake of [...waiters]) wake();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    send: (msg: object) => ws.send(JSON.stringify(msg)),
    next(match: (f: Frame) => boolean): Promise<Frame> {
      return new Promise((resolve, reject) => {
        const take = () => {
          const i = frames.findIndex(match);
          if (i < 0) return false;
          settle();
          resolve(frames.splice(i, 1)[0]!);
          return true;
        };
        const timer = setTimeout(() => {
          settle();
          reject(new Error(`no matching frame in ${JSON.stringify(frames)}`));
        }, LIVE_WAIT_MS);
        const wake = () => void take();
        const settle = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        waiters.add(wake);
        take();
      });
    },
    /** Frames received and not yet taken by `next`. */
    pending: () => frames,
    close: () => ws.close(),
  };
}
