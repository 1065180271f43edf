import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChartTrade } from '../../../lib/chart-trades';
import { renderApp } from '../../../test/render';
import { ChartTradesLegend } from './chart-trades-legend';

const option = (id: string, countdown = '0:45'): ChartTrade => ({
  id,
  kind: 'option',
  name: 'Up',
  direction: 'up',
  countdown,
  lines: [
    {
      id: `${id}:strike`,
      kind: 'strike',
      tone: 'up',
      price: '65000.1',
      title: `Up ${countdown}`,
      label: 'Open price',
    },
  ],
});

const long: ChartTrade = {
  id: '31',
  kind: 'position',
  name: 'Long 0.1 lots · 10×',
  direction: 'up',
  lines: [
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
      id: '31:liquidation',
      kind: 'liquidation',
      tone: 'warning',
      price: '59800',
      title: 'Liq.',
      label: 'Liquidation price',
      short: 'Liq.',
    },
  ],
};

describe('the legend of the trades on the chart', () => {
  it('lists an options order with its time left and its open price at the instrument’s decimals', () => {
    renderApp(
      <ChartTradesLegend trades={{ trades: [option('12')], more: 0 }} precision={2} places={{}} />,
    );
    const legend = screen.getByRole('group', { name: 'Your open trades on this chart' });
    const trade = within(legend).getByTestId('chart-trade');
    expect(trade.dataset['direction']).toBe('up');
    expect(within(trade).getByRole('timer').textContent).toBe('0:45');
    expect(trade.textContent).toContain('Time left:');
    const line = within(trade).getByTestId('chart-line');
    expect(line.dataset['kind']).toBe('strike');
    expect(line.dataset['price']).toBe('65000.1');
    // Not drawn yet: the chart has not reported it.
    expect(line.dataset['place']).toBe('pending');
    expect(line.textContent).toBe('Open price65,000.10');
  });

  it('names each level of a position in full for a reader, and says which lie beyond the view', () => {
    renderApp(
      <ChartTradesLegend
        trades={{ trades: [long], more: 0 }}
        precision={2}
        places={{ '31:entry': 'in', '31:stopLoss': 'in', '31:liquidation': 'below' }}
      />,
    );
    const lines = screen.getAllByTestId('chart-line');
    expect(lines.map((l) => [l.dataset['kind'], l.dataset['place']])).toEqual([
      ['entry', 'in'],
      ['stopLoss', 'in'],
      ['liquidation', 'below'],
    ]);
    // The short name is shown, the full one read out.
    expect(lines[1]?.querySelector('[aria-hidden="true"]:not(:empty)')?.textContent).toBe('SL');
    expect(lines[1]?.textContent).toBe('SLStop loss64,000.00');
    expect(lines[2]?.textContent).toBe('Liq.Liquidation price59,800.00Below the visible prices');
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('lists four trades at most and counts the others, those not fetched included', () => {
    const trades = ['1', '2', '3', '4', '5', '6'].map((id) => option(id));
    renderApp(<ChartTradesLegend trades={{ trades, more: 3 }} precision={2} places={{}} />);
    expect(screen.getAllByTestId('chart-trade').map((t) => t.dataset['tradeId'])).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(screen.getByTestId('chart-trades-more').textContent).toBe('+5 more');
  });

  it('is not there without trades', () => {
    renderApp(<ChartTradesLegend trades={{ trades: [], more: 0 }} precision={2} places={{}} />);
    expect(screen.queryByTestId('chart-trades')).toBeNull();
  });
});
