import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Button } from '@swx/ui';
import { Alert, ListSkeleton, LoadError } from '../../components/feedback';
import { compactControl } from '../../components/field';
import { errorMessage } from '../../lib/api';
import { cx } from '../../lib/cx';

/**
 * Small pieces shared by the configuration and content pages (a compact input, a query's
 * loading and error states, a save's outcome, a two-step action).
 */

/** A compact input whose label is read by assistive technology (visible when `showLabel`). */
export function CompactInput({
  label,
  showLabel = false,
  invalid = false,
  className,
  ...props
}: {
  label: string;
  showLabel?: boolean;
  invalid?: boolean;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className={showLabel ? 'text-xs font-medium text-fg-muted' : 'sr-only'}>
        {label}
      </label>
      <input id={id} className={compactControl} aria-invalid={invalid || undefined} {...props} />
    </div>
  );
}

/** A query's states: skeleton while loading, the error with retry, else the content. */
export function QueryState<T>({
  query,
  rows,
  children,
}: {
  query: { isPending: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) {
    return <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  return <ListSkeleton rows={rows} />;
}

/** The outcome of a save: the server's refusal as an alert, a short confirmation on success. */
export function SaveOutcome({
  mutation,
  success = 'Saved.',
}: {
  mutation: { isError: boolean; isSuccess: boolean; error: unknown };
  success?: string;
}) {
  if (mutation.isError) return <Alert tone="danger">{errorMessage(mutation.error)}</Alert>;
  if (mutation.isSuccess) return <Alert tone="success">{success}</Alert>;
  return null;
}

/** The outcome of a save above the form's submit button (`label`). */
export function SaveRow({
  mutation,
  success,
  label,
}: {
  mutation: { isError: boolean; isSuccess: boolean; isPending: boolean; error: unknown };
  success: string;
  label: string;
}) {
  return (
    <>
      <SaveOutcome mutation={mutation} success={success} />
      <div>
        <Button type="submit" loading={mutation.isPending}>
          {label}
        </Button>
      </div>
    </>
  );
}

/** A two-step action: the first press asks, the second (Confirm) does it. */
export function ConfirmButton({
  label,
  question,
  confirming,
  onAsk,
  onCancel,
  onConfirm,
  loading,
  variant = 'secondary',
}: {
  label: string;
  question: string;
  confirming: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onConfirm: () => void;
  loading?: boolean;
  variant?: 'secondary' | 'danger' | 'primary';
}) {
  if (!confirming) {
    return (
      <Button variant={variant} onClick={onAsk}>
        {label}
      </Button>
    );
  }
  return (
    <span role="group" aria-label={question} className="inline-flex items-center gap-2">
      <span className="text-sm text-fg-muted">{question}</span>
      <Button variant="primary" loading={loading} onClick={onConfirm} autoFocus>
        Confirm
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </span>
  );
}
