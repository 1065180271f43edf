import { useId, type SelectHTMLAttributes } from 'react';
import { cx } from '../lib/cx';

/** A labelled select with its options as [value, label] pairs. */
export function SelectField({
  label,
  options,
  className,
  ...props
}: {
  label: string;
  options: readonly (readonly [string, string])[];
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-fg-muted">
        {label}
      </label>
      <select
        id={id}
        className="h-10 w-full rounded-md border border-line-strong bg-field px-3 text-base text-fg hover:border-fg-subtle focus-visible:border-accent"
        {...props}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
