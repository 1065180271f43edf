import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, serveApi, signIn, success } from '../../test/harness';
import type { StaffAccount } from './api';
import { StaffPage } from './staff-page';

const ALICE: StaffAccount = {
  id: 7,
  username: 'alice',
  email: 'alice@example.com',
  role: 'superadmin',
  status: 'active',
  enrolled: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSignInAt: null,
};

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('staff accounts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('checks a new account at the fields, then sends it as typed and empties the form', async () => {
    const calls = serveApi((call) => {
      if (call.method === 'GET' && call.path === '/staff') return success({ items: [ALICE] });
      if (call.method === 'POST' && call.path === '/staff') {
        return success({
          ...ALICE,
          id: 8,
          username: 'bob',
          email: 'bob@example.com',
          role: 'support',
        });
      }
      return undefined;
    });
    signIn(['staff.manage']);
    renderAt(<StaffPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add staff' }));
    const form = screen.getByRole('button', { name: 'Add staff member' }).closest('form')!;

    type(/username/i, 'b');
    type(/email/i, 'not an email');
    fireEvent.click(within(form).getByRole('button', { name: 'Add staff member' }));
    expect(await screen.findByText(/letters, digits or underscores/)).toBeTruthy();
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText(/characters\.$/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    type(/username/i, 'bob');
    type(/email/i, 'bob@example.com');
    type(/first password/i, 'a long passphrase here');
    fireEvent.click(within(form).getByRole('button', { name: 'Add staff member' }));
    expect(await screen.findByText('bob added as support.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      username: 'bob',
      email: 'bob@example.com',
      password: 'a long passphrase here',
      role: 'support',
    });
    expect((screen.getByLabelText(/username/i) as HTMLInputElement).value).toBe('');
  });
});
