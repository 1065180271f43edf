import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '@swx/ui';
import { TextArea } from './field';

export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** A reason the user will see: required, 3–500 characters once trimmed. */
export function reasonError(reason: string): string | null {
  const length = reason.trim().length;
  if (length < REASON_MIN) return `Give a reason of at least ${REASON_MIN} characters.`;
  if (length > REASON_MAX) return `Keep the reason under ${REASON_MAX} characters.`;
  return null;
}

/**
 * A decision's two buttons: the action (the form's submit unless `onAct` is given) and Cancel,
 * both held while the decision is on its way.
 */
export function DecisionActions({
  label,
  variant = 'primary',
  busy,
  onAct,
  onCancel,
}: {
  label: string;
  variant?: ButtonVariant;
  busy: boolean;
  onAct?: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex gap-2">
      <Button type={onAct ? 'button' : 'submit'} variant={variant} loading={busy} onClick={onAct}>
        {label}
      </Button>
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </div>
  );
}

/** A decision with a reason (reject, fail, disable...): the user sees it unless `hint` says. */
export function ReasonForm({
  title,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  hint = 'The user sees this reason.',
  variant = 'danger',
  children,
}: {
  title: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
  hint?: string;
  variant?: ButtonVariant;
  /** What the decision does, said above the reason. */
  children?: ReactNode;
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
      {children && <p className="text-sm">{children}</p>}
      <TextArea
        label={title}
        hint={`${hint} ${REASON_MIN}–${REASON_MAX} characters.`}
        value={reason}
        maxLength={REASON_MAX}
        error={error}
        autoFocus
        onChange={(e) => setReason(e.target.value)}
      />
      <DecisionActions label={submitLabel} variant={variant} busy={busy} onCancel={onCancel} />
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
      <DecisionActions
        label={confirmLabel}
        variant={variant}
        busy={busy}
        onAct={onConfirm}
        onCancel={onCancel}
      />
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

/**
 * An action that needs a reason: the reason first, then a confirmation that repeats what the
 * action does and why before it is sent.
 */
export function ReasonedAction({
  what,
  reasonLabel = 'Reason',
  hint = 'Recorded in the audit log.',
  confirmLabel,
  variant = 'danger',
  busy,
  onConfirm,
  onCancel,
}: {
  /** The sentence the confirmation shows ("Disable user #12 (ada)?"). */
  what: ReactNode;
  reasonLabel?: string;
  hint?: string;
  confirmLabel: string;
  variant?: ButtonVariant;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState<string | null>(null);
  if (reason === null) {
    return (
      <ReasonForm
        title={reasonLabel}
        hint={hint}
        submitLabel="Continue"
        variant="secondary"
        busy={false}
        onSubmit={setReason}
        onCancel={onCancel}
      >
        {what}
      </ReasonForm>
    );
  }
  return (
    <ConfirmStep
      confirmLabel={confirmLabel}
      variant={variant}
      busy={busy}
      onConfirm={() => onConfirm(reason)}
      onCancel={() => setReason(null)}
    >
      {what} Reason: “{reason}”
    </ConfirmStep>
  );
}
