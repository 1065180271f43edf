import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import * as ws from 'ws';
import type { WebSocket } from 'ws';
import { startTestApp } from '../../test/harness.js';
import { CATALOGUE } from './catalogue.js';
import { wireFrame } from './live.js';
import { toUnits } from '../../platform/units.js';

/** ws's frame writer and parser, which its published types leave out. */
const { Sender, Receiver } = ws as unknown as {
  Sender: {
    frame(
      data: Buffer,
      options: { fin: boolean; opcode: number; mask: boolean; readOnly: boolean; rsv1: boolean },
    ): Buffer[];
  };
  Receiver: new (options: { isServer: boolean; skipUTF8Validation: boolean }) => Writable;
};

/** What ws itself writes for a text message from the server (unmasked, uncompressed). */
function wsFrame(payload: Buffer): Buffer {
  return Buffer.concat(
    Sender.frame(payload, {
      fin: true,
      opcode: 1,
      mask: false,
      readOnly: true,
      rsv1: false,
    }),
  );
}

/** Decodes frames with ws's own parser, as a client would (client side: no mask expected). */
function decodeAll(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const texts: string[] = [];
    const receiver = new Receiver({ isServer: false, skipUTF8Validation: false });
    receiver.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) reject(new Error('binary'));
      texts.push(data.toString());
    });
    receiver.on('error', reject);
    receiver.write(bytes, () => resolve(texts));
  });
}
const decode = async (frame: Buffer) => (await decodeAll(frame)).join('|');

describe('wireFrame', () => {
  // Around each length encoding of RFC 6455 5.2: 7 bits, 16 bits, 64 bits.
  it.each([0, 1, 125, 126, 127, 65_535, 65_536, 70_000])(
    'frames a %i-byte text message exactly as ws does, and ws reads it back',
    async (n) => {
      const text = 'é'.repeat(Math.floor(n / 2)) + 'x'.repeat(n % 2);
      const payload = Buffer.from(text);
      expect(payload.length).toBe(n);
      const frame = wireFrame(payload);
      expect(frame.equals(wsFrame(payload))).toBe(true);
      await expect(decode(frame)).resolves.toBe(text);
    },
  );
});

/** The server end of a connection, seen from the hub: a WebSocket's events and its socket. */
function fakeConnection() {
  const writes: Buffer[] = [];
  const socket = new Writable({
    // A corked socket hands over everything written meanwhile in one call.
    writev(chunks, callback) {
      writes.push(Buffer.concat(chunks.map((c) => c.chunk as Buffer)));
      callback();
    },
    write(chunk: Buffer, _encoding, callback) {
      writes.push(chunk);
      callback();
    },
  });
  const ws = Object.assign(new EventEmitter(), {
    readyState: 1,
    bufferedAmount: 0,
    ping() {},
    close() {},
    terminate() {},
  });
  const say = (msg: object) => ws.emit('message', Buffer.from(JSON.stringify(msg)), false);
  return { writes, socket, ws: ws as unknown as WebSocket, say };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

async function framesOf(write: Buffer): Promise<Array<Record<string, unknown>>> {
  return (await decodeAll(write)).map((t) => JSON.parse(t) as Record<string, unknown>);
}

describe('one write per client per turn', () => {
  it('sends the frames of one turn to a client in a single write', async () => {
    const t = await startTestApp();
    try {
      const forex = CATALOGUE.find((i) => i.type === 1)!;
      const crypto = CATALOGUE.find((i) => i.type === 2)!;
      const c = fakeConnection();
      t.app.live.attach(c.ws, c.socket, '192.0.2.1', 'en');
      c.say({ op: 'subscribe', topic: 'market.1' });
      c.say({ op: 'subscribe', topic: `ticker.${crypto.code}` });
      c.say({ op: 'subscribe', topic: 'market.2' });
      await turn();
      // Three answers and two snapshots (no price yet for the ticker), in one write.
      expect(c.writes).toHaveLength(1);
      expect((await framesOf(c.writes[0]!)).map((f) => f.t)).toEqual([
        'subscribed',
        'market',
        'subscribed',
        'subscribed',
        'market',
      ]);

      c.writes.length = 0;
      const time = Date.now();
      t.app.market.publish([
        { code: forex.code, price: toUnits(forex.startPrice, forex.precision)!, volume: 0n, time },
        {
          code: crypto.code,
          price: toUnits(crypto.startPrice, crypto.precision)!,
          volume: 1n,
          time,
        },
      ]);
      while (c.writes.length === 0) await turn();
      await turn();
      // A ticker frame and one frame per market list (and the trading states that the first
      // prices changed, depending on the day's sessions): all in the one write.
      expect(c.writes).toHaveLength(1);
      const frames = (await framesOf(c.writes[0]!)).filter((f) => f.t !== 'status');
      expect(frames.map((f) => [f.t, f.type ?? f.code])).toEqual([
        ['tick', crypto.code],
        ['market', 1],
        ['market', 2],
      ]);
      expect(frames[1]!.d).toEqual([{ code: forex.code, price: forex.startPrice, zdf: '0.00' }]);
    } finally {
      await t.close();
    }
  });
});
