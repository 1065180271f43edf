import { CircleAlert, CircleCheck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cx } from '../../lib/cx';

/** Shared look of text inputs and selects. */
export const controlClasses =
  'block w-full rounded-md border bg-field px-3 text-base text-fg h-11 desk:h-10 ' +
  'transition-colors duration-(--motion-fast) ease-standard ' +
  'hover:border-line-strong focus:border-accent focus:outline-none focus-visible:outline-none ' +
  'focus:ring-3 focus:ring-accent/25 disabled:cursor-not-allowed disabled:opacity-60';

export function controlBorder(invalid: boolean): string {
  return invalid ? 'border-danger hover:border-danger focus:border-danger' : 'border-line';
}

export interface FieldMessagesProps {
  errorId: string;
  hintId: string;
  error?: string;
  hint?: ReactNode;
  success?: string;
}

/**
 * The line under a control: the error if any, else a success note, else the hint. All three
 * share one line height, so that swapping one for another (on blur, say) moves nothing: a
 * layout shift under the pointer swallows the click on the button below.
 */
export function FieldMessages({ errorId, hintId, error, hint, success }: FieldMessagesProps) {
  if (error) {
    return (
      <p id={errorId} className="flex items-start gap-1.5 text-sm leading-5 text-danger">
        <CircleAlert aria-hidden="true" className="mt-[3px] size-3.5 shrink-0" />
        <span>{error}</span>
      </p>
    );
  }
  if (success) {
    return (
      <p id={hintId} className="flex items-start gap-1.5 text-sm leading-5 text-success">
        <CircleCheck aria-hidden="true" className="mt-[3px] size-3.5 shrink-0" />
        <span>{success}</span>
      </p>
    );
  }
  if (hint) {
    return (
      <p id={hintId} className="text-xs leading-5 text-fg-subtle">
        {hint}
      </p>
    );
  }
  return null;
}

export function describedBy(ids: { errorId: string; hintId: string }, has: FieldMessagesProps) {
  if (has.error) return ids.errorId;
  if (has.success || has.hint) return ids.hintId;
  return undefined;
}

export function FieldLabel({
  htmlFor,
  hidden = false,
  children,
}: {
  htmlFor: string;
  /** Read by screen readers only. */
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={hidden ? 'sr-only' : 'text-sm font-medium text-fg'}>
      {children}
    </label>
  );
}

/**
 * What a labelled control needs: its id (`id`, or one of its own), the attributes that say
 * whether it is invalid and what describes it, and its message line's props.
 */
export function useField(
  id: string | undefined,
  has: { error?: string; hint?: ReactNode; success?: string },
) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const messages: FieldMessagesProps = {
    errorId: `${controlId}-error`,
    hintId: `${controlId}-hint`,
    ...has,
  };
  return {
    messages,
    control: {
      id: controlId,
      'aria-invalid': has.error ? true : undefined,
      'aria-describedby': describedBy(messages, messages),
    },
  };
}

/** A control's frame: its label above it, its message line under it. */
export function FieldFrame({
  label,
  hideLabel = false,
  field,
  className,
  children,
}: {
  label: string;
  /** The label is read by screen readers only. */
  hideLabel?: boolean;
  field: ReturnType<typeof useField>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={fieldWrapper(className)}>
      <FieldLabel htmlFor={field.control.id} hidden={hideLabel}>
        {label}
      </FieldLabel>
      {children}
      <FieldMessages {...field.messages} />
    </div>
  );
}

export function fieldWrapper(className?: string) {
  return cx('flex min-w-0 flex-col gap-1.5', className);
}
