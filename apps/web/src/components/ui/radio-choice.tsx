import { useId, type ReactNode } from 'react';
import { cx } from '../../lib/cx';

/** The outline a choice shows while its (hidden) radio has the keyboard focus. */
export const FOCUS_WITHIN =
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus';

/**
 * One choice of a radio group drawn as a label: the radio itself is for screen readers and the
 * keyboard only, the label (`className`) is what shows.
 */
export function RadioChoice<V extends string>({
  name,
  value,
  checked,
  onChange,
  className,
  testId,
  children,
}: {
  name: string;
  value: V;
  checked: boolean;
  onChange(value: V): void;
  className: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <label data-testid={testId} className={className}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="sr-only"
      />
      {children}
    </label>
  );
}

/** What a radio group is, whatever it looks like: its legend, options, choice and name. */
export interface ChoiceGroupBasics<V extends string, O extends { value: V }> {
  legend: string;
  testId?: string;
  /** The radios' name; by default one of its own. */
  name?: string;
  value: V | null;
  options: readonly O[];
  onChange(value: V): void;
}

/**
 * A radio group drawn as labels: a fieldset with its legend, and a row (`rowClassName`) of one
 * {@link RadioChoice} an option, each drawn with `choiceClassName`, the focus outline and
 * `look(option, checked)`, showing `children(option, checked)`. `name`: the radios' name (by
 * default one of its own).
 */
export function ChoiceGroup<V extends string, O extends { value: V }>({
  legend,
  legendClassName = 'mb-1.5 text-sm font-medium text-fg',
  className,
  rowClassName,
  testId,
  name,
  value,
  options,
  onChange,
  choiceClassName,
  look,
  choiceTestId,
  children,
}: ChoiceGroupBasics<V, O> & {
  legendClassName?: string;
  className: string;
  rowClassName: string;
  choiceClassName: string;
  look(option: O, checked: boolean): string;
  choiceTestId?(option: O): string;
  children(option: O, checked: boolean): ReactNode;
}) {
  const ownName = useId();
  return (
    <fieldset className={className} data-testid={testId}>
      <legend className={legendClassName}>{legend}</legend>
      <div className={rowClassName}>
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <RadioChoice
              key={option.value}
              name={name ?? ownName}
              value={option.value}
              checked={checked}
              onChange={onChange}
              testId={choiceTestId?.(option)}
              className={cx(choiceClassName, FOCUS_WITHIN, look(option, checked))}
            >
              {children(option, checked)}
            </RadioChoice>
          );
        })}
      </div>
    </fieldset>
  );
}
