import type { SelectHTMLAttributes } from 'react';
import { cx } from '../lib/cx';
import { Field, compactControl, control } from './field';

/**
 * A labelled select with its options as [value, label] pairs; `compact` for the denser forms
 * of the configuration and content pages.
 */
export function SelectField({
  label,
  options,
  compact = false,
  className,
  ...props
}: {
  label: string;
  options: readonly (readonly [string, string])[];
  compact?: boolean;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field label={label} compact={compact} className={className}>
      {(aria) => (
        <select {...aria} className={compact ? compactControl : cx(control, 'h-10')} {...props}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
