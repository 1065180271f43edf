import { cx } from '../../lib/cx';
import { FOCUS_WITHIN, RadioChoice } from './radio-choice';

interface ChipOption<V extends string> {
  value: V;
  label: string;
  /** The label's direction: left to right by default (network names, codes). */
  dir?: 'ltr' | 'rtl';
}

/** A radio group drawn as chips that wrap (networks). */
export function Chips<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  testId,
}: {
  legend: string;
  name: string;
  value: V | null;
  options: readonly ChipOption<V>[];
  onChange(value: V): void;
  testId?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5" data-testid={testId}>
      <legend className="mb-1.5 text-sm font-medium text-fg">{legend}</legend>
      <div className="flex flex-wrap gap-2">
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
                'flex h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-medium transition-colors duration-(--motion-fast) desk:h-9',
                FOCUS_WITHIN,
                checked
                  ? 'border-accent bg-accent-soft text-accent-text'
                  : 'border-line bg-field text-fg-muted hover:border-line-strong hover:text-fg',
              )}
            >
              <span dir={option.dir ?? 'ltr'}>{option.label}</span>
            </RadioChoice>
          );
        })}
      </div>
    </fieldset>
  );
}
