import type { ContractPosition, MarketInfo, OptionsOrder } from '@swx/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contractProduct, position } from '../../features/contracts/contract.fixture';
import type { CandleChartProps } from '../../features/market/components/candle-chart';
import { order } from '../../features/options/order.fixture';
import { session } from '../../lib/session';
import { renderApp } from '../../test/render';
import {
  balancesOf,
  callsTo,
  page,
  receiveLive,
  setUpTradingTests,
  stubApi,
  type Handler,
} from '../../test/trading-kit';
import { CruuencyPage } from './cruuency';

/**
 * The currency page draws the signed-in user's open trades of the kind shown on its chart
 * (issue 17). The chart's canvas does not run in jsdom: it stands here as its legend, drawn
 * from what the page gives the chart, which is what these tests check.
 */
vi.mock('../../features/market/components/candle-chart', async () => {
  const { ChartTradesLegend } =
    await import('../../features/market/components/chart-trades-legend');
  const { NO_CHART_TRADES } = await import('../../lib/chart-trades');
  return {
    CandleChart: ({ trades, precision }: CandleChartProps) => (
      <ChartTradesLegend
        trades={trades ?? NO_CHART_TRADES}
        precision={precision ?? 2}
        places={{}}
      />
    ),
  };
});

const info: MarketInfo = {
  id: 7,
  code: 'BTCUSDT',
  type: 2,
  appName: 'Bitcoin',
  logo: '/logo/BTCUSDT.svg',
  price: '65000.00',
  nowPrice: '65000.00',
  zdf: '0.00',
  hundred: [],
  volume24h: '100',
  precision: 2,
  status: 'open',
  simulated: true,
  open24h: '65000.00',
  high24h: '65100.00',
  low24h: '64900.00',
  bid: null,
  ask: null,
  contractSize: '1',
  description: 'Bitcoin',
  venue: 'Simulated feed',
  tradingHours: { timeZone: 'UTC', sessions: [], alwaysOpen: true, nextChange: null },
  lastTickAt: null,
};

const EXPIRES = Date.parse('2026-11-22T10:02:00.200Z');

const stub = (handlers: Record<string, Handler>) =>
  stubApi(
    {
      'GET /index/getMarketInfo/7': () => ({ result: info }),
      'GET /order/getOptionsProduct': () => ({ status: 400, code: 10014, msg: 'Incorrect' }),
      'GET /order/getContractProduct': () => ({ result: contractProduct }),
      'GET /user/listBalances': () => ({ result: balancesOf('1000.000000', '0.000000') }),
      'GET /order/listOptionsOrder': () => ({ result: page([]) }),
      'GET /order/listContractOrder': () => ({ result: page([]) }),
    },
    handlers,
  );

const renderPage = () =>
  renderApp(
    [{ path: '/cruuency', element: <CruuencyPage /> }],
    '/cruuency?code=BTCUSDT&type=2&id=7',
  );

const open = (state: string | null) => state === 'open';

const chartLines = () =>
  screen
    .queryAllByTestId('chart-line')
    .map((line) => [line.dataset['kind'], line.dataset['price']]);

setUpTradingTests({ socket: true });

afterEach(() => {
  vi.useRealTimers();
});

describe('the trades on the currency page’s chart', () => {
  it('draws an open options order’s open price with its time left, until it is settled', async () => {
    // The clock and the intervals are the test's; answers and React still run on their own.
    vi.useFakeTimers({ now: EXPIRES - 62_000, toFake: ['Date', 'setInterval', 'clearInterval'] });
    let settled = false;
    const up: OptionsOrder = order({ direction: 'up' });
    const api = stub({
      'GET /order/listOptionsOrder': (_body, url) => ({
        result: page(open(url.searchParams.get('state')) && !settled ? [up] : []),
      }),
      'GET /order/getOptionsOrderById/12': () => ({
        result: settled ? { ...up, status: 'settled', result: 'win', closePrice: '65001' } : up,
      }),
    });
    renderPage();
    const legend = await screen.findByRole('group', { name: 'Your open trades on this chart' });
    const trade = within(legend).getByTestId('chart-trade');
    expect(trade.dataset['direction']).toBe('up');
    expect(trade.textContent).toContain('Up');
    const timer = within(trade).getByRole('timer');
    expect(timer.textContent).toBe('1:02');
    expect(chartLines()).toEqual([['strike', '65000.12']]);
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe('1:01');
    // Only the kind shown is asked for: no positions while options are on the page.
    expect(callsTo(api, '/listContractOrder')).toHaveLength(0);

    // Expired: "Settling…" while the server settles it; settled, its line goes.
    act(() => vi.advanceTimersByTime(61_000));
    await waitFor(() =>
      expect(screen.getByTestId('chart-countdown').textContent).toBe('Settling…'),
    );
    expect(chartLines()).toEqual([['strike', '65000.12']]);
    settled = true;
    await act(async () => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(screen.queryByTestId('chart-trades')).toBeNull());
  });

  it('draws a position’s entry, stop loss, take profit and liquidation price, follows a change of its stops and removes them at close', async () => {
    let now: ContractPosition = position({ stopLoss: '64000', takeProfit: '66000' });
    let closed = false;
    const api = stub({
      'POST /order/closeContract': () => {
        closed = true;
        return {
          result: {
            ...now,
            status: 'closed',
            closeReason: 'user',
            closePrice: '65000',
            closedAt: '2026-11-22T10:05:00.000Z',
            profit: '0.000000',
            returned: '650.000000',
          },
        };
      },
      'GET /order/listOptionsOrder': (_body, url) => ({
        result: page(
          open(url.searchParams.get('state'))
            ? [order({ expiresAt: '2099-01-01T00:00:00.000Z' })]
            : [],
        ),
      }),
      'GET /order/listContractOrder': (_body, url) => ({
        result: page(open(url.searchParams.get('state')) && !closed ? [now] : []),
      }),
      'POST /order/modifyContract': (body) => {
        now = { ...now, ...(body as Pick<ContractPosition, 'stopLoss' | 'takeProfit'>) };
        return { code: 20005, result: now };
      },
    });
    renderPage();
    // Options first: the options order's line.
    await waitFor(() => expect(chartLines()).toEqual([['strike', '65000.12']]));

    // The contracts kind: the position's four lines in place of it.
    const kinds = await screen.findByTestId('cruuency-orders-kind');
    fireEvent.click(within(kinds).getByRole('radio', { name: 'Contracts' }));
    await waitFor(() =>
      expect(chartLines()).toEqual([
        ['entry', '65000'],
        ['stopLoss', '64000'],
        ['takeProfit', '66000'],
        ['liquidation', '59800'],
      ]),
    );
    const trade = screen.getByTestId('chart-trade');
    expect(trade.dataset['direction']).toBe('up');
    expect(trade.textContent).toContain('Long');
    expect(screen.queryByRole('timer')).toBeNull();

    // A new stop loss and no take profit, saved from the position's row.
    await receiveLive({
      t: 'market',
      type: 2,
      d: [{ code: 'BTCUSDT', price: '65000.00', zdf: '0' }],
    });
    const row = await screen.findByTestId('contract-position');
    fireEvent.click(within(row).getByRole('button', { name: 'Modify CT0000000031' }));
    const dialog = await screen.findByTestId('contract-modify');
    fireEvent.change(within(dialog).getByLabelText('Stop loss'), { target: { value: '64500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the take profit' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(api, '/modifyContract')).toHaveLength(1));
    await waitFor(() =>
      expect(chartLines()).toEqual([
        ['entry', '65000'],
        ['stopLoss', '64500'],
        ['liquidation', '59800'],
      ]),
    );

    // Closed by hand from its row: the lines go.
    fireEvent.click(within(row).getByRole('button', { name: 'Close CT0000000031' }));
    const closing = await screen.findByTestId('contract-close');
    fireEvent.click(within(closing).getByRole('button', { name: 'Close position' }));
    await within(closing).findByTestId('contract-close-result');
    await waitFor(() => expect(chartLines()).toEqual([]));
    expect(screen.queryByTestId('chart-trades')).toBeNull();
  });

  it('draws nothing for a visitor and asks for no orders', async () => {
    // Signed out (setUpTradingTests signs in before each test).
    session.clear('logout');
    const api = stub({});
    renderPage();
    expect(await screen.findByTestId('trade-bar')).toBeTruthy();
    expect(screen.queryByTestId('chart-trades')).toBeNull();
    expect(callsTo(api, '/listOptionsOrder')).toHaveLength(0);
    expect(callsTo(api, '/listContractOrder')).toHaveLength(0);
  });
});
