import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, serveApi, signIn, success } from '../../test/harness';
import type { UserDetail } from './api';
import { UserPage } from './user-page';

const USER: UserDetail = {
  id: '12',
  username: 'bob',
  email: 'bob@example.test',
  areaCode: null,
  phone: null,
  inviteCode: 'ABC123',
  invitedBy: null,
  status: 'active',
  hasPassword: true,
  googleLinked: false,
  createdAt: '2026-01-02T03:04:05.000Z',
  passwordChangedAt: null,
  kyc: { status: 'verified', reason: null, submittedAt: null, reviewedAt: null },
  balances: [
    { book: 'demo', asset: 'USDT', available: '10000', held: '0' },
    { book: 'real', asset: 'USDT', available: '1234.567891', held: '20.5' },
  ],
  openOptionsOrders: 0,
  openPositions: 1,
  liveSessions: 2,
};

function renderUser(permissions: string[]) {
  let status: UserDetail['status'] = 'active';
  const calls = serveApi((call) => {
    if (call.method === 'GET' && call.path === '/users/12') return success({ ...USER, status });
    if (call.method === 'POST' && call.path === '/users/12/disable') {
      status = 'disabled';
      return success({ id: '12', status, sessionsRevoked: 2 });
    }
    return undefined;
  });
  signIn(permissions);
  renderAt(<UserPage />, '/users/12', '/users/:id');
  return calls;
}

const posts = (calls: { method: string }[]) => calls.filter((c) => c.method === 'POST');

describe('user page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows balances per book, grouped, with every decimal the server wrote that carries value', async () => {
    renderUser(['users.read']);
    expect(await screen.findByText('1,234.567891')).toBeTruthy();
    expect(screen.getByText('20.50')).toBeTruthy();
    // Reading users is not managing them.
    expect(screen.queryByRole('button', { name: 'Disable' })).toBeNull();
  });

  it('disables only with a reason of 3 characters or more and after a confirmation', async () => {
    const calls = renderUser(['users.read', 'users.manage']);
    fireEvent.click(await screen.findByRole('button', { name: 'Disable' }));

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/at least 3 characters/);
    fireEvent.change(screen.getByLabelText(/reason to disable/i), { target: { value: ' ab ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toMatch(/at least 3 characters/);
    expect(screen.queryByRole('button', { name: 'Disable user' })).toBeNull();
    expect(posts(calls)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/reason to disable/i), {
      target: { value: 'Chargeback fraud' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(/disable user #12 \(bob\)\?/i).textContent).toContain(
      '“Chargeback fraud”',
    );
    expect(posts(calls)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Disable user' }));
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        { method: 'POST', path: '/users/12/disable', body: { reason: 'Chargeback fraud' } },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Enable' })).toBeTruthy();
  });
});
