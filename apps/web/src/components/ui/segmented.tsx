import type { ReactNode } from 'react';
import { useId } from 'react';
import { cx } from '../../lib/cx';
import { FOCUS_WITHIN, RadioChoice } from './radio-choice';

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
  /** Smaller, with the legend for screen readers only (footer, toolbars). */
  compact?: boolean;
}

/** A radio group drawn as a segmented control (arrow keys move between options). */
export function Segmented<V extends string>({
  legend,
  value,
  options,
  onChange,
  compact = false,
}: SegmentedProps<V>) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className={compact ? 'sr-only' : 'mb-1.5 text-sm font-medium text-fg'}>
        {legend}
      </legend>
      <div
        className={cx(
          'inline-flex w-full rounded-lg border border-line bg-field p-1',
          !compact && 'sm:w-auto sm:self-start',
        )}
      >
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <RadioChoice
              key={option.value}
              name={name}
              value={option.value}
              checked={checked}
              onChange={onChange}
              className={cx(
                'relative flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors duration-(--motion-fast)',
                compact ? 'h-9 px-3 text-xs desk:h-7' : 'h-11 px-4 desk:h-9 sm:flex-none',
                FOCUS_WITHIN,
                checked ? 'bg-raised text-fg shadow-card' : 'text-fg-muted hover:text-fg',
              )}
            >
              {option.icon}
              {option.label}
            </RadioChoice>
          );
        })}
      </div>
    </fieldset>
  );
}
