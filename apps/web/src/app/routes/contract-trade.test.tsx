import { VIRTUAL_STATUS_REAL, type MarketStatus } from '@swx/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { renderApp } from '../../test/render';
import { useLiveMarket } from '../../lib/live/use-live';
import { contractProduct, position } from '../../features/contracts/contract.fixture';
import {
  balancesOf,
  BTCUSDT,
  expectSameAttempt,
  LOGIN_FROM_CURRENCY_PAGE,
  loseAnswers,
  postsTo,
  renderOnCurrencyPage,
  receiveLive,
  setUpTradingTests,
  tickOf,
  TICK_TIME,
  stubApi,
  UUID,
  type FakeServer,
  type Handler,
} from '../../test/trading-kit';
import { TradePanel } from './trade-panel';

const balances = (demo = '100000.000000', real = '0.000000') => balancesOf(demo, real);

const stub = (handlers: Record<string, Handler> = {}) =>
  stubApi(
    {
      'GET /order/getOptionsProduct': () => ({ status: 400, code: 10014, msg: 'Incorrect' }),
      'GET /order/getContractProduct': () => ({ result: contractProduct }),
      'GET /user/listBalances': () => ({ result: balances() }),
      'POST /order/openContract': () => ({ code: 20004, result: opened }),
    },
    handlers,
  );

const opens = (api: FakeServer) => postsTo(api, '/order/openContract');

const opened = position({ stopLoss: '64000', openPrice: '65000.1', margin: '650.001000' });

const instrument = BTCUSDT;

/** Keeps the crypto market list live, as the currency page does (the panel reads its price). */
function LiveList() {
  useLiveMarket(2);
  return null;
}

function renderPanel(status: MarketStatus = 'open', layout: 'panel' | 'sheet' = 'panel') {
  return renderApp(
    <>
      <LiveList />
      <TradePanel instrument={instrument} status={status} layout={layout} />
    </>,
  );
}

/** The price of BTCUSDT, as the live channel sends it: in the market list and its ticker. */
async function livePrice(price: string) {
  await receiveLive({ t: 'market', type: 2, d: [{ code: 'BTCUSDT', price, zdf: '0' }] });
  await receiveLive(tickOf(price));
}

async function contractsTab() {
  fireEvent.click(screen.getByRole('tab', { name: 'Contracts' }));
  return screen.findByTestId('contract-form');
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => {
  fireEvent.change(input(testId), { target: { value } });
  fireEvent.blur(input(testId));
};
/** The error or hint under a field. */
const said = (testId: string) =>
  document.getElementById(input(testId).getAttribute('aria-describedby') ?? '')?.textContent;

setUpTradingTests({ socket: true });

describe('the contracts tab of the trade panel', () => {
  it('keeps Options first and shows the contract terms, the book and its balance', async () => {
    const api = stub();
    renderPanel();
    const tabs = within(screen.getByTestId('trade-kinds')).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Options', 'true'],
      ['Contracts', 'false'],
    ]);
    await contractsTab();
    expect(screen.getByTestId('trade-panel').dataset['kind']).toBe('contracts');
    expect((await screen.findByTestId('contract-available')).textContent).toBe('100,000.00 USDT');
    expect(screen.getByTestId('contract-book').textContent).toBe('Demo');
    expect(screen.getByText('From 0.01 to 100 lots (1 lot = 1 unit)')).toBeTruthy();
    expect(screen.getByTestId('contract-leverage-value').textContent).toBe('10×');
    expect(
      within(screen.getByTestId('contract-leverage-presets'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1×', '5×', '10×', '20×', '50×']);
    const slider = screen.getByRole('slider', { name: 'Leverage' });
    expect([slider.getAttribute('min'), slider.getAttribute('max')]).toEqual(['1', '50']);
    expect(slider.getAttribute('aria-valuetext')).toBe('10×');
    expect(api.calls.find((c) => c.url.pathname.endsWith('/getContractProduct'))?.url.search).toBe(
      '?code=BTCUSDT',
    );
  });

  it('estimates margin, fee, their total and the liquidation price at the live price', async () => {
    stub();
    renderPanel();
    await contractsTab();
    expect(screen.getByTestId('contract-summary').textContent).toContain('Waiting for a price');
    await livePrice('65000.00');
    expect((await screen.findByTestId('contract-price')).textContent).toBe('65,000.00');
    // The locale's decimal comma is read as a point.
    type('contract-lots', '0,1');
    expect(screen.getByTestId('contract-notional').textContent).toBe('6,500.00 USDT');
    expect(screen.getByTestId('contract-margin').textContent).toBe('650.00 USDT');
    expect(screen.getByTestId('contract-fee').textContent).toBe('6.50 USDT');
    expect(screen.getByTestId('contract-total').textContent).toBe('656.50 USDT');
    expect(screen.getByTestId('contract-liquidation').textContent).toBe('59,800.00');
    // A short's liquidation price is above the entry.
    fireEvent.click(screen.getByRole('radio', { name: /^Short/ }));
    expect(screen.getByTestId('contract-liquidation').textContent).toBe('70,200.00');
    // 20× by the slider, 50× by a preset: a smaller margin, the same fee.
    fireEvent.change(screen.getByRole('slider', { name: 'Leverage' }), { target: { value: '20' } });
    expect(screen.getByTestId('contract-leverage-value').textContent).toBe('20×');
    expect(screen.getByTestId('contract-margin').textContent).toBe('325.00 USDT');
    fireEvent.click(screen.getByTestId('contract-leverage-50'));
    expect(screen.getByTestId('contract-margin').textContent).toBe('130.00 USDT');
    expect(screen.getByTestId('contract-leverage-50').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('contract-fee').textContent).toBe('6.50 USDT');
    // The price moves: so does the estimate.
    await livePrice('66000.00');
    await waitFor(() =>
      expect(screen.getByTestId('contract-notional').textContent).toBe('6,600.00 USDT'),
    );
  });

  it('says what is wrong with the lots at the field, the balance included', async () => {
    stub({ 'GET /user/listBalances': () => ({ result: balances('1000') }) });
    renderPanel();
    await contractsTab();
    await screen.findByTestId('contract-available');
    await livePrice('65000.00');
    type('contract-lots', '0.015');
    expect(said('contract-lots')).toBe('Lots go in steps of 0.01.');
    type('contract-lots', '100.01');
    expect(said('contract-lots')).toBe('The maximum is 100 lots.');
    type('contract-lots', '');
    expect(said('contract-lots')).toBe('Enter a number of lots.');
    // 0.2 lots at 10×: 1,300 margin and 13 fee, more than the 1,000 available.
    type('contract-lots', '0.2');
    expect(said('contract-lots')).toBe(
      'Margin and fee (1,313.00 USDT) are more than your available 1,000.00 USDT.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Review position' }));
    expect(screen.queryByTestId('contract-confirm')).toBeNull();
    expect(document.activeElement).toBe(input('contract-lots'));
    // The quick picks: the most the balance covers (0.15 lots: 975 + 9.75), and round counts.
    fireEvent.click(screen.getByTestId('contract-lots-share-100'));
    expect(input('contract-lots').value).toBe('0.15');
    expect(input('contract-lots').getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByTestId('contract-lots-share-50'));
    expect(input('contract-lots').value).toBe('0.07');
    fireEvent.click(screen.getByTestId('contract-lots-0.01'));
    expect(input('contract-lots').value).toBe('0.01');
  });

  it('checks a stop loss and a take profit against the live price and shows what each makes', async () => {
    stub();
    renderPanel();
    await contractsTab();
    await livePrice('65000.00');
    type('contract-lots', '0.1');
    expect(said('contract-stop-loss')).toBe(
      'Below the current price: closes the position to limit a loss.',
    );
    type('contract-stop-loss', '65000');
    expect(said('contract-stop-loss')).toBe(
      'A long’s stop loss must be below the current price of 65,000.00.',
    );
    type('contract-stop-loss', '64000.123');
    expect(said('contract-stop-loss')).toBe('Prices of this instrument take at most 2 decimals.');
    type('contract-stop-loss', '64000');
    expect(said('contract-stop-loss')).toBe('If reached:-100.00 USDT');
    expect(screen.getByTestId('contract-stop-loss-result').className).toContain('text-down');
    // Beyond the liquidation price (59,800.00) the stop never decides.
    type('contract-stop-loss', '59000');
    expect(said('contract-stop-loss')).toBe(
      'Beyond the liquidation price of 59,800.00: the position would be liquidated before this stop loss is reached.',
    );
    type('contract-take-profit', '123500.01');
    expect(said('contract-take-profit')).toBe(
      'Too far from the entry price: the highest allowed is 123,500.00.',
    );
    type('contract-take-profit', '66000');
    expect(said('contract-take-profit')).toBe('If reached:+100.00 USDT');
    // A short wants them the other way round.
    fireEvent.click(screen.getByRole('radio', { name: /^Short/ }));
    expect(said('contract-take-profit')).toBe(
      'A short’s take profit must be below the current price of 65,000.00.',
    );
    type('contract-stop-loss', '66000');
    expect(said('contract-stop-loss')).toBe('If reached:-100.00 USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Review position' }));
    expect(screen.queryByTestId('contract-confirm')).toBeNull();
    expect(document.activeElement).toBe(input('contract-take-profit'));
  });

  it('repeats every term, then opens once with an Idempotency-Key and the book, and shows the receipt', async () => {
    let answer!: (value: Response) => void;
    const api = stub();
    vi.stubGlobal('fetch', (request: RequestInfo | URL, init?: RequestInit) =>
      String(request).includes('openContract')
        ? new Promise<Response>((resolve) => {
            answer = resolve;
            void api.fetch(request, init);
          })
        : api.fetch(request, init),
    );
    renderPanel();
    await contractsTab();
    await livePrice('65000.00');
    type('contract-lots', '0.1');
    type('contract-stop-loss', '64000');
    fireEvent.click(screen.getByRole('button', { name: 'Review position' }));
    const confirm = await screen.findByTestId('contract-confirm');
    const term = (label: string) =>
      within(confirm).getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(term('Instrument')).toBe('Bitcoin · BTCUSDT');
    expect(term('Side')).toBe('Long');
    expect(term('Lots')).toBe('0.1');
    expect(term('Leverage')).toBe('10×');
    expect(term('Account')).toBe('Demo');
    expect(term('Open price')).toBe(
      'The market price at the moment the position opensLast price: 65,000.00' +
        'Filled only within 0.2% of this price; otherwise the order is refused and nothing is charged.',
    );
    expect(term('Margin (estimate)')).toBe('650.00 USDT');
    expect(term('Opening fee (0.1%, estimate)')).toBe('6.50 USDT');
    expect(term('Total from available (estimate)')).toBe('656.50 USDT');
    expect(term('Liquidation price (estimate)')).toBe('59,800.00');
    expect(term('Stop loss')).toBe('64,000.00If reached: -100.00 USDT');
    expect(term('Take profit')).toBe('None');
    expect(within(confirm).getByTestId('contract-confirm-rule').textContent).toContain(
      'or its equity falls to 20% of the margin (liquidation). The loss never exceeds the margin.',
    );
    expect(opens(api)).toHaveLength(0);

    const submit = within(confirm).getByRole('button', { name: 'Open Long · 0.1 lots' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(submit.getAttribute('aria-busy')).toBe('true'));
    expect(opens(api)).toHaveLength(1);
    const [call] = opens(api);
    expect(call?.body).toEqual({
      code: 'BTCUSDT',
      side: 'long',
      lots: '0.1',
      leverage: 10,
      stopLoss: '64000',
      // The price the position was confirmed against: the ticker's latest tick.
      quote: { price: '65000.00', time: TICK_TIME },
    });
    expect(call?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(call?.headers.get('X-Real-Account')).toBe('NO');
    await act(async () =>
      answer(
        new Response(JSON.stringify({ code: 20004, msg: 'Purchase successful', result: opened }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const receipt = await screen.findByTestId('contract-receipt');
    expect(within(receipt).getByTestId('contract-receipt-order-no').textContent).toBe(
      'CT0000000031',
    );
    expect(within(receipt).getByTestId('contract-receipt-open-price').textContent).toBe(
      '65,000.10',
    );
    expect(within(receipt).getByTestId('contract-receipt-margin').textContent).toBe('650.00 USDT');
    expect(within(receipt).getByTestId('contract-receipt-margin').title).toBe('650.001 USDT');
    expect(within(receipt).getByTestId('contract-receipt-stop-loss').textContent).toBe('64,000.00');
    fireEvent.click(within(receipt).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('contract-receipt')).toBeNull());
  });

  it('sends the real book in real mode, and the same key again after no answer', async () => {
    session.setVirtualStatus(VIRTUAL_STATUS_REAL);
    const api = stub({ 'GET /user/listBalances': () => ({ result: balances('0', '5000') }) });
    const network = loseAnswers(api, 'openContract');
    renderPanel();
    await contractsTab();
    expect((await screen.findByTestId('contract-available')).textContent).toBe('5,000.00 USDT');
    expect(screen.getByTestId('contract-book').textContent).toBe('Real');
    await livePrice('65000.00');
    type('contract-lots', '0.01');
    fireEvent.click(screen.getByRole('button', { name: 'Review position' }));
    fireEvent.click(await screen.findByTestId('contract-submit'));
    const alert = await screen.findByTestId('contract-error');
    expect(alert.textContent).toContain('Network timeout.');
    expect(alert.textContent).toContain('Trying again sends the same order reference');
    network.answer();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('contract-receipt');
    const [first, second] = opens(api);
    expect(first?.headers.get('X-Real-Account')).toBe('YES');
    expectSameAttempt(first, second);
  });

  it('puts a refusal of the server back at its field, until the field changes', async () => {
    let refusal = { status: 400, code: 10056, msg: 'Please set a reasonable take profit price' };
    const api = stub({ 'POST /order/openContract': () => refusal });
    renderPanel();
    await contractsTab();
    await livePrice('65000.00');
    type('contract-lots', '0.1');
    type('contract-take-profit', '65000.01');
    fireEvent.click(screen.getByRole('button', { name: 'Review position' }));
    fireEvent.click(await screen.findByTestId('contract-submit'));
    await waitFor(() => expect(screen.queryByTestId('contract-confirm')).toBeNull());
    expect(input('contract-take-profit').getAttribute('aria-invalid')).toBe('true');
    expect(said('contract-take-profit')).toBe(
      'The take profit was refused at the current price: it must be on the winning side of the price and not too far from the entry.',
    );
    type('contract-take-profit', '65100');
    expect(input('contract-take-profit').getAttribute('aria-invalid')).toBeNull();

    refusal = { status: 409, code: 10011, msg: 'Insufficient balance' };
    fireEvent.click(screen.getByRole('button', { name: 'Review position' }));
    fireEvent.click(await screen.findByTestId('contract-submit'));
    await waitFor(() => expect(screen.queryByTestId('contract-confirm')).toBeNull());
    expect(said('contract-lots')).toBe(
      'Your available balance does not cover the margin and the fee.',
    );
    // Each answer closed its attempt: the next one had a new key.
    const [first, second] = opens(api);
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });

  it('says why the market refuses at the confirmation, and disables opening while it is closed', async () => {
    stub({
      'POST /order/openContract': () => ({ status: 409, code: 10015, msg: 'Unavailable' }),
    });
    const { unmount } = renderPanel();
    await contractsTab();
    await livePrice('65000.00');
    type('contract-lots', '0.1');
    fireEvent.click(screen.getByRole('button', { name: 'Review position' }));
    fireEvent.click(await screen.findByTestId('contract-submit'));
    expect((await screen.findByTestId('contract-error')).textContent).toBe(
      'The market is closed or prices have paused. Try again when it is open.',
    );
    unmount();
    renderPanel('closed');
    await contractsTab();
    expect(screen.getByTestId('contract-market-closed').textContent).toBe(
      'The market is closed: opening positions is paused until it opens again.',
    );
    expect(
      (screen.getByRole('button', { name: 'Review position' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('says when contracts are not offered on the instrument', async () => {
    stub({
      'GET /order/getContractProduct': () => ({ status: 400, code: 10014, msg: 'Incorrect' }),
    });
    renderPanel();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Contracts' })).toBeTruthy());
    fireEvent.click(screen.getByRole('tab', { name: 'Contracts' }));
    expect((await screen.findByTestId('contract-no-product')).textContent).toBe(
      'Leveraged contracts are not offered on this instrument: only instruments quoted in US dollars or USDT have them.',
    );
    expect(screen.queryByTestId('contract-form')).toBeNull();
  });

  it('offers a visitor the terms and a login that comes back to the page', async () => {
    act(() => session.clear('logout'));
    stub();
    renderOnCurrencyPage(
      <>
        <LiveList />
        <TradePanel instrument={instrument} status="open" layout="panel" />
      </>,
    );
    await contractsTab();
    await livePrice('65000.00');
    type('contract-lots', '1');
    expect(screen.getByTestId('contract-margin').textContent).toBe('6,500.00 USDT');
    const login = screen.getByRole('link', { name: 'Log in to trade' });
    expect(login.getAttribute('href')).toBe(LOGIN_FROM_CURRENCY_PAGE);
    expect(screen.queryByTestId('contract-book')).toBeNull();
    expect((screen.getByTestId('contract-lots-share-100') as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Review position' })).toBeNull();
  });

  it('opens the sheet on the Contracts tab from the mobile bar, and on Options from Up', async () => {
    stub();
    renderPanel('open', 'sheet');
    const bar = screen.getByTestId('trade-bar');
    expect(within(bar).getByTestId('trade-bar-book').textContent).toBe('Demo');
    fireEvent.click(within(bar).getByRole('button', { name: 'Contracts' }));
    const sheet = await screen.findByTestId('trade-sheet');
    expect(sheet.hasAttribute('open')).toBe(true);
    expect(within(sheet).getByRole('heading', { name: 'Trade · Bitcoin' })).toBeTruthy();
    expect(
      within(sheet).getByRole('tab', { name: 'Contracts' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(await within(sheet).findByTestId('contract-form')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(sheet.hasAttribute('open')).toBe(false));
    fireEvent.click(within(bar).getByRole('button', { name: 'Up' }));
    await waitFor(() => expect(sheet.hasAttribute('open')).toBe(true));
    expect(within(sheet).getByRole('tab', { name: 'Options' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});
