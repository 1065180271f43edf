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
  claimedUsdt: null,
  twoApprovers: false,
  firstApprovedBy: null,
  firstApprovedAt: null,
  firstReceived: null,
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
      return success({
        asset: 'BTC',
        received,
        rate: '65432.17',
        creditedUsdt: QUOTES[received],
        twoApprovers: false,
        firstApprovedBy: null,
      });
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

const BIG_CLAIM = {
  ...BTC_CLAIM,
  id: '52',
  network: 'USDT-TRC20',
  asset: 'USDT',
  amount: '20000',
  claimedUsdt: '20000.000000',
  twoApprovers: true,
  firstApprovedBy: null,
  firstReceived: null,
};

function renderBig(state: 'fresh' | 'first-approved') {
  const listed =
    state === 'fresh'
      ? BIG_CLAIM
      : {
          ...BIG_CLAIM,
          firstApprovedBy: '7',
          firstApprovedAt: '2026-11-23T02:00:00.000Z',
          firstReceived: '19990.000000',
        };
  const calls = serveApi((call) => {
    if (call.path === '/deposits?status=pending&page=1&pageSize=50') {
      return success({ items: [listed], total: 1, page: 1, pageSize: 50 });
    }
    const quote = /^\/deposits\/52\/quote\?received=(.+)$/.exec(call.path);
    if (quote) {
      const received = decodeURIComponent(quote[1]!);
      return success({
        asset: 'USDT',
        received,
        rate: null,
        creditedUsdt: received,
        twoApprovers: true,
        firstApprovedBy: listed.firstApprovedBy,
      });
    }
    if (call.method === 'POST' && call.path === '/deposits/52/approve') {
      return success(
        state === 'fresh'
          ? {
              ...listed,
              firstApprovedBy: '3',
              firstApprovedAt: '2026-11-23T02:00:00.000Z',
              firstReceived: '20000.000000',
            }
          : { ...listed, status: 'approved', creditedUsdt: '19990.000000' },
      );
    }
    return undefined;
  });
  signIn(['deposits.review'], 3);
  renderAt(<DepositsPage />);
  return calls;
}

describe('deposits above the four-eyes threshold', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('say they need two approvers, and the first approval says it credits nothing yet', async () => {
    renderBig('fresh');
    const list = await screen.findByRole('list', { name: 'pending deposits' });
    expect(within(list).getByText('Two approvers')).toBeTruthy();
    fireEvent.click(within(list).getByText('#52'));
    const detail = screen.getByRole('article', { name: 'Deposit 52' });
    fireEvent.click(within(detail).getByRole('button', { name: 'Approve' }));
    expect((await within(detail).findByTestId('deposit-quote')).textContent).toContain(
      'This is the first of two approvals: a different staff member credits it.',
    );
    fireEvent.click(within(detail).getByRole('button', { name: 'Confirm approval' }));
    expect(await screen.findByText(/first approval recorded/)).toBeTruthy();
  });

  it('let the second approver confirm only what the first saw arrive', async () => {
    const calls = renderBig('first-approved');
    const list = await screen.findByRole('list', { name: 'pending deposits' });
    expect(within(list).getByText('1 of 2 approvals')).toBeTruthy();
    fireEvent.click(within(list).getByText('#52'));
    const detail = screen.getByRole('article', { name: 'Deposit 52' });
    expect(within(detail).getByText(/1 of 2: staff #7 saw 19,990.00 USDT arrive/)).toBeTruthy();
    fireEvent.click(within(detail).getByRole('button', { name: 'Approve' }));
    const field = within(detail).getByLabelText('Amount received (USDT)') as HTMLInputElement;
    expect(field.readOnly).toBe(true);
    expect(field.value).toBe('19990.000000');
    expect((await within(detail).findByTestId('deposit-quote')).textContent).toContain(
      'Yours is the second approval: it credits the customer.',
    );
    fireEvent.click(within(detail).getByRole('button', { name: 'Confirm approval' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        method: 'POST',
        path: '/deposits/52/approve',
        body: { received: '19990.000000' },
      }),
    );
    expect(await screen.findByText(/Deposit #52 approved: 19,990.00 USDT credited/)).toBeTruthy();
  });
});
