import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, loginAnswer, renderApp } from '../../../test/render';
import { RegisterForm } from './register-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function fill(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

/** The message shown at a field (its aria-describedby target). */
function messageAt(label: string): string | null {
  const id = field(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function renderForm(handlers: Parameters<typeof fakeApi>[0], inviteCode?: string) {
  const api = fakeApi(handlers);
  vi.stubGlobal('fetch', api.fetch);
  const onSuccess = vi.fn();
  renderApp(<RegisterForm onSuccess={onSuccess} inviteCode={inviteCode} />);
  return { api, onSuccess };
}

describe('RegisterForm', () => {
  it('submits the body the contract schema produces', async () => {
    const { api, onSuccess } = renderForm(
      { 'POST /login/register': () => loginAnswer },
      'abcd2345',
    );
    fill('Username', 'alice');
    fill('Email', 'Alice@Example.com');
    fill('Verification code', '123456');
    fill('Password', 'Correct-Horse-7');
    fill('Confirm password', 'Correct-Horse-7');
    fireEvent.change(screen.getByLabelText('Area code'), { target: { value: '+852' } });
    fill('Phone (optional)', '61234567');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    const register = api.calls.find((c) => c.url.pathname.endsWith('/login/register'));
    expect(register?.body).toEqual({
      username: 'alice',
      email: 'alice@example.com',
      code: '123456',
      password: 'Correct-Horse-7',
      confirmPassword: 'Correct-Horse-7',
      areaCode: '+852',
      phone: '61234567',
      inviteCode: 'ABCD2345',
    });
  });

  it('shows the catalogue message of each zod issue at its field and sends nothing', () => {
    const { api } = renderForm({});
    fill('Email', 'not-an-email');
    fill('Password', 'Correct-Horse-7');
    fill('Confirm password', 'Other-Horse-8');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    // The API's one "username or email" code, said for the field that is empty.
    expect(messageAt('Username')).toBe('Choose a username');
    expect(messageAt('Email')).toBe('The email address is not valid');
    expect(messageAt('Verification code')).toBe('Enter the verification code');
    expect(messageAt('Confirm password')).toBe('The two passwords do not match');
    expect(field('Username').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Username'));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('says which one is missing when username and email are both empty', () => {
    renderForm({});
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(messageAt('Username')).toBe('Choose a username');
    expect(messageAt('Email')).toBe('Enter your email address');
  });

  it('asks for the area code of a phone number, and checks the number', () => {
    renderForm({});
    fill('Phone (optional)', '61234567');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(messageAt('Area code')).toBe('Select the area code of this phone number');
    fireEvent.change(screen.getByLabelText('Area code'), { target: { value: '+852' } });
    fill('Phone (optional)', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(messageAt('Phone (optional)')).toBe('Enter 4 to 15 digits, without the area code');
  });

  it('clears a fixed error while typing, and checks a field again when it is left', () => {
    renderForm({});
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(messageAt('Email')).toBe('Enter your email address');
    fill('Email', 'alice@example.com');
    expect(messageAt('Email')).toBe('Verification codes are sent to this address');

    // Leaving the password while the confirmation is still empty flags nothing there yet.
    fill('Password', 'Correct-Horse-7');
    fireEvent.blur(field('Password'));
    expect(field('Confirm password').getAttribute('aria-invalid')).toBeNull();
    fill('Confirm password', 'Correct-Horse');
    fireEvent.blur(field('Confirm password'));
    expect(messageAt('Confirm password')).toBe('The two passwords do not match');
  });

  it('flags a taken username and email on blur', async () => {
    const { api } = renderForm({
      'GET /login/checkUserNameOrPhone': () => ({ result: { available: false } }),
    });
    fill('Username', 'alice');
    fireEvent.blur(field('Username'));
    fill('Email', 'alice@example.com');
    fireEvent.blur(field('Email'));
    await waitFor(() => expect(messageAt('Username')).toBe('This username is already taken'));
    await waitFor(() => expect(messageAt('Email')).toBe('This email is already registered'));
    const checks = api.calls.filter((c) => c.url.pathname.endsWith('/checkUserNameOrPhone'));
    expect(checks.map((c) => c.url.search)).toEqual([
      '?username=alice',
      '?email=alice%40example.com',
    ]);

    // Editing the field withdraws the verdict.
    fill('Username', 'alice2');
    expect(messageAt('Username')).toBe(
      '3 to 32 letters, digits or underscores, starting with a letter',
    );
  });

  it('says when a name is free', async () => {
    renderForm({ 'GET /login/checkUserNameOrPhone': () => ({ result: { available: true } }) });
    fill('Username', 'alice');
    fireEvent.blur(field('Username'));
    await waitFor(() => expect(messageAt('Username')).toBe('This username is available'));
  });

  it('sends the code for the typed email and counts down before the next one', async () => {
    const { api } = renderForm({
      'POST /login/sendCode': () => ({ result: { resendAfterSec: 60, expiresInSec: 600 } }),
    });
    fill('Email', 'Alice@Example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const button = await screen.findByRole('button', { name: 'Send code (60 s)' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('code-sent').textContent).toBe(
      'We sent a code to alice@example.com. It is valid for 10 minutes.',
    );
    expect(api.calls.find((c) => c.url.pathname.endsWith('/sendCode'))?.body).toEqual({
      email: 'alice@example.com',
      scene: 'register',
    });
  });

  it('refuses to send a code to an invalid email', () => {
    const { api } = renderForm({});
    fill('Email', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(messageAt('Email')).toBe('The email address is not valid');
    expect(api.calls).toHaveLength(0);
  });

  it('waits as long as the server says after "too soon" (10029)', async () => {
    renderForm({
      'POST /login/sendCode': () => ({
        status: 429,
        code: 10029,
        msg: 'too soon',
        result: { retryAfterSec: 42 },
      }),
    });
    fill('Email', 'alice@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Send code (42 s)' });
    expect(screen.getByTestId('form-error').textContent).toBe(
      'A code was sent recently. Try again in 42 s.',
    );
  });

  it('shows server field errors at their field (wrong code, bad invite)', async () => {
    renderForm({
      'POST /login/register': () => ({ status: 400, code: 10027, msg: 'wrong code' }),
    });
    fill('Username', 'alice');
    fill('Email', 'alice@example.com');
    fill('Verification code', '000000');
    fill('Password', 'Correct-Horse-7');
    fill('Confirm password', 'Correct-Horse-7');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(messageAt('Verification code')).toBe('The verification code is incorrect'),
    );
    expect(screen.queryByTestId('form-error')).toBeNull();
  });

  it('shows "network timeout" when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderApp(<RegisterForm onSuccess={() => {}} />);
    fill('Username', 'alice');
    fill('Email', 'alice@example.com');
    fill('Verification code', '123456');
    fill('Password', 'Correct-Horse-7');
    fill('Confirm password', 'Correct-Horse-7');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'Network timeout. Check your connection and try again.',
    );
  });
});
