import type { FormEvent, ReactNode } from 'react';
import { errorMessage } from '../lib/api';
import { Button } from '@swx/ui';
import { Alert } from './feedback';

/**
 * A form in a panel: its title, its fields, the server's refusal or the `success` note of the
 * last submission, then the submit and Close buttons.
 */
export function FormPanel({
  title,
  submitLabel,
  mutation,
  success,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  /** Shown once the submission has succeeded (falsy until then). */
  success: ReactNode;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form aria-label={title} className="flex flex-col gap-4 p-5" onSubmit={submit} noValidate>
      <h2 className="font-semibold">{title}</h2>
      {children}
      {mutation.isError && <Alert tone="danger">{errorMessage(mutation.error)}</Alert>}
      {success && <Alert tone="success">{success}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" loading={mutation.isPending}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
    </form>
  );
}

/**
 * What a money form will do, in one sentence, as the staff member types (`sentence`), or what
 * to enter to see it (`prompt`); read out as it changes.
 */
export function MoneyPreview({
  sentence,
  prompt,
  testId,
}: {
  sentence: string | null;
  prompt: string;
  testId: string;
}) {
  return (
    <p className="text-sm" aria-live="polite" data-testid={testId}>
      {sentence ? <strong>{sentence}</strong> : <span className="text-fg-muted">{prompt}</span>}
    </p>
  );
}
