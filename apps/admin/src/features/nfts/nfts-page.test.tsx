import { Code } from '@swx/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, renderAt, serveApi, signIn, success, type ApiCall } from '../../test/harness';
import type { CharityAdmin, CharityPayout } from './api';
import { NftsPage } from './nfts-page';

const CHARITY: CharityAdmin = {
  id: 3,
  slug: 'children-first',
  name: 'Children First',
  link: 'https://charity.example.org',
  sample: false,
  items: 2,
  donated: '1200.000000',
  paidOut: '400.000000',
  payable: '800.000000',
  pendingPayouts: '100.000000',
};
const EMPTY: CharityAdmin = {
  ...CHARITY,
  id: 4,
  slug: 'river-care',
  name: 'River Care',
  items: 0,
  donated: '0.000000',
  paidOut: '0.000000',
  payable: '0.000000',
  pendingPayouts: '0.000000',
};
const PAYOUT: CharityPayout = {
  id: '6',
  charityId: 3,
  charityName: 'Children First',
  amount: '100.000000',
  transferRef: 'SEPA-2026-11-0001',
  reason: 'November transfer',
  status: 'pending',
  requestedBy: '9',
  requestedByName: 'ada',
  requestedAt: '2026-11-20T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  journalId: null,
};

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 50 });

function serve(extra: (call: ApiCall) => ReturnType<typeof success> | undefined = () => undefined) {
  return serveApi((call) => {
    if (call.method === 'GET' && call.path === '/nfts/charities')
      return success({ items: [CHARITY, EMPTY] });
    if (call.method === 'GET' && call.path === '/nfts/payouts?status=pending&page=1&pageSize=50')
      return success(page([PAYOUT]));
    return extra(call);
  });
}

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('charity NFTs: charities and payouts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows what each charity was given, paid and is owed; nothing to pay when nothing is owed', async () => {
    serve();
    signIn(['ledger.adjust']);
    renderAt(<NftsPage />);
    const table = await screen.findByRole('table', { name: 'Charities' });
    const row = within(table).getByText('Children First').closest('tr')!;
    expect(row.textContent).toContain('1,200.00 USDT');
    expect(row.textContent).toContain('400.00 USDT');
    expect(row.textContent).toContain('800.00 USDT');
    expect(row.textContent).toContain('100.00 USDT');
    expect(
      (screen.getByRole('button', { name: 'Record payout to River Care' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(await screen.findByText('SEPA-2026-11-0001')).toBeTruthy();
  });

  it('records a payout with its transfer reference, checked before sending', async () => {
    const calls = serve((call) =>
      call.method === 'POST' && call.path === '/nfts/payouts'
        ? success({ ...PAYOUT, id: '7', amount: '250.500000', transferRef: 'SEPA-2' })
        : undefined,
    );
    signIn(['ledger.adjust']);
    renderAt(<NftsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Record payout to Children First' }));
    expect(
      screen.getByText(/Owed: 800\.00 USDT, of which 100\.00 USDT awaits approval/),
    ).toBeTruthy();
    type('Amount (USDT)', '-5');
    type('Transfer reference', 'x');
    type('Reason', 'ok');
    fireEvent.click(screen.getByRole('button', { name: 'Record payout' }));
    expect(await screen.findByText(/Enter a positive amount/)).toBeTruthy();
    expect(screen.getByText(/Enter the transfer’s reference/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    type('Amount (USDT)', '250.5');
    type('Transfer reference', ' SEPA-2 ');
    type('Reason', 'December transfer');
    expect(screen.getByTestId('payout-preview').textContent).toBe(
      'Pay 250.50 USDT to Children First (transfer SEPA-2)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Record payout' }));
    expect(await screen.findByText(/Payout #7 recorded/)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      charityId: 3,
      amount: '250.5',
      transferRef: 'SEPA-2',
      reason: 'December transfer',
    });
  });

  it('shows the server refusing the recorder as approver, and approves as someone else', async () => {
    let self = true;
    const calls = serve((call) => {
      if (call.method !== 'POST' || call.path !== '/nfts/payouts/6/approve') return undefined;
      if (self)
        return refusal(Code.SECOND_APPROVER_REQUIRED, 'A different staff member must approve.');
      return success({ ...PAYOUT, status: 'approved', decidedBy: '7', journalId: '91' });
    });
    signIn(['ledger.adjust']);
    renderAt(<NftsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Review #6' }));
    expect(
      screen.getByText(/Pay 100\.00 USDT to Children First \(transfer SEPA-2026-11-0001\)/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    fireEvent.click(screen.getByRole('button', { name: /confirm approval/i }));
    expect(await screen.findByText('A different staff member must approve.')).toBeTruthy();
    self = false;
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    fireEvent.click(screen.getByRole('button', { name: /confirm approval/i }));
    expect(await screen.findByText('Payout #6 approved (journal #91).')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/nfts/payouts/6/approve')).toHaveLength(2);
  });
});
