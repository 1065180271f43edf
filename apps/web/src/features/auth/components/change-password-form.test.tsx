import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '../../../test/render';
import { ChangePasswordForm } from './change-password-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function messageAt(label: string): string | null {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('ChangePasswordForm', () => {
  it('reports success and that other sessions were signed out', async () => {
    const api = fakeApi({ 'POST /user/repassword': () => ({ code: 20005, msg: 'Modified' }) });
    vi.stubGlobal('fetch', api.fetch);
    renderApp(<ChangePasswordForm codeRequired={false} />);
    fill('Current password', 'Old-Password-1');
    fill('New password', 'New-Password-22');
    fill('Confirm new password', 'New-Password-22');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByTestId('password-changed')).textContent).toBe(
      'Your password has been changed. Other sessions have been signed out.',
    );
    expect(api.calls[0]?.body).toEqual({
      oldPassword: 'Old-Password-1',
      password: 'New-Password-22',
      confirmPassword: 'New-Password-22',
    });
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it.each([
    [10004, 'Current password', 'The current password is incorrect'],
    [
      10031,
      'New password',
      'Password must be 8 to 128 characters, hard to guess, and not contain your username or email',
    ],
    [10039, 'New password', 'The new password must differ from the current one'],
  ])('shows code %i at "%s"', async (code, label, text) => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'POST /user/repassword': () => ({ status: 400, code, msg: 'x' }) }).fetch,
    );
    renderApp(<ChangePasswordForm codeRequired={false} />);
    fill('Current password', 'Old-Password-1');
    fill('New password', 'New-Password-22');
    fill('Confirm new password', 'New-Password-22');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(messageAt(label)).toBe(text));
  });

  it('checks the new password with the contract schema before sending', () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderApp(<ChangePasswordForm codeRequired={false} />);
    fill('New password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(messageAt('Current password')).toBe('Enter your password');
    expect(messageAt('New password')).toBe(
      'Password must be 8 to 128 characters, hard to guess, and not contain your username or email',
    );
    expect(api.calls).toHaveLength(0);
  });
});
