import type { Redis } from 'ioredis';
import type { BusTick } from './engine.js';

/**
 * Carries the leader's ticks to every instance (docs/adr/0007): in process by default, over
 * Redis pub/sub when Redis is configured. Each instance, the leader included, builds its
 * market state from what the bus delivers, so all of them agree.
 */
export interface TickBus {
  publish(batch: readonly BusTick[]): void;
  subscribe(handler: (batch: BusTick[]) => void): void;
  close(): Promise<void>;
}

export class LocalTickBus implements TickBus {
  private handlers: Array<(batch: BusTick[]) => void> = [];
  publish(batch: readonly BusTick[]): void {
    for (const h of this.handlers) h([...batch]);
  }
  subscribe(handler: (batch: BusTick[]) => void): void {
    this.handlers.push(handler);
  }
  async close(): Promise<void> {
    this.handlers = [];
  }
}

type WireTick = [
  id: number,
  price: string,
  volume: string,
  time: number,
  bid?: string,
  ask?: string,
];

export function encodeTicks(batch: readonly BusTick[]): string {
  return JSON.stringify(
    batch.map((t): WireTick => {
      const row: WireTick = [t.id, t.price.toString(), t.volume.toString(), t.time];
      if (t.bid !== undefined && t.ask !== undefined) row.push(t.bid.toString(), t.ask.toString());
      return row;
    }),
  );
}

export function decodeTicks(text: string): BusTick[] {
  const rows = JSON.parse(text) as WireTick[];
  return rows.map(([id, price, volume, time, bid, ask]) => ({
    id,
    price: BigInt(price),
    volume: BigInt(volume),
    time,
    bid: bid === undefined ? undefined : BigInt(bid),
    ask: ask === undefined ? undefined : BigInt(ask),
  }));
}

export class RedisTickBus implements TickBus {
  private readonly subscriber: Redis;
  private handlers: Array<(batch: BusTick[]) => void> = [];
  private readonly channel: string;

  constructor(
    private readonly publisher: Redis,
    prefix: string,
    private readonly onError: (error: unknown) => void,
  ) {
    this.channel = `${prefix}market:ticks`;
    this.subscriber = publisher.duplicate();
    this.subscriber.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return;
      let batch: BusTick[];
      try {
        batch = decodeTicks(text);
      } catch (error) {
        this.onError(error);
        return;
      }
      for (const h of this.handlers) h(batch);
    });
  }

  async connect(): Promise<void> {
    await this.subscriber.subscribe(this.channel);
  }

  publish(batch: readonly BusTick[]): void {
    this.publisher.publish(this.channel, encodeTicks(batch)).catch(this.onError);
  }

  subscribe(handler: (batch: BusTick[]) => void): void {
    this.handlers.push(handler);
  }

  async close(): Promise<void> {
    this.handlers = [];
    this.subscriber.disconnect();
  }
}
