import { Code } from '@swx/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, renderAt, serveApi, signIn, success } from '../../test/harness';
import { WithdrawalsPage } from './withdrawals-page';

const BASE = {
  network: 'USDT-TRC20',
  asset: 'USDT',
  address: 'TXyz1234567890abcdefghijklmnopqrs',
  amount: '25000',
  fee: '1',
  receive: '24999',
  usdtAmount: '25000',
  rate: null,
  status: 'pending',
  payoutHash: null,
  reason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  closedAt: null,
  userId: '12',
  twoApprovers: true,
  firstApprovedAt: '2026-11-20T11:00:00.000Z',
};
const ONCE = { ...BASE, id: '31', firstApprovedBy: '3' };
const NONE = { ...BASE, id: '32', firstApprovedBy: null, firstApprovedAt: null };
/** A BTC withdrawal: the coins in BTC, what the USDT balance gave and at which price. */
const BITCOIN = {
  ...NONE,
  id: '33',
  network: 'BTC',
  asset: 'BTC',
  address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  amount: '0.01000000',
  fee: '0.00020000',
  receive: '0.00980000',
  usdtAmount: '654.321700',
  rate: '65432.17',
  twoApprovers: false,
};
const SAME_APPROVER = 'You approved this withdrawal already; a different staff member must.';

function renderQueue() {
  const calls = serveApi((call) => {
    if (call.path === '/withdrawals?status=pending&page=1&pageSize=50') {
      return success({ items: [ONCE, NONE, BITCOIN], total: 3, page: 1, pageSize: 50 });
    }
    if (call.method === 'POST' && call.path === '/withdrawals/31/approve') {
      return refusal(Code.SECOND_APPROVER_REQUIRED, SAME_APPROVER);
    }
    return undefined;
  });
  signIn(['withdrawals.review', 'users.read'], 3);
  renderAt(<WithdrawalsPage />);
  return calls;
}

async function open(id: string) {
  const list = await screen.findByRole('list', { name: 'pending withdrawals' });
  fireEvent.click(within(list).getByText(`#${id}`));
  return screen.getByRole('article', { name: `Withdrawal ${id}` });
}

describe('withdrawals needing two approvers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says who approved first and that a second approver is awaited', async () => {
    renderQueue();
    const detail = await open('31');
    const approvals = within(detail).getByTestId('approvals').textContent;
    expect(approvals).toContain('Needs two approvers.');
    expect(approvals).toContain('Approved once by staff #3');
    expect(approvals).toContain('waiting for a second approver');
  });

  it('without a first approval says two are needed and nobody approved yet', async () => {
    renderQueue();
    const detail = await open('32');
    const approvals = within(detail).getByTestId('approvals').textContent;
    expect(approvals).toContain('Needs two approvers.');
    expect(approvals).not.toContain('Approved once');
  });

  it('shows the server’s message when the first approver approves again', async () => {
    const calls = renderQueue();
    const detail = await open('31');
    fireEvent.click(within(detail).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(detail).getByRole('button', { name: /confirm approval/i }));
    expect((await screen.findByRole('alert')).textContent).toBe(SAME_APPROVER);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('shows a BTC withdrawal in BTC with the USDT held and the price it was converted at', async () => {
    renderQueue();
    const detail = await open('33');
    expect(within(detail).getByText('0.0098 BTC')).toBeTruthy();
    expect(within(detail).getByTestId('usdt-held').textContent).toBe('654.3217 USDT');
    expect(within(detail).getByText('65,432.17 USDT per BTC')).toBeTruthy();
    fireEvent.click(within(detail).getByRole('button', { name: 'Approve' }));
    expect(within(detail).getByText('0.0098 BTC', { selector: 'strong' })).toBeTruthy();
  });
});
