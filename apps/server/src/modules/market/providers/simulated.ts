import { tradingHours } from '../hours.js';
import { PriceModel } from '../model.js';
import type { FeedTick, InstrumentSpec, PriceProvider } from '../types.js';

export interface SimulatedOptions {
  seed: number;
  now: () => number;
  /** Where each instrument's walk continues from (its last recorded price). */
  lastPrice: (code: string) => bigint | undefined;
  /** Tick cadence per instrument; instruments are spread over `slots` phases of it. */
  intervalMs?: number;
  slots?: number;
}

/**
 * The default provider: every open instrument ticks once per `intervalMs` (1 s), the
 * instruments spread over four phases so that updates flow evenly rather than all at once.
 * Prices come from the seeded model (model.ts): the same seed and the same step times give
 * the same prices. Closed instruments do not tick.
 */
export class SimulatedProvider implements PriceProvider {
  readonly name = 'simulated';
  readonly simulated = true;
  private timer: NodeJS.Timeout | undefined;
  private models = new Map<string, { spec: InstrumentSpec; model: PriceModel; lastStep: number }>();
  private slot = 0;
  private readonly intervalMs: number;
  private readonly slots: number;
  private sink: ((ticks: FeedTick[]) => void) | undefined;

  constructor(private readonly options: SimulatedOptions) {
    this.intervalMs = options.intervalMs ?? 1000;
    this.slots = options.slots ?? 4;
  }

  /** Sets up the models without a timer; `step` then drives the feed (tests, benchmarks). */
  prepare(instruments: readonly InstrumentSpec[], sink: (ticks: FeedTick[]) => void): void {
    this.sink = sink;
    const now = this.options.now();
    for (const spec of instruments) {
      const model = new PriceModel(spec, this.options.seed, this.options.lastPrice(spec.code));
      this.models.set(spec.code, { spec, model, lastStep: now });
    }
  }

  start(instruments: readonly InstrumentSpec[], sink: (ticks: FeedTick[]) => void): void {
    this.prepare(instruments, sink);
    this.timer = setInterval(() => this.step(), this.intervalMs / this.slots);
    this.timer.unref();
  }

  /** Ticks the instruments of the next phase (all of them when `all`). */
  step(all = false): FeedTick[] {
    const now = this.options.now();
    const slot = this.slot;
    this.slot = (this.slot + 1) % this.slots;
    const ticks: FeedTick[] = [];
    let index = 0;
    for (const entry of this.models.values()) {
      const mine = all || index % this.slots === slot;
      index += 1;
      if (!mine || !tradingHours(entry.spec.schedule).isOpen(now)) continue;
      // Time the market was closed since the last step is not trading time: at most one
      // interval of it moves the price.
      const dt = Math.min(now - entry.lastStep, this.intervalMs);
      entry.lastStep = now;
      const { price, halfSpread, volume } = entry.model.step(dt);
      ticks.push({
        code: entry.spec.code,
        price,
        volume,
        time: now,
        bid: price - halfSpread > 0n ? price - halfSpread : 1n,
        ask: price + halfSpread,
      });
    }
    if (ticks.length > 0) this.sink?.(ticks);
    return ticks;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
