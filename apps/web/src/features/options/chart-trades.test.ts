import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { optionsChartTrades } from './chart-trades';
import { order } from './order.fixture';

const EXPIRES = Date.parse('2026-11-22T10:02:00.200Z');

describe('options orders on the chart', () => {
  it('draws an open order’s open price in its direction, titled with the time left', () => {
    const [trade, ...rest] = optionsChartTrades([order()], EXPIRES - 45_000, i18n.t);
    expect(rest).toEqual([]);
    expect(trade).toEqual({
      id: '12',
      kind: 'option',
      name: 'Down',
      direction: 'down',
      countdown: '0:45',
      lines: [
        {
          id: '12:strike',
          kind: 'strike',
          tone: 'down',
          price: '65000.12',
          title: 'Down 0:45',
          label: 'Open price',
        },
      ],
    });
  });

  it('counts down with the clock, rounding a part second up, and says "Settling…" from expiry', () => {
    const up = order({ id: '13', direction: 'up' });
    const at = (nowMs: number) => optionsChartTrades([up], nowMs, i18n.t)[0];
    expect(at(EXPIRES - 61_500)?.lines[0]?.title).toBe('Up 1:02');
    expect(at(EXPIRES - 60_000)?.countdown).toBe('1:00');
    expect(at(EXPIRES - 1)?.countdown).toBe('0:01');
    // Expired and still open on the server: the line stays until the order is settled.
    expect(at(EXPIRES)?.countdown).toBe('Settling…');
    expect(at(EXPIRES + 5000)?.lines[0]?.title).toBe('Up Settling…');
    expect(at(EXPIRES + 5000)?.lines[0]?.price).toBe('65000.12');
  });

  it('draws no line for a settled or void order, and one per open order', () => {
    const orders = [
      order({ id: '1', status: 'settled', result: 'win', closePrice: '65001' }),
      order({ id: '2', openPrice: '64000.5' }),
      order({ id: '3', status: 'void' }),
      order({ id: '4', direction: 'up', openPrice: '66000' }),
    ];
    const trades = optionsChartTrades(orders, EXPIRES - 10_000, i18n.t);
    expect(trades.map((t) => [t.id, t.direction, t.lines.map((l) => l.price)])).toEqual([
      ['2', 'down', ['64000.5']],
      ['4', 'up', ['66000']],
    ]);
  });
});
