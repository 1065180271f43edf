import type { LucideIcon } from 'lucide-react';
import { cx } from '../../lib/cx';
import { ChoiceGroup } from './radio-choice';

interface SegmentedOption<V extends string> {
  value: V;
  label: string;
  /** Drawn before the label. */
  Icon?: LucideIcon;
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
  return (
    <ChoiceGroup
      legend={legend}
      legendClassName={compact ? 'sr-only' : undefined}
      className="flex flex-col gap-1.5"
      rowClassName={cx(
        'inline-flex w-full rounded-lg border border-line bg-field p-1',
        !compact && 'sm:w-auto sm:self-start',
      )}
      value={value}
      options={options}
      onChange={onChange}
      choiceClassName={cx(
        'relative flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors duration-(--motion-fast)',
        compact ? 'h-9 px-3 text-xs desk:h-7' : 'h-11 px-4 desk:h-9 sm:flex-none',
      )}
      look={(_, checked) =>
        checked ? 'bg-raised text-fg shadow-card' : 'text-fg-muted hover:text-fg'
      }
    >
      {(option) => (
        <>
          {option.Icon && <option.Icon aria-hidden="true" className="size-4" />}
          {option.label}
        </>
      )}
    </ChoiceGroup>
  );
}
