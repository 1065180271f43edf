import { Code } from '@swx/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  refusal,
  renderAt,
  serveApi,
  signIn,
  success,
  type ApiCall,
  type Reply,
} from '../../test/harness';
import { AdjustmentsPage } from './adjustments-page';
import type { Adjustment } from './api';

const PENDING: Adjustment = {
  id: '5',
  userId: '12',
  username: 'bob',
  book: 'real',
  asset: 'USDT',
  amount: '-10',
  reason: 'Duplicate credit',
  status: 'pending',
  requestedBy: '7',
  requestedAt: '2026-11-20T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  journalId: null,
};

const LIST = '/adjustments?status=pending&page=1&pageSize=50';
const SELF_APPROVAL = 'A different staff member must approve this adjustment.';

function serve(extra: (call: ApiCall) => Reply | undefined) {
  return serveApi((call) =>
    call.method === 'GET' && call.path === LIST
      ? success({ items: [PENDING], total: 1, page: 1, pageSize: 50 })
      : extra(call),
  );
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const preview = () => screen.getByTestId('adjustment-preview').textContent;

describe('adjustments', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('previews the adjustment in words and sends the amount as typed', async () => {
    const calls = serve((call) =>
      call.method === 'POST' && call.path === '/adjustments'
        ? success({ ...PENDING, id: '6', amount: '25.5' })
        : undefined,
    );
    signIn(['ledger.adjust']);
    renderAt(<AdjustmentsPage />);
    fireEvent.click(screen.getByRole('button', { name: /new adjustment/i }));

    type(/user id/i, '12');
    type(/amount/i, '25.5');
    expect(preview()).toBe('Credit 25.5 USDT to user #12 (real book)');

    type(/amount/i, '-10');
    fireEvent.change(screen.getByLabelText('Book'), { target: { value: 'demo' } });
    expect(preview()).toBe('Debit 10 USDT from user #12 (demo book)');

    // Not a decimal the server takes: no sentence, and nothing is sent.
    type(/amount/i, '1e3');
    expect(preview()).not.toMatch(/credit|debit/i);
    type(/reason/i, 'Goodwill for the outage');
    fireEvent.click(screen.getByRole('button', { name: /request adjustment/i }));
    expect(await screen.findByText(/enter a decimal like 25\.5/i)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Book'), { target: { value: 'real' } });
    type(/amount/i, '25.5');
    fireEvent.click(screen.getByRole('button', { name: /request adjustment/i }));
    expect(await screen.findByText(/adjustment #6 requested/i)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      userId: '12',
      book: 'real',
      amount: '25.5',
      reason: 'Goodwill for the outage',
    });
  });

  it('shows the server’s message when the requester tries to approve their own', async () => {
    const calls = serve((call) =>
      call.method === 'POST' && call.path === '/adjustments/5/approve'
        ? refusal(Code.SECOND_APPROVER_REQUIRED, SELF_APPROVAL)
        : undefined,
    );
    signIn(['ledger.adjust']);
    renderAt(<AdjustmentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Review #5' }));
    expect(screen.getByText('Debit 10 USDT from user #12 (real book)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    fireEvent.click(screen.getByRole('button', { name: /confirm approval/i }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(SELF_APPROVAL);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/adjustments/5/approve')).toHaveLength(1),
    );
    // Still pending and decidable by someone else: the buttons are back.
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
  });
});
