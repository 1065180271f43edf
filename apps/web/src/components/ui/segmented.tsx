import type { ReactNode } from 'react';
import { useId } from 'react';
import { cx } from '../../lib/cx';

interface SegmentedOption<V extends string> {
  value: V;
  label: string;
  icon?: ReactNode;
}

interface SegmentedProps<V extends string> {
  legend: string;
  value: V;
  options: readonly SegmentedOption<V>[];
  onChange(value: V): void;
}

/** A radio group drawn as a segmented control (arrow keys move between options). */
export function Segmented<V extends string>({
  legend,
  value,
  options,
  onChange,
}: SegmentedProps<V>) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-fg">{legend}</legend>
      <div className="inline-flex w-full rounded-lg border border-line bg-field p-1 sm:w-auto sm:self-start">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={cx(
                'relative flex h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-md px-4 text-sm font-medium transition-colors duration-(--motion-fast) desk:h-9 sm:flex-none',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                checked ? 'bg-raised text-fg shadow-card' : 'text-fg-muted hover:text-fg',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              {option.icon}
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
