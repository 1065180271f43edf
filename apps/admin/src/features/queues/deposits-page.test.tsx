import { Code } from '@swx/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, renderAt, serveApi, signIn, success } from '../../test/harness';
import { DepositsPage } from './deposits-page';

const BTC_CLAIM = {
  id: '41',
  network: 'BTC',
  asset: 'BTC',
  amount: '0.02000001',
  txHash: 'a'.repeat(64),
  last6: 'A1b2C3',
  receivingAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
  status: 'pending',
  creditedUsdt: null,
  rate: null,
  reason: null,
  createdAt: '2026-11-23T01:00:00.000Z',
  reviewedAt: null,
  userId: '12',
  proofKey: `${'f'.repeat(32)}.png`,
};

/** The server's conversion at 65432.17 USDT per BTC, rounded down, as text. */
const QUOTES: Record<string, string> = {
  '0.02000001': '1308.644054',
  '0.01': '654.3217',
};

function renderQueue(options: { priceKnown: boolean }) {
  const calls = serveApi((call) => {
    if (call.path === '/deposits?status=pending&page=1&pageSize=50') {
      return success({ items: [BTC_CLAIM], total: 1, page: 1, pageSize: 50 });
    }
    const quote = /^\/deposits\/41\/quote\?received=(.+)$/.exec(call.path);
    if (quote) {
      if (!options.priceKnown) return refusal(Code.TRADING_UNAVAILABLE, 'No recorded price yet');
      const received = decodeURIComponent(quote[1]!);
      return success({ asset: 'BTC', received, rate: '65432.17', creditedUsdt: QUOTES[received] });
    }
    if (call.method === 'POST' && call.path === '/deposits/41/approve') {
      return success({
        ...BTC_CLAIM,
        status: 'approved',
        creditedUsdt: '654.321700',
        rate: '65432.17',
      });
    }
    return undefined;
  });
  signIn(['deposits.review'], 3);
  renderAt(<DepositsPage />);
  return calls;
}

async function startApproval() {
  const list = await screen.findByRole('list', { name: 'pending deposits' });
  fireEvent.click(within(list).getByText('#41'));
  const detail = screen.getByRole('article', { name: 'Deposit 41' });
  fireEvent.click(within(detail).getByRole('button', { name: 'Approve' }));
  return detail;
}

describe('approving a deposit', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows what it credits at the recorded price before confirming, for the amount received', async () => {
    const calls = renderQueue({ priceKnown: true });
    const detail = await startApproval();
    expect((await within(detail).findByTestId('deposit-quote')).textContent).toMatch(
      /Credit 1,308\.644054 USDT .* for 0\.02000001 BTC on BTC at 65432\.17 USDT per BTC/,
    );
    fireEvent.change(within(detail).getByLabelText('Amount received (BTC)'), {
      target: { value: '0.01' },
    });
    await waitFor(() =>
      expect(within(detail).getByTestId('deposit-quote').textContent).toContain('654.3217 USDT'),
    );
    fireEvent.click(within(detail).getByRole('button', { name: 'Confirm approval' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        method: 'POST',
        path: '/deposits/41/approve',
        body: { received: '0.01' },
      }),
    );
  });

  it('refuses to confirm an amount with more decimals than the asset has, or without a price', async () => {
    const calls = renderQueue({ priceKnown: false });
    const detail = await startApproval();
    expect((await within(detail).findByRole('alert')).textContent).toContain(
      'No recorded price yet',
    );
    expect(within(detail).queryByRole('button', { name: 'Confirm approval' })).toBeNull();
    fireEvent.change(within(detail).getByLabelText('Amount received (BTC)'), {
      target: { value: '0.000000001' },
    });
    expect(within(detail).getByText('Enter an amount with at most 8 decimals.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
