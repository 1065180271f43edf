import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { positionChartTrades } from './chart-trades';
import { position } from './contract.fixture';

/** The text without the isolates that keep numbers whole in a right-to-left sentence. */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');

describe('contract positions on the chart', () => {
  it('draws the entry, stop loss, take profit and liquidation price, each of its own kind and colour', () => {
    const open = position({ stopLoss: '64000', takeProfit: '66000.5' });
    const [trade, ...rest] = positionChartTrades([open], i18n.t, 'en-US');
    expect(rest).toEqual([]);
    expect(trade?.kind).toBe('position');
    expect(trade?.direction).toBe('up');
    expect(trade?.countdown).toBeUndefined();
    expect(plain(trade?.name ?? '')).toBe('Long 0.1 lots · 10×');
    expect(trade?.lines).toEqual([
      {
        id: '31:entry',
        kind: 'entry',
        tone: 'neutral',
        price: '65000',
        title: 'Entry',
        label: 'Open price',
        short: 'Entry',
      },
      {
        id: '31:stopLoss',
        kind: 'stopLoss',
        tone: 'down',
        price: '64000',
        title: 'SL',
        label: 'Stop loss',
        short: 'SL',
      },
      {
        id: '31:takeProfit',
        kind: 'takeProfit',
        tone: 'up',
        price: '66000.5',
        title: 'TP',
        label: 'Take profit',
        short: 'TP',
      },
      {
        id: '31:liquidation',
        kind: 'liquidation',
        tone: 'warning',
        price: '59800',
        title: 'Liq.',
        label: 'Liquidation price',
        short: 'Liq.',
      },
    ]);
  });

  it('takes the liquidation price as the server fixed it, never working it out again', () => {
    // Not what the entry and leverage would give: the position's own figure is drawn.
    const open = position({ side: 'short', liquidationPrice: '70123.45', lots: '1' });
    const [trade] = positionChartTrades([open], i18n.t, 'en-US');
    expect(trade?.direction).toBe('down');
    expect(plain(trade?.name ?? '')).toBe('Short 1 lot · 10×');
    expect(trade?.lines.find((l) => l.kind === 'liquidation')?.price).toBe('70123.45');
  });

  it('leaves out a stop that is not set, follows a changed one, and draws nothing once closed', () => {
    const bare = position();
    expect(positionChartTrades([bare], i18n.t, 'en-US')[0]?.lines.map((l) => l.kind)).toEqual([
      'entry',
      'liquidation',
    ]);
    const modified = position({ stopLoss: '64500' });
    expect(
      positionChartTrades([modified], i18n.t, 'en-US')[0]?.lines.map((l) => [l.kind, l.price]),
    ).toEqual([
      ['entry', '65000'],
      ['stopLoss', '64500'],
      ['liquidation', '59800'],
    ]);
    const closed = position({ status: 'closed', closeReason: 'user', closePrice: '65100' });
    expect(positionChartTrades([closed], i18n.t, 'en-US')).toEqual([]);
  });

  it('writes the lots in the reader’s language', () => {
    const open = position({ lots: '1234.5' });
    expect(plain(positionChartTrades([open], i18n.t, 'de-DE')[0]?.name ?? '')).toBe(
      'Long 1.234,5 lots · 10×',
    );
  });
});
