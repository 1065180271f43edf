import { useState, type FormEvent } from 'react';
import { Button } from '@swx/ui';
import { Alert } from '../../components/feedback';
import { TextField } from '../../components/field';
import { errorMessage } from '../../lib/api';
import { setup } from './api';

/**
 * The setup token from the link the server prints at start (`/admin/#setup=<token>`), taken
 * out of the address bar at once. A fragment never reaches the server or its logs.
 */
function takeLinkToken(): string {
  const match = /^#setup=([A-Za-z0-9_-]+)$/.exec(window.location.hash);
  if (!match) return '';
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  return match[1]!;
}

/**
 * First start: no staff account exists yet. The operator creates the first superadmin with the
 * one-time setup token the server printed at start (the back office link, or `setupToken` in
 * its log); their authenticator is enrolled at the sign-in that follows.
 */
export function SetupStep({ onDone }: { onDone: (username: string) => void }) {
  const [fields, setFields] = useState(() => ({
    token: takeLinkToken(),
    username: '',
    email: '',
    password: '',
  }));
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (Object.values(fields).some((value) => !value.trim())) {
      setError('Fill in every field.');
      return;
    }
    if (fields.password !== repeat) {
      setError('The two passwords differ.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await setup({ ...fields, token: fields.token.trim(), username: fields.username.trim() });
      onDone(fields.username.trim());
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <h2 className="text-md font-semibold">Create the first account</h2>
      <p className="text-sm text-fg-muted">
        No staff account exists yet. Enter the one-time setup token the server printed at start
        (filled in when you opened its link; <code>setupToken</code> in a JSON log) and the first
        superadmin’s details. You set up their authenticator at the next step.
      </p>
      <TextField
        label="Setup token"
        name="token"
        autoComplete="off"
        value={fields.token}
        onChange={set('token')}
      />
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        value={fields.username}
        onChange={set('username')}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={fields.email}
        onChange={set('email')}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="A long passphrase: hard to guess, not a common password, not built on the username or email."
        value={fields.password}
        onChange={set('password')}
      />
      <TextField
        label="Repeat the password"
        name="repeat"
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
      />
      {error && <Alert tone="danger">{error}</Alert>}
      <Button type="submit" block loading={busy}>
        Create account
      </Button>
    </form>
  );
}
