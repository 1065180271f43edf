import { useState, type FormEvent } from 'react';
import { DecisionActions } from '../../components/decision';
import { TextField } from '../../components/field';

export { ConfirmStep, Detail, ReasonForm, reasonError } from '../../components/decision';

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
      <DecisionActions label="Mark completed" busy={busy} onCancel={onCancel} />
    </form>
  );
}
