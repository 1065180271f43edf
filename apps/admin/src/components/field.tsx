import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from '../lib/cx';

/** The look of a text control; `compactControl` is the denser one of tables and toolbars. */
export const control =
  'w-full rounded-md border border-line-strong bg-field px-3 text-base text-fg ' +
  'hover:border-fg-subtle focus-visible:border-accent aria-invalid:border-danger';
export const compactControl =
  'h-9 w-full rounded-md border border-line-strong bg-field px-2 text-sm text-fg ' +
  'hover:border-fg-subtle focus-visible:border-accent aria-invalid:border-danger';

interface FieldProps {
  label: string;
  hint?: ReactNode;
  error?: string | null;
}

/** What a field gives its control: its id and the links to its hint and error. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled control with its hint and its error below (labels always visible). `compact`
 * uses the smaller label of dense forms.
 */
export function Field({
  label,
  hint,
  error,
  compact = false,
  className,
  children,
}: FieldProps & {
  compact?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={cx('flex flex-col', compact ? 'gap-1' : 'gap-1.5', className)}>
      <label
        htmlFor={id}
        className={cx('font-medium text-fg-muted', compact ? 'text-xs' : 'text-sm')}
      >
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': cx(hint && hintId, error && errorId) || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-fg-subtle">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its hint and its error below. */
export function TextField({
  label,
  hint,
  error,
  className,
  ...props
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(aria) => <input {...aria} className={cx(control, 'h-10')} {...props} />}
    </Field>
  );
}

/** A labelled textarea with its hint and its error below. */
export function TextArea({
  label,
  hint,
  error,
  className,
  ...props
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(aria) => <textarea {...aria} className={cx(control, 'min-h-20 py-2')} {...props} />}
    </Field>
  );
}
