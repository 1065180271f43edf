import type { Redis } from 'ioredis';
import type { Lifecycle } from './lifecycle.js';

/**
 * "Something happened to id N", to every instance: Redis pub/sub when configured, else in
 * process. Used for users with news (notifications) and for positions that changed (trading).
 */
export interface IdEvents {
  publish(id: number): void;
  subscribe(handler: (id: number) => void): void;
  close(): Promise<void>;
}

export class LocalIdEvents implements IdEvents {
  private handlers: Array<(id: number) => void> = [];
  publish(id: number): void {
    for (const h of this.handlers) h(id);
  }
  subscribe(handler: (id: number) => void): void {
    this.handlers.push(handler);
  }
  async close(): Promise<void> {
    this.handlers = [];
  }
}

export class RedisIdEvents implements IdEvents {
  private readonly subscriber: Redis;
  private handlers: Array<(id: number) => void> = [];
  private readonly channel: string;

  constructor(
    private readonly publisher: Redis,
    prefix: string,
    name: string,
    private readonly onError: (error: unknown) => void,
  ) {
    this.channel = `${prefix}${name}`;
    this.subscriber = publisher.duplicate();
    this.subscriber.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return;
      const id = Number(text);
      if (Number.isSafeInteger(id) && id > 0) for (const h of this.handlers) h(id);
    });
    this.subscriber.on('error', onError);
  }

  async connect(): Promise<void> {
    await this.subscriber.subscribe(this.channel);
  }

  publish(id: number): void {
    this.publisher.publish(this.channel, String(id)).catch(this.onError);
  }
  subscribe(handler: (id: number) => void): void {
    this.handlers.push(handler);
  }
  async close(): Promise<void> {
    this.handlers = [];
    this.subscriber.disconnect();
  }
}

/**
 * A cross-instance "id N changed" channel: Redis when configured, else in-process; closed with
 * the server.
 */
export async function openIdEvents(
  name: string,
  deps: {
    redis: Redis | undefined;
    prefix: string;
    log: { warn(details: object, message: string): void };
    lifecycle: Lifecycle;
  },
): Promise<IdEvents> {
  const { redis, log } = deps;
  let events: IdEvents;
  if (redis) {
    const channel = new RedisIdEvents(redis, deps.prefix, name, (error) =>
      log.warn({ err: error, channel: name }, 'id events: Redis error'),
    );
    await channel.connect();
    events = channel;
  } else {
    events = new LocalIdEvents();
  }
  deps.lifecycle.onClose(() => events.close());
  return events;
}
