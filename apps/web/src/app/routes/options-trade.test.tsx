import { VIRTUAL_STATUS_REAL, type MarketStatus, type OptionsProduct } from '@swx/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { session } from '../../lib/session';
import { renderApp } from '../../test/render';
import { order } from '../../features/options/order.fixture';
import {
  balancesOf,
  BTCUSDT,
  expectSameAttempt,
  LOGIN_FROM_CURRENCY_PAGE,
  loseAnswers,
  postsTo,
  renderOnCurrencyPage,
  setUpTradingTests,
  receiveLive,
  tickOf,
  TICK_TIME,
  stubApi,
  UUID,
  type FakeServer,
  type Handler,
} from '../../test/trading-kit';
import { TradePanel } from './trade-panel';

const product: OptionsProduct = {
  id: 1,
  instrumentId: 7,
  code: 'BTCUSDT',
  periods: [
    { seconds: 60, payoutRate: '0.1', minAmount: '10.000000', maxAmount: '100000.000000' },
    { seconds: 120, payoutRate: '0.15', minAmount: '10.000000', maxAmount: '100000.000000' },
    { seconds: 300, payoutRate: '0.2', minAmount: '10.000000', maxAmount: '100000.000000' },
  ],
  quoteMaxAgeMs: 5000,
  priceTolerance: '0.002',
};

const balances = (demo = '1000.000000', real = '0.000000') => balancesOf(demo, real);

const stub = (handlers: Record<string, Handler> = {}) =>
  stubApi(
    {
      'GET /order/getOptionsProduct': () => ({ result: product }),
      'GET /user/listBalances': () => ({ result: balances() }),
      'POST /order/buyOptions': () => ({ code: 20004, result: order() }),
    },
    handlers,
  );

const buys = (api: FakeServer) => postsTo(api, '/order/buyOptions');

const instrument = BTCUSDT;

function renderPanel(status: MarketStatus = 'open') {
  return renderApp(<TradePanel instrument={instrument} status={status} layout="panel" />);
}

const stake = () => screen.getByLabelText('Stake (USDT)') as HTMLInputElement;
const typeStake = (value: string) => {
  fireEvent.change(stake(), { target: { value } });
  fireEvent.blur(stake());
};

/** Down, 2 min at 15 %, 10,5 USDT (the locale's decimal comma), reviewed. */
async function reviewDown() {
  fireEvent.click(await screen.findByRole('radio', { name: /^Down/ }));
  fireEvent.click(screen.getByRole('radio', { name: '2 min · 15%' }));
  typeStake('10,5');
  fireEvent.click(screen.getByRole('button', { name: 'Review order' }));
  const confirm = await screen.findByTestId('trade-confirm');
  // The price the order is confirmed against: the ticker's latest tick.
  await receiveLive(tickOf('65000.12'));
  await waitFor(() =>
    expect((screen.getByTestId('trade-submit') as HTMLButtonElement).disabled).toBe(false),
  );
  return confirm;
}

/** What a confirmed order carries of the price (the tick above). */
const QUOTE = { price: '65000.12', time: TICK_TIME };

setUpTradingTests({ socket: true });

describe('the options trade panel', () => {
  it('shows the book, its balance and the periods of the product with their payout', async () => {
    const api = stub();
    renderPanel();
    expect((await screen.findByTestId('trade-available')).textContent).toBe('1,000.00 USDT');
    expect(screen.getByTestId('trade-book').textContent).toBe('Demo');
    const periods = within(screen.getByTestId('trade-periods')).getAllByRole('radio');
    expect(periods.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '1 min · 10%',
      '2 min · 15%',
      '5 min · 20%',
    ]);
    expect((periods[0] as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('From 10 to 100,000 USDT')).toBeTruthy();
    expect(api.calls.find((c) => c.url.pathname.endsWith('/getOptionsProduct'))?.url.search).toBe(
      '?code=BTCUSDT',
    );
  });

  it('computes the return if won from the chosen period, rounded down', async () => {
    stub();
    renderPanel();
    await screen.findByTestId('trade-available');
    typeStake('10,000001');
    // Shown to the cent; the exact figure in the tooltip.
    expect(screen.getByTestId('trade-return').textContent).toBe('11.00 USDT');
    expect(screen.getByTestId('trade-return').title).toBe('11.000001 USDT');
    expect(screen.getByTestId('trade-profit').textContent).toBe('+1.00 USDT');
    fireEvent.click(screen.getByRole('radio', { name: '2 min · 15%' }));
    // 10.000001 × 0.15 = 1.50000015, paid as 1.500000.
    expect(screen.getByTestId('trade-return').title).toBe('11.500001 USDT');
    expect(screen.getByTestId('trade-return').textContent).toBe('11.50 USDT');
    expect(screen.getByTestId('trade-rate').textContent).toBe('15%');
    // Beside the payout, the win rate that breaks even: 1 ÷ 1.15, rounded up.
    expect(screen.getByTestId('trade-break-even').textContent).toBe(
      '86.96%You need to be right 86.96% of the time to break even',
    );
  });

  it('says what is wrong with the stake at the field', async () => {
    stub();
    renderPanel();
    await screen.findByTestId('trade-available');
    const error = () =>
      stake().getAttribute('aria-invalid') === 'true'
        ? document.getElementById(stake().getAttribute('aria-describedby') ?? '')?.textContent
        : null;
    typeStake('5');
    expect(error()).toBe('The minimum stake for this period is 10 USDT.');
    typeStake('10.1234567');
    expect(error()).toBe('A stake takes at most 6 decimals.');
    typeStake('100001');
    expect(error()).toBe('The maximum stake for this period is 100,000 USDT.');
    typeStake('1000.5');
    expect(error()).toBe('This is more than your available 1,000.00 USDT.');
    expect(screen.queryByTestId('trade-return')).toBeNull();
    typeStake('1000');
    expect(stake().getAttribute('aria-invalid')).toBeNull();
    // Nothing is reviewed while the stake is wrong.
    typeStake('5');
    fireEvent.click(screen.getByRole('button', { name: 'Review order' }));
    expect(screen.queryByTestId('trade-confirm')).toBeNull();
    expect(document.activeElement).toBe(stake());
  });

  it('fills shares of the balance, capped at the period maximum, and round amounts', async () => {
    stub({ 'GET /user/listBalances': () => ({ result: balances('250000.000002') }) });
    renderPanel();
    await screen.findByTestId('trade-available');
    fireEvent.click(screen.getByTestId('trade-share-25'));
    expect(stake().value).toBe('62500');
    fireEvent.click(screen.getByTestId('trade-share-50'));
    expect(stake().value).toBe('100000');
    fireEvent.click(screen.getByTestId('trade-share-100'));
    expect(stake().value).toBe('100000');
    fireEvent.click(screen.getByTestId('trade-amount-50'));
    expect(stake().value).toBe('50');
  });

  it('repeats every term before sending, and sends nothing until confirmed', async () => {
    const api = stub();
    renderPanel();
    const confirm = await reviewDown();
    const term = (label: string) =>
      within(confirm).getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(term('Instrument')).toBe('Bitcoin · BTCUSDT');
    expect(term('Direction')).toBe('Down');
    expect(term('Period')).toBe('2 min');
    expect(term('Stake')).toBe('10.50 USDT');
    expect(term('Payout rate')).toBe('15%');
    expect(term('Break-even win rate')).toContain('86.96%');
    // Rounded half away from zero to the cent (12.075 → 12.08).
    expect(term('Return if won')).toBe('12.08 USDTProfit if won: +1.58 USDT');
    expect(screen.getByTestId('confirm-return').title).toBe('12.075 USDT');
    expect(term('Account')).toBe('Demo');
    expect(term('Open price')).toBe(
      'The market price at the moment the order is placed' +
        'Last price: 65,000.12' +
        'Filled only within 0.2% of this price; otherwise the order is refused and nothing is charged.',
    );
    expect(within(confirm).getByTestId('confirm-rule').textContent).toContain(
      'Settled by the first recorded price at or after expiry. Up wins if that price is above the open price, Down if it is below; if it is equal, the stake is returned.',
    );
    expect(buys(api)).toHaveLength(0);
    // Back keeps what was chosen.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByTestId('trade-confirm')).toBeNull());
    expect(stake().value).toBe('10,5');
  });

  it('posts the terms once, with an Idempotency-Key and the book, then shows the receipt', async () => {
    let answer!: (value: Response) => void;
    const api = stub();
    const slow = vi.fn(
      (input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          answer = (response) => resolve(response);
          void api.fetch(input, init);
        }),
    );
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('buyOptions') ? slow(input, init) : api.fetch(input, init),
    );
    renderPanel();
    await reviewDown();
    const submit = screen.getByRole('button', { name: 'Buy Down · 10.50 USDT' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(submit.getAttribute('aria-busy')).toBe('true'));
    expect(slow).toHaveBeenCalledTimes(1);
    const [call] = buys(api);
    expect(call?.body).toEqual({
      code: 'BTCUSDT',
      direction: 'down',
      period: 120,
      amount: '10.5',
      quote: QUOTE,
    });
    expect(call?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(call?.headers.get('X-Real-Account')).toBe('NO');

    await act(async () =>
      answer(
        new Response(JSON.stringify({ code: 20004, msg: 'Purchase successful', result: order() }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const receipt = await screen.findByTestId('trade-receipt');
    expect(within(receipt).getByTestId('receipt-order-no').textContent).toBe('OP0000000012');
    expect(within(receipt).getByTestId('receipt-open-price').textContent).toBe('65,000.12');
    expect(within(receipt).getByTestId('receipt-expires').getAttribute('datetime')).toBe(
      '2026-11-22T10:02:00.200Z',
    );
  });

  it('sends the real book in real mode, and a new key for the next order', async () => {
    session.setVirtualStatus(VIRTUAL_STATUS_REAL);
    const api = stub({ 'GET /user/listBalances': () => ({ result: balances('0', '500') }) });
    renderPanel();
    expect((await screen.findByTestId('trade-book')).textContent).toBe('Real');
    expect((await screen.findByTestId('trade-available')).textContent).toBe('500.00 USDT');
    await reviewDown();
    expect(
      within(screen.getByTestId('trade-confirm')).getByTestId('confirm-book').textContent,
    ).toBe('Real');
    fireEvent.click(screen.getByTestId('trade-submit'));
    fireEvent.click(await screen.findByTestId('trade-done'));
    await waitFor(() => expect(screen.queryByTestId('trade-receipt')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Review order' }));
    fireEvent.click(await screen.findByTestId('trade-submit'));
    await screen.findByTestId('trade-receipt');
    const [first, second] = buys(api);
    expect(first?.headers.get('X-Real-Account')).toBe('YES');
    expect(second?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });

  it('tries again with the same key after no answer came', async () => {
    const api = stub();
    const network = loseAnswers(api, 'buyOptions');
    renderPanel();
    await reviewDown();
    fireEvent.click(screen.getByTestId('trade-submit'));
    const alert = await screen.findByTestId('trade-error');
    expect(alert.textContent).toContain('Network timeout. Check your connection and try again.');
    expect(alert.textContent).toContain('Trying again sends the same order reference');
    network.answer();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('trade-receipt');
    const [first, second] = buys(api);
    expectSameAttempt(first, second);
  });

  it('says why the server refused: a closed market at the confirmation', async () => {
    const api = stub({
      'POST /order/buyOptions': () => ({ status: 409, code: 10015, msg: 'Trading is unavailable' }),
    });
    renderPanel();
    await reviewDown();
    fireEvent.click(screen.getByTestId('trade-submit'));
    expect((await screen.findByTestId('trade-error')).textContent).toBe(
      'The market is closed or paused, or its session ends before this contract would expire. Choose a shorter period or try again when the market is open.',
    );
    // Another attempt after an answer is a new request: a new key.
    fireEvent.click(screen.getByTestId('trade-submit'));
    await waitFor(() => expect(buys(api)).toHaveLength(2));
    const [first, second] = buys(api);
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });

  it('says why the server refused: the balance, back at the stake field', async () => {
    stub({
      'POST /order/buyOptions': () => ({ status: 409, code: 10011, msg: 'Insufficient balance' }),
    });
    renderPanel();
    await reviewDown();
    fireEvent.click(screen.getByTestId('trade-submit'));
    await waitFor(() => expect(screen.queryByTestId('trade-confirm')).toBeNull());
    expect(stake().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Your available balance does not cover this stake.')).toBeTruthy();
    // Changing the stake clears the refusal.
    typeStake('10');
    expect(screen.queryByText('Your available balance does not cover this stake.')).toBeNull();
  });

  it('disables buying while the market is closed, and says so', async () => {
    stub();
    renderPanel('closed');
    expect((await screen.findByTestId('trade-market-closed')).textContent).toBe(
      'The market is closed: buying is paused until it opens again.',
    );
    typeStake('10');
    expect(
      (screen.getByRole('button', { name: 'Review order' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('says when the instrument has no options product', async () => {
    stub({
      'GET /order/getOptionsProduct': () => ({ status: 400, code: 10014, msg: 'Incorrect' }),
    });
    renderPanel();
    expect((await screen.findByTestId('trade-no-product')).textContent).toBe(
      'Options contracts are not offered on this instrument.',
    );
    expect(screen.queryByTestId('trade-form')).toBeNull();
  });

  it('says when the terms could not be loaded, and loads them on retry', async () => {
    let fail = true;
    stub({
      'GET /order/getOptionsProduct': () =>
        fail ? { status: 500, code: 500, msg: 'Unknown error' } : { result: product },
    });
    renderPanel();
    const error = await screen.findByTestId('load-error');
    expect(error.textContent).toContain('The contract terms could not be loaded.');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('trade-form')).toBeTruthy();
  });

  it('offers a visitor the terms and a login that comes back to the page', async () => {
    act(() => session.clear('logout'));
    stub();
    const { router } = renderOnCurrencyPage(
      <TradePanel instrument={instrument} status="open" layout="panel" />,
    );
    const login = await screen.findByRole('link', { name: 'Log in to trade' });
    expect(login.getAttribute('href')).toBe(LOGIN_FROM_CURRENCY_PAGE);
    expect(screen.queryByTestId('trade-book')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Review order' })).toBeNull();
    expect(router.state.location.pathname).toBe('/cruuency');
  });

  it('opens the sheet from the mobile bar with the direction tapped', async () => {
    stub();
    renderApp(<TradePanel instrument={instrument} status="open" layout="sheet" />);
    const bar = screen.getByTestId('trade-bar');
    expect(within(bar).getByTestId('trade-bar-book').textContent).toBe('Demo');
    expect(screen.queryByTestId('trade-form')).toBeNull();
    fireEvent.click(within(bar).getByRole('button', { name: 'Down' }));
    const sheet = await screen.findByTestId('trade-sheet');
    expect(sheet.hasAttribute('open')).toBe(true);
    expect(
      ((await within(sheet).findByRole('radio', { name: /^Down/ })) as HTMLInputElement).checked,
    ).toBe(true);
  });

  describe('the price it is confirmed against (issue 17)', () => {
    /** Reviews Down without waiting for a price: the confirmation as it first stands. */
    async function reviewWithoutPrice() {
      fireEvent.click(await screen.findByRole('radio', { name: /^Down/ }));
      typeStake('10');
      fireEvent.click(screen.getByRole('button', { name: 'Review order' }));
      return screen.findByTestId('trade-confirm');
    }
    const submit = () => screen.getByTestId('trade-submit') as HTMLButtonElement;

    it('waits for a live price: confirming is disabled and says why until a tick comes', async () => {
      const api = stub();
      renderPanel();
      await reviewWithoutPrice();
      expect(submit().disabled).toBe(true);
      expect(screen.getByTestId('trade-price-stale').textContent).toBe(
        'This price is out of date. You can confirm again when a live price comes in.',
      );
      fireEvent.click(submit());
      await receiveLive(tickOf('65000.12'));
      await waitFor(() => expect(submit().disabled).toBe(false));
      expect(screen.queryByTestId('trade-price-stale')).toBeNull();
      expect(screen.getByTestId('confirm-price-now').dataset.stale).toBe('false');
      expect(buys(api)).toHaveLength(0);
    });

    it('greys out a price older than a few seconds and refuses to send it', async () => {
      const api = stub();
      renderPanel();
      await reviewDown();
      // The clock moves 3 s on; the page notices at its next second.
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + 3001);
        await waitFor(() => expect(submit().disabled).toBe(true), { timeout: 5000 });
        expect(screen.getByTestId('confirm-price-now').dataset.stale).toBe('true');
        expect(screen.getByTestId('confirm-price-now').title).toBe(
          'Not a live price: it is more than a few seconds old',
        );
        fireEvent.click(submit());
        expect(buys(api)).toHaveLength(0);
      } finally {
        vi.useRealTimers();
      }
    });

    it('disables confirming while the connection is lost, until it is back with a new price', async () => {
      const api = stub();
      renderPanel();
      await reviewDown();
      act(() => window.dispatchEvent(new Event('offline')));
      await waitFor(() => expect(submit().disabled).toBe(true));
      fireEvent.click(submit());
      expect(buys(api)).toHaveLength(0);
      act(() => window.dispatchEvent(new Event('online')));
      // Back online, the old price is not enough: it takes a tick over the new connection.
      await receiveLive(tickOf('65001.00'));
      await waitFor(() => expect(submit().disabled).toBe(false));
      fireEvent.click(submit());
      await screen.findByTestId('trade-receipt');
      expect(buys(api)[0]?.body).toMatchObject({ quote: { price: '65001.00' } });
    });

    it('sends an order made while the network is down at once, never later on its own', async () => {
      const api = stub();
      renderPanel();
      await reviewDown();
      // React Query's own view of the network: paused mutations would go out when it returns.
      onlineManager.setOnline(false);
      try {
        fireEvent.click(submit());
        await waitFor(() => expect(buys(api)).toHaveLength(1));
        await screen.findByTestId('trade-receipt');
      } finally {
        onlineManager.setOnline(true);
      }
    });

    it('says a quote refused as too old or moved, and confirms again at the new price', async () => {
      let refusals = 1;
      const api = stub({
        'POST /order/buyOptions': () =>
          refusals-- > 0
            ? { status: 409, code: 10066, msg: 'moved' }
            : { code: 20004, result: order() },
      });
      renderPanel();
      await reviewDown();
      fireEvent.click(submit());
      expect((await screen.findByTestId('trade-error')).textContent).toBe(
        'The price moved beyond the allowed tolerance since you confirmed; check the current price and confirm again',
      );
      await receiveLive(tickOf('65100.00'));
      await waitFor(() =>
        expect(screen.getByTestId('confirm-price-now').textContent).toBe('Last price: 65,100.00'),
      );
      fireEvent.click(submit());
      await screen.findByTestId('trade-receipt');
      const [first, second] = buys(api);
      expect(second?.body).toMatchObject({ quote: { price: '65100.00' } });
      expect(second?.headers.get('Idempotency-Key')).not.toBe(
        first?.headers.get('Idempotency-Key'),
      );
    });
  });
});
