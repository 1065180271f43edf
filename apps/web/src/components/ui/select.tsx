import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import {
  FieldLabel,
  FieldMessages,
  controlBorder,
  controlClasses,
  describedBy,
  fieldWrapper,
} from './field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  label: string;
  options: readonly SelectOption[];
  error?: string;
  hint?: ReactNode;
  wrapperClassName?: string;
  /** The label is for screen readers only (the options say what the field is). */
  hideLabel?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (keyboard and screen-reader behaviour for free). */
export function Select({
  label,
  options,
  error,
  hint,
  id,
  className,
  wrapperClassName,
  hideLabel = false,
  ref,
  ...props
}: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const ids = { errorId: `${selectId}-error`, hintId: `${selectId}-hint` };
  const messages = { ...ids, error, hint };
  return (
    <div className={fieldWrapper(wrapperClassName)}>
      <FieldLabel htmlFor={selectId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div className="relative">
        <select
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, messages)}
          className={cx(
            controlClasses,
            controlBorder(Boolean(error)),
            'cursor-pointer appearance-none pe-9',
            className,
          )}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted"
        />
      </div>
      <FieldMessages {...messages} />
    </div>
  );
}
