import { Code } from '@swx/contract';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@swx/ui';
import { Alert, Card } from '../../components/feedback';
import { TextField } from '../../components/field';
import { ApiError, errorMessage } from '../../lib/api';
import { groupSecret } from '../../lib/format';
import { session, useSession } from '../../lib/session';
import { fetchSetupNeeded, login, loginTotp, type LoginStep } from './api';
import { SetupStep } from './setup-step';

type Step = { step: 'password' } | LoginStep;

const CODE_PATTERN = /^\d{6}$/;

/**
 * Staff sign-in: username and password, then the authenticator's six-digit code; on the first
 * sign-in the authenticator is enrolled first (QR code or the secret typed by hand).
 */
export function SignInPage() {
  const { ended } = useSession();
  const [step, setStep] = useState<Step>({ step: 'password' });
  const [notice, setNotice] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  // On a first start (no staff account yet) the first superadmin is created here.
  const setupCheck = useQuery({
    queryKey: ['setup-needed'],
    queryFn: ({ signal }) => fetchSetupNeeded(signal),
    staleTime: Infinity,
  });
  const settingUp = setupCheck.data?.needed === true && created === null;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-canvas px-4 py-10">
      <div className="flex w-full max-w-form flex-col gap-4">
        <div className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-6 text-accent-text" />
          <h1 className="text-lg font-semibold">SWX back office</h1>
        </div>
        {ended === 'expired' && step.step === 'password' && (
          <Alert tone="warning">Your session ended. Sign in again.</Alert>
        )}
        {notice && <Alert tone="warning">{notice}</Alert>}
        {created && step.step === 'password' && (
          <Alert tone="success">
            Account {created} created. Sign in to set up its authenticator.
          </Alert>
        )}
        <Card className="p-6">
          {settingUp ? (
            <SetupStep onDone={setCreated} />
          ) : step.step === 'password' ? (
            <PasswordStep
              onNext={(next) => {
                setNotice(null);
                setStep(next);
              }}
            />
          ) : (
            <CodeStep
              step={step}
              onRestart={(message) => {
                setNotice(message);
                setStep({ step: 'password' });
              }}
            />
          )}
        </Card>
      </div>
    </main>
  );
}

function PasswordStep({ onNext }: { onNext: (step: LoginStep) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!username.trim() || !password) {
      setError('Enter your username and password.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onNext(await login(username.trim(), password));
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <h2 className="text-md font-semibold">Sign in</h2>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoFocus
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {error && <Alert tone="danger">{error}</Alert>}
      <Button type="submit" block loading={busy}>
        Continue
      </Button>
    </form>
  );
}

function CodeStep({
  step,
  onRestart,
}: {
  step: LoginStep;
  onRestart: (message: string | null) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!CODE_PATTERN.test(code)) {
      setError('Enter the 6-digit code from your authenticator app.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await loginTotp(step.challenge, code);
      session.start(result.token, result.staff);
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError && failure.code === Code.CODE_EXPIRED) {
        onRestart(`${failure.msg} Sign in again.`);
        return;
      }
      setCode('');
      setError(errorMessage(failure));
    }
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      {step.step === 'enrol' ? (
        <Enrolment secret={step.secret} otpauthUrl={step.otpauthUrl} />
      ) : (
        <div className="flex flex-col gap-1">
          <h2 className="flex items-center gap-2 text-md font-semibold">
            <KeyRound aria-hidden="true" className="size-4" />
            Two-step verification
          </h2>
          <p className="text-sm text-fg-muted">
            Enter the 6-digit code your authenticator app shows for SWX.
          </p>
        </div>
      )}
      <TextField
        label={step.step === 'enrol' ? 'Code from the app to confirm' : 'Authentication code'}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        autoFocus
        className="tabular"
        value={code}
        error={error}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
      />
      <Button type="submit" block loading={busy}>
        {step.step === 'enrol' ? 'Confirm and sign in' : 'Verify and sign in'}
      </Button>
      <Button variant="ghost" block onClick={() => onRestart(null)}>
        Use another account
      </Button>
    </form>
  );
}

function Enrolment({ secret, otpauthUrl }: { secret: string; otpauthUrl: string }) {
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-md font-semibold">Set up two-step verification</h2>
      <p className="text-sm text-fg-muted">
        Staff accounts need a second factor. Scan this QR code with an authenticator app (Google
        Authenticator, 1Password, Authy...), or type the key below into it, then enter the 6-digit
        code it shows.
      </p>
      <div className="self-center rounded-md bg-white p-2">
        <QRCodeSVG
          value={otpauthUrl}
          size={176}
          level="M"
          marginSize={1}
          bgColor="#ffffff"
          fgColor="#000000"
          role="img"
          aria-label="QR code of the authenticator key"
        />
      </div>
      <div className="flex flex-col gap-1">
        <span className="text-xs text-fg-subtle" id="totp-secret-label">
          Key for manual entry
        </span>
        <code
          aria-labelledby="totp-secret-label"
          data-testid="totp-secret"
          className="rounded-md border border-line bg-field px-3 py-2 text-center font-mono text-md tracking-wider select-all"
        >
          {groupSecret(secret)}
        </code>
      </div>
    </div>
  );
}
