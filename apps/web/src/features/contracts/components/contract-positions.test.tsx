import type { ContractPosition } from '@swx/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, type FakeAnswer } from '../../../test/render';
import type { OrdersState } from '../../../lib/query-keys';
import { contractProduct, position } from '../contract.fixture';
import {
  callsTo,
  page as pageOf,
  receiveLive,
  setUpTradingTests,
  stubApi,
  tickOf,
  UUID,
  type Handler,
} from '../../../test/trading-kit';
import { historyOf, historyRows, StatefulList } from '../../../test/list-kit';
import { ContractPositions } from './contract-positions';

const page = (items: ContractPosition[]) => pageOf(items);

const stub = (handlers: Record<string, Handler>) =>
  stubApi({ 'GET /order/getContractProduct': () => ({ result: contractProduct }) }, handlers);

const List = ({ initial }: { initial?: OrdersState }) => (
  <StatefulList
    List={ContractPositions}
    initial={initial}
    idBase="test-positions"
    title="Your positions"
    empty={{ open: <p>No open positions</p>, history: <p>No closed positions</p> }}
  />
);

/** The ticker of BTCUSDT, as the live channel sends it (the list asks for it). */
const tick = (price: string) => receiveLive(tickOf(price));

const open = position({ takeProfit: '66000' });
const closedByTakeProfit = position({
  takeProfit: '66000',
  status: 'closed',
  closeReason: 'take_profit',
  closePrice: '66000.5',
  closeTickAt: '2026-11-22T10:05:00.700Z',
  closedAt: '2026-11-22T10:05:01.000Z',
  profit: '100.050000',
  returned: '750.050000',
});

setUpTradingTests({ socket: true });

afterEach(() => {
  vi.useRealTimers();
});

describe('the contract positions of an instrument', () => {
  it('shows an open position’s levels and its profit or loss after fees at the live price', async () => {
    const api = stub({ 'GET /order/listContractOrder': () => ({ result: page([open]) }) });
    renderApp(<List />);
    const row = await screen.findByTestId('contract-position');
    expect(within(row).getByTestId('position-side').textContent).toBe('Long');
    expect(row.textContent).toContain('0.1 lots · 10×');
    expect(within(row).getByTestId('position-open-price').textContent).toBe('65,000.00');
    expect(within(row).getByTestId('position-stop-loss').textContent).toBe('Not set');
    expect(within(row).getByTestId('position-take-profit').textContent).toBe('66,000.00');
    expect(within(row).getByTestId('position-liquidation').textContent).toBe('59,800.00');
    expect(within(row).getByTestId('position-margin').textContent).toBe('650.00 USDT');
    expect(within(row).queryByTestId('position-pnl')).toBeNull();
    // 0.1 lots of a long: 10 USDT a 100 move, less the 6.50 USDT opening fee.
    await tick('65100.00');
    await waitFor(() =>
      expect(within(row).getByTestId('position-pnl').textContent).toBe('+3.50 USDT'),
    );
    expect(within(row).getByTestId('position-pnl').className).toContain('text-up');
    expect(within(row).getByTestId('position-pnl-gross').textContent).toBe(
      'Before fees +10.00 USDT',
    );
    expect(within(row).getByTestId('position-pnl').title).toBe(
      'Before fees +10.00 USDT, opening fee -6.50 USDT, after fees +3.50 USDT',
    );
    expect(row.textContent).toContain('P/L after fees');
    expect(within(row).getByTestId('position-last-price').textContent).toBe('65,100.00');
    await tick('64899.99');
    await waitFor(() =>
      expect(within(row).getByTestId('position-pnl').textContent).toBe('-16.50 USDT'),
    );
    expect(within(row).getByTestId('position-pnl').className).toContain('text-down');
    // Rounded on screen, exact in the tooltip: −10.001 − 6.5 = −16.501.
    expect(within(row).getByTestId('position-pnl').title).toBe(
      'Before fees -10.001 USDT, opening fee -6.50 USDT, after fees -16.501 USDT',
    );
    expect(within(row).getByTestId('position-pnl-gross').textContent).toBe(
      'Before fees -10.00 USDT',
    );
    expect(within(row).queryByTestId('position-closing')).toBeNull();
    expect(Object.fromEntries(callsTo(api, '/listContractOrder').at(-1)!.url.searchParams)).toEqual(
      { state: 'open', code: 'BTCUSDT', page: '1', pageSize: '10' },
    );
  });

  it('says "Closing…" once the live price reaches a level, and asks until the server closed it', async () => {
    let closed = false;
    const api = stub({
      'GET /order/listContractOrder': (_body, url) => ({
        result: page(url.searchParams.get('state') === 'open' && !closed ? [open] : []),
      }),
      'GET /order/getContractOrderById/31': () => ({ result: closed ? closedByTakeProfit : open }),
    });
    renderApp(<List />);
    const row = await screen.findByTestId('contract-position');
    await tick('65999.99');
    await waitFor(() => expect(within(row).getByTestId('position-pnl')).toBeTruthy());
    expect(callsTo(api, '/getContractOrderById')).toHaveLength(0);
    await tick('66000.50');
    expect((await within(row).findByTestId('position-closing')).textContent).toBe('Closing…');
    await waitFor(() => expect(callsTo(api, '/getContractOrderById').length).toBeGreaterThan(0));
    closed = true;
    // Asked again a second later: closed, the lists are asked again and it has left "Open".
    expect(await screen.findByText('No open positions', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('changes the stop loss and take profit, checked against the live price, with a key per attempt', async () => {
    let answer: FakeAnswer = {
      status: 400,
      code: 10056,
      msg: 'Please set a reasonable take profit price',
    };
    const api = stub({
      'GET /order/listContractOrder': () => ({ result: page([open]) }),
      'POST /order/modifyContract': () => answer,
    });
    renderApp(<List />);
    const row = await screen.findByTestId('contract-position');
    await tick('65000.00');
    fireEvent.click(within(row).getByRole('button', { name: 'Modify CT0000000031' }));
    const dialog = await screen.findByTestId('contract-modify');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(
      within(dialog).getByRole('heading', { name: 'Stop loss and take profit · CT0000000031' }),
    ).toBeTruthy();
    const stop = within(dialog).getByLabelText('Stop loss') as HTMLInputElement;
    const take = within(dialog).getByLabelText('Take profit') as HTMLInputElement;
    const said = (field: HTMLInputElement) =>
      document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(stop.value).toBe('');
    expect(take.value).toBe('66000');
    expect(said(take)).toBe('If reached:+100.00 USDT');
    // A stop above the current price is refused here, before anything is sent.
    fireEvent.change(stop, { target: { value: '65500' } });
    fireEvent.blur(stop);
    expect(said(stop)).toBe('A long’s stop loss must be below the current price of 65,000.00.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(callsTo(api, '/modifyContract')).toHaveLength(0);
    expect(document.activeElement).toBe(stop);
    fireEvent.change(stop, { target: { value: '64500' } });
    expect(said(stop)).toBe('If reached:-50.00 USDT');
    fireEvent.change(take, { target: { value: '65000.01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The price moved past it meanwhile: the server's refusal, at the field.
    await waitFor(() => expect(take.getAttribute('aria-invalid')).toBe('true'));
    expect(said(take)).toBe(
      'The take profit was refused at the current price: it must be on the winning side of the price and not too far from the entry.',
    );
    // Removed: the take profit is sent as null.
    answer = { code: 20005, result: { ...open, stopLoss: '64500', takeProfit: null } };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the take profit' }));
    expect(take.value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
    expect(screen.getByText('Stop loss and take profit saved.')).toBeTruthy();
    const [first, second] = callsTo(api, '/modifyContract');
    expect(first?.body).toEqual({ id: '31', stopLoss: '64500', takeProfit: '65000.01' });
    expect(second?.body).toEqual({ id: '31', stopLoss: '64500', takeProfit: null });
    expect(first?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
    expect(second?.headers.get('X-Real-Account')).toBe('NO');
    // The list is asked again for the new levels.
    await waitFor(() => expect(callsTo(api, '/listContractOrder').length).toBeGreaterThan(1));
  });

  it('keeps a level the live price refused said until it is edited, even when the price moves back', async () => {
    const api = stub({
      'GET /order/listContractOrder': () => ({ result: page([open]) }),
      'POST /order/modifyContract': () => ({ code: 20005, result: open }),
    });
    renderApp(<List />);
    const row = await screen.findByTestId('contract-position');
    await tick('65000.00');
    fireEvent.click(within(row).getByRole('button', { name: 'Modify CT0000000031' }));
    const dialog = await screen.findByTestId('contract-modify');
    const take = within(dialog).getByLabelText('Take profit') as HTMLInputElement;
    const said = () =>
      document.getElementById(take.getAttribute('aria-describedby') ?? '')?.textContent;
    fireEvent.change(take, { target: { value: '65100' } });
    expect(take.getAttribute('aria-invalid')).not.toBe('true');
    // The price passes the level just before the click: refused here, nothing sent.
    await tick('65200.00');
    const shown = within(dialog).getByTestId('contract-modify-price');
    await waitFor(() => expect(shown.textContent).toBe('65,200.00'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(take.getAttribute('aria-invalid')).toBe('true');
    const refusal = said();
    expect(refusal).toContain('65,200.00');
    // A tick later the price is back below it: the refusal stays, still nothing sent.
    await tick('65000.00');
    await waitFor(() => expect(shown.textContent).toBe('65,000.00'));
    expect(take.getAttribute('aria-invalid')).toBe('true');
    expect(said()).toBe(refusal);
    expect(callsTo(api, '/modifyContract')).toHaveLength(0);
    // Edited, the level is checked afresh and can be saved.
    fireEvent.change(take, { target: { value: '65150' } });
    expect(take.getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(api, '/modifyContract')).toHaveLength(1));
    expect(callsTo(api, '/modifyContract')[0]?.body).toEqual({
      id: '31',
      stopLoss: null,
      takeProfit: '65150',
    });
  });

  it('closes a position at the market after a confirmation, then shows the result', async () => {
    const byUser = position({
      status: 'closed',
      closeReason: 'user',
      closePrice: '64950.25',
      closeTickAt: '2026-11-22T10:03:00.100Z',
      closedAt: '2026-11-22T10:03:00.300Z',
      profit: '-4.975000',
      returned: '645.025000',
    });
    const api = stub({
      'GET /order/listContractOrder': () => ({ result: page([open]) }),
      'POST /order/closeContract': () => ({ result: byUser }),
    });
    renderApp(<List />);
    const row = await screen.findByTestId('contract-position');
    await tick('64950.00');
    fireEvent.click(within(row).getByRole('button', { name: 'Close CT0000000031' }));
    const dialog = await screen.findByTestId('contract-close');
    // The live prices reach the dialog with the next animation frame (the client batches them).
    const estimate = await within(dialog).findByTestId('contract-close-estimate');
    expect(estimate.textContent).toBe('-5.00 USDT');
    // After the 6.50 opening fee: what the trade made, all costs counted.
    expect(within(dialog).getByTestId('contract-close-estimate-fee').textContent).toBe(
      '-6.50 USDT',
    );
    expect(within(dialog).getByTestId('contract-close-estimate-net').textContent).toBe(
      '-11.50 USDT',
    );
    expect(dialog.textContent).toContain('Back to your balance645.00 USDT');
    expect(callsTo(api, '/closeContract')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close position' }));
    const result = await within(dialog).findByTestId('contract-close-result');
    expect(within(result).getByTestId('contract-close-price').textContent).toBe('64,950.25');
    // To the cent, half away from zero; the exact figures in the tooltips.
    expect(within(result).getByTestId('contract-close-profit').textContent).toBe('-4.98 USDT');
    expect(within(result).getByTestId('contract-close-profit').title).toBe('-4.975 USDT');
    expect(within(result).getByTestId('contract-close-profit-net').textContent).toBe('-11.48 USDT');
    expect(within(result).getByTestId('contract-close-profit-net').title).toBe('-11.475 USDT');
    expect(within(result).getByTestId('contract-close-returned').textContent).toBe('645.03 USDT');
    expect(within(result).getByTestId('contract-close-returned').title).toBe('645.025 USDT');
    const [call] = callsTo(api, '/closeContract');
    expect(call?.body).toEqual({ id: '31' });
    expect(call?.headers.get('Idempotency-Key')).toMatch(UUID);
    fireEvent.click(within(result).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
  });

  it('says so when the position closed meanwhile', async () => {
    stub({
      'GET /order/listContractOrder': () => ({ result: page([open]) }),
      'POST /order/closeContract': () => ({
        status: 409,
        code: 10057,
        msg: 'This position is already closed',
      }),
    });
    renderApp(<List />);
    const row = await screen.findByTestId('contract-position');
    fireEvent.click(within(row).getByTestId('position-close'));
    const dialog = await screen.findByTestId('contract-close');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close position' }));
    expect((await within(dialog).findByTestId('contract-close-error')).textContent).toBe(
      'This position is already closed',
    );
    expect(within(dialog).queryByRole('button', { name: 'Close position' })).toBeNull();
  });

  it('lists the history with why and at what price each closed, and the result', async () => {
    const liquidated = position({
      id: '30',
      orderNo: 'CT0000000030',
      side: 'short',
      status: 'closed',
      closeReason: 'liquidation',
      closePrice: '70250',
      closeTickAt: '2026-11-22T09:05:00.700Z',
      closedAt: '2026-11-22T09:05:01.000Z',
      profit: '-525.000000',
      returned: '125.000000',
    });
    const api = stub({
      'GET /order/listContractOrder': historyOf([closedByTakeProfit, liquidated]),
    });
    const [won, lost] = await historyRows(<List />, 'No open positions', 'contract-position');
    expect(within(won!).getByTestId('position-reason').textContent).toBe('Take profit');
    expect(within(won!).getByTestId('position-close-price').textContent).toBe('66,000.50');
    // P/L after the 6.50 opening fee, the result before fees under it, the fee beside it.
    expect(within(won!).getByTestId('position-profit').textContent).toBe('+93.55 USDT');
    expect(within(won!).getByTestId('position-profit-gross').textContent).toBe(
      'Before fees +100.05 USDT',
    );
    expect(within(won!).getByTestId('position-fee').textContent).toBe('6.50 USDT');
    expect(won!.textContent).toContain('P/L after fees');
    expect(within(won!).getByTestId('position-returned').textContent).toBe('750.05 USDT');
    expect(within(won!).queryByTestId('position-modify')).toBeNull();
    expect(within(lost!).getByTestId('position-side').textContent).toBe('Short');
    expect(within(lost!).getByTestId('position-reason').dataset['reason']).toBe('liquidation');
    expect(within(lost!).getByTestId('position-reason').textContent).toBe('Liquidated');
    expect(within(lost!).getByTestId('position-profit').textContent).toBe('-531.50 USDT');
    expect(within(lost!).getByTestId('position-profit').className).toContain('text-down');
    const last = callsTo(api, '/listContractOrder').at(-1)!;
    expect(last.url.searchParams.get('state')).toBe('history');
    expect(last.headers.get('X-Real-Account')).toBe('NO');
  });

  it('opens a position’s detail with every field of the order and its recorded ticks', async () => {
    stub({ 'GET /order/listContractOrder': () => ({ result: page([closedByTakeProfit]) }) });
    renderApp(<List initial="history" />);
    const row = await screen.findByTestId('contract-position');
    fireEvent.click(within(row).getByRole('button', { name: 'Details of position CT0000000031' }));
    const detail = await screen.findByTestId('contract-detail');
    expect(detail.hasAttribute('open')).toBe(true);
    expect(within(detail).getByRole('heading', { name: 'Position CT0000000031' })).toBeTruthy();
    const field = (testId: string) => within(detail).getByTestId(testId).textContent;
    expect(field('detail-order-no')).toBe('CT0000000031');
    expect(field('detail-book')).toBe('Demo');
    expect(field('detail-status')).toBe('ClosedTake profit');
    expect(field('detail-lots')).toBe('0.1');
    expect(field('detail-leverage')).toBe('10×');
    expect(field('detail-margin')).toBe('650.00 USDT');
    expect(field('detail-fee')).toBe('6.50 USDT');
    expect(field('detail-stop-loss')).toBe('Not set');
    expect(field('detail-take-profit')).toBe('66,000.00');
    expect(field('detail-liquidation')).toBe('59,800.00');
    expect(field('detail-open-price')).toBe('65,000.00');
    // The price the position was confirmed against, beside the fill (issue 17).
    expect(field('detail-quoted-price')).toBe('65,000.12');
    expect(within(detail).getByTestId('detail-open-time').getAttribute('datetime')).toBe(
      '2026-11-22T10:00:00.000Z',
    );
    expect(within(detail).getByTestId('detail-opened-at').getAttribute('datetime')).toBe(
      '2026-11-22T10:00:00.200Z',
    );
    expect(field('detail-close-price')).toBe('66,000.50');
    expect(within(detail).getByTestId('detail-close-time').getAttribute('datetime')).toBe(
      '2026-11-22T10:05:00.700Z',
    );
    expect(within(detail).getByTestId('detail-closed-at').getAttribute('datetime')).toBe(
      '2026-11-22T10:05:01.000Z',
    );
    // Before fees, the fee, after fees (exact: the detail shows every digit).
    expect(field('detail-profit')).toBe('+100.05 USDT');
    expect(field('detail-profit-fee')).toBe('-6.50 USDT');
    expect(field('detail-profit-net')).toBe('+93.55 USDT');
    expect(field('detail-expected-return')).toBe('750.05 USDT');
    await tick('66100.00');
    await waitFor(() => expect(field('detail-last-price')).toBe('66,100.00'));
  });

  it('shows an open position’s detail at the last price, the close tick still to come', async () => {
    const api = stub({
      'GET /order/listContractOrder': () => ({ result: page([open]) }),
      'GET /order/getContractOrderById/31': () => ({ result: open }),
    });
    renderApp(<List />);
    fireEvent.click(await screen.findByTestId('position-details'));
    const detail = await screen.findByTestId('contract-detail');
    expect(within(detail).getByTestId('detail-status').textContent).toBe('Open');
    expect(within(detail).getByTestId('detail-close-pending').textContent).toBe(
      'Recorded when the position closes',
    );
    await tick('65200.00');
    await waitFor(() =>
      expect(within(detail).getByTestId('detail-profit').textContent).toBe('+20.00 USDT'),
    );
    expect(within(detail).getByTestId('detail-profit-net').textContent).toBe('+13.50 USDT');
    expect(within(detail).getByTestId('detail-expected-return').textContent).toBe('670.00 USDT');
    // The open position is asked for afresh when its detail opens.
    await waitFor(() => expect(callsTo(api, '/getContractOrderById')).toHaveLength(1));
  });
});
