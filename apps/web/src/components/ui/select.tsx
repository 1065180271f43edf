import { ChevronDown } from 'lucide-react';
import { type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import { FieldFrame, controlBorder, controlClasses, useField } from './field';

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
  const field = useField(id, { error, hint });
  return (
    <FieldFrame label={label} hideLabel={hideLabel} field={field} className={wrapperClassName}>
      <div className="relative">
        <select
          ref={ref}
          {...field.control}
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
    </FieldFrame>
  );
}
