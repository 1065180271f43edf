import type { CloseReason, ContractSide } from '@swx/contract';

/**
 * The trigger engine of leveraged contracts (docs/adr/0012): per instrument, two heaps of
 * trigger prices, so that a tick looks only at the positions it crosses, never at all of them.
 *
 * - `down` (a max-heap): closes when the price falls to or below the key: a long's stop loss
 *   or liquidation price (whichever is higher, so reached first), a short's take profit;
 * - `up` (a min-heap): closes when the price rises to or above the key: a long's take profit,
 *   a short's stop loss or liquidation price (whichever is lower).
 *
 * Prices are bigint units at the instrument's precision. A changed position gets new entries
 * with a new version; old entries are dropped lazily when they reach the top.
 */

export interface TriggerPosition {
  id: number;
  instrumentId: number;
  side: ContractSide;
  stopLoss: bigint | undefined;
  takeProfit: bigint | undefined;
  liquidation: bigint;
}

interface Entry {
  key: bigint;
  id: number;
  version: number;
  reason: Exclude<CloseReason, 'user'>;
}

/** A binary heap ordered by `before(a, b)` (a comes out first). */
class Heap {
  private readonly items: Entry[] = [];
  constructor(private readonly before: (a: bigint, b: bigint) => boolean) {}

  get size(): number {
    return this.items.length;
  }

  peek(): Entry | undefined {
    return this.items[0];
  }

  push(entry: Entry): void {
    const items = this.items;
    items.push(entry);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(items[i]!.key, items[parent]!.key)) break;
      [items[i], items[parent]] = [items[parent]!, items[i]!];
      i = parent;
    }
  }

  pop(): Entry | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let best = i;
        if (l < items.length && this.before(items[l]!.key, items[best]!.key)) best = l;
        if (r < items.length && this.before(items[r]!.key, items[best]!.key)) best = r;
        if (best === i) break;
        [items[i], items[best]] = [items[best]!, items[i]!];
        i = best;
      }
    }
    return top;
  }
}

interface Book {
  down: Heap;
  up: Heap;
}

export interface Triggered {
  id: number;
  reason: Exclude<CloseReason, 'user'>;
}

export class TriggerEngine {
  private readonly books = new Map<number, Book>();
  private readonly versions = new Map<number, number>();
  private nextVersion = 1;

  /** Open positions watched. */
  get size(): number {
    return this.versions.size;
  }

  private book(instrumentId: number): Book {
    let book = this.books.get(instrumentId);
    if (!book) {
      book = { down: new Heap((a, b) => a > b), up: new Heap((a, b) => a < b) };
      this.books.set(instrumentId, book);
    }
    return book;
  }

  /** Watches a position (again, with its current stop loss and take profit). */
  upsert(p: TriggerPosition): void {
    const version = this.nextVersion++;
    this.versions.set(p.id, version);
    const book = this.book(p.instrumentId);
    const entry = (key: bigint, reason: Entry['reason']): Entry => ({
      key,
      id: p.id,
      version,
      reason,
    });
    if (p.side === 'long') {
      const stop = p.stopLoss !== undefined && p.stopLoss >= p.liquidation;
      book.down.push(entry(stop ? p.stopLoss! : p.liquidation, stop ? 'stop_loss' : 'liquidation'));
      if (p.takeProfit !== undefined) book.up.push(entry(p.takeProfit, 'take_profit'));
    } else {
      const stop = p.stopLoss !== undefined && p.stopLoss <= p.liquidation;
      book.up.push(entry(stop ? p.stopLoss! : p.liquidation, stop ? 'stop_loss' : 'liquidation'));
      if (p.takeProfit !== undefined) book.down.push(entry(p.takeProfit, 'take_profit'));
    }
  }

  /** Stops watching a position (closed). */
  remove(id: number): void {
    this.versions.delete(id);
  }

  /**
   * The positions of an instrument that a price crosses, each once; they stop being watched
   * (the caller closes them, or watches one again if it turns out not to cross after all).
   */
  cross(instrumentId: number, price: bigint): Triggered[] {
    const book = this.books.get(instrumentId);
    if (!book) return [];
    const out: Triggered[] = [];
    const take = (heap: Heap, crossed: (key: bigint) => boolean) => {
      for (let top = heap.peek(); top && crossed(top.key); top = heap.peek()) {
        heap.pop();
        if (this.versions.get(top.id) !== top.version) continue;
        this.versions.delete(top.id);
        out.push({ id: top.id, reason: top.reason });
      }
      // Drop stale entries at the top so that they do not pile up.
      for (
        let top = heap.peek();
        top && this.versions.get(top.id) !== top.version;
        top = heap.peek()
      ) {
        heap.pop();
      }
    };
    take(book.down, (key) => price <= key);
    take(book.up, (key) => price >= key);
    return out;
  }
}
