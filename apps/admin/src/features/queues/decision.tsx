import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../components/button';
import { TextArea, TextField } from '../../components/field';

export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** A reason the user will see: required, 3–500 characters once trimmed. */
export function reasonError(reason: string): string | null {
  const length = reason.trim().length;
  if (length < REASON_MIN) return `Give a reason of at least ${REASON_MIN} characters.`;
  if (length > REASON_MAX) return `Keep the reason under ${REASON_MAX} characters.`;
  return null;
}

/** A decision with a reason the user sees (reject, fail). */
export function ReasonForm({
  title,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  title: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = reasonError(reason);
    setError(problem);
    if (!problem) onSubmit(reason.trim());
  }
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <TextArea
        label={title}
        hint={`The user sees this reason. ${REASON_MIN}–${REASON_MAX} characters.`}
        value={reason}
        maxLength={REASON_MAX}
        error={error}
        autoFocus
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="danger" loading={busy}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The payout transaction hash that completes an approved withdrawal. */
export function PayoutForm({
  busy,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  onSubmit: (payoutHash: string) => void;
  onCancel: () => void;
}) {
  const [hash, setHash] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const value = hash.trim();
    const problem =
      value.length === 0
        ? 'Enter the payout transaction hash.'
        : value.length > 100
          ? 'A transaction hash has at most 100 characters.'
          : null;
    setError(problem);
    if (!problem) onSubmit(value);
  }
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <TextField
        label="Payout transaction hash"
        className="font-mono"
        value={hash}
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
        error={error}
        autoFocus
        onChange={(e) => setHash(e.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" loading={busy}>
          Mark completed
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** A second click that repeats what the action does before it is sent. */
export function ConfirmStep({
  children,
  confirmLabel,
  variant = 'primary',
  busy,
  onConfirm,
  onCancel,
}: {
  children: ReactNode;
  confirmLabel: string;
  variant?: ButtonVariant;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-md border border-line-strong bg-raised p-3">
      <div className="text-sm">{children}</div>
      <div className="flex gap-2">
        <Button variant={variant} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** A label and its value in a detail panel. */
export function Detail({
  label,
  children,
  mono = false,
}: {
  label: string;
  children: ReactNode;
  mono?: boolean;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-fg-subtle">{label}</dt>
      <dd className={mono ? 'font-mono text-sm break-all' : 'text-sm break-words'}>{children}</dd>
    </div>
  );
}
