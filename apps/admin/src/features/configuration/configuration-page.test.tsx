import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigurationPage } from './configuration-page';
import { refusal, renderAt, serveTable, success } from '../../test/harness';

const PARAMETERS = [
  {
    key: 'withdrawal.feeRate',
    value: '0.01',
    description: 'Withdrawal fee rate',
    isPublic: true,
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  {
    key: 'market.staleAfterSeconds',
    value: '30',
    description: 'Quotes older than this are stale',
    isPublic: false,
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
];

const PRODUCT = {
  productId: 3,
  instrumentId: 11,
  code: 'BTCUSDT',
  enabled: true,
  periods: [
    { seconds: 60, payoutRate: '0.8', minAmount: '10', maxAmount: '5000' },
    { seconds: 300, payoutRate: '0.85', minAmount: '10', maxAmount: '5000' },
  ],
  quoteMaxAgeMs: 5000,
  priceTolerance: '0.002',
};

function openTab(name: string) {
  fireEvent.click(screen.getByRole('tab', { name }));
}

describe('configuration', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the edited parameter value and shows the server’s refusal', async () => {
    const calls = serveTable({
      'GET /config/parameters': () => success(PARAMETERS),
      'POST /config/parameters/withdrawal.feeRate': () =>
        refusal(10026, 'The parameter value is not valid.'),
    });
    renderAt(<ConfigurationPage />);

    const input = await screen.findByLabelText('Value of withdrawal.feeRate');
    // Grouped by prefix: the withdrawal key under "Withdrawals", the market one under "Market".
    expect(screen.getByRole('heading', { name: 'Withdrawals' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Market' })).toBeTruthy();

    fireEvent.change(input, { target: { value: '0.75' } });
    const row = input.closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));

    expect((await within(row).findByRole('alert')).textContent).toBe(
      'The parameter value is not valid.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/config/parameters/withdrawal.feeRate', body: { value: '0.75' } },
    ]);
    // The typed value stays for correction.
    expect((input as HTMLInputElement).value).toBe('0.75');
  });

  it('refuses a duplicate period length before saving, then posts the replaced list', async () => {
    const calls = serveTable({
      'GET /config/options-products': () => success([PRODUCT]),
      'GET /config/options-products?code=BTCUSDT': () => success([PRODUCT]),
      // The server fills a missing maximum with its default.
      'POST /config/options-products/11': (body) =>
        success({
          ...PRODUCT,
          periods: (body as { periods: object[] }).periods.map((p) => ({
            maxAmount: '100000',
            ...p,
          })),
        }),
    });
    renderAt(<ConfigurationPage />);
    openTab('Options products');

    fireEvent.change(await screen.findByLabelText('Options instrument'), {
      target: { value: 'BTCUSDT' },
    });
    expect(screen.getByText('Open orders keep the terms they were placed with.')).toBeTruthy();
    const seconds2 = await screen.findByLabelText('Seconds, row 2');

    // Row 2 takes row 1's length: refused here, nothing sent.
    fireEvent.change(seconds2, { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save periods' }));
    expect(await screen.findByText('60 s is already used in row 1.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // Fixed, a third row added without a maximum, and the first removed.
    fireEvent.change(seconds2, { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add period' }));
    fireEvent.change(screen.getByLabelText('Seconds, row 3'), { target: { value: '900' } });
    fireEvent.change(screen.getByLabelText('Payout rate, row 3'), { target: { value: '0.9' } });
    fireEvent.change(screen.getByLabelText('Min amount (USDT), row 3'), {
      target: { value: '20.5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save periods' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/config/options-products/11',
      body: {
        periods: [
          { seconds: 120, payoutRate: '0.85', minAmount: '10', maxAmount: '5000' },
          { seconds: 900, payoutRate: '0.9', minAmount: '20.5' },
        ],
        quoteMaxAgeMs: 5000,
        priceTolerance: '0.002',
      },
    });
    expect(await screen.findByText('Periods saved.')).toBeTruthy();
    expect((screen.getByLabelText('Max amount (USDT), row 2') as HTMLInputElement).value).toBe(
      '100000',
    );
  });

  it('refuses a payout rate above 1 as decimal text, not as a rounded number', async () => {
    const calls = serveTable({
      'GET /config/options-products': () => success([PRODUCT]),
      'GET /config/options-products?code=BTCUSDT': () => success([PRODUCT]),
    });
    renderAt(<ConfigurationPage />);
    openTab('Options products');
    fireEvent.change(await screen.findByLabelText('Options instrument'), {
      target: { value: 'BTCUSDT' },
    });
    fireEvent.change(await screen.findByLabelText('Payout rate, row 1'), {
      target: { value: '1.0000000000000001' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save periods' }));
    expect(await screen.findByText('A decimal above 0, at most 1.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends the quote parameters with the periods and refuses them out of bounds (issue 17)', async () => {
    const calls = serveTable({
      'GET /config/options-products': () => success([PRODUCT]),
      'GET /config/options-products?code=BTCUSDT': () => success([PRODUCT]),
      'POST /config/options-products/11': (body) => success({ ...PRODUCT, ...(body as object) }),
    });
    renderAt(<ConfigurationPage />);
    openTab('Options products');
    fireEvent.change(await screen.findByLabelText('Options instrument'), {
      target: { value: 'BTCUSDT' },
    });
    const maxAge = (await screen.findByLabelText('Quote max age (ms)')) as HTMLInputElement;
    const tolerance = screen.getByLabelText('Price tolerance') as HTMLInputElement;
    expect([maxAge.value, tolerance.value]).toEqual(['5000', '0.002']);

    // Above the ceiling of 0.05, and an age under 500 ms: refused here, nothing sent.
    fireEvent.change(tolerance, { target: { value: '0.0500001' } });
    fireEvent.change(maxAge, { target: { value: '499' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save periods' }));
    await waitFor(() => expect(tolerance.getAttribute('aria-invalid')).toBe('true'));
    expect(maxAge.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(tolerance, { target: { value: '0.005' } });
    fireEvent.change(maxAge, { target: { value: '8000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save periods' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      quoteMaxAgeMs: 8000,
      priceTolerance: '0.005',
    });
    expect(await screen.findByText('Periods saved.')).toBeTruthy();
  });
});
