import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TriggerEngine, type TriggerPosition } from './triggers.js';

/** The heaps against the plain rule, checked position by position. */

function crossesNaively(p: TriggerPosition, price: bigint): string | undefined {
  if (p.side === 'long') {
    const stopFirst = p.stopLoss !== undefined && p.stopLoss >= p.liquidation;
    if (stopFirst && price <= p.stopLoss!) return 'stop_loss';
    if (price <= p.liquidation) return 'liquidation';
    if (p.takeProfit !== undefined && price >= p.takeProfit) return 'take_profit';
  } else {
    const stopFirst = p.stopLoss !== undefined && p.stopLoss <= p.liquidation;
    if (stopFirst && price >= p.stopLoss!) return 'stop_loss';
    if (price >= p.liquidation) return 'liquidation';
    if (p.takeProfit !== undefined && price <= p.takeProfit) return 'take_profit';
  }
  return undefined;
}

const position = fc
  .record({
    side: fc.constantFrom('long' as const, 'short' as const),
    entry: fc.integer({ min: 1000, max: 2000 }),
    liquidationGap: fc.integer({ min: 1, max: 500 }),
    stopGap: fc.option(fc.integer({ min: 1, max: 700 }), { nil: undefined }),
    takeGap: fc.option(fc.integer({ min: 1, max: 700 }), { nil: undefined }),
  })
  .map(({ side, entry, liquidationGap, stopGap, takeGap }) => {
    const sign = side === 'long' ? -1 : 1;
    return {
      side,
      liquidation: BigInt(entry + sign * liquidationGap),
      stopLoss: stopGap === undefined ? undefined : BigInt(entry + sign * stopGap),
      takeProfit: takeGap === undefined ? undefined : BigInt(entry - sign * takeGap),
    };
  });

describe('TriggerEngine', () => {
  it('closes exactly the positions a price path crosses, with the reason reached first', () => {
    fc.assert(
      fc.property(
        fc.array(position, { minLength: 1, maxLength: 60 }),
        fc.array(fc.integer({ min: 300, max: 2700 }), { minLength: 1, maxLength: 40 }),
        (specs, path) => {
          const engine = new TriggerEngine();
          const open = new Map<number, TriggerPosition>();
          specs.forEach((s, i) => {
            const p = { id: i + 1, instrumentId: 7, ...s };
            open.set(p.id, p);
            engine.upsert(p);
          });
          for (const step of path) {
            const price = BigInt(step);
            const expected = [...open.values()]
              .map((p) => ({ id: p.id, reason: crossesNaively(p, price) }))
              .filter((x) => x.reason !== undefined)
              .sort((a, b) => a.id - b.id);
            const got = engine.cross(7, price).sort((a, b) => a.id - b.id);
            expect(got).toEqual(expected);
            for (const { id } of got) open.delete(id);
            // Other instruments never see these ticks' effects.
            expect(engine.cross(8, price)).toEqual([]);
          }
          expect(engine.size).toBe(open.size);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('follows a change: the old stop no longer fires, the new one does; removed ones never', () => {
    const engine = new TriggerEngine();
    const base = {
      instrumentId: 1,
      side: 'long' as const,
      liquidation: 900n,
      takeProfit: undefined,
    };
    engine.upsert({ id: 1, ...base, stopLoss: 950n });
    engine.upsert({ id: 1, ...base, stopLoss: 990n });
    engine.upsert({ id: 2, ...base, stopLoss: 995n });
    engine.remove(2);
    expect(engine.cross(1, 991n)).toEqual([]);
    expect(engine.cross(1, 990n)).toEqual([{ id: 1, reason: 'stop_loss' }]);
    expect(engine.cross(1, 100n)).toEqual([]);
    expect(engine.size).toBe(0);
  });
});
